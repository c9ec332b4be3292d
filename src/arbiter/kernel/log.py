"""The structured log: entries are data; renderers turn them into Japanese or English text."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One thing that happened. `kind` selects the sentence; `args` are card refs and values."""

    kind: str
    args: tuple[object, ...] = ()
