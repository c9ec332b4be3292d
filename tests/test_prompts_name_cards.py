"""A question names the card it comes from, in English and Japanese, on the terminal (the decision's `prompt`) and
the web board (`web.wire.state`): Duel Masters questions as the OCG's effects do, and the OCG's questions asked
while a cost is paid name the card and say that the choice pays its cost."""

from __future__ import annotations

from board_steps import activate, answer, prompts, resolve
from scenario_text import board

TYPHOON = """
game: dm
turn: {number: 6, player: A, phase: main}
players:
  A:
    hand: [{card: エマージェンシー・タイフーン, as: ET}, {stats: {}, as: V}]
    mana: [エナジー・ライト, エナジー・ライト]
    deck: [アクア・ソルジャー, アクア・ソルジャー]
"""


def test_a_duel_masters_spell_names_itself_in_its_questions() -> None:
    d, _ = board(TYPHOON)
    d.act(next(o.key for o in d.pending.options if o.kind == "cast"))
    assert prompts(d, "dm") == ('"Emergency Typhoon": draw how many cards (up to 2)?',
                                "「エマージェンシー・タイフーン」：何枚引く？（2枚まで）")
    d.act("count:0")
    assert prompts(d, "dm") == ('"Emergency Typhoon": choose a card to discard',
                                "「エマージェンシー・タイフーン」：捨てるカードを選ぶ")


ATTACK = """
game: dm
turn: {number: 5, player: A, phase: attack}
players:
  A:
    battle: [{card: 斬隠カイドウ・クロウラー, as: KC}, {card: アクア・ソルジャー, as: AS}]
  B:
    battle: [{card: 斬隠カイドウ・クロウラー, as: BK}]
    shields: [{stats: {}, as: T1}, {stats: {}, as: T2}]
"""


def test_duel_masters_attack_questions_name_the_attacker() -> None:
    d, labels = board(ATTACK)
    d.act(next(o.key for o in d.pending.options if o.kind == "attack" and o.card == labels["AS"] and o.arg < 0))
    assert prompts(d, "dm") == ('"Aqua Soldier": block this attack with a blocker?',
                                "「アクア・ソルジャー」：この攻撃をブロックする？")
    d.act("no")
    assert prompts(d, "dm") == ('"Aqua Soldier": choose a shield to break',
                                "「アクア・ソルジャー」：ブレイクするシールドを選ぶ")


def test_a_rules_question_of_duel_masters_names_no_card() -> None:
    d, _ = board(ATTACK)
    assert prompts(d, "dm") == ("choose an action", "行動を選ぶ")


VORTEX = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: ライトニング・ボルテックス, as: LV}, {card: クリボー, as: K}]
    monsters: [{card: ホーリー・エルフ, as: HE}, {card: クリボー, as: K2}]
    spells: [{card: マスドライバー, face: up, as: MD}]
  B:
    monsters: [{card: ブラッド・ヴォルス, as: BV}]
"""


def test_an_ocg_cost_question_names_the_card_and_its_cost() -> None:
    d, labels = board(VORTEX)
    activate(d, labels, "LV")
    assert prompts(d, "ocg") == ('cost of "Lightning Vortex": choose a card to discard',
                                 "「ライトニング・ボルテックス」のコスト：捨てるカードを選ぶ")
    answer(d, labels, "K")
    d, labels = board(VORTEX)
    activate(d, labels, "MD")
    assert prompts(d, "ocg") == ('cost of "Mass Driver": choose a monster to tribute',
                                 "「マスドライバー」のコスト：生け贄を選ぶ")


CHARITY = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 天使の施し, as: GC}, {card: クリボー, as: K}]
    deck: [ブラッド・ヴォルス, ブラッド・ヴォルス, ブラッド・ヴォルス, 苦渋の選択]
"""


def test_an_effects_questions_one_after_another_say_which_of_how_many() -> None:
    # a multi-card choice asked card by card said only "choose for ..." each time: how many cards, and which of them
    # this was, had to be guessed from the hand changing
    d, labels = board(CHARITY)
    activate(d, labels, "GC")
    resolve(d)
    assert prompts(d, "ocg") == ('"Graceful Charity": choose a card to discard (1 of 2)',
                                 "「天使の施し」：捨てるカードを選ぶ（2枚中1枚目）")
    answer(d, labels, "K")
    assert prompts(d, "ocg") == ('"Graceful Charity": choose a card to discard (2 of 2)',
                                 "「天使の施し」：捨てるカードを選ぶ（2枚中2枚目）")


DEALINGS = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 暗黒界の取引, as: DD}, {card: クリボー, as: K}]
    deck: [ブラッド・ヴォルス, ブラッド・ヴォルス]
  B:
    hand: [{card: クリボー, as: BK}]
    deck: [ブラッド・ヴォルス, ブラッド・ヴォルス]
