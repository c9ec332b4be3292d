"""What both games' observations share: the sizes and columns of the arrays, the card rows made so far, and the
parts of one seat's rows as it last read them.

A card row is made once for each distinct thing it is made of (its key) and kept, from duel to duel, as a tuple
and as float32 bytes, so an observation is mostly dictionary look-ups and one join of bytes. A seat's rows are
kept in parts (a zone of a player, the chain: `Board`), each remade only when what it shows changes; a zone off
the field is one `Block`, whose rows are looked up for all its cards at once (`entries`).
"""

from __future__ import annotations

import struct
from collections.abc import Callable, Hashable, Sequence
from operator import itemgetter
from typing import Any

MAX_CARDS = 96
CARD_FEATURES = 13
GLOBAL_FEATURES = 24
OPTION_FEATURES = 14
DEFAULT_MAX_OPTIONS = 96
# columns of a card row
PRESENT, MINE, ZONE, SLOT, CODE, KIND, HIDDEN, STAT_A, STAT_B, STAT_C, STAT_D, STAT_E, STAT_F = range(CARD_FEATURES)

Row = tuple[float, ...]
Key = tuple[Any, ...]  # everything a card's row is made of
Entry = tuple[Row, bytes]  # a card row, and the same as float32 bytes
Seen = tuple[bytes, dict[int, Row], bytes]  # what a reader gives: the card rows, each card's row, the globals
CARD_ROW = struct.Struct(f"{CARD_FEATURES}f")  # native float32, as NumPy reads them
ROW, DATA = itemgetter(0), itemgetter(1)  # of an entry
TAKEN = (-1).__lt__  # of a card index as zones and options hold them: a card's, not -1 (none)


class RowBook:
    """Card rows by key, kept from duel to duel; rows equal in value are one object (option rows are kept by row
    identity). A key names a card by the id of its printed data, which the book keeps alive so that the id stays
    that card's; nothing of one duel (a card's index) is in a key."""

    def __init__(self, codes: dict[str, int], high: float) -> None:
        self.codes = codes
        self.high = high
        self.known: dict[Key, Entry] = {}
        self._by_value: dict[Row, Entry] = {}
        self._cards: dict[int, object] = {}

    def code(self, name: str) -> float:
        """A card name's code: its place in the two decks' sorted names; the last code for any other card."""
        return float(self.codes.get(name, len(self.codes) + 1))

    def make(self, key: Key | None, row: list[float], card: object = None) -> Entry:
        """The row, clipped into [-1, high], kept under `key` (None: not kept by key, it is made of more); `card`:
        the printed data whose id the key holds."""
        if card is not None:
            self._cards[id(card)] = card
        high = self.high
        t = tuple([min(max(x, -1.0), high) for x in row] if min(row) < -1.0 or max(row) > high else row)
        e = self._by_value.get(t)
        if e is None:
            e = self._by_value[t] = (t, CARD_ROW.pack(*t))
        if key is not None:
            self.known[key] = e
        return e


def hidden_row(mine: float, zone: int, slot: int) -> list[float]:
    """A card whose place the seat knows and whose identity it does not (code 0, the HIDDEN column set)."""
    return [1.0, mine, zone / 8, slot / 8, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


def entries(kept: dict[Any, Entry], keys: Sequence[Hashable], make: Callable[[int], Entry]) -> list[Entry]:
    """The entries of `keys` (what each card's row is made of, in a reader's own terms), looked up all at once;
    `make(k)` makes the row of the k-th, kept for the next time."""
    got = list(map(kept.get, keys))
    if None in got:
        for k, e in enumerate(got):
            if e is None:
                got[k] = kept[keys[k]] = make(k)
    return got  # type: ignore[return-value]  # no None left


class Board:
    """One seat's card rows as last read, in parts in the order of the view (a zone of a player, the chain), and
    each card's row by its index (what option rows are made of). A reader replaces a part when what it shows
    changes (`put`) and gets the whole at the end (`seen`)."""

    def __init__(self, parts: int) -> None:
        self.parts = [b""] * parts
        self.rows: dict[int, Row] = {}
        self.data = b""
        self._gone: list[int] = []
        self._came: list[dict[int, Row]] = []
        self._changed = False

    def put(self, part: int, data: bytes, gone: Sequence[int] = (), came: dict[int, Row] | None = None) -> None:
        """Part `part` now shows `data`: the cards `gone` left it, those of `came` came to it (or show new rows)."""
        self.parts[part] = data
        self._changed = True
        if gone:
            self._gone += set(gone).difference(came) if came else gone  # those still there get their new rows
        if came:
            self._came.append(came)

    def seen(self, globals_: bytes) -> Seen:
        if self._changed:
            self._changed = False
            self.data = b"".join(self.parts)
            rows = self.rows
            # the rows of cards that left a part go before those that came: a card may have moved from a part
            # read later into one read earlier
            for i in self._gone:
                rows.pop(i, None)
            for came in self._came:
                rows.update(came)
            self._gone.clear()
            self._came.clear()
        return self.data, self.rows, globals_


class Block:
    """The rows of one zone off the field and what they were made of (`made_of`: the zone's cards, and whatever
    else they depend on), kept while that stays the same; `kept`: its cards' rows by what each is made of (a key
    of the reader's), from one remake to the next. A zone that only grew (a graveyard) keeps its rows and adds
    the new cards'."""

    def __init__(self) -> None:
        self.made_of: object = None
        self.cards: list[int] = []
        self.data = b""
        self.rows: dict[int, Row] = {}
        self.kept: dict[Hashable, Entry] = {}

    def grew(self, cards: list[int]) -> bool:
        """Whether `cards` are the block's cards with more after them."""
        n = len(self.cards)
        return len(cards) > n and cards[:n] == self.cards

    def show(self, board: Board, part: int, made_of: object, cards: list[int], new: list[Entry],
             grown: bool = False) -> None:
        """Show `cards` in `board`'s part `part`, made of `made_of`; `new`: the rows of all of them or, `grown`,
        of those after the block's cards."""
        self.made_of = made_of
        data = b"".join(map(DATA, new))
        came = dict(zip(cards[len(self.cards):] if grown else cards, map(ROW, new), strict=True))
        if grown:
            self.data += data
            self.rows.update(came)
            board.put(part, self.data, (), came)
        else:
            board.put(part, data, self.cards, came)
            self.data, self.rows = data, came
        self.cards = list(cards)
