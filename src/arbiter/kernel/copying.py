"""Cheap copies of a duel's state, the same way for every game: share what never changes, copy the rest.

A duel's `clone` names its containers once; each is copied one level deep (a list of card objects becomes a
list of copies of them when the game asks for `each`), everything else (card definitions, settings) is shared.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, TypeVar

T = TypeVar("T")


def copy_state(obj: T, containers: Iterable[str] = (), each: Iterable[str] = ()) -> T:
    """A new object with `obj`'s attributes: `containers` copied, the items of `each` copied one by one
    (`item.copy()`), the rest shared."""
    new: Any = object.__new__(type(obj))
    new.__dict__.update(obj.__dict__)
    for name in containers:
        setattr(new, name, getattr(obj, name).copy())
    for name in each:
        setattr(new, name, [x.copy() for x in getattr(obj, name)])
    return new  # type: ignore[no-any-return]
