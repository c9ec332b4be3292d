"""The ritual spell cards whose English name begins with C."""

from __future__ import annotations

from arbiter.ocg.cards.shared.rituals import ritual_spell

ritual_spell(96420087, 97642679, "Dark Master - Zorc", "闇の支配者－ゾーク")  # 闇の支配者との契約

ritual_spell(43417563, 4849037, "Performance of Sword", "ダンシング・ソルジャー")  # 踊りによる誘発

ritual_spell(94377247, 49064413, "The Masked Beast", "仮面魔獣マスクド・ヘルレイザー")  # 仮面魔獣の儀式
