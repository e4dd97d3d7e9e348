"""Why the learner's call is worse than the book's, in Dutch: the text of a verdict ``aanvaardbaar`` or ``fout``
(:func:`tutor.rules.advice.grade` decides the verdict, this module words it)."""
from __future__ import annotations

import re
from typing import Callable

from tutor.bridge.bidding import Call, Strain
from tutor.bridge.cards import Suit
from tutor.bridge.evaluation import fmt_tricks
from tutor.rules import RULES, Ctx, Rule, Situation
from tutor.rules.alternatives import Alternative, limit_parts
from tutor.rules.pass_reasons import pass_reason
from tutor.rules.faults import minor_raise_fault, plain_fault, plain_spades, plain_spades_fault, their_strength_note
from tutor.rules.base import dutch_list
from tutor.rules.verdicts import Advice
from tutor.rules.why_not_level import double_grounds, jump_allowed_text, jump_text, level_need, silent_twice
from tutor.rules.why_not_rules import closest_rule, requirements
from tutor.rules.why_not_said import repeats_reason, says_again, without_said_cards
from tutor.rules.why_not_facts import (
    FEW_CARDS, best_facts, calls_text, cap_first, cards_in, defence, first_named_by, hand_for, label, lower_first,
    norm_strain, noun,
)

__all__ = ["why_wrong", "why_acceptable", "why_alternative", "GENERIC_PHRASES"]


# Phrases of the old one-size-fits-all texts; a why-not never consists of them (tests/rules/test_why_not.py).
GENERIC_PHRASES = (
    "steunt niet op een advies van het boek",
    "zou passen bij",
    "is hier niet de keuze van het boek",
    "kan volgens het boek ook, maar",
    "Passen is hier te voorzichtig",
)


_TELLS_HAND = re.compile(r"\bu telt\b|\btelt u\b|\bu hebt (?:[AHVB]|10|[2-9])\b")
_COUNTS_HAND = re.compile(r"\btelt (?:\d|½)|\bu hebt (?:[AHVB]|10|[2-9])\b")


def _gain(ctx: Ctx, adv: Advice, rule: Rule, focus, answer: Call | None = None) -> str:
    """What the book's call gains with this hand, as one sentence."""
    best = adv.best[0]
    where = label(rule, answer, adv, ctx)
    head = f"Het boek kiest {calls_text(adv.best)} ({where})"
    gain = rule.render(ctx, focus, rule.gain).strip() if rule.gain else ""
    if gain:  # a branched rule may give its reason for one branch only
        return f"{head}: {gain}."
    if best.is_pass:
        reason = pass_reason(rule.id, ctx)
        if reason:
            return f"{head}: {lower_first(rule.render(ctx, focus, reason))}."
        return f"{head}: {_standing(ctx)}."
    if best.is_double:
        return f"{head}: {double_grounds(ctx)}."
    if best.is_redouble:
        return f"{head}."
    strain = best.bid.strain
    if strain.is_suit and strain is not Strain.S:
        holding = ctx.hand.holding_text(strain.suit)
        if norm_strain(strain) in {norm_strain(b.strain) for b in ctx.partner_bids}:
            if strain is Strain.RS and Strain.RS not in {b.strain for b in ctx.partner_bids}:
                # partner bid schoppen, an invitation to kroonschoppen (blz. 51), not kroonschoppen itself
                return (f"{head}: zo neemt u de uitnodiging van de één schoppen van uw partner aan, met {holding} "
                        f"naast zijn schoppenkracht.")
            if first_named_by(ctx, strain) == "me":  # he raised my suit: I go on in it, not "his" suit
                return f"{head}: zo speelt u verder in uw eigen {strain.dutch}, die uw partner steunde, met {holding}."
            below = ctx.score.we_below
            if below and ctx.makes_game(best.bid):  # the partscore makes the raise the game (blz. 48, 62; 2057 #2)
                return (f"{head}: met uw {below} punten onder de lijn is {best.dutch} gemaakt al de manche ({below} + "
                        f"{best.bid.points} punten), en u steunt de {strain.dutch} van uw partner met {holding}.")
            return f"{head}: zo steunt u de {strain.dutch} van uw partner, waarin u {holding} hebt."
        his = [b.strain for b in ctx.partner_bids if b.strain.is_suit and b.strain is not Strain.S]
        opened = ctx.opening is not None and ctx.rel(ctx.opening[0]) == "partner"
        if opened and not ctx.own_bids and ctx.opening[1].strain is Strain.NT and strain.is_minor \
                and best.bid.level == 2:
            # two in a minor over partner's sans atout is the noodsignaal (blz. 44-45, 64), no strength
            return (f"{head}: met {best.dutch} waarschuwt u uw partner, 'pas op, ik heb niets', zodat hij niet "
                    f"hoger gaat (blz. 45, 64).")
        if his and opened and not ctx.own_bids and strain.trick_value < norm_strain(his[-1]).trick_value:
            # a lower suit than partner's tells him of weakness in his, not of strength in mine (blz. 48, 50, 64)
            return (f"{head}: met {best.dutch} zegt u uw partner dat u hem in {his[-1].dutch} weinig steun kunt "
                    f"bieden; een lager geprijsde kleur is een teken van zwakte (blz. 48, 50).")
        below = ctx.score.we_below
        if below and ctx.makes_game(best.bid):  # the partscore makes this bid the game (A9, blz. 62; 2049 #5)
            return (f"{head}: met uw {below} punten onder de lijn is {best.dutch} gemaakt al de manche ({below} + "
                    f"{best.bid.points} punten), en met {strain.dutch} als troef telt u {fmt_tricks(ctx.facts.value(strain.suit))} "
                    f"slagen ({holding}).")
        return (f"{head}: met {strain.dutch} als troef telt u {fmt_tricks(ctx.facts.value(strain.suit))} slagen, en "
                f"dat zegt uw partner dat uw kracht in {strain.dutch} zit ({holding}).")
    if strain is Strain.NT:
        stop = dutch_list([s.dutch for s in ctx.facts.stoppers]) or "geen kleur"
        return f"{head}: dat zegt uw partner dat u gedekt bent in {stop}."
    return f"{head}."


