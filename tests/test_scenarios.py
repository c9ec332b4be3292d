"""Every OCG scenario file under tests/ (rulings, card tests, engine scenarios) is judged once, and that one run checks
all the suite asks of a scenario (the Duel Masters ones: test_dm.py):
- it passes;
- its log prints in English too (the steps and their checks do not depend on the language: `judge_file`);
- every reason the judge computes for a refused step (`ocg_steps`: `action_refusal` for a card's action,
  `choice_refusal` for a card refused at a card question, `word_refusal` for a word) is a `Why` whose Japanese is
  written in Japanese; its English is what the judge prints and `because:` matches;
- at every cost or tribute question the scenario reaches, exactly the cards not offered have a reason
  (`Activation.choice_refusal`, `NormalSummon.choice_refusal`: the twin checks of the question's candidates, which
  the judge, the terminal and the web board give for a card the player picks).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from arbiter.judge import ocg_steps
from arbiter.judge.runner import judge_file
from arbiter.kernel.reasons import Why
from arbiter.ocg.chain import Activation
from arbiter.ocg.duel import Duel
from arbiter.ocg.summon import NormalSummon

ROOT = Path(__file__).resolve().parent
OCG = sorted([*ROOT.glob("rulings/ocg/**/*.yaml"), *ROOT.glob("cards/ocg/**/*.yaml"),
              *ROOT.glob("scenarios/ocg/*.yaml")])
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
QUESTIONS = ((Activation, "cost"), (NormalSummon, "tribute"))


@dataclass
class Checked:
    """What the checks saw while one scenario was judged."""

    reasons: list[str] = field(default_factory=list)  # every refusal reason the judge computed
    asked: dict[str, int] = field(default_factory=lambda: dict.fromkeys(("cost", "tribute"), 0))
    wrong: list[str] = field(default_factory=list)  # cards whose reason and whether they were offered disagree


@pytest.fixture
def checked(monkeypatch: pytest.MonkeyPatch) -> Iterator[Checked]:
    seen = Checked()
    action, choice, word = ocg_steps.action_refusal, ocg_steps.choice_refusal, ocg_steps.word_refusal

    def noted(why: str) -> str:
        seen.reasons.append(why)
        return why

    monkeypatch.setattr(ocg_steps, "action_refusal", lambda *a: noted(action(*a)))
    monkeypatch.setattr(ocg_steps, "choice_refusal", lambda d, t: noted(choice(d, t)))
    monkeypatch.setattr(ocg_steps, "word_refusal", lambda d, w: noted(word(d, w)))
    for frame, kind in QUESTIONS:
        monkeypatch.setattr(frame, "step", _checking(frame.step, kind, seen))
    yield seen


def _checking(step: object, kind: str, seen: Checked) -> object:
    """`step` of a frame that asks a `kind` question, made to check that question each time it is asked."""

    def checked(self: Activation | NormalSummon, d: Duel) -> None:
        step(self, d)  # type: ignore[operator]
        p = d.pending
        if p is not None and p.kind == kind and d.stack and d.stack[-1] is self:
            seen.asked[kind] += 1
            offered = {o.card for o in p.options}
            seen.wrong.extend(f"{c.data.name_en} ({kind}): {why!r}" for c in d.cards
                              if bool(why := self.choice_refusal(d, c)) == (c.idx in offered))

    return checked


@pytest.mark.parametrize("path", OCG, ids=lambda p: p.stem)
def test_scenario_passes_prints_in_english_and_gives_its_reasons_in_japanese(path: Path, checked: Checked) -> None:
    v = judge_file(path, "ja", ("en",))
    assert v.passed, v.message + "\n" + "\n".join(v.log)
    assert not any("「" in line and "Chain Link" in line and "発動" in line for line in v.other_logs["en"])
    without = [why for why in checked.reasons if why and not (isinstance(why, Why) and JAPANESE.search(why.ja))]
    assert not without, f"reasons without Japanese: {without}"
    assert not checked.wrong, "a reason for an offered card, or none for one not offered:\n" + "\n".join(checked.wrong)


def test_the_checks_reach_the_questions_and_refusals_they_check(checked: Checked) -> None:
    # a hook the judge stopped calling would let every scenario pass them idly: the first scenarios with refused
    # steps, cost answers and tribute answers reach each one
    negative = [p for p in OCG if "not_legal" in p.read_text(encoding="utf-8")][:40]
    costs = [p for p in OCG if "cost:" in p.read_text(encoding="utf-8")][:40]
    tributes = [p for p in OCG if "tributes:" in p.read_text(encoding="utf-8")][:40]
    for path in [*negative, *costs, *tributes]:
        assert judge_file(path).passed, path.name
    # (a compiled engine's own calls bypass the patched methods: the suite runs on the pure one, setup.py)
    assert len(checked.reasons) > 20 and checked.asked["cost"] > 10 and checked.asked["tribute"] > 10, checked
