"""Faults of a learner's bid that are plain from the auction whatever rule decided: a bid in a suit only
the opponents named, and another suit where the book supports partner's. A why-not says these first,
in words a beginner reads (issue 36: the reader found them missing, or hidden behind a level count)."""
from __future__ import annotations

from tutor.bridge.bidding import Bid, Call, Strain
from tutor.bridge.cards import Rank, Suit
from tutor.bridge.evaluation import fmt_tricks, hand_value, top_tricks
from tutor.rules.base import Ctx
from tutor.rules.limits import RESCUE_STAY
from tutor.rules.why_not_facts import FEW_CARDS, cap_first

__all__ = ["their_suit", "their_suit_fault", "support_fault", "raise_doubled_fault", "too_strong_for_spades", "plain_fault",
           "plain_spades", "plain_spades_fault", "minor_raise_fault",
           "their_strength_note", "unstopped_theirs"]


_HIGH = {Rank.ACE, Rank.KING, Rank.QUEEN}  # four cards headed by one of these: strong in their suit (blz. 42)
_SUPPORT_TRUMPS = 3  # three trumps or more: what the book calls support in partner's suit
_GOOD_SUPPORT = 7  # more than three tricks for partner's doubled suit (blz. 60's measure), or three with four trumps


def _norm(strain: Strain) -> Strain:
    return Strain.RS if strain is Strain.S else strain


def _bids(ctx: Ctx, side: tuple[str, ...]):
    return [(i, c.bid) for i, c in enumerate(ctx.auction.calls) if c.bid is not None and ctx.rel(i) in side]


def their_suit(ctx: Ctx, call: Call):
    """The opponents' latest bid in the suit of ``call`` when only they named that suit, else None."""
    if not call.bid or not call.bid.strain.is_suit:
        return None
    strain = _norm(call.bid.strain)
    if any(_norm(b.strain) is strain for _, b in _bids(ctx, ("me", "partner"))):
        return None
    theirs = [b for _, b in _bids(ctx, ("lho", "rho")) if _norm(b.strain) is strain]
    return theirs[-1] if theirs else None


def their_suit_fault(ctx: Ctx, call: Call, best: tuple[Call, ...]) -> str | None:
    """A bid in the opponents' suit, said plainly (and, with length and honours there, blz. 42's advice)."""
    bid = their_suit(ctx, call)
    if bid is None or any(c.bid and _norm(c.bid.strain) is _norm(call.bid.strain) for c in best):
        return None
    suit = call.bid.strain.suit
    holding = ctx.hand.suits[suit]
    head = (f"{suit.dutch.capitalize()} is de kleur van de tegenpartij (zij boden {bid.dutch}): met "
            f"{call.bid.dutch} biedt u in hun kleur")
    if not holding:
        return f"{head}, zonder één kaart daarvan. Met hun kleur als troef maakt u zelf niets in die kleur."
    cards = ctx.hand.holding_text(suit)
    if _indicating_double(ctx, best):
        return (f"{head}. Met {cards} in hun schoppen toont u uw partner dat hij in die kleur op u kan rekenen met "
                f"de aanwijzende doublure, niet met een bod in hun kleur (blz. 36-37).")
    if _strong_in(ctx, suit) and (ctx.partner_bids or any(not c.is_pass for c in best)):
        # partner bid, or the book bids: blz. 42's "pass and wait" is not the point, only that it is no trump suit
        return (f"{head}. Uw {cards} daarin zijn slagen in de verdediging, geen troefkleur voor u: tegen hun bod "
                f"maakt u die slagen, met hun kleur als troef helpen ze uw partner niet (blz. 42).")
    if _strong_in(ctx, suit):
        return (f"{head}. Met {cards} bent u sterk in hun kleur, en dat is kracht in de verdediging: wie sterk is "
                f"in de kleur van de tegenpartij, doet het beste te passen: met die kracht kan hun bod verloren gaan, en "
                f"gaan zij hoger, dan kunt u doubleeren (blz. 42).")
    # a lone small card reads as a number ("met maar 5 daarin", 2054 #9): its count in words, the card beside it
    few = f"{FEW_CARDS[len(holding)]} daarin ({cards})" if len(holding) < len(FEW_CARDS) else f"maar {cards} daarin"
    return (f"{head}, met {few}: dat is geen troefkleur. Wie de kleur bood, is er zelf lang of sterk "
            f"in, en uw partner rekent dan op troeven die u niet hebt.")


