"""The duel's own seeded random number generator: the only source of chance in a duel."""

from __future__ import annotations

import random
from typing import Any, Self, TypeVar

T = TypeVar("T")


class DuelRNG:
    """Kept as a generator, or as a generator's state (`random.Random.getstate`) until the duel next draws: a copy
    takes the state, shared with the original until either draws, since most copies (an operation's snapshot, an
    agent's look-ahead) never draw, and copying a generator made a fifth of the cost of a copy of an OCG duel."""

    __slots__ = ("_r", "_state")

    def __new__(cls, *args: object) -> Self:
        return super().__new__(cls)  # `copy` makes a blank one with it (see kernel/copying.py)

    def __init__(self, seed: int) -> None:
        self._r: random.Random | None = random.Random(seed)
        self._state: tuple[Any, ...] = ()  # read only while `_r` is None

    def clone(self) -> DuelRNG:
        other = DuelRNG.__new__(DuelRNG)
        other._r, other._state = None, self.getstate()
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

    def below(self, n: int) -> int:
        return self._gen().randrange(n)
