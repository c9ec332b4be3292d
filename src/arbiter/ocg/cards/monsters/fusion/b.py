"""The fusion monsters whose English name begins with B."""

from __future__ import annotations

from arbiter.ocg import fusion

# バロックス / Barox: キラーパンダ + ガーゴイル
fusion.materials(6840573, 98818516, 15303296)

# ブラキオレイドス / Bracchio-raidus: 二頭を持つキング・レックス + 屍を貪る竜
fusion.materials(16507828, 94119974, 38289717)

# 青眼の究極竜 / Blue-Eyes Ultimate Dragon: 青眼の白龍 + 青眼の白龍 + 青眼の白龍
fusion.materials(23995346, 89631139, 89631139, 89631139)

# デビル・ボックス / Bickuribox: マーダーサーカス + ドリーム・ピエロ
fusion.materials(25655502, 93889755, 13215230)

fusion.materials(11901678, 70781052, 74677422)  # ブラック・デーモンズ・ドラゴン: デーモンの召喚 + 真紅眼の黒竜
