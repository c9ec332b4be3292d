"""The games the front ends can play, by the name replays record: the one place a game plugs in.

Replays, the library, sessions, undo, resume, self-play, matches and agents use only a `GameSupport`
and the duel's public API (`GameDuel`: `pending`, `act`, `answer`, `clone`, `winner`, `turn`, `tp`,
`phase`, `decisions`, `log`). What differs between games comes from the support: how to start a duel
from two decks (lists of card ids: OCG passcodes, Duel Masters card keys) and a seed, how to read a
deck file, what each player sees (the replay fingerprint), the terminal front (play/front.py) and the
agents' kit (agents/kit.py). Game-specific modules load only when a game is used.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, Protocol, Self, TypeVar

from arbiter.kernel.decision import Decision, Option
from arbiter.kernel.log import LogEntry

if TYPE_CHECKING:
    from arbiter.agents.kit import Kit
    from arbiter.dm.duel import Duel as DMDuel
    from arbiter.ocg.duel import Duel as OCGDuel
    from arbiter.play.front import Front

DATA = Path(__file__).resolve().parent.parent / "data"
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


class UnsupportedGame(ValueError):
    """A game name no entry of GAMES plays."""


@dataclass(frozen=True)
class GameSupport(Generic[D]):
    name: str
    rules: str  # the rules profile a replay must match to be played
    starter_deck: Path  # what `arbiter play` deals when no deck is given
    selfplay_deck: Path  # what `arbiter selfplay` and the benchmarks use when no deck is given
    read_deck: Callable[[Path], list[CardId]]  # a deck file; ValueError says what is wrong with it
    check_deck: Callable[[list[Any]], list[CardId]]  # a replay's deck as stored; ValueError if it is not one
    new_duel: Callable[[Sequence[CardId], Sequence[CardId], int], D]
    observe: Callable[[D], list[Any]]  # what each player sees of their side, the turn and the question
    decked_out: Callable[[D], bool]  # the duel ended because a player could not draw
    counted: Mapping[str, str]  # self-play counts these option kinds per duel (kind -> plural)
    front: Callable[[], Front[D]]
    kit: Callable[[], Kit[D]]


# ---- Yu-Gi-Oh! OCG ---------------------------------------------------------------------------


def _ocg_read(path: Path) -> list[CardId]:
    from arbiter.ocg.decks import read_ydk

    return list(read_ydk(path).all)


def _ocg_check(raw: list[Any]) -> list[CardId]:
    return [int(x) for x in raw]


def _ocg_new(a: Sequence[CardId], b: Sequence[CardId], seed: int) -> OCGDuel:
    from arbiter.ocg.game import new_duel

    return new_duel([int(x) for x in a], [int(x) for x in b], seed)


def _ocg_observe(d: OCGDuel) -> list[Any]:
    """Each side as its owner sees it (LP, counts, cards by English name, position and ATK/DEF), the chain."""
    from arbiter.ocg.view import chain_links, view

    def cards(cs: list[dict[str, Any] | None]) -> list[Any]:
        return [None if c is None else [c.get("name"), c.get("position"), c.get("atk"), c.get("def")] for c in cs]

    parts: list[Any] = [d.turn, d.tp, d.phase, d.winner]
    for p in (0, 1):
        side = view(d, p, "en")["players"][p]
        parts.append([side["lp"], side["deck"], side["extra"], cards(side["hand"]), cards(side["monsters"]),
                      cards(side["spells"]), cards([side["field"]]), cards(side["graveyard"]),
                      cards(side["banished"])])
    # the chain as the judge sees it (every target named): what replays recorded before seats' views hid targets
    parts.append([[lk["number"], lk["player"], lk["card"], lk["targets"]] for lk in chain_links(d, None, "en")])
    return parts


def _ocg_decked(d: OCGDuel) -> bool:
    return any(d.decked)


def _ocg_front() -> Front[OCGDuel]:
    from arbiter.play.board import FRONT

    return FRONT


def _ocg_kit() -> Kit[OCGDuel]:
    from arbiter.agents.determinize import determinize
    from arbiter.agents.evaluate import BONUS, value
    from arbiter.agents.kit import Kit
    from arbiter.agents.policy import option_score

    return Kit(determinize, value, option_score, BONUS)


OCG: GameSupport[OCGDuel] = GameSupport(
    name="ocg", rules="ocg-expert-2002", starter_deck=DATA / "starter-ocg.ydk",
    selfplay_deck=DATA / "anchor-deck.ydk", read_deck=_ocg_read, check_deck=_ocg_check, new_duel=_ocg_new,
    observe=_ocg_observe, decked_out=_ocg_decked,
    counted={"summon": "summons", "set": "sets", "flip_summon": "flip_summons", "attack": "attacks",
             "activate": "activates"},
    front=_ocg_front, kit=_ocg_kit)


# ---- Duel Masters ----------------------------------------------------------------------------


def _dm_read(path: Path) -> list[CardId]:
    from arbiter.dm.game import read_deck

    return [defn.key for defn in read_deck(path)]


def _dm_check(raw: list[Any]) -> list[CardId]:
    from arbiter.dm.game import defs_of

    keys: list[CardId] = [str(x) for x in raw]
    defs_of(keys)  # refuses an unknown card
    return keys


def _dm_new(a: Sequence[CardId], b: Sequence[CardId], seed: int) -> DMDuel:
    from arbiter.dm.game import defs_of, new_duel

    return new_duel(defs_of(a), defs_of(b), seed)


def _dm_observe(d: DMDuel) -> list[Any]:
    from arbiter.dm.view import observe

    return observe(d)


def _dm_decked(d: DMDuel) -> bool:
    from arbiter.dm.view import decked_out

    return decked_out(d)


def _dm_front() -> Front[DMDuel]:
    from arbiter.play.dm_board import FRONT

    return FRONT


def _dm_kit() -> Kit[DMDuel]:
    from arbiter.agents.dm_determinize import determinize
    from arbiter.agents.dm_evaluate import BONUS, value
    from arbiter.agents.dm_policy import option_score
    from arbiter.agents.kit import Kit

    return Kit(determinize, value, option_score, BONUS)


DM: GameSupport[DMDuel] = GameSupport(
    name="dm", rules="dm-basic", starter_deck=DATA / "dm-starter.json", selfplay_deck=DATA / "dm-starter.json",
    read_deck=_dm_read, check_deck=_dm_check, new_duel=_dm_new, observe=_dm_observe, decked_out=_dm_decked,
    counted={"charge": "charges", "summon": "summons", "cast": "casts", "cross": "crosses", "attack": "attacks",
             "block": "blocks", "strigger": "s_triggers", "ninja": "ninja_strikes", "replace": "replacements"},
    front=_dm_front, kit=_dm_kit)

GAMES: dict[str, GameSupport[Any]] = {"ocg": OCG, "dm": DM}


def support_for(game: str) -> GameSupport[Any]:
    try:
        return GAMES[game]
    except KeyError:
        raise UnsupportedGame(f"this Arbiter plays {', '.join(sorted(GAMES))}; it cannot play game {game!r}") from None
