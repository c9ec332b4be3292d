"""Judging scenario files: run each, print its log and verdict."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from arbiter.judge import yamlsrc
from arbiter.judge.board import build
from arbiter.judge.steps import run_step
from arbiter.judge.yamlsrc import ScenarioError, line_of
from arbiter.ocg.render import render


@dataclass
class Verdict:
    path: str
    title: str
    passed: bool
    message: str = ""
    log: list[str] = field(default_factory=list)
    rulings: list[str] = field(default_factory=list)


def collect(paths: list[str]) -> list[Path]:
    """Scenario files named directly, or found under folders (*.yaml, *.yml), in a stable order."""
    out: list[Path] = []
    for p in paths:
        path = Path(p)
        if path.is_dir():
            out += sorted([*path.rglob("*.yaml"), *path.rglob("*.yml")])
        elif path.exists():
            out.append(path)
        else:
            raise FileNotFoundError(f"{p}: no such file or folder")
    return out


def judge_file(path: Path, lang: str = "ja") -> Verdict:
    where = str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        return Verdict(where, "", False, f"{where}: cannot read: {e}")
    title = ""
    try:
        doc = yamlsrc.load(text, where)
        if not isinstance(doc, dict):
            raise ScenarioError(where, 1, "a scenario is a YAML mapping with title, game, players, steps")
        title = str(doc.get("title", ""))
        rulings = [str(r) for r in doc.get("rulings", []) or []]
        if doc.get("game") == "dm":
            from arbiter.dm.judge import judge_dm

            return Verdict(where, title, True, "", judge_dm(doc, where, lang), rulings)
        board = build(doc, where)
        notes: list[str] = []
        steps = doc.get("steps", [])
        if not isinstance(steps, list):
            raise ScenarioError(where, line_of(doc, "steps"), "steps must be a list")
        try:
            for step in steps:
                if not isinstance(step, dict):
                    raise ScenarioError(where, line_of(steps), "each step must be a mapping")
                run_step(board, step, notes)
        except ScenarioError as e:
            return Verdict(where, title, False, str(e), render(board.duel.log, lang), rulings)
        return Verdict(where, title, True, "", render(board.duel.log, lang), rulings)
    except ScenarioError as e:
        return Verdict(where, title, False, str(e))