def support_fault(ctx: Ctx, call: Call, best: tuple[Call, ...]) -> str | None:
    """Another suit (a new one or my own again) where the book supports partner's suit (blz. 47, 60)."""
    if not call.bid or not call.bid.strain.is_suit:
        return None
    partners = {_norm(b.strain) for _, b in _bids(ctx, ("partner",)) if b.strain.is_suit}
    mine = _norm(call.bid.strain)
    if mine in partners:
        return None
    supported = [c.bid.strain for c in best if c.bid and _norm(c.bid.strain) in partners]
    if not supported:
        return None
    theirs = _norm(supported[0])
    suit = theirs.suit
    cards = ctx.hand.holding_text(suit) if ctx.hand.suits[suit] else "geen kaart"
    again = any(_norm(b.strain) is mine for _, b in _bids(ctx, ("me",)))
    what = "noemt u opnieuw uw eigen kleur" if again else "noemt u een andere kleur"
    his = [b for _, b in _bids(ctx, ("partner",)) if _norm(b.strain) is theirs]
    if his and all(b.strain is Strain.S for b in his) and theirs is Strain.RS:
        # his one schoppen is an invitation to kroonschoppen (blz. 51), not a kroonschoppen of his own
        return (f"De één schoppen van uw partner is een uitnodiging om kroonschoppen te bieden (blz. 51), en met "
                f"{cards} in schoppen neemt u die aan. Met {call.bid.dutch} {what}, en daarmee zegt u hem juist dat "
                f"u hem in schoppen niet kunt steunen.")
    if _first_named_by_me(ctx, theirs):
        # my own suit, raised by partner: his support is what I would throw away
        return (f"U noemde zelf {theirs.dutch} en uw partner steunde die kleur (u hebt {cards} in {suit.dutch}). "
                f"Met {call.bid.dutch} {what}, en daarmee neemt u hem die steun weer af.")
    return (f"Het boek steunt hier de {theirs.dutch} van uw partner (u hebt {cards} in {suit.dutch}). Met "
            f"{call.bid.dutch} {what}, en daarmee zegt u hem juist dat u zijn {theirs.dutch} niet kunt steunen; "
            f"hij krijgt dan een verkeerd beeld van uw hand (blz. 47, 60).")


def _first_named_by_me(ctx: Ctx, strain: Strain) -> bool:
    """Whether my side's first bid in ``strain`` was mine (partner's bid there then raised my suit)."""
    ours = [(i, b) for i, b in _bids(ctx, ("me", "partner")) if _norm(b.strain) is _norm(strain)]
    return bool(ours) and ctx.rel(ours[0][0]) == "me"


def _strong_in(ctx: Ctx, suit) -> bool:
    holding = ctx.hand.suits[suit]
    # length alone (8-6-4-3-2) is no strength to defend with: the book's "sterk in de kleur" has its honours (blz. 42)
    return top_tricks(holding) >= 2 or (len(holding) >= 4 and bool(set(holding) & _HIGH))


