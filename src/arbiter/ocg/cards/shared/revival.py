"""Helpers that cards in several files share: revival."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import ctx_of, face_up_here, room
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.fusion import ask_position
from arbiter.ocg.lasting import Note, Then
from arbiter.ocg.state import ON_FIELD, Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE
T = Kind.TRIGGER

HYDROGEDDON = 22587018
OXYGEDDON = 58071123

SPIRIT_OF_THE_PHARAOH = 25343280

# 「Ｃ」 (Chrysalis) monsters and the 「Ｎ」 (Neo-Spacian) monster each names
CHRYSALIS = {43751755: 43237273, 29246354: 17732278, 17363041: 54959865, 16241441: 89621922, 42239546: 80344569,
             42682609: 17955766}
FIELD_ZONES = tuple(int(z) for z in ON_FIELD)


def _never(res: Resolution) -> None:
    """A note kept by the card; never activated."""


def name_has(c: Card, *parts: str) -> bool:
    """A card whose Japanese name (width-folded) contains one of `parts`: an archetype."""
    name = unicodedata.normalize("NFKC", c.data.name_ja)
    return any(p in name for p in parts)


def monsters_in(ctx: Ctx, p: int, zone: Zone, ok: Callable[[Card], bool]) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[p].cards_in(zone) if d.cards[i].data.kind == "monster" and ok(d.cards[i])]


def summon(res: Resolution, c: Card, player: int = -1, pos: Pos | None = None) -> bool:
    """Special summon `c` for `player` (the resolving player): the position asked unless given."""
    d = res.duel
    p = res.player if player < 0 else player
    if d.free_slots(p, Zone.MONSTERS) == 0:
        return False
    d.special_summon(c, p, pos if pos is not None else ask_position(res), res.cause)
    return c.zone is Zone.MONSTERS


def summon_targets(res: Resolution, pos: Pos | None = None) -> list[Card]:
    return [t for t in res.targets() if summon(res, t, pos=pos)]


def revive_self(res: Resolution, pos: Pos | None = None) -> bool:
    """This card, still the object that activated the effect in the graveyard, is special summoned."""
    c = res.card
    if c.zone is not Zone.GRAVE or c.oid != res.link.oid:
        return False
    return summon(res, c, pos=pos)


def grave_target(where: Callable[[Ctx, Card], bool], text_en: str, text_ja: str, side: str = "own",
                 count: int = 1, least: int = 0) -> TargetSpec:
    def fits(ctx: Ctx, c: Card) -> bool:
        return c.data.kind == "monster" and where(ctx, c)
    return TargetSpec(zone=Zone.GRAVE, side=side, count=count, min=least, where=fits, text_en=text_en,
                      text_ja=text_ja)


def from_anywhere(ctx: Ctx, ok: Callable[[Card], bool]) -> list[Card]:
    """The player's monsters in the hand, deck and graveyard that pass `ok`."""
    p = ctx.player
    return [*monsters_in(ctx, p, Zone.HAND, ok), *monsters_in(ctx, p, Zone.DECK, ok),
            *monsters_in(ctx, p, Zone.GRAVE, ok)]


def picked(ctx: Ctx) -> list[Card]:
    """The targets or tributes this card's activation has already chosen (while it is choosing)."""
    from arbiter.ocg.chain import Activation

    top = ctx.duel.stack[-1] if ctx.duel.stack else None
    if isinstance(top, Activation) and top.card == ctx.card.idx:
        return [ctx.duel.cards[i] for i in top.chosen]
    return []


def equip_summoned(res: Resolution, pos: Pos | None, on: str, then: Then = Then.DESTROY) -> None:
    """An equip spell that special summons its target and is equipped to it; the monster is tied to the card
    (`Duel.tie`): `then` happens to it when the card leaves the field (`on="leaves"`) or is destroyed."""
    for t in summon_targets(res, pos):
        if res.card.oid == res.link.oid and res.card.on_field and res.duel.equip(res.card, t, res.cause):
            res.duel.tie(t, res.card, res.cause, on=on, then=then)


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


def notes(d: Duel) -> tuple[Fate, ...]:
    return d.notes(Fate)


def note(ctx: Ctx, tag: str, c: Card, other: Card | None = None) -> None:
    d = ctx.duel
    # once: an operation replayed after a question notes the same thing again
    d.remember(Fate(tag, c.idx, c.oid, d.turn, other.idx if other else -1, other.oid if other else 0))


