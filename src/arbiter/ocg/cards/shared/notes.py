"""Notes a card keeps about card objects for a later effect, and observers of events."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event
from arbiter.ocg.cards.shared.revival import never_activated
from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.lasting import Note
from arbiter.ocg.state import Card

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

T = Kind.TRIGGER


@dataclass(frozen=True, slots=True)
class Mark(Note):
    """A fact about one card object under a key (it ends when the card leaves its zone: a new object)."""

    key: str
    card: int
    oid: int
    value: int


def mark(d: Duel, key: str, c: Card, value: int = 0, read_by_effects: bool = False) -> None:
    """Remember a fact about one card object (`read_by_effects`: a continuous effect reads it)."""
    d.remember(Mark(key, c.idx, c.oid, value), read_by_effects=read_by_effects)


def marked(d: Duel, key: str, c: Card) -> list[int]:
    """The values remembered under `key` for this card object, smallest first."""
    return sorted(m.value for m in d.notes(Mark) if m.key == key and m.card == c.idx and m.oid == c.oid)


def remember(kind: str, record: Callable[[Ctx, Event], None]) -> Effect:
    """Not an effect of the card: at each `kind` event about this card, `record` notes what a later effect
    needs to know (the trigger filter answers no, so nothing is activated)."""
    def when(ctx: Ctx, ev: Event) -> bool:
        record(ctx, ev)
        return False

    return Effect(T, never_activated, trigger=kind, when=when, text_en="(remembered for a later effect)",
                  text_ja="（後の効果のために覚えておく）")


@dataclass(frozen=True, slots=True)
class Pair(Note):
    """Two numbers a card of this module keeps under a key (a card and its object, a card and a turn ...)."""

    key: str
    a: int
    b: int


def note_pair(d: Duel, key: str, a: int, b: int = 0) -> None:
    d.remember(Pair(key, a, b))


def noted_pairs(d: Duel, key: str) -> set[tuple[int, int]]:
    return {(n.a, n.b) for n in d.notes(Pair) if n.key == key}


def unnote(d: Duel, key: str, a: int, b: int) -> None:
    d.forget(Pair(key, a, b))


def observer(watch: Callable[[Ctx, Event], None], en: str = "", ja: str = "") -> Effect:
    """Lets a face-up card notice events as they happen without starting a chain (a replacement effect
    that never replaces anything): e.g. which monsters a monster destroyed by battle."""

    def when(ctx: Ctx, ev: Event) -> bool:
        watch(ctx, ev)
        return False

    return Effect(Kind.REPLACEMENT, when=when, instead=lambda ctx, ev: ev, text_en=en, text_ja=ja)
