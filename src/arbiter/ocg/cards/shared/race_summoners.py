"""Monsters that special summon another and take it down with them when they leave the field: a monster of one
Type from the hand or either graveyard (「魔族召喚師」, 「地獄の門番イル・ブラッド」), or of one Attribute from the hand
for a tribute (「吹き荒れるウィン」, 「逆巻くエリア」)."""

from __future__ import annotations

from collections.abc import Callable

from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import FOREVER, LEAVE_KINDS, can_special_summon, ctx_of
from arbiter.ocg.cards.shared.special_summons import summon_picked
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import has_attribute, is_named
from arbiter.ocg.state import Card, Pos, Zone


def _of_race(ctx: Ctx, race: str) -> list[Card]:
    """The monsters of `race` in the player's hand or either graveyard that this effect could special summon (not
    one whose own summoning conditions forbid it: 「ヴァンパイアジェネシス」 in the hand)."""
    d = ctx.duel
    pl, opp = d.players[ctx.player], d.players[ctx.opponent]
    return [c for c in (d.cards[i] for i in (*pl.hand, *pl.grave, *opp.grave))
            if c.data.is_monster and c.data.race == race and can_special_summon(ctx, c)]


def _destroy_when_gone(res: Resolution, f: Card, left: Callable[[Ctx, Event], bool]) -> None:
    """Leave triggers in place: the summoned monster `f` (this object) is destroyed when a card leaves the field
    as `left` says (the summoning card's own effects are gone with it)."""
    summoned = (f.idx, f.oid)

    def gone(r: Resolution) -> None:
        c = r.duel.cards[summoned[0]]
        if c.oid == summoned[1] and c.on_field:
            r.duel.destroy([c], r.cause)

    for k in LEAVE_KINDS:
        res.duel.linger(res.card, res.player, Effect(Kind.TRIGGER, gone, trigger=k, self_trigger=False, when=left,
                                                     text_en="it left the field: destroy the monster it summoned",
                                                     text_ja="フィールドを離れた時、その効果で特殊召喚したモンスターを"
                                                             "破壊する"),
                        res.cause, turns=FOREVER)


def race_summoner(race: str, en: str, ja: str) -> Effect:
    """Once a turn, special summon 1 monster of `race` from your hand or either graveyard; when this card leaves
    the field, the monsters it summoned are destroyed (a lasting trigger left by each summon, since the card's own
    effects are gone with it)."""
    def op(res: Resolution) -> None:
        f = summon_picked(res, _of_race(ctx_of(res), race))
        me = res.card
        if f is None or not me.on_field:
            return
        mine = (me.idx, me.oid)
        _destroy_when_gone(res, f, lambda ctx, ev: (ev.card, ev.oid) == mine)

    return Effect(Kind.IGNITION, op, once_per_turn=True, asks=True, does=Does.MONSTERS,
                  needs=lambda ctx: bool(_of_race(ctx, race))
                  and ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0, text_en=en, text_ja=ja)


def attribute_swapper(passcode: int, attribute: str, en: str, ja: str) -> Effect:
    """Once a turn, tribute another monster of `attribute` (the cost) to special summon a monster of `attribute`
    from the hand; it is destroyed when a face-up card of this name its player controls leaves the field."""
    def fits(c: Card) -> bool:
        return c.data.is_monster and has_attribute(c, attribute)

    def summonable(ctx: Ctx) -> list[Card]:
        d = ctx.duel
        return [c for i in d.players[ctx.player].hand if fits(c := d.cards[i]) and can_special_summon(ctx, c)]

    def op(res: Resolution) -> None:
        f = summon_picked(res, summonable(ctx_of(res)))
        if f is not None:
            p = res.player
            _destroy_when_gone(res, f, lambda ctx, ev: ev.src == int(Zone.MONSTERS) and not Pos(ev.pos).face_down
                               and ev.player == p and is_named(ctx.duel.cards[ev.card], passcode))

    return Effect(Kind.IGNITION, op, once_per_turn=True, asks=True, does=Does.MONSTERS,
                  cost=Cost(tribute=1, tribute_filter=lambda ctx, m: m is not ctx.card and fits(m)),
                  needs=lambda ctx: bool(summonable(ctx)),
                  text_en=en, text_ja=ja)
