"""Special summons from the graveyard: this card's own, at a later phase, tied to the card that made them."""

from __future__ import annotations

from collections.abc import Callable

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import can_special_summon, face_up_here, revivable, room, room_for_itself
from arbiter.ocg.cards.shared.events import phase_of
from arbiter.ocg.cards.shared.notes import noted
from arbiter.ocg.cards.shared.special_summons import summon, summon_targets, summonable
from arbiter.ocg.cards.shared.zones import fitting_monsters_in
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.lasting import EquipTie, Then
from arbiter.ocg.names import is_named, names_of
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE
T = Kind.TRIGGER


HYDROGEDDON = 22587018
OXYGEDDON = 58071123
SPIRIT_OF_THE_PHARAOH = 25343280


def revive_self(res: Resolution, pos: Pos | None = None) -> bool:
    """This card, still the object that activated the effect in the graveyard, is special summoned."""
    c = res.card
    if c.zone is not Zone.GRAVE or c.oid != res.link.oid:
        return False
    return summon(res, c, pos=pos)


def grave_target(where: Callable[[Ctx, Card], bool], text_en: str, text_ja: str, side: str = "own",
                 count: int = 1, least: int = 0, summoned: bool = True) -> TargetSpec:
    """Monsters in a graveyard that fit `where`; `summoned`: the effect special summons its target, so only a
    monster it may special summon (its own conditions, a lock on the player's special summons) is one."""
    if summoned:
        return revivable(where, text_en, text_ja, side=side, count=count, min=least)
    return TargetSpec(zone=Zone.GRAVE, side=side, count=count, min=least,
                      where=lambda ctx, c: c.data.is_monster and where(ctx, c), text_en=text_en, text_ja=text_ja)


def equip_summoned(res: Resolution, pos: Pos | None) -> None:
    """An equip spell that special summons its target and is equipped to it; the monster is tied to the card as
    its activation declares (`Effect.ties_equipped`, from `summoned_tie`). A card that has left the field before it
    resolves (destroyed in a chain to it) summons nothing: it could not equip the monster (as `bound_summon` for
    the continuous traps)."""
    if res.card.oid != res.link.oid or not res.card.on_field:
        return
    for t in summon_targets(res, pos):
        if res.duel.equip(res.card, t, res.cause):
            res.duel.tie_equipped(res.card, t, res.cause)


def summoned_tie(on: str, then: Then = Then.DESTROY) -> EquipTie:
    """The tie of an `equip_summoned` card: `then` happens to the monster when the card leaves the field
    (`on="leaves"`) or is destroyed. That is the card's own effect (`live`): not if the card's effects are negated
    as it goes (「再融合」 under 「王宮の勅命」)."""
    return EquipTie(on, then, live=True)


def in_later_own_standby(tag: str) -> Callable[[Ctx, Event], bool]:
    """The owner's next standby phase after the turn the note was made in, and only that one ("次の自分の
    スタンバイフェイズ"): a card that could not come back then (no free zone) does not wait for a later one. Turns
    alternate, so the owner's first turn after the note's is one or two turns later."""
    def when(ctx: Ctx, ev: Event) -> bool:
        n = noted(ctx, tag, ctx.card)
        return phase_of("standby")(ctx, ev) and n is not None and 0 < ctx.duel.turn - n.turn <= 2
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
                         text_en: str, text_ja: str, mandatory: bool = True, cost: Cost | None = None,
                         condition: Callable[[Ctx], bool] | None = None) -> Effect:
    """A trigger of a card in the graveyard at the start of a phase that special summons it (`op`); `condition`:
    what must hold for it to be activated, once `when` has set it off."""
    return Effect(T, op, trigger="phase", when=when, self_trigger=False, from_zone=Zone.GRAVE, mandatory=mandatory,
                  asks=True, cost=cost or Cost(), needs=room_for_itself, condition=condition, text_en=text_en,
                  text_ja=text_ja)


# Traps answering a monster destroyed by battle and sent to the graveyard: they are activated in the window
# at the end of the damage step that carries those destructions (`responds_to`).
def battle_destroyed_monsters(ctx: Ctx) -> list[tuple[Card, Event]]:
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
    """A continuous trap that special summons a targeted normal monster from your graveyard (one it could summon)
    and is tied to it (`bound_summon`)."""
    def op(res: Resolution) -> None:
        bound_summon(res, lambda: summon_targets(res, pos), back)

    return Effect(A, op, needs=room,
                  target=grave_target(lambda ctx, c: ctx.duel.is_normal_monster(c),
                                      "a normal monster in your graveyard", "自分の墓地の通常モンスター"),
                  text_en=f"special summon the target in {pos.name.lower()} position",
                  text_ja="対象を特殊召喚する")


