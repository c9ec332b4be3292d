"""The ritual spell cards whose English name begins with S."""

from __future__ import annotations

from arbiter.ocg.cards.shared.rituals import SHINATO, ritual_spell

ritual_spell(60365591, SHINATO, "Shinato, King of a Higher Plane", "天界王 シナト", 8)  # 奇跡の方舟

ritual_spell(72446038, 84385264, "Lycanthrope", "ライカン・スロープ", 6)  # 合成魔術
