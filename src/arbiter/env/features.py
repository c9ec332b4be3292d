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

Each call returns new arrays; what is kept between calls (rows, zone blocks, option rows) is the observer's.
"""

from __future__ import annotations

import math
import struct
from collections.abc import Callable, Sequence
from dataclasses import dataclass
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
MAX_KEPT_ROWS = 200_000  # rows kept from duel to duel, at most
OPTION_ROW = struct.Struct(f"{OPTION_FEATURES}f")
OPTIONS_AT = CARD_BYTES + 4 * GLOBAL_FEATURES  # where the options begin in an observation's buffer


class Reader(Protocol):
    def read(self, d: Any) -> Seen: ...


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
        self._zeros = bytes(OPTIONS_AT + 4 * OPTION_FEATURES * max_options)
        self._book = RowBook(self.codes, self.high)
        self._options: dict[tuple[Any, ...], bytes] = {}
        self._globals: dict[int, struct.Struct] = {}  # by the number of the game's global features
        self.forget()

    def forget(self) -> None:
        """Drop what was kept of the last duel (the rows made stay, unless there are very many: they are the same
        from duel to duel)."""
        self._duel: GameDuel | None = None
        if len(self._book.known) > MAX_KEPT_ROWS:
            self._book = RowBook(self.codes, self.high)
            self._options.clear()
        self._readers = [self.game.reader(seat, self._book) for seat in (0, 1)]

    def observe(self, d: GameDuel, seat: int) -> Obs:
        if d is not self._duel:
            self.forget()
            self._duel = d
        seen = self._readers[seat].read(d)
        dec = d.pending
        n = min(len(dec.options), self.max_options) if dec is not None and dec.player == seat else 0
        # the three float arrays are views of one new buffer: cards, then globals, then options
        buf = bytearray(self._zeros)
        blob = b"".join(seen.parts)[:CARD_BYTES]
        buf[:len(blob)] = blob
        g = seen.globals
        packer = self._globals.get(len(g))
        if packer is None:
            packer = self._globals[len(g)] = struct.Struct(f"{len(g) + 2}f")
        buf[CARD_BYTES:CARD_BYTES + packer.size] = packer.pack(*g, 1.0 if n else 0.0, n / self.max_options)
        if n:
            assert dec is not None
            passable = dec.passable
            by_id: dict[int, Row] = {}
            for rows in seen.rows:
                by_id.update(rows)
            get, kept = by_id.get, self._options
            blobs = []
            for o in dec.options[:n]:
                card = get(o.card) if o.card >= 0 else None
                # an attack, a cross or a retarget names its target's card by its index: as the seat sees it
                target = get(o.arg) if o.kind in TARGETING and o.arg >= 0 else None
                # rows are kept as long as the option rows (RowBook), so a row's identity stands for its value
                key = (o.kind, o.card >= 0, id(card), id(target), None if target else o.arg, passable)
                blobs.append(kept.get(key) or self._option(key, o, card, target, passable))
            blob = b"".join(blobs)
            buf[OPTIONS_AT:OPTIONS_AT + len(blob)] = blob
        return {"cards": np.ndarray((MAX_CARDS, CARD_FEATURES), np.float32, buf),
                "globals": np.ndarray((GLOBAL_FEATURES,), np.float32, buf, CARD_BYTES),
                "options": np.ndarray((self.max_options, OPTION_FEATURES), np.float32, buf, OPTIONS_AT),
                "action_mask": self.mask(n)}

    def mask(self, n: int) -> NDArray[np.int8]:
        """The action mask of a decision with `n` options."""
        return self._masks[min(n, self.max_options)].copy()

    def _option(self, key: tuple[Any, ...], o: Option, card: Row | None, target: Row | None, passable: bool) -> bytes:
        r = [1.0, float(self.kinds.get(o.kind, len(self.kinds) + 1)), 1.0 if o.card >= 0 else 0.0]
        r += [card[CODE], card[MINE], card[ZONE], card[HIDDEN]] if card else [0.0, 0.0, 0.0, 0.0]
        r += [target[CODE], target[MINE], target[ZONE]] if target else [0.0, 0.0, 0.0]
        r += [0.0 if target else max(-1.0, min(1.0, _scaled(o.arg))), 1.0 if passable else 0.0]
        r += [card[STAT_A], card[STAT_B]] if card else [0.0, 0.0]
        got = self._options[key] = OPTION_ROW.pack(*r)
        return got
