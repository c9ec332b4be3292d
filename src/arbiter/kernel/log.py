"""The structured log: entries are data; renderers turn them into Japanese or English text."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One thing that happened. `kind` selects the sentence; `args` are card refs and values."""

    kind: str
    args: tuple[object, ...] = ()


def map_args(e: LogEntry, f: Callable[[object], object]) -> LogEntry:
    """The entry with `f` applied to each of its args, and to each member of a tuple among them."""

    def each(x: object) -> object:
        return tuple(each(y) for y in x) if isinstance(x, tuple) else f(x)

    return LogEntry(e.kind, tuple(each(a) for a in e.args))


def leaves(args: tuple[object, ...]) -> Iterator[object]:
    """An entry's args, the members of tuples among them in their place."""
    for a in args:
        if isinstance(a, tuple):
            yield from leaves(a)
        else:
            yield a


class Named(Protocol):
    """A card as log entries name it (each game's CardRef)."""

    @property
    def name_ja(self) -> str: ...
    @property
    def name_en(self) -> str: ...
    @property
    def card(self) -> int: ...  # its index in the duel, -1 where the reader may not know which card it is


N = TypeVar("N", bound=Named)


def copy_numbers(log: Sequence[LogEntry], kind: type[Named]) -> dict[int, int]:
    """Tells apart cards of the same name, so that a reader of the log knows which copy is meant: the cards of
    each name that more than one card named in `log` carries, by index, numbered 1 for the one named first. A name
    only one card carries needs no number and gets none."""
    seen: dict[tuple[str, str], list[int]] = {}
    for e in log:
        for r in leaves(e.args):
            if isinstance(r, kind) and r.card >= 0 and r.card not in seen.setdefault((r.name_ja, r.name_en), []):
                seen[(r.name_ja, r.name_en)].append(r.card)
    return {card: n for cards in seen.values() if len(cards) > 1 for n, card in enumerate(cards, 1)}


def mark_copies(log: Sequence[LogEntry], kind: type[N], mark: Callable[[N, int], object]) -> Sequence[LogEntry]:
    """The log with each card `copy_numbers` numbers replaced by `mark(card, number)` (the log itself if none)."""
    numbers = copy_numbers(log, kind)
    if not numbers:
        return log

    def each(x: object) -> object:
        return mark(x, numbers[x.card]) if isinstance(x, kind) and x.card in numbers else x

    return [map_args(e, each) for e in log]