def noted(ctx: Ctx, tag: str, c: Card) -> Fate | None:
    """The latest note with this tag about this card object."""
    return next((n for n in reversed(notes(ctx.duel)) if n.tag == tag and n.card == c.idx and n.oid == c.oid), None)


def marker(kind: str, tag: str, pred: Callable[[Ctx, Event], bool]) -> Effect:
    """Not an effect of the card: a note that this card was destroyed/sent in a way a later effect needs."""
    def when(ctx: Ctx, ev: Event) -> bool:
        if pred(ctx, ev):
            note(ctx, tag, ctx.duel.cards[ev.card])
        return False
    return Effect(T, _never, trigger=kind, when=when, text_en="(how this card left the field is remembered)",
                  text_ja="（このカードが墓地へ送られた方法を覚えておく）")


def to_grave_from_field(ev: Event) -> bool:
    return ev.src in FIELD_ZONES and ev.dst == int(Zone.GRAVE)


def by_effect(ctx: Ctx, ev: Event) -> bool:
    return ev.cause.reason is Reason.EFFECT and to_grave_from_field(ev)


def by_opponents_effect(ctx: Ctx, ev: Event) -> bool:
    return by_effect(ctx, ev) and ev.cause.player != ctx.card.owner


def by_battle(ctx: Ctx, ev: Event) -> bool:
    return ev.cause.reason is Reason.BATTLE and to_grave_from_field(ev)


def own_phase(phase: str) -> Callable[[Ctx, Event], bool]:
    def when(ctx: Ctx, ev: Event) -> bool:
        return ev.detail == phase and ctx.duel.tp == ctx.card.owner
    return when


def in_later_own_standby(tag: str) -> Callable[[Ctx, Event], bool]:
    """The owner's standby phase in a later turn than the one the note was made in."""
    def when(ctx: Ctx, ev: Event) -> bool:
        n = noted(ctx, tag, ctx.card)
        return own_phase("standby")(ctx, ev) and n is not None and n.turn < ctx.duel.turn
    return when


def in_end_phase_of(tag: str) -> Callable[[Ctx, Event], bool]:
    """The end phase of the turn the note was made in (either player's turn)."""
    def when(ctx: Ctx, ev: Event) -> bool:
        n = noted(ctx, tag, ctx.card)
        return ev.detail == "end" and n is not None and n.turn == ctx.duel.turn
    return when


def revive_self_op(res: Resolution) -> None:
    revive_self(res)


def grave_phase_trigger(when: Callable[[Ctx, Event], bool], op: Callable[[Resolution], None],
                         text_en: str, text_ja: str, mandatory: bool = True, cost: Cost | None = None) -> Effect:
    """A trigger of a card in the graveyard at the start of a phase."""
    return Effect(T, op, trigger="phase", when=when, self_trigger=False, from_zone=Zone.GRAVE, mandatory=mandatory,
                  asks=True, cost=cost or Cost(), needs=room, text_en=text_en, text_ja=text_ja)


def tribute_for(result: int, tribute: int, n: int, face_up: bool, text_en: str, text_ja: str) -> Effect:
    def ok(c: Card) -> bool:
        return c.data.passcode == result

    def op(res: Resolution) -> None:
        cands = from_anywhere(ctx_of(res), ok)
        if cands and res.duel.free_slots(res.player, Zone.MONSTERS) > 0:
            summon(res, res.ask_cards(cands))
            if any(c.zone is Zone.DECK for c in cands):
                res.duel.shuffle_deck(res.player)

    return Effect(A, op, cost=Cost(tribute=n, tribute_filter=lambda ctx, m: m.data.passcode == tribute and (
        m.face_up or not face_up)), needs=lambda ctx: bool(from_anywhere(ctx, ok)), asks=True,
        text_en=text_en, text_ja=text_ja)


def summon_target(res: Resolution) -> None:
    summon_targets(res)


def neo_for(ctx: Ctx, sides: tuple[int, ...], zones: tuple[Zone, ...], neo: int) -> list[Card]:
    return [c for p in sides for z in zones for c in monsters_in(ctx, p, z, lambda c: c.data.passcode == neo)]


def named_neo(res: Resolution) -> int:
    """The 「Ｎ」 monster named by the 「Ｃ」 monster tributed as the cost."""
    paid = [res.duel.cards[i] for i in res.link.cost_cards]
    return CHRYSALIS[paid[0].data.passcode] if paid else 0


