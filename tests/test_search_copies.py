"""A pick in a deck offers copies of one card there as one option (`effects.one_of_each_copy`, the default of every
pick an effect asks, `Resolution.ask`): they cannot be told apart there; cards turned up or shown are each their own
(`told_apart`). A scenario naming either copy's label takes the one on offer, and the labels follow the cards."""

from __future__ import annotations

from typing import Any

from arbiter.judge.flow import run_step
from arbiter.judge.ocg_board import RULES
from arbiter.judge.ocg_steps import RULES as STEPS
from arbiter.judge.scenario import Board, build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.state import Zone
from scenario_text import played

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 増援, as: RA}]
    deck:
      - {card: 切り込み隊長, as: C1}
      - {card: 切り込み隊長, as: C2}
      - {card: コマンド・ナイト, as: CK}
      - {card: 切り込み隊長, owner: B, as: CB}
steps:
  - {player: A, activate: RA}
  - {resolve: true}
"""


def _asked() -> tuple[object, list[str]]:
    doc = load(BOARD, "copies")
    b = build(doc, "copies", RULES)
    for step in doc["steps"]:
        run_step(STEPS, b, step)
    d = b.duel
    assert d.pending is not None and d.pending.player == 0
    return b, sorted(d.cards[o.card].label for o in d.pending.options if o.card >= 0)


def test_copies_in_the_deck_are_one_option() -> None:
    _, offered = _asked()
    # one of the two own copies, the other Warrior, and the copy owned by the opponent, a card of its own
    assert len(offered) == 3 and "CK" in offered and "CB" in offered
    assert len({"C1", "C2"} & set(offered)) == 1


def test_the_label_of_the_copy_not_on_offer_takes_the_one_that_is() -> None:
    b, offered = _asked()
    wanted = "C2" if "C1" in offered else "C1"
    run_step(STEPS, b, {"player": "A", "choose": [wanted]})
    d = b.duel
    assert d.cards[b.labels[wanted]].zone is Zone.HAND
    assert {d.cards[b.labels[x]].zone for x in ("C1", "C2")} == {Zone.HAND, Zone.DECK}


BURIAL = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: おろかな埋葬, as: FB}]
    deck:
      - {card: 切り込み隊長, as: C1}
      - {card: 切り込み隊長, as: C2}
      - {card: コマンド・ナイト, as: CK}
steps:
  - {player: A, activate: FB}
  - {resolve: true}
"""


def test_a_pick_sent_from_the_deck_offers_copies_as_one_option() -> None:
    d = played(BURIAL).duel
    assert d.pending is not None
    assert len([o for o in d.pending.options if o.card >= 0]) == 2


SPY = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: 墓守の偵察者, as: GS, position: set}]
    deck:
      - {card: 墓守の偵察者, as: S1}
      - {card: 墓守の偵察者, as: S2}
      - {card: 墓守の番兵, as: SP}
steps:
  - {player: A, flip_summon: GS}
  - {resolve: true}
"""


def test_a_special_summon_from_the_deck_offers_copies_as_one_option() -> None:
    b = played(SPY)
    d = b.duel
    assert d.pending is not None and d.pending.player == 0
    offered = {d.cards[o.card].label for o in d.pending.options if o.card >= 0}
    assert len(offered) == 2 and "SP" in offered and len({"S1", "S2"} & offered) == 1
    wanted = "S2" if "S1" in offered else "S1"  # the label of the copy not on offer takes the one that is
    run_step(STEPS, b, {"player": "A", "choose": [wanted]})
    run_step(STEPS, b, {"player": "A", "choose": ["defense"]})
    assert b.duel.cards[b.labels[wanted]].zone is Zone.MONSTERS


THUNDER = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: サンダー・ドラゴン, as: TD}]
    deck:
      - {card: サンダー・ドラゴン, as: T1}
      - {card: サンダー・ドラゴン, as: T2}
      - {card: サンダー・ドラゴン, as: T3}
steps:
  - {player: A, activate: TD}
  - {resolve: true}
"""


