"""A late sans atout (or one schoppen) opening (blz. 38-40, 45-47, 52-55): the only bid is a one sans
atout made after one or more passes, and the caller's side has passed throughout (or partner made it).

What the book advises over one sans atout rests on who leads against it and on what partner's
sans atout promises, not on who dealt; so the first-round rules hold for the passed hand too,
and blz. 52 says the passed hand "komt dan toch weer aan de beurt". Three situations:

* ``later-na-sans-atout-rechts``  the player on my right just opened one sans atout: I lead
  against it myself, as the second hand over the dealer's sans atout (A16-*: T7b, T7a, T7, T9, T8);
* ``later-na-sans-atout-pas-pas`` the player on my left opened it and two passes followed: my
  partner leads, as after ``1 SA – pas – pas`` in fourth seat (A17-*: V3, V3-pas);
* ``later-partner-sans-atout-overboden`` partner opened it and the player on my right overbid
  it in a suit or doubled it: the third hand's case 2° (A18-*: D2.1, D2.4, D2.2, D2.3, D2-pas), among them the
  penalty double of the overcall with two tricks in its suit (D2.2, blz. 46);
* ``later-na-een-schoppen-pas-pas`` the same for the author's one schoppen opened late on my left
  and two passes: the fourth hand bids rather than pass for penalties (A19-*: V1a, V1b, V1, V1-pas,
  blz. 53-54), since the bidder is weak and partner's pass over it hides some strength;
* ``later-na-kleur`` an opening in klaveren, ruiten, harten or kroonschoppen made late by the opponents, on my
  right just now or on my left with two passes after it, my side having only passed: I sit as the second hand
  over an opening ("moet trachten, een hooger bod te doen", blz. 40-42; A21-*: T14, T12, T13a, T13, T11-pas,
  with the doubling chapter's say as in the first round). The one difference the book makes for a passed hand
  is that it has no opening hand (blz. 52: a pass says "geen spel met hooge kaarten"), so the two-bid over the
  opening (T3), which asks more than an opening, is not borrowed.

Each rule here is the first-round rule itself (its condition, calls, warnings and focus, not
written twice) under its own id, INFERRED, with a Dutch lead-in that says why it applies in the
later round and the first-round text with "de gever" read as the player who opened. Nothing here
can fire twice in one auction: every situation asks that the caller's side has not bid since the
opening, and each of these rules that bids makes that false.

This module is loaded after every chapter (it borrows their rules), so the registry imports it
last rather than the algemeen package.
"""
from __future__ import annotations

from dataclasses import replace

from tutor.bridge.bidding import Bid, Strain
from tutor.rules.algemeen.shared import CHAPTER, later_round
from tutor.rules.base import Ctx, Rule, Situation
from tutor.rules.derde.kleur import D3_PAS, D3b_1, D3b_1c
from tutor.rules.derde.sans_atout_opbod import D2_1, D2_2, D2_3, D2_4, D2_PAS
from tutor.rules.doubleeren import DOUBLING_CAUTIONS, DOUBLING_RULES, DOUBLING_WARNS
from tutor.rules.tweede.kleur import T11_PAS, T12, T13, T14, T13a
from tutor.rules.tweede.sans_atout import T7, T7a, T7b, T8, T9
from tutor.rules.vierde.een_schoppen import V1, V1_PAS, V1a, V1b
from tutor.rules.vierde.sans_atout import V3, V3_PAS

__all__ = ["late_suit_opening", "SUIT_OPENING_RULES", "late_spade_pass_pass", "SPADE_PASS_PASS_RULES", "late_partner_minor_pass", "PARTNER_MINOR_RULES",
    "RULES", "SITUATIONS", "late_nt_from_right", "late_nt_pass_pass", "late_partner_nt_overcalled",
    "NT_FROM_RIGHT_RULES", "NT_PASS_PASS_RULES", "PARTNER_NT_OVERCALLED_RULES",
]

ONE_NT = Bid(1, Strain.NT)
ONE_SPADE = Bid(1, Strain.S)

LEAD_RIGHT = ("De sans atout komt laat, na passen, van de speler rechts van u: u komt er zelf tegen uit, net als "
              "de tweede speler tegen de sans atout van de gever (blz. 38-40, 52). ")
LEAD_LEFT = ("De sans atout komt laat, na passen, van de speler links van u, en daarna werd twee keer gepast: uw "
             "partner komt uit, net als na één sans atout, pas, pas voor de vierde speler (blz. 52, 54-55). ")
LEAD_PARTNER = ("Uw partner opende na passen met één sans atout en de speler rechts van u bood daarover of "
                "doubleerde: voor u "
                "geldt wat het boek de derde speler dan aanraadt, ook al paste u eerder (blz. 45-47, 52). ")
