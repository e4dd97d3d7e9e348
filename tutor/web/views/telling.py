"""``/telling``: the scoring calculator on a real score sheet, the book's rubbers replayed
deal by deal, and the scoring decisions the tutor takes where the sources are silent.

URLs: ``/telling`` (GET the calculator, POST a deal; ``?schud=<n>`` deals a random hand;
the form's fields as query values, e.g. ``?level=4&strain=H&tricks=10``, score at once),
``/telling/robber?stap=<0-9>`` (the nine-deal rubber of rule 19) and
``/telling/drie-spelers?stap=<0-7>`` (the three-player example, blz. 87-88).
An htmx request gets the fragment, any other request the full page.
"""
from __future__ import annotations

import json
import random
import secrets
from dataclasses import dataclass
from pathlib import Path

from flask import Blueprint, Flask, current_app, request, url_for
from flask_wtf import FlaskForm
from wtforms import RadioField, SelectField, StringField
from wtforms.validators import AnyOf, ValidationError
from wtforms.widgets import NumberInput

from tutor.bridge.bidding import Bid, CallError, Contract, Strain
from tutor.bridge.cards import CardError, Deal, Seat
from tutor.bridge.scoring import RULE_SETS, DealScore, ScoringError, all_decisions, get_rules, parse_deals, replay
from tutor.bridge.scoring.layout import SheetLayout, layout
from tutor.bridge.scoring.threeplayer import PLAYERS, ThreePlayerRules, parse_three_deals, replay_three
from tutor.bridge.numbers import whole_number
from tutor.web import numbers
from tutor.web.htmx import render
from tutor.web.models.cards import HandView, hand_view
from tutor.web.models.worth_table import worth_table

__all__ = ["bp", "init_app", "CalculatorForm"]

bp = Blueprint("telling", __name__, url_prefix="/telling")
EXTENSION_KEY = "bridger.telling"
EXAMPLES = Path(__file__).resolve().parents[2] / "bridge" / "scoring" / "examples"

RULE_CHOICES = [(name, cls.title) for name, cls in RULE_SETS.items()]
STRAIN_CHOICES = [("NT", "sans atout"), ("RS", "kroonschoppen"), ("H", "harten"), ("D", "ruiten"),
                  ("C", "klaveren"), ("S", "schoppen")]
DOUBLING_CHOICES = [("0", "niet gedoubleerd"), ("1", "gedoubleerd"), ("2", "geredoubleerd")]
DECLARER_CHOICES = [("S", "Zuid (wij)"), ("N", "Noord (wij)"), ("W", "West (zij)"), ("E", "Oost (zij)")]
SOURCE_CHOICES = [("opgeven", "honneurs zelf opgeven"), ("spel", "uit een spel (PBN)")]
HOLDER_CHOICES = [("NS", "wij"), ("EW", "zij")]
HONOUR_CHOICES = [("0", "geen"), ("3", "drie"), ("4", "vier, verdeeld"), ("4-1", "vier in één hand"),
                  ("5", "vijf, verdeeld"), ("5-4", "vijf, waarvan vier in één hand"), ("5-1", "vijf in één hand")]
CHICANE_CHOICES = [("0", "geen"), ("1", "chicane"), ("2", "doublé chicane")]
# honours per hand of the holding side (first hand, partner) for each choice
HONOUR_HANDS = {"0": (0, 0), "3": (2, 1), "4": (2, 2), "4-1": (4, 0), "5": (3, 2), "5-4": (4, 1), "5-1": (5, 0)}
SIDE_SEATS = {"NS": (Seat.S, Seat.N), "EW": (Seat.W, Seat.E)}
WE_THEY = (("NS", "Wij"), ("EW", "Zij"))
RULE_GROUPS = [("royal", "Royal Auction Bridge (1918)"), ("three-player", "Drie spelers (1918)"),
               ("auction-1930", "Auction Bridge (NBB 1930)"), ("contract-1930", "Contract Bridge (NBB 1930)")]
BOOK_NAMES = {Seat.N: "A", Seat.S: "B", Seat.E: "C", Seat.W: "D"}  # rule 19: A-B against C-D


FORM_FIELDS = ("rules", "level", "strain", "doubling", "declarer", "tricks", "source", "holder", "honours",
               "chicane_ns", "chicane_ew", "deal")