def _standing(ctx: Ctx) -> str:
    """What a pass leaves standing, as a clause: whose bid, doubled or not, and whether it already is the game."""
    bid = ctx.last_bid
    if bid is None:
        return "zo rekent uw partner niet op slagen die deze hand niet heeft"
    last = next((c for c in reversed(ctx.auction.calls) if not c.is_pass), None)
    doubled = " gedoubleerd" if last is not None and (last.is_double or last.is_redouble) else ""
    if ctx.last_bid_ours:
        whose = "van uw partner" if ctx.last_bid_by == "partner" else "van uzelf"
        game = (", en gemaakt is dat al de manche" if ctx.makes_game(bid) else "")
        return f"dan blijft {bid.dutch} {whose}{doubled} staan{game}"
    return f"dan speelt de tegenpartij {bid.dutch}{doubled}"


def _limit_facts(ctx: Ctx, below: Callable, rule: Rule, focus) -> str:
    """The count by which the deciding rule bids rather than passes, beside its limit and band ("" when no
    limit of the rule stands between the hand and a pass): the learner sees the tutor's own count."""
    for leaf in limit_parts(rule.needs, ctx, focus):
        lim, value = leaf.limit, leaf.measure(ctx, focus)
        if value >= lim.reading and any(c.is_pass for c in below(lim)[2]):
            if lim.reading_text:  # no plain count (the side's limit): the hand's own figures
                return f"voor '{lim.name}': {leaf.have(ctx, focus)}" if leaf.have is not None else ""
            margin = (f"; tot en met {fmt_tricks(lim.band_high)} mag u ook passen, daarboven niet"
                      if lim.band_high >= lim.reading else "")
            return (f"voor '{lim.name}' telt u {lim.counts}: u telt er {fmt_tricks(value)}, en de tutor vraagt er "
                    f"{fmt_tricks(lim.reading)}{margin}")
    return ""


def _pass_words(ctx: Ctx) -> str:
    """What a pass says in this seat: to a partner who bid, to a partner who has to lead, or nothing at all."""
    last = ctx.last_bid
    if last is not None and ctx.last_bid_by == "partner" and len({b.strain for b in ctx.partner_bids}) >= 2 \
            and not ctx.own_bids:  # he showed two suits: a pass chooses his second (blz. 34)
        return f"Met passen laat u uw partner in zijn tweede kleur spelen, {last.dutch}"
    if last is not None and ctx.last_bid_by in ("lho", "rho") and ctx.score.they_games == 1 \
            and ctx.makes_game(last, ours=False):
        return f"Met passen laat u de tegenpartij {last.dutch} spelen, en gemaakt wint zij daarmee de robber"
    if ctx.partner_bids:
        return "Passen zegt uw partner dat u niets kunt bijdragen"
    if ctx.last_bid is None:
        return "Met passen laat u een hand liggen waarop het boek opent"
    return "Met passen laat u de tegenpartij haar bod spelen"


