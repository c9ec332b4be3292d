"""The words that replaced the era's (リリース for 生け贄, エクストラデッキ for 融合デッキ ...), for the tests that keep
them out of the project's Japanese: each later word and the era's for it, and how to find them outside card names."""

from __future__ import annotations

import re
from collections.abc import Iterable

from arbiter.ocg.carddata import every_card

# each later word and the era's word for it
LATER = {"リリース": "生け贄 / 生け贄に捧げる", "アドバンス召喚": "生け贄召喚", "エクストラ": "融合デッキ",
         "メインデッキ": "デッキ", "魔法＆罠ゾーン": "魔法＆罠カードゾーン", "魔法・罠ゾーン": "魔法＆罠カードゾーン"}
LATER_WORD = re.compile("|".join(LATER))


def names_with_later_words() -> list[str]:
    """The Japanese names of the cards that hold a later word, the longest first (a name inside a longer one)."""
    return sorted({c.name_ja for c in every_card() if c.name_ja and LATER_WORD.search(c.name_ja)}, key=len,
                  reverse=True)


def later_words(text: str, names: Iterable[str]) -> list[str]:
    """The later words in `text`, outside the card names it holds."""
    for name in names:
        text = text.replace(name, "\0")
    return LATER_WORD.findall(text)
