"""Observations as numbers: what one seat sees of a duel, as fixed-size arrays.

The numbers are those of the game's one view function (`arbiter.ocg.view.view`, `arbiter.dm.view.view`), read
row by row from the duel by each game's reader (ocg_rows.py, dm_rows.py) and from the pending decision's options,
so a card the seat may not see gives a row with its place but no identity (the `hidden` column set, the card code
0). Cards are named by a code: 1 + the card's place in the sorted list of names in the two decks (0: no card or
hidden; the last code: a card outside both lists, such as a token).

Arrays (float32):
- `cards` (MAX_CARDS x CARD_FEATURES): one row per card the seat knows of, in every zone (its hand; both fields,
  face-down ones too; graveyards; banished; the chain's links in OCG; mana and shields in Duel Masters);
- `globals` (GLOBAL_FEATURES): life or shields, counts of decks and hands, the turn, phase, whose turn and
  decision;
- `options` (max_options x OPTION_FEATURES): one row per legal option of the pending decision (its kind, its
  card's and its target's features, its number), so a policy can score options;
- `action_mask` (max_options, int8): 1 for the options the seat may answer now.

Each call returns new arrays; what is kept between calls (rows, each seat's rows zone by zone, option rows, the
last observation of each seat) is the observer's.
"""

from __future__ import annotations

import math
import struct
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from operator import attrgetter
from typing import Any, Protocol

import numpy as np
from numpy.typing import NDArray

from arbiter.env import dm_rows, ocg_rows
from arbiter.env.rows import (
    CARD_FEATURES,
    CODE,
    DEFAULT_MAX_OPTIONS,
    GLOBAL_FEATURES,
    HIDDEN,
    MAX_CARDS,
    MINE,
    OPTION_FEATURES,
    STAT_A,
    STAT_B,
    TAKEN,
    ZONE,
    Row,
    RowBook,
    Seen,
)
from arbiter.kernel.decision import Option
from arbiter.kernel.game import CardId, GameDuel

__all__ = ["CARD_FEATURES", "CODE", "DEFAULT_MAX_OPTIONS", "FEATURES", "GLOBAL_FEATURES", "HIDDEN", "MAX_CARDS",
           "MINE", "OPTION_FEATURES", "Obs", "Observer", "card_codes"]

Obs = dict[str, NDArray[Any]]
CARD_BYTES = 4 * MAX_CARDS * CARD_FEATURES
TARGETING = frozenset({"attack", "cross", "retarget"})  # option kinds whose number is a target card's index
KIND, CARD, ARG = attrgetter("kind"), attrgetter("card"), attrgetter("arg")  # of an option
MAX_KEPT_ROWS = 200_000  # rows kept from duel to duel, at most
OPTION_ROW = struct.Struct(f"{OPTION_FEATURES}f")
OPTIONS_AT = CARD_BYTES + 4 * GLOBAL_FEATURES  # where the options begin in an observation's buffer
OPTION_GLOBALS = struct.Struct("2f")


class Reader(Protocol):
    def read(self, d: Any) -> Seen: ...  # the card rows, each card's row by its index, the global features


@dataclass(frozen=True)
class GameFeatures:
    name: str
    reader: Callable[[int, RowBook], Reader]  # one seat's rows of a duel
    option_kinds: tuple[str, ...]
    names: Callable[[Sequence[CardId]], list[str]]  # the English names of a deck's cards


def _ocg_names(deck: Sequence[CardId]) -> list[str]:
    from arbiter.ocg.carddata import default_db

    db = default_db()
    return [db.get(int(c)).name_en for c in deck]


def _dm_names(deck: Sequence[CardId]) -> list[str]:
    from arbiter.dm.game import defs_of

    return [defn.name_en for defn in defs_of(deck)]


FEATURES = {
    "ocg": GameFeatures("ocg", ocg_rows.OcgReader, ocg_rows.OPTION_KINDS, _ocg_names),
    "dm": GameFeatures("dm", dm_rows.DmReader, dm_rows.OPTION_KINDS, _dm_names),
}


def card_codes(names: Sequence[str]) -> dict[str, int]:
    """Card name -> code: 1 + its place among the sorted distinct names."""
    return {n: i + 1 for i, n in enumerate(sorted(set(names)))}


def _scaled(n: int) -> float:
    return math.copysign(math.log1p(abs(n)), n) / 8


