"""``/herhalen/gemengd``: "Gemengd herhalen", the due rules of all chapters shuffled.

Each visit takes the learner's due rules of the book that are ready to mix (practised on their own
to :data:`tutor.quiz.mastery.MIX_MIN_CLEAN` clean answers), in random order, and sends the learner to
a fresh pooled item of the first one that has one, with ``gemengd=1`` on the quiz URL so the item
page leaves out its chapter label: at the table nobody announces which rule applies.
"""
from __future__ import annotations

import random

from flask import Blueprint, current_app, redirect, url_for

from tutor.quiz.mastery import MIX_TEXT
from tutor.service import items
from tutor.service import mastery
from tutor.rules import RULES
from tutor.service.review import due_rules
from tutor.web.db import get_db
from tutor.web.htmx import render
from tutor.web.session import current_learner

__all__ = ["bp", "FLAG"]

bp = Blueprint("mixed_review", __name__)

FLAG = "gemengd"  # the quiz item's query flag: hide the chapter label


@bp.get("/herhalen/gemengd")
def index():
    learner = current_learner()
    waiting = 0  # due rules not yet practised enough on their own to mix
    if learner is not None:
        db = get_db()
        rng = random.Random()
        due = [s.rule for s in due_rules(db, learner.id) if s.rule in RULES]  # the book's rules only
        ready = mastery.ready_to_mix(db, learner.id) if due else set()
        waiting = sum(1 for rule in due if rule not in ready)
        due = [rule for rule in due if rule in ready]
        rng.shuffle(due)
        for rule in due:
            found = items.fresh_for_rule(db, rule, learner.id, rng, seconds=current_app.config["RULE_SEARCH_SECONDS"])
            if found is not None:
                address, seed = found
                return redirect(url_for("quiz.question", scenario=address, seed=seed, herhaling=rule,
                                        **{FLAG: 1}), 303)
    return render("bieden/mixed_review.html", "bieden/_mixed_review.html", learner=learner, waiting=waiting,
                  mix_text=MIX_TEXT)
