"""Frames: a duel's control flow kept as data, so a duel can stop at any decision and be cloned.

The game runs the top frame's `step` until a decision is pending; the answer goes to that frame's
`answer`. Frames hold only plain values (indexes, numbers, tuples, lists of them), so a copy with its
lists copied is a clone. Each game subclasses `Frame[ItsDuel]`.
"""

from __future__ import annotations

from typing import Generic, Self, TypeVar

from arbiter.kernel.decision import Option

D = TypeVar("D")
_SLOTS: dict[type, tuple[str, ...]] = {}


class Frame(Generic[D]):
    __slots__ = ()

    def step(self, d: D) -> None:
        raise NotImplementedError

    def answer(self, d: D, o: Option) -> None:
        raise NotImplementedError(f"{type(self).__name__} asks no questions")

    def copy(self) -> Self:
        cls = type(self)
        c = object.__new__(cls)
        names = _SLOTS.get(cls)
        if names is None:
            # a subclass's __slots__ names only its own fields: gather the whole class chain's
            names = _SLOTS[cls] = tuple(n for k in cls.__mro__ for n in getattr(k, "__slots__", ()))
        for name in names:
            v = getattr(self, name)
            setattr(c, name, v.copy() if isinstance(v, list) else v)
        return c