def _choice(choices, message: str) -> AnyOf:
    return AnyOf([value for value, _ in choices], message=message)


class CalculatorForm(FlaskForm):
    """One deal to score. Every message is Dutch; the view turns errors into a 422 page."""

    rules = SelectField("Telling", choices=dict(RULE_CHOICES), default="royal", validate_choice=False,
                        validators=[_choice(RULE_CHOICES, "Kies een van de drie tellingen.")])
    level = SelectField("Bod", choices={str(n): str(n) for n in range(1, 8)}, default="3", validate_choice=False,
                        validators=[AnyOf([str(n) for n in range(1, 8)], message="Een bod gaat van 1 tot 7.")])
    strain = SelectField("Kleur", choices=dict(STRAIN_CHOICES), default="NT", validate_choice=False,
                         validators=[_choice(STRAIN_CHOICES, "Kies een kleur of sans atout.")])
    doubling = RadioField("Doubleeren", choices=dict(DOUBLING_CHOICES), default="1", validate_choice=False,
                          validators=[_choice(DOUBLING_CHOICES, "Kies niet, wel of geredoubleerd.")])
    declarer = SelectField("Speler van het spel", choices=dict(DECLARER_CHOICES), default="S", validate_choice=False,
                           validators=[_choice(DECLARER_CHOICES, "Kies Noord, Oost, Zuid of West.")])
    tricks = StringField("Slagen van de speler", default="10", widget=NumberInput(min=0, max=13, step=1),
                         render_kw={"required": True})
    source = RadioField("Waar komen ze vandaan?", choices=dict(SOURCE_CHOICES), default="opgeven", validate_choice=False,
                        validators=[_choice(SOURCE_CHOICES, "Kies: honneurs opgeven of uit een spel.")])
    holder = SelectField("Wie heeft de honneurs", choices=dict(HOLDER_CHOICES), default="NS", validate_choice=False,
                         validators=[_choice(HOLDER_CHOICES, "Kies wij of zij.")])
    honours = SelectField("Honneurs (azen bij sans atout)", choices=dict(HONOUR_CHOICES), default="3",
                          validate_choice=False, validators=[_choice(HONOUR_CHOICES, "Kies een honneursbezit.")])
    chicane_ns = SelectField("Chicane wij", choices=dict(CHICANE_CHOICES), default="0", validate_choice=False,
                             validators=[_choice(CHICANE_CHOICES, "Kies geen, chicane of doublé chicane.")])
    chicane_ew = SelectField("Chicane zij", choices=dict(CHICANE_CHOICES), default="0", validate_choice=False,
                             validators=[_choice(CHICANE_CHOICES, "Kies geen, chicane of doublé chicane.")])
    deal = StringField("Spel in PBN", default="", render_kw={
        "spellcheck": "false", "autocomplete": "off", "pattern": r"\s*[NESWnesw]\s*:\s*(\S+\s+){3}\S+\s*",
        "title": "N: gevolgd door vier handen, bijvoorbeeld N:AKJ2.AJ6.QJT3.Q9 Q853.Q87.K984.JT ..."})

    def validate_tricks(self, field: StringField) -> None:
        if whole_number(field.data, 0, 13) is None:
            raise ValidationError("Het aantal slagen van de speler is een geheel getal van 0 tot 13.")

    def validate_deal(self, field: StringField) -> None:
        if self.source.data != "spel":
            return
        if not (field.data or "").strip():
            raise ValidationError("Vul een spel in (PBN), of kies 'honneurs zelf opgeven'.")
        try:
            Deal.from_pbn(field.data)
        except CardError as exc:
            raise ValidationError(str(exc)) from None


@dataclass(frozen=True)
class Outcome:
    """What one calculation shows: the sentence, the entries and the sheet."""

    summary: str
    rules_title: str
    entries: tuple[dict, ...]
    sheet: SheetLayout
    hands: tuple[tuple[str, str, HandView], ...]  # (seat letter, title, hand)


