"""Royal Auction Bridge as the 1918 book scores it (rules 15-24, 28-47; BOOK-RULES 0.6-0.8).

Trick points for every odd trick made go below the line (doubled x2, redoubled x4).
Above the line: the doubled-contract bonus (100 + 50 per overtrick, doubled when
redoubled), penalties (50 / 100 / 200 per undertrick), honours and chicane as fixed
multiples of the trick value (rule 17, reconstructed in BOOK-RULES 0.7), slams, and
the revoke penalty of 150 (rules 34-37, 44-45). Game is 30, the rubber 250.
"""
from __future__ import annotations

from types import MappingProxyType

from tutor.bridge.bidding import Contract, Strain
from tutor.bridge.scoring.base import ABOVE, BELOW, Decision, Entry, Revoke, RuleSet, doubling_word, other_side
from tutor.bridge.scoring.errors import ScoringError
from tutor.bridge.scoring.holdings import Holdings

__all__ = ["RoyalRules", "honour_entries", "chicane_entries", "honour_multiple", "HONOUR_NAMES",
           "DECISIONS"]

RULES = ("royal",)

# -- decisions where the book is silent or illegible ---------------------------------------------
SLAM_VALUES = Decision(
    "r-slemwaarde", RULES, "Waarde van klein en groot slem",
    "Groot slem telt 100 en klein slem 50. In de tabel van regel 17 is groot slem leesbaar als 100, "
    "klein slem niet; 50 past bij de gewone verhouding (de helft). Een docent kan beide waarden instellen.",
    "regel 17 (blz. 11), tabel onleesbaar",
)
SLAM_SIDE = Decision(
    "r-slem-wie", RULES + ("auction-1930",), "Wie slem boekt",
    "Slem boekt de partij die twaalf (klein slem) of dertien slagen (groot slem) maakt, ook als het slem "
    "niet geboden is en ook als dat de tegenpartij is. Het boek eist geen geboden slem (regel 16). "
    "Slagen die de speler bij een verzaking bijtelt, tellen niet mee voor slem, en een partij die verzaakt "
    "heeft boekt geen slem (regel 37: alleen honneurs of chicane).",
    "regels 16 en 37",
)
CHICANE = Decision(
    "r-chicane", RULES, "Chicane naast honneurs",
    "Chicane (een partner zonder troef) telt als een aparte post boven de lijn, naast de honneurs, even "
    "veel als drie honneurs; doublé chicane (beide partners zonder troef) even veel als vier honneurs. Beide "
    "partijen kunnen in hetzelfde spel chicane hebben. In sans atout bestaat geen chicane. Het boek zegt niet "
    "dat chicane van honneurs wordt afgetrokken, dus de tutor doet dat niet.",
    "regels 16-17",
)
REVOKE_EACH = Decision(
    "r-verzaking-elk", RULES, "Meer dan één verzaking van één partij",
    "Elke vastgestelde verzaking wordt gestraft (regel 33): verzaakt de speler twee keer, dan boekt de "
    "tegenpartij 2 × 150; verzaakt de tegenpartij twee keer, dan kiest de speler 2 × 150 of 2 × 3 trekken. "
    "Doubleeren verandert de 150 niet (regel 36).",
    "regels 33-36",
)
REVOKE_TRICKS = Decision(
    "r-verzaking-slagen", RULES, "De drie bijgetelde trekken",
    "Kiest de speler de drie trekken (regel 35), dan tellen ze mee voor het contract en ook onder de lijn "
    "tegen de gewone trekwaarde. Ze leveren geen premie voor het voldoen aan een gedoubleerd contract en geen "
    "50 per overslag op; haalt de speler zijn gedoubleerde contract ook zonder die trekken, dan boekt hij de "
    "100 wel. Meer dan dertien slagen kan niemand hebben: er wordt nooit boven 13 bijgeteld.",
    "regel 35",
)
REVOKE_FAILED = Decision(
    "r-verzaking-down", RULES, "Verzaking van de speler die ook te weinig slagen haalt",
    "Verzaakt de speler en haalt hij zijn contract niet, dan boekt de tegenpartij de 150 én de gewone "
    "strafpunten voor de slagen te weinig: het boek zegt nergens dat de 150 die vervangt. Een partij die "
    "verzaakt heeft, boekt zelf alleen honneurs en chicane (regel 37), ook geen strafpunten voor de "
    "slagen die de speler te weinig haalt.",
    "regels 24, 34 en 37",
)
REVOKE_BOTH = Decision(
    "r-verzaking-beide", RULES, "Verzakingen aan beide kanten",
    "Hebben beide partijen verzaakt, dan worden alleen honneurs en chicane geboekt (regel 44). Verschilt het "
    "aantal verzakingen, dan boekt de partij die het minst verzaakt heeft eenmaal 150 (regel 45); bij een "
    "gelijk aantal blijft het bij regel 44.",
    "regels 44-45",
)
NO_UNFINISHED = Decision(
    "r-onafgemaakt", RULES, "Een robber die niet wordt uitgespeeld",
    "Het boek kent geen premie voor een afgebroken robber: de tutor telt dan alleen wat op het blad staat.",
    "regel 15 (geen regel voor een afgebroken robber)",
)
DECISIONS = (SLAM_VALUES, SLAM_SIDE, CHICANE, REVOKE_EACH, REVOKE_TRICKS, REVOKE_FAILED, REVOKE_BOTH, NO_UNFINISHED)

