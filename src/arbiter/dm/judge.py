"""Judging `game: dm` scenario files."""

from __future__ import annotations

from typing import Any

from arbiter.judge.yamlsrc import ScenarioError, line_of


def judge_dm(doc: Any, where: str, lang: str) -> list[str]:
    """Run a Duel Masters scenario; returns its log lines, raises ScenarioError when it fails."""
    raise ScenarioError(where, line_of(doc, "game"), "game 'dm' is not supported yet (this judge plays ocg only)")