def _double_need(ctx: Ctx) -> str:
    from tutor.rules.doubleeren.requirements import required_dt
    d = defence(ctx)
    if d is None:
        return "een doublure vraagt een bod van de tegenpartij dat u kunt laten verliezen"
    dt, their = d
    # the book gives one figure (three sure tricks against four in a suit); the rest is the tutor's count
    return (f"voor een doublure van {their} moet u 'de trekken tellen, die ge zeker zult maken' (blz. 70-71); de "
            f"tutor vraagt daarvoor ongeveer {fmt_tricks(required_dt(ctx))} verdedigingsslagen in uw eigen hand; u "
            f"telt er {fmt_tricks(dt)}")


def why_acceptable(ctx: Ctx, answer: Call, adv: Advice, rule: Rule, focus) -> str:
    have = hand_for(ctx, answer) or best_facts(ctx, adv)
    tolerated = rule.tolerated_pass if answer.is_pass and rule.tolerated_pass else rule.tolerated
    if tolerated:
        text = rule.render(ctx, focus, tolerated, answer)
        # a tolerance that already counts this hand needs no second count beside it
        return text if _COUNTS_HAND.search(text) else f"{text} Deze hand: {have}."
    return (f"{cap_first(noun(answer))} mag hier ook: {have}. Maar {lower_first(_gain(ctx, adv, rule, focus, answer))}")


def _band_count(ctx: Ctx, alt: Alternative) -> str:
    """The hand's count against a vague limit, in the limit's own terms: a plain count ("u telt er 3, net te
    weinig voor 3½"), or for a limit that is no plain count (the side's limit, a double's defence) the
    hand's own figures as the limit's condition states them."""
    lim = alt.limit
    if lim.reading_text:
        for leaf in limit_parts(alt.rule.needs, ctx, alt.focus):
            if leaf.limit is lim and leaf.have is not None:
                return f"Voor '{lim.name}': {leaf.have(ctx, alt.focus)}."
    side = ("precies genoeg voor" if alt.kind == "barely" else
            "net te weinig voor" if lim.reading - alt.value == 1 else "te weinig voor")
    return (f"Voor '{lim.name}' telt u {lim.counts}: u telt er {fmt_tricks(alt.value)}, {side} de "
            f"{fmt_tricks(lim.reading)} die de tutor daarvoor vraagt.")


def _band_sentence(lim) -> str:
    """The band as a sentence: a band text that already says what may ("passen mag ook") stands alone."""
    words = cap_first(lim.band_words())
    return f"{words}." if re.search(r"\b(mag|fout)\b", words) else f"{words} mag u allebei."


