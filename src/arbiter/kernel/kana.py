"""Kana as names are matched: a name typed in hiragana, before the input method converts it (ぶらっく, ぴろろん),
reads as the katakana the cards are printed in."""

from __future__ import annotations

# for str.translate / str.maketrans: each hiragana letter to its katakana, 0x60 further on
HIRAGANA_AS_KATAKANA = {c: c + 0x60 for c in range(0x3041, 0x3097)}
