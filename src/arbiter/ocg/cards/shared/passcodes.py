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
SEALMASTER_MEISEI = 2468169  # 封印師 メイセイ (the talismans)
HARPIE_LADY_SISTERS = 12206212  # ハーピィ・レディ三姉妹
JINZO = 77585513  # 人造人間－サイコ・ショッカー
AMPLIFIER = 303660  # 電脳増幅器, which turns 「人造人間－サイコ・ショッカー」's lock on the opponent's traps only
