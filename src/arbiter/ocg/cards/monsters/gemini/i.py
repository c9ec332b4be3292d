"""The gemini monsters whose English name begins with I."""

from __future__ import annotations

from arbiter.ocg.cards.common import switch_position
from arbiter.ocg.cards.shared.race_summoners import race_summoner
from arbiter.ocg.cards.shared.targets import OPP_FACE_UP
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define

# インフィニティ・ダーク / Infinity Dark: gemini summoned, when it declares an attack, its controller may change the
# battle position of a targeted face-up monster the opponent controls.
define(76520646, Effect(Kind.TRIGGER, switch_position, trigger="attack_declared", mandatory=False, target=OPP_FACE_UP,
                        text_en="declares an attack: change the target's battle position",
                        text_ja="攻撃宣言時、対象の相手モンスターの表示形式を変更する"))

# 地獄の門番イル・ブラッド / Il Blud: gemini summoned, once a turn, special summon 1 Zombie from your hand or either
# graveyard; when this card leaves the field, the Zombies it summoned are destroyed (`shared.race_summoners`).
define(70595331, race_summoner("Zombie", "special summon a Zombie from your hand or either graveyard",
                               "手札か墓地からアンデット族モンスター１体を特殊召喚する"))
