"""Matches between agents, in any game: win rates with 95% confidence intervals (`arbiter selfplay --agents A,B`).

Game i uses duel seed S+i; the first agent goes first in even games and second in odd ones, so
neither gets the first-player advantage more often. A draw, or a duel stopped at the turn cap,
counts half a win; the interval is Wilson's score interval on that score.
"""

from __future__ import annotations

import math
import os
import threading
import time
from collections.abc import Callable, Generator, Iterable, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from dataclasses import asdict, dataclass, field, replace
from functools import partial
from itertools import islice
from typing import TypeVar

from arbiter.agents import make_agent
from arbiter.games import support_for
from arbiter.journal import Journal
from arbiter.kernel.game import CardId

Z95 = 1.959964
T = TypeVar("T")
R = TypeVar("R")


@dataclass(frozen=True)
class GameResult:
    index: int
    first: int  # which agent (0: the first named) went first
    winner: int | None  # which agent won; None for a draw or the turn cap
    turns: int
    seconds: float
    error: str = ""
    ended: str = ""  # how: "won" (life points, shields, an effect), "deck out", "draw", "turn cap", "error"


@dataclass
class MatchStats:
    agents: tuple[str, str]
    results: list[GameResult] = field(default_factory=list)
    seconds: float = 0.0

    def as_dict(self) -> dict[str, object]:
        played = [r for r in self.results if not r.error]
        errors = [r.error for r in self.results if r.error]
        n = len(played)
        wins = sum(r.winner == 0 for r in played)
        losses = sum(r.winner == 1 for r in played)
        draws = n - wins - losses
        score = (wins + draws / 2) / n if n else 0.0
        lo, hi = wilson(score, n)
        first = [r for r in played if r.first == 0]
        second = [r for r in played if r.first == 1]
        a, b = self.labels()
        return {
            "agents": f"{a} vs {b}", "games": n, f"{a}_wins": wins, f"{b}_wins": losses, "draws_or_capped": draws,
            f"{a}_win_rate": round(score, 3), "ci95": [round(lo, 3), round(hi, 3)],
            f"{a}_win_rate_going_first": _rate(first), f"{a}_win_rate_going_second": _rate(second),
            "mean_turns": round(sum(r.turns for r in played) / (n or 1), 1),
            "seconds_per_game": round(sum(r.seconds for r in played) / (n or 1), 2),
            "wall_seconds": round(self.seconds, 1), "errors": len(errors), "first_errors": errors[:3],
        }


    def labels(self) -> tuple[str, str]:
        """The agents' names in the figures; the same agent twice is told apart by the order it was named in."""
        a, b = self.agents
        return (a, b) if a != b else (f"{a}#1", f"{b}#2")


def _rate(rs: list[GameResult]) -> float | None:
    if not rs:
        return None
    return round(sum(1.0 if r.winner == 0 else 0.5 if r.winner is None else 0.0 for r in rs) / len(rs), 3)


def wilson(p: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson's score interval for a proportion p observed over n trials."""
    if n == 0:
        return 0.0, 1.0
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return max(0.0, centre - half), min(1.0, centre + half)


def play_game(deck_a: Sequence[CardId], deck_b: Sequence[CardId], specs: tuple[str, str], index: int, seed: int,
              max_turns: int, game: str = "ocg") -> GameResult:
    """Game `index`: agent specs[0] with deck_a against specs[1] with deck_b, seats alternating."""
    start = time.perf_counter()
    first = index % 2
    seat_specs = (specs[first], specs[1 - first])
    decks = (deck_a, deck_b) if first == 0 else (deck_b, deck_a)
    s = seed + index
    agents = [make_agent(seat_specs[p], s * 2 + p, game) for p in (0, 1)]
    support = support_for(game)
    try:
        d = support.new_duel(decks[0], decks[1], s)
        while d.pending is not None and d.turn <= max_turns:
            p = d.pending.player
            d.act(agents[p].choose(d, p))
    except Exception as e:  # a match reports engine errors instead of stopping at the first
        return GameResult(index, first, None, 0, time.perf_counter() - start, f"game {index}: {type(e).__name__}: {e}",
                          "error")
    w = d.winner
    winner = None if w is None or w == 2 else (w if first == 0 else 1 - w)
    ended = ("turn cap" if d.pending is not None else "draw" if w == 2 else "deck out" if support.decked_out(d)
             else "won")
    turns = capped_turns(d.turn, max_turns) if ended == "turn cap" else d.turn
    return GameResult(index, first, winner, turns, time.perf_counter() - start, ended=ended)


def capped_turns(turns: int, max_turns: int) -> int:
    """The turns of a duel stopped at the cap: the `max_turns` played. The stop comes as turn max_turns + 1 begins,
    which the duel's counter (and a journal or results file written before this) counted too."""
    return min(turns, max_turns)


def worker_pool(workers: int) -> ProcessPoolExecutor:
    """A pool of `workers` processes that end when this process does. Killed (SIGKILL, SIGTERM), it cannot tell
    them, and a forked worker waiting for work would wait forever: its siblings hold the queue's other end."""
    return ProcessPoolExecutor(workers, initializer=_end_with_parent, initargs=(os.getpid(),))


def _end_with_parent(parent: int) -> None:
    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(1)  # orphaned: nobody reads what this worker plays

    threading.Thread(target=watch, daemon=True).start()


def in_flight(pool: Executor, work: Callable[[T], R], items: Iterable[T], window: int) -> Generator[R, None, None]:
    """`work(item)` for each of `items` on `pool`, yielded as each finishes, with at most `window` submitted and not
    yet read: `items` is taken only as work is done, so a job of any length starts at once and holds only these."""
    it = iter(items)
    pending: set[Future[R]] = {pool.submit(work, x) for x in islice(it, window)}
    while pending:
        done, pending = wait(pending, return_when=FIRST_COMPLETED)
        pending |= {pool.submit(work, x) for x in islice(it, len(done))}  # the workers kept busy while these are read
        for f in done:
            yield f.result()


def run_match(deck_a: Sequence[CardId], deck_b: Sequence[CardId], specs: tuple[str, str], games: int, seed: int = 0,
              max_turns: int = 200, workers: int = 1, game: str = "ocg", journal: Journal | None = None) -> MatchStats:
    """Game i of `games` (seeds S+i); with a journal, the games it holds are taken from it and each game played
    is recorded as it ends, so a killed match continues where it was."""
    stats = MatchStats(specs)
    start = time.perf_counter()
    done = {i: GameResult(**rec) for i, rec in (journal.done.items() if journal else []) if i < games}
    for i, r in done.items():
        if r.ended == "turn cap":
            done[i] = replace(r, turns=capped_turns(r.turns, max_turns))
    todo = (i for i in range(games) if i not in done)  # lazily: a job of 10**12 games starts at once

    def keep(r: GameResult) -> None:
        done[r.index] = r
        if journal:
            journal.record(r.index, asdict(r))

    if workers <= 1:
        for i in todo:
            keep(play_game(deck_a, deck_b, specs, i, seed, max_turns, game))
    else:
        with worker_pool(workers) as pool:
            one = partial(play_game, deck_a, deck_b, specs, seed=seed, max_turns=max_turns, game=game)
            try:
                for r in in_flight(pool, one, todo, 2 * workers):
                    keep(r)
            except BaseException:
                pool.shutdown(cancel_futures=True)  # a journal that refused a record stops the match now
                raise
    stats.results = [done[i] for i in range(games)]
    stats.seconds = time.perf_counter() - start
    return stats
