"""Judging a scenario written in a test: the text goes to a file, as a user's scenario would, and the judge reads
it (one helper for the tests that build their boards as text)."""

from __future__ import annotations

from pathlib import Path

from arbiter.judge.runner import Verdict, judge_file


def judged(folder: Path, text: str) -> Verdict:
    """The verdict on the scenario `text`, written as s.yaml in `folder` (a test's tmp_path)."""
    f = folder / "s.yaml"
    f.write_text(text, encoding="utf-8")
    return judge_file(f)
