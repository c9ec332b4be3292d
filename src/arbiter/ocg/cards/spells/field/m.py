"""The field spell cards whose English name begins with M."""

from __future__ import annotations

from arbiter.ocg.cards.shared.field_spells import ACTIVATE, by_attribute, by_race
from arbiter.ocg.registry import define

# 山 / Mountain: Dragon, Winged Beast and Thunder monsters gain 200 ATK and DEF.
define(50913601, ACTIVATE, by_race(("Dragon", "Winged Beast", "Thunder"), 200,
                                  "Dragon, Winged Beast and Thunder monsters +200 ATK/DEF",
                                  "ドラゴン族・鳥獣族・雷族モンスターの攻撃力・守備力２００アップ"))

# ダークゾーン / Mystic Plasma Zone: DARK monsters gain 500 ATK and lose 400 DEF.
define(18161786, ACTIVATE, by_attribute("DARK", 500, -400, "闇"))

# バーニングブラッド / Molten Destruction: FIRE monsters gain 500 ATK and lose 400 DEF.
define(19384334, ACTIVATE, by_attribute("FIRE", 500, -400, "炎"))
