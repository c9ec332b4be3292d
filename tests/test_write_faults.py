"""A games library or a journal that becomes locked or full in the middle of `arbiter play` or `arbiter selfplay
--journal`, end to end: the job stops with a clear error (no traceback) that says how to continue, what was stored
stays intact, and continuing gives the result of a run that was never stopped.

"Full" is the operating system refusing to let a file grow (RLIMIT_FSIZE set on the process: the same refusal as a
full disk, EFBIG instead of ENOSPC); "locked" is another process holding the library's write lock.
"""

from __future__ import annotations

import json
import os
import resource
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from contextlib import closing
from pathlib import Path

import pytest

from arbiter.library import Library
from arbiter.replay import Replay

SRC = str(Path(__file__).resolve().parents[1] / "src")
TIMING = ("seconds", "wall_seconds", "seconds_per_game", "duels_per_s", "choice_points_per_s", "decisions_per_s",
          "peak_memory_mb", "already_complete")  # about the run, not its duels
PLAY = ["play", "--agent", "random", "--seed", "5"]


def arbiter(args: list[str], stdin: int | Path = subprocess.DEVNULL, file_limit: int = 0) -> subprocess.Popen[str]:
    """`arbiter ARGS` in a process of its own; with `file_limit`, no file it writes may grow past that many bytes."""
    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (file_limit, file_limit))

    return subprocess.Popen([sys.executable, "-m", "arbiter.cli", *args], env=dict(os.environ, PYTHONPATH=SRC),
                            text=True, stdin=stdin.open() if isinstance(stdin, Path) else stdin,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, preexec_fn=limit if file_limit else None)


def finished(p: subprocess.Popen[str], typing: str | None = None) -> tuple[int, str, str]:
    out, err = p.communicate(typing, timeout=300)
    return p.returncode, out, err


def figures(out: str) -> dict[str, object]:
    return {k: v for k, v in json.loads(out).items() if k not in TIMING}


def clear_stop(rc: int, err: str, *words: str) -> None:
    assert rc == 1 and "Traceback" not in err, err
    for w in words:
        assert w in err, err


# ---- selfplay --journal ---------------------------------------------------------------------------------------


SELFPLAY = ["selfplay", "--games", "8", "--seed", "3", "--json"]
MATCH = [*SELFPLAY, "--agents", "random,random", "--workers", "2"]


@pytest.fixture(scope="module")
def straight_selfplay() -> dict[str, object]:
    rc, out, err = finished(arbiter(SELFPLAY))
    assert rc == 0, err
    return figures(out)


@pytest.fixture(scope="module")
def straight_match() -> dict[str, object]:
    rc, out, err = finished(arbiter(MATCH))
    assert rc == 0, err
    return figures(out)


def records(journal: Path) -> list[dict[str, object]]:
    """Every line of the journal, each a whole JSON object (a half line fails here)."""
    text = journal.read_text(encoding="utf-8")
    assert text.endswith("\n"), "the journal ends in a line cut short"
    return [json.loads(line) for line in text.splitlines()]


@pytest.mark.parametrize(("job", "room"), [("selfplay", 2000), ("match", 1150)])  # room: for about 4 duels of 8
def test_a_journal_that_fills_up_stops_selfplay_clearly_and_continues_to_the_same_figures(
        tmp_path: Path, job: str, room: int, request: pytest.FixtureRequest) -> None:
    args = SELFPLAY if job == "selfplay" else MATCH
    straight = request.getfixturevalue(f"straight_{job}")
    journal = tmp_path / "journal.jsonl"
    rc, _, err = finished(arbiter([*args, "--journal", str(journal)], file_limit=room))
    clear_stop(rc, err, str(journal), "cannot write the journal", "run the same command again")
    kept = records(journal)
    assert 1 < len(kept) < 9, "the journal filled up before or after the duels: the test proved nothing"
    for _ in range(2):  # continued once the disk has room, and again: the journal stays whole
        rc, out, err = finished(arbiter([*args, "--journal", str(journal)]))
        assert rc == 0, err
        assert figures(out) == straight
        assert records(journal)[:len(kept)] == kept and len(records(journal)) == 9