def their_strength_note(ctx: Ctx, call: Call, best: tuple[Call, ...]) -> str:
    """A bid in my side's strain where the book passes, from a hand whose strength lies in the opponents' suit:
    that strength is defence (blz. 42), not tricks for my bid. "" when it does not apply."""
    if not call.bid or any(c.bid for c in best) or their_suit(ctx, call) is not None:
        return ""
    if _indicating_double(ctx, best):  # it shows support, not defence (blz. 36-37)
        return ""
    mine = _norm(call.bid.strain)
    for _, bid in reversed(_bids(ctx, ("lho", "rho"))):
        strain = _norm(bid.strain)
        if strain.is_suit and strain is not mine and _strong_in(ctx, strain.suit) and _strongest_here(ctx, strain.suit) \
                and not any(_norm(b.strain) is strain for _, b in _bids(ctx, ("me", "partner"))):
            suit = strain.suit
            if mine is Strain.NT:  # for sans atout their suit held is a stop, not a loss: the defence is the point
                return (f"Uw kracht zit in hun kleur ({ctx.hand.holding_text(suit)} in {suit.dutch}): voor sans atout "
                        f"is dat wel een dekking, maar die kracht brengt het meest in de verdediging"
                        + ("" if any(c.is_double for c in best) or ctx.partner_bids
                           or any(c.is_double for c in ctx.calls_of("partner")) else
                           ": u past, en bieden zij hoger, dan kunt u doubleeren") + " (blz. 42).")
            return (f"Uw kracht zit in hun kleur ({ctx.hand.holding_text(suit)} in {suit.dutch}): dat is kracht in "
                    f"de verdediging, geen slagen voor uw eigen bod; tegen hun bod maakt u die slagen wel (blz. 42).")
    return ""


def _strongest_here(ctx: Ctx, suit: Suit) -> bool:
    """No suit I bid myself is stronger than theirs: else "uw kracht zit in hun kleur" misplaces it (2050 #6, where
    H-V-B-8-2 in my own harten outweighs A-10-9-6 in their klaveren)."""
    theirs = ctx.facts.of(suit).value_half(False)
    mine = {_norm(b.strain).suit for _, b in _bids(ctx, ("me",)) if _norm(b.strain).is_suit}
    return all(ctx.facts.of(s).value_half(False) <= theirs for s in mine if s is not suit)


def _indicating_double(ctx: Ctx, best: tuple[Call, ...]) -> bool:
    """The book doubles their one schoppen: the indicating double of blz. 36-37, no penalty double."""
    last = ctx.last_bid
    return (any(c.is_double for c in best) and last is not None and last.level == 1 and last.strain is Strain.S
            and ctx.last_bid_by in ("lho", "rho"))


def unstopped_theirs(ctx: Ctx) -> list:
    """The opponents' suits (named by them only) in which this hand has no stop, for a sans atout."""
    out = []
    for _, bid in _bids(ctx, ("lho", "rho")):
        strain = _norm(bid.strain)
        if (strain.is_suit and strain.suit not in out and not ctx.facts.of(strain.suit).stopped
                and not any(_norm(b.strain) is strain for _, b in _bids(ctx, ("me", "partner")))):
            out.append(strain.suit)
    return out


