"""The field spell cards whose English name begins with M."""

from __future__ import annotations

from arbiter.ocg.cards.shared.field_spells import ACTIVATE, by_attribute, by_race
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define

# 山 / Mountain: Dragon, Winged Beast and Thunder monsters gain 200 ATK and DEF.
define(50913601, ACTIVATE, by_race(("Dragon", "Winged Beast", "Thunder"), 200,
                                  "Dragon, Winged Beast and Thunder monsters +200 ATK/DEF",
                                  "ドラゴン族・鳥獣族・雷族は攻撃力と守備力が２００上がる"))

# ダークゾーン / Mystic Plasma Zone: DARK monsters gain 500 ATK and lose 400 DEF.
define(18161786, ACTIVATE, by_attribute("DARK", 500, -400, "闇"))

# バーニングブラッド / Molten Destruction: FIRE monsters gain 500 ATK and lose 400 DEF.
define(19384334, ACTIVATE, by_attribute("FIRE", 500, -400, "炎"))


# 死皇帝の陵墓 / Mausoleum of the Emperor (field spell; the era's text, 2007): while it is face-up, a player who
# tribute summons may pay 1000 LP for each tribute it needs instead of tributing (all LP or all tributes, chosen at
# each summon; `Effect.lp_per_tribute`).
define(80921533, ACTIVATE,
       Effect(Kind.CONTINUOUS, lp_per_tribute=1000,
              text_en="either player may pay 1000 LP for each tribute of a tribute summon instead of tributing",
              text_ja="お互いのプレイヤーは生け贄召喚をする場合、生け贄１体につき１０００ライフポイントを払い、生け贄の代わりにできる"))
