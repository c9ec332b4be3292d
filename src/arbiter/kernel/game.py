"""The small interface every game exposes to the fronts: its duel's public API and a `GameSupport`.

A front (judge, play, replay, library, agents, self-play, web, environments) talks to a duel only
through `GameDuel` (`pending`, `act`, `answer`, `resign`, `clone`, `winner`, `resigned`, `turn`, `tp`, `phase`,
`decisions`, `log`) and to a game only through its `GameSupport`: how to start a duel from two decks and a seed, read
a deck file, show one seat's view, render the log, and what a replay's fingerprint is made of.
Each game declares one (`arbiter.ocg.game.OCG`, `arbiter.dm.game.DM`); `arbiter.games` finds them by name.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, Protocol, Self, TypeVar

from arbiter.kernel.decision import Decision, IllegalAction, Option
from arbiter.kernel.log import LogEntry

PLAYERS = "AB"
CardId = int | str  # how a deck names a card: an OCG passcode, a Duel Masters card key


class GameDuel(Protocol):
    """The public API of every game's duel."""

    pending: Decision | None
    winner: int | None  # 0 or 1, 2 for a draw
    resigned: int | None  # the player whose resignation ended the duel, if one did
    turn: int
    tp: int
    phase: str
    decisions: int  # answers so far
    log: list[LogEntry]

    def act(self, key: str) -> None: ...  # an option's key, or `resign_key(p)` at any decision
    def answer(self, o: Option) -> None: ...
    def resign(self, player: int) -> None: ...
    def clone(self) -> Self: ...


# A resignation is recorded as an answer of its own, `resign:A` or `resign:B`, given at whatever decision is pending,
# whoever's it is (on the web board the opponent may be deciding): so the answers a replay, the games library and a
# resumed game hold play it again, and an older reader refuses it as an option it does not know, rather than
# playing on without it
RESIGN = "resign:"


def resign_key(player: int) -> str:
    """The answer that records `player`'s resignation."""
    return RESIGN + PLAYERS[player]


def resigner(key: str) -> int | None:
    """The seat a resignation's answer names; None for any other answer."""
    if not key.startswith(RESIGN) or key[len(RESIGN):] not in ("A", "B"):
        return None
    return PLAYERS.index(key[len(RESIGN):])


def concede(d: GameDuel, player: int, entry: LogEntry) -> None:
    """End `d` at once, `player` resigning: the other seat wins, `entry` says so in the log, and it counts as an
    answer (`decisions`), as the record holds it. A duel already over is refused."""
    if d.winner is not None:
        raise IllegalAction("the duel is over")
    if player not in (0, 1):
        raise IllegalAction(f"no player {player!r} to resign")
    d.winner = 1 - player
    d.resigned = player
    d.pending = None
    d.decisions += 1
    d.log.append(entry)


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