def _copies_offered(b: Board[Any]) -> list[str]:
    d = b.duel
    assert d.pending is not None and d.pending.player == 0
    return [d.cards[o.card].label for o in d.pending.options if o.card >= 0]


def test_a_pick_of_several_offers_one_copy_at_a_time_as_many_times_as_there_are_copies() -> None:
    b = played(THUNDER)
    first = _copies_offered(b)
    assert len(first) == 1  # three copies, one option
    wanted = "T3" if first != ["T3"] else "T1"  # a label not on offer takes the copy that is
    run_step(STEPS, b, {"player": "A", "choose": [wanted]})
    second = _copies_offered(b)
    assert len(second) == 1 and wanted not in second  # the next copy, not the one picked
    run_step(STEPS, b, {"player": "A", "choose": second})
    d = b.duel
    assert {x: d.cards[b.labels[x]].zone for x in (wanted, *second)} == {wanted: Zone.HAND, second[0]: Zone.HAND}
    assert sum(d.cards[b.labels[x]].zone is Zone.HAND for x in ("T1", "T2", "T3")) == 2


DUPLICATION = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 機械複製術, as: S}]
    monsters: [{card: 人造木人１８, as: M}]
    deck:
      - {card: 人造木人１８, as: C1}
      - {card: 人造木人１８, as: C2}
      - {card: 人造木人１８, as: C3}
steps:
  - {player: A, activate: S, targets: [M]}
  - {resolve: true}
"""


def test_a_summon_of_two_copies_from_the_deck_offers_one_copy_and_then_the_next() -> None:
    b = played(DUPLICATION)
    first = _copies_offered(b)
    assert len(first) == 1
    run_step(STEPS, b, {"player": "A", "choose": first})
    second = _copies_offered(b)
    assert len(second) == 1 and second != first
    run_step(STEPS, b, {"player": "A", "choose": second})
    run_step(STEPS, b, {"player": "A", "choose": ["attack"]})
    run_step(STEPS, b, {"player": "A", "choose": ["attack"]})
    d = b.duel
    assert sum(d.cards[b.labels[x]].zone is Zone.MONSTERS for x in ("C1", "C2", "C3")) == 2


NEXT_TO_BE_LOST = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: ブラッド・ヴォルス, as: BV}]
    spells: [{card: ロスト・ネクスト, as: NL}]
    deck: [{card: ブラッド・ヴォルス, as: D1}, {card: ブラッド・ヴォルス, as: D2}, {card: 強欲な壺, as: P}]
steps:
  - {player: A, activate: NL, targets: [BV]}
  - {resolve: true}
"""


def test_a_send_of_one_card_of_a_name_from_the_deck_offers_its_copies_as_one_option() -> None:
    """「ロスト・ネクスト」 picked through choose_cards, which once offered each copy."""
    b = played(NEXT_TO_BE_LOST)
    offered = _copies_offered(b)
    assert len(offered) == 1 and offered[0] in ("D1", "D2")


SNAKE_RAIN = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: スネーク・レイン, as: SR}, {card: 強欲な壺, as: FOD}]
    deck:
      - {card: くちばしヘビ, as: K1}
      - {card: くちばしヘビ, as: K2}
      - {card: くちばしヘビ, as: K3}
      - {card: 鎧蜥蜴, as: L1}
      - {card: 鎧蜥蜴, as: L2}
steps:
  - {player: A, activate: SR, cost: [FOD]}
  - {resolve: true}
