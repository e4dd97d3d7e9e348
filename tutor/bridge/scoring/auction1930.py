"""Auction Bridge as the Nederlandsche Bridge-Bond scored it in 1930 (seed 001).

Trick values: sans atout 10, schoppen 9, harten 8, ruiten 7, klaveren 6 -- there are no
"lowly" spades and no kroonschoppen. All odd tricks made score below the line (doubled x2,
redoubled x4). A doubled contract made earns 50 plus 50 per overtrick (doubled when
redoubled); a doubled contract lost costs 100 per undertrick (200 redoubled). Honours as in
1918; slams 50 / 100; game 30, not rewarded itself; rubber 250; a rubber broken off without
an agreed end counts 125 per game won.
"""
from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from tutor.bridge.bidding import Contract, Strain
from tutor.bridge.scoring.base import ABOVE, BELOW, Decision, Entry, Revoke, RuleSet, doubling_word, other_side
from tutor.bridge.scoring.holdings import Holdings
from tutor.bridge.scoring.royal import SLAM_SIDE, honour_entries, odd_tricks_label, slam_entries

__all__ = ["Auction1930Rules", "DECISIONS"]

RULES = ("auction-1930",)

UNDOUBLED_UNDERTRICKS = Decision(
    "a30-onderslagen", RULES, "Strafpunten zonder doublure",
    "De NBB-tekst noemt alleen de straf bij een gedoubleerd spel (100 per downslag). Zonder doublure rekent de "
    "tutor 50 per downslag: de helft van de gedoubleerde straf, zoals bij Royal Auction Bridge (regel 24) en "
    "zoals de verdubbeling bij doubleeren het vraagt.",
    "NBB 1930 Auction Bridge, 'Voldoen aan het bod'",
)
NO_CHICANE = Decision(
    "a30-chicane", RULES + ("contract-1930",), "Geen chicane in de telling van 1930",
    "De NBB-teksten van 1930 sommen de honneurs volledig op en noemen geen chicane. De tutor telt daarom geen "
    "chicane bij Auction Bridge 1930 en Contract Bridge 1930.",
    "NBB 1930, 'Honneurs'",
)
NO_ROYAL_SPADES = Decision(
    "a30-schoppen", RULES, "Schoppen telt 9",
    "In de NBB-tekst is schoppen de hoogste kleur (9 per trek); kroonschoppen en de 'lage' schoppen van 2 "
    "bestaan niet. Een contract in kroonschoppen weigert de tutor bij deze telling; S betekent schoppen.",
    "NBB 1930 Auction Bridge, 'Honneurs' (kleurwaarden)",
)
UNFINISHED = Decision(
    "a30-afgebroken", RULES, "Afgebroken robber",
    "Wordt het spelen afgebroken zonder dat een eindtijd was afgesproken, dan boekt elke partij 125 voor "
    "iedere manche die zij in de lopende robber won. Punten onder de lijn in een onvoltooide manche leveren "
    "niets extra op: de tekst noemt alleen manches.",
    "NBB 1930 Auction Bridge, 'Manche, Robber'",
)
HOLDER_SCORES = Decision(
    "a30-honneurs-wie", RULES + ("contract-1930",), "Wie de honneurs boekt",
    "De partij die de honneurs in handen heeft boekt ze, ook als dat de tegenpartij is en ook als het "
    "contract niet gehaald wordt, zoals in het boek van 1918 (regel 24, het zevende spel van de robber). "
    "Doubleeren verandert de honneurs niet.",
    "NBB 1930 (zwijgt); regels 17 en 24 van 1918",
)
NO_REVOKE = Decision(
    "n30-verzaking", RULES + ("contract-1930",), "Verzaken bij de telling van 1930",
    "De NBB-teksten van 1930 geven geen strafbepalingen voor verzaken; de tutor neemt bij deze tellingen geen "
    "verzaking aan (gebruik daarvoor de telling van 1918).",
    "NBB 1930 (zwijgt)",
)
DECISIONS = (UNDOUBLED_UNDERTRICKS, NO_CHICANE, NO_ROYAL_SPADES, SLAM_SIDE, HOLDER_SCORES, UNFINISHED, NO_REVOKE)

UNFINISHED_GAME_BONUS = 125


class Auction1930Rules(RuleSet):
    name = "auction-1930"
    title = "Auction Bridge (NBB 1930)"
    game_points = 30
    rubber_bonus = 250
    values = MappingProxyType({Strain.NT: 10, Strain.S: 9, Strain.H: 8, Strain.D: 7, Strain.C: 6})
    decisions = DECISIONS
    small_slam = 50
    grand_slam = 100

    def strain_error(self, strain: Strain) -> str:
        if strain is Strain.RS:
            return ("Kroonschoppen bestaan niet in Auction Bridge (NBB 1930): daar telt gewoon schoppen (S) "
                    "9 per trek.")
        return super().strain_error(strain)

    def _score(self, contract: Contract, side: str, tricks: int, value: int, holdings: Holdings,
               revoke: Revoke, vulnerable: frozenset[str]) -> list[Entry]:
        defenders = other_side(side)
        factor = (1, 2, 4)[contract.doubling]
        needed = 6 + contract.bid.level
        out: list[Entry] = []
        if tricks >= needed:
            odd = tricks - 6
            out.append(Entry(side, BELOW, odd * value * factor,
                             odd_tricks_label(odd, value * factor, contract.doubling), "tricks"))
            if contract.doubling:
                mult = 2 if contract.doubling == 2 else 1
                out.append(Entry(side, ABOVE, 50 * mult,
                                 f"voldoen aan het contract{doubling_word(contract.doubling)}", "contract_bonus"))
                over = tricks - needed
                if over:
                    out.append(Entry(side, ABOVE, 50 * mult * over,
                                     f"{over} trek boven het bod × {50 * mult}{doubling_word(contract.doubling)}",
                                     "overtrick_bonus"))
        else:
            down = needed - tricks
            out.append(Entry(defenders, ABOVE, 50 * factor * down,
                             f"strafpunten: {down} te weinig × {50 * factor}{doubling_word(contract.doubling)}",
                             "undertricks"))
        out += slam_entries(side, tricks, self.small_slam, self.grand_slam)
        out += slam_entries(defenders, 13 - tricks, self.small_slam, self.grand_slam)
        return out + honour_entries(holdings, value)

    def unfinished_entries(self, games: Mapping[str, int]) -> list[Entry]:
        return [Entry(side, ABOVE, UNFINISHED_GAME_BONUS * n,
                      f"afgebroken robber: {n} manche{'s' if n > 1 else ''} × {UNFINISHED_GAME_BONUS}", "unfinished")
                for side, n in games.items() if n]