def bound_summon(res: Resolution, summon_them: Callable[[], list[Card]], back: str = "",
                 then: Then = Then.DESTROY) -> list[Card]:
    """A continuous trap's activation that special summons monsters (`summon_them`, returning those it summoned)
    and is tied to them (`Duel.tie`): each is `then` (destroyed) when the card leaves the field, and the card is
    destroyed when one of them is destroyed (`back="destroyed"`) or leaves (`"leaves"`). Both are the card's own
    effect (`live`): nothing happens while its effects are negated (「王宮のお触れ」). A card no longer on the field
    (the object that was activated) as it resolves applies nothing, so it summons nothing: a continuous trap's
    effect applies only from the field (destroyed in answer to its activation, 「リビングデッドの呼び声」)."""
    d = res.duel
    if res.card.oid != res.link.oid or not res.card.on_field:
        return []
    with d.moving_together(res.cause):  # summoned at once
        summoned = summon_them()
    for t in summoned:
        d.tie(t, res.card, res.cause, on="leaves", then=then, live=True)
        if back:
            d.tie(res.card, t, res.cause, on=back, live=True)
    return summoned


def crushed(ctx: Ctx, c: Card) -> bool:
    n = noted(ctx, "crushed", c)
    return n is not None and n.turn == ctx.duel.turn and n.other == ctx.card.idx and n.other_oid == ctx.card.oid


def sent_by_opponent(ctx: Ctx, ev: Event) -> bool:
    return (ev.src in (int(Zone.HAND), int(Zone.DECK)) and ev.dst == int(Zone.GRAVE)
            and ev.cause.reason is Reason.EFFECT and ev.cause.player != ctx.card.owner)


def from_the_dark() -> tuple[Effect, ...]:
    return tuple(Effect(T, revive_self_op, trigger=k, when=sent_by_opponent, needs=room_for_itself, asks=True,
                        text_en="special summon this card", text_ja="このカードを特殊召喚する")
                 for k in ("sent", "discarded", "destroyed"))


def reassemble(parts: tuple[int, ...], how: str) -> Effect:
    def ready(ctx: Ctx) -> bool:
        g = {n for c in fitting_monsters_in(ctx, ctx.player, Zone.GRAVE, lambda c: can_special_summon(ctx, c))
             for n in names_of(c)}
        # all of them come at once: a zone for each, the card's own zone freed by its cost
        room = ctx.duel.free_slots(ctx.player, Zone.MONSTERS) + (ctx.card.zone is Zone.MONSTERS)
        return set(parts) <= g and room >= len(parts)

    def op(res: Resolution) -> None:
        summon_targets(res)

    return Effect(Kind.IGNITION, op, condition=face_up_here, needs=ready, asks=True, cost=Cost(self_to=how),
                  target=revivable(lambda ctx, c: is_named(c, *parts), "one each of its components in your graveyard",
                                   "自分の墓地の構成モンスター１体ずつ", count=3, distinct=True),
                  text_en="this card as the cost: special summon its three components from your graveyard",
                  text_ja="このカードをコストに、自分の墓地の３体を１体ずつ特殊召喚する")


def destroyed_revivable(ctx: Ctx) -> list[Card]:
    """The monsters whose destruction this effect answers, now in a graveyard, that it may special summon
    (「ジャッカルの霊騎士」, 「レスキューキューロイド」: not one never special summoned, nor any under a lock)."""
    d = ctx.duel
    return summonable(ctx, [d.cards[e.card] for e in ctx.events
                            if e.kind == "destroyed" and d.cards[e.card].zone is Zone.GRAVE])


def hand_monsters(ctx: Ctx | Resolution, ok: Callable[[Card], bool]) -> list[Card]:
    """The monster cards in the acting player's hand that pass `ok` (what "special summon 1 ... from your hand"
    offers)."""
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].hand if d.cards[i].data.is_monster and ok(d.cards[i])]


def hand_dinosaurs(ctx: Ctx | Resolution) -> list[Card]:
    """The Dinosaur monsters in the acting player's hand (「狩猟本能」, 「超進化薬」)."""
    return hand_monsters(ctx, lambda c: c.data.race == "Dinosaur")


def banished_revival(where: Callable[[Ctx, Card], bool], en: str, ja: str, then: Then = Then.DESTROY) -> Effect:
    """A continuous trap's activation that special summons one of its player's banished monsters passing
    `where` (「化石岩の解放」, 「闇次元の解放」, 「奇跡の光臨」), tied to it (`bound_summon`): the monster goes (`then`:
    destroyed, or destroyed and banished) when the card leaves the field, and the card is destroyed when the monster
    is."""
    def op(res: Resolution) -> None:
        bound_summon(res, lambda: summon_targets(res), "destroyed", then)

    return Effect(A, op, needs=room, asks=True,
                  target=revivable(where, en, ja, zone=Zone.BANISHED),
                  text_en="special summon the target", text_ja="対象を特殊召喚する")