def raise_doubled_fault(ctx: Ctx, call: Call, best: tuple[Call, ...]) -> str | None:
    """Partner's bid is doubled and I bid where the book lets it stand: made doubled it may already be the game
    (blz. 67); a raise takes the double away and asks more tricks, a rescue without good cards is condemned
    (blz. 73-74)."""
    doubled = ctx.last_bid
    last = next((c for c in reversed(ctx.auction.calls) if not c.is_pass), None)
    if (doubled is None or last is None or not last.is_double or ctx.last_bid_by != "partner"
            or not call.bid or any(c.bid for c in best)):
        return None
    value = _norm(doubled.strain).trick_value
    points = 2 * doubled.level * value
    head = f"Het bod van uw partner, {doubled.dutch}, is gedoubleerd"
    tricks = f"moet uw partij {call.bid.level + 6} slagen maken in plaats van {doubled.level + 6}"
    raise_ = _norm(call.bid.strain) is _norm(doubled.strain)
    if not raise_:
        tricks = f"vlucht u uit de doublure naar {call.bid.strain.dutch}, waarin uw partij {call.bid.level + 6} slagen moet maken"
    if raise_ and ctx.score.we_below + points >= 30:
        same = "voor dezelfde manche" if ctx.makes_game(call.bid) else "en dat geeft zelfs geen manche"
        return (f"{head}: haalt hij het, dan telt elke slag dubbel, 2 × {doubled.level} × {value} = {points} "
                f"punten, en dat is al de manche (blz. 67). Met {call.bid.dutch} vervalt de doublure en {tricks}, "
                f"{same}.")
    trump = _norm(doubled.strain)
    sv = hand_value(ctx.hand, trump.suit, role="supporter") if trump.is_suit else 0
    length = len(ctx.hand.suits[trump.suit]) if trump.is_suit else 0
    # "steun" in partner's suit is three trumps or more (blz. 49-50, 60): a doubleton helps only with side cards
    if length >= _SUPPORT_TRUMPS and (sv >= _GOOD_SUPPORT or (sv >= _GOOD_SUPPORT - 1 and length >= 4)):
        cards = ctx.hand.holding_text(trump.suit)
        return (f"{head}. Met {cards} in {trump.suit.dutch} steunt u zijn bod goed, en dan kan hij het gedoubleerd "
                f"best maken: elke slag telt dubbel (blz. 67). Met {call.bid.dutch} {tricks}, en dat gooit die kans "
                f"weg; vluchten doet u alleen als zijn bod hopeloos is (blz. 73-74).")
    if trump.is_suit and sv >= _GOOD_SUPPORT:
        cards = ctx.hand.holding_text(trump.suit) if length else "geen kaart"
        return (f"{head}. U hebt maar {cards} in {trump.suit.dutch}, geen steun in troef, maar uw bijkaarten helpen "
                f"hem het gedoubleerd te maken, en dan telt elke slag dubbel (blz. 67). Met {call.bid.dutch} {tricks}, "
                f"en dat gooit die kans weg; vluchten doet u alleen als zijn bod hopeloos is (blz. 73-74).")
    if trump is Strain.NT and call.bid.level == 2 and call.bid.strain.is_minor \
            and ctx.facts.value_nt >= RESCUE_STAY.reading:  # the noodsignaal from a hand that is not weak
        return (f"{head}. Twee {call.bid.strain.dutch} over de sans atout van uw partner is het noodsignaal: 'pas op, "
                f"ik heb niets' (blz. 64), en dat is niet waar: met {ctx.facts.aces} azen brengt u hem "
                f"{fmt_tricks(ctx.facts.value_nt)} slagen voor sans atout mee. Laat de doublure aan hem; zonder bepaald "
                f"goede kaarten voor een ander bod ontloopt u haar niet (blz. 73-74).")
    if trump is Strain.NT and call.bid.level == 2 and call.bid.strain.is_minor:
        suit = call.bid.strain.suit
        cards = ctx.hand.holding_text(suit) if ctx.hand.suits[suit] else "geen kaart"
        return (f"{head}. Twee {call.bid.strain.dutch} over de sans atout van uw partner is het noodsignaal: 'pas op, "
                f"ik heb niets' (blz. 64); maar ook dan moet u in die kleur nog een slag of twee kunnen maken (blz. 45), "
                f"en met {cards} in {suit.dutch} maakt u daar bijna niets. Na de doublure laat u het aan uw partner "
                f"over om zijn bod gestand te doen of over te gaan (blz. 73-74).")
    return (f"{head}, maar lang niet iedere doublure wordt gewonnen: zonder bepaald goede kaarten laat u het aan "
            f"hem over om zijn bod gestand te doen of over te gaan (blz. 73-74). Met {call.bid.dutch} {tricks}.")


