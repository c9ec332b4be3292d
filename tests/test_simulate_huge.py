"""`arbiter simulate --games` (and `selfplay --agents --games`) with a huge number: the first duels start at once,
the memory the run holds does not grow with the games asked, a stopped run leaves a file that --resume continues,
and game j keeps its seed. A fuzz trial's --games 10**12 built every task before the first duel, until the
machine killed it (about 140 bytes a game held in this process, 270 with worker processes)."""

from __future__ import annotations

import os
import signal
import sys
import tracemalloc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from arbiter.agents.match import play_game, run_match
from arbiter.journal import Journal
from arbiter.simulate.job import ResultsFile, Spec
from arbiter.simulate.runner import run_job
from simulate_runs import DM_DECK, comparable, dm_spec, run, stored, terminated

# the job the command is asked for, in a process of its own whose address space is capped (AS_CAP), so that a task
# list made whole again fails there (MemoryError) rather than filling the machine
HUGE = 10**12
AS_CAP = 4 << 30
# the jobs run in this process: a list of their tasks took 137 MB (266 MB with worker processes, 41 MB for an agent
# match), far past the bound, and fails it in seconds
LARGE = 10**6
# what a stopped run may have held at its peak in this process: the games it played and a few chunks
BOUND = 5_000_000
RAY_BOUND = 20_000_000  # Ray's driver allocates some megabytes of its own for the first tasks (6.8 measured)


class Enough(Exception):
    """Stops a run after its first duels, as Ctrl-C does."""


def stop_after(n: int) -> Callable[[int], None]:
    played = [0]

    def progress(k: int) -> None:
        played[0] += k
        if played[0] >= n:
            raise Enough

    return progress


@contextmanager
def peak(bound: int) -> Iterator[None]:
    """Holds the peak of the memory Python allocates inside the block under `bound` bytes."""
    tracemalloc.start()
    try:
        yield
        held = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert held < bound, f"{held} bytes at the peak"


def stopped_run(spec: Spec, out: ResultsFile, records: list[dict[str, Any]], n: int, bound: int = BOUND,
                **kw: Any) -> None:
    with peak(bound), pytest.raises(Enough):
        run_job(spec, out, records.append, progress=stop_after(n), **kw)
    out.close()


def as_in_a_small_job(records: list[dict[str, Any]], tmp: Path) -> list[dict[str, Any]]:
    """The same games of a job of as many games as the last of them: one that ran before --games was lazy."""
    games = max(r["game"] for r in records) + 1
    return [r for r in run(dm_spec(games), tmp, f"small-{games}.jsonl") if r["game"] in {r["game"] for r in records}]


@pytest.mark.parametrize("workers", [1, 2])
def test_a_million_game_job_starts_at_once_in_little_memory_and_resumes(tmp_path: Path, workers: int) -> None:
    spec = dm_spec(LARGE)
    out = ResultsFile(tmp_path / "huge.jsonl")
    out.create(spec)
    first: list[dict[str, Any]] = []
    stopped_run(spec, out, first, 3, workers=workers)
    assert len(first) >= 3
    assert comparable(first) == comparable(as_in_a_small_job(first, tmp_path))  # game j of matchup 0: seed 7 + j
    if workers == 1:
        assert [r["game"] for r in first] == [0, 1, 2]
    resumed = ResultsFile(out.path)
    records: list[dict[str, Any]] = []
    with peak(BOUND):
        spec_again = resumed.job()
        resumed.load(records.append)
    assert spec_again == spec and comparable(records) == comparable(first)  # every game played is in the file
    stopped_run(spec, resumed, records, len(first) + 3, workers=workers)
    games = [r["game"] for r in records]
    assert len(games) == len(set(games)) >= len(first) + 3  # none played twice
    in_file = stored(out.path)
    assert comparable(in_file) == comparable(records) == comparable(as_in_a_small_job(records, tmp_path))
    if workers == 1:  # in this process the games come in their order: the resumed run went on from game 3
        assert games == list(range(len(games)))


