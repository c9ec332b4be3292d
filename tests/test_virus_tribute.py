"""`shared/viruses.dark_tribute`: the DARK monster a virus tributes for its cost may be set, read then by its
printed ATK and Attribute (no change to its ATK applies while it is face-down); a face-up one by its current ATK."""

from __future__ import annotations

from pathlib import Path

from scenario_text import judged

BOARD = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters:
      - {stats: {atk: 800, attribute: DARK}, as: SETDARK, position: set}
      - {stats: {atk: 800, attribute: LIGHT}, as: SETLIGHT, position: set}
      - {stats: {atk: 1400, attribute: DARK}, as: UPDARK}
    spells: [{card: 死のデッキ破壊ウイルス, as: CCV}]
  B:
    monsters: [{stats: {atk: 2000}, as: X}]
steps:
"""


def _judge(tmp_path: Path, steps: str) -> tuple[bool, str]:
    v = judged(tmp_path, BOARD + steps)
    return v.passed, v.message


def test_a_set_dark_monster_is_tributed_by_its_printed_atk(tmp_path: Path) -> None:
    ok, why = _judge(tmp_path, """  - {player: A, activate: CCV, cost: [SETDARK]}
  - {resolve: true}
  - expect:
      where: {SETDARK: A.graveyard, X: B.graveyard}
""")
    assert ok, why


def test_a_set_monster_of_another_attribute_is_not(tmp_path: Path) -> None:
    ok, why = _judge(tmp_path, """  - {player: A, activate: CCV, cost: [SETLIGHT], illegal: true}
""")
    assert ok, why


def test_a_face_up_one_is_read_by_its_current_atk(tmp_path: Path) -> None:
    ok, why = _judge(tmp_path, """  - {player: A, activate: CCV, cost: [UPDARK], illegal: true}
""")
    assert ok, why