LEAD_MINOR = ("Uw partner opende na uw pas met één {partner_strain} en de speler rechts van u paste. U paste eerder, "
              "maar nu komt u 'toch weer aan de beurt' (blz. 52): voor u geldt wat het boek de derde speler na een "
              "opening in klaveren of ruiten aanraadt (blz. 48-49). ")
LEAD_SUIT = ("De opening in een kleur kwam laat, na passen, van de tegenpartij, en uw partij heeft alleen gepast. U "
             "paste eerder, maar u komt 'toch weer aan de beurt' (blz. 52): over die opening zit u als de tweede speler "
             "over de opening van de gever (blz. 40-42). ")
LEAD_SPADE = ("De één schoppen kwam laat, na passen, van de speler links van u, en daarna werd twee keer gepast: u "
              "zit als de vierde speler na één schoppen, pas, pas (blz. 52-54). ")

# The first-round texts name the opener "de gever" and the overcaller's side by seat; here they sit elsewhere.
_NT_WORDS = (("de sans atout van de gever", "die sans atout"), ("de gever", "uw partner"),
             ("Speelt de vierde speler het spel", "Speelt de tegenpartij het spel"))
_MINOR_WORDS = (("de gever", "uw partner"),)
_SPADE_WORDS = (("De gever heeft met één schoppen", "Wie één schoppen bood, heeft"),
                ("de gever heeft geen sterk spel, de derde speler kon niets",
                 "wie één schoppen bood heeft geen sterk spel, zijn partner kon niets"),
                ("de derde speler kon", "zijn partner kon"), ("de schoppen van de gever", "hun schoppen"))

# The second hand's texts name the opener "de gever"; here he is the player who opened late ("Een spel waarop de gever een
# beginannonce zou doen" is the dealer's standard and stays)
_SUIT_WORDS = (("zodat de gever het", "zodat de openaar het"), ("dat u de gever het", "dat u de openaar het"),
               ("maakt het de gever", "maakt het de openaar"), ("de kleur van de gever", "de kleur van de openaar"))


def _reword(text: str, words) -> str:
    for old, new in words:
        text = text.replace(old, new)
    return text


def _late(base: Rule, prefix: str, lead: str, what: str, words=_NT_WORDS) -> Rule:
    """``base`` under the id ``prefix-<base id>``, in this chapter, with the lead-in before its text."""
    return replace(
        base, id=f"{prefix}-{base.id}", chapter=CHAPTER, status="INFERRED",
        title=f"{base.title} ({what})",
        pages=f"{base.pages or base.page}, 52",
        uitleg=lead + _reword(base.uitleg, words),
        tolerated=_reword(base.tolerated, words),
    )


FROM_RIGHT = tuple(_late(r, "A16", LEAD_RIGHT, "late sans atout") for r in (T7b, T7a, T7, T9, T8))
PASS_PASS = tuple(_late(r, "A17", LEAD_LEFT, "late sans atout") for r in (V3, V3_PAS))
PARTNER_OVERCALLED = tuple(_late(r, "A18", LEAD_PARTNER, "late sans atout") for r in (D2_4, D2_1, D2_2, D2_3, D2_PAS))
# the same band as in the first round (MAJOR_SWITCH, D3b.1): the passed hand's switch to a major (robot class A1)
PARTNER_MINOR = tuple(_late(r, "A20", LEAD_MINOR, "late opening in klaveren of ruiten", _MINOR_WORDS)
                      for r in (D3b_1, D3b_1c, D3_PAS))
SPADE_PASS_PASS = tuple(_late(r, "A19", LEAD_SPADE, "late één schoppen", _SPADE_WORDS) for r in (V1a, V1b, V1, V1_PAS))
# no T3: a passed hand has no opening hand (blz. 52), let alone the two-bid's
OVER_SUIT = tuple(_late(r, "A21", LEAD_SUIT, "late opening in een kleur", _SUIT_WORDS) for r in (T14, T12, T13a, T13, T11_PAS))

NT_FROM_RIGHT_RULES = tuple(r.id for r in FROM_RIGHT)
NT_PASS_PASS_RULES = tuple(r.id for r in PASS_PASS)
PARTNER_NT_OVERCALLED_RULES = tuple(r.id for r in PARTNER_OVERCALLED)
SPADE_PASS_PASS_RULES = tuple(r.id for r in SPADE_PASS_PASS)
PARTNER_MINOR_RULES = tuple(r.id for r in PARTNER_MINOR)
SUIT_OPENING_RULES = tuple(r.id for r in OVER_SUIT)

RULES = FROM_RIGHT + PASS_PASS + PARTNER_OVERCALLED + SPADE_PASS_PASS + PARTNER_MINOR + OVER_SUIT


