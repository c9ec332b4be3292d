"""The field spell cards whose English name begins with F."""

from __future__ import annotations

from arbiter.ocg import fusion
from arbiter.ocg.cards.common import bare_activation
from arbiter.ocg.cards.shared.field_spells import ACTIVATE, by_race
from arbiter.ocg.cards.shared.fusion import any_card, fusion_spell
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define

# フュージョン・ゲート / Fusion Gate (field spell): either player, in their own main phase, may fusion summon by
# banishing the materials from their hand or field. Only a monster whose own conditions let this card's effect summon
# it counts (`fusion_spell`'s own check: not an Evil HERO, which only 「ダーク・フュージョン」 brings out).
_GATE = fusion_spell(any_card, fusion.hand_and_field, "banish", "", "")
define(33550694, bare_activation(),
       Effect(Kind.IGNITION, _GATE.operation, either_player=True, needs=_GATE.needs,
              asks=True, text_en="fusion summon by banishing materials from your hand or field",
              text_ja="手札・自分フィールドの融合素材を除外し融合モンスターを融合召喚する"))

# 森 / Forest: Insect, Beast, Plant and Beast-Warrior monsters gain 200 ATK and DEF.
define(87430998, ACTIVATE, by_race(("Insect", "Beast", "Plant", "Beast-Warrior"), 200,
                                  "Insect, Beast, Plant and Beast-Warrior monsters +200 ATK/DEF",
                                  "昆虫族・獣族・植物族・獣戦士族モンスターの攻撃力・守備力２００アップ"))
