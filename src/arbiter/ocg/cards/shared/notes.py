"""Notes a card keeps about card objects (how they came where they are) for a later effect; observers."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.lasting import Note, Ref
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

T = Kind.TRIGGER


@dataclass(frozen=True, slots=True)
class Mark(Note):
    """A fact about one card object under a key (it ends when the card leaves its zone: a new object; with `face_up`,
    also as the card turns face-down, a new card for the effects)."""

    key: str
    card: int
    oid: int
    value: int
    face_up: bool = False

    def ends_face_down(self, card: Ref) -> bool:
        return self.face_up and card == (self.card, self.oid)


def mark(d: Duel, key: str, c: Card, value: int = 0, read_by_effects: bool = False, face_up: bool = False) -> None:
    """Remember a fact about one card object (`read_by_effects`: a continuous effect reads it; `face_up`: forgotten
    as the card turns face-down, and still read once it has left the field from face-up, by its old object)."""
    d.remember(Mark(key, c.idx, c.oid, value, face_up), read_by_effects=read_by_effects)


def marked(d: Duel, key: str, c: Card, oid: int = -1) -> list[int]:
    """The values remembered under `key` for this card object (or its object `oid`, one that has since moved on),
    smallest first."""
    was = c.oid if oid < 0 else oid
    return sorted(m.value for m in d.notes(Mark) if m.key == key and m.card == c.idx and m.oid == was)


def summon_marked(d: Duel, key: str, c: Card) -> list[int]:
    """The values noted under `key` at this monster object's summon (the tributes its own text counts), while what
    the summon fixed still applies (`Duel.summon_holds`): turned face-down and up again, a new card, it has none."""
    return marked(d, key, c) if d.summon_holds(c) else []


def mark_face_up(d: Duel, key: str, c: Card, read_by_effects: bool = False) -> None:
    """Remember a fact about this card object for as long as it stays face-up: noted with the moment it last turned
    face-up (`Duel.stamp_of`), so that turned face-down and up again, a new card for the rules, it no longer has it
    (`marked_face_up`)."""
    mark(d, key, c, d.stamp_of(c)[0], read_by_effects)


def marked_face_up(d: Duel, key: str, c: Card) -> bool:
    """Whether `mark_face_up` noted `key` for this card since it last turned face-up."""
    return d.stamp_of(c)[0] in marked(d, key, c)


def remember(kind: str, record: Callable[[Ctx, Event], None]) -> Effect:
    """Not an effect of the card: at each `kind` event about this card, `record` notes what a later effect
    needs to know (the trigger filter answers no, so nothing is activated)."""
    def when(ctx: Ctx, ev: Event) -> bool:
        record(ctx, ev)
        return False

    return Effect(T, never_activated, trigger=kind, when=when, note=True, text_en="(remembered for a later effect)",
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

    return Effect(Kind.REPLACEMENT, when=when, instead=unchanged, note=True, text_en=en, text_ja=ja)


def unchanged(ctx: Ctx, ev: Event) -> Event:
    """An observer's replacement, which never applies (its `when` answers no): the event as it is."""
    return ev


def never_activated(res: Resolution) -> None:
    """The operation of an effect that only keeps a note: it is never activated."""


def from_the_hand(res: Resolution, cards: Iterable[Card]) -> Callable[[Ctx, Card], bool]:
    """An effect that applies to these hand cards in the hand, and on the field once they are summoned or set from
    there (「コストダウン」, 「レベル変換実験室」): the returned test (an `affects`) says whether a card is one of them.
    It follows each card object by its number and object, and lingers, for the resolving card, a trigger that only
    marks the field object each one becomes as it lands (its move's event names the hand object it was); so a card
    that left the field or the hand and came back, a new card, is none of them."""
    objs = frozenset((c.idx, c.oid) for c in cards)
    idxs = frozenset(i for i, _ in objs)
    key = f"from_the_hand:{res.card.idx}:{res.card.oid}:{res.link.number}"

    def follow(ctx: Ctx, ev: Event) -> bool:
        for e in ev.group:
            if (e.card, e.oid) in objs and e.dst == int(Zone.MONSTERS) and ctx.duel.cards[e.card].zone is Zone.MONSTERS:
                mark(ctx.duel, key, ctx.duel.cards[e.card], read_by_effects=True)
        return False

    res.duel.linger(res.card, res.player, Effect(T, never_activated, trigger="moved", when=follow,
                                                 self_trigger=False, note=True,
                                                 text_en="(remembered for a later effect)",
                                                 text_ja="（後の効果のために覚えておく）"), res.cause)
    return lambda ctx, c: (c.idx, c.oid) in objs or (c.idx in idxs and bool(marked(ctx.duel, key, c)))


