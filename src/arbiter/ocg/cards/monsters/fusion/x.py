"""The fusion monsters whose English name begins with X."""

from __future__ import annotations

from arbiter.ocg import fusion
from arbiter.ocg.cards.shared.contact_fusions import BY_BANISHING, discard_destroy
from arbiter.ocg.cards.shared.targets import FieldCardSpec
from arbiter.ocg.effects import TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone
from arbiter.ocg.summon_conditions import both, not_from


def _opp_spell_trap(face: str, en: str, ja: str) -> TargetSpec:
    return TargetSpec(zone=Zone.SPELLS, side="opp", face=face, text_en=en, text_ja=ja)


# ＸＹＺ－ドラゴン・キャノン / XYZ-Dragon Cannon: discard 1 card: destroy 1 targeted card the opponent controls.
fusion.materials(91998119, 62651957, 65622692, 64500000)  # ＸＹＺ－ドラゴン・キャノン
define(91998119, discard_destroy(FieldCardSpec(side="opp", text_en="a card the opponent controls",
                                                text_ja="相手フィールド上のカード")), BY_BANISHING,
       special_by=both(not_from(Zone.EXTRA), not_from(Zone.GRAVE)))
# ＸＹ－ドラゴン・キャノン / XY-Dragon Cannon: ... a face-up spell or trap card the opponent controls.
fusion.materials(2111707, 62651957, 65622692)  # ＸＹ－ドラゴン・キャノン
define(2111707, discard_destroy(_opp_spell_trap("up", "a face-up spell or trap card the opponent controls",
                                                 "相手フィールド上の表側表示の魔法・罠カード")), BY_BANISHING,
       special_by=both(not_from(Zone.EXTRA), not_from(Zone.GRAVE)))
# ＸＺ－キャタピラー・キャノン / XZ-Tank Cannon: ... a face-down spell or trap card the opponent controls.
fusion.materials(99724761, 62651957, 64500000)  # ＸＺ－キャタピラー・キャノン
define(99724761, discard_destroy(_opp_spell_trap("down", "a face-down spell or trap card the opponent controls",
                                                  "相手フィールド上の裏側表示の魔法・罠カード")), BY_BANISHING,
       special_by=both(not_from(Zone.EXTRA), not_from(Zone.GRAVE)))
