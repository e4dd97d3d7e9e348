"""Partner doubled the opponents instead of supporting me (X15, X15-pas)."""
from __future__ import annotations

from typing import Any

from tutor.bridge.bidding import PASS, Call, Strain
from tutor.bridge.evaluation import A, K, Q
from tutor.rules.limits import GAME_IN_HAND_TRUMPS, PARTNER_DOUBLED_BID, ROBBER_RELIEF
from tutor.rules.algemeen.limit import W_A15, limit_margin, next_bid, within_limit, x16_case
from tutor.rules.algemeen.needs import next_bid_call, my_value_at_least, holding_have, next_bid_at_most
from tutor.rules.algemeen.shared import my_value, norm, our_bids
from tutor.bridge.score_state import GAME_POINTS
from tutor.rules.base import Cond, ALWAYS, Ctx, Rule, Warn, calls
from tutor.rules.doubleeren.bid_on import W_X16
from tutor.rules.doubleeren.requirements import CHAPTER, W_XX, double_facts, dt_facts

__all__ = [
    "X15", "X15_pas", "good_trumps",
]


def _doubler(ctx: Ctx) -> str | None:
    for i in range(len(ctx.auction.calls) - 1, -1, -1):
        c = ctx.auction.calls[i]
        if c.is_bid:
            return None
        if c.is_double:
            return ctx.rel(i)
    return None


def _own_focus_doubled(ctx: Ctx):
    mine = [b for _, rel, b in our_bids(ctx) if rel == "me" and b.strain.is_suit and b.strain is not Strain.S]
    return (norm(mine[-1].strain),) if mine else ()


def good_trumps(ctx: Ctx, f) -> bool:
    """X15's "goede troeven" (blz. 72), read once: six cards with two or three honours headed by the ace or king, or
    five with two of ace, king and queen."""
    if not isinstance(f, Strain) or f.suit is None:
        return False
    h = ctx.hand.suits[f.suit]
    if len(h) >= 6:
        return ctx.hand.honours(f.suit) >= 2 and h[0] >= K
    return len(h) >= 5 and len({A, K, Q} & set(h)) >= 2  # A-K-J-8-4 is "goede troeven" (blz. 72)


def _robber_at_stake(ctx: Ctx) -> bool:
    """They have a game, and their doubled contract, made, completes another: it wins them the robber."""
    bid = ctx.last_bid if ctx.last_bid_by in ("lho", "rho") else None
    return bid is not None and ctx.score.they_games == 1 and ctx.score.they_below + 2 * bid.points >= GAME_POINTS


# "dan moet ge ... trachten het spel zelf ... te laten spelen, en dan moet ge het gevaar strafpunten te krijgen, niet
# al te zwaar laten wegen" (blz. 72): with the robber at stake the limit may be a trick short
_robber_limit = Cond(name="robber_at_stake_within_a_trick(X15)",
                     need="dat de tegenpartij met haar gedoubleerde bod de robber zou winnen en uw bod hoogstens een slag "
                          "boven de grens van blz. 65 ligt",
                     test=lambda c, f: _robber_at_stake(c) and limit_margin(c, f) >= -ROBBER_RELIEF)


def _our_bid_wins_game(ctx: Ctx, f) -> bool:
    """My next bid in my own suit, made, completes our game: "dan moet men niet aarzelen ... in het bijzonder ... als
    men door het winnen van het spel, ook de robber zou winnen" (blz. 72; round 10's panel, R10P-027)."""
    nb = next_bid(ctx, f) if isinstance(f, Strain) else None
    return nb is not None and ctx.makes_game(nb)


def _x15_pass(ctx: Ctx, f) -> tuple[Call, ...]:
    # "zou ik aanraden" leaves the double standing open; "zou de tegenpartij ... ook de robber winnen, dan
    # moet ge ... trachten het spel zelf ... te laten spelen" (blz. 72) does not, unless the band allows it;
    # nor does a bid that wins our own game ("niet aarzelen", blz. 72)
    return () if _robber_at_stake(ctx) or _our_bid_wins_game(ctx, f) else (PASS,)


def _robber_pass(ctx: Ctx, call: Call) -> bool:
    return call.is_pass and _robber_at_stake(ctx) and any(X15.needs(ctx, f) for f in _own_focus_doubled(ctx))


W_ROBBER = Warn(_robber_pass,
                "de tegenpartij zou met haar gedoubleerde bod de robber winnen; dan moet u trachten het spel zelf te "
                "spelen en het gevaar van strafpunten niet al te zwaar laten wegen", 72)


def _game_pass(ctx: Ctx, call: Call) -> bool:
    return call.is_pass and any(X15.needs(ctx, f) and _our_bid_wins_game(ctx, f) for f in _own_focus_doubled(ctx))


W_GAME = Warn(_game_pass,
              "met een hoger bod in uw eigen kleur haalt u de manche: dan moet u niet aarzelen en u niet laten "
              "weerhouden door de kans de tegenpartij strafpunten te bezorgen, zeker niet als u er ook de robber mee wint", 72)


