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

Each call returns new arrays (fields of one new buffer); what is kept between calls (rows, zone parts, option
rows) is the observer's.
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
    CARD_ROW,
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
from arbiter.kernel.decision import Decision, Option
from arbiter.kernel.game import CardId, GameDuel

__all__ = ["CARD_FEATURES", "CODE", "DEFAULT_MAX_OPTIONS", "FEATURES", "GLOBAL_FEATURES", "HIDDEN", "MAX_CARDS",
           "MINE", "OPTION_FEATURES", "Obs", "Observer", "card_codes"]

Obs = dict[str, NDArray[Any]]
CARD_BYTES = 4 * MAX_CARDS * CARD_FEATURES
TARGETING = frozenset({"attack", "cross", "retarget"})  # option kinds whose number is a target card's index
NAMED_IN_WORDS = frozenset({"name"})  # option kinds naming a card name in words only (Duel Masters: 「ダンリモス」)
MAX_KEPT_ROWS = 200_000  # rows kept from duel to duel, at most
OPTION_ROW = struct.Struct(f"{OPTION_FEATURES}f")
GLOBAL_BYTES = 4 * GLOBAL_FEATURES
F32 = np.dtype(np.float32)
OptionKey = tuple[str, Row | int, Row | int | str, bool]  # what an option's row is made of (`Observer.observe`)


class Reader(Protocol):
    def read(self, d: Any) -> Seen: ...

    def unlisted(self, d: Any, i: int) -> Row | None: ...

    def seen_ids(self, d: Any) -> set[int]: ...

    def name_code(self, d: Any, kind: str, card: int, target: object) -> float | None: ...


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


def _zeros(max_options: int) -> memoryview:
    """Zeros to pad an observation's arrays with."""
    return memoryview(bytes(max(CARD_BYTES, 4 * OPTION_FEATURES * max_options)))