@dataclass(frozen=True, slots=True)
class Fate(Note):
    """How a card object came where it is, noted for a later effect: a tag, the card object, the turn, and
    another card object it concerns (-1: none)."""

    tag: str
    card: int
    oid: int
    turn: int
    other: int
    other_oid: int


def fates(d: Duel) -> tuple[Fate, ...]:
    return d.notes(Fate)


def note(ctx: Ctx, tag: str, c: Card, other: Card | None = None) -> None:
    d = ctx.duel
    # once: an operation replayed after a question notes the same thing again
    d.remember(Fate(tag, c.idx, c.oid, d.turn, other.idx if other else -1, other.oid if other else 0))


def noted(ctx: Ctx, tag: str, c: Card) -> Fate | None:
    """The latest note with this tag about this card object."""
    return next((n for n in reversed(fates(ctx.duel)) if n.tag == tag and n.card == c.idx and n.oid == c.oid), None)


def marker(kind: str, tag: str, pred: Callable[[Ctx, Event], bool]) -> Effect:
    """Not an effect of the card: a note that this card was destroyed/sent in a way a later effect needs."""
    def when(ctx: Ctx, ev: Event) -> bool:
        if pred(ctx, ev):
            note(ctx, tag, ctx.duel.cards[ev.card])
        return False
    return Effect(T, never_activated, trigger=kind, when=when, note=True,
                  text_en="(how this card left the field is remembered)",
                  text_ja="（このカードが墓地へ送られた方法を覚えておく）")


def _face_down_key(d: Duel) -> str:
    """One key per attack: the turn, the attacker, the object it is (revived, it counts its attacks anew) and its
    count of attacks in this battle phase."""
    a, oid = d.attack[:2] if d.attack is not None else (-1, 0)
    return f"face_down_in_battle:{d.turn}:{a}:{oid}:{d.cards[a].bp_attacks if a >= 0 else 0}"


def notes_face_down_battles(attack_too: bool = False) -> Effect:
    """Not an effect of the card: note each monster that was face-down in defense position (`attack_too`: or in
    attack position, where the text says only face-down: 「マシュマロン」) as the damage step of a battle with this card
    began (the "attacked" event comes before the flip), whether this card itself was the face-down one attacked (the
    event is about this card) or this card attacked it (another card's event: hence "either");
    `was_face_down_in_battle` reads them."""
    def when(ctx: Ctx, ev: Event) -> bool:
        me = ctx.card
        down = ev.pos == int(Pos.SET) or (attack_too and ev.pos == int(Pos.SET_ATTACK))
        if down and me.idx in (ev.card, ev.amount):
            mark(ctx.duel, _face_down_key(ctx.duel), me, ev.card)
        return False

    text_en = "(the face-down monsters of its battles are remembered)"
    text_ja = "（裏側守備表示で戦闘したモンスターを覚えておく）"
    return Effect(T, never_activated, trigger="attacked", self_trigger="either", when=when, note=True,
                  text_en=text_en, text_ja=text_ja)


def notes_face_down_attacked_by_equipped() -> Effect:
    """Not an effect of the card: while this equip card equips a monster, note each monster that monster attacks
    while it is face-down in defense position (the "attacked" event comes before the flip);
    `was_face_down_in_battle(d, this equip card, target)` reads them."""
    def when(ctx: Ctx, ev: Event) -> bool:
        me = ctx.card
        if me.zone is Zone.SPELLS and ev.pos == int(Pos.SET) and me.equipped_to >= 0 and ev.amount == me.equipped_to:
            mark(ctx.duel, _face_down_key(ctx.duel), me, ev.card)
        return False

    return Effect(T, never_activated, trigger="attacked", self_trigger=False, when=when, note=True,
                  text_en="(the face-down monsters the equipped monster attacks are remembered)",
                  text_ja="（装備モンスターが攻撃した裏側守備表示モンスターを覚えておく）")


def was_face_down_in_battle(d: Duel, me: Card, monster: int) -> bool:
    """Whether `monster` (a card index) was face-down in defense position (or as `notes_face_down_battles` says) as
    the damage step of the attack in progress began, in a battle with this card object."""
    return monster in marked(d, _face_down_key(d), me)
