"""`shared.events.left_face_up`: "when this face-up card leaves the field" fires only for a card that was face-up in
its spell & trap (or field) zone as it left; a set card destroyed there sets off nothing (「女神の加護」,
「破滅へのクイック・ドロー」: 3000 damage)."""

from __future__ import annotations

from pathlib import Path

from scenario_text import judged

BOARD = """title: t
game: ocg
turn: {number: 4, player: B, phase: main1}
players:
  A:
    spells: [{card: 女神の加護, as: AG, face: FACE}]
  B:
    hand: [{card: サイクロン, as: CY}]
steps:
  - {player: B, activate: CY, targets: [AG]}
  - {resolve: true}
  - expect: {where: {AG: A.graveyard}, lp: {A: LP}}
"""


def _judge(tmp_path: Path, face: str, lp: int) -> tuple[bool, str]:
    v = judged(tmp_path, BOARD.replace("FACE", face).replace("LP", str(lp)))
    return v.passed, v.message


def test_a_set_card_leaving_sets_off_nothing(tmp_path: Path) -> None:
    ok, why = _judge(tmp_path, "set", 8000)
    assert ok, why


def test_a_face_up_card_leaving_deals_its_damage(tmp_path: Path) -> None:
    ok, why = _judge(tmp_path, "up", 5000)
    assert ok, why
