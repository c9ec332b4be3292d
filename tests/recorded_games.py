"""Games recorded for the tests of replays and the games library: each game's starter deck, and a game between
agents recorded in a library and a replay file."""

from __future__ import annotations

from pathlib import Path

from arbiter.games import GAMES
from arbiter.library import Library, LibraryRecorder
from arbiter.play.session import Recorder, Session
from arbiter.replay import FileRecorder, Replay

DECKS = {name: g.read_deck(g.starter_deck) for name, g in GAMES.items()}


def played(tmp_path: Path, players: tuple[str, str] = ("greedy", "random"), seed: int = 5,
           limit: int | None = None, game: str = "ocg") -> tuple[Session, int, Path]:
    """A game between agents recorded in a library and a file, to its end or `limit` answers."""
    lib = Library(tmp_path / "games.sqlite")
    deck = DECKS[game]
    r = Replay.new(game, [deck, deck], seed, list(players), lang="en")
    gid = lib.add(r)
    path = tmp_path / "game.jsonl"
    recorders: list[Recorder] = [LibraryRecorder(lib, gid), FileRecorder(path, r)]
    s = Session(r, recorders)
    while s.duel.winner is None and (limit is None or s.answers < limit):
        assert s.agent_move() is not None
    s.close()
    return s, gid, path
