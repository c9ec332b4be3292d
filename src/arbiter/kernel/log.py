"""The structured log: entries are data; renderers turn them into Japanese or English text."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar

from arbiter.kernel.reasons import wide
from arbiter.kernel.values import value


@value
class LogEntry:
    """One thing that happened. `kind` selects the sentence; `args` are card refs and values; `together`: entries of
    one kind with the same number (not 0) name the cards one event moved the same way, which a renderer may name in
    one clause (the OCG's verbs log the cards they move together one by one, each where it landed)."""

    kind: str
    args: tuple[object, ...] = ()
    together: int = 0


def map_args(e: LogEntry, f: Callable[[object], object]) -> LogEntry:
    """The entry with `f` applied to each of its args, and to each member of a tuple among them."""
    return LogEntry(e.kind, tuple([_map(a, f) for a in e.args]), e.together)


def _map(x: object, f: Callable[[object], object]) -> object:
    return tuple([_map(y, f) for y in x]) if isinstance(x, tuple) else f(x)


# A card ref's `secret` marks who could not see which card it was when the entry was made: bit 1 << p for player p,
# SPECTATOR for a spectator, who sees what both players see (each game's `Duel.sees` with player -1)
SPECTATOR = 4


def secret_bit(viewer: int) -> int:
    """The bit of a card ref's `secret` that hides it from `viewer` (a player, or -1: a spectator)."""
    return SPECTATOR if viewer < 0 else 1 << viewer


def leaves(args: tuple[object, ...]) -> list[object]:
    """An entry's args, the members of tuples among them in their place."""
    if not any(isinstance(a, tuple) for a in args):
        return list(args)
    return [x for a in args for x in (leaves(a) if isinstance(a, tuple) else (a,))]


class Named(Protocol):
    """A card as log entries name it (each game's CardRef)."""

    @property
    def name_ja(self) -> str: ...
    @property
    def name_en(self) -> str: ...
    @property
    def card(self) -> int: ...  # its index in the duel, -1 where the reader may not know which card it is
    @property
    def secret(self) -> int: ...  # who could not see it when the entry was made (`secret_bit`)


N = TypeVar("N", bound=Named)


def known(r: object, kind: type[Named]) -> bool:
    """Whether `r` is a card of the game's `kind` of ref that the log's reader may know: a seat's log gives a card
    hidden from that seat no index (each game's `view.readable`), so both games' renderers name only cards with one."""
    return isinstance(r, kind) and r.card >= 0


def _named(log: Sequence[LogEntry], kind: type[N]) -> list[list[N]]:
    """The cards each entry names, in order."""
    out: list[list[N]] = []
    for e in log:
        refs: list[N] = []
        for a in e.args:
            if isinstance(a, kind):
                refs.append(a)
            elif isinstance(a, tuple):
                refs += [r for r in leaves(a) if isinstance(r, kind)]
        out.append(refs)
    return out


def _numbers(named: list[list[N]]) -> dict[int, int]:
    # in the order this reader's log first names each card: the log a reader has read never changes as the duel goes
    # on, so neither does a number in it, and a card hidden from the reader has no index there to take one
    seen: dict[tuple[str, str], list[int]] = {}
    for refs in named:
        for r in refs:
            if r.card >= 0:
                cards = seen.setdefault((r.name_ja, r.name_en), [])
                if r.card not in cards:
                    cards.append(r.card)
    return {card: n for cards in seen.values() if len(cards) > 1 for n, card in enumerate(cards, 1)}


def copy_numbers(log: Sequence[LogEntry], kind: type[Named]) -> dict[int, int]:
    """Tells apart cards of the same name, so that a reader of the log knows which copy is meant: the cards of
    each name that more than one card named in `log` carries, by index, numbered in the order `log` first names them
    (1: named first). `log` is one reader's (`view.readable`), so a number is the reader's for the whole duel: a
    card named later never renumbers the ones before it, and a card hidden from the reader neither takes nor shifts
    a number (two readers may number one card differently: each counts only the copies it may know). A name only
    one card carries needs no number and gets none."""
    return _numbers(_named(log, kind))


def copy_mark(n: int, lang: str) -> str:
    """What follows a card's name to say which copy of that name it is (`copy_numbers`), in both games' logs and on
    their boards: （２枚目） in Japanese, with full-width brackets and digits as card texts write them."""
    return f"（{wide(n)}枚目）" if lang == "ja" else f" (copy {n})"


def turn_words(n: int, lang: str) -> str:
    """A turn by its number, as both games' logs and the boards' headings name it: ３ターン目 in Japanese, as the
    rulings pages count turns (full-width, as `copy_mark` writes numbers), "Turn 3" in English."""
    return f"{wide(n)}ターン目" if lang == "ja" else f"Turn {n}"


def quoted(name_ja: str, name_en: str, lang: str) -> str:
    """A card's name as both games' logs name a card: 「…」 in Japanese, "…" in English, where a quote in the name
    itself is a single one, as English nests quotes ("'A' Cell Breeding Device", not ""A" Cell Breeding Device")."""
    if lang == "ja":
        return f"「{name_ja}」"
    return '"' + name_en.replace('"', "'") + '"'


def aside(text: str, lang: str) -> str:
    """A note after a card's name, in brackets as each language writes them: （b1） in Japanese, full-width as
    `copy_mark` writes it, " (b1)" in English; both games' logs give a card's scenario label so, and the boards a
    card's state (" (tapped)")."""
    return f"（{text}）" if lang == "ja" else f" ({text})"


def mark_copies(log: Sequence[LogEntry], kind: type[N], mark: Callable[[N, int], object]) -> Sequence[LogEntry]:
    """The log with each card `copy_numbers` numbers replaced by `mark(card, number)` (the log itself if none)."""
    named = _named(log, kind)
    numbers = _numbers(named)
    if not numbers:
        return log
    marked: dict[int, object] = {}  # by id: one marked ref per ref (the log names a card by the same ref)

    def each(x: object) -> object:
        if not (isinstance(x, kind) and x.card in numbers):
            return x
        if id(x) not in marked:
            marked[id(x)] = mark(x, numbers[x.card])
        return marked[id(x)]

    return [map_args(e, each) if any(r.card in numbers for r in refs) else e
            for e, refs in zip(log, named, strict=True)]