REVOKE_PENALTY = 150  # rules 34-36, never multiplied by doubling
REVOKE_TRICKS_ADDED = 3  # rule 35

# -- the honours table of rule 17 (BOOK-RULES 0.7) ------------------------------------------------
HONOUR_NAMES = {
    (3, 1): "drie honneurs", (3, 2): "drie honneurs", (3, 3): "drie honneurs",
    (4, 2): "vier honneurs", (4, 3): "vier honneurs", (4, 4): "vier honneurs in één hand",
    (5, 3): "vijf honneurs", (5, 4): "vijf honneurs, waarvan vier in één hand", (5, 5): "vijf honneurs in één hand",
}
ACE_NAMES = {3: "drie azen", 4: "vier azen"}


def honour_multiple(n: int, in_one_hand: int) -> int:
    """Rule 17: the honour score of a side as a multiple of the trick value (0 below three)."""
    if n == 3:
        return 2
    if n == 4:
        return 8 if in_one_hand == 4 else 4
    if n == 5:
        return {5: 10, 4: 9}.get(in_one_hand, 5)
    return 0


def honour_entries(holdings: Holdings, value: int, sides: tuple[str, ...] = ("NS", "EW")) -> list[Entry]:
    """Honours for each side that holds three or more (rule 17); also for the defenders (deal 7)."""
    out = []
    for side in sides:
        n, m = holdings.side(side)
        if holdings.sans_atout:
            if n >= 3:
                points = 100 if m == 4 else 10 * n
                name = "vier azen in één hand" if m == 4 else ACE_NAMES[n]
                out.append(Entry(side, ABOVE, points, f"honneurs: {name}", "honours"))
        elif n >= 3:
            out.append(Entry(side, ABOVE, honour_multiple(n, m) * value, f"honneurs: {HONOUR_NAMES[(n, m)]}",
                             "honours"))
    return out


def chicane_entries(holdings: Holdings, value: int, sides: tuple[str, ...] = ("NS", "EW")) -> list[Entry]:
    """Chicane 2x, double chicane 4x the trick value, for each side with a hand void in trumps."""
    out = []
    for side in sides:
        voids = holdings.side_voids(side)
        if voids == 1:
            out.append(Entry(side, ABOVE, 2 * value, "chicane", "chicane"))
        elif voids == 2:
            out.append(Entry(side, ABOVE, 4 * value, "doublé chicane", "double_chicane"))
    return out


def slam_entries(side: str, tricks_won: int, small: int, grand: int) -> list[Entry]:
    if tricks_won == 13:
        return [Entry(side, ABOVE, grand, "groot slem", "grand_slam")]
    if tricks_won == 12:
        return [Entry(side, ABOVE, small, "klein slem", "small_slam")]
    return []