def _holdings_from_form(form: CalculatorForm, strain: Strain) -> tuple[dict, list]:
    holder = form.holder.data
    first, partner = SIDE_SEATS[holder]
    counts = HONOUR_HANDS[form.honours.data]
    if strain is Strain.NT and sum(counts) > 4:
        raise ScoringError("In sans atout tellen de azen als honneurs, en er zijn er maar vier.")
    honours = {first.name: counts[0], partner.name: counts[1]}
    voids = []
    for side, value in (("NS", form.chicane_ns.data), ("EW", form.chicane_ew.data)):
        if value == "0":
            continue
        if strain is Strain.NT:
            raise ScoringError("Chicane bestaat alleen in een troefspel, niet in sans atout.")
        seats = SIDE_SEATS[side]
        free = [s for s in seats if not honours.get(s.name)]
        if len(free) < int(value):
            raise ScoringError("Een hand zonder troef kan geen honneurs hebben: kies bij chicane een honneursbezit "
                               "waarbij die hand er geen heeft (bijvoorbeeld alle honneurs in één hand).")
        voids.extend(s.name for s in free[-int(value):])
    return honours, voids


def calculate(form: CalculatorForm) -> Outcome:
    """Score the form's deal; raises :class:`ScoringError` (Dutch) when the combination cannot be."""
    rules = get_rules(form.rules.data)
    try:
        contract = Contract(Bid(int(form.level.data), Strain.from_code(form.strain.data)), int(form.doubling.data))
    except CallError as exc:
        raise ScoringError(str(exc)) from None
    declarer = Seat.parse(form.declarer.data)
    tricks = whole_number(form.tricks.data, 0, 13)
    hands: tuple = ()
    if form.source.data == "spel":
        deal = Deal.from_pbn(form.deal.data)
        result = rules.score_deal(contract, declarer, tricks, deal)
        hands = tuple((s.name, s.dutch, hand_view(deal[s])) for s in (Seat.N, Seat.W, Seat.E, Seat.S))
    else:
        honours, voids = _holdings_from_form(form, contract.bid.strain)
        result = rules.score_deal(contract, declarer, tricks, honours=honours, voids=voids)
    return Outcome(_summary(rules.title, contract, declarer, tricks, result), rules.title,
                   _entry_rows(result), layout(result.entries, WE_THEY), hands)


def _summary(title: str, contract: Contract, declarer: Seat, tricks: int, result: DealScore) -> str:
    side = "wij" if declarer.side == "NS" else "zij"
    needed = 6 + contract.bid.level
    if result.made:
        over = tricks - needed
        how = "voldoet aan het contract" + (f" met {over} slag{'en' if over > 1 else ''} meer" if over else "")
    else:
        how = f"haalt {needed - tricks} slag{'en' if needed - tricks > 1 else ''} te weinig"
    return (f"{title}: {declarer.dutch} ({side}) speelt {contract.dutch}, maakt {tricks} slagen en {how}.")


def _entry_rows(result: DealScore) -> tuple[dict, ...]:
    return tuple({"who": "wij" if e.side == "NS" else "zij", "where": "boven de lijn" if e.line == "above"
                  else "onder de lijn", "points": e.points, "label": e.label} for e in result.entries)


def _decision_groups() -> list[dict]:
    decisions = all_decisions()
    return [{"key": key, "title": title, "entries": [d for d in decisions if key in d.rules]}
            for key, title in RULE_GROUPS]


# -- the calculator ------------------------------------------------------------------------------
@bp.route("", methods=["GET", "POST"])
def calculator():
    """GET: the calculator (with query values, e.g. from a lesson link, it scores them at once);
    POST: score the form. Bad values: 422 with Dutch messages, as a fragment for htmx."""
    if request.method == "POST":
        form = CalculatorForm()
        valid = form.validate()
    elif any(name in request.args for name in FORM_FIELDS):
        form = CalculatorForm(formdata=request.args, meta={"csrf": False})
        valid = form.validate()
    else:
        form = CalculatorForm(formdata=None)
        seed = numbers.from_query("schud", numbers.SHUFFLE, "Schudden gaat met een getal, bijvoorbeeld "
                                  "/telling?schud=42.", status=400)
        if seed is not None:
            form.deal.data = Deal.random(random.Random(seed)).to_pbn()
            form.source.data = "spel"
        valid = True
    outcome = None
    problem = None
    if valid:
        try:
            outcome = calculate(form)
        except (ScoringError, CardError, CallError) as exc:
            problem = str(exc)
    status = 200 if valid and not problem else 422
    return render("telling/index.html", "telling/_calculator.html", status=status, form=form, outcome=outcome,
                  problem=problem, decisions=_decision_groups(), shuffle_seed=secrets.randbelow(10**9),
                  worth=worth_table())


