"""Judging `game: dm` scenario files: set up the board, run the steps, return the rendered log."""

from __future__ import annotations

from typing import Any

from arbiter.dm.render import render
from arbiter.dm.scenario import build
from arbiter.dm.steps import run_step
from arbiter.judge.yamlsrc import ScenarioError, line_of


def judge_dm(doc: Any, where: str, lang: str) -> list[str]:
    """Run a Duel Masters scenario; returns its log lines, raises ScenarioError (file:line) when it fails."""
    b = build(doc, where)
    steps = doc.get("steps", [])
    if not isinstance(steps, list):
        raise ScenarioError(where, line_of(doc, "steps"), "steps must be a list")
    notes: list[str] = []
    for step in steps:
        if not isinstance(step, dict):
            raise ScenarioError(where, line_of(steps), "each step must be a mapping")
        run_step(b, step, notes)
    return render(b.duel.log, lang)
