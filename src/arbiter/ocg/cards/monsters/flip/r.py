"""The flip monsters whose English name begins with R."""

from __future__ import annotations

from arbiter.ocg.cards.common import room
from arbiter.ocg.cards.shared.control import take_targets
from arbiter.ocg.cards.shared.destruction import WEAKEN_DESTROYER, destroy_trap
from arbiter.ocg.cards.shared.discard import discard_chosen, has_hand
from arbiter.ocg.cards.shared.targets import OPP_FACE_UP, TRAP_OR_SET
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Effect, Kind, Resolution
from arbiter.ocg.registry import define

F = Kind.FLIP

define(33066139, Effect(F, destroy_trap, target=TRAP_OR_SET,
                        text_en="destroy the target if it is a trap card", text_ja="対象が罠カードなら破壊する"))

# 幻惑のラフレシア / Rafflesia Seduction: FLIP: take control of a targeted face-up monster the opponent
# controls until the end of the turn.
define(31440542, Effect(Kind.FLIP, take_targets(True), target=OPP_FACE_UP, needs=room,
                        text_en="take control of the target until the end of the turn",
                        text_ja="対象のコントロールをこのターンのエンドフェイズまで得る"))


# リグラス・リーパー / Rigorous Reaver: FLIP: each player discards 1 card of their choice (not activated while both
# hands are empty: nothing for it to act on); whatever destroys it by battle loses 500 ATK and DEF
# (`WEAKEN_DESTROYER`).
def _reaver(res: Resolution) -> None:
    for p in (res.duel.tp, 1 - res.duel.tp):
        discard_chosen(res, p, 1)


define(39180960, Effect(Kind.FLIP, _reaver, does=Does.OWN_HAND | Does.OPP_HAND, asks=True, needs=has_hand("either"),
                        text_en="each player discards 1 card",
                        text_ja="お互いに手札を１枚選んで捨てる"),
       WEAKEN_DESTROYER)
