"""What both games' observations share: the sizes and columns of the arrays, and the card rows made so far.

A card row is made once for each distinct thing it is made of (its key) and kept, from duel to duel, as float32
bytes (`Row`), so an observation is mostly dictionary look-ups and one join of bytes. Each game's reader keeps
rows from one read to the next in its own way (ocg_rows.py, dm_rows.py).
"""

from __future__ import annotations

import struct
from collections.abc import Mapping
from typing import Any

MAX_CARDS = 96
CARD_FEATURES = 13
GLOBAL_FEATURES = 24
OPTION_FEATURES = 14
DEFAULT_MAX_OPTIONS = 96
# columns of a card row
PRESENT, MINE, ZONE, SLOT, CODE, KIND, HIDDEN, STAT_A, STAT_B, STAT_C, STAT_D, STAT_E, STAT_F = range(CARD_FEATURES)

# a card row as the observation holds it: CARD_FEATURES native float32s, as NumPy reads them. Bytes rather than
# a tuple of floats: joined as they are, and a key made of rows hashes them once (bytes keep their hash)
Row = bytes
Key = tuple[Any, ...]  # everything a card's row is made of
CARD_ROW = struct.Struct(f"{CARD_FEATURES}f")
NO_CARD: Row = b""  # the row of no card (index -1): empty, so that options naming none show none
# one seat's card rows in order (joined), each card's row by its index (-1: NO_CARD; a card the seat has no row for
# is not there), and the game's global features (float32 bytes, at most GLOBAL_FEATURES - 2 of them: the observer
# adds two): what a game's reader gives (`read`)
Seen = tuple[bytes, Mapping[int, Row], bytes]


class RowBook:
    """Card rows by key, kept from duel to duel; rows equal in value are one object. A key names a card by the id
    of its printed data, which the book keeps alive so that the id stays that card's; nothing of one duel (a
    card's index) is in a key."""

    def __init__(self, codes: dict[str, int], high: float) -> None:
        self.codes = codes
        self.high = high
        self.known: dict[Key, Row] = {}
        self._by_value: dict[Row, Row] = {}
        self._cards: dict[int, object] = {}
        # for each seat, a card's row and the part of the seat's rows it is in (or none) by what gives them, where
        # a game's reader knows that (ocg_rows.py, dm_rows.py)
        self.placed: tuple[dict[Key, tuple[Row, int] | tuple[()]], ...] = ({}, {})

    def code(self, name: str) -> float:
        """A card name's code: its place in the two decks' sorted names; the last code for any other card."""
        return float(self.codes.get(name, len(self.codes) + 1))

    def keep(self, card: object) -> None:
        """Keep the printed data `card` alive while a key holds its id."""
        self._cards[id(card)] = card

    def make(self, key: Key | None, row: list[float], card: object = None) -> Row:
        """The row, clipped into [-1, high], kept under `key` (None: not kept by key, it is made of more); `card`:
        the printed data whose id the key holds."""
        if card is not None:
            self.keep(card)
        high = self.high
        b = CARD_ROW.pack(*([min(max(x, -1.0), high) for x in row] if min(row) < -1.0 or max(row) > high else row))
        b = self._by_value.setdefault(b, b)
        if key is not None:
            self.known[key] = b
        return b


def hidden_row(mine: float, zone: int, slot: int) -> list[float]:
    """A card whose place the seat knows and whose identity it does not (code 0, the HIDDEN column set)."""
    return [1.0, mine, zone / 8, slot / 8, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
