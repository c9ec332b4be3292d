"""Monster Types and Attributes for the tests of the words that name them (an equip spell's restriction, a target
spec's words): their Japanese words as a card's text writes them, and a board with a normal monster of each."""

from __future__ import annotations

import re

from arbiter.ocg.carddata import attribute_ja, era_cards, race_ja

# the Types' words, the longest first (獣戦士族 holds 戦士族)
TYPES = ("魔法使い族", "アンデット族", "サイキック族", "獣戦士族", "ドラゴン族", "幻神獣族", "爬虫類族", "創造神族",
         "戦士族", "悪魔族", "天使族", "鳥獣族", "昆虫族", "恐竜族", "海竜族", "岩石族", "植物族", "機械族", "幻竜族",
         "獣族", "魚族", "水族", "炎族", "雷族")
TYPE = re.compile("|".join(TYPES))
ATTRIBUTE = re.compile(r"([炎水風地光闇])属性")


def probe_board() -> tuple[str, dict[str, str], dict[str, str]]:
    """A board with a normal monster of the era of each Type and each Attribute in the graveyard (a normal monster
    declares no effects: it is none of DEFS), and the Types' and Attributes' Japanese words in English."""
    names: list[str] = []
    races: dict[str, str] = {}
    attributes: dict[str, str] = {}
    for data in era_cards():
        if data.is_normal_monster and data.race and data.attribute \
                and (race_ja(data.race) not in races or attribute_ja(data.attribute) not in attributes):
            names.append(str(data.passcode))
            races[race_ja(data.race)] = data.race
            attributes[attribute_ja(data.attribute)] = data.attribute
    board = "turn: {number: 3, player: A, phase: main1}\nplayers:\n  A:\n    hand: [{card: 伝説の剣}]\n" \
            "    graveyard: [" + ", ".join("{card: " + n + "}" for n in names) + "]\n"
    return board, races, attributes
