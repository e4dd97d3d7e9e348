"""``tutor advise/grade --partner``: the partner's style of A2 (blz. 58-59) from the command line."""
from __future__ import annotations

import json

from tutor.cli import main

HAND, AUCTION = "6.J853.AK72.AQ62", "pass pass 1H 2C"  # the 8.36(a) hand over 2 kl: four tricks for his hearts (the singleton is not in their suit)


def test_a_light_partner_is_not_raised_and_a_normal_one_is(capsys):
    assert main(["advise", "--hand", HAND, "--auction", AUCTION, "--json"]) == 0
    normal = json.loads(capsys.readouterr().out)
    assert main(["advise", "--hand", HAND, "--auction", AUCTION, "--partner", "lichtvaardig", "--json"]) == 0
    light = json.loads(capsys.readouterr().out)
    assert (normal["best"], normal["rule"]) == (["2H"], "A5")
    assert (light["best"], light["rule"]) == (["pass"], "A2")
    # the raise stays aanvaardbaar; so does the third hand's 2 SA with A-V-6-2 in their suit (blz. 46, 49: a passed
    # hand's first answer to partner's opening may be the third hand's)
    assert light["acceptable"][0] == "2H" and set(light["acceptable"]) <= {"2H", "2NT"}
    assert main(["grade", "--hand", HAND, "--auction", AUCTION, "--answer", "2H", "--partner", "lichtvaardig",
                 "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["verdict"] == "aanvaardbaar"


def test_an_unknown_style_is_refused_in_dutch(capsys):
    try:
        code = main(["advise", "--hand", HAND, "--auction", AUCTION, "--partner", "slordig"])
    except SystemExit as exc:
        code = exc.code
    assert code == 2
    assert "ongeldige keuze" in capsys.readouterr().err
