"""The games the front ends can play, by the name replays record.

The extension point for a second game (Duel Masters, arbiter.dm): add a `GameSupport` to `GAMES`
with its rules profile, how to start a duel from two decks and a seed, how to read a deck file,
and its starter deck. Replays, the library, sessions, undo and resume use only this plus the
duel's public API (`pending`, `act`, `clone`, `winner`, `turn`, `log`, `decisions`), so they work
for any game whose decks are lists of JSON values (OCG: passcodes; a DM deck would be stored as
its cards' ids). What is OCG-specific is the drawing: play/board.py and the fingerprint read
`arbiter.ocg.view`; a second game brings its own view, board and fingerprint, chosen by `name`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from arbiter.ocg.duel import Duel

DATA = Path(__file__).resolve().parent.parent / "data"


class UnsupportedGame(ValueError):
    """A game name no entry of GAMES plays."""


@dataclass(frozen=True)
class GameSupport:
    name: str
    rules: str  # the rules profile a replay must match to be played
    new_duel: Callable[[list[int], list[int], int], Duel]
    starter_deck: Path
    read_deck: Callable[[Path], list[int]]


def _ocg_new(a: list[int], b: list[int], seed: int) -> Duel:
    from arbiter.ocg.game import new_duel

    return new_duel(a, b, seed)


def _ocg_read(path: Path) -> list[int]:
    from arbiter.ocg.decks import read_ydk

    return read_ydk(path).all


OCG = GameSupport("ocg", "ocg-expert-2002", _ocg_new, DATA / "starter-ocg.ydk", _ocg_read)

GAMES: dict[str, GameSupport] = {"ocg": OCG}
