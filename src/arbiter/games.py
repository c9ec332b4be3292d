"""The games Arbiter plays, by the name replays and scenario files record: the one place a game plugs in.

Fronts look a game up here and use only its `GameSupport` (arbiter.kernel.game) and its duel's
public API (`GameDuel`).
"""

from __future__ import annotations

from typing import Any

from arbiter.dm import game as dm_game
from arbiter.kernel.game import GameSupport
from arbiter.ocg import game as ocg_game

OCG = ocg_game.SUPPORT
DM = dm_game.SUPPORT
GAMES: dict[str, GameSupport[Any]] = {"ocg": OCG, "dm": DM}


class UnsupportedGame(ValueError):
    """A game name Arbiter does not play."""


def support_for(game: str) -> GameSupport[Any]:
    try:
        return GAMES[game]
    except KeyError:
        raise UnsupportedGame(f"this Arbiter plays {', '.join(sorted(GAMES))}; it cannot play game {game!r}") from None
