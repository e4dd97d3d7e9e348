"""What a bid asks by its level when no rule of the book asks for it, against what this hand has (a why-not's
part, issue 36): an absurd call said plainly first (tricks, cards, points), a sans atout's uncovered suit
first, and every count beside what it is compared with and what partner's bidding says about his share."""
from __future__ import annotations

from tutor.bridge.bidding import Call, Strain, lowest_sufficient
from tutor.bridge.cards import Suit
from tutor.bridge.evaluation import J, fmt_tricks, tricks_behind
from tutor.rules import Ctx
from tutor.rules.base import dutch_list
from tutor.rules.faults import unstopped_theirs
from tutor.rules.why_not_facts import FEW_CARDS, cap_first, first_named_by, norm_strain

__all__ = ["level_need", "uncovered", "cover_text", "partner_share", "absurd", "double_grounds", "jump_text",
           "jump_allowed_text", "silent_twice"]

_CARD_NOUN = {Suit.SPADES: "schoppen", Suit.HEARTS: "harten", Suit.DIAMONDS: "ruiten", Suit.CLUBS: "klaveren"}
_NUMBER = ("geen", "één", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen", "tien", "elf", "twaalf",
           "dertien")


def uncovered(ctx: Ctx) -> list[Suit]:
    """The suits a sans atout of mine leaves open: the opponents' first, then the others partner did not name."""
    theirs = unstopped_theirs(ctx)
    partner = {norm_strain(b.strain).suit for b in ctx.partner_bids if b.strain.is_suit}
    rest = [s for s in Suit if s not in theirs and s not in partner and not ctx.facts.of(s).stopped]
    return list(theirs) + rest


def cover_text(ctx: Ctx, bid) -> str:
    """The sans atout's uncovered suit, said first and plainly ("" when every suit that matters is covered)."""
    open_ = uncovered(ctx)
    if not open_:
        return ""
    theirs = set(unstopped_theirs(ctx))
    suit = open_[0]
    holding = ctx.hand.holding_text(suit) or "geen kaart"
    head = (f"{cap_first(bid.dutch)} vraagt {6 + bid.level} slagen; u bent gedekt in {len(ctx.facts.stoppers)} "
            f"kleuren, maar niet in {suit.dutch}")
    if suit in theirs:
        return (f"{head}, de kleur van de tegenpartij ({holding}): een sans atout zegt uw partner vóór alles dat u "
                f"in hun kleur gedekt bent (blz. 41, 46), en zonder dekking speelt de tegenpartij die kleur meteen "
                f"door")
    more = [s for s in open_[1:]]
    also = f" (en evenmin in {dutch_list([s.dutch for s in more])})" if more else ""
    return (f"{head} ({holding}){also}: in sans atout is er geen troef, en daar speelt de tegenpartij haar slagen "
            f"vrij door")


def partner_share(ctx: Ctx, strain: Strain) -> str:
    """What partner's own bid says about his share, as a bracket after "ongeveer N" ("" when he has not bid)."""
    from tutor.rules.algemeen.promises import promise
    his = [b for b in ctx.partner_bids]
    if not his:
        return ""
    p = promise(ctx, strain)
    what, sep, count = p.words.partition(": ")
    meaning = f"{what}, dus {count}" if sep else what
    return f" (zijn {his[-1].dutch}: {meaning}, blz. {p.page})"


def _cards(ctx: Ctx, suit: Suit) -> str:
    """"op één klaverenkaart (V)", "op vier schoppenkaarten (V 10 4 2)", "zonder één klaverenkaart"."""
    n = len(ctx.hand.suits[suit])
    if not n:
        return f"zonder één {_CARD_NOUN[suit]}kaart"
    noun = f"{_CARD_NOUN[suit]}kaart{'en' if n != 1 else ''}"
    return f"op {_NUMBER[n]} {noun} ({ctx.hand.holding_text(suit)})"


