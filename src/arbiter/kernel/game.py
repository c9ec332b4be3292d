"""The small interface every game exposes to the fronts: its duel's public API and a `GameSupport`.

A front (judge, play, replay, library, agents, self-play, web, environments) talks to a duel only
through `GameDuel` (`pending`, `act`, `answer`, `clone`, `winner`, `turn`, `tp`, `phase`, `decisions`,
`log`) and to a game only through its `GameSupport`: how to start a duel from two decks and a seed,
read a deck file, show one seat's view, render the log, and what a replay's fingerprint is made of.
Each game declares one (`arbiter.ocg.game.OCG`, `arbiter.dm.game.DM`); `arbiter.games` finds them by name.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, Protocol, Self, TypeVar

from arbiter.kernel.decision import Decision, Option
from arbiter.kernel.log import LogEntry

PLAYERS = "AB"
CardId = int | str  # how a deck names a card: an OCG passcode, a Duel Masters card key


class GameDuel(Protocol):
    """The public API of every game's duel."""

    pending: Decision | None
    winner: int | None  # 0 or 1, 2 for a draw
    turn: int
    tp: int
    phase: str
    decisions: int  # answers so far
    log: list[LogEntry]

    def act(self, key: str) -> None: ...
    def answer(self, o: Option) -> None: ...
    def clone(self) -> Self: ...


D = TypeVar("D", bound=GameDuel)


@dataclass(frozen=True)
class GameSupport(Generic[D]):
    name: str
    rules: str  # the rules profile a replay must match to be played
    starter_deck: Path  # what `arbiter play` deals when no deck is given
    deck_suffix: str  # a deck file's suffix (".ydk"): the bundled decks are the data folder's files with it
    selfplay_deck: Path  # what `arbiter selfplay` and the benchmarks use when no deck is given
    read_deck: Callable[[Path], list[CardId]]  # a deck file; ValueError says what is wrong with it
    check_deck: Callable[[list[Any]], list[CardId]]  # a replay's deck as stored; ValueError if it is not one
    # what breaks the game's deck rules, cards named in the language given; [] if none
    deck_problems: Callable[[Sequence[CardId], str], list[str]]
    new_duel: Callable[[Sequence[CardId], Sequence[CardId], int], D]
    view: Callable[[D, int, str], dict[str, Any]]  # what one seat may see, as plain data (seat, language)
    render: Callable[[Sequence[LogEntry], str], list[str]]  # the whole log as text, in a language
    observe: Callable[[D], list[Any]]  # what each player sees of their side, the turn and the question
    decked_out: Callable[[D], bool]  # the duel ended because a player could not draw
    counted: Mapping[str, str]  # self-play counts these option kinds per duel (kind -> plural)