def _lv(c: Card) -> int:
    """The "LV" number in a card's name, or 0."""
    name = unicodedata.normalize("NFKC", c.data.name_ja)
    i = name.find("LV")
    digits = ""
    if i >= 0:
        for ch in name[i + 2:]:
            if not ch.isdigit():
                break
            digits += ch
    return int(digits) if digits else 0


# Traps answering a monster destroyed by battle and sent to the graveyard: they are activated in the window
# at the end of the damage step that carries those destructions (`responds_to`).
def battle_destroyed(ctx: Ctx) -> list[tuple[Card, Event]]:
    d = ctx.duel
    out = []
    for e in ctx.events:
        c = d.cards[e.card] if e.card >= 0 else None
        if (c is not None and e.kind == "destroyed" and e.cause.reason is Reason.BATTLE
                and e.src == int(Zone.MONSTERS) and e.dst == int(Zone.GRAVE) and c.zone is Zone.GRAVE
                and c.data.kind == "monster"):
            out.append((c, e))
    return out


def normal_in_grave(pos: Pos, back: str) -> Effect:
    return Effect(A, lambda res: tie_both(res, summon_targets(res, pos), back), needs=room,
                  target=grave_target(lambda ctx, c: c.data.is_normal_monster, "a normal monster in your graveyard",
                                      "自分の墓地の通常モンスター"),
                  text_en=f"special summon the target in {pos.name.lower()} position",
                  text_ja="対象を特殊召喚する")


def tie_both(res: Resolution, summoned: list[Card], back: str = "") -> None:
    """A continuous trap and the monsters it summoned are tied (`Duel.tie`): each is destroyed when the card
    leaves the field, and the card when one of them is destroyed (`back="destroyed"`) or leaves (`"leaves"`).
    A card that left the field before it resolved ties nothing."""
    d = res.duel
    if res.card.oid != res.link.oid or not res.card.on_field:
        return
    for t in summoned:
        d.tie(t, res.card, res.cause, on="leaves")
        if back:
            d.tie(res.card, t, res.cause, on=back)


def crushed(ctx: Ctx, c: Card) -> bool:
    n = noted(ctx, "crushed", c)
    return n is not None and n.turn == ctx.duel.turn and n.other == ctx.card.idx and n.other_oid == ctx.card.oid


def sent_by_opponent(ctx: Ctx, ev: Event) -> bool:
    return (ev.src in (int(Zone.HAND), int(Zone.DECK)) and ev.dst == int(Zone.GRAVE)
            and ev.cause.reason is Reason.EFFECT and ev.cause.player != ctx.card.owner)


def from_the_dark() -> tuple[Effect, ...]:
    return tuple(Effect(T, revive_self_op, trigger=k, when=sent_by_opponent, needs=room, asks=True,
                        text_en="special summon this card", text_ja="このカードを特殊召喚する")
                 for k in ("sent", "discarded", "destroyed"))


def _tribute_summoned(ctx: Ctx, ev: Event) -> bool:
    return ev.detail == "normal" and (ctx.card.data.level or 0) >= 5


def reassemble(parts: tuple[int, ...], how: str) -> Effect:
    def ready(ctx: Ctx) -> bool:
        g = {c.data.passcode for c in monsters_in(ctx, ctx.player, Zone.GRAVE, lambda c: True)}
        return set(parts) <= g

    def op(res: Resolution) -> None:
        summon_targets(res)

    return Effect(Kind.IGNITION, op, condition=face_up_here, needs=ready, asks=True, cost=Cost(self_to=how),
                  target=TargetSpec(zone=Zone.GRAVE, side="own", count=3, distinct=True,
                                    where=lambda ctx, c: c.data.passcode in parts,
                                    text_en="one each of its components in your graveyard",
                                    text_ja="自分の墓地の構成モンスター１体ずつ"),
                  text_en="this card as the cost: special summon its three components from your graveyard",
                  text_ja="このカードをコストに、自分の墓地の３体を１体ずつ特殊召喚する")


def hand_monsters(ctx: Ctx | Resolution, ok: Callable[[Card], bool]) -> list[Card]:
    """The monster cards in the acting player's hand that pass `ok` (what "special summon 1 ... from your hand"
    offers)."""
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].hand if d.cards[i].data.is_monster and ok(d.cards[i])]
