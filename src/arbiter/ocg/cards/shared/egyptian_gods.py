"""The Egyptian gods' shared abilities: no effect targets them, and one special summoned is sent to the graveyard in
the end phase (「オベリスクの巨神兵」, 「オシリスの天空竜」; 「ラーの翼神竜」 is never special summoned)."""

from __future__ import annotations

from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import itself
from arbiter.ocg.cards.shared.resolving import self_to_grave
from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.state import Zone

UNTARGETABLE = Effect(Kind.CONTINUOUS, affects=itself, untargetable=True,
                      text_en="neither player can target it with card effects",
                      text_ja="お互いにこのカードを効果の対象にできない")


def _special_summoned_at_end(ctx: Ctx, ev: Event) -> bool:
    c = ctx.card
    return ev.detail == "end" and c.zone is Zone.MONSTERS and c.face_up and ctx.duel.summoned_as(c, "special")


BACK_TO_GRAVE = Effect(Kind.TRIGGER, self_to_grave, trigger="phase", self_trigger=False, when=_special_summoned_at_end,
                       text_en="special summoned: in the end phase it is sent to the graveyard",
                       text_ja="特殊召喚されていた場合：エンドフェイズに自身を墓地へ送る")