def why_alternative(ctx: Ctx, answer: Call, adv: Advice, rule: Rule, focus, alt: Alternative) -> str:
    """Why a call beside the book's is allowed: a hand at a vague limit, or another rule of the book that holds."""
    head = f"Het boek kiest {calls_text(adv.best)} ({label(rule, answer, adv, ctx)})"
    facts = hand_for(ctx, answer) or best_facts(ctx, adv)
    if alt.kind == "tolerated":
        return f"{why_acceptable(ctx, answer, adv, alt.rule, alt.focus)} {head}."
    if alt.kind == "third":
        said = ("wat het boek de derde speler na de opening van zijn partner aanraadt, geldt ook voor u" if alt.value else
                "ook de derde speler mag dat na de opening van zijn partner")
        return (f"{cap_first(noun(answer))} mag hier ook: uw partner opende na uw pas, en {said} ({alt.rule.title}, blz. "
                f"{alt.rule.pages or alt.rule.page}): {facts}. Maar {lower_first(_gain(ctx, adv, rule, focus, answer))}")
    if alt.kind in ("near", "barely"):
        lim = alt.limit
        words = f" ('{lim.words}', blz. {lim.page})" if lim.words else f" (blz. {lim.page})"
        # the count was just given against the limit: the hand's cards only, not a second count beside it
        if answer.bid and answer.bid.strain.is_suit:
            facts = f"u hebt {ctx.hand.holding_text(answer.bid.strain.suit) or 'geen kaart'} in {answer.bid.strain.suit.dutch}"
        return (f"{cap_first(noun(answer))} mag hier ook: u zit op een grens die het boek vaag laat{words}. "
                f"{_band_count(ctx, alt)} {_band_sentence(lim)} {head}. Deze hand: {facts}.")
    if alt.kind == "jump":  # the count was just given: the book's reason only where it is not a second count, nor a
        # reason for its strain that argues for going higher in it (2062 #18: the robber at stake)
        gain = _gain(ctx, adv, rule, focus, answer)
        same = any(b.bid and norm_strain(b.bid.strain) is norm_strain(answer.bid.strain) for b in adv.best)
        return f"{jump_allowed_text(ctx, answer, adv)} Maar {lower_first(head + '.' if ' telt u ' in gain or same else gain)}"
    other = f"{alt.rule.title}, blz. {alt.rule.pages or alt.rule.page}"
    return (f"{cap_first(noun(answer))} mag hier ook: deze hand voldoet aan wat het boek daarvoor vraagt ({other}): "
            f"{facts}. Maar {lower_first(_gain(ctx, adv, rule, focus, answer))}")


def _repeats(said: str, gain: str) -> bool:
    """Whether the gain's reason quotes words the text already quoted (the same passage twice reads as padding)."""
    quote = re.search(r"'[^']{20,}'", gain.partition("): ")[2])
    return quote is not None and quote.group(0).lower() in said.lower()


def _finish(ctx: Ctx, adv: Advice, body: str, facts: str, bare: str, dressed: Callable, *,
            reason_given: bool = False) -> str:
    """``body``, then "Deze hand: ``facts``." and the book's call with its reason, each only where it tells something
    the text did not tell yet (issue 36, why-not reader 2035: "a fact already said is not said again");
    ``reason_given``: the body is the deciding rule's own warning, which gave its reason."""
    if facts and says_again(ctx, body, facts):
        facts = ""
    short = _NO_TRUMPS.match(facts)
    if short and _SAYS_SHORT.search(body):  # the body said how few: the cards only, or where the strength is
        facts = f"u hebt {short.group(3)} in {short.group(2)}" if short.group(3) else _longest(ctx)
    elif short:  # no trump suit at all: the plain point, said first (without a card: where the strength is)
        where = "" if short.group(3) else f"; {_longest(ctx)}"
        body, facts = f"{cap_first(facts)}{where}. {body}", ""
    if facts:
        body = f"{body} Deze hand: {facts}."
    head, sep, reason = bare.partition("): ")
    if sep and ((reason_given and adv.best[0].is_pass) or _repeats(body, bare) or repeats_reason(ctx, body, reason)):
        # the text gave the book's reason already: for a pass, what it leaves standing; for a bid, its name
        bare = f"{head}): {_standing(ctx)}." if adv.best[0].is_pass else f"{head})."
    elif sep:  # its own point, without the cards the text named already
        bare = f"{head}): {without_said_cards(ctx, body, reason)}"
    return f"{body} {dressed(bare)}"


# "u hebt maar twee kaarten in harten (V 4): dat is geen troefkleur" (hand_for), and a body that said as much
_NO_TRUMPS = re.compile(r"u hebt (maar één kaart|maar twee kaarten|geen enkele kaart) in (\w+)(?: \(([^)]*)\))?: dat is "
                        r"geen troefkleur$")
_SAYS_SHORT = re.compile(r"geen troefkleur|zonder één kaart|maar (?:één kaart|twee kaarten)|geen enkele kaart|tweekaart")


def _longest(ctx: Ctx) -> str:
    """Where this hand's strength is, when the text said it has no card in the suit it bid."""
    suit = max(Suit, key=lambda s: (len(ctx.hand.suits[s]), ctx.facts.of(s).value_half(True)))
    return f"uw lange kleur is {suit.dutch} ({ctx.hand.holding_text(suit)})"


def _cites(ctx: Ctx, body: str, rule: Rule) -> bool:
    """Whether ``body`` quotes the passage the book's ``rule`` stands on (the same pages): its reason is said."""
    return f"(blz. {rule.shown(ctx)[1]})" in body


