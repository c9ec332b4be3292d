"""Every scenario file under tests/ is judged (rulings, card tests, engine scenarios); each must pass (the Duel
Masters ones: see test_dm.py)."""

from pathlib import Path

import pytest

from arbiter.judge.runner import judge_file

ROOT = Path(__file__).resolve().parent
OCG = sorted([*ROOT.glob("rulings/ocg/**/*.yaml"), *ROOT.glob("cards/ocg/**/*.yaml"),
              *ROOT.glob("scenarios/ocg/*.yaml")])


@pytest.mark.parametrize("path", OCG, ids=lambda p: p.stem)
def test_scenario_passes(path: Path) -> None:
    v = judge_file(path)
    assert v.passed, v.message + "\n" + "\n".join(v.log)


@pytest.mark.parametrize("path", OCG, ids=lambda p: p.stem)
def test_scenario_passes_and_prints_in_english(path: Path) -> None:
    v = judge_file(path, "en")
    assert v.passed, v.message
    assert not any("「" in line and "Chain Link" in line and "発動" in line for line in v.log)
