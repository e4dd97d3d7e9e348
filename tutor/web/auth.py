"""Who the teacher is, and what is theirs: the login session, the rate limiter, the ownership checks.

Flask-Login keeps the teacher in the signed session cookie (HttpOnly, SameSite=Lax: see
:func:`tutor.web.create_app`). The id it stores is ``"<teacher id>:<login token>"``, and the login
itself lives on the server (:mod:`tutor.store.sessions`): logging out deletes it, so every copy of
the cookie is dead at once; a new password ends every login but the browser's own; a login unused
for ``TEACHER_IDLE_MINUTES`` (default 240: an afternoon's preparation and an evening's lesson fit,
a club laptop left logged in does not stay open overnight) ends by itself. Flask-Limiter counts
failed tries per address (and failed logins per e-mail address) in the database
(:mod:`tutor.web.shared_limits`), so every worker of ``tutor serve --workers N`` counts the same
tries; ``RATELIMIT_STORAGE_URI`` may point at redis or memcached instead. The learner's own session
key is never touched.
"""
from __future__ import annotations

import time

from flask import Flask, abort, current_app, flash, redirect, request, url_for
from flask_limiter import Limiter
from flask_limiter.util import get_remote_address
from flask_login import LoginManager, UserMixin, current_user, login_user, logout_user

from tutor.bridge.numbers import whole_number
from tutor.store import sessions
from tutor.store.teachers import Teacher, get_teacher
from tutor.teaching import Assignment, Class, LessonSet, assignment_of_teacher, get_class, get_set
from tutor.web import shared_limits
from tutor.web.db import get_db

__all__ = [
    "login_manager", "limiter", "TeacherUser", "log_in", "log_out", "current_teacher", "teacher_id", "own_class", "own_set",
    "own_assignment", "init_app",
]

login_manager = LoginManager()
limiter = Limiter(key_func=get_remote_address, default_limits=[])
NOT_FOUND = {
    "class": "Deze groep bestaat niet, of hoort niet bij uw account.",
    "set": "Deze opgavenset bestaat niet, of hoort niet bij uw account.",
    "assignment": "Deze opdracht bestaat niet, of hoort niet bij uw account.",
}


class TeacherUser(UserMixin):
    """The Flask-Login user around a :class:`tutor.store.teachers.Teacher` and one login of theirs."""

    def __init__(self, teacher: Teacher, token: str):
        self.teacher = teacher
        self.id = teacher.id
        self.token = token

    def get_id(self) -> str:
        return f"{self.teacher.id}:{self.token}"


def _idle_seconds() -> float:
    return float(current_app.config["TEACHER_IDLE_MINUTES"]) * 60


def log_in(teacher: Teacher) -> None:
    """A new login of ``teacher`` in this browser (the learner of this browser stays)."""
    login_user(TeacherUser(teacher, sessions.start(get_db(), teacher.id, time.time(), _idle_seconds())))


def log_out() -> None:
    """End this browser's login on the server too: every copy of its cookie stops working."""
    if current_user.is_authenticated:
        sessions.end(get_db(), current_user.token)
    logout_user()


@login_manager.user_loader
def _load_user(user_id: str) -> TeacherUser | None:
    raw_id, _, token = str(user_id).partition(":")
    found = whole_number(raw_id, 1, 2**63 - 1)
    if found is None or not token or not sessions.check(get_db(), found, token, time.time(), _idle_seconds()):
        return None
    teacher = get_teacher(get_db(), found)
    return TeacherUser(teacher, token) if teacher is not None else None


@login_manager.unauthorized_handler
def _unauthorized():
    flash("Log in als docent om deze pagina te zien.")
    return redirect(url_for("accounts.login", volgende=request.full_path.rstrip("?")), 303)


def current_teacher() -> Teacher | None:
    return current_user.teacher if current_user.is_authenticated else None


# -- ownership: what is not the teacher's is a 404, exactly like what does not exist ---------------
def teacher_id() -> int:
    return current_user.teacher.id


def own_class(class_id: int) -> Class:
    found = get_class(get_db(), teacher_id(), class_id)
    if found is None:
        abort(404, NOT_FOUND["class"])
    return found


def own_set(set_id: int) -> LessonSet:
    found = get_set(get_db(), teacher_id(), set_id)
    if found is None:
        abort(404, NOT_FOUND["set"])
    return found


def own_assignment(assignment_id: int) -> Assignment:
    found = assignment_of_teacher(get_db(), teacher_id(), assignment_id)
    if found is None:
        abort(404, NOT_FOUND["assignment"])
    return found


def init_app(app: Flask) -> None:
    app.config.setdefault("ARGON2_PROFILE", "RFC_9106_LOW_MEMORY")
    app.config.setdefault("TEACHER_IDLE_MINUTES", 240)
    app.config.setdefault("RATELIMIT_STORAGE_URI", f"{shared_limits.SCHEME}://")
    login_manager.init_app(app)
    limiter.init_app(app)
