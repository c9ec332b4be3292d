"""The duel's own seeded random number generator: the only source of chance in a duel, save the coin tosses' and
die rolls' results a judge fixes in advance (`DuelRNG.fix`)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Self, TypeVar

T = TypeVar("T")


class WrongChance(Exception):
    """A toss or roll of `kind` that card `card` makes (-1: no card) finds the `index`-th result fixed in advance
    (from 0) of the other kind (a coin's for a die, a die's for a coin), or none left (`index` past the last)."""

    def __init__(self, index: int, kind: str, card: int) -> None:
        super().__init__(f"no {kind} result fixed in advance at {index + 1}")
        self.index = index
        self.kind = kind
        self.card = card


class DuelRNG:
    """Kept as a generator, or as a generator's state (`random.Random.getstate`) until the duel next draws: a copy
    takes the state, shared with the original until either draws, since most copies (an operation's snapshot, an
    agent's look-ahead) never draw, and copying a generator made a fifth of the cost of a copy of an OCG duel."""

    __slots__ = ("_fixed", "_r", "_state", "_taken")

    def __new__(cls, *args: object) -> Self:
        return super().__new__(cls)  # `copy` makes a blank one with it (see kernel/copying.py)

    def __init__(self, seed: int) -> None:
        self._r: random.Random | None = random.Random(seed)
        self._state: tuple[Any, ...] = ()  # read only while `_r` is None
        self._fixed: tuple[tuple[str, int], ...] | None = None  # (kind, result): `fix`; None: none fixed
        self._taken = 0  # how many of `_fixed` the duel has taken

    def clone(self) -> DuelRNG:
        other = DuelRNG.__new__(DuelRNG)
        other._r, other._state = None, self.getstate()
        # a snapshot's copy takes the same fixed results again when its operation is replayed, as it gets the same
        # generator's draws again
        other._fixed, other._taken = self._fixed, self._taken
        return other

    def getstate(self) -> tuple[Any, ...]:
        """The generator's state, as `random.Random.getstate` gives it."""
        if self._r is not None:
            self._state, self._r = self._r.getstate(), None  # read once, however many copies take it
        return self._state

    def _gen(self) -> random.Random:
        r = self._r
        if r is None:
            # a blank generator: the state sets all of it (`random.Random()` would seed it first, for nothing)
            r = self._r = random.Random.__new__(random.Random)
            r.setstate(self._state)
        return r

    def shuffle(self, items: list[T]) -> None:
        self._gen().shuffle(items)

    def coin(self) -> bool:
        return self._gen().random() < 0.5

    def dice(self) -> int:
        return self._gen().randint(1, 6)

    def fix(self, results: Sequence[tuple[str, int]]) -> None:
        """The results of all the duel's coin tosses and die rolls from now on, in the order they are made, each
        ("coin", 1 for heads or 0 for tails) or ("dice", 1-6), in place of the generator's (a scenario's `chance:`,
        docs/scenario-format.md): a toss or roll past the last is `WrongChance`. The generator still draws each
        (`Verbs._one`, ocg/verbs.py), so that the shuffles and random picks get the draws they would without them."""
        self._fixed, self._taken = tuple(results), 0

    def fixed(self, kind: str, card: int) -> int | None:
        """The next result fixed in advance for a toss or roll of `kind` ("coin" or "dice") that card `card` makes,
        None where none are fixed (the generator's is taken); one of the other kind, or none left, is
        `WrongChance`."""
        if self._fixed is None:
            return None
        if self._taken >= len(self._fixed):
            raise WrongChance(self._taken, kind, card)
        k, x = self._fixed[self._taken]
        if k != kind:
            raise WrongChance(self._taken, kind, card)
        self._taken += 1
        return x

    def unused(self) -> int:
        """How many of the results fixed in advance no toss or roll has taken."""
        return 0 if self._fixed is None else len(self._fixed) - self._taken

    def below(self, n: int) -> int:
        return self._gen().randrange(n)
