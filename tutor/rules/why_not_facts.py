"""The hand's own facts in the learner's Dutch, for the why-not texts (:mod:`tutor.rules.why_not`): the call as a
noun, the cards and count a call rests on, the book's call named with its rule."""
from __future__ import annotations

import re
from typing import Sequence

from tutor.bridge.bidding import Call, Strain
from tutor.bridge.cards import Suit
from tutor.bridge.evaluation import fmt_tricks, hand_value, tricks_behind
from tutor.rules import Ctx, Rule
from tutor.rules.base import dutch_list
from tutor.rules.algemeen.shared import later_round, ruff_in_their_suit
from tutor.rules.verdicts import Advice
from tutor.rules.why_not_words import book_words

__all__ = ["cap_first", "calls_text", "noun", "norm_strain", "defence", "behind", "first_named_by", "hand_for", "best_facts", "doubles", "label", "FEW_CARDS", "cards_in", "lower_first",
           "requirement"]


def cap_first(text: str) -> str:
    if text.startswith("één"):  # Dutch capitalises the word as "Eén"
        return "Eén" + text[3:]
    return text[:1].upper() + text[1:]


def calls_text(items: Sequence[Call]) -> str:
    """The book's calls as the object of "het boek kiest ...": "passen", "doubleeren", "2 harten of 3 harten"."""
    return " of ".join(noun(c) for c in items)


def noun(call: Call) -> str:
    """The learner's call as the subject of a sentence: "1 harten", "passen", "doubleeren"."""
    if call.bid:
        return call.bid.dutch
    return {"pass": "passen", "X": "doubleeren", "XX": "redoubleeren"}[call.kind]


def norm_strain(strain: Strain) -> Strain:
    return Strain.RS if strain is Strain.S else strain


def defence(ctx: Ctx) -> tuple[int, str] | None:
    """(the defence count, their bid in Dutch) against the opponents' standing bid, or None: the DT, or the sure
    tricks where they are more (X11, X4 count those: blz. 70-71)."""
    from tutor.rules.conditions import defence_count, sure_defence_count
    if ctx.last_bid is None or ctx.last_bid_by not in ("lho", "rho"):
        return None
    return max(defence_count(ctx), sure_defence_count(ctx)), ctx.last_bid.dutch


def behind(ctx: Ctx, trump) -> str:
    """Their trumps with the declarer on my right: what they make behind him (D2.2, D4.4b count so, blz. 46)."""
    from tutor.rules.conditions import their_declarer
    if their_declarer(ctx) != "rho" or not ctx.hand.suits[trump]:
        return ""
    half = tricks_behind(ctx.hand.suits[trump])
    return f" (achter de bieder maakt u daarin {fmt_tricks(half)} {'slag' if half <= 2 else 'slagen'})"


def first_named_by(ctx: Ctx, strain: Strain) -> str | None:
    """Who of my side named ``strain`` first: "me", "partner" or None (only his suit is support for him)."""
    for i, c in enumerate(ctx.auction.calls):
        if c.bid and norm_strain(c.bid.strain) is norm_strain(strain) and ctx.rel(i) in ("me", "partner"):
            return ctx.rel(i)
    return None


