"""The fusion monsters whose English name begins with T."""

from __future__ import annotations

from arbiter.ocg import fusion
from arbiter.ocg.cards.shared.absorbing import ABSORB, ABSORBED_SHIELD, ABSORBED_STATS
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone

fusion.materials(41462083, 71625222, 88819587)  # 千年竜: 時の魔術師 + ベビードラゴン
fusion.materials(54752875, 31786629, 31786629)  # 双頭の雷龍: サンダー・ドラゴン x2

define(63519819, ABSORB, ABSORBED_STATS,
       Effect(Kind.CONTINUOUS, forbids=("change_position", "attack"),
              affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.idx != ctx.card.idx,
              text_en="other monsters cannot change their battle positions or attack",
              text_ja="このカード以外のモンスターは表示形式の変更と攻撃ができない"),
       ABSORBED_SHIELD)
