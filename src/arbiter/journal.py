"""A journal for long jobs (self-play, agent matches, `arbiter simulate`): each finished duel's outcome, one JSON
line, as it ends.

A job killed at any moment is continued by running it again with the same journal: the duels recorded are
taken from it, the others are played, and since duel i depends only on the job's settings and i, the figures are
those of a run that was never stopped. A line cut short by the kill is dropped (and cut off the file, so that the
next record starts a line of its own); a write that fails (a full disk) is undone and stops the job with a clear
error; a journal of other settings is refused rather than mixed in, and so is one another version of Arbiter wrote
(its duels may be played otherwise here) and one another run holds (a lock taken as it is opened, on POSIX systems).

A journal keeps the outcomes it reads and records (`done`), for the jobs that make their figures from them; a job
of millions of duels (`arbiter simulate`) passes each outcome read to a function of its own instead, and the journal
keeps only which duels it holds (`recorded`), in memory that does not grow with them.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import threading
from bisect import bisect_right
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType
from typing import Any, BinaryIO

from arbiter import engine_version

FORMAT = "arbiter-journal"
ENGINE = engine_version()


class Spans:
    """A set of whole numbers held as its runs of consecutive numbers: the duels a long job has finished. A job's
    duels are handed out in order and finish nearly in order, so the numbers finished are a few runs (one, and one
    more for each duel still being played past a gap) however many there are: the set takes memory for its gaps,
    not for its numbers, where a `set` of a million duels took tens of megabytes."""

    def __init__(self) -> None:
        self._starts: list[int] = []  # the runs [start, end), in order, none touching another
        self._ends: list[int] = []
        self._count = 0

    def __len__(self) -> int:
        return self._count

    def __contains__(self, n: object) -> bool:
        if not isinstance(n, int):
            return False
        k = bisect_right(self._starts, n) - 1
        return k >= 0 and n < self._ends[k]

    def add(self, n: int) -> None:
        k = bisect_right(self._starts, n) - 1  # the run starting at or before n, if any
        if k >= 0 and n < self._ends[k]:
            return
        self._count += 1
        joins_left = k >= 0 and self._ends[k] == n
        joins_right = k + 1 < len(self._starts) and self._starts[k + 1] == n + 1
        if joins_left and joins_right:
            self._ends[k] = self._ends.pop(k + 1)
            del self._starts[k + 1]
        elif joins_left:
            self._ends[k] = n + 1
        elif joins_right:
            self._starts[k + 1] = n
        else:
            self._starts.insert(k + 1, n)
            self._ends.insert(k + 1, n + 1)

    def copy(self) -> Spans:
        new = Spans()
        new._starts, new._ends, new._count = list(self._starts), list(self._ends), self._count
        return new


class JournalError(ValueError):
    """A journal that cannot be used for this job; says the file and why."""


class RecordRefused(ValueError):
    """Raised by a journal's `read` for a record it will not take: why, in words, to which the journal adds the file
    and the line."""


class Journal:
    def __init__(self, path: Path, settings: dict[str, Any],
                 upgrade: Callable[[dict[str, Any]], dict[str, Any]] | None = None,
                 read: Callable[[int, dict[str, Any]], None] | None = None, keep: bool = True) -> None:
        """`upgrade` brings the settings an older journal recorded to today's form before they are compared (a
        journal written before a setting was normalized stays usable); `read`, where given, is passed each duel's
        number and outcome as the file is read (and may refuse one: RecordRefused); `keep`: whether `done` holds
        the outcomes read and recorded."""
        self.path = path
        self.settings = settings
        self._upgrade = upgrade
        self._read_one = read
        self._keep = keep
        self.done: dict[int, dict[str, Any]] = {}
        self.recorded = Spans()  # the numbers of the duels the file holds
        self._lock = _lock(path)
        try:
            if not (path.exists() and path.stat().st_size and self._read()):
                self._append(self._header())
        except BaseException:  # refused: the lock goes now, not when the half-made object is collected
            self.close()
            raise

    @classmethod
    def reopen(cls, path: Path, read: Callable[[int, dict[str, Any]], None] | None = None,
               keep: bool = True) -> Journal:
        """The journal in `path`, with the settings its first line records: a job continued from its file alone
        (`arbiter simulate --resume`)."""
        return cls(path, cls.settings_in(path), read=read, keep=keep)

    @staticmethod
    def settings_in(path: Path) -> dict[str, Any]:
        """The settings the first line of the journal in `path` records."""
        try:
            with path.open("rb") as f:
                first = f.readline()
        except OSError as e:
            raise JournalError(f"{path}: cannot read the journal: {e}") from None
        if not first.strip():
            raise JournalError(f"{path}: empty; it is not a journal of Arbiter")
        try:
            head = json.loads(first)
        except (ValueError, RecursionError):  # (JSON nested deeper than json's parser recurses: RecursionError)
            head = None
        if not isinstance(head, dict) or head.get("format") != FORMAT or not isinstance(head.get("settings"), dict):
            raise JournalError(f"{path}: not a journal of Arbiter (the first line is not one)")
        settings: dict[str, Any] = head["settings"]
        return settings

    def _read(self) -> bool:
        """Takes the records of a journal of this job; False for a journal whose first line a kill cut short. The
        file is read a line at a time: a journal of millions of duels is never held as its text."""
        try:
            with self.path.open("rb") as f:
                whole = self._read_lines(f)
                size = f.seek(0, os.SEEK_END)
        except OSError as e:
            raise JournalError(f"{self.path}: cannot read the journal: {e}") from None
        if whole is None:
            self._cut(0)
            return False
        if whole < size:  # that duel is played again, and its record must start a line of its own
            self._cut(whole)
        return True

    def _read_lines(self, f: BinaryIO) -> int | None:
        """The records of the open journal `f`; the length of its whole lines, or None where its first line is a
        part of this job's header cut short by a kill."""
        # every record ends its line in one write: a last line without its end was cut short by a kill or a full disk
        first = f.readline()
        if not first.endswith(b"\n"):
            if (json.dumps(self._header()) + "\n").encode().startswith(first):
                return None
            raise JournalError(f"{self.path}: not a journal of Arbiter (the first line is not one)")
        try:
            head = json.loads(first)
        except (ValueError, RecursionError):
            raise JournalError(f"{self.path}: not a journal of Arbiter (the first line is not one)") from None
        if not isinstance(head, dict) or head.get("format") != FORMAT:
            raise JournalError(f"{self.path}: not a journal of Arbiter (the first line is not one)")
        theirs = head.get("settings")
        if isinstance(theirs, dict) and self._upgrade is not None:
            theirs = self._upgrade(theirs)
        if theirs != self.settings:
            differ = sorted(k for k in {*self.settings, *(theirs or {})}
                            if not isinstance(theirs, dict) or theirs.get(k) != self.settings.get(k))
            verb = "differs" if len(differ) == 1 else "differ"
            raise JournalError(f"{self.path}: the journal records another job (its {', '.join(differ)} {verb}); "
                               "give another file for this one")
        engine = head.get("engine", ENGINE)  # (a journal from before the header named its engine: taken as it was)
        if engine != ENGINE:
            raise JournalError(f"{self.path}: the journal was written by Arbiter {engine}, and this is {ENGINE}: its "
                               "duels may be played otherwise here, and the figures would mix the two; give another "
                               "file, or go on with the version that wrote it")
        whole = len(first)
        for n, line in enumerate(f, 2):
            if not line.endswith(b"\n"):
                break
            try:
                rec = json.loads(line)
                i, outcome = int(rec["i"]), dict(rec["outcome"])
            except (ValueError, KeyError, TypeError, RecursionError):
                raise JournalError(f"{self.path}:{n}: not a journal record (damaged: delete that line, and the "
                                   "same command plays its duel again)") from None
            if i in self.recorded:  # with its outcomes passed on as read, a second line would count its duel twice
                raise JournalError(f"{self.path}:{n}: a second record of duel {i} (damaged: delete one of its lines, "
                                   "and the same command goes on)")
            if self._read_one is not None:
                try:
                    self._read_one(i, outcome)
                except RecordRefused as e:
                    raise JournalError(f"{self.path}:{n}: {e}") from None
            self._count(i, outcome)
            whole += len(line)
        return whole

    def _header(self) -> dict[str, Any]:
        return {"format": FORMAT, "settings": self.settings, "engine": ENGINE}

    def _cut(self, size: int) -> None:
        try:
            os.truncate(self.path, size)
        except OSError as e:
            raise JournalError(f"{self.path}: cannot write the journal: {e}") from None

    def _append(self, obj: dict[str, Any], whole: Callable[[], None] = lambda: None) -> None:
        """Write `obj` as a line; `whole` runs as soon as the line is whole in the file, whatever stops the run after
        (Ctrl-C or SIGTERM mostly lands in the sync): a stopped run counts what its file holds."""
        line = (json.dumps(obj) + "\n").encode()
        try:
            with self.path.open("ab", buffering=0) as f:
                start = os.fstat(f.fileno()).st_size
                try:
                    written = 0
                    with stops_held():
                        try:
                            while written < len(line):  # a write cut short by a full disk says so only when tried again
                                written += f.write(line[written:]) or 0
                        finally:
                            if written == len(line):
                                whole()
                    os.fsync(f.fileno())
                except OSError:
                    os.ftruncate(f.fileno(), start)  # no half line left behind: what the journal held stays readable
                    raise
        except OSError as e:
            raise JournalError(f"{self.path}: cannot write the journal ({e.strerror or e}); the duels it records are "
                               "kept: make room and run the same command again to continue") from None

    def close(self) -> None:
        """Lets another run take the journal (at the latest when this one is collected, or its process ends)."""
        lock = getattr(self, "_lock", None)  # absent where __init__ refused the file before taking it
        self._lock = None
        if lock in _HELD:  # not in a forked child, which closed its copy as it began
            _HELD.discard(lock)
            os.close(lock)

    __del__ = close

    def record(self, i: int, outcome: dict[str, Any]) -> None:
        self._append({"i": i, "outcome": outcome}, lambda: self._count(i, outcome))

    def _count(self, i: int, outcome: dict[str, Any]) -> None:
        self.recorded.add(i)
        if self._keep:
            self.done[i] = outcome


