"""A continuous effect that keeps players from conducting their battle phase (`Effect.no_battle_phase`, read by
`turn.no_battle_phase`; 「異次元の境界線」: while its controller's graveyard holds no spell card, neither player)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.turn import no_battle_phase

BOARD = """
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    spells: [{{card: 異次元の境界線, face: {face}}}]
    graveyard: [{grave}]
"""


def _duel(face: str, grave: str = "") -> Duel:
    return build(load(BOARD.format(face=face, grave=grave), "borderline"), "borderline", RULES).duel


def test_no_effect_while_set() -> None:
    d = _duel("set")
    assert not no_battle_phase(d, 0) and not no_battle_phase(d, 1)


def test_face_up_with_no_spell_in_the_graveyard_stops_both_players() -> None:
    d = _duel("up", "{stats: {atk: 100}}")
    assert no_battle_phase(d, 0) and no_battle_phase(d, 1)


def test_a_spell_in_its_controllers_graveyard_lifts_it() -> None:
    d = _duel("up", "{card: 強欲な壺}")
    assert not no_battle_phase(d, 0) and not no_battle_phase(d, 1)
