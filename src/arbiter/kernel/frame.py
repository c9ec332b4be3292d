"""Frames: a duel's control flow kept as data, so a duel can stop at any decision and be cloned.

The game runs the top frame's `step` until a decision is pending; the answer goes to that frame's
`answer`. Frames hold only plain values (indexes, numbers, tuples, lists of them), so a copy with its
lists copied is a clone. Each game subclasses `Frame`, its methods taking the game's duel.
"""

from __future__ import annotations

from typing import Any, Self

from mypy_extensions import mypyc_attr

from arbiter.kernel.copying import slot_names
from arbiter.kernel.decision import Option


# not Generic over the duel's type: mypyc compiles a subclass of Generic as a class that `copy` could not make blank
@mypyc_attr(allow_interpreted_subclasses=True)  # each game's frames subclass it
class Frame:
    __slots__ = ()

    def __new__(cls, *args: Any, **kwargs: Any) -> Self:
        # `copy` makes a blank frame with cls.__new__(cls): a class mypyc compiled would run __init__ there
        return super().__new__(cls)

    def step(self, d: Any) -> None:
        raise NotImplementedError

    def answer(self, d: Any, o: Option) -> None:
        raise NotImplementedError(f"{type(self).__name__} asks no questions")

    def copy(self) -> Self:
        cls = type(self)
        c = cls.__new__(cls)
        for name in slot_names(cls):
            v = getattr(self, name)
            setattr(c, name, v.copy() if isinstance(v, list) else v)
        return c
