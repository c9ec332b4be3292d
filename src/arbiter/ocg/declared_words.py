"""What a declared choice says, (Japanese, English), by the key a card's `Effect.declare` gives it.

The card modules declare their choices by short English keys ("atk", "left", "Warrior", "3"); the judge's scenarios
answer with those keys (`options: [def]`), and an effect's operation reads the key it was given (`Ctx.declared`). A
player and the log see the words: the choice offered, and 「...」を宣言 / declaring "..." on the activation's line.
"""

from __future__ import annotations

from arbiter.kernel.reasons import wide
from arbiter.ocg.carddata import attribute_term, race_en, race_ja

# The modes cards declare, (Japanese, English), in the words of the rulings pages where they have one. A key not
# here is a Type, an Attribute, a card kind, a number, or a Type and an Attribute ("Fiend/DARK"); tests/test_render.py
# fails when a card declares a key none of these covers (it would show the key in the Japanese log).
MODES: dict[str, tuple[str, str]] = {
    "atk": ("攻撃力", "ATK"),  # 「ピラミッドパワー」, 「ビクトリー・バイパー ＸＸ０３」
    "ATK": ("攻撃力", "ATK"),  # 「７カード」, 「神秘の中華なべ」
    "def": ("守備力", "DEF"),
    "DEF": ("守備力", "DEF"),
    "monster": ("モンスター", "monster"),
    "spell": ("魔法", "spell"),
    "trap": ("罠", "trap"),
    "destroy": ("破壊", "destroy"),
    "add": ("手札に加える", "add to the hand"),  # 「Ｅ・ＨＥＲＯ エアーマン」
    "token": ("トークン", "token"),
    "equip": ("装備", "equip"),  # 「サイバー・レイダー」
    "left": ("左", "left"),
    "right": ("右", "right"),
    "set": ("セット", "set"),  # 「トイ・ボックス」
    "discard": ("手札を捨てる", "discard"),  # 「首領・ザルーグ」
    "mill 2": ("デッキの上から２枚を墓地へ送る", "mill 2"),
    "draw 1": ("１枚ドロー", "draw 1"),  # 「与奪の首飾り」
    "discard 1": ("手札を１枚捨てる", "discard 1"),
    "friendship": ("友情 ＹＵ－ＪＹＯ", "Yu-Jo Friendship"),  # 「ファラオの審判」: the card in the graveyard it names
    "unity": ("結束 ＵＮＩＴＹ", "Unity"),
    "no draw": ("ドロー封じ", "no draw"),  # 「罰ゲーム！」
    "no spells or traps": ("魔法・罠の発動封じ", "no spells or traps"),
    "yours": ("自分のデッキ", "their own deck"),  # 「ショット・ガン・シャッフル」 ("your deck" read as the reader's)
    "the opponent's": ("相手のデッキ", "the opponent's deck"),
}


def declared_words(key: str) -> tuple[str, str]:
    """What the declared `key` says, in Japanese and in English; a key none of the tables knows as it is."""
    if key in MODES:
        return MODES[key]
    if key.isdigit():
        return wide(int(key)), key
    if "/" in key:  # a Type and an Attribute declared together (「深淵の指名者」)
        (race_j, race_e), (attribute_j, attribute_e) = (_type_or_attribute(w) for w in key.split("/", 1))
        return f"{race_j}・{attribute_j}", f"{race_e}/{attribute_e}"
    return _type_or_attribute(key)


def _type_or_attribute(word: str) -> tuple[str, str]:
    """A Type's or an Attribute's name, in Japanese as the rulings pages write them ('悪魔族', '闇属性') and in English
    as the era's cards do ('Fiend-Type', 'DARK'); else the word as it is."""
    try:
        return race_ja(word), race_en(word)
    except ValueError:
        pass
    try:
        return attribute_term(word), word
    except ValueError:
        return word, word
