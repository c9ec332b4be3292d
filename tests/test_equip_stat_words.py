"""An equip card's fixed ATK and DEF change is said as the card changes them, in both languages: only the stats it
changes, a fall as a loss. A judge's trial read "from now on: the equipped monster gains 800 ATK and 0 DEF" and
"gains -1000 ATK and 0 DEF" (「流星の弓－シール」) on the chain log's lines."""

from __future__ import annotations

import re

import pytest

from arbiter.ocg.cards.shared.equips import stat_change_words
from arbiter.ocg.registry import load_all


@pytest.mark.parametrize(("atk", "defense", "en", "ja"), [
    (800, 0, "the equipped monster gains 800 ATK", "装備モンスターの攻撃力+８００"),
    (0, 500, "the equipped monster gains 500 DEF", "装備モンスターの守備力+５００"),
    (300, 300, "the equipped monster gains 300 ATK and DEF", "装備モンスターの攻撃力・守備力+３００"),
    (400, -200, "the equipped monster gains 400 ATK and loses 200 DEF",
     "装備モンスターの攻撃力+４００・守備力-２００"),
    (-1000, 0, "the equipped monster loses 1000 ATK", "装備モンスターの攻撃力-１０００"),
    # 「折れ竹光」 gives nothing and its text says so
    (0, 0, "the equipped monster gains 0 ATK", "装備モンスターの攻撃力+０"),
])
def test_an_equip_cards_stat_change_in_words(atk: int, defense: int, en: str, ja: str) -> None:
    assert stat_change_words(atk, defense) == (en, ja)


def test_no_card_says_it_gains_a_loss_or_nothing_beside_a_gain() -> None:
    texts = [(e.text_en, e.text_ja) for d in load_all().values() for e in d.effects]
    assert any(en == "the equipped monster loses 1000 ATK" for en, _ in texts)  # 「流星の弓－シール」: the scan sees it
    wrong = [(en, ja) for en, ja in texts if re.search(r"gains -|and 0 (ATK|DEF)|/ 0 (ATK|DEF)", en)
             or re.search(r"は-|、(攻撃力|守備力)は0|\+-|\+0・|・(攻撃力|守備力)\+0", ja)]
    assert not wrong, wrong