def _masks(max_options: int) -> list[NDArray[np.int8]]:
    """The action mask of a decision with n options, for each n: read-only, as one is shared by every decision of
    that many options."""
    masks = [np.array([1] * n + [0] * (max_options - n), np.int8) for n in range(max_options + 1)]
    for m in masks:
        m.flags.writeable = False
    return masks


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
        self._masks = _masks(max_options)
        self._ones = [bytes([1] * n) for n in range(max_options + 1)]
        # the two features after the game's own: whether the seat decides now, and how many options it has
        self._counts = [struct.pack("2f", 1.0 if n else 0.0, n / max_options) for n in range(max_options + 1)]
        self._layout = np.dtype([
            ("cards", F32, (MAX_CARDS, CARD_FEATURES)), ("globals", F32, (GLOBAL_FEATURES,)),
            ("options", F32, (max_options, OPTION_FEATURES)), ("action_mask", np.int8, max_options)])
        self._option_bytes = 4 * OPTION_FEATURES * max_options
        self._zeros = _zeros(max_options)
        self._book = RowBook(self.codes, self.high)
        self._options: dict[OptionKey, bytes] = {}
        self._seat = 0  # the seat being observed, for `_option`
        self._offered: tuple[GameDuel, int, list[Option]] | None = None  # `offered`'s last list, for its decision
        self.forget()

    def __getstate__(self) -> dict[str, Any]:
        """What a copy takes (copy.deepcopy of an environment, for a search over copies of it, refused the memoryview
        of zeros): none of the rows kept, whose keys hold the ids of this process's printed cards, not the copy's,
        nor the shared masks, which a copy would make writeable (they are made again)."""
        state = self.__dict__.copy()
        for kept in ("_masks", "_zeros", "_book", "_options", "_readers", "_duel", "_offered"):
            del state[kept]
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self._masks = _masks(self.max_options)
        self._zeros = _zeros(self.max_options)
        self._book = RowBook(self.codes, self.high)
        self._options = {}
        self._offered = None
        self.forget()

    def forget(self) -> None:
        """Drop what was kept of the last duel (the rows made stay, unless there are very many: they are the same
        from duel to duel)."""
        self._duel: GameDuel | None = None
        if len(self._book.known) + sum(map(len, self._book.placed)) > MAX_KEPT_ROWS:
            self._book = RowBook(self.codes, self.high)
            self._options.clear()
        self._readers = [self.game.reader(seat, self._book) for seat in (0, 1)]

    def observe(self, d: GameDuel, seat: int) -> Obs:
        if d is not self._duel:
            self.forget()
            self._duel = d
        self._seat = seat
        blob, by_id, g = self._readers[seat].read(d)
        dec = d.pending
        opts: Sequence[Option] = dec.options if dec is not None and dec.player == seat else ()
        n = len(opts)
        if n > self.max_options:
            assert dec is not None
            opts, n = self.offered(d, dec), self.max_options
        # the arrays are fields of one new buffer: cards, then globals, options and the action mask, each zero
        # past what it shows
        z = self._zeros
        blob = blob[:CARD_BYTES]
        opt_rows = b""
        if n:
            assert dec is not None
            get, kept, passable = by_id.get, self._options.get, dec.passable
            # an option's row is made of its kind, its card's row (empty for no card; the card's index for one
            # the seat has no row for: `_option` asks the reader, and keeps no such row), its target's row (an
            # attack, a cross or a retarget names a card by its number) or else its number, and whether the
            # decision may be passed: that key gives it (`_option`)
            if opts[0].kind in NAMED_IN_WORDS:  # (a check once a decision) options naming a card name in their
                # words only: the name is in the key, which tells them apart
                opt_rows = b"".join([kept(named := (o.kind, get(o.card, o.card), o.label_en, passable))
                                     or self._option(named) for o in opts])
            else:
                opt_rows = b"".join([kept(key := (kind := o.kind, get(o.card, o.card),
                                                  (kind in TARGETING and get(o.arg)) or o.arg, passable))
                                     or self._option(key) for o in opts])
        buf = bytearray().join((blob, z[:CARD_BYTES - len(blob)], g, self._counts[n], z[:GLOBAL_BYTES - 8 - len(g)],
                                opt_rows, z[:self._option_bytes - len(opt_rows)], self._ones[n],
                                z[:self.max_options - n]))
        whole = np.ndarray((), self._layout, buf)
        return {"cards": whole["cards"], "globals": whole["globals"], "options": whole["options"],
                "action_mask": whole["action_mask"]}

    def offered(self, d: GameDuel, dec: Decision) -> list[Option]:
        """The options a policy is offered, in the order its actions index them: all of a decision's up to
        `max_options`; of one with more, the first `max_options` in the order the options of a card name to declare
        (the era's thousands of names, in passcode order) put first those naming a card the seat sees now (its
        hand, the field, the graveyards: `Reader.seen_ids`), so that a name the duel has shown can be declared."""
        opts = dec.options
        if len(opts) <= self.max_options:
            return opts
        got = self._offered
        if got is not None and got[0] is d and got[1] == d.decisions:
            return got[2]
        seen = self._readers[dec.player].seen_ids(d)
        if seen and any(o.kind == "declare" for o in opts):
            first = [o for o in opts if o.kind == "declare" and o.arg in seen]
            opts = [*first, *(o for o in opts if not (o.kind == "declare" and o.arg in seen))]
        offered = opts[:self.max_options]
        self._offered = (d, d.decisions, offered)
        return offered

    def mask(self, n: int) -> NDArray[np.int8]:
        """The action mask of a decision with `n` options, read-only and shared by every decision of as many (the
        infos' mask: not an observation, which Gymnasium's checker wants in arrays of its own; a copy at every step
        cost a NumPy call the engine's caches pay for)."""
        return self._masks[min(n, self.max_options)]

    def _option(self, key: OptionKey) -> bytes:
        """The row of an option made of `key` (see `observe`), kept."""
        kind, card, target, passable = key
        has_card = bool(card) or not isinstance(card, bytes)  # (a card's index may be 0)
        reader = self._readers[self._seat]
        unlisted = -1
        if not isinstance(card, bytes):  # a card the seat has no row for: what the reader may name of it (a search)
            assert self._duel is not None
            unlisted, card = card, reader.unlisted(self._duel, card) or b""
        c = CARD_ROW.unpack(card) if card else None
        r = [1.0, float(self.kinds.get(kind, len(self.kinds) + 1)), 1.0 if has_card else 0.0]
        r += [c[CODE], c[MINE], c[ZONE], c[HIDDEN]] if c else [0.0, 0.0, 0.0, 0.0]
        named = reader.name_code(self._duel, kind, unlisted, target)
        if named is not None:  # the card name an option names (to declare, a castle's): its code, where a card's goes
            r[3] = named
        if isinstance(target, bytes):
            t = CARD_ROW.unpack(target)
            r += [t[CODE], t[MINE], t[ZONE], 0.0]
        else:  # (a name in words, `NAMED_IN_WORDS`, is no number)
            r += [0.0, 0.0, 0.0, 0.0 if isinstance(target, str) else max(-1.0, min(1.0, _scaled(target)))]
        r += [1.0 if passable else 0.0, *([c[STAT_A], c[STAT_B]] if c else [0.0, 0.0])]
        got = OPTION_ROW.pack(*r)
        if isinstance(key[1], bytes):  # (a card's index is the duel's: that row is not kept)
            self._options[key] = got
        return got