"""


def test_a_send_of_four_from_the_deck_offers_one_copy_of_each_card_at_each_pick() -> None:
    """「スネーク・レイン」 offered each of the five copies; now one of each card, the next copy once one is sent."""
    b = played(SNAKE_RAIN)
    sizes = []
    for _ in range(4):  # the three くちばしヘビ first, then one 鎧蜥蜴
        offered = _copies_offered(b)
        sizes.append(len(offered))
        run_step(STEPS, b, {"player": "A", "choose": [min(offered)]})  # K before L
    assert sizes == [2, 2, 2, 1]  # one of each card while copies are left, as many picks as cards
    d = b.duel
    assert [x for x in ("K1", "K2", "K3", "L1", "L2") if d.cards[b.labels[x]].zone is Zone.GRAVE][:3] == \
        ["K1", "K2", "K3"]
    assert sum(d.cards[b.labels[x]].zone is Zone.GRAVE for x in ("L1", "L2")) == 1


PEGASUS = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 宝玉獣 サファイア・ペガサス, as: PEG}, {card: 宝玉獣 ルビー・カーバンクル, as: RH}]
    graveyard: [{card: 宝玉獣 ルビー・カーバンクル, as: RG}]
    deck:
      - {card: 宝玉獣 ルビー・カーバンクル, as: R1}
      - {card: 宝玉獣 ルビー・カーバンクル, as: R2}
      - {card: 宝玉獣 アメジスト・キャット, as: CAT}
steps:
  - {player: A, summon: PEG}
  - {pass: B}
  - {player: A, activate: PEG}
  - {resolve: true}
"""


def test_a_monster_placing_a_card_of_the_deck_offers_its_copies_there_as_one_option() -> None:
    """「宝玉獣 サファイア・ペガサス」 offered each copy of its deck; the copies in the hand and the graveyard are
    known cards, each still its own option."""
    b = played(PEGASUS)
    offered = _copies_offered(b)
    assert len(offered) == 4 and {"RH", "RG", "CAT"} <= set(offered)
    assert len({"R1", "R2"} & set(offered)) == 1
    wanted = "R1" if "R1" not in offered else "R2"  # the label of the copy not on offer takes the one that is
    run_step(STEPS, b, {"player": "A", "choose": [wanted]})
    d = b.duel
    assert d.cards[b.labels[wanted]].zone is Zone.SPELLS
    assert d.cards[b.labels["RH"]].zone is Zone.HAND and d.cards[b.labels["RG"]].zone is Zone.GRAVE


SOUL_OF_FIRE = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: ファイヤー・ソウル, as: SF}]
    deck:
      - {card: ビッグバンガール, as: G1}
      - {card: ビッグバンガール, as: G2}
      - {card: 火炎木人１８, as: H}
  B:
    deck: [{card: 強欲な壺, as: P}]
steps:
  - {player: A, activate: SF}
  - {resolve: true}
"""


def test_a_spell_banishing_a_card_of_the_deck_offers_its_copies_as_one_option() -> None:
    """「ファイヤー・ソウル」 offered each copy of a Pyro in the deck."""
    b = played(SOUL_OF_FIRE)
    offered = _copies_offered(b)
    assert len(offered) == 2 and "H" in offered and len({"G1", "G2"} & set(offered)) == 1


LAST_RESORT = """
turn: {number: 3, player: B, phase: battle}
players:
  A:
    spells: [{card: ラスト・リゾート, as: LR}]
    deck:
      - {card: 虹の古代都市－レインボー・ルイン, as: RR1}
      - {card: 虹の古代都市－レインボー・ルイン, as: RR2}
  B:
    monsters: [{stats: {atk: 1000}, as: X}]
steps:
  - {player: B, attack: X, target: direct}
  - {pass: B}
  - {player: A, activate: LR}
  - {resolve: true}
"""


def test_a_trap_activating_a_card_of_the_deck_offers_its_copies_as_one_option() -> None:
    """「ラスト・リゾート」 offered each copy of 「虹の古代都市－レインボー・ルイン」 in the deck."""
    b = played(LAST_RESORT)
    offered = _copies_offered(b)
    assert len(offered) == 1 and offered[0] in ("RR1", "RR2")
    run_step(STEPS, b, {"player": "A", "choose": offered})
    d = b.duel
    assert sorted(d.cards[b.labels[x]].zone for x in ("RR1", "RR2")) == sorted([Zone.FIELD, Zone.DECK])


PAINFUL_CHOICE = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 苦渋の選択, as: PC}]
    deck:
      - {card: 燃える藻, as: B1}
      - {card: 燃える藻, as: B2}
      - {card: 燃える藻, as: B3}
      - {card: 切り込み隊長, as: C1}
      - {card: 切り込み隊長, as: C2}
      - {card: 強欲な壺, as: P}
steps:
  - {player: A, activate: PC}
  - {resolve: true}
"""