def absurd(ctx: Ctx, call: Call, mine: int, theirs: int) -> bool:
    """A call no reading of the book comes near: a trump suit of one card or none, or a jump of two levels or more."""
    bid = call.bid
    cheapest = lowest_sufficient(bid.strain, ctx.last_bid)
    if bid.strain.is_suit and len(ctx.hand.suits[bid.strain.suit]) <= 1:
        return True
    return cheapest is not None and bid.level - cheapest.level >= 2


def _absurd_text(ctx: Ctx, call: Call, mine: int, theirs: int, who: str, tail: str) -> str:
    """The plain thing first: how many tricks, on how many cards, for how many points, and how far off it is."""
    bid = call.bid
    need = 6 + bid.level
    on = f" {_cards(ctx, bid.strain.suit)}" if bid.strain.is_suit else ""
    head = f"{cap_first(bid.dutch)}{on} vraagt {need} slagen voor {bid.points} punten"
    if bid.strain is Strain.S:
        head += (" (schoppen telt maar 2 punten per slag; wie schoppen als troef wil, speelt ze als kroonschoppen, "
                 "9 per slag)")
    n = len(ctx.hand.suits[bid.strain.suit]) if bid.strain.is_suit else None
    partners = n is not None and first_named_by(ctx, bid.strain) == "partner"
    if partners and n <= 1 and not _partner_opened_two(ctx, bid.strain):
        # his suit is a raise to support, not a trump suit of mine (2042 #29)
        longest = max(Suit, key=lambda s: (len(ctx.hand.suits[s]), ctx.facts.of(s).value_half(True)))
        return (f"{head}: met {FEW_CARDS[n]} in {bid.strain.suit.dutch} kunt u de {bid.strain.dutch} van uw partner "
                f"niet steunen, en een verhoging belooft hem juist steun in zijn kleur (blz. 49){tail}. Uw lange kleur "
                f"is {longest.dutch}, met {ctx.hand.holding_text(longest)}")
    if n is not None and not partners and n <= 2:
        longest = max(Suit, key=lambda s: (len(ctx.hand.suits[s]), ctx.facts.of(s).value_half(True)))
        # without partner's suit to point to, the hand's own long suit says where its strength is
        own = (f". Uw lange kleur is {longest.dutch}, met {ctx.hand.holding_text(longest)}"
               if not tail and longest is not bid.strain.suit else "")
        then = f". {cap_first(tail[2:])}" if tail else ""
        return (f"{head}: met {FEW_CARDS[n]} in {bid.strain.suit.dutch} is dat geen troefkleur; zo'n bod is "
                f"zinloos{then}{own}")
    if tail:  # partner showed another strain: his tricks are not counted in mine
        return f"{head}: u telt zelf {fmt_tricks(mine)} slagen, te weinig voor {need}{tail}"
    share = partner_share(ctx, norm_strain(bid.strain)) if who == "uw partner" else ""
    total = mine + theirs
    # a sum that reaches the bid is no reason against it: then the bid is judged by what the book advises instead
    verdict = (f"te weinig voor {need}" if total < 2 * need else
               f"genoeg voor {need}, maar het boek kiest hier een ander bod")
    return (f"{head}: u telt zelf {fmt_tricks(mine)} slagen, en van {who} mag u er ongeveer {fmt_tricks(theirs)} "
            f"verwachten{share}; samen {fmt_tricks(total)}, {verdict}")


def _partner_opened_two(ctx: Ctx, strain: Strain) -> bool:
    """Partner opened ``strain`` at two or more: a raise may do without trumps ("al heeft hij geen enkele troef",
    blz. 31), so the few cards are no reason."""
    opening = ctx.opening
    return (opening is not None and ctx.rel(opening[0]) == "partner" and opening[1].level >= 2
            and norm_strain(opening[1].strain) is norm_strain(strain))


