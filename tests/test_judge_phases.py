"""A scenario's `phase` step stops at the phase or step it names and gives up no phase on the way: the battle
phase's end step, asked for from its battle step, is followed by main phase 2 of the same turn."""

from __future__ import annotations

from pathlib import Path

from scenario_text import judged

END_STEP_THEN_MAIN2 = """title: t
game: ocg
turn: {number: 4, player: B, phase: battle}
players:
  A:
    monsters:
      - {stats: {atk: 1000, def: 1000}, as: M}
  B:
    monsters:
      - {stats: {atk: 1500, def: 1000}, as: X}
steps:
  - {phase: battle:end}
  - expect:
      turn: {number: 4, player: B, phase: battle:end}
  - {phase: main2}
  - expect:
      turn: {number: 4, player: B, phase: main2}
"""


def test_the_end_step_leads_to_main_phase_2_of_the_same_turn(tmp_path: Path) -> None:
    v = judged(tmp_path, END_STEP_THEN_MAIN2)
    assert v.passed, v.message
