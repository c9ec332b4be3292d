"""The duel's own seeded random number generator: the only source of chance in a duel."""

from __future__ import annotations

import random
from typing import Self, TypeVar

T = TypeVar("T")


class DuelRNG:
    __slots__ = ("_r",)

    def __new__(cls, *args: object) -> Self:
        return super().__new__(cls)  # `copy` makes a blank one with it (see kernel/copying.py)

    def __init__(self, seed: int) -> None:
        self._r = random.Random(seed)

    def clone(self) -> DuelRNG:
        other = DuelRNG.__new__(DuelRNG)
        other._r = random.Random()
        other._r.setstate(self._r.getstate())
        return other

    def shuffle(self, items: list[T]) -> None:
        self._r.shuffle(items)

    def coin(self) -> bool:
        return self._r.random() < 0.5

    def dice(self) -> int:
        return self._r.randint(1, 6)

    def below(self, n: int) -> int:
        return self._r.randrange(n)
