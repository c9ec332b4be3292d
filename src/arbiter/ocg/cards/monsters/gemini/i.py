"""The gemini monsters whose English name begins with I."""

from __future__ import annotations

from arbiter.ocg.cards.common import switch_position
from arbiter.ocg.cards.shared.targets import OPP_FACE_UP
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define

# インフィニティ・ダーク / Infinity Dark: gemini summoned, when it declares an attack, its controller may change the
# battle position of a targeted face-up monster the opponent controls.
define(76520646, Effect(Kind.TRIGGER, switch_position, trigger="attack_declared", mandatory=False, target=OPP_FACE_UP,
                        text_en="declares an attack: change the target's battle position",
                        text_ja="攻撃宣言時、対象の相手モンスターの表示形式を変更する"))
