"""Helpers for the teacher's client tests (like flaskr's ``AuthActions``): a teacher and a learner
driving their own test clients, CSRF tokens included."""
from __future__ import annotations

import re
import time

from flask import Flask
from flask.testing import FlaskClient

from tutor.store.db import open_db

PASSWORD = "een lang wachtwoord"
FAST = "gever-sans-atout"          # its items are made in a fraction of a second
OWN_DEAL = "N:AT9.AJT2.Q86.AK5 KQJ63.K96.T7.J72 842.Q75.K943.Q94 75.843.AJ52.T863"
_CSRF = re.compile(r'<meta name="csrf-token" content="([^"]+)"')
# cheap passwords; a set is made whole in the request however busy the machine (an empty pool makes every item)
TEST_CONFIG = {"ARGON2_PROFILE": "CHEAPEST", "SET_BUILD_SECONDS": 600}
READY_SECONDS = 300  # a bound for a wedged build, not a pace: a loaded machine only takes longer


def csrf(client: FlaskClient, url: str = "/") -> str:
    match = _CSRF.search(client.get(url).get_data(as_text=True))
    assert match, f"no CSRF token on {url}"
    return match.group(1)


def last_id(location: str) -> int:
    return int(re.search(r"/(\d+)(?:#.*)?$", location).group(1))


class TeacherActions:
    def __init__(self, app: Flask, email: str = "els@voorbeeld.nl", name: str = "Els de Vries"):
        self.app = app
        self.client = app.test_client()
        self.email, self.name = email, name

    def post(self, url: str, data: dict | None = None, **kwargs):
        data = dict(data or {})
        data.setdefault("csrf_token", csrf(self.client))
        return self.client.post(url, data=data, **kwargs)

    def register(self, password: str = PASSWORD):
        """Register and log in (registering itself logs nobody in: it answers alike for a known
        address); returns the login's response."""
        response = self.post("/docent/registreren", {"name": self.name, "email": self.email, "password": password,
                                                     "confirm": password})
        assert response.status_code == 303 and response.headers["Location"] == "/docent/inloggen", response.status_code
        return self.login(password)

    def login(self, password: str = PASSWORD, **extra):
        return self.post("/docent/inloggen", {"email": self.email, "password": password, **extra})

    def logout(self):
        return self.post("/docent/uitloggen")

    def create_class(self, name: str = "Beginners dinsdag") -> tuple[int, str]:
        response = self.post("/docent/groepen", {"naam": name})
        assert response.status_code == 303, response.get_data(as_text=True)
        class_id = last_id(response.headers["Location"])
        with self.db() as db:
            code = db.execute("SELECT code FROM classes WHERE id = ?", (class_id,)).fetchone()[0]
        return class_id, code

    def create_set(self, title: str = "Les 1", ready: bool = True, **counts: str) -> int:
        """A new set; with ``ready``, once every item is made (each visit of the set page makes more
        within its time budget: on a busy machine that takes more than the one request)."""
        picks = counts or {f"scenario-{FAST}": "2"}
        response = self.post("/docent/sets", {"naam": title, **picks})
        assert response.status_code == 303, response.get_data(as_text=True)
        set_id = last_id(response.headers["Location"])
        deadline = time.monotonic() + READY_SECONDS
        while ready and any(r["status"] == "pending" for r in item_rows(self.app, set_id)):
            assert time.monotonic() < deadline, f"set {set_id} not made within {READY_SECONDS} s"
            self.client.get(f"/docent/sets/{set_id}/voortgang")
        return set_id

    def add_own_hand(self, set_id: int, **fields: str):
        data = {"spel": OWN_DEAL, "bieden": "1 ks pas", "antwoord": "2 ks", "uitleg": "Steun uw partner meteen."}
        data.update(fields)
        return self.post(f"/docent/sets/{set_id}/eigen-hand", data)

    def assign(self, class_id: int, set_id: int, due: str = "") -> int:
        response = self.post("/docent/opdrachten", {"groep": class_id, "set": set_id, "inleveren": due})
        assert response.status_code == 303
        with self.db() as db:
            return db.execute("SELECT id FROM assignments WHERE class_id = ? AND set_id = ?",
                              (class_id, set_id)).fetchone()[0]

    def db(self):
        return _Db(self.app.config["DATABASE"])


class LearnerActions:
    def __init__(self, app: Flask):
        self.app = app
        self.client = app.test_client()

    def post(self, url: str, data: dict | None = None, **kwargs):
        data = dict(data or {})
        data.setdefault("csrf_token", csrf(self.client))
        return self.client.post(url, data=data, **kwargs)

    def join(self, code: str, name: str):
        return self.post(f"/klas/{code}", {"naam": name})

    def answer(self, assignment_id: int, number: int, call: str, **kwargs):
        return self.post(f"/opdracht/{assignment_id}/{number}", {"answer": call}, **kwargs)

    def learner_id(self) -> int | None:
        with self.client.session_transaction() as session:
            return session.get("learner")


class _Db:
    def __init__(self, path: str):
        self.path = path

    def __enter__(self):
        self.db = open_db(self.path)
        return self.db

    def __exit__(self, *exc):
        self.db.close()


def item_rows(app: Flask, set_id: int) -> list[dict]:
    with _Db(app.config["DATABASE"]) as db:
        # a set item with its stored item's columns (once made)
        return list(db.query("SELECT s.*, i.address, i.seed, i.variant, i.kind, i.deal, i.dealer, i.auction, i.score, i.games, "
                             "i.best, i.acceptable, i.rule, i.page, i.chapter, i.explanation, i.question "
                             "FROM set_items s LEFT JOIN items i ON i.id = s.item_id WHERE s.set_id = ? "
                             "ORDER BY s.position", (set_id,)))


def wrong_call(item: dict) -> str:
    """A legal call that is neither the item's best nor acceptable call."""
    from tutor.bridge.bidding import Auction

    avoid = set((item["best"] or "").split()) | set((item["acceptable"] or "").split())
    return next(str(c) for c in Auction.parse(item["auction"]).legal_calls() if str(c) not in avoid)