"""


def test_an_effects_discard_of_one_card_says_it_is_a_discard() -> None:
    # 「暗黒界の取引」 asked only 「「暗黒界の取引」の効果で選ぶ」 / 'choose for "Dark World Dealings"': a player
    # trying the web board could not tell what the card chosen was for
    d, labels = board(DEALINGS)
    activate(d, labels, "DD")
    resolve(d)
    assert prompts(d, "ocg") == ('"Dark World Dealings": choose a card to discard',
                                 "「暗黒界の取引」：捨てるカードを選ぶ")


PAINFUL = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 苦渋の選択, as: PC}]
    deck: [{card: ブラッド・ヴォルス, as: d1}, {card: ブラッド・ヴォルス, as: d2}, {card: ブラッド・ヴォルス, as: d3},
           {card: クリボー, as: d4}, {card: クリボー, as: d5}]
"""


def test_painful_choices_picks_say_which_of_five_and_whose_hand_the_last_is_for() -> None:
    d, labels = board(PAINFUL)
    activate(d, labels, "PC")
    resolve(d)
    for k in range(1, 6):
        assert prompts(d, "ocg") == (f'"Painful Choice": pick a card to show ({k} of 5)',
                                     f"「苦渋の選択」：見せるカードを選ぶ（5枚中{k}枚目）")
        # (a card on offer: the copies of one card in the deck are one option, not each labelled one)
        d.act(next(o.key for o in d.pending.options if o.card >= 0))
    assert prompts(d, "ocg") == ('"Painful Choice": pick the card A adds to their hand',
                                 "「苦渋の選択」：Aが手札に加えるカードを選ぶ")


FUSION = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 融合, as: P}, {card: E・HERO フェザーマン, as: F}, {card: E・HERO バーストレディ, as: B}]
    extra: [E・HERO フレイム・ウィングマン, E・HERO フレイム・ウィングマン]
"""


def test_a_fusion_summons_questions_say_they_pick_the_monster_and_its_materials() -> None:
    # both questions of 「融合」 read "choose for "Polymerization"": which was the monster and which a material, and for
    # which monster, was for the options to tell
    d, labels = board(FUSION)
    activate(d, labels, "P")
    resolve(d)
    assert prompts(d, "ocg") == ('"Polymerization": choose the fusion monster to fusion summon',
                                 "「融合」：融合召喚する融合モンスターを選ぶ")
    assert d.pending is not None
    d.act(d.pending.options[0].key)
    assert prompts(d, "ocg") == ('"Polymerization": choose a fusion material for "Elemental HERO Flame Wingman"',
                                 "「融合」：「Ｅ・ＨＥＲＯ フレイム・ウィングマン」の融合素材を選ぶ")


SANGAN = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 地割れ, as: FS}]
    deck: [クリボー, ブラッド・ヴォルス]
  B:
    monsters: [{card: クリッター, as: S}]
"""


def test_a_search_says_the_card_chosen_goes_to_the_hand() -> None:
    # 「クリッター」's search read "choose for "Sangan"", the deck's cards listed below it
    d, labels = board(SANGAN)
    activate(d, labels, "FS")
    while d.pending is not None and d.pending.kind != "select":  # the windows, and Fissure's pick of its monster
        d.act("pass" if d.pending.kind == "window" else d.pending.options[0].key)
    assert prompts(d, "ocg") == ('"Sangan": choose a card to add to the hand',
                                 "「クリッター」：手札に加えるカードを選ぶ")


TROOPER = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: カードガンナー, as: CT}]
    deck: [クリボー, クリボー, クリボー]
"""


def test_a_declaration_says_what_it_declares_for() -> None:
    # 「カードガンナー」 asked '"Card Trooper": declare' over the words 1, 2 and 3: how many of what, the player guessed
    d, labels = board(TROOPER)
    activate(d, labels, "CT")
    en, ja = prompts(d, "ocg")
    assert en.startswith('"Card Trooper": declare (') and "cards of your deck" in en, en
    assert ja.startswith("「カードガンナー」：宣言する（") and "墓地へ送る" in ja, ja


AIRMAN = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: Ｅ・ＨＥＲＯ エアーマン, as: AM}]
    deck: [Ｅ・ＨＥＲＯ スパークマン, Ｅ・ＨＥＲＯ クレイマン]
"""


def test_an_optional_trigger_names_its_card() -> None:
    # 「Ｅ・ＨＥＲＯ エアーマン」's summon asked "activate this effect?": which card's effect, the player guessed
    d, labels = board(AIRMAN)
    d.act(next(o.key for o in d.pending.options if o.kind == "summon" and o.card == labels["AM"]))
    while d.pending is not None and d.pending.kind == "window":
        d.act("pass")
    assert prompts(d, "ocg") == ('"Elemental HERO Stratos": activate its effect?',
                                 "「Ｅ・ＨＥＲＯ エアーマン」：効果を発動する？")
