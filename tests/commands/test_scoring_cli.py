"""``tutor score`` and ``tutor rubber`` as DESIGN.md fixes them (called through tutor.cli.main)."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from tutor.cli import main

EXAMPLES = Path(__file__).resolve().parents[2] / "tutor" / "bridge" / "scoring" / "examples"
# N-S hold three aces (N: spades and hearts, S: diamonds); E-W the ace of clubs.
THREE_ACES = "N:AKJ2.AJ6.QJT3.Q9 Q853.Q87.K984.JT T7.KT542.A72.863 964.93.65.AK7542"


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def run_json(capsys, *argv):
    code, out, err = run(capsys, *argv, "--json")
    assert code == 0, err
    return json.loads(out)


def test_book_third_deal_3ntx_with_three_aces(capsys):
    data = run_json(capsys, "score", "--rules", "royal", "--contract", "3NTX", "--declarer", "N",
                    "--tricks", "10", "--deal", THREE_ACES)
    assert data["totals"] == {"NS": {"above": 180, "below": 80}, "EW": {"above": 0, "below": 0}}
    assert [(e["side"], e["line"], e["points"]) for e in data["entries"]] == [
        ("NS", "below", 80), ("NS", "above", 100), ("NS", "above", 50), ("NS", "above", 30)]
    assert all(set(e) == {"side", "line", "points", "label", "kind"} for e in data["entries"])
    assert data["entries"][3]["label"] == "honneurs: drie azen"


def test_score_other_rule_sets_and_explicit_honours(capsys):
    data = run_json(capsys, "score", "--rules", "contract-1930", "--contract", "6H", "--declarer", "S",
                    "--tricks", "12", "--honours", "S=4,N=1")
    assert data["totals"]["NS"] == {"above": 650, "below": 180}  # 500 bid + 50 made small slam + 100 honours
    data = run_json(capsys, "score", "--rules", "auction-1930", "--contract", "4D", "--declarer", "E",
                    "--tricks", "8")
    assert data["totals"]["NS"] == {"above": 100, "below": 0}


def test_score_revoke_options(capsys):
    data = run_json(capsys, "score", "--contract", "4HX", "--declarer", "N", "--tricks", "8",
                    "--revoke-defenders", "1", "--revoke-choice", "slagen")
    assert data["totals"]["NS"] == {"above": 0, "below": 80}


def test_score_text_is_dutch(capsys):
    code, out, _ = run(capsys, "score", "--contract", "3D", "--declarer", "N", "--tricks", "10",
                       "--honours", "N=2,S=1")
    assert code == 0
    assert "3 ruiten door Noord" in out and "onder de lijn" in out and "honneurs: drie honneurs" in out


@pytest.mark.parametrize("argv, message", [
    (["--contract", "3NTQ", "--declarer", "N", "--tricks", "9"], "Onbekend contract"),
    (["--contract", "3NT", "--declarer", "N", "--tricks", "14"], "0 tot 13"),
    (["--contract", "3NT", "--declarer", "N", "--tricks", "-1"], "0 tot 13"),
    (["--contract", "3NT", "--declarer", "N", "--tricks", "negen"], "geheel getal"),
    (["--contract", "3NT", "--declarer", "Q", "--tricks", "9"], "windrichting"),
    (["--contract", "3NT", "--declarer", "N", "--tricks", "9", "--deal", "N:AKQ"], "vier handen"),
    (["--contract", "3H", "--declarer", "N", "--tricks", "9", "--honours", "N2"], "N=2,S=1"),
    (["--contract", "3RS", "--declarer", "N", "--tricks", "9", "--rules", "contract-1930"], "Kroonschoppen"),
    (["--contract", "3NT", "--declarer", "N", "--tricks", "9", "--rules", "bridge"], "ongeldige keuze"),
])
def test_score_bad_input_exits_2_in_dutch(argv, message, capsys):
    try:
        code = main(["score", *argv])
    except SystemExit as exc:  # argparse itself rejects the option value
        code = exc.code
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert message in err


def test_rubber_book_example(capsys):
    data = run_json(capsys, "rubber", str(EXAMPLES / "book_rubber.json"))
    assert data["totals"] == {"NS": 955, "EW": 348}
    assert data["winner"] == "NS" and data["difference"] == 607
    assert [g["winner"] for g in data["games"]] == ["EW", "NS", "NS"]
    assert data["robber"] == {"winner": "NS", "points": 250, "deal": 9}
    assert len(data["entries"]) == 21 and data["entries"][-1]["kind"] == "rubber"


def test_rubber_three_players(capsys):
    data = run_json(capsys, "rubber", str(EXAMPLES / "three_player_rubber.json"))
    assert data["totals"] == {"A": 448, "B": 578, "C": 693}
    assert data["settlement"] == {"A": -375, "B": 15, "C": 360}
    assert data["settlement_tens"] == {"A": -37, "B": 1, "C": 36}
    code, out, _ = run(capsys, "rubber", str(EXAMPLES / "three_player_rubber.json"), "--rubber-game-bonus")
    assert code == 0 and "C 793" in out


def test_rubber_rules_option_overrides_the_file(capsys, tmp_path):
    path = tmp_path / "r.json"
    path.write_text(json.dumps([{"contract": "3NT", "declarer": "N", "tricks": 9}]), encoding="utf-8")
    assert run_json(capsys, "rubber", str(path))["columns"]["NS"]["below"] == 30
    assert run_json(capsys, "rubber", str(path), "--rules", "contract-1930")["columns"]["NS"]["below"] == 105
    data = run_json(capsys, "rubber", str(path), "--rules", "contract-1930", "--broken-off")
    assert data["totals"]["NS"] == 105 + 250


def test_rubber_text_output(capsys):
    code, out, _ = run(capsys, "rubber", str(EXAMPLES / "book_rubber.json"))
    assert code == 0
    assert "Noord-Zuid wint met 607 punten verschil (61 in tientallen)." in out
    assert "Manche 1: gewonnen door Oost-West in spel 3." in out


@pytest.mark.parametrize("content, message", [
    (None, "bestaat niet"),
    ("[{", "geen geldige JSON"),
    ('{"deals": 3}', "JSON-lijst"),
    ('[{"contract": "3NT", "declarer": "N", "tricks": 20}]', "Spel 1"),
    ('[{"contract": "3X", "declarer": "N", "tricks": 9}]', "Onbekend contract"),
    (b"\xff\xfe[", "UTF-8"),
])
def test_rubber_bad_files_exit_2(content, message, capsys, tmp_path):
    path = tmp_path / "r.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    elif content is not None:
        path.write_text(content, encoding="utf-8")
    code, out, err = run(capsys, "rubber", str(path))
    assert code == 2 and out == ""
    assert message in err


def test_console_script_in_a_subprocess():
    proc = subprocess.run([sys.executable, "-m", "tutor.cli", "score", "--contract", "3NTX", "--declarer", "N",
                           "--tricks", "10", "--deal", THREE_ACES, "--json"], capture_output=True, text=True,
                          check=False)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["totals"]["NS"] == {"above": 180, "below": 80}
    bad = subprocess.run([sys.executable, "-m", "tutor.cli", "score", "--contract", "3NT", "--declarer", "N",
                          "--tricks", "14"], capture_output=True, text=True, check=False)
    assert bad.returncode == 2 and "0 tot 13" in bad.stderr
