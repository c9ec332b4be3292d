"""The games library under bad files and faults: a clear error naming the file, and the data left as it was."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from arbiter import library
from arbiter.cli import main
from arbiter.games import OCG
from arbiter.library import Library, LibraryError
from arbiter.replay import Replay

DECK = OCG.read_deck(OCG.starter_deck)


def new_game(lib: Library, seed: int = 1) -> int:
    return lib.add(Replay.new("ocg", [DECK, DECK], seed, ["greedy", "random"]))


def clean_error(result: object, *words: str) -> None:
    out = getattr(result, "output", "")
    assert getattr(result, "exit_code", 0) == 1, out
    assert "Traceback" not in out and getattr(result, "exception", None).__class__ is SystemExit, out
    for w in words:
        assert w in out, out


@pytest.mark.parametrize("how", ["--db", "ARBITER_DB"])
@pytest.mark.parametrize("command", [["games"], ["replay", "1", "--print"]])
def test_a_file_that_is_not_a_library_is_a_clear_error(tmp_path: Path, how: str, command: list[str]) -> None:
    f = tmp_path / "notes.txt"
    f.write_text("my notes\n" * 100)
    args, env = ([*command, "--db", str(f)], {}) if how == "--db" else (command, {"ARBITER_DB": str(f)})
    r = CliRunner().invoke(main, args, env=env)
    clean_error(r, str(f), "not a games library")
    assert f.read_text() == "my notes\n" * 100


def test_another_programs_sqlite_file_is_refused_untouched(tmp_path: Path) -> None:
    f = tmp_path / "other.sqlite"
    con = sqlite3.connect(f)
    con.execute("CREATE TABLE notes (x)")
    con.commit()
    con.close()
    before = f.read_bytes()
    clean_error(CliRunner().invoke(main, ["games", "--db", str(f)]), "another program's SQLite file")
    assert f.read_bytes() == before


def test_listing_creates_no_folders(tmp_path: Path) -> None:
    where = tmp_path / "no" / "such" / "dir" / "x.sqlite"
    r = CliRunner().invoke(main, ["games", "--db", str(where)])
    assert r.exit_code == 0 and "no games yet" in r.output
    clean_error(CliRunner().invoke(main, ["replay", "1", "--db", str(where)]), "no games library")
    assert not (tmp_path / "no").exists()


def test_a_locked_library_is_a_clear_error_and_keeps_its_data(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(library, "LOCK_WAIT_S", 0.05)
    path = tmp_path / "games.sqlite"
    lib = Library(path)
    gid = new_game(lib)
    lib.answer(gid, 1, "pass", "fp1")
    other = sqlite3.connect(path)
    other.execute("BEGIN EXCLUSIVE")  # another process is writing
    with pytest.raises(LibraryError, match="locked by another process"):
        lib.answer(gid, 2, "pass", "fp2")
    other.rollback()
    other.close()
    lib.close()
    assert Library(path).load(gid).answers == ["pass"]


def test_a_full_library_is_a_clear_error_and_keeps_its_data(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite"
    lib = Library(path)
    gid = new_game(lib)
    pages = lib.db.execute("PRAGMA page_count").fetchone()[0]
    lib.db.execute(f"PRAGMA max_page_count={pages}")  # the disk is full: no page more
    with pytest.raises(LibraryError, match="full"):
        for n in range(1, 2000):
            lib.answer(gid, n, f"key{n}" * 50, "f" * 64)
    kept = len(Library(path).load(gid).answers)
    lib.close()
    assert Library(path).load(gid).answers == [f"key{n}" * 50 for n in range(1, kept + 1)]


def test_a_damaged_library_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite"
    lib = Library(path)
    for seed in range(30):
        new_game(lib, seed)
    lib.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    lib.close()
    data = bytearray(path.read_bytes())
    page = 4096
    data[page * 2:page * 4] = b"\xff" * (page * 2)  # two pages of the games table overwritten
    path.write_bytes(bytes(data))
    damaged = path.read_bytes()
    r = CliRunner().invoke(main, ["games", "--db", str(path)])
    clean_error(r, str(path), "damaged")
    assert path.read_bytes() == damaged  # refusing it changed nothing