def test_a_record_a_kill_cut_short_is_dropped_and_the_journal_stays_whole(
        tmp_path: Path, straight_selfplay: dict[str, object]) -> None:
    journal = tmp_path / "journal.jsonl"
    rc, _, err = finished(arbiter([*SELFPLAY, "--journal", str(journal)]))
    assert rc == 0, err
    lines = journal.read_text(encoding="utf-8").splitlines(keepends=True)
    journal.write_text("".join(lines[:5]) + lines[5][:40], encoding="utf-8")  # killed while writing duel 4
    for _ in range(2):
        rc, out, err = finished(arbiter([*SELFPLAY, "--journal", str(journal)]))
        assert rc == 0, err
        assert figures(out) == straight_selfplay
        assert len(records(journal)) == 9


def test_a_journal_whose_first_line_was_cut_short_starts_again(tmp_path: Path,
                                                                straight_selfplay: dict[str, object]) -> None:
    journal = tmp_path / "journal.jsonl"
    journal.write_text('{"format": "arbiter-jour', encoding="utf-8")
    rc, out, err = finished(arbiter([*SELFPLAY, "--journal", str(journal)]))
    assert rc == 0, err
    assert figures(out) == straight_selfplay and len(records(journal)) == 9


# ---- arbiter play ---------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def typed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    f = tmp_path_factory.mktemp("typed") / "typed.txt"
    f.write_text("1\n" * 30000)  # the person always takes the first option: the same game each time
    return f


@pytest.fixture(scope="module")
def straight_game(tmp_path_factory: pytest.TempPathFactory, typed: Path) -> Replay:
    db = tmp_path_factory.mktemp("straight") / "games.sqlite"
    rc, _, err = finished(arbiter([*PLAY, "--db", str(db)], stdin=typed))
    assert rc == 0, err
    game = Library(db).load(1)
    assert game.result is not None
    return game


def continued(db: Path, typed: Path, straight: Replay, stopped_at: int) -> None:
    """The stopped game holds a prefix of the straight game's answers; resumed, it ends as the straight game."""
    kept = Library(db).load(1)
    assert kept.answers == straight.answers[:len(kept.answers)]
    assert stopped_at <= len(kept.answers) < len(straight.answers), "stopped outside the game: it proved nothing"
    rc, _, err = finished(arbiter(["play", "--resume", "1", "--db", str(db)], stdin=typed))
    assert rc == 0, err
    game = Library(db).load(1)
    assert game.answers == straight.answers and game.result == straight.result
    game.play()  # every recorded fingerprint checks


def test_a_library_that_fills_up_during_play_stops_clearly_and_keeps_the_game(tmp_path: Path, typed: Path,
                                                                              straight_game: Replay) -> None:
    db = tmp_path / "games.sqlite"
    rc, _, err = finished(arbiter([*PLAY, "--db", str(db)], stdin=typed, file_limit=150_000))
    clear_stop(rc, err, str(db), "could not be written", "full", "arbiter play --resume 1")
    continued(db, typed, straight_game, 2)


def answers_in(db: Path) -> int:
    try:
        with closing(sqlite3.connect(f"file:{db}?mode=ro", uri=True)) as con:
            return int(con.execute("SELECT COUNT(*) FROM answers").fetchone()[0])
    except sqlite3.Error:  # not there yet
        return 0


def wait_for(what: Callable[[], bool], p: subprocess.Popen[str]) -> None:
    deadline = time.monotonic() + 120
    while not what():
        assert p.poll() is None, p.communicate()[1]
        assert time.monotonic() < deadline
        time.sleep(0.02)


def test_a_library_locked_by_another_process_during_play_stops_clearly_and_keeps_the_game(
        tmp_path: Path, typed: Path, straight_game: Replay) -> None:
    db = tmp_path / "games.sqlite"
    p = arbiter([*PLAY, "--db", str(db)], stdin=subprocess.PIPE)
    assert p.stdin is not None
    p.stdin.write("1\n" * 8)  # eight answers, then the person thinks while another process takes the library
    p.stdin.flush()
    wait_for(lambda: answers_in(db) >= 8, p)
    other = sqlite3.connect(db)
    other.execute("BEGIN EXCLUSIVE")
    rc, _, err = finished(p, "1\n" * 100)  # more than enough: the next answer it records meets the lock
    other.rollback()
    other.close()
    clear_stop(rc, err, str(db), "locked by another process", "arbiter play --resume 1")
    continued(db, typed, straight_game, 8)
