"""The quick-play spell cards whose English name begins with O."""

from __future__ import annotations

from arbiter.ocg.cards.common import FACE_UP_MONSTER, destroy_targets
from arbiter.ocg.cards.shared.targets import OPP_MONSTER
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card

A = Kind.ACTIVATE


# 死者への供物 / Offerings to the Doomed: destroy a targeted face-up monster; you skip your next draw
# phase.
def _offerings(res: Resolution) -> None:
    d = res.duel
    d.destroy(res.targets(), res.cause)
    d.skip_phase(res.player, "draw", d.next_turn_of(res.player), res.cause)


define(19230407, Effect(A, _offerings, target=FACE_UP_MONSTER,
                        text_en="destroy the target; skip your next draw phase",
                        text_ja="対象を破壊し、次の自分のドローフェイズをスキップする"))


# 突撃指令 / Order to Charge (the era's text): tribute a face-up normal monster you control (not a token) as its
# cost; destroy a targeted monster the opponent controls.
def _plain_normal(ctx: Ctx, c: Card) -> bool:
    return c.face_up and ctx.duel.is_normal_monster(c) and not c.data.is_token


define(78986941, Effect(A, destroy_targets,
                        cost=Cost(tribute=1, tribute_filter=_plain_normal,
                                  text_en="tribute a face-up normal monster (not a token) you control",
                                  text_ja="自分フィールド上の表側表示の通常モンスター（トークン以外）１体を生け贄に捧げる"),
                        target=OPP_MONSTER,
                        text_en="tribute a normal monster: destroy the target",
                        text_ja="通常モンスター１体を生け贄に捧げ、対象を破壊する"))
