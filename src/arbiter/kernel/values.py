"""Immutable values made by the hundred thousand (events, causes, log entries): frozen for the type checker, cheap to
make at run time.

A frozen dataclass's generated __init__ sets each field with a call of object.__setattr__, which costs a self-play
duel about a tenth of its time for events alone. `value` makes the same dataclass (slots, field-wise equality and
hash) without that __init__; mypy still treats it as frozen (`frozen_default`), so no code may assign a field.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypeVar, dataclass_transform

T = TypeVar("T")


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def value(cls: type[T]) -> type[T]:
    return dataclass(slots=True, unsafe_hash=True)(cls)
