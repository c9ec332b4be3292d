"""The gemini monsters whose English name begins with D."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import FOREVER, LEAVE_KINDS, itself
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.fusion import ask_position
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

T = Kind.TRIGGER


# 魔族召喚師 / Doom Shaman: once a turn, special summon 1 Fiend from your hand or either graveyard; when this
# card leaves the field, the Fiends it summoned are destroyed (a lasting trigger left by each summon, since the
# card's own effects are gone with it).
def _fiends(d: Duel, p: int) -> list[Card]:
    pl, opp = d.players[p], d.players[1 - p]
    return [d.cards[i] for i in (*pl.hand, *pl.grave, *opp.grave)
            if d.cards[i].data.is_monster and d.cards[i].data.race == "Fiend"]


def _shaman(res: Resolution) -> None:
    d = res.duel
    fiends = _fiends(d, res.player)
    if not fiends or d.free_slots(res.player, Zone.MONSTERS) == 0:
        return
    f = res.ask_cards(fiends)
    d.special_summon(f, res.player, ask_position(res), res.cause)
    shaman = res.card
    if not (f.on_field and shaman.on_field):
        return
    me, fiend = (shaman.idx, shaman.oid), (f.idx, f.oid)

    def gone(r: Resolution) -> None:
        c = r.duel.cards[fiend[0]]
        if c.oid == fiend[1] and c.on_field:
            r.duel.destroy([c], r.cause)

    def left(ctx: Ctx, ev: Event) -> bool:
        return (ev.card, ev.oid) == me and ev.src == int(Zone.MONSTERS)

    for k in LEAVE_KINDS:
        d.linger(shaman, res.player, Effect(T, gone, trigger=k, self_trigger=False, when=left,
                                            text_en="Doom Shaman left the field: destroy the Fiend it summoned",
                                            text_ja="このカードがフィールドを離れた時、その悪魔族モンスターを破壊する"),
                 res.cause, turns=FOREVER)


define(94944637,
       Effect(Kind.IGNITION, _shaman, once_per_turn=True, asks=True,
              needs=lambda ctx: bool(_fiends(ctx.duel, ctx.player))
              and ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0,
              text_en="special summon a Fiend from your hand or either graveyard",
              text_ja="手札か墓地から悪魔族モンスター１体を特殊召喚する"))


# サンライズ・ガードナー / Dawnbreak Gardna: gemini summoned, its original DEF becomes 2300.
define(57549932, Effect(Kind.CONTINUOUS, affects=itself, defense=lambda ctx, c: 2300 - (c.data.def_ or 0),
                        text_en="its original DEF becomes 2300", text_ja="このカードの元々の守備力は２３００になる"),
       original_def=lambda d, c: 2300 if not d.dormant(c) and not d.effect_negated(c) else c.data.def_ or 0)
