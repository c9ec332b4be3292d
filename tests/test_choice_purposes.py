"""A card an effect asks for as it resolves says what it is for, in English and Japanese ("choose a monster to special
summon" / 特殊召喚するモンスターを選ぶ), rather than only 'choose for "Card"' / 「Card」の効果で選ぶ: the words of
`ocg.choice_purposes`, in the era's terms."""

from __future__ import annotations

from arbiter.ocg import choice_purposes
from arbiter.ocg.choice_purposes import Purpose
from board_steps import activate, answer, prompts, resolve
from era_words import later_words, names_with_later_words
from scenario_text import board

HERO_LIVES = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: ヒーローアライブ, as: HL}]
    deck: [{card: E・HERO フェザーマン, as: F}, {card: E・HERO バーストレディ, as: B}]
"""


def test_a_special_summon_from_the_deck_says_it_summons_a_monster() -> None:
    d, labels = board(HERO_LIVES)
    activate(d, labels, "HL")
    resolve(d)
    assert prompts(d, "ocg") == ('"A Hero Lives": choose a monster to special summon',
                                 "「ヒーローアライブ」：特殊召喚するモンスターを選ぶ")


DOLPHIN = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: Ｎ・アクア・ドルフィン, as: AD}]
    hand: [{card: クリボー, as: K}]
  B:
    hand: [{card: ブラッド・ヴォルス, as: BV}, {card: 強欲な壺, as: PG}]
"""


def test_a_monster_looked_at_in_the_opponents_hand_is_chosen_to_destroy() -> None:
    d, labels = board(DOLPHIN)
    activate(d, labels, "AD")
    answer(d, labels, "K")  # the cost's discard
    resolve(d)
    assert prompts(d, "ocg") == ('"Neo-Spacian Aqua Dolphin": choose a monster to destroy',
                                 "「Ｎ・アクア・ドルフィン」：破壊するモンスターを選ぶ")


def _every_purpose() -> list[Purpose]:
    found = [p for p in vars(choice_purposes).values() if isinstance(p, Purpose)]
    return [q for p in found for q in (p, p.monster, p.spell_trap)]


def test_the_words_count_the_cards_picked_one_at_a_time() -> None:
    assert choice_purposes.DESTROY.monster.words() == ("choose a monster to destroy", "破壊するモンスターを選ぶ")
    assert choice_purposes.BANISH.nth(2, 3).words() == ("choose a card to banish (2 of 3)",
                                                        "ゲームから除外するカードを選ぶ（3枚中2枚目）")
    # one card of one is no count
    assert choice_purposes.TRIBUTE.monster.nth(1, 1).words() == ("choose a monster to tribute",
                                                                 "生け贄に捧げるモンスターを選ぶ")


def test_no_purpose_says_a_word_of_a_later_era() -> None:
    names = names_with_later_words()
    # the check this relies on refuses a later word in such a question
    assert later_words(Purpose("to tribute", "リリースする").words()[1], names) == ["リリース"]
    purposes = _every_purpose()
    assert choice_purposes.BANISH in purposes and choice_purposes.TRIBUTE.monster in purposes  # the sweep sees them
    found = {p.words()[1]: later_words(p.words()[1], names) for p in purposes}
    assert not any(found.values()), {k: v for k, v in found.items() if v}


ADVANCED_RITUAL = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 高等儀式術, as: AR}, {card: カオス・ソルジャー, as: BLS}]
    deck: [{card: ジェネティック・ワーウルフ, as: W1}, {card: ジェネティック・ワーウルフ, as: W2}]
"""


def test_a_ritual_says_what_it_summons_and_where_its_materials_go() -> None:
    # 「高等儀式術」 sends its materials from the deck to the graveyard: they are not tributes
    d, labels = board(ADVANCED_RITUAL)
    activate(d, labels, "AR")
    resolve(d)
    assert prompts(d, "ocg") == ('"Advanced Ritual Art": choose a monster to ritual summon',
                                 "「高等儀式術」：儀式召喚するモンスターを選ぶ")
    answer(d, labels, "BLS")
    assert prompts(d, "ocg") == ('"Advanced Ritual Art": choose a monster to send to the graveyard',
                                 "「高等儀式術」：墓地へ送るモンスターを選ぶ")
