"""Every scenario file under tests/ is judged (rulings, card tests, engine scenarios); each must pass, and its log
must print in English too (the Duel Masters ones: see test_dm.py)."""

from pathlib import Path

import pytest

from arbiter.judge.runner import judge_file

ROOT = Path(__file__).resolve().parent
OCG = sorted([*ROOT.glob("rulings/ocg/**/*.yaml"), *ROOT.glob("cards/ocg/**/*.yaml"),
              *ROOT.glob("scenarios/ocg/*.yaml")])


@pytest.mark.parametrize("path", OCG, ids=lambda p: p.stem)
def test_scenario_passes_and_prints_in_english(path: Path) -> None:
    # one run, its log in both languages: the steps and their checks do not depend on the language (judge_file)
    v = judge_file(path, "ja", ("en",))
    assert v.passed, v.message + "\n" + "\n".join(v.log)
    english = v.other_logs["en"]
    assert english
    assert not any("「" in line and "Chain Link" in line and "発動" in line for line in english)