def _partner_strain_tail(ctx: Ctx, bid, strain: Strain, named: bool) -> str:
    """Partner showed his own strain: what he promised there is no count of mine; his suit is what decides
    ("" when he has not bid, or bid this strain)."""
    his = [b for b in ctx.partner_bids if b.strain is not Strain.S]
    if not his or any(norm_strain(b.strain) is strain for b in his):
        return ""
    other = his[-1].strain
    if other.is_suit and first_named_by(ctx, other) == "me":  # he raised my own suit: his bid is support, not a suit
        support = f"; met {his[-1].dutch} steunde uw partner uw eigen {other.dutch}"
        if strain is Strain.NT:
            return f"{support}, en dat zegt niets over dekking in de andere kleuren"
        return f"{support}, en met {bid.dutch} neemt u hem die steun weer af"
    from tutor.rules.algemeen.signals import a14_case
    if a14_case(ctx):  # two in a minor over my one major is a warning, not strength (blz. 64): the advice says why
        return f"; uw partner bood {his[-1].dutch} over uw eigen kleur"
    if other.is_suit and len(ctx.hand.suits[other.suit]) >= 3 and ctx.last_bid_ours:  # passing leaves his suit
        # blz. 50: a lower suit tells partner of weakness in his; a higher one (blz. 48) does not
        if strain is not Strain.NT and not named and strain.trick_value < norm_strain(other).trick_value:
            return (f"; met {ctx.hand.holding_text(other.suit)} in {other.suit.dutch} kunt u de {other.dutch} van uw "
                    f"partner steunen, en een lager geprijsde kleur zegt hem juist dat u zwak bent in "
                    f"{other.suit.dutch} (blz. 50)")
        return (f"; uw partner toonde met {his[-1].dutch} kracht in {other.dutch}, en daarin hebt u "
                f"{ctx.hand.holding_text(other.suit)}")
    if other.is_suit and strain is Strain.NT:  # his suit's tricks count in sans atout too (blz. 31)
        return f"; uw partner toonde met {his[-1].dutch} kracht in {other.dutch}"
    if not other.is_suit:  # over partner's sans atout a suit is an overwhelming major or a warning (blz. 43-46)
        if ctx.last_bid_by != "partner" and strain.is_minor:  # his sans atout was overcalled (2048 #5)
            return (f"; nu de {his[-1].dutch} van uw partner overboden is, komt alleen een góede klaveren- of "
                    f"ruitenkleur met drie nog tot haar recht (blz. 45)")
        if ctx.last_bid_by != "partner" and strain is not Strain.NT:  # over the overcall: blz. 46 (2055 #7)
            return (f"; nu de {his[-1].dutch} van uw partner overboden is, noemt u alleen een lange kleur met 'niet al "
                    f"te lage kaarten' daarin (blz. 46)")
        return (f"; over de {his[-1].dutch} van uw partner noemt het boek alleen een overwegende hoge kleur, of "
                f"waarschuwt u met twee in een lage kleur (blz. 43-46)")
    return f"; uw partner toonde met {his[-1].dutch} kracht in {other.dutch}, niet in {bid.strain.dutch}"


def silent_twice(ctx: Ctx) -> bool:
    """Partner bid nothing and passed twice after a bid of mine: the book's "partner zwijgt" (blz. 63-64)."""
    calls = ctx.auction.calls
    mine = [i for i, c in enumerate(calls) if c.bid and ctx.rel(i) == "me"]
    if not mine or ctx.partner_bids:
        return False
    return sum(1 for i, c in enumerate(calls) if i > mine[0] and ctx.rel(i) == "partner" and c.is_pass) >= 2


def _sum_condemns_best(ctx: Ctx, call: Call, best: tuple[Call, ...]) -> bool:
    """The same sum would find the book's own bid, at the same level or higher, too short: then it does not tell the
    two calls apart, and the book bids on other grounds (the partscore, a warning; why-not reader 2049 #5)."""
    from tutor.rules.algemeen.limit import partner_expected
    for b in best:
        if b.bid and b.bid.level >= call.bid.level:
            st = norm_strain(b.bid.strain)
            own = ctx.facts.value_nt if st is Strain.NT else ctx.value(st.suit)
            if own + partner_expected(ctx, st) < 2 * (6 + b.bid.level):
                return True
    return False