def test_a_million_game_job_on_ray_is_submitted_a_few_chunks_at_a_time(tmp_path: Path) -> None:
    ray = pytest.importorskip("ray", reason="Ray is an optional extra: pip install 'arbiter-tcg[ray]'")
    from arbiter.simulate.backends import ray_init

    spec = dm_spec(LARGE)
    out = ResultsFile(tmp_path / "ray.jsonl")
    out.create(spec)
    records: list[dict[str, Any]] = []
    ray_init(num_cpus=2)
    try:
        stopped_run(spec, out, records, 3, RAY_BOUND, workers=2, ray=True)
    finally:
        ray.shutdown()
    assert len(records) >= 3 and comparable(records) == comparable(as_in_a_small_job(records, tmp_path))


@pytest.mark.skipif(not hasattr(signal, "SIGTERM") or os.name != "posix", reason="sends SIGTERM")
def test_the_command_with_a_trillion_games_plays_at_once_and_stops_in_words(tmp_path: Path) -> None:
    out = tmp_path / "cli.jsonl"
    cmd = [sys.executable, "-m", "arbiter.cli", "simulate", "--game", "dm", "--games", str(HUGE), "--seed", "7",
           "--out", str(out), "--quiet"]
    code, err = terminated(cmd, out, AS_CAP)
    kept = stored(out)
    assert code == 1 and len(kept) >= 3, err
    assert f"stopped: {len(kept)} of {HUGE} games are in {out}; `arbiter simulate --resume --out {out}`" in err, err
    assert comparable(kept) == comparable(as_in_a_small_job(kept, tmp_path))


class StoppingJournal(Journal):
    """A journal that stops the match once it holds `n` duels, as Ctrl-C would."""

    n = 3

    def record(self, i: int, outcome: dict[str, Any]) -> None:
        super().record(i, outcome)
        if len(self.done) >= self.n:
            raise Enough


@pytest.mark.parametrize("workers", [1, 2])
def test_a_million_game_agent_match_starts_at_once_in_little_memory(tmp_path: Path, workers: int) -> None:
    """`selfplay --agents A,B --games N` listed every game (and with --workers submitted every one) first."""
    book = StoppingJournal(tmp_path / "match.jsonl", {"job": "huge"})
    try:
        with peak(BOUND), pytest.raises(Enough):
            run_match(DM_DECK, DM_DECK, ("random", "greedy"), LARGE, 7, workers=workers, game="dm", journal=book)
    finally:
        book.close()
    assert len(book.done) >= 3
    for i, rec in book.done.items():  # game i of the match: seed 7 + i, whatever the number of games asked
        again = play_game(DM_DECK, DM_DECK, ("random", "greedy"), i, 7, 200, "dm")
        assert {**rec, "seconds": 0} == {**again.__dict__, "seconds": 0}


def test_a_match_fed_to_worker_processes_a_few_games_ahead_plays_the_same_games() -> None:
    def games(workers: int) -> list[dict[str, Any]]:
        stats = run_match(DM_DECK, DM_DECK, ("random", "greedy"), 7, 3, workers=workers, game="dm")
        return [{**r.__dict__, "seconds": 0} for r in stats.results]

    one = games(1)
    assert [r["index"] for r in one] == list(range(7)) and one == games(2)


@pytest.mark.skipif(not hasattr(signal, "SIGTERM") or os.name != "posix", reason="sends SIGTERM")
def test_selfplay_stopped_says_what_its_journal_holds_and_goes_on(tmp_path: Path) -> None:
    # SIGTERM ended it without a word (simulate said what it kept); run again, it goes on from the duels kept
    book = tmp_path / "selfplay.jsonl"
    cmd = [sys.executable, "-m", "arbiter.cli", "selfplay", "--game", "dm", "--games", str(HUGE), "--seed", "7",
           "--journal", str(book)]
    code, err = terminated(cmd, book, AS_CAP)
    records = len(book.read_text().splitlines()) - 1  # the first line: the job's settings
    assert code == 1, err
    assert f"stopped: {records} of {HUGE} duels are in {book}; the same command run again plays the rest" in err, err
    assert records >= 3