def _limit_sum(ctx: Ctx, answer: Call) -> str:
    """Blz. 65's sum for the learner's bid: own tricks, what a normal hand of partner brings, and what the bid asks."""
    from tutor.rules.algemeen.limit import limit_facts
    strain = norm_strain(answer.bid.strain)
    lf = limit_facts(ctx, strain)
    if silent_twice(ctx):  # a partner who passed twice is no normal hand: the sum is a ceiling (2052 #5)
        return (f"Met {strain.dutch} als troef telt u {lf['mine']}, en uw partner paste al twee keer: zelfs met "
                f"de {lf['pexp']} van een gewone hand komt u samen maar op {lf['total']}; {answer.bid.dutch} vraagt er "
                f"{6 + answer.bid.level}.")
    return (f"Met {strain.dutch} als troef telt u {lf['mine']} en mag u van uw partner ongeveer {lf['pexp']} "
            f"verwachten, samen {lf['total']}, genoeg voor {lf['limit']}; {answer.bid.dutch} vraagt er "
            f"{6 + answer.bid.level}.")


def why_wrong(ctx: Ctx, answer: Call, adv: Advice, chosen: Rule, chosen_focus, sit: Situation, below: Callable) -> str:
    """``below(limit)``: the situation's match for this hand taken to be just under ``limit`` (advice._below); a bid in
    plain schoppen says first what plain schoppen are worth (why-not reader 2038: #3, #8, #17, #27)."""
    text = _why_wrong(ctx, answer, adv, chosen, chosen_focus, sit, below)
    bid = answer.bid
    if plain_spades(ctx, answer) and bid.level >= 2 and "punten per slag" not in text:
        text = (f"{cap_first(bid.dutch)} is gewone schoppen, geen kroonschoppen: 2 punten per slag, "
                f"{bid.points} punten voor {6 + bid.level} slagen. {text}")
    return text


def _lower_in(calls, answer: Call) -> list[Call]:
    """The bids among ``calls`` in the strain of the learner's bid and below its level."""
    return [b for b in calls if b.bid and answer.bid and b.bid.strain is answer.bid.strain
            and b.bid.level < answer.bid.level]