def hand_for(ctx: Ctx, call: Call, *, short: bool = False) -> str:
    """What this hand has for ``call``, with its cards or its count ("u hebt A H 9 5 3 in harten ..."); with
    ``short`` (the learner's call, which the book rejects) a support count is set beside what partner brings and
    what the call asks, when together they fall short of it."""
    f = ctx.facts
    if call.bid and call.bid.strain.is_suit:
        strain = call.bid.strain
        suit = strain.suit
        holding = ctx.hand.holding_text(suit) or "geen enkele kaart"
        if len(ctx.hand.suits[suit]) <= 2 and first_named_by(ctx, strain) != "partner":
            # a count "met schoppen als troef" on none, one or two cards is no count of that suit: say what it is
            cards = f" ({holding})" if ctx.hand.suits[suit] else ""
            if strain is Strain.S and call.bid.level == 1:  # one schoppen is the author's signal, no trump bid (blz. 32)
                return f"u hebt {FEW_CARDS[len(ctx.hand.suits[suit])]} in schoppen{cards}"
            return f"u hebt {FEW_CARDS[len(ctx.hand.suits[suit])]} in {suit.dutch}{cards}: dat is geen troefkleur"
        if strain is Strain.S and Strain.S in {b.strain for b in ctx.partner_bids}:
            # his one schoppen is no trump suit (blz. 51): a count "met schoppen als troef" beside the
            # kroonschoppen count of the book's reason would give two counts for the same cards
            return f"u hebt {holding} in schoppen"
        if first_named_by(ctx, strain) == "partner":
            # the later rounds count as their rules do: a short suit of theirs brings more (blz. 62-63)
            t = hand_value(ctx.hand, suit, role="supporter") + (
                ruff_in_their_suit(ctx, norm_strain(strain)) if later_round(ctx) else 0)
            text = (f"u hebt {holding} in {suit.dutch} en telt als steun voor uw partner {fmt_tricks(t)} "
                    f"slagen met {strain.dutch} als troef")
            return text + (_support_sum(ctx, call, t) if short else "")
        if strain is Strain.S:  # one schoppen is no trump bid: the spades themselves are what it shows (blz. 32)
            return f"u hebt {holding} in schoppen ({fmt_tricks(f.of(suit).value_half(False))} slagen in de kleur)"
        # "vaste" would call A-V-B-9-3's three tricks as trumps sure (2048 #16): the count as trumps, said as such
        return (f"u hebt {holding} in {suit.dutch}, goed voor {fmt_tricks(f.of(suit).sure_half(True))} slagen in de "
                f"kleur zelf, en telt met {strain.dutch} als troef {fmt_tricks(f.value(suit))} slagen in de hele hand")
    if call.bid:  # sans atout
        stoppers = dutch_list([s.dutch for s in f.stoppers]) if f.stoppers else "geen enkele kleur"
        # the open suits by name, a void first of all: there the opponents run their suit (blz. 41, 46)
        open_ = [f"{s.dutch} ({ctx.hand.holding_text(s) if ctx.hand.suits[s] else 'geen enkele kaart'})" for s in
                 sorted((s for s in Suit if s not in f.stoppers), key=lambda s: len(ctx.hand.suits[s]))]
        but = f", niet in {dutch_list(open_)}" if open_ else ""
        return (f"u bent gedekt in {len(f.stoppers)} kleuren ({stoppers}){but}, hebt {f.aces} azen en telt "
                f"{fmt_tricks(f.value_nt)} slagen voor sans atout")
    if call.is_double or call.is_redouble:
        d = defence(ctx)
        if d is not None:
            dt, their = d
            trump = ctx.last_bid.strain.suit
            where = ("" if trump is None else ", zonder kaarten in hun troefkleur" if not ctx.hand.suits[trump]
                     else f", met {ctx.hand.holding_text(trump)} in hun troefkleur{behind(ctx, trump)}")
            return f"u telt tegen {their} {fmt_tricks(dt)} verdedigingsslagen{where}"
        return f"u telt {fmt_tricks(f.best_value)} slagen met uw beste kleur als troef"
    return ""


def _support_sum(ctx: Ctx, call: Call, mine: int) -> str:
    """The support count beside partner's share and the call's tricks, when together they fall short ("" else)."""
    from tutor.rules.algemeen.limit import partner_expected
    theirs = partner_expected(ctx, norm_strain(call.bid.strain))
    need = 6 + call.bid.level
    if mine + theirs >= 2 * need:
        return ""
    return (f"; met de ongeveer {fmt_tricks(theirs)} die zijn bod belooft komt u samen op {fmt_tricks(mine + theirs)}, "
            f"en {call.bid.dutch} vraagt er {need}")


def best_facts(ctx: Ctx, adv: Advice) -> str:
    """What this hand has for the book's own call (used when the learner passes)."""
    return hand_for(ctx, adv.best[0]) or f"u telt {fmt_tricks(ctx.facts.best_value)} slagen"


def doubles(calls) -> bool:
    return any(c.is_double or c.is_redouble for c in calls)


def label(rule: Rule, answer: Call | None, adv: Advice, ctx: Ctx) -> str:
    """The rule as the learner reads it: "title, blz. pages"; a pass about doubling told to a learner who
    did not double (and was not told to) by its plain title; after a double of partner's bid the double's title."""
    if rule.plain_title and answer is not None and not doubles((answer, *adv.best)):
        return f"{rule.plain_title}, blz. {rule.plain_pages or rule.pages or rule.page}"
    title, pages = rule.shown(ctx)
    return f"{title}, blz. {pages}"


