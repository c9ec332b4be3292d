"""Frames: the duel's control flow kept as data, so a duel can stop at any decision and be cloned.

The duel runs the top frame's `step` until a decision is pending; the answer goes to that frame's
`answer`. Frames hold only plain values (indexes, numbers, tuples), so a shallow copy is a clone.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel


class Frame:
    __slots__ = ()

    def step(self, d: Duel) -> None:
        raise NotImplementedError

    def answer(self, d: Duel, o: Option) -> None:
        raise NotImplementedError(f"{type(self).__name__} asks no questions")

    def copy(self) -> Frame:
        c = copy.copy(self)
        slots: tuple[str, ...] = type(self).__slots__
        for name in slots:
            v = getattr(self, name)
            if isinstance(v, list):
                setattr(c, name, v.copy())
        return c
