"""Scenarios written in a test: judged (the text goes to a file, as a user's scenario would, and the judge reads
it), or only their board set up (`board`); the helpers for the tests that build their boards as text."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from arbiter.judge import dm_board, ocg_board, yamlsrc
from arbiter.judge.runner import Verdict, judge_file
from arbiter.judge.scenario import build


def judged(folder: Path, text: str) -> Verdict:
    """The verdict on the scenario `text`, written as s.yaml in `folder` (a test's tmp_path)."""
    f = folder / "s.yaml"
    f.write_text(text, encoding="utf-8")
    return judge_file(f)


def board(text: str) -> tuple[Any, dict[str, int]]:
    """The duel the scenario `text` sets up (its `game`'s board rules), and its card labels."""
    doc = yamlsrc.load(text, "board")
    b = build(doc, "board", dm_board.RULES if doc.get("game") == "dm" else ocg_board.RULES)
    return b.duel, b.labels