_STOPS = (signal.SIGINT, signal.SIGTERM)  # what `stops_held` holds


@contextmanager
def stops_held() -> Iterator[None]:
    """Ctrl-C or SIGTERM waits while what is inside is done, and lands once it is whole: a line written and counted
    (one landing between the write and the count, in `written +=` itself, left a line in the file that the stopped run
    did not count, and so did not report), an answer applied to a duel and recorded (`play.session.Session.act`: one
    landing halfway left the duel half-changed). The signals' handlers are swapped for one that notes a signal, as a
    signal mask would hold it only for the thread that set it, and the OS may hand the signal to another thread."""
    if threading.current_thread() is not threading.main_thread():
        yield  # (only the main thread may set a signal's handler, and runs them)
        return
    came: list[signal.Signals] = []

    def noted(signum: int, frame: FrameType | None) -> None:
        came.append(signal.Signals(signum))

    before = {s: signal.signal(s, noted) for s in _STOPS}
    try:
        yield
    finally:
        for s, handler in before.items():
            signal.signal(s, signal.SIG_DFL if handler is None else handler)  # (None: one not set from Python)
        if came:  # the first lands now, as it would have then
            handler = before[came[0]]
            if callable(handler):
                handler(came[0], None)
            elif handler == signal.SIG_DFL:
                signal.raise_signal(came[0])


_HELD: set[int] = set()  # the locks' descriptors this process holds


def _forget_in_child() -> None:
    """A forked process (a worker) closes its copies of the locks: the lock lasts as long as any copy, and a worker
    outliving a killed run for a moment held it from the run continuing the job."""
    for fd in _HELD:
        os.close(fd)
    _HELD.clear()


if sys.platform != "win32":
    os.register_at_fork(after_in_child=_forget_in_child)


def _lock(path: Path) -> int | None:
    """Holds the journal for this process as long as the Journal lives: a second run continuing the same job at
    the same time (a run thought dead) is refused, rather than both playing every duel left."""
    if sys.platform == "win32":
        return None  # no flock there: Windows runs are not guarded
    import fcntl

    try:
        fd = os.open(path, os.O_RDONLY | os.O_CREAT, 0o644)
    except OSError as e:
        raise JournalError(f"{path}: cannot open the journal: {e.strerror or e}") from None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(fd)
        raise JournalError(f"{path}: another run is writing this journal now; let it finish, or stop it, "
                           "before continuing it") from None
    _HELD.add(fd)
    return fd