class Observer:
    """Turns a duel into one seat's observation; made once per environment (its card codes and option kinds).

    What it keeps belongs to the duel it last read: reading another duel object starts afresh.
    """

    def __init__(self, game: str, names: Sequence[str], max_options: int = DEFAULT_MAX_OPTIONS) -> None:
        self.game = FEATURES[game]
        self.codes = card_codes(names)
        self.kinds = {k: i + 1 for i, k in enumerate(self.game.option_kinds)}
        self.max_options = max_options
        self.high = float(max(len(self.codes) + 2, 64))  # every feature lies in [-1, high]
        self._masks = [np.array([1] * n + [0] * (max_options - n), np.int8) for n in range(max_options + 1)]
        # the last two global features: whether the seat decides, and how many options it has
        self._deciding = [OPTION_GLOBALS.pack(1.0 if n else 0.0, n / max_options) for n in range(max_options + 1)]
        self._book = RowBook(self.codes, self.high)
        self._options: tuple[dict[tuple[object, ...], bytes], ...] = ({}, {})  # option rows, by `Decision.passable`
        self.forget()

    def forget(self) -> None:
        """Drop what was kept of the last duel (the rows made stay, unless there are very many: they are the same
        from duel to duel)."""
        self._duel: GameDuel | None = None
        if len(self._book.known) > MAX_KEPT_ROWS:
            self._book = RowBook(self.codes, self.high)
            self._options = ({}, {})
        self._readers = [self.game.reader(seat, self._book) for seat in (0, 1)]
        self._out = [Written(self.max_options) for _ in (0, 1)]

    def observe(self, d: GameDuel, seat: int) -> Obs:
        if d is not self._duel:
            self.forget()
            self._duel = d
        data, by_id, globals_ = self._readers[seat].read(d)
        dec = d.pending
        n = min(len(dec.options), self.max_options) if dec is not None and dec.player == seat else 0
        options = b""
        if n:
            assert dec is not None
            opts = dec.options[:n]
            cards = list(map(CARD, opts))
            rows = list(map(by_id.get, cards))  # None for no card (-1) and for one the seat does not see
            # an option's row, kept by its kind, whether it names a card, that card's row (by identity: rows are
            # kept as long as the option rows, RowBook) and its number; looked up all at once
            keys: list[tuple[object, ...]] = list(zip(map(KIND, opts), map(TAKEN, cards), map(id, rows),
                                                      map(ARG, opts), strict=True))
            kept = self._options[dec.passable]
            blobs = list(map(kept.get, keys))
            if None in blobs:  # rows not made yet, and those of options that name a target (never kept so)
                for k, o in enumerate(opts):
                    target = None
                    if o.kind in TARGETING:
                        # an attack, a cross or a retarget names its target's card by its index: as the seat sees it
                        target = by_id.get(o.arg)
                        keys[k] = (o.kind, o.card >= 0, id(rows[k]), id(target), None if target else o.arg)
                        blobs[k] = kept.get(keys[k])
                    if blobs[k] is None:
                        blobs[k] = self._option(keys[k], o, rows[k], target, dec.passable)
            options = b"".join(blobs)  # type: ignore[arg-type]  # no None left
        return self._out[seat].write(data, globals_ + self._deciding[n], options, self._masks[n])

    def mask(self, n: int) -> NDArray[np.int8]:
        """The action mask of a decision with `n` options."""
        return self._masks[min(n, self.max_options)].copy()

    def _option(self, key: tuple[object, ...], o: Option, card: Row | None, target: Row | None,
                passable: bool) -> bytes:
        r = [1.0, float(self.kinds.get(o.kind, len(self.kinds) + 1)), 1.0 if o.card >= 0 else 0.0]
        r += [card[CODE], card[MINE], card[ZONE], card[HIDDEN]] if card else [0.0, 0.0, 0.0, 0.0]
        r += [target[CODE], target[MINE], target[ZONE]] if target else [0.0, 0.0, 0.0]
        r += [0.0 if target else max(-1.0, min(1.0, _scaled(o.arg))), 1.0 if passable else 0.0]
        r += [card[STAT_A], card[STAT_B]] if card else [0.0, 0.0]
        got = self._options[passable][key] = OPTION_ROW.pack(*r)
        return got


class Written:
    """One seat's last observation as float32 bytes, each array a view of its own part; each observation is
    written over the last (what it does not fill zeroed) and handed out as copies of the views."""

    def __init__(self, max_options: int) -> None:
        self.buf = bytearray(OPTIONS_AT + OPTION_ROW.size * max_options)
        self.cards = np.ndarray((MAX_CARDS, CARD_FEATURES), np.float32, self.buf)
        self.globals = np.ndarray((GLOBAL_FEATURES,), np.float32, self.buf, CARD_BYTES)
        self.options = np.ndarray((max_options, OPTION_FEATURES), np.float32, self.buf, OPTIONS_AT)
        self.data = b""
        self.options_end = OPTIONS_AT

    def write(self, data: bytes, globals_: bytes, options: bytes, mask: NDArray[np.int8]) -> Obs:
        buf = self.buf
        if data is not self.data:  # a reader gives the same bytes while the card rows stay the same
            if len(data) > CARD_BYTES:
                data = data[:CARD_BYTES]  # more cards than MAX_CARDS: the first ones
            was = len(self.data)
            buf[:len(data)] = data
            if len(data) < was:
                buf[len(data):was] = bytes(was - len(data))
            self.data = data
        buf[CARD_BYTES:CARD_BYTES + len(globals_)] = globals_
        end = OPTIONS_AT + len(options)
        buf[OPTIONS_AT:end] = options
        if end < self.options_end:
            buf[end:self.options_end] = bytes(self.options_end - end)
        self.options_end = end
        return {"cards": self.cards.copy(), "globals": self.globals.copy(), "options": self.options.copy(),
                "action_mask": mask.copy()}
