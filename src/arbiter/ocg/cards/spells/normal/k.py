"""The normal spell cards whose English name begins with K."""

from __future__ import annotations

from arbiter.ocg.cards.common import DARK_MAGICIAN
from arbiter.ocg.cards.shared.special_summons import tribute_for
from arbiter.ocg.registry import define

# 騎士の称号 / Knight's Title: tribute a face-up 「ブラック・マジシャン」; special summon 「ブラック・マジシャンズ・
# ナイト」 from your hand, deck or graveyard. Likewise 光と闇の洗礼 / Dedication through Light and
# Darkness (quick-play: tribute 「ブラック・マジシャン」, 「混沌の黒魔術師」) and フォトン・ジェネレーター・ユニット /
# Photon Generator Unit (quick-play: tribute 2 「サイバー・ドラゴン」, 「サイバー・レーザー・ドラゴン」).
define(87210505, tribute_for(50725996, DARK_MAGICIAN, 1, True,
                              "special summon Dark Magician Knight from your hand, deck or graveyard",
                              "手札・デッキ・墓地から「ブラック・マジシャンズ・ナイト」を特殊召喚する"))
