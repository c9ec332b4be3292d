"""The fusion monsters whose English name begins with K."""

from __future__ import annotations

from arbiter.ocg import fusion

# 雷神の怒り / Kaminari Attack: エンゼル・イヤーズ + メガ・サンダーボール
fusion.materials(9653271, 86088138, 21817254)

# カオス・ウィザード / Kamionwizard: ホーリー・エルフ + 黒魔族のカーテン
fusion.materials(41544074, 15025844, 22026707)

# カルボナーラ戦士 / Karbonala Warrior: マグネッツ１号 + マグネッツ２号
fusion.materials(54541900, 56342351, 92731455)

# カイザー・ドラゴン / Kaiser Dragon: 砦を守る翼竜 + フェアリー・ドラゴン
fusion.materials(94566432, 87796900, 20315854)

# クワガー・ヘラクレス / Kwagar Hercules: クワガタ・アルファ + ヘラクレス・ビートル
fusion.materials(95144193, 60802233, 52584282)
