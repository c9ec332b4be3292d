"""The gemini monsters whose English name begins with S."""

from __future__ import annotations

from arbiter.ocg.cards.shared.attacks import targets_attack_directly
from arbiter.ocg.effects import Effect, Kind, TargetSpec
from arbiter.ocg.names import has_attribute
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone

# シャドウ・ダイバー / Shadow Delver: gemini summoned, once a turn, a targeted face-up level 4 or lower DARK monster
# you control may attack the opponent directly this turn.
define(57827484, Effect(Kind.IGNITION, targets_attack_directly, once_per_turn=True,
                        target=TargetSpec(side="own", face="up", allow_self=True,
                                          where=lambda ctx, c: c.zone is Zone.MONSTERS and ctx.duel.level(c) <= 4
                                          and has_attribute(c, "DARK"),
                                          text_en="a face-up DARK monster of yours, Level 4 at most",
                                          text_ja="自分フィールドの表側表示のレベル４以下の闇属性モンスター"),
                        text_en="the target may attack directly this turn", text_ja="対象はこのターン直接攻撃できる"))
