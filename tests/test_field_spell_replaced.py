"""A field spell activated while one is face-up destroys the old one, its player's own as well as the opponent's
(ocg-rules era decision 9, `Duel.place_for_activation`); a set one of its player's is only sent to the graveyard."""

from __future__ import annotations

from pathlib import Path

from scenario_text import judged

BOARD = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    field: [{card: 海, as: OLD, face: FACE}]
    hand: [{card: 天空の聖域, as: NEW}]
steps:
  - {player: A, activate: NEW}
  - {resolve: true}
  - expect:
      where: {OLD: A.graveyard, NEW: A.field}
"""


def test_its_own_face_up_field_spell_is_destroyed(tmp_path: Path) -> None:
    v = judged(tmp_path, BOARD.replace("FACE", "up") + '      log: ["OLDを破壊"]\n')
    assert v.passed, v.message


def test_its_own_set_field_spell_is_sent_not_destroyed(tmp_path: Path) -> None:
    v = judged(tmp_path, BOARD.replace("FACE", "set") + '      log: ["OLDを破壊"]\n')
    assert not v.passed and "log" in v.message  # in the graveyard all the same, but not destroyed
    v = judged(tmp_path, BOARD.replace("FACE", "set"))
    assert v.passed, v.message
