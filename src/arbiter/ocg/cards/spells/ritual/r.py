"""The ritual spell cards whose English name begins with R."""

from __future__ import annotations

from arbiter.ocg.cards.shared.rituals import ritual_spell

ritual_spell(31066283, 99721536, "Dokurorider", "スカルライダー", 6)  # スカルライダーの復活

ritual_spell(39399168, 65393205, "Chakra", "チャクラ", 7)  # チャクラの復活
