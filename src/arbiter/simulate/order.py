"""A job's records put in game order (matchup, then game) in bounded memory, for the CSV: a results file holds them
in the order they finished, and a job of millions does not fit in memory to be sorted there.

Up to RUN records are held and sorted at a time; each such run is written to a temporary file, and FAN_IN files of
one size are merged into one as soon as there are that many (each file read a line at a time), so that the files
kept, and the memory, grow with the logarithm of the games only.
"""

from __future__ import annotations

import heapq
import json
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path
from types import TracebackType
from typing import Any

Record = dict[str, Any]
RUN = 5_000  # records held at once: a few megabytes
FAN_IN = 64  # run files open at once


def _key(r: Record) -> tuple[int, int]:
    return r["matchup"], r["game"]


class GameOrder:
    """Records `add`ed in any order, iterated (once) in game order; a `with` block removes its temporary files."""

    def __init__(self, run: int = RUN, fan_in: int = FAN_IN) -> None:
        self._run = run
        self._fan_in = max(2, fan_in)
        self._held: list[Record] = []
        self._levels: list[list[Path]] = []  # the sorted files: of RUN records, of FAN_IN times that, ...
        self._files = 0
        self._folder: tempfile.TemporaryDirectory[str] | None = None

    def __enter__(self) -> GameOrder:
        return self

    def __exit__(self, kind: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None) -> None:
        if self._folder is not None:
            self._folder.cleanup()

    def add(self, r: Record) -> None:
        self._held.append(r)
        if len(self._held) >= self._run:
            self._keep(0, self._spill(sorted(self._held, key=_key)))
            self._held = []

    def __iter__(self) -> Iterator[Record]:
        held = sorted(self._held, key=_key)
        self._held = []
        runs = [f for level in self._levels for f in level]
        self._levels = []
        if not runs:  # they all fit: no file
            return iter(held)
        if held:
            runs.append(self._spill(held))
        while len(runs) > self._fan_in:  # a few of each size are left: merged in turn to as many as may be open
            runs = [self._merge(runs[:self._fan_in]), *runs[self._fan_in:]]
        return heapq.merge(*map(_read, runs), key=_key)

    def _keep(self, level: int, path: Path) -> None:
        if level == len(self._levels):
            self._levels.append([])
        self._levels[level].append(path)
        if len(self._levels[level]) == self._fan_in:
            files, self._levels[level] = self._levels[level], []
            self._keep(level + 1, self._merge(files))

    def _merge(self, files: list[Path]) -> Path:
        return self._spill(heapq.merge(*map(_read, files), key=_key))

    def _spill(self, records: Iterable[Record]) -> Path:
        if self._folder is None:
            self._folder = tempfile.TemporaryDirectory(prefix="arbiter-csv-")
        self._files += 1
        path = Path(self._folder.name) / f"{self._files}.jsonl"
        with path.open("w") as f:
            for r in records:
                f.write(json.dumps(r) + "\n")
        return path


def _read(path: Path) -> Iterator[Record]:
    with path.open() as f:
        for line in f:
            yield json.loads(line)
        path.unlink()  # merged: its disk space back at once