def test_five_picked_from_the_deck_offer_one_copy_of_each_card_and_the_five_shown_each_copy() -> None:
    """「苦渋の選択」 offered each of the six cards at each of the five picks; now one of each card left, the next copy
    once one is picked, so all three copies of a name may be shown. The opponent's pick among the five shown, known
    cards, still offers each of them."""
    b = played(PAINFUL_CHOICE)
    sizes = []
    for want in ("B", "B", "B", "C", "C"):
        offered = _copies_offered(b)
        sizes.append(len(offered))
        run_step(STEPS, b, {"player": "A", "choose": [next(x for x in offered if x.startswith(want))]})
    assert sizes == [3, 3, 3, 2, 2]
    d = b.duel
    assert d.pending is not None and d.pending.player == 1
    shown = [d.cards[o.card].label for o in d.pending.options if o.card >= 0]
    assert sorted(shown) == ["B1", "B2", "B3", "C1", "C2"]


ADVANCED_RITUAL_ART = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 高等儀式術, as: ARA}, {card: 白竜の聖騎士, as: PWD}]
    deck:
      - {card: 逃げまどう民, as: N1}
      - {card: 逃げまどう民, as: N2}
      - {card: 逃げまどう民, as: N3}
      - {card: ホーリー・エルフ, as: E}
steps:
  - {player: A, activate: ARA}
  - {resolve: true}
  - {player: A, choose: [PWD]}
"""


def test_ritual_materials_sent_from_the_deck_offer_one_copy_at_a_time() -> None:
    """「高等儀式術」's materials, picked in the deck (`ritual_summon`), offered each Level 2 copy; now one, then the
    next, so the two copies a Level 4 needs can still be sent."""
    b = played(ADVANCED_RITUAL_ART)
    first = _copies_offered(b)
    assert len(first) == 2 and "E" in first
    copy = next(x for x in first if x != "E")
    run_step(STEPS, b, {"player": "A", "choose": [copy]})
    second = _copies_offered(b)
    assert len(second) == 1 and second[0] not in (copy, "E")
    run_step(STEPS, b, {"player": "A", "choose": second})
    d = b.duel
    assert sum(d.cards[b.labels[x]].zone is Zone.GRAVE for x in ("N1", "N2", "N3")) == 2


FUTURE_FUSION = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 未来融合－フューチャー・フュージョン, as: FF}]
    deck:
      - {card: 強欲な壺, as: P}  # drawn in the draw phase before the standby phase
      - {card: 真紅眼の黒竜, as: R1}
      - {card: 真紅眼の黒竜, as: R2}
      - {card: 真紅眼の黒竜, as: R3}
      - {card: 青眼の白龍, as: W1}
      - {card: 青眼の白龍, as: W2}
      - {card: 青眼の白龍, as: W3}
    extra: [{card: Ｆ・Ｇ・Ｄ, as: FGD}]
steps:
  - {player: A, activate: FF}
  - {resolve: true}
  - {phase: end_turn}
  - {phase: end_turn}
  - {phase: standby}
  - {resolve: true}
  - {player: A, choose: [FGD]}
"""


def test_fusion_materials_sent_from_the_deck_offer_one_copy_of_each_card() -> None:
    """「未来融合－フューチャー・フュージョン」's materials, picked in the deck (`choose_materials`), offered
    each Dragon; now one of each card, the next copy once one is picked."""
    b = played(FUTURE_FUSION)
    sizes = []
    for want in ("R", "R", "R", "W", "W"):
        offered = _copies_offered(b)
        sizes.append(len(offered))
        run_step(STEPS, b, {"player": "A", "choose": [next(x for x in offered if x.startswith(want))]})
    assert sizes == [2, 2, 2, 1, 1]
    d = b.duel
    assert sum(d.cards[b.labels[x]].zone is Zone.GRAVE for x in ("R1", "R2", "R3", "W1", "W2", "W3")) == 5


