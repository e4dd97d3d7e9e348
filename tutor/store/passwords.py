"""Which passwords a teacher may choose: not one that is common or easily guessed.

The strength is estimated by zxcvbn (Dropbox's estimator, the maintained Python port): it knows
the 30,000 most used passwords, English words, names and surnames, and the patterns people use
(``aaaaaaaaaa``, ``1234567890``, ``qwertyuiop``, dates, l33t, words backwards), and it counts how
many guesses an attacker needs. A shipped list of common passwords would only catch exact copies;
an estimator also refuses ``wachtwoord2024!`` and ``aaaaaaaaaaaa``. Its lists are English, so a
few Dutch words that people here pick (``welkom``, ``zomer``, the suits, club and city names) and
the teacher's own name and address are added as words to try first.

A password passes at zxcvbn's score 3 (about 10^8 guesses or more): online guessing is
rate-limited, and a stolen database must resist offline guessing against argon2id.
"""
from __future__ import annotations

import re

from zxcvbn import zxcvbn

__all__ = ["MIN_SCORE", "DUTCH_WORDS", "weakness"]

MIN_SCORE = 3
CHECKED = 72  # zxcvbn's own bound: a longer password is judged by its first 72 characters
DUTCH_WORDS = (
    "wachtwoord", "welkom", "welkom01", "geheim", "hallo", "hoi", "liefde", "schatje", "prinses", "kabouter",
    "zomer", "winter", "lente", "herfst", "voetbal", "ajax", "feyenoord", "psv", "oranje", "nederland",
    "holland", "amsterdam", "rotterdam", "utrecht", "denhaag", "maandag", "dinsdag", "woensdag", "donderdag",
    "vrijdag", "zaterdag", "zondag", "januari", "februari", "maart", "april", "mei", "juni", "juli",
    "augustus", "september", "oktober", "november", "december", "bridge", "bridger", "bridgeclub", "bridgen",
    "klaveren", "ruiten", "harten", "schoppen", "sansatout", "troef", "manche", "robber", "docent", "leraar",
    "lerares", "school", "club", "beginners", "cursus", "les", "opa", "oma", "mama", "papa", "poes", "hond",
)
_PLAIN = ("Kies een ander, het liefst drie of vier losse woorden die niets met elkaar te maken hebben (geen zin, "
          "spreekwoord of liedregel), met spaties ertussen: zo'n wachtwoord onthoudt u makkelijk en raadt een "
          "ander moeilijk.")


def _personal(email: str, name: str) -> list[str]:
    """The teacher's own words: the address and its parts, the name and every run of its words
    written together ("devries", "elsdevries")."""
    words = name.lower().split()
    runs = ["".join(words[i:j]) for i in range(len(words)) for j in range(i + 1, len(words) + 1)]
    parts = [email, *re.split(r"[@._+\-]+", email), name.lower(), *runs]
    return [p.lower() for p in dict.fromkeys(parts) if len(p) >= 3]


def _reason(match: dict, personal: set[str]) -> str:
    pattern = match.get("pattern")
    if pattern == "dictionary":
        if match.get("l33t"):
            return "cijfers of tekens in plaats van letters (zoals w8chtw00rd) maken een woord niet moeilijker te raden"
        if match.get("reversed"):
            return "een woord achterstevoren is niet moeilijker te raden dan het woord zelf"
        if match.get("dictionary_name") == "passwords":
            return "het staat in de lijsten van wachtwoorden die het vaakst worden gebruikt, en die probeert een aanvaller het eerst"
        if match.get("dictionary_name") == "user_inputs" and match.get("matched_word") in personal:
            return "het bevat uw naam of uw e-mailadres"
        if match.get("dictionary_name") == "user_inputs":
            return "het bevat een woord dat hier voor de hand ligt (zoals welkom, zomer, bridge of een kleur)"
        return "het is een bekend woord of een naam, en zulke woorden probeert een aanvaller het eerst"
    return {
        "spatial": "het volgt de toetsen van het toetsenbord (zoals qwerty of asdf)",
        "repeat": "het herhaalt steeds dezelfde tekens of hetzelfde stukje (zoals aaaa of abcabc)",
        "sequence": "het is een reeks (zoals 12345, abcde of 97531)",
        "regex": "het bevat een jaartal, en jaartallen zijn makkelijk te raden",
        "date": "het bevat een datum, en data zijn makkelijk te raden",
    }.get(pattern, "het is te kort of te eenvoudig")


def weakness(password: str, email: str = "", name: str = "") -> str | None:
    """Why ``password`` is too easy to guess (a Dutch sentence that helps), or None when it is strong
    enough."""
    personal = _personal(email.lower(), name)
    letters = re.sub(r"[\W\d_]+", "", password.lower())
    whole = [re.sub(r"[\W\d_]+", "", w) for w in (name.lower(), email.lower().split("@")[0])]
    if any(len(w) >= 4 and w in letters for w in whole):  # "Els de Vries 1958": zxcvbn sees three parts
        return f"Dit wachtwoord is te makkelijk te raden: het bevat uw naam of uw e-mailadres. {_PLAIN}"
    result = zxcvbn(password[:CHECKED], user_inputs=[*DUTCH_WORDS, *personal], max_length=CHECKED)
    if result["score"] >= MIN_SCORE:
        return None
    dominant = max(result["sequence"], key=lambda m: len(m.get("token", "")), default={})
    return f"Dit wachtwoord is te makkelijk te raden: {_reason(dominant, set(personal))}. {_PLAIN}"