def odd_tricks_label(odd: int, per_trick: int, doubling: int, added: int = 0) -> str:
    extra = f", waarvan {added} bijgeteld na verzaking" if added else ""
    return f"{odd} aan trek × {per_trick}{doubling_word(doubling)}{extra}"


class RoyalRules(RuleSet):
    """The 1918 rules; slam values are configurable (BOOK-RULES section 9 note 4)."""

    name = "royal"
    title = "Royal Auction Bridge (1918)"
    game_points = 30
    rubber_bonus = 250
    supports_revoke = True
    values = MappingProxyType({s: s.trick_value for s in Strain.standard()})
    decisions = DECISIONS

    def __init__(self, small_slam: int = 50, grand_slam: int = 100):
        for amount in (small_slam, grand_slam):
            if not isinstance(amount, int) or isinstance(amount, bool) or amount < 0:
                raise ScoringError(f"Een slempremie is een geheel getal van 0 of meer, niet {amount!r}.")
        self.small_slam = small_slam
        self.grand_slam = grand_slam

    def _added_tricks(self, tricks: int, revoke: Revoke | None) -> int:
        if revoke is None or revoke.declarer_side or not revoke.defenders or revoke.choice != "tricks":
            return 0
        return min(REVOKE_TRICKS_ADDED * revoke.defenders, 13 - tricks)

    def _score(self, contract: Contract, side: str, tricks: int, value: int, holdings: Holdings,
               revoke: Revoke, vulnerable: frozenset[str]) -> list[Entry]:
        defenders = other_side(side)
        always = honour_entries(holdings, value) + chicane_entries(holdings, value)
        if revoke.declarer_side and revoke.defenders:
            # Rules 44-45: only honours and chicane; fewer revokes -> 150 once.
            out = []
            if revoke.declarer_side != revoke.defenders:
                fewer = side if revoke.declarer_side < revoke.defenders else defenders
                out.append(Entry(fewer, ABOVE, REVOKE_PENALTY, "strafpunten: verzaking (regel 45)", "revoke"))
            return out + always

        out: list[Entry] = []
        declarer_may_score = not revoke.declarer_side  # rule 37
        defenders_may_score = not revoke.defenders
        if revoke.declarer_side:
            out.append(Entry(defenders, ABOVE, REVOKE_PENALTY * revoke.declarer_side,
                             _revoke_label(revoke.declarer_side, "34"), "revoke"))
        added = self._added_tricks(tricks, revoke)
        if revoke.defenders and revoke.choice == "points":
            out.append(Entry(side, ABOVE, REVOKE_PENALTY * revoke.defenders,
                             _revoke_label(revoke.defenders, "35"), "revoke"))

        factor = (1, 2, 4)[contract.doubling]
        needed = 6 + contract.bid.level
        counted = tricks + added
        if counted >= needed:
            if declarer_may_score:
                odd = counted - 6
                out.append(Entry(side, BELOW, odd * value * factor,
                                 odd_tricks_label(odd, value * factor, contract.doubling, added), "tricks"))
                if contract.doubling and tricks >= needed:  # rule 35: not when the added tricks were needed
                    mult = 2 if contract.doubling == 2 else 1
                    out.append(Entry(side, ABOVE, 100 * mult,
                                     f"voldoen aan het contract{doubling_word(contract.doubling)}", "contract_bonus"))
                    over = tricks - needed  # only tricks really made (rule 35)
                    if over:
                        out.append(Entry(side, ABOVE, 50 * mult * over,
                                         f"{over} trek boven het bod × {50 * mult}{doubling_word(contract.doubling)}",
                                         "overtrick_bonus"))
        elif defenders_may_score:
            down = needed - counted
            out.append(Entry(defenders, ABOVE, 50 * factor * down,
                             f"strafpunten: {down} te weinig × {50 * factor}{doubling_word(contract.doubling)}",
                             "undertricks"))
        if declarer_may_score:
            out += slam_entries(side, tricks, self.small_slam, self.grand_slam)
        if defenders_may_score:
            out += slam_entries(defenders, 13 - tricks, self.small_slam, self.grand_slam)
        return out + always


def _revoke_label(count: int, rule: str) -> str:
    times = f"{count} × " if count > 1 else ""
    return f"strafpunten: {times}verzaking (regel {rule})"
