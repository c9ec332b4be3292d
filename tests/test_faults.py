"""Faults: `kill -9` at random moments during `play`, `selfplay` and an agents' match, then resume. Nothing
recorded is lost, and the result is the one of a run that was never stopped, with the same seed.

The kill moments come from a seeded generator, so a failure can be run again as it was.
"""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from contextlib import closing
from pathlib import Path

import pytest

from arbiter.library import Library

TIMING = ("seconds", "wall_seconds", "seconds_per_game", "duels_per_s", "choice_points_per_s", "decisions_per_s",
          "peak_memory_mb", "already_complete")  # about the run, not its duels


def arbiter(*args: str, stdin: Path | None = None) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[1] / "src"), LANG="en_US.UTF-8")
    return subprocess.Popen([sys.executable, "-m", "arbiter.cli", *args], env=env, text=True,
                            stdin=stdin.open() if stdin else subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)


def killed_until_done(args: list[str], rng: random.Random, kills: int, total: int, stdin: Path | None = None,
                      after_each_kill: Callable[[], None] | None = None,
                      progress: Callable[[], int] = lambda: 0,
                      over: Callable[[], bool] = lambda: False) -> tuple[str, int]:
    """Run `arbiter ARGS` again and again, each run killed (-9) at a random moment of its work (once `progress`,
    out of about `total`, reaches a random point past where it started, plus a few random milliseconds), until
    one finishes; returns its output and how many runs were killed."""
    done_kills = 0
    while True:
        start = progress()
        target = rng.randint(start + 1, max(start + 1, total - 1))
        p = arbiter(*args, stdin=stdin)
        if done_kills < kills:
            while p.poll() is None and progress() < target:
                time.sleep(0.01)
            time.sleep(rng.uniform(0.0, 0.05))
        if done_kills < kills and p.poll() is None:
            p.send_signal(signal.SIGKILL)
            p.wait()
            done_kills += 1
            if after_each_kill:
                after_each_kill()
            if over():  # the kill came after the job's last record: nothing is left to run
                return "", done_kills
            continue
        out, err = p.communicate(timeout=300)
        assert p.returncode == 0, err
        return out, done_kills


def figures(out: str) -> dict[str, object]:
    return {k: v for k, v in json.loads(out).items() if k not in TIMING}


@pytest.mark.parametrize("extra", [[], ["--agents", "greedy,random"]], ids=["random", "match"])
def test_a_killed_selfplay_continues_to_the_same_figures(tmp_path: Path, extra: list[str]) -> None:
    args = ["selfplay", "--games", "10", "--seed", "7", "--json", *extra]
    straight, _ = killed_until_done(args, random.Random(0), kills=0, total=0)
    journal = tmp_path / "journal.jsonl"

    def lines() -> int:
        return len(journal.read_text().splitlines()) if journal.exists() else 0

    resumed, kills = killed_until_done([*args, "--journal", str(journal)], random.Random(1), kills=2, total=11,
                                       progress=lines)
    assert kills >= 1, "no run was killed while it worked: the test proved nothing"
    assert figures(resumed) == figures(straight)


def test_a_killed_game_resumes_to_the_same_game(tmp_path: Path) -> None:
    typed = tmp_path / "typed.txt"
    typed.write_text("1\n" * 30000)  # the person always takes the first option: the same game each time
    straight_db, killed_db = tmp_path / "straight.sqlite", tmp_path / "killed.sqlite"
    killed_until_done(["play", "--agent", "random", "--seed", "5", "--db", str(straight_db)], random.Random(0),
                      kills=0, total=0, stdin=typed)
    straight = Library(straight_db).load(1)
    assert straight.result is not None

    seen: list[list[str]] = []

    def answers() -> int:
        try:
            with closing(sqlite3.connect(f"file:{killed_db}?mode=ro", uri=True)) as con:
                return int(con.execute("SELECT COUNT(*) FROM answers").fetchone()[0])
        except sqlite3.Error:  # not there yet
            return 0

    def recorded_so_far() -> None:
        seen.append(Library(killed_db).load(1).answers if killed_db.exists() else [])

    first = ["play", "--agent", "random", "--seed", "5", "--db", str(killed_db)]
    def over() -> bool:
        return Library(killed_db).load(1).result is not None

    total = len(straight.answers)
    _, kills = killed_until_done(first, random.Random(2), kills=1, total=total, stdin=typed,
                                 after_each_kill=recorded_so_far, progress=answers, over=over)
    rng = random.Random(3)
    while not over():  # resume, killed again at random moments, until it ends
        _, k = killed_until_done(["play", "--resume", "1", "--db", str(killed_db)], rng, kills=2, total=total,
                                 stdin=typed, after_each_kill=recorded_so_far, progress=answers, over=over)
        kills += k
    game = Library(killed_db).load(1)
    assert kills >= 3 and all(seen), "a kill came before the game had begun: the test proved less than it says"
    for prefix in seen:  # whatever was recorded when a kill came stayed recorded, unchanged
        assert game.answers[:len(prefix)] == prefix
    assert game.answers == straight.answers and game.result == straight.result
    game.play()  # every recorded fingerprint checks
