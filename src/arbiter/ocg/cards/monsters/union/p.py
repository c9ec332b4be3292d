"""The union monsters whose English name begins with P."""

from __future__ import annotations

from arbiter.ocg.cards.shared.unions import DARK_BLADE, LEI_LEI, TURN_EQUIPPED, is_one_of, union
from arbiter.ocg.registry import define

# 漆黒の闘龍 / Pitch-Dark Dragon: "only while equipped by this effect" limits the 400 ATK/DEF sentence; the piercing
# damage is a sentence of its own, given while it is equipped by any card's effect
define(47415292, *union(is_one_of(DARK_BLADE), 400, 400, "your Dark Blade", "自分の「闇魔界の戦士 ダークソード」",
                        pierce=True, pierce_as_union_only=False))

define(11678191, *union(is_one_of(LEI_LEI), 0, 0, "your Indomitable Fighter Lei Lei", "自分の「不屈闘士レイレイ」"),
       TURN_EQUIPPED)
