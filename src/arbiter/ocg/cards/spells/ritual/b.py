"""The ritual spell cards whose English name begins with B."""

from __future__ import annotations

from arbiter.ocg.cards.shared.rituals import ritual_spell

ritual_spell(41426869, 64631466, "Relinquished", "サクリファイス", 1)  # イリュージョンの儀式

# カオス－黒魔術の儀式
ritual_spell(76792184, 30208479, "Magician of Black Chaos", "マジシャン・オブ・ブラックカオス", 8)

ritual_spell(55761792, 5405694, "Black Luster Soldier", "カオス・ソルジャー", 8)  # カオスの儀式

ritual_spell(81933259, 31890399, "Fiend's Mirror", "デビルズ・ミラー", 6)  # 悪魔鏡の儀式