def _why_wrong(ctx: Ctx, answer: Call, adv: Advice, chosen: Rule, chosen_focus, sit: Situation, below: Callable) -> str:
    # a jump over the book's own bid that the count carries is allowed, but no advice beside it; nor a bid in the suit
    # the learner's call is too short in (2053 #22), nor any beside a pass the book gives its own reason for (2053 #9)
    short = (answer.bid is not None and answer.bid.strain.suit is not None and ctx.hand.length(answer.bid.strain.suit) <= 2
             and first_named_by(ctx, answer.bid.strain) is None)
    also = [] if adv.best[0].is_pass and chosen.gain else [
        c for c in adv.acceptable if c.bid and not _lower_in(adv.best, c)
        and not (short and c.bid.strain.suit is answer.bid.strain.suit)]
    # Strength in the opponents' suit is defence, not tricks for my side's bid (blz. 42): said beside the reason.
    note = their_strength_note(ctx, answer, adv.best)

    def dressed(gain: str) -> str:
        if also:  # the bid the book also allows, so that "niets te bieden" is not the last word
            gain = f"{gain} Ook {calls_text(also)} mag hier."
        return f"{note} {gain}" if note else gain

    bare = _gain(ctx, adv, chosen, chosen_focus, answer)
    have = hand_for(ctx, answer, short=True)
    facts = have or best_facts(ctx, adv)
    warns = [w for rid in sit.rules for w in RULES[rid].warns] + list(sit.extra_warns)
    # 0. A jump in a strain the book allows a level lower (and no passage warns against it): the level is the fault.
    # (at the opening the two-bid has its own rule, blz. 31, which says what the hand lacks: 2049 #17)
    # on one or two cards of a suit my side never named the shortness is the fault, not the level (2053 #22)
    allowed_lower = _lower_in(adv.acceptable, answer) if ctx.auction.last_bid is not None and not short else []
    if allowed_lower and not any(w.describes(ctx, answer, adv.best) for w in warns):
        also[:] = [c for c in also if c not in allowed_lower]
        return _finish(ctx, adv, jump_text(ctx, answer, allowed_lower[0]), "", bare, dressed)
    # 0. A fault plain from the auction: a bid in the opponents' suit, another suit where the book supports.
    plain = plain_fault(ctx, answer, adv.best)
    if plain and (minor_raise_fault(ctx, answer, adv.best) or plain_spades_fault(ctx, answer, adv.best)):
        # the major's count follows in the gain; plain spades are wrong by their 2 a trick, not by a sum (2050 #5)
        return _finish(ctx, adv, plain, "", bare, dressed)
    if plain:
        return _finish(ctx, adv, plain, facts, bare, dressed, reason_given=_cites(ctx, plain, chosen))
    # 1. A passage of the book that warns against exactly this call here.
    for warn in warns:
        if warn.describes(ctx, answer, adv.best):
            text = cap_first(warn.text.format(call=answer.dutch, call_cards=cards_in(ctx, answer),
                                              **ctx.vars(None))) + f" (blz. {warn.page})."
            # the book's pass warned against this call in its own words: its pass reason would say it again
            own = warn in chosen.warns or _cites(ctx, text, chosen)
            lower = _lower_in(adv.best + adv.acceptable, answer)
            if warn.rule == "A15" and lower:  # the book bids this strain lower: the jump is the fault, not the limit
                return _finish(ctx, adv, jump_text(ctx, answer, lower[0]), "", bare, dressed)
            if warn.rule == "A15" and answer.bid and not _NO_TRUMPS.match(facts):  # the limit's own sum
                suit = answer.bid.strain.suit
                if suit and 0 < ctx.hand.length(suit) <= 2:  # no trump suit to count a sum in (2039 #26, 2050 #2)
                    short = (f"Met {ctx.hand.holding_text(suit)} hebt u bovendien {FEW_CARDS[ctx.hand.length(suit)]} in "
                             f"{suit.dutch}: geen troefkleur om hoger in te bieden.")
                    return _finish(ctx, adv, f"{text} {short}", "", bare, dressed, reason_given=own)
                # the sum gives the count: beside it only the cards
                cards = f"u hebt {ctx.hand.holding_text(suit)} in {suit.dutch}" if suit and ctx.hand.length(suit) else ""
                return _finish(ctx, adv, f"{text} {_limit_sum(ctx, answer)}", cards, bare, dressed, reason_given=own)
            return _finish(ctx, adv, text, facts, bare, dressed, reason_given=own)
    # 2. Passing when the book bids: what the hand is worth for the book's call, in words that fit the seat.
    if answer.is_pass:
        facts = _limit_facts(ctx, below, chosen, chosen_focus) or best_facts(ctx, adv)
        return _finish(ctx, adv, f"{_pass_words(ctx)}, maar {facts}.", "", bare, dressed)
    # 3. A rule of this situation that would justify the call, and what this hand lacks for it;
    #    the rule whose conditions come closest is the one the learner probably had in mind.
    found = closest_rule(ctx, answer, sit)
    if found is not None:
        rule, focus, failing = found
        if not failing:  # the chosen rule leaves no other call open here (others_allowed=False)
            said = f"Met deze hand laat het boek hier geen ander bod toe dan {calls_text(adv.best)}: " \
                   f"{lower_first(chosen.render(ctx, chosen_focus))}"
            return said if says_again(ctx, said, facts) else f"{said} Deze hand: {facts}."
        body = requirements(ctx, answer, adv, rule, focus, failing)
        # the conditions may be about the auction or the score only: then say what the hand has too
        return _finish(ctx, adv, body, "" if _TELLS_HAND.search(body) else facts, bare, dressed)
    # 4. No rule of the book asks for this call here: a jump in the book's own strain says so (its count would
    #    condemn the book's lower bid as much, blz. 65); otherwise what it promises, against what the hand has.
    lower = [b for b in adv.best if b.bid and answer.bid and norm_strain(b.bid.strain) is norm_strain(answer.bid.strain)
             and b.bid.level < answer.bid.level]
    if lower:
        return _finish(ctx, adv, jump_text(ctx, answer, lower[0]), "", bare, dressed)
    if answer.bid:
        return _finish(ctx, adv, f"{level_need(ctx, answer, adv.best)}.", "", bare, dressed)
    if answer.is_double:
        return _finish(ctx, adv, f"{cap_first(_double_need(ctx))}.", "", bare, dressed)
    return _finish(ctx, adv, f"{cap_first(noun(answer))} past hier niet: {facts}.", "", bare, dressed)
