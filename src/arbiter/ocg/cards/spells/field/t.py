"""The field spell cards whose English name begins with T."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import bare_activation
from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone


# 天空の聖域 / The Sanctuary in the Sky (field spell): a fairy monster's controller takes no battle damage from
# the battles that fairy fights.
def _fairy_battle_damage(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    att = d.attack
    if ev.kind != "damage" or ev.cause.reason is not Reason.BATTLE or att is None or not ctx.card.active:
        return False
    fighters = [d.cards[i] for i, oid in ((att[0], att[1]), (att[2], att[3])) if i >= 0 and d.cards[i].oid == oid]
    return any(c.zone is Zone.MONSTERS and c.face_up and c.ctl == ev.player and d.race(c) == "Fairy"
               for c in fighters)


define(56433456, bare_activation(),
       Effect(Kind.REPLACEMENT, when=_fairy_battle_damage, instead=lambda ctx, ev: None,
              text_en="battle damage to a Fairy's controller from its battle becomes 0",
              text_ja="天使族モンスターの戦闘では、そのコントローラーへの戦闘ダメージが発生しない"))
