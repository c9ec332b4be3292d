"""The local library of games: a SQLite file holding every duel played, answer by answer.

Each answer is committed when it is made, so a game whose process is killed is resumed from its
record with nothing lost. The file lives in the user data directory unless `ARBITER_DB` (or a
command's `--db`) names another.
"""

from __future__ import annotations

import json
import os
import socket
import sqlite3
import sys
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from arbiter.kernel.game import resigner
from arbiter.kernel.reasons import Why
from arbiter.replay import Replay, ReplayError, from_header

SCHEMA_VERSION = 1
SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    header TEXT NOT NULL,           -- the replay header (JSON), as in a replay file
    status TEXT NOT NULL,           -- playing | finished
    winner INTEGER,                 -- 0, 1, 2 (draw) once finished
    turns INTEGER,
    updated TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS answers (
    game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    n INTEGER NOT NULL,             -- 1-based
    key TEXT NOT NULL,
    fp TEXT NOT NULL,               -- the duel's fingerprint after the answer
    PRIMARY KEY (game, n)
);
CREATE TABLE IF NOT EXISTS holds (  -- the terminal session (`arbiter play`) playing a game, while it does
    game INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    pid INTEGER NOT NULL,
    host TEXT NOT NULL,
    since TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS serves (  -- the web server (`arbiter serve`) that has a game open, while it runs
    game INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    pid INTEGER NOT NULL,
    host TEXT NOT NULL,
    since TEXT NOT NULL
);
"""


LOCK_WAIT_S = 5.0  # how long a write waits for another process's lock before it is refused


class LibraryError(ReplayError):
    """A games library that cannot be used: not one, missing, locked, full or damaged; says which file."""


def explain(path: Path, e: sqlite3.Error) -> LibraryError:
    """The sqlite error as a sentence a person can act on; the data is left as it was (nothing is committed)."""
    text = str(e).lower()
    # a write the operating system refused (a full disk, a file size limit) reads as a plain "disk I/O error"
    refused_write = getattr(e, "sqlite_errorname", "") in ("SQLITE_IOERR_WRITE", "SQLITE_IOERR_FSYNC")
    if "not a database" in text or "file is encrypted" in text:
        why = Why("not a games library (not a SQLite file); give another --db or ARBITER_DB",
                  "対戦ライブラリではない（SQLiteのファイルではない）。別の --db か ARBITER_DB を指定してください")
    elif "locked" in text or "busy" in text:
        why = Why(f"the games library is locked by another process (waited {LOCK_WAIT_S:g} s); try again once it is "
                  "done", f"対戦ライブラリはほかのプロセスが使用中（{LOCK_WAIT_S:g}秒待った）。"
                  "終わってからやり直してください")
    elif "full" in text or refused_write:
        why = Why("the games library could not be written: the disk (or its size limit) is full, or failing; nothing "
                  "stored was lost", "対戦ライブラリに書き込めない：ディスク（またはサイズの上限）が"
                  "いっぱいか、故障している。保存済みのものは失われていない")
    elif "malformed" in text or "corrupt" in text:
        why = Why("the games library is damaged (sqlite: malformed database); copy it aside and start a new one",
                  "対戦ライブラリが壊れている（sqlite: malformed database）。別の場所に写して、新しく始めてください")
    elif "readonly" in text or "unable to open" in text:
        why = Why(f"the games library cannot be opened for writing ({e})",
                  f"対戦ライブラリを書き込み用に開けない（{e}）")
    else:
        why = Why(f"the games library cannot be used: {e}", f"対戦ライブラリを使えない：{e}")
    return LibraryError(Why(f"{path}: {why}", f"{path}：{why.ja}"))


def default_path() -> Path:
    """`ARBITER_DB`, else games.sqlite in the platform's user data directory."""
    env = os.environ.get("ARBITER_DB")
    if env:
        return Path(env)
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA", Path.home() / "AppData" / "Roaming"))
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "arbiter" / "games.sqlite"


@dataclass(frozen=True)
class GameRow:
    id: int
    created: str
    game: str
    players: list[str]
    status: str
    winner: int | None
    turns: int | None
    answers: int
    seed: int
    resigned: int | None = None  # the seat whose resignation ended a finished game (its last answer), if one did


@dataclass(frozen=True)
class Hold:
    """A game held by a terminal session (`front` "terminal": table `holds`) or open in a web server ("web": table
    `serves`): the process playing it, the machine it runs on, since when."""
    pid: int
    host: str
    since: str
    front: str = "terminal"

    def alive(self) -> bool:
        """Whether the process may still be playing: a hold left by a killed process on this machine is not. On
        another machine (a library on a shared drive), or where processes cannot be looked at, it is taken as
        alive."""
        if self.host != socket.gethostname() or sys.platform == "win32":  # os.kill(pid, 0) there would stop it
            return True
        try:
            os.kill(self.pid, 0)
        except ProcessLookupError:
            return False
        except PermissionError:  # someone else's process
            return True
        return True


# the table of each front's holds (`Hold.front`; fixed names, never a value a caller makes)
_TABLES = {"terminal": "holds", "web": "serves"}


def may_be_id(gid: int) -> bool:
    """Whether `gid` may be a game's id: one of SQLite's integers. Another (a number typed or put in an address)
    names no game, and a query with it would fail (OverflowError)."""
    return -2**63 <= gid < 2**63


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class Library:
    """The games library at `path`; `create=False` (listing, replaying) refuses a missing one instead of making it."""

    def __init__(self, path: Path | None = None, create: bool = True) -> None:
        self.path = path or default_path()
        if self.path.is_dir():
            raise LibraryError(Why(f"{self.path}: the games library is a folder; give a file name",
                                   f"{self.path}：対戦ライブラリがフォルダになっている。ファイル名を指定してください"))
        if not self.path.exists():
            if not create:
                raise LibraryError(Why(f"{self.path}: no games library here yet (arbiter play starts one)",
                                       f"{self.path}：まだ対戦ライブラリがない（arbiter play で作られます）"))
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as e:
                raise LibraryError(Why(f"{self.path}: cannot create the games library's folder: {e}",
                                       f"{self.path}：対戦ライブラリのフォルダを作れない：{e}")) from None
        try:
            self.db = sqlite3.connect(self.path, timeout=LOCK_WAIT_S)
        except sqlite3.Error as e:
            raise explain(self.path, e) from None
        try:
            with self._sql():
                self._open()
        except LibraryError:
            self.db.close()
            raise

    def _open(self) -> None:
        # look before writing anything: another program's SQLite file is refused untouched
        tables = {r[0] for r in self.db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if tables and not {"meta", "games", "answers"} <= tables:
            names = ", ".join(sorted(tables))
            raise LibraryError(Why(f"{self.path}: the games library is another program's SQLite file (tables {names}); "
                                   "give another --db", f"{self.path}：対戦ライブラリがほかのプログラムのSQLiteファイル"
                                   f"（テーブル {names}）。別の --db を指定してください"))
        # WAL: a commit survives the process being killed; readers do not block the writer
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA foreign_keys=ON")
        self.db.executescript(SCHEMA)
        row = self.db.execute("SELECT value FROM meta WHERE key='schema'").fetchone()
        if row is None:
            self.db.execute("INSERT INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))
            self.db.commit()
        elif int(row[0]) > SCHEMA_VERSION:
            raise LibraryError(Why(f"{self.path}: the games library was written by a newer Arbiter (schema {row[0]}; "
                                   f"this one reads up to {SCHEMA_VERSION})", f"{self.path}：対戦ライブラリは新しい"
                                   f"Arbiterが書いたもの（スキーマ{row[0]}。このArbiterが読めるのは{SCHEMA_VERSION}まで）"))

    @contextmanager
    def _sql(self) -> Iterator[None]:
        """sqlite errors as LibraryError; a failed write is rolled back, so the library keeps what it had."""
        try:
            yield
        except sqlite3.Error as e:
            if self.db.in_transaction:
                with suppress(sqlite3.Error):
                    self.db.rollback()
            raise explain(self.path, e) from None

    def close(self) -> None:
        self.db.close()

    # ---- writing, one commit per call ----------------------------------------------------------

    def add(self, r: Replay) -> int:
        """Store a whole replay (a new game, or an imported file); returns its id."""
        with self._sql():
            return self._add(r)

    def _add(self, r: Replay) -> int:
        cur = self.db.execute("INSERT INTO games (header, status, updated) VALUES (?, 'playing', ?)",
                              (json.dumps(r.header(), ensure_ascii=False), _now()))
        gid = cur.lastrowid
        assert gid is not None
        self._store_answers(gid, r)
        self.db.commit()
        return gid

    def _store_answers(self, gid: int, r: Replay) -> None:
        self.db.executemany("INSERT INTO answers VALUES (?, ?, ?, ?)",
                            [(gid, n, k, r.fingerprints[n - 1] if n <= len(r.fingerprints) else "")
                             for n, k in enumerate(r.answers, 1)])
        if r.result is not None:
            self._finish(gid, r.result)

    def resume(self, r: Replay) -> int:
        """The id of the game a replay file records, to go on with: the entry of the same header (the same game,
        created at the same moment), else a new entry. Whichever of the two went further is the game: the entry
        takes the file's answers where the file did, and `r` the entry's where the entry did (it was resumed by its
        id, which the file does not follow); an entry that parted from the file (an undo in one) is kept as it is,
        and the file goes on in a new one. Resuming one file again and again so continues one entry."""
        with self._sql():
            row = self.db.execute("SELECT id FROM games WHERE header=? ORDER BY id DESC LIMIT 1",
                                  (json.dumps(r.header(), ensure_ascii=False),)).fetchone()
            if row is None:
                return self._add(r)
            gid = int(row[0])
            kept = self._load(gid)
            if kept.answers[:len(r.answers)] == r.answers:
                r.answers, r.fingerprints, r.result = kept.answers, kept.fingerprints, kept.result
                return gid
            if r.answers[:len(kept.answers)] != kept.answers:
                return self._add(r)
            if self._other_holder(gid) is not None:  # another process plays it: `hold` refuses it, left as it is
                return gid
            self.db.execute("DELETE FROM answers WHERE game=?", (gid,))
            self.db.execute("UPDATE games SET status='playing', winner=NULL, turns=NULL, updated=? WHERE id=?",
                            (_now(), gid))
            self._store_answers(gid, r)
            self.db.commit()
            return gid

    def answer(self, gid: int, n: int, key: str, fp: str) -> None:
        self.answers(gid, [(n, key, fp)])

    def answers(self, gid: int, rows: list[tuple[int, str, str]]) -> None:
        """Answers (n, key, fingerprint) in one commit: the web front records a burst of automatic ones at once."""
        with self._sql():
            self._answers(gid, rows)

    def _answers(self, gid: int, rows: list[tuple[int, str, str]]) -> None:
        self.db.executemany("INSERT OR REPLACE INTO answers VALUES (?, ?, ?, ?)", [(gid, *r) for r in rows])
        self.db.execute("UPDATE games SET updated=? WHERE id=?", (_now(), gid))
        self.db.commit()

    def undo(self, gid: int, keep: int) -> None:
        with self._sql():
            self._undo(gid, keep)

    def _undo(self, gid: int, keep: int) -> None:
        self.db.execute("DELETE FROM answers WHERE game=? AND n>?", (gid, keep))
        self.db.execute("UPDATE games SET status='playing', winner=NULL, turns=NULL, updated=? WHERE id=?",
                        (_now(), gid))
        self.db.commit()

    def finish(self, gid: int, result: dict[str, Any]) -> None:
        with self._sql():
            self._finish(gid, result)
            self.db.commit()

    def _finish(self, gid: int, result: dict[str, Any]) -> None:
        self.db.execute("UPDATE games SET status='finished', winner=?, turns=?, updated=? WHERE id=?",
                        (result.get("winner"), result.get("turns"), _now(), gid))

    def hold(self, gid: int, front: str = "terminal") -> Hold | None:
        """Mark `gid` as played by this process until `release`: a terminal session's, or with `front="web"` a web
        server's; returns the live hold of another process instead (a terminal's or a web server's), where there is
        one, and marks nothing."""
        with self._sql():
            other = self._other_holder(gid)
            if other is not None:
                return other
            self.db.execute(f"INSERT OR REPLACE INTO {_TABLES[front]} VALUES (?, ?, ?, ?)",
                            (gid, os.getpid(), socket.gethostname(), _now()))
            self.db.commit()
            return None

    def release(self, gid: int | None = None) -> None:
        """Drop this process's holds: of `gid`, or (None: a web server stopping) of every game."""
        with self._sql():
            for table in _TABLES.values():
                self.db.execute(f"DELETE FROM {table} WHERE pid=? AND host=?{'' if gid is None else ' AND game=?'}",
                                (os.getpid(), socket.gethostname(), *(() if gid is None else (gid,))))
            self.db.commit()

    # ---- reading -------------------------------------------------------------------------------

    def load(self, gid: int) -> Replay:
        with self._sql():
            return self._load(gid)

    def _load(self, gid: int) -> Replay:
        row = (self.db.execute("SELECT header, status, winner, turns FROM games WHERE id=?", (gid,)).fetchone()
               if may_be_id(gid) else None)
        if row is None:
            raise ReplayError(Why(f"{self.path}: no game #{gid} in the library",
                                  f"{self.path}：ライブラリに対戦#{gid}はない"))
        where = f"{self.path} game #{gid}"
        r = from_header(self._header(gid, row[0]), where)
        for n, key, fp in self.db.execute("SELECT n, key, fp FROM answers WHERE game=? ORDER BY n", (gid,)):
            if n != len(r.answers) + 1:
                raise ReplayError(Why(f"{where}: answer {len(r.answers) + 1} is missing",
                                      f"{self.path}の対戦#{gid}：応答{len(r.answers) + 1}がない"))
            r.answers.append(key)
            r.fingerprints.append(fp)
        if not all(r.fingerprints):
            r.fingerprints = []
        if row[1] == "finished":
            r.result = {"winner": row[2], "turns": row[3]}
        return r

    def _header(self, gid: int, text: str) -> dict[str, Any]:
        """Game `gid`'s stored header: one that is not a JSON object (the file damaged, or edited by hand) is refused
        as a damaged library is, naming the game."""
        try:
            h = json.loads(text)
        except ValueError:
            h = None
        if not isinstance(h, dict):
            raise LibraryError(Why(f"{self.path}: the games library is damaged (game #{gid}'s header is not a JSON "
                                   "object); copy it aside and start a new one", f"{self.path}：対戦ライブラリが壊れて"
                                   f"いる（対戦#{gid}のヘッダーがJSONのオブジェクトではない）。別の場所に写して、新しく"
                                   "始めてください"))
        return h

    def holder(self, gid: int) -> Hold | None:
        """The live process playing `gid`, if any: a terminal session, or a web server that has it open (a killed
        one's hold does not count)."""
        with self._sql():
            return self._holder(gid)

    def _other_holder(self, gid: int) -> Hold | None:
        h = self._holder(gid)
        return h if h is not None and (h.pid, h.host) != (os.getpid(), socket.gethostname()) else None

    def _holder(self, gid: int) -> Hold | None:
        if not may_be_id(gid):
            return None
        for front, table in _TABLES.items():
            row = self.db.execute(f"SELECT pid, host, since FROM {table} WHERE game=?", (gid,)).fetchone()
            if row is not None:
                h = Hold(int(row[0]), str(row[1]), str(row[2]), front)
                if h.alive():
                    return h
        return None

    def games(self, limit: int = 50) -> list[GameRow]:
        with self._sql():
            return self._games(limit)

    def _games(self, limit: int) -> list[GameRow]:
        rows = self.db.execute(
            "SELECT g.id, g.header, g.status, g.winner, g.turns, (SELECT COUNT(*) FROM answers a WHERE a.game=g.id), "
            "(SELECT a.key FROM answers a WHERE a.game=g.id ORDER BY a.n DESC LIMIT 1) "
            "FROM games g ORDER BY g.id DESC LIMIT ?", (min(limit, 2**63 - 1),)).fetchall()  # (SQLite's largest)
        out = []
        for gid, header, status, winner, turns, n, last in rows:
            h = self._header(gid, header)
            # a resignation is an answer of its own and ends the duel, so only a finished game's last one can be it
            resigned = resigner(last) if status == "finished" and last is not None else None
            out.append(GameRow(gid, str(h.get("created", "")), str(h.get("game", "?")), list(h.get("players", [])),
                               status, winner, turns, n, int(h.get("seed", 0)), resigned))
        return out


class LibraryRecorder:
    """Records one game into the library as it is played."""

    def __init__(self, lib: Library, gid: int) -> None:
        self.lib = lib
        self.gid = gid

    def answer(self, n: int, key: str, fp: str) -> None:
        self.lib.answer(self.gid, n, key, fp)

    def undo(self, keep: int) -> None:
        self.lib.undo(self.gid, keep)

    def finish(self, result: dict[str, Any]) -> None:
        self.lib.finish(self.gid, result)

    def close(self) -> None:
        pass