def level_need(ctx: Ctx, call: Call, best: tuple[Call, ...]) -> str:
    """What a bid asks by its level when no rule of the book asks for it, against what this hand has: its
    length, whether it reaches the game, the hand's own count, and what partner's bidding says about it."""
    from tutor.rules.algemeen.limit import partner_expected
    bid = call.bid
    strain = norm_strain(bid.strain)
    need = 6 + bid.level
    mine = ctx.facts.value_nt if strain is Strain.NT else ctx.value(strain.suit)
    theirs = partner_expected(ctx, strain)
    if ctx.partner_bids:
        who = "uw partner"
    elif any(c.is_double for c in ctx.calls_of("partner")):  # a double is no bid, but no silence either
        who = "uw partner, die alleen doubleerde,"
    else:
        who = "een partner die nog niets bood"
    named = any(c.bid and norm_strain(c.bid.strain) is strain for c in ctx.auction.calls)
    tail = _partner_strain_tail(ctx, bid, strain, named)
    if strain is Strain.NT and uncovered(ctx) and tail:  # partner showed his strain: that, not his count in mine
        return f"{cover_text(ctx, bid)}. Met uw hand telt u voor sans atout zelf {fmt_tricks(mine)} slagen{tail}"
    if silent_twice(ctx):  # partner passed twice over our bids: no sum with a normal hand of his (2051 #25)
        head = cover_text(ctx, bid) if strain is Strain.NT and uncovered(ctx) else f"{cap_first(bid.dutch)} vraagt {need} slagen"
        trump = "voor sans atout" if strain is Strain.NT else f"met {bid.strain.dutch} als troef"
        return (f"{head}. Met uw hand telt u {trump} zelf {fmt_tricks(mine)} slagen, en uw partner paste al twee keer: "
                f"op een gewone hand van hem kunt u niet meer rekenen (blz. 63-64)")
    if strain is Strain.NT and uncovered(ctx):  # the open suit is the reason: first, before any count
        total = mine + theirs
        verdict = (f"te weinig voor {need}" if total < 2 * need else
                   "genoeg in slagen, maar niet met een kleur die de tegenpartij vrij doorspeelt")
        share = partner_share(ctx, strain) if who == "uw partner" else ""
        return (f"{cover_text(ctx, bid)}. Met uw hand telt u voor sans atout zelf {fmt_tricks(mine)} slagen, en van "
                f"{who} mag u er ongeveer {fmt_tricks(theirs)} verwachten{share}: samen {fmt_tricks(total)}, {verdict}")
    if absurd(ctx, call, mine, theirs):
        return _absurd_text(ctx, call, mine, theirs, who, tail)
    if strain is not Strain.NT and not named:  # a suit nobody named yet: say so, with its length
        n = len(ctx.hand.suits[strain.suit])
        head = f"{cap_first(bid.dutch)} noemt een nieuwe kleur, op {n} kaart{'en' if n != 1 else ''}, en vraagt {need} slagen"
    else:
        head = f"{cap_first(bid.dutch)} vraagt {need} slagen"
    cheapest = lowest_sufficient(bid.strain, ctx.last_bid)
    if cheapest is not None and cheapest.level < bid.level:
        head += f", en dat is bovendien een sprong over {cheapest.dutch} heen"
    if not ctx.makes_game(bid) and not any(c.bid for c in best):  # the book bids nothing: what would this gain?
        points = f" ({bid.level} × {bid.strain.trick_value} = {bid.points} punten)" if not ctx.score.we_below else ""
        head += f". Zelfs gemaakt brengt het u niet aan de manche{points}"
    if strain is Strain.NT:
        what = f"uw hand, gedekt in {len(ctx.facts.stoppers)} kleuren, telt u voor sans atout zelf {fmt_tricks(mine)} slagen"
    elif not ctx.hand.suits[strain.suit]:
        what = f"geen {strain.suit.dutch} telt u met {bid.strain.dutch} als troef zelf {fmt_tricks(mine)} slagen"
    elif len(ctx.hand.suits[strain.suit]) <= 2 and first_named_by(ctx, strain) != "partner":
        n = len(ctx.hand.suits[strain.suit])
        # a count with one or two trumps says nothing: the length is the fault
        what = f"{FEW_CARDS[n]} in {strain.suit.dutch} ({ctx.hand.holding_text(strain.suit)}) is dat geen troefkleur"
    else:
        what = (f"{ctx.hand.holding_text(strain.suit)} in {strain.suit.dutch} telt u met {bid.strain.dutch} als troef "
                f"zelf {fmt_tricks(mine)} slagen")
    if tail:
        return f"{head}. Met {what}{tail}"
    enough = mine + theirs >= 2 * need
    if enough or what.endswith("geen troefkleur") or _sum_condemns_best(ctx, call, best):  # the count would carry it: what is wrong is elsewhere (the suit's length, the needless jump)
        return f"{head}. Met {what}"
    share = partner_share(ctx, strain) if who == "uw partner" else ""
    text = (f"{head}. Met {what}, en van {who} mag u er ongeveer {fmt_tricks(theirs)} verwachten{share}: samen "
            f"{fmt_tricks(mine + theirs)}, te weinig voor {need}")
    if strain is not Strain.NT and not ctx.partner_bids and ctx.last_bid_by in ("lho", "rho") and not named \
            and ctx.last_bid.strain.is_suit and sum(1 for c in ctx.auction.calls if c.bid) == 1:
        # a bid over theirs is judged by blz. 41, not by the opening's standard: weaker, but not on nothing
        text += (". Een bod over hun bod mag zwakker zijn dan een beginannonce, maar het boek noemt daarvoor "
                 "nog altijd een kleur als heer-boer vijfde (blz. 41)")
    return text


