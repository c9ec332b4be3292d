"""The ritual spell cards whose English name begins with I."""

from __future__ import annotations

from arbiter.ocg.cards.shared.rituals import ritual_spell

ritual_spell(33031674, 60258960, "Legendary Flame Lord", "伝説の爆炎使い", 7)  # 灼熱の試練
