"""The book's own reason for a pass, in one clause, for the pass rules a why-not cites most (issue 36): the
learner reads why the book lets the auction stand on this hand, not a sentence that fits every pass.
Keyed by rule id so that the rules' modules (changed on other branches) need not change; each template is
filled by ``Rule.render`` with the rule's own facts."""
from __future__ import annotations

__all__ = ["PASS_REASONS", "pass_reason"]

PASS_REASONS = {
    # blz. 64-65: a minor at two over one's own major is partner's warning
    "A14": ("met {partner_bid} over uw één {own_strain} zegt uw partner dat hij uw kleur slecht kan steunen; "
            "laat zijn bod staan"),
    # blz. 64: the distress signal over one's own sans atout
    "A13b": ("twee {partner_strain} over uw sans atout is het noodsignaal van uw partner: 'pas op, ik heb niets'; "
             "laat dat lage bod staan"),
    # blz. 49: over two in a minor only a very good major or a sans-atout hand goes on
    "D3c.2-pas": ("over {partner_bid} gaat u alleen verder met een zeer goede harten- of schoppenkleur, of naar sans "
                  "atout met een goed spel in de drie andere kleuren"),
    # blz. 48-49: two in a major is "laat mij het spel maar spelen"
    "D3c.1": ("met {partner_bid} zegt uw partner: 'laat mij het spel maar spelen, ik zorg dat wij de manche "
              "winnen'; de derde speler past dan bijna altijd"),
    # blz. 44: the opener who goes on to two sans atout after the partner's major
    "D1.3": "de gever ging toch naar twee sans atout, en dan zwijgt u, althans voorlopig",
    # blz. 47-48, 52, 55-56: the rules' own reason on this hand
    "D3-pas": "{why}",
    "D5.3": "{why}",
    "V5": "{why}",
    # blz. 47: with enough support the third hand passes; a new suit would deny it
    "D3a.1": ("met {p_holding} in {p_suit} steunt u de {partner_strain} van uw partner al voldoende door te passen; "
              "een andere kleur zou hem zeggen dat u die niet kunt steunen"),
    # blz. 73-74: a doubled bid is left to its bidder
    "X18": ("{partner_bid} van uw partner blijft gedoubleerd staan; of hij het gestand doet of overgaat, beslist "
            "hij zelf"),
}


# blz. 47, 60, 62: after a major opening the third hand that supports enough passes, and that support may lie in
# side cards as much as in trumps; "u kunt niet steunen" would turn the book's reason round
_D3_MAJOR_SUPPORT = ("met {holding} in {suit} en uw kaarten ernaast steunt u de {partner_bid} van uw partner "
                     "voldoende, ook al zit die steun niet in troef; dan past de derde speler als regel, en een andere "
                     "kleur zou hem juist zeggen dat u hem niet kunt steunen (blz. 47, 60)")
_SUPPORT_ENOUGH = 6  # halves: three tricks as support (the count the why-not sets beside it), more than a weak hand


def pass_reason(rule_id: str, ctx=None) -> str:
    """The template of the book's reason for the pass of ``rule_id``, or ""; with ``ctx`` the reason may follow
    the hand (a D3-pas beside a major opening on a hand that supports it)."""
    if rule_id == "D3-pas" and ctx is not None:
        from tutor.rules.common import MAJORS
        from tutor.rules.derde.needs import partner_support_value
        from tutor.rules.derde.shared import partner_strain
        if partner_strain(ctx) in MAJORS and partner_support_value(ctx) >= _SUPPORT_ENOUGH:
            suit = partner_strain(ctx).suit
            return _D3_MAJOR_SUPPORT.format(holding=ctx.hand.holding_text(suit) or "geen kaart", suit=suit.dutch,
                                            partner_bid="{partner_bid}")
    return PASS_REASONS.get(rule_id, "")
