"""Contract Bridge as the Nederlandsche Bridge-Bond scored it in 1930 (seed 004).

Trick values: sans atout 35, schoppen and harten 30, ruiten and klaveren 20. Only the bid
odd tricks score below the line (doubled x2, redoubled x4); overtricks go above at 50 each
(100 doubled, 200 redoubled). A doubled contract made earns 50 (100 redoubled). Undertricks:
50 for the first, 150 for the first two, then 200 for each further one; twice that doubled,
four times redoubled. Honours only in one hand: four aces 150 (sans atout), five trump
honours 150, four 100. Slams 50 / 100, bid slams 500 / 1000 on top. Game 100, not rewarded itself;
rubber 500; a rubber broken off with only one side holding a game gives that side 250.
"""
from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from tutor.bridge.bidding import Contract, Strain
from tutor.bridge.scoring.auction1930 import HOLDER_SCORES, NO_CHICANE, NO_REVOKE
from tutor.bridge.scoring.base import ABOVE, BELOW, Decision, Entry, Revoke, RuleSet, doubling_word, other_side
from tutor.bridge.scoring.holdings import Holdings

__all__ = ["Contract1930Rules", "DECISIONS", "undertrick_points"]

RULES = ("contract-1930",)

NO_VULNERABILITY = Decision(
    "c30-kwetsbaar", RULES, "Geen kwetsbaarheid",
    "De NBB-tekst van 1930 kent nog geen kwetsbaarheid: premies en strafpunten zijn gelijk, of een partij al "
    "een manche heeft of niet. De tutor rekent daarom zonder kwetsbaarheid.",
    "NBB 1930 Contract Bridge (zwijgt)",
)
BID_SLAM = Decision(
    "c30-geboden-slem", RULES, "Geboden en gemaakt slem",
    "Een geboden en gehaald slem krijgt beide premies: 50 (klein) of 100 (groot) voor het gemaakte slem, en "
    "daarbovenop 500 of 1000 omdat het geboden was. Zo leest de tutor de tekst: de eerste zin zegt zonder "
    "uitzondering dat klein slem gemaakt wordt met zes trekken en groot slem met zeven, beloond met 50 en 100; "
    "ook een geboden slem is dus een gemaakt slem. De tweede zin beloont het bieden, en het kopje noemt dat "
    "'extra punten bij het bieden van slem': extra, dus bovenop. Ook wie klein slem biedt en alle slagen haalt, "
    "krijgt beide: 500 voor het geboden klein slem en 100 voor het (niet geboden) groot slem; een groot slem "
    "is geen klein slem erbij. Zes klein slem geboden en gehaald is 550, zeven geboden en gehaald 1100. Slem "
    "boekt alleen de speler die zijn contract haalt: de tekst spreekt van het bieden van slem, en extra slagen "
    "van de tegenpartij zijn al downslagen.",
    "NBB 1930 Contract Bridge, 'Extra punten bij het bieden van slem'",
)
BID_TRICKS_ONLY = Decision(
    "c30-overslagen", RULES, "Overslagen boven de lijn",
    "Onder de lijn komen alleen de geboden trekken ('per geboden trek'); overslagen staan boven de lijn (50, "
    "gedoubleerd 100, geredoubleerd 200 per slag) en tellen dus niet mee voor de manche.",
    "NBB 1930 Contract Bridge, 'Trekken' en 'Overslagen'",
)
UNDERTRICK_SCALE = Decision(
    "c30-downslagen", RULES, "Strafpunten oplopend",
    "De tutor leest de downslagen als: de eerste 50, de eerste twee samen 150, elke volgende 200 erbij "
    "(3 down = 350, 4 down = 550); gedoubleerd het dubbele, geredoubleerd het viervoudige.",
    "NBB 1930 Contract Bridge, 'Downslagen'",
)
HONOURS_ONE_HAND = Decision(
    "c30-honneurs", RULES, "Honneurs alleen in één hand",
    "Alleen honneurs in één hand tellen: vier azen 150 (sans atout), vijf troefhonneurs 150, vier troefhonneurs "
    "100 -- ook als de vijfde bij de partner zit. Over de honneurs verdeeld over de partners zegt de tekst niets; "
    "die tellen dus niet.",
    "NBB 1930 Contract Bridge, 'Honneurs'",
)
UNFINISHED = Decision(
    "c30-afgebroken", RULES, "Afgebroken robber",
    "Heeft bij het afbreken (zonder afgesproken eindtijd) maar één partij een manche, dan boekt zij 250. Punten "
    "onder de lijn in een onvoltooide manche leveren niets extra op.",
    "NBB 1930 Contract Bridge, 'Manche, robber'",
)
DECISIONS = (NO_VULNERABILITY, BID_TRICKS_ONLY, UNDERTRICK_SCALE, HONOURS_ONE_HAND, BID_SLAM, NO_CHICANE,
             HOLDER_SCORES, UNFINISHED, NO_REVOKE)

