"""Every threshold of the rule base is decided once (tutor/rules/limits.py) and shown to the learner in
"Zo telt de tutor" with its band (issue 36, item 1); a band is where both calls are allowed."""
from pathlib import Path

import pytest

from tutor.rules.limits import LIMITS

LESSON = Path(__file__).resolve().parents[2] / "lessons" / "zo-telt-de-tutor.md"


@pytest.mark.parametrize("limit", LIMITS, ids=[f"{x.rule} {x.counts[:30]}" for x in LIMITS])
def test_the_lesson_shows_every_limit_and_its_band(limit):
    assert limit.lesson_row() in LESSON.read_text(encoding="utf-8"), limit.lesson_row()


@pytest.mark.parametrize("limit", LIMITS, ids=[f"{x.rule} {x.counts[:30]}" for x in LIMITS])
def test_a_band_lies_around_its_reading(limit):
    assert limit.band_low <= limit.reading and limit.band_high >= limit.reading - 1
    assert limit.page and limit.name and limit.counts
    if limit.has_band:
        assert limit.words, "a band says which of the book's words leave the limit open"
        assert not limit.near(limit.reading) and limit.reached(limit.reading)
        assert all(limit.near(v) or limit.barely(v) for v in limit.band_values)


def test_the_opening_band_is_the_lessons_example():
    from tutor.rules.limits import OPENING
    assert OPENING.band_words() == "bij 3½ of 4 slagen"
    assert "bij 3½ of 4 slagen mag u allebei" in LESSON.read_text(encoding="utf-8").replace("\n", " ")