def _not_passes(ctx: Ctx) -> list[int]:
    return [i for i, c in enumerate(ctx.auction.calls) if not c.is_pass]


def _lone_index(ctx: Ctx, bid: Bid) -> int | None:
    """Index of the auction's only call other than pass when it is the opponents' ``bid``."""
    bids = _not_passes(ctx)
    if len(bids) != 1 or ctx.auction.calls[bids[0]].bid != bid or ctx.rel(bids[0]) not in ("lho", "rho"):
        return None
    return bids[0]


def _lone_nt_index(ctx: Ctx) -> int | None:
    return _lone_index(ctx, ONE_NT)


def late_nt_from_right(ctx: Ctx) -> bool:
    i = _lone_nt_index(ctx)
    return later_round(ctx) and i is not None and i == len(ctx.auction.calls) - 1 and ctx.rel(i) == "rho"


def late_nt_pass_pass(ctx: Ctx) -> bool:
    i = _lone_nt_index(ctx)
    return later_round(ctx) and i is not None and i == len(ctx.auction.calls) - 3 and ctx.rel(i) == "lho"


def late_spade_pass_pass(ctx: Ctx) -> bool:
    i = _lone_index(ctx, ONE_SPADE)
    return later_round(ctx) and i is not None and i == len(ctx.auction.calls) - 3 and ctx.rel(i) == "lho"


def late_suit_opening(ctx: Ctx) -> bool:
    """The opponents' only bid is an opening in a suit (not the author's one schoppen), made after passes: on my right
    just now, or on my left with two passes after it."""
    bids = _not_passes(ctx)
    if not later_round(ctx) or len(bids) != 1:
        return False
    i = bids[0]
    bid = ctx.auction.calls[i].bid
    if bid is None or not bid.strain.is_suit or bid.strain is Strain.S:
        return False
    last = len(ctx.auction.calls) - 1
    return (ctx.rel(i) == "rho" and i == last) or (ctx.rel(i) == "lho" and i == last - 2)


def late_partner_nt_overcalled(ctx: Ctx) -> bool:
    """Passes, partner's one sans atout, and just now a suit bid or a double on my right: nothing else
    (blz. 45-47 is ``1 SA – <bod of doublet>``: the doubled sans atout is the same case)."""
    calls = ctx.auction.calls
    bids = _not_passes(ctx)
    if not later_round(ctx) or len(bids) != 2 or bids != [len(calls) - 2, len(calls) - 1]:
        return False
    first, second = calls[bids[0]].bid, calls[bids[1]]
    return (first == ONE_NT and ctx.rel(bids[0]) == "partner" and ctx.rel(bids[1]) == "rho"
            and (second.is_double or (second.bid is not None and second.bid.strain.is_suit)))


def late_partner_minor_pass(ctx: Ctx) -> bool:
    """Passes (mine among them), partner's one klaveren or ruiten, and a pass on my right: my first answer to it."""
    bids = _not_passes(ctx)
    calls = ctx.auction.calls
    if not later_round(ctx) or len(bids) != 1 or bids[0] != len(calls) - 2 or ctx.rel(bids[0]) != "partner":
        return False
    bid = calls[bids[0]].bid
    return bid.level == 1 and bid.strain in (Strain.C, Strain.D)


SITUATIONS = (
    Situation("later-na-sans-atout-rechts", CHAPTER, "Een late sans atout rechts van u: u komt zelf uit",
              late_nt_from_right, NT_FROM_RIGHT_RULES),
    Situation("later-na-sans-atout-pas-pas", CHAPTER, "Een late sans atout links van u, pas, pas: uw partner komt uit",
              late_nt_pass_pass, NT_PASS_PASS_RULES),
    Situation("later-partner-sans-atout-overboden", CHAPTER,
              "Uw partner opende laat met één sans atout en werd overboden of gedoubleerd", late_partner_nt_overcalled,
              PARTNER_NT_OVERCALLED_RULES),
    Situation("later-partner-lage-kleur-pas", CHAPTER, "Uw partner opende laat met één klaveren of ruiten, rechts "
              "werd gepast", late_partner_minor_pass, PARTNER_MINOR_RULES),
    Situation("later-na-een-schoppen-pas-pas", CHAPTER, "Een late één schoppen links van u, pas, pas",
              late_spade_pass_pass, SPADE_PASS_PASS_RULES),
    Situation("later-na-kleur", CHAPTER, "Een late opening in een kleur van de tegenpartij: u zit als de tweede speler",
              late_suit_opening, DOUBLING_RULES + SUIT_OPENING_RULES[:-1] + DOUBLING_CAUTIONS + SUIT_OPENING_RULES[-1:],
              extra_warns=DOUBLING_WARNS),
)