FEW_CARDS = ("geen enkele kaart", "maar één kaart", "maar twee kaarten", "maar drie kaarten")


def cards_in(ctx: Ctx, call: Call) -> str:
    """How many cards the hand holds in the suit of ``call``, in words ("maar twee kaarten")."""
    if not call.bid or call.bid.strain.suit is None:
        return ""
    n = len(ctx.hand.suits[call.bid.strain.suit])
    return FEW_CARDS[n] if n < len(FEW_CARDS) else f"{n} kaarten"


def lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


# a count or a number of cards: where the book is vague, such a figure is the tutor's reading, not the book's word
_FIGURE = re.compile(r"\b(?:minstens|hoogstens|\d+|½|twee|drie|vier|vijf|zes|zeven)\b[^,;]*?(?:kaart|slag|"
                     r"honneur)", re.I)


def _counts(tail: str, after_ook: bool = False) -> str:
    """"de tutor telt daarvoor minstens 3 slagen", "de tutor vraagt daarvoor dat ..." (a clause, not a count); after
    "Ook" the verb comes first ("Ook telt de tutor daarvoor ...")."""
    verb = "vraagt" if tail.startswith("dat ") else "telt"
    return f"{verb} de tutor daarvoor {tail}" if after_ook else f"de tutor {verb} daarvoor {tail}"


def _asks(cond, need: str, rule_id: str) -> tuple[str, str, str]:
    """(the book's part as "vraagt het boek ..."/"zegt het boek ...", the words in it a text may have said already,
    the tutor's count for it): either part "" when there is none."""
    lim = cond.limit
    head, sep, tail = need.partition(": ")
    figure = bool(sep) and _FIGURE.search(tail) is not None  # "een vrij goed spel: minstens 3 slagen ..."
    words = book_words(rule_id, cond.name)
    if lim is not None and not lim.reading_text:
        if words is not None and words.tutor:  # a need that names the limit without its count
            return f"zegt het boek {words.words} (blz. {words.page})", words.words, words.tutor
        if figure:  # the need names what the book asks before the tutor's count ("een vrij goed spel: minstens 3")
            return f"vraagt het boek {head} (blz. {lim.page})", head, tail
        if lim.words:
            return f"zegt het boek '{lim.words}' (blz. {lim.page})", lim.words, need
        return "", "", f"{need} (blz. {lim.page})"
    if figure and lim is None:
        return f"vraagt het boek {head}", head, tail
    if words is not None and not words.words:  # the figure is the book's own
        return f"vraagt het boek {need} (blz. {words.page})", "", ""
    if words is not None:
        return f"vraagt het boek {words.words} (blz. {words.page})", words.words, words.tutor or need
    # a figure the need does not source to a page is the tutor's, even in a rule the book states (V0-derde borrows
    # the third hand's counts)
    if lim is None and _FIGURE.search(need) and "(blz." not in need:
        return "", "", f"{need[:-1]}; zo telt de tutor)" if need.endswith(")") else f"{need} (zo telt de tutor)"
    return f"vraagt het boek {need}", "", ""


def requirement(cond, ctx: Ctx, focus, rule_id: str = "", said: str = "", have_said: bool = False) -> str:
    """A failing requirement of ``rule`` as a clause after "Voor 2 harten (...)" or "Ook": the book's own words and
    page first, then the tutor's count for them as the tutor's ("vraagt het boek 'een lange serie, met hooge kaarten
    bovenaan' (blz. 31); de tutor telt daarvoor ..."), then what this hand has. Words the text ``said`` already are
    not said again, nor the hand's facts (``have_said``, or the same facts in ``said``)."""
    need = cond.need.format(**ctx.vars(focus))
    have_text = cond.have(ctx, focus) if cond.have is not None else ""
    have = f"; {have_text}" if have_text and not have_said and have_text not in said else ""
    book, words, tutor = _asks(cond, need, rule_id)
    if book and words and words.lower() in said.lower() and tutor:  # "Ook telt de tutor daarvoor ..."
        return f"{_counts(tutor, after_ook=True)}{have}"
    if book and tutor:
        return f"{book}; {_counts(tutor)}{have}"
    if tutor:
        return f"vraagt de tutor {tutor}{have}"
    return f"{book}{have}"
