"""`Effect.attribute` (`Duel.keep_attributes`): a continuous effect that gives face-up monsters an Attribute changes
them at once and only while it applies: 「ＤＮＡ移植手術」 negated by 「王宮のお触れ」 leaves the monsters their own
Attribute, and applies again once the negation ends; of two such effects the one applied last counts. The Attribute
is read here through 「灼熱の槍」, which equips only a FIRE monster."""

from __future__ import annotations

from pathlib import Path

from scenario_text import judged

BOARD = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 灼熱の槍, as: EQ}, {card: サイクロン, as: MST}]
    spells: [{card: ＤＮＡ移植手術, as: DNA}, {card: ＤＮＡ移植手術, as: DNA2}, {card: 王宮のお触れ, as: RD}]
  B:
    monsters: [{stats: {atk: 1000, attribute: LIGHT}, as: X}]
steps:
  - {player: A, activate: DNA, options: [FIRE]}
  - {resolve: true}
"""
FIRE = "  - expect: {legal: [{player: A, activate: EQ, targets: [X]}]}\n"
NOT_FIRE = "  - expect: {not_legal: [{player: A, activate: EQ, targets: [X]}]}\n"
DECREE = "  - {player: A, activate: RD}\n  - {resolve: true}\n"


def test_the_declared_attribute_applies(tmp_path: Path) -> None:
    v = judged(tmp_path, BOARD + FIRE)
    assert v.passed, v.message


def test_negated_the_monster_has_its_own_attribute(tmp_path: Path) -> None:
    v = judged(tmp_path, BOARD + DECREE + NOT_FIRE)
    assert v.passed, v.message


def test_the_attribute_is_given_again_once_the_negation_ends(tmp_path: Path) -> None:
    destroy_decree = "  - {player: A, activate: MST, targets: [RD]}\n  - {resolve: true}\n"
    v = judged(tmp_path, BOARD + DECREE + NOT_FIRE + destroy_decree + FIRE)
    assert v.passed, v.message


def test_the_effect_applied_last_counts(tmp_path: Path) -> None:
    water = "  - {player: A, activate: DNA2, options: [WATER]}\n  - {resolve: true}\n"
    destroy_second = "  - {player: A, activate: MST, targets: [DNA2]}\n  - {resolve: true}\n"
    v = judged(tmp_path, BOARD + water + NOT_FIRE + destroy_second + FIRE)
    assert v.passed, v.message


HOMUNCULUS = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 灼熱の槍, as: EQ}, {card: サイクロン, as: MST}]
    spells: [{card: ＤＮＡ移植手術, as: DNA}]
    monsters: [{card: 錬金生物 ホムンクルス, as: H}]
steps:
%s  - {player: A, activate: H}
  - {resolve: true}
  - {player: A, choose: [%s]}
%s"""
DNA_FIRE = "  - {player: A, activate: DNA, options: [FIRE]}\n  - {resolve: true}\n"
DNA_WATER = "  - {player: A, activate: DNA, options: [WATER]}\n  - {resolve: true}\n"
GONE = "  - {player: A, activate: MST, targets: [DNA]}\n  - {resolve: true}\n"
H_FIRE = "  - expect: {legal: [{player: A, activate: EQ, targets: [H]}]}\n"
H_NOT_FIRE = "  - expect: {not_legal: [{player: A, activate: EQ, targets: [H]}]}\n"


def test_a_change_made_later_by_another_effect_stands(tmp_path: Path) -> None:
    # 「ＤＮＡ移植手術」 makes it FIRE, then its own effect makes it WATER: the later change counts
    v = judged(tmp_path, HOMUNCULUS % (DNA_FIRE, "WATER", H_NOT_FIRE))
    assert v.passed, v.message


def test_once_it_ends_the_attribute_from_before_it_is_back(tmp_path: Path) -> None:
    # made FIRE by its own effect, then WATER by 「ＤＮＡ移植手術」: once that leaves, FIRE again (not its printed one)
    v = judged(tmp_path, HOMUNCULUS % ("", "FIRE", H_FIRE + DNA_WATER + H_NOT_FIRE + GONE + H_FIRE))
    assert v.passed, v.message


def test_turned_face_down_and_up_again_it_is_given_again(tmp_path: Path) -> None:
    moon = """  - {player: A, activate: BOM, targets: [X]}
  - {resolve: true}
  - {player: A, activate: BOM2, targets: [X]}
  - {resolve: true}
"""
    board = BOARD.replace("{card: サイクロン, as: MST}", "{card: 月の書, as: BOM}, {card: 太陽の書, as: BOM2}")
    v = judged(tmp_path, board + moon + "  - expect: {position: {X: attack}}\n" + FIRE)
    assert v.passed, v.message