RECKLESS_SUMMON = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 死者蘇生, as: MR}, {card: 逃げまどう民, as: H}]
    spells: [{card: 地獄の暴走召喚, as: IRS}]
    monsters: [{card: ホーリー・エルフ, as: E1}, {card: ホーリー・エルフ, as: E2}]
    graveyard: [{card: 逃げまどう民, as: S}, {card: 逃げまどう民, as: G}]
    deck: [{card: 逃げまどう民, as: D1}, {card: 逃げまどう民, as: D2}]
  B:
    monsters: [{card: ホーリー・エルフ, as: BE}]
steps:
  - {player: A, activate: MR, targets: [S]}
  - {resolve: true}
  - {player: A, choose: [attack]}
  - {player: A, activate: IRS}
  - {resolve: true}
"""


def test_copies_summoned_from_hand_deck_and_graveyard_offer_the_deck_copies_as_one() -> None:
    """「地獄の暴走召喚」 with two free zones for four copies: the deck's two copies were two options; now one, while
    the copies in the hand and the graveyard stay their own."""
    b = played(RECKLESS_SUMMON)
    offered = _copies_offered(b)
    assert len(offered) == 3 and {"H", "G"} <= set(offered) and len({"D1", "D2"} & set(offered)) == 1


CHAIN_MATERIAL = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 融合, as: POLY}, {card: Ｅ・ＨＥＲＯ フェザーマン, as: MH}]
    spells: [{card: チェーン・マテリアル, as: CM}]
    deck:
      - {card: Ｅ・ＨＥＲＯ フェザーマン, as: M1}
      - {card: Ｅ・ＨＥＲＯ フェザーマン, as: M2}
      - {card: Ｅ・ＨＥＲＯ バーストレディ, as: B1}
      - {card: Ｅ・ＨＥＲＯ バーストレディ, as: B2}
    extra: [{card: Ｅ・ＨＥＲＯ フレイム・ウィングマン, as: F}]
steps:
  - {player: A, activate: CM}
  - {resolve: true}
  - {player: A, activate: POLY}
  - {resolve: true}
  - {player: A, choose: [F]}  # (no question whether to use it: without it nothing could be fused)
"""


def test_materials_from_the_deck_under_chain_material_offer_its_copies_as_one() -> None:
    """Under 「チェーン・マテリアル」 a fusion spell's materials may come from the deck (`fusion_summon`):
    each copy there was its own option; now one of each card, while the copy in the hand stays its own."""
    b = played(CHAIN_MATERIAL)
    offered = _copies_offered(b)
    assert len(offered) == 3 and "MH" in offered
    assert len({"M1", "M2"} & set(offered)) == 1 and len({"B1", "B2"} & set(offered)) == 1


CAT_OF_ILL_OMEN = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: 不幸を告げる黒猫, position: set, as: CAT}]
    deck:
      - {card: 落とし穴, as: T1}
      - {card: 落とし穴, as: T2}
      - {card: 聖なるバリア －ミラーフォース－, as: MF}
      - {card: 強欲な壺, as: P}
steps:
  - {player: A, flip_summon: CAT}
  - {resolve: true}
"""


def test_a_choice_an_effect_declares_in_the_deck_offers_copies_as_one() -> None:
    """「不幸を告げる黒猫」's trap, a choice its effect declares (`Choice`, asked before the operation runs, not by
    `Resolution.ask`), offered each copy in the deck: now one of each card."""
    b = played(CAT_OF_ILL_OMEN)
    assert b.duel.pending is not None and b.duel.pending.kind == "choice"
    offered = _copies_offered(b)
    assert len(offered) == 2 and "MF" in offered and len({"T1", "T2"} & set(offered)) == 1


ARSENAL_ROBBER = """
turn: {number: 3, player: B, phase: main1}
players:
  A:
    spells: [{card: 武器庫荒らし, as: AR}]
  B:
    deck: [{card: デーモンの斧, as: AX1}, {card: デーモンの斧, as: AX2}, {card: 黒いペンダント, as: BP}]
steps:
  - {player: A, activate: AR}
  - {resolve: true}