X15 = Rule(
    id="X15", chapter=CHAPTER, page=72, title="Uw partner doubleert in plaats van u te steunen", status="PROPOSAL",
    gain=(
        "uw partner doubleerde in plaats van u te steunen: een paar slagen heeft hij zeker, en met goede "
        "troeven ({holding}) biedt u dan hoger in uw kleur (blz. 72)"
    ),
    focus=_own_focus_doubled,
    needs=(Cond(name="partner_doubled", need="dat uw partner de tegenpartij doubleerde", test=lambda c, f: _doubler(c) == "partner")
           & Cond(name="good_trumps(X15)", need="goede troeven: zes kaarten met twee of drie honneurs, aas of heer aan de kop, of vijf met twee van aas, heer en vrouw",
                   test=good_trumps, have=holding_have)
           & my_value_at_least(PARTNER_DOUBLED_BID) & (within_limit | _robber_limit)
           & next_bid_at_most(3)),
    best=next_bid_call, acceptable=_x15_pass,
    uitleg=("Uw partner doubleerde de tegenpartij in plaats van uw bod te steunen: uw kleur steunt hij waarschijnlijk "
            "slecht, maar een paar slagen heeft hij zeker. U hebt goede troeven ({holding}) en telt {mine}; "
            "met die kans biedt u hoger in uw kleur: {next} (blz. 72)."),
    tolerated="Passen kan ook: de doublure van uw partner belooft strafpunten (blz. 72).",  # not with a game or robber at stake
    more=double_facts, warns=(W_ROBBER, W_GAME),
)


def _game_in_hand_bid(ctx: Ctx, s: Strain) -> bool:
    """Blz. 72's first advice holds with a game in hand too: "goede troeven en bovendien goede kans het spel te kunnen
    winnen" (X15's trumps with four sure tricks in them, GAME_IN_HAND_TRUMPS, and X15's count); the second ("laat dan
    de tegenpartij spelen") makes the pass the better call, not the bid fout."""
    return (good_trumps(ctx, s) and GAME_IN_HAND_TRUMPS.reached(ctx.facts.of(s.suit).sure_half(True))
            and PARTNER_DOUBLED_BID.reached(my_value(ctx, s)))


def _x15_acceptable(ctx: Ctx, f) -> tuple[Call, ...]:
    focus = _own_focus_doubled(ctx)
    if not focus or _doubler(ctx) != "partner":
        return ()
    s = focus[0]
    nb = next_bid(ctx, s)
    if nb is None:
        return ()
    if x16_case(ctx):
        # with a game in hand and no game in this bid the book lets the opponents play (blz. 72), unless the trumps
        # are good beyond doubt (up to X15's own level)
        return (Call("bid", nb),) if nb.level <= 3 and _game_in_hand_bid(ctx, s) else ()
    return (Call("bid", nb),) if nb.level <= 2 and ctx.hand.length(s.suit) >= 5 else ()


def _x15_more(ctx: Ctx, f) -> dict[str, Any]:
    who = _doubler(ctx)
    focus = _own_focus_doubled(ctx)
    good = bool(focus) and good_trumps(ctx, focus[0])
    if who == "partner" and x16_case(ctx):
        text = ("Uw partner doubleerde de tegenpartij, en u hebt al een manche terwijl de kans op de manche met uw "
                "kleur niet groot is: laat dan de tegenpartij spelen. Uw partner heeft zeker een paar slagen, en "
                "strafpunten zijn een mooie bijverdienste.")
        tol = ("{call_cap} mag ook: met goede troeven en een goede kans het spel te winnen raadt het boek aan hoger te "
               "bieden in uw kleur (blz. 72). Maar u hebt al een manche, en met dit bod is de kans op de manche niet "
               "groot; dan zegt het boek: laat de tegenpartij spelen (blz. 72).")
    elif who == "partner" and good:
        text = ("Uw partner doubleerde de tegenpartij. Uw troeven zijn goed, maar uw kleur steunt hij waarschijnlijk "
                "slecht, en met uw slagen en de zijne is de kans om hoger te spelen niet groot genoeg: laat zijn "
                "doublure staan, hij heeft zeker een paar slagen.")
        tol = ("{call_cap} mag ook: u hebt goede troeven, en dan raadt het boek aan hoger te bieden in uw kleur als u "
               "ook een goede kans hebt het spel te winnen (blz. 72). Met uw slagen en de zijne is die kans hier niet groot "
               "genoeg; daarom geeft het boek de voorkeur aan de doublure van uw partner.")
    elif who == "partner":
        text = ("Uw partner doubleerde de tegenpartij; zonder goede, lange troeven laat u zijn doublure staan: "
                "hij heeft zeker een paar slagen.")
        tol = ("{call_cap} kan ook, maar zonder goede troeven geeft het boek de voorkeur aan de doublure van uw "
               "partner (blz. 72).")
    else:
        text = "U doubleerde zelf; u doet uw doublure gestand."
        tol = ""
    return {**dt_facts(ctx), "x15": text, "x15_tol": tol.replace("{call_cap}", "Uw kleur nog eens bieden")}


X15_pas = Rule(
    id="X15-pas", chapter=CHAPTER, page=72, title="De doublure laten staan",
    needs=ALWAYS, best=calls(PASS), acceptable=_x15_acceptable,
    uitleg="Passen. {x15} (blz. 72)",
    tolerated="{x15_tol}",
    more=_x15_more, warns=(W_XX, W_A15, W_X16),
)
