"""The ritual spell cards whose English name begins with F."""

from __future__ import annotations

from arbiter.ocg.cards.shared.rituals import ritual_spell

ritual_spell(60369732, 62420419, "Reshef the Dark Being", "大邪神 レシェフ", 8)  # 大邪神の儀式

ritual_spell(77454922, 62337487, "Fortress Whale", "要塞クジラ", 7)  # 要塞クジラの誓い
