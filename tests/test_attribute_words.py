"""An Attribute named alone in Japanese (declared, offered, or what a monster becomes) reads with its 属性, as
the rulings pages write one (「闇属性」, 「光属性の天使族」) and as a Type reads with its 族 (「悪魔族」); in English
as the era's cards write it ("DARK")."""

from __future__ import annotations

from pathlib import Path

from arbiter.ocg.view import describe
from scenario_text import board, judged

DNA = """
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{stats: {atk: 1000, attribute: EARTH}, as: E}]
    spells: [{card: DNA移植手術, as: DNA}]
steps:
  - {player: A, activate: DNA, options: [WIND]}
  - {resolve: true}
"""

EARTHSHAKER = """
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{stats: {atk: 100, attribute: FIRE}, as: AF}]
    spells: [{card: 地殻変動, as: ES}]
"""


def test_a_declared_attribute_reads_with_its_zokusei_in_the_japanese_log(tmp_path: Path) -> None:
    # 「ＤＮＡ移植手術」 declaring WIND read 「風」を宣言 and 「Eの属性は風になる」, where a declared Type reads
    # 「悪魔族」
    v = judged(tmp_path, "title: t\n" + DNA)
    assert v.passed, v.message
    assert any(line.endswith("「ＤＮＡ移植手術」発動、「風属性」を宣言") for line in v.log), v.log
    assert any(line.endswith("、Eは風属性になる") for line in v.log), v.log


def test_attributes_offered_read_with_their_zokusei_in_japanese_and_as_the_cards_write_them_in_english() -> None:
    # 「地殻変動」's Attributes to name were offered as "attribute:DARK" in both languages (its key), or 「DARK」
    d, labels = board(EARTHSHAKER)
    d.act(next(o.key for o in d.pending.options if o.kind == "activate" and o.card == labels["ES"]))
    while d.pending.kind != "attribute":
        d.act(next(o.key for o in d.pending.options if o.kind == "pass"))
    opts = d.pending.options
    assert [describe(d, o, "ja") for o in opts] == ["地属性", "水属性", "炎属性", "風属性", "光属性", "闇属性"]
    assert [describe(d, o, "en") for o in opts] == ["EARTH", "WATER", "FIRE", "WIND", "LIGHT", "DARK"]
