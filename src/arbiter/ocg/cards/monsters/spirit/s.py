"""The spirit monsters whose English name begins with S."""

from __future__ import annotations

import dataclasses

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import SPIRIT_RETURN
from arbiter.ocg.cards.shared.stats import half_up
from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.registry import define
from arbiter.ocg.summon_conditions import never


# 雷帝神 / Susa Soldier: a spirit (common.SPIRIT_RETURN); the battle damage it inflicts on the opponent is halved.
def _its_battle_damage(ctx: Ctx, ev: Event) -> bool:
    return (ev.kind == "damage" and ev.cause.reason is Reason.BATTLE and ev.cause.card == ctx.card.idx
            and ev.player != ctx.card.ctl)


define(40473581, *SPIRIT_RETURN,
       Effect(Kind.REPLACEMENT, when=_its_battle_damage, instead=lambda ctx, ev: dataclasses.replace(
           ev, amount=half_up(ev.amount)),
              text_en="the battle damage it inflicts on the opponent is halved",
              text_ja="自身による相手への戦闘ダメージを半減する"),
       special_by=never, numbering=(1, 1, 2))
