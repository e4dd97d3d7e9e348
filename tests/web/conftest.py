"""Fixtures shared by the teacher's client tests."""
from __future__ import annotations

import pytest
from flask import Flask

from .teacher_actions import TeacherActions


@pytest.fixture
def els(app: Flask) -> TeacherActions:
    """Els de Vries, a registered teacher with her own client."""
    teacher = TeacherActions(app)
    teacher.register()
    return teacher
