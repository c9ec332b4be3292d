"""A journal for long jobs (self-play, agent matches): each finished duel's outcome, one JSON line, as it ends.

A job killed at any moment is continued by running it again with the same journal: the duels recorded are
taken from it, the others are played, and since duel i depends only on the job's settings and i, the figures are
those of a run that was never stopped. A line cut short by the kill is dropped; a journal of other settings is
refused rather than mixed in.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

FORMAT = "arbiter-journal"


class JournalError(ValueError):
    """A journal that cannot be used for this job; says the file and why."""


class Journal:
    def __init__(self, path: Path, settings: dict[str, Any]) -> None:
        self.path = path
        self.settings = settings
        self.done: dict[int, dict[str, Any]] = {}
        if path.exists() and path.stat().st_size:
            self._read()
        else:
            self._append({"format": FORMAT, "settings": settings})

    def _read(self) -> None:
        try:
            lines = self.path.read_text(encoding="utf-8").splitlines()
        except (OSError, UnicodeDecodeError) as e:
            raise JournalError(f"{self.path}: cannot read the journal: {e}") from None
        try:
            head = json.loads(lines[0])
        except (IndexError, ValueError):
            raise JournalError(f"{self.path}: not a journal of Arbiter (the first line is not one)") from None
        if not isinstance(head, dict) or head.get("format") != FORMAT:
            raise JournalError(f"{self.path}: not a journal of Arbiter (the first line is not one)")
        theirs = head.get("settings")
        if theirs != self.settings:
            differ = sorted(k for k in {*self.settings, *(theirs or {})}
                            if not isinstance(theirs, dict) or theirs.get(k) != self.settings.get(k))
            raise JournalError(f"{self.path}: the journal records another job (its {', '.join(differ)} differ); "
                               "give another file for this one")
        for n, line in enumerate(lines[1:], 2):
            try:
                rec = json.loads(line)
                self.done[int(rec["i"])] = dict(rec["outcome"])
            except (ValueError, KeyError, TypeError):
                if n == len(lines):
                    break  # the line a kill cut short: that duel is played again
                raise JournalError(f"{self.path}:{n}: not a journal record") from None

    def _append(self, obj: dict[str, Any]) -> None:
        with self.path.open("a", encoding="utf-8") as f:
            f.write(json.dumps(obj) + "\n")
            f.flush()
            os.fsync(f.fileno())

    def record(self, i: int, outcome: dict[str, Any]) -> None:
        self.done[i] = outcome
        self._append({"i": i, "outcome": outcome})
