"""An effect applied at once (`Kind.AT_ONCE`) of a face-up card on the field is not applied while that card's effects
are negated (`Duel.effect_negated`), unless it is declared `despite_negation` (a maintenance cost, ocg-rules §3.7):
「人造天使」 under 「王宮のお触れ」 summons no token, 「強欲な壺の精霊」 under 「スキルドレイン」 draws nothing, and
「銀幕の鏡壁」's payment is still asked under 「人造人間－サイコ・ショッカー」."""

from __future__ import annotations

from pathlib import Path

from scenario_text import judged

SERAPHIM = """title: t
game: ocg
turn: {number: 3, player: B, phase: main1}
players:
  A:
    spells: [{card: 人造天使, as: SS, face: up}, {card: 神の宣告, as: SJ}%s]
  B:
    hand: [{card: 強欲な壺, as: POT}]
steps:
  - {player: B, activate: POT}
  - {player: A, activate: SJ}
  - {resolve: true}
"""

SPIRIT = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: 強欲な壺の精霊, as: SP}]
    hand: [{card: 強欲な壺, as: POT}]
  B:
    spells: [%s]
steps:
  - {player: A, activate: POT}
%s  - {resolve: true}
"""

UPKEEP = """title: t
game: ocg
turn: {number: 3, player: A, phase: draw}
players:
  A:
    lp: 3000
    spells: [{card: 銀幕の鏡壁, as: MW, face: up}]
  B:
    monsters: [{card: 人造人間－サイコ・ショッカー}]
steps:
  - {phase: standby}
  - expect: {pending: {player: A, kind: maintenance}}
"""


def test_a_token_while_the_card_is_not_negated(tmp_path: Path) -> None:
    v = judged(tmp_path, SERAPHIM % "" + "  - expect: {count: {A.monsters: 1}}\n")
    assert v.passed, v.message


def test_no_token_while_it_is_negated(tmp_path: Path) -> None:
    v = judged(tmp_path, SERAPHIM % ", {card: 王宮のお触れ, face: up}" + "  - expect: {count: {A.monsters: 0}}\n")
    assert v.passed, v.message


def test_a_monster_negated_by_skill_drain_applies_nothing(tmp_path: Path) -> None:
    # no offer to draw: the opponent's response window comes first
    no_offer = "  - expect: {pending: {player: B, kind: window}}\n"
    v = judged(tmp_path, SPIRIT % ("{card: スキルドレイン, face: up}", no_offer) + "  - expect: {count: {A.hand: 2}}\n")
    assert v.passed, v.message


def test_the_monster_draws_when_not_negated(tmp_path: Path) -> None:
    v = judged(tmp_path, SPIRIT % ("", '  - {player: A, choose: ["yes"]}\n') + "  - expect: {count: {A.hand: 3}}\n")
    assert v.passed, v.message


def test_a_maintenance_cost_is_asked_despite_negation(tmp_path: Path) -> None:
    v = judged(tmp_path, UPKEEP)
    assert v.passed, v.message