"""


def test_the_opponents_pick_in_their_own_deck_offers_copies_as_one() -> None:
    """「武器庫荒らし」: the opponent picks the equip spell in their own deck, looked through and shuffled; it offered
    each copy (a pick through `choose_cards` that no one had marked): now one of each card."""
    b = played(ARSENAL_ROBBER)
    d = b.duel
    assert d.pending is not None and d.pending.player == 1
    offered = [d.cards[o.card].label for o in d.pending.options if o.card >= 0]
    assert len(offered) == 2 and "BP" in offered and len({"AX1", "AX2"} & set(offered)) == 1


SCATTERSHOT = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: ヴォルカニック・バックショット, as: VS1}, {card: ヴォルカニック・バックショット, as: VS2}]
    deck: [{card: ヴォルカニック・バックショット, as: VS3}, {card: ヴォルカニック・バックショット, as: VS4}, 強欲な壺]
    spells: [{card: ブレイズ・キャノン, as: BA, face: up}]
  B:
    monsters: [{stats: {atk: 1500}, as: M1}, {stats: {atk: 2000}, as: M2}]
steps:
  - {player: A, activate: BA, effect: 1, cost: [VS1], targets: [M1]}
  - {pass: B}
  - {pass: A}
  - {player: A, choose: [yes]}  # its second effect, offered as it triggered
"""


def test_a_cost_taking_cards_of_the_deck_offers_its_copies_as_one() -> None:
    """「ヴォルカニック・バックショット」's cost sends two more of its name from the hand or the deck: the deck's two
    copies were two options; now one, the next once it is taken, while the copy in the hand stays its own."""
    b = played(SCATTERSHOT)
    d = b.duel
    assert d.pending is not None and d.pending.kind == "cost"
    offered = _copies_offered(b)
    assert len(offered) == 2 and "VS2" in offered and len({"VS3", "VS4"} & set(offered)) == 1
    run_step(STEPS, b, {"player": "A", "choose": [next(x for x in offered if x != "VS2")]})
    assert d.pending is not None and d.pending.kind == "cost"
    again = _copies_offered(b)
    assert len(again) == 2 and "VS2" in again and len({"VS3", "VS4"} & set(again)) == 1


CRYSTAL_SEER = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: 水晶の占い師, position: set, as: CS}]
    deck:  # top first
      - {card: 切り込み隊長, as: C1}
      - {card: 切り込み隊長, as: C2}
      - {card: 強欲な壺, as: P}
steps:
  - {player: A, flip_summon: CS}
  - {resolve: true}
"""


def test_copies_turned_up_from_the_top_are_each_an_option() -> None:
    """「水晶の占い師」 turns up the top two cards, both copies of one card: each is seen where it lies (`told_apart`),
    so each is an option (one goes to the hand, the other to the bottom)."""
    b = played(CRYSTAL_SEER)
    assert sorted(_copies_offered(b)) == ["C1", "C2"]


BIG_EYE = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: 大王目玉, position: set, as: BE}]
    deck:
      - {card: 強欲な壺, as: P}
      - {card: 切り込み隊長, as: C1}
      - {card: 切り込み隊長, as: C2}
steps:
  - {player: A, flip_summon: BE}
  - {resolve: true}
"""


def test_cards_put_back_in_an_order_offer_each_copy() -> None:
    """「大王目玉」 looks at the top cards and puts them back in the order its player chooses: each copy's place is
    chosen, so each copy is an option (`told_apart`)."""
    b = played(BIG_EYE)
    assert sorted(_copies_offered(b)) == ["C1", "C2", "P"]


def test_a_copy_named_where_each_is_on_offer_is_the_one_taken() -> None:
    """Where each copy is an option (turned up: `told_apart`), a scenario naming the second takes that one, its label
    staying on it; the judge took the first copy on offer and swapped their labels."""
    b = played(CRYSTAL_SEER)
    c2 = b.labels["C2"]
    run_step(STEPS, b, {"player": "A", "choose": ["C2"]})
    assert b.labels["C2"] == c2 and b.duel.cards[c2].zone is Zone.HAND
