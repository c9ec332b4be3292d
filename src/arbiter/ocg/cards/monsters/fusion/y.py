"""The fusion monsters whose English name begins with Y."""

from __future__ import annotations

from arbiter.ocg import fusion
from arbiter.ocg.cards.shared.contact_fusions import BY_BANISHING, discard_destroy
from arbiter.ocg.effects import TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone
from arbiter.ocg.summon_conditions import both, not_from

# ＹＺ－キャタピラー・ドラゴン / YZ-Tank Dragon: ... a face-down monster the opponent controls.
fusion.materials(25119460, 65622692, 64500000)  # ＹＺ－キャタピラー・ドラゴン
define(25119460, discard_destroy(TargetSpec(side="opp", face="down", text_en="a face-down monster the opponent "
                                             "controls", text_ja="相手フィールド上の裏側表示モンスター")),
       BY_BANISHING,
       special_by=both(not_from(Zone.EXTRA), not_from(Zone.GRAVE)))