# -- the book's rubbers, deal by deal ------------------------------------------------------------
def init_app(app: Flask) -> None:
    """Read the book's two example rubbers once."""
    four = json.loads((EXAMPLES / "book_rubber.json").read_text(encoding="utf-8"))
    three = json.loads((EXAMPLES / "three_player_rubber.json").read_text(encoding="utf-8"))
    app.extensions[EXTENSION_KEY] = {"four": parse_deals(four)[0], "three": parse_three_deals(three)}


def _step(last: int) -> int:
    raw = request.args.get("stap", "1")
    return numbers.from_query("stap", numbers.Kind(0, last), f"Stap {raw[:20]!r} bestaat niet: kies een spel van 0 "
                              f"tot en met {last}.", default=1, status=400)


def _nav(endpoint: str, step: int, last: int) -> dict:
    return {
        "previous": url_for(endpoint, stap=step - 1) if step > 0 else None,
        "next": url_for(endpoint, stap=step + 1) if step < last else None,
        "first": url_for(endpoint, stap=0), "last": url_for(endpoint, stap=last),
        "steps": [{"n": n, "href": url_for(endpoint, stap=n), "current": n == step} for n in range(last + 1)],
    }


@bp.get("/robber")
def rubber():
    deals = current_app.extensions[EXTENSION_KEY]["four"]
    step = _step(len(deals))
    result = replay(get_rules("royal"), deals[:step])
    current = result.deals[-1] if step else None
    info = None
    if current is not None:
        item = current.input
        who = BOOK_NAMES[item.declarer]
        info = {
            "number": step,
            "title": f"{who} ({item.declarer.dutch}) speelt {item.contract.dutch} en maakt {item.tricks} slagen.",
            "note": item.note,
            "hands": tuple((s.name, f"{BOOK_NAMES[s]} · {s.dutch}", hand_view(item.deal[s]))
                           for s in (Seat.N, Seat.W, Seat.E, Seat.S)) if item.deal else (),
            "game": ("A en B" if current.game.winner == "NS" else "C en D") if current.game else None,
            "rubber": current.rubber,
        }
    sheet = layout(result.lines, (("NS", "Wij · A en B"), ("EW", "Zij · C en D")), result.games, step or None)
    end = None
    if result.finished:
        winner = "A en B" if result.winner == "NS" else "C en D"
        end = {"winner": winner, "difference": result.difference,
               "tens": result.settlement[result.winner], "totals": result.totals}
    return render("telling/replay.html", "telling/_replay.html", variant="four", step=step, last=len(deals),
                  info=info, sheet=sheet, end=end, nav=_nav("telling.rubber", step, len(deals)),
                  title="De robber van het boek", decisions=_decision_groups())


@bp.get("/drie-spelers")
def three_players():
    deals = current_app.extensions[EXTENSION_KEY]["three"]
    step = _step(len(deals))
    rules = ThreePlayerRules()
    result = replay_three(rules, deals[:step])
    info = None
    if step:
        item = deals[step - 1]
        game = next((g for g in result.games if g.deal == step), None)
        info = {"number": step, "title": f"{item.declarer} speelt {item.contract.dutch} en maakt {item.tricks} slagen.",
                "note": item.note, "hands": (), "game": game.winner if game else None,
                "rubber": result.finished and result.games[-1].deal == step}
    sheet = layout(result.lines, tuple((p, p) for p in PLAYERS), result.games, step or None)
    end = None
    if result.finished:
        end = {"totals": result.totals,
               "settlement": {p: f"{n:+d}" for p, n in result.settlement.items()},
               "tens": {p: f"{n:+d}" for p, n in result.settlement_tens.items()}}
    return render("telling/replay.html", "telling/_replay.html", variant="three", step=step, last=len(deals),
                  info=info, sheet=sheet, end=end, nav=_nav("telling.three_players", step, len(deals)),
                  title="Drie spelers: het voorbeeld van het boek", decisions=_decision_groups())
