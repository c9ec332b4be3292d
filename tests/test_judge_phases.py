"""A scenario's `phase` step stops at the phase or step it names and gives up no phase on the way: the battle
phase's end step, asked for from its battle step, is followed by main phase 2 of the same turn. A `resolve` step
resolves a chain and never moves the turn on: with no chain at a phase's own window it does nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

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


AT_REST = """title: t
game: ocg
turn: {number: 3, player: A, phase: PHASE}
players:
  A:
    monsters:
      - {stats: {atk: 1400}, as: α}
  B:
    monsters:
      - {stats: {atk: 1000}, as: β}
steps:
  - {resolve: true}
  - expect:
      turn: {number: 3, player: A, phase: PHASE}
      pending: {player: A, kind: window}
"""


@pytest.mark.parametrize("phase", ["draw", "standby", "battle:start", "battle:end", "end"])
def test_resolve_with_no_chain_at_a_phase_window_leaves_the_turn_where_it_is(tmp_path: Path, phase: str) -> None:
    # it passed the end phase's windows into the next turn (its draw, its standby phase) up to its main phase 1:
    # the format's `resolve` waits for a chain to resolve, and there is none; moving on is `phase`'s
    v = judged(tmp_path, AT_REST.replace("PHASE", f'"{phase}"'))
    assert v.passed, v.message


def test_resolve_after_an_attack_still_plays_the_battle_out(tmp_path: Path) -> None:
    # with no chain, what is under way (the attack and its damage step) is passed up to the open game state
    text = AT_REST.replace("PHASE", "battle").replace("  - {resolve: true}\n", "  - {player: A, attack: α, target: β}\n"
                                                    "  - {resolve: true}\n").split("  - expect:")[0] + """  - expect:
      turn: {number: 3, player: A, phase: "battle:battle"}
      pending: {player: A, kind: idle}
      where: {β: B.graveyard}
"""
    v = judged(tmp_path, text)
    assert v.passed, v.message


SKIPPED_THEN_MAIN2 = """title: t
game: ocg
turn: {number: 3, player: B, phase: main1}
players:
  A:
    lp: 6000
    spells: [{card: 魂の氷結, as: FZ}]
  B:
    monsters: [{stats: {atk: 1000}, as: M}]
steps:
  - {player: A, activate: FZ}
  - {resolve: true}
  - {phase: main2}
"""


def test_a_phase_the_turn_has_no_more_of_is_an_error_not_the_next_turns(tmp_path: Path) -> None:
    # 「魂の氷結」 skips B's battle phase and with it main phase 2: the step stops at the turn's end with an error
    # naming the line, where it went on to the next turn's main phase 2 (and the file read the wrong turn unawares)
    v = judged(tmp_path, SKIPPED_THEN_MAIN2)
    assert not v.passed
    assert ":13: the turn ended before main2 came" in v.message, v.message
