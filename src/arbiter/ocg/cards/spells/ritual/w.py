"""The ritual spell cards whose English name begins with W."""

from __future__ import annotations

from arbiter.ocg.cards.shared.rituals import ritual_spell

ritual_spell(9786492, 73398797, "Paladin of White Dragon", "白竜の聖騎士", 4)  # 白竜降臨

ritual_spell(54539105, 33951077, "Super War-Lion", "スーパー・ウォー・ライオン", 7)  # ライオンの儀式
