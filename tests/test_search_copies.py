"""A search offers copies of one card in the deck as one option (`shared/search.one_of_each_copy`): they cannot be
told apart there. A scenario naming either copy's label takes the one on offer, and the labels follow the cards."""

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
        run_step(STEPS, b, step, [])
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
    run_step(STEPS, b, {"player": "A", "choose": [wanted]}, [])
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
    run_step(STEPS, b, {"player": "A", "choose": [wanted]}, [])
    run_step(STEPS, b, {"player": "A", "choose": ["defense"]}, [])
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
    run_step(STEPS, b, {"player": "A", "choose": [wanted]}, [])
    second = _copies_offered(b)
    assert len(second) == 1 and wanted not in second  # the next copy, not the one picked
    run_step(STEPS, b, {"player": "A", "choose": second}, [])
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
    run_step(STEPS, b, {"player": "A", "choose": first}, [])
    second = _copies_offered(b)
    assert len(second) == 1 and second != first
    run_step(STEPS, b, {"player": "A", "choose": second}, [])
    run_step(STEPS, b, {"player": "A", "choose": ["attack"]}, [])
    run_step(STEPS, b, {"player": "A", "choose": ["attack"]}, [])
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
    """「ロスト・ネクスト」 picked through choose_cards without copies_as_one: each copy was its own option."""
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
        run_step(STEPS, b, {"player": "A", "choose": [min(offered)]}, [])  # K before L
    assert sizes == [2, 2, 2, 1]  # one of each card while copies are left, as many picks as cards
    d = b.duel
    assert [x for x in ("K1", "K2", "K3", "L1", "L2") if d.cards[b.labels[x]].zone is Zone.GRAVE][:3] == \
        ["K1", "K2", "K3"]
    assert sum(d.cards[b.labels[x]].zone is Zone.GRAVE for x in ("L1", "L2")) == 1
