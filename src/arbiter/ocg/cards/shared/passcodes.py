"""Passcodes of cards that cards in several files name."""

from __future__ import annotations

DREADMASTER = 40591390
MIRAGE_TOKEN = 63442605
GARDIUS = 48948935
MASK_OF_REMNANTS = 22610082
LORD_OF_D = 17985575
KURIBOH_TOKEN = 40703223
BLUE_EYES_WHITE_DRAGON = 89631139  # 青眼の白龍
HARPIE_LADY_SISTERS = 12206212  # ハーピィ・レディ三姉妹
FIGHTERS = (8508055, 3810071, 49814180)  # 格闘ねずみ チュー助, モンク・ファイター, マスターモンク
JINZO = 77585513  # 人造人間－サイコ・ショッカー
AMPLIFIER = 303660  # 電脳増幅器, which turns 「人造人間－サイコ・ショッカー」's lock on the opponent's traps only
MONSTER_REBORN = 83764718  # 死者蘇生
AVIAN = 21844576  # Ｅ・ＨＥＲＯ フェザーマン
HERO_KID = 32679370  # ヒーロー・キッズ
CYBER_OGRE = 64268668  # サイバー・オーガ
MOKEY_MOKEY = 27288416  # もけもけ
RED_EYES_B_DRAGON = 74677422  # 真紅眼の黒竜
FLINT = 75560629  # フリント
PYRAMID_OF_LIGHT = 53569894  # 光のピラミッド
TERRORKING = 35975813  # ジェノサイドキングデーモン
WARRIOR_OF_ZERA = 66073051  # ゼラの戦士
GRADIUS = 10992251  # 超時空戦闘機ビック・バイパー
BUBBLEMAN = 79979666  # Ｅ・ＨＥＲＯ バブルマン