UNFINISHED_BONUS = 250


def undertrick_points(down: int, doubling: int) -> int:
    """50, 150, then +200 per further undertrick; x2 doubled, x4 redoubled."""
    if down <= 0:
        return 0
    base = 50 if down == 1 else 150 + 200 * (down - 2)
    return base * (1, 2, 4)[doubling]


class Contract1930Rules(RuleSet):
    name = "contract-1930"
    title = "Contract Bridge (NBB 1930)"
    game_points = 100
    rubber_bonus = 500
    values = MappingProxyType({Strain.NT: 35, Strain.S: 30, Strain.H: 30, Strain.D: 20, Strain.C: 20})
    decisions = DECISIONS
    small_slam, grand_slam = 50, 100
    bid_small_slam, bid_grand_slam = 500, 1000

    def strain_error(self, strain: Strain) -> str:
        if strain is Strain.RS:
            return "Kroonschoppen bestaan niet in Contract Bridge (NBB 1930): gebruik schoppen (S), 30 per trek."
        return super().strain_error(strain)

    def _score(self, contract: Contract, side: str, tricks: int, value: int, holdings: Holdings,
               revoke: Revoke, vulnerable: frozenset[str]) -> list[Entry]:
        defenders = other_side(side)
        level = contract.bid.level
        needed = 6 + level
        factor = (1, 2, 4)[contract.doubling]
        word = doubling_word(contract.doubling)
        out: list[Entry] = []
        if tricks >= needed:
            out.append(Entry(side, BELOW, level * value * factor,
                             f"{level} geboden trek{'ken' if level > 1 else ''} × {value * factor}{word}", "tricks"))
            if contract.doubling:
                out.append(Entry(side, ABOVE, 50 if contract.doubling == 1 else 100,
                                 f"voldoen aan het contract{word}", "contract_bonus"))
            over = tricks - needed
            if over:
                out.append(Entry(side, ABOVE, 50 * factor * over,
                                 f"{over} overslag{'en' if over > 1 else ''} × {50 * factor}{word}", "overtricks"))
            out += self._slams(side, contract, tricks)
        else:
            down = needed - tricks
            out.append(Entry(defenders, ABOVE, undertrick_points(down, contract.doubling),
                             f"strafpunten: {down} downslag{'en' if down > 1 else ''}{word}", "undertricks"))
        return out + self._honours(holdings)

    def _slams(self, side: str, contract: Contract, tricks: int) -> list[Entry]:
        """Slam premiums for declarer's side; only called when the contract is made. A bid slam
        earns the made slam's 50 / 100 as well as its 500 / 1000 (decision c30-geboden-slem)."""
        bid_level = contract.bid.level
        out = []
        if bid_level == 7:
            out.append(Entry(side, ABOVE, self.bid_grand_slam, "geboden groot slem", "bid_grand_slam"))
        elif bid_level == 6:
            out.append(Entry(side, ABOVE, self.bid_small_slam, "geboden klein slem", "bid_small_slam"))
        if tricks == 13:
            out.append(Entry(side, ABOVE, self.grand_slam, "groot slem", "grand_slam"))
        elif tricks == 12:
            out.append(Entry(side, ABOVE, self.small_slam, "klein slem", "small_slam"))
        return out

    def _honours(self, holdings: Holdings) -> list[Entry]:
        out = []
        for side in ("NS", "EW"):
            _, m = holdings.side(side)
            if holdings.sans_atout:
                if m == 4:
                    out.append(Entry(side, ABOVE, 150, "honneurs: vier azen in één hand", "honours"))
            elif m == 5:
                out.append(Entry(side, ABOVE, 150, "honneurs: vijf honneurs in één hand", "honours"))
            elif m == 4:
                out.append(Entry(side, ABOVE, 100, "honneurs: vier honneurs in één hand", "honours"))
        return out

    def unfinished_entries(self, games: Mapping[str, int]) -> list[Entry]:
        winners = [side for side, n in games.items() if n]
        if len(winners) == 1:
            return [Entry(winners[0], ABOVE, UNFINISHED_BONUS, "afgebroken robber: één manche voor", "unfinished")]
        return []