def too_strong_for_spades(ctx: Ctx, call: Call, best: tuple[Call, ...]) -> str | None:
    """One schoppen where the book bids kroonschoppen: the hand is too strong for the weak spade call (blz. 32),
    said as such rather than by what one schoppen asks (which would make the hand sound too weak)."""
    if not (call.bid and call.bid == Bid(1, Strain.S) and not ctx.auction.last_bid):  # two schoppen: G12 (2054 #12)
        return None
    rs = next((b.bid for b in best if b.bid and b.bid.strain is Strain.RS), None)
    if rs is None:
        return None
    spades = ctx.hand.holding_text(Suit.SPADES)
    return ("Eén schoppen is voor een hand met wat kracht in schoppen die te zwak is voor kroonschoppen (blz. 32). "
            f"Met {spades} in schoppen en {fmt_tricks(hand_value(ctx.hand, Suit.SPADES))} slagen met kroonschoppen als "
            f"troef is deze hand daar te sterk voor: open {rs.dutch}, dan weet uw partner dat u zelf in die kleur "
            "kunt spelen (blz. 30-33).")


def plain_spades(ctx: Ctx, call: Call) -> bool:
    """A bid in plain schoppen after the auction has begun, partner never having bid them: not the author's weak one
    schoppen opening nor its raise, but spades as trumps, which are played as kroonschoppen."""
    return (call.bid is not None and call.bid.strain is Strain.S and ctx.auction.last_bid is not None
            and not any(b.strain is Strain.S for b in ctx.partner_bids))


def plain_spades_fault(ctx: Ctx, call: Call, best: tuple[Call, ...]) -> str | None:
    """Plain schoppen where the book bids kroonschoppen: they score 2 a trick and never bring the game (why-not reader
    2038, #3, #8, #17, #27); elsewhere the level's own text says what plain spades are worth."""
    if not plain_spades(ctx, call) or not any(b.bid and b.bid.strain is Strain.RS for b in best):
        return None
    bid = call.bid
    return (f"{cap_first(bid.dutch)} is een bod in gewone schoppen, niet in kroonschoppen: schoppen telt maar 2 punten "
            f"per slag, zodat {bid.dutch} zelfs gemaakt maar {bid.points} punten onder de lijn oplevert"
            f"{'' if ctx.makes_game(bid) else ', niet genoeg voor de manche'}. "
            "Wie in schoppen wil spelen, biedt kroonschoppen (9 per slag); gewone schoppen kent het boek "
            "alleen als de zwakke opening van één schoppen (blz. 32).")


def minor_raise_fault(ctx: Ctx, call: Call, best: tuple[Call, ...]) -> str | None:
    """A raise of partner's klaveren or ruiten where the book goes over to a major of my own: the game lies a trick
    nearer there (blz. 26, 44); said instead of a count of support that does not tell the two calls apart (why-not
    reader 2048 #7 and #22)."""
    his = ctx.partner_bids
    if not (call.bid and his and call.bid.strain.is_minor and call.bid.strain is his[-1].strain):
        return None
    if any(ctx.rel(i) in ("lho", "rho") for i, c in enumerate(ctx.auction.calls) if c.bid):
        return None  # in a contested auction the book's suit may have another purpose (the lead, blz. 54-55)
    major = next((b.bid.strain for b in best if b.bid and b.bid.strain in (Strain.H, Strain.RS)), None)
    if major is None:
        return None
    minor, suit = call.bid.strain, major.suit
    return (f"{cap_first(call.bid.dutch)} verhoogt de {minor.suit.dutch} van uw partner, maar met "
            f"{ctx.hand.holding_text(suit)} in {suit.dutch} gaat het boek over naar de hoge kleur: voor de manche zijn in "
            f"{minor.suit.dutch} vijf aan trek nodig, in {major.dutch} maar vier (blz. 26, 44).")


def plain_fault(ctx: Ctx, call: Call, best: tuple[Call, ...]) -> str | None:
    """The first plain fault of ``call`` beside the book's ``best``, as Dutch sentences, or None."""
    return (their_suit_fault(ctx, call, best) or support_fault(ctx, call, best) or minor_raise_fault(ctx, call, best)
            or raise_doubled_fault(ctx, call, best) or too_strong_for_spades(ctx, call, best)
            or plain_spades_fault(ctx, call, best))