def double_grounds(ctx: Ctx) -> str:
    """Why the book doubles here, as a clause: the hand's cards in their trump suit, what partner bid, the defence
    count only beside what the tutor asks for it, and the danger when their bid doubled and made is the game."""
    from tutor.rules.conditions import double_gives_game, is_free_double
    from tutor.rules.doubleeren.requirements import required_dt
    from tutor.rules.why_not_facts import behind, defence
    bid = ctx.last_bid
    d = defence(ctx)
    if bid is None or d is None:
        return "u laat de tegenpartij spelen, en elke slag die zij te weinig maakt telt dubbel"
    grounds = []
    trump = bid.strain.suit
    # their trumps are a ground only when they take a trick: 6-5-3 behind the bidder is none (2053 #16)
    if trump is not None and ctx.hand.suits[trump] and (ctx.hand.suits[trump][0] >= J or tricks_behind(ctx.hand.suits[trump])):
        grounds.append(f"u hebt {ctx.hand.holding_text(trump)} in hun troefkleur{behind(ctx, trump)}")
    his = ctx.partner_bids
    if his:
        opened = ctx.opening is not None and ctx.rel(ctx.opening[0]) == "partner"
        grounds.append(f"uw partner {'opende met' if opened and len(his) == 1 else 'bood'} "
                       f"{dutch_list([b.dutch for b in his])}")
    need = required_dt(ctx)
    if d[0] >= need:
        grounds.append(f"u telt {fmt_tricks(d[0])} verdedigingsslagen in eigen hand, waar de tutor er "
                       f"{fmt_tricks(need)} vraagt (blz. 70-71)")
    reasons = (f", want {'; '.join(grounds[:-1])}{', en ' if len(grounds) > 1 else ''}{grounds[-1]}"
               if grounds else "")
    text = (f"u laat de tegenpartij {bid.dutch} gedoubleerd spelen{reasons}. Elke slag die zij te weinig maakt, "
            f"telt dubbel")
    if is_free_double(ctx):
        # the sum that makes the double free (blz. 67-68), not only its name
        text += (f". Zij staan op {ctx.score.they_below}: haalt zij {bid.dutch} ({bid.points} punten), dan hebben zij "
                 f"de manche toch, gedoubleerd of niet; daarom is deze doublure vrij (blz. 67-68)")
    elif double_gives_game(ctx):
        text += (f"; maar bedenk dat {bid.dutch} gedoubleerd en gemaakt voor hen de manche is (2 × {bid.points} = "
                 f"{2 * bid.points} punten, blz. 67)")
    return text


