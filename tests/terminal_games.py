"""Games in a library as the terminal leaves them: one `arbiter play` recorded, and the hold a process takes on
a game it plays."""

from __future__ import annotations

import socket
from pathlib import Path

from arbiter.games import OCG
from arbiter.library import Library
from arbiter.play.session import Session
from arbiter.replay import Replay


def terminal_game(db: Path, players: list[str], moves: int = 0) -> int:
    """A game as `arbiter play` records it: no web links, its player kinds in its header."""
    deck = OCG.read_deck(OCG.starter_deck)
    r = Replay.new("ocg", [deck, deck], 5, players, lang="ja")
    s = Session(r)
    for _ in range(moves):
        assert s.duel.pending is not None
        s.act(s.duel.pending.options[0].key)
    lib = Library(db)
    try:
        return lib.add(r)
    finally:
        lib.close()


def hold_by(db: Path, gid: int, pid: int, table: str = "holds") -> None:
    """The hold a terminal session process `pid` on this machine takes on `gid` (`table="serves"`: a web server)."""
    lib = Library(db)
    lib.db.execute(f"INSERT INTO {table} VALUES (?, ?, ?, '2026-12-05T10:00:00+00:00')",
                   (gid, pid, socket.gethostname()))
    lib.db.commit()
    lib.close()
