"""Gemini monsters that special summon a monster of one Type from the hand or either graveyard and take it down
with them when they leave the field (「魔族召喚師」, 「地獄の門番イル・ブラッド」)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import FOREVER, LEAVE_KINDS
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.fusion import ask_position
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel


def _of_race(d: Duel, p: int, race: str) -> list[Card]:
    pl, opp = d.players[p], d.players[1 - p]
    return [d.cards[i] for i in (*pl.hand, *pl.grave, *opp.grave)
            if d.cards[i].data.is_monster and d.cards[i].data.race == race]


def race_summoner(race: str, en: str, ja: str) -> Effect:
    """Once a turn, special summon 1 monster of `race` from your hand or either graveyard; when this card leaves
    the field, the monsters it summoned are destroyed (a lasting trigger left by each summon, since the card's own
    effects are gone with it)."""
    def op(res: Resolution) -> None:
        d = res.duel
        cands = _of_race(d, res.player, race)
        if not cands or d.free_slots(res.player, Zone.MONSTERS) == 0:
            return
        f = res.ask_cards(cands)
        d.special_summon(f, res.player, ask_position(res), res.cause)
        me = res.card
        if not (f.on_field and me.on_field):
            return
        mine, summoned = (me.idx, me.oid), (f.idx, f.oid)

        def gone(r: Resolution) -> None:
            c = r.duel.cards[summoned[0]]
            if c.oid == summoned[1] and c.on_field:
                r.duel.destroy([c], r.cause)

        def left(ctx: Ctx, ev: Event) -> bool:
            return (ev.card, ev.oid) == mine and ev.src == int(Zone.MONSTERS)

        for k in LEAVE_KINDS:
            d.linger(me, res.player, Effect(Kind.TRIGGER, gone, trigger=k, self_trigger=False, when=left,
                                            text_en="this card left the field: destroy the monster it summoned",
                                            text_ja="このカードがフィールドを離れた時、その効果で特殊召喚したモンスターを"
                                                    "破壊する"),
                     res.cause, turns=FOREVER)

    return Effect(Kind.IGNITION, op, once_per_turn=True, asks=True,
                  needs=lambda ctx: bool(_of_race(ctx.duel, ctx.player, race))
                  and ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0, text_en=en, text_ja=ja)