def jump_text(ctx: Ctx, answer: Call, lower: Call) -> str:
    """A jump in the book's own strain: the limit of blz. 65 (its count would condemn the book's lower bid as much),
    with this hand's count in it once."""
    from tutor.rules.algemeen.limit import partner_expected
    from tutor.rules.why_not_facts import hand_for
    strain = norm_strain(answer.bid.strain)
    mine = ctx.facts.value_nt if strain is Strain.NT else ctx.value(strain.suit)
    theirs = partner_expected(ctx, strain)
    facts = hand_for(ctx, answer)
    # the hand's own facts carry its count: said once, in the sum (not "u telt 5" and "Deze hand: ... telt 5")
    own = facts if f"{fmt_tricks(mine)} slag" in facts else f"u telt {fmt_tricks(mine)}"
    head = (f"Met {answer.bid.dutch} springt u: {lower.bid.dutch} is hier al genoeg, en elke trek hoger belooft uw "
            f"partner een slag meer")
    if mine + theirs < 2 * (6 + lower.bid.level):
        # the sum would condemn the book's own bid as well: the book bids it on other grounds, and the jump is the fault
        text = f"{head}, die deze hand hem niet brengt."
        return text if not facts else f"{text} Deze hand: {facts}."
    if mine + theirs >= 2 * (6 + answer.bid.level):
        # the sum carries the jump and does not tell the two calls apart: the book's reason for its own call does
        # (why-not reader 2049 #26: the second five-card suit of blz. 34)
        return f"{head}." if not facts else f"{head}. Deze hand: {facts}."
    # what his own bid says about his share, so that "ongeveer 3" after his opening is not read as a slip (2059 #14)
    text = (f"{head}. Tel bij uw eigen slagen wat een gewone hand van uw partner brengt, daar ligt de "
            f"grens (blz. 65): {own}; van hem mag u er ongeveer {fmt_tricks(theirs)} verwachten"
            f"{partner_share(ctx, strain)}, samen "
            f"{fmt_tricks(mine + theirs)}, en {answer.bid.dutch} vraagt er {6 + answer.bid.level}.")
    return text if own is facts or not facts else f"{text} Deze hand: {facts}."


def jump_allowed_text(ctx: Ctx, answer: Call, adv) -> str:
    """A jump over the book's bid that the count carries, once partner has bid (kind "jump" of the alternatives)."""
    from tutor.rules.algemeen.limit import partner_expected, side_total
    strain = norm_strain(answer.bid.strain)
    theirs = partner_expected(ctx, strain)
    mine = side_total(ctx, strain) - theirs  # the count the verdict used (ruffs in their suit included, blz. 62-63)
    trump = "voor sans atout" if strain is Strain.NT else f"met {strain.suit.dutch} als troef"
    need = 6 + answer.bid.level
    short = mine + theirs < 2 * need
    limit = (f": een halve slag te weinig, maar zo scherp is die telling niet, en {answer.bid.dutch} is de manche (blz. 65)"
             if short else ". Tel bij uw eigen slagen wat uw partner brengt, daar ligt de grens (blz. 65)")
    return (f"{cap_first(answer.bid.dutch)} mag hier ook: u telt {trump} {fmt_tricks(mine)} slagen, en met de ongeveer "
            f"{fmt_tricks(theirs)} die het bod van uw partner belooft komt u samen op {fmt_tricks(mine + theirs)}; "
            f"{answer.bid.dutch} vraagt er {need}{limit}. Tegen een sprong waarschuwt het boek alleen in klaveren of "
            f"ruiten (blz. 32).")
