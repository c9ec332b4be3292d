"""Every reason the engine gives for a refusal carries its Japanese (`kernel.reasons.Why`), and the fronts show the
viewer's language: the terminal's `why_not` and the web board's `pending.refused`.

The coverage: for every negative step of the scenarios under tests/ (`illegal: true`, `not_legal`), the reason the
judge computes (judge/ocg_steps.py: `action_refusal` for a card's action, `Activation.target_refusal` for a target)
is a `Why` whose Japanese is written in Japanese; its English is what the judge prints and `because:` matches.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from arbiter.judge import ocg_board, ocg_steps, yamlsrc
from arbiter.judge.runner import judge_file
from arbiter.judge.scenario import build
from arbiter.kernel.reasons import Why, in_lang
from arbiter.ocg.chain import Activation
from arbiter.ocg.duel import Duel
from arbiter.play.board import why_not
from arbiter.web.wire import state

ROOT = Path(__file__).resolve().parent
NEGATIVE = re.compile(r"illegal: true|not_legal")
SCENARIOS = sorted(p for p in [*ROOT.glob("rulings/ocg/**/*.yaml"), *ROOT.glob("cards/ocg/**/*.yaml"),
                               *ROOT.glob("scenarios/ocg/*.yaml")] if NEGATIVE.search(p.read_text(encoding="utf-8")))
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def test_every_refusal_of_a_negative_step_carries_its_japanese(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: dict[str, str] = {}  # each reason given, and the first file that gave it
    at = [""]
    action, target = ocg_steps.action_refusal, Activation.target_refusal

    def noted(why: str) -> str:
        seen.setdefault(why, at[0])
        return why

    monkeypatch.setattr(ocg_steps, "action_refusal", lambda *a: noted(action(*a)))
    monkeypatch.setattr(Activation, "target_refusal", lambda self, d, t: noted(target(self, d, t)))
    for path in SCENARIOS:
        at[0] = path.name
        v = judge_file(path)
        assert v.passed, f"{path.name}: {v.message}"
    bad = {why: where for why, where in seen.items()
           if why and not (isinstance(why, Why) and JAPANESE.search(why.ja))}
    assert not bad, "reasons without Japanese:\n" + "\n".join(f"{w!r} ({f})" for w, f in bad.items())
    assert len(seen) > 100  # the scenarios reached the checks (a hook the judge stopped calling would pass idly)
