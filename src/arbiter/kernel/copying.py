"""Cheap copies of a duel's state, the same way for every game: share what never changes, copy the rest.

A duel's `clone` names its containers once; each is copied one level deep (a list of card objects becomes a
list of copies of them when the game asks for `each`), everything else (card definitions, settings) is shared.

The helpers work whether or not mypyc compiled the class: a compiled class keeps its attributes in fields of its
own, with no `__dict__` and no `__slots__`, and lists their names in `__mypyc_attrs__` instead.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from typing import Any, TypeVar

T = TypeVar("T")
_NAMES: dict[type, tuple[str, ...]] = {}


def copy_state(obj: T, containers: Iterable[str] = (), each: Iterable[str] = ()) -> T:
    """A new object with `obj`'s attributes: `containers` copied, the items of `each` copied one by one
    (`item.copy()`), the rest shared."""
    if hasattr(obj, "__dict__"):
        # what copy.copy does for such an object, without its generic __reduce_ex__ round trip: a duel is copied
        # before every operation, and that round trip was a third of the copy's time
        cls = type(obj)
        new = cls.__new__(cls)
        new.__dict__.update(obj.__dict__)
    else:
        new = copy.copy(obj)
    for name in containers:
        setattr(new, name, getattr(obj, name).copy())
    for name in each:
        setattr(new, name, [x.copy() for x in getattr(obj, name)])
    return new


def slot_names(cls: type) -> tuple[str, ...]:
    """The attributes of the instances of a class with slots: its class chain's `__slots__` (a subclass's
    names only its own fields), or `__mypyc_attrs__` where mypyc compiled it."""
    names = _NAMES.get(cls)
    if names is None:
        found: dict[str, None] = {}
        for k in cls.__mro__:
            found.update(dict.fromkeys(vars(k).get("__mypyc_attrs__", vars(k).get("__slots__", ()))))
        found.pop("__dict__", None)
        names = _NAMES[cls] = tuple(found)
    return names


def assign_state(dst: Any, src: object) -> None:
    """Make `dst` the same as `src`, an object of its class, attribute for attribute (the objects of the
    attributes shared)."""
    for name in vars(src) if hasattr(src, "__dict__") else slot_names(type(src)):
        setattr(dst, name, getattr(src, name))
