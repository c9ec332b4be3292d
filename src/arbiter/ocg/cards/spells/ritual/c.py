"""The ritual spell cards whose English name begins with C."""

from __future__ import annotations

from arbiter.ocg.cards.shared.rituals import rite_effect, ritual_spell
from arbiter.ocg.names import has_attribute
from arbiter.ocg.registry import define
from arbiter.ocg.ritual import Rite

ritual_spell(96420087, 97642679, "Dark Master - Zorc", "闇の支配者－ゾーク", 8)  # 闇の支配者との契約

ritual_spell(43417563, 4849037, "Performance of Sword", "ダンシング・ソルジャー", 6)  # 踊りによる誘発

ritual_spell(94377247, 49064413, "The Masked Beast", "仮面魔獣マスクド・ヘルレイザー", 8)  # 仮面魔獣の儀式


# 奈落との契約 / Contract with the Abyss: ritual summon a DARK ritual monster, tributing Levels that add up to exactly
# its Level.
define(69035382, rite_effect(Rite(lambda c: has_attribute(c, "DARK"), exact=True),
                             "ritual summon a DARK ritual monster (Levels exactly equal)",
                             "レベルの合計が同じになるよう生け贄に捧げ、闇属性の儀式モンスターを儀式召喚する"))
