"""The hand size limit (`turn.hand_limit`): six, unless a face-up continuous effect sets one player's
(`Effect.hand_limit`, 「衰弱の霧」: its controller's opponent keeps 5)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.turn import HAND_LIMIT, hand_limit

BOARD = """
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    spells: [{{card: 衰弱の霧, face: {face}}}]
"""


def _duel(face: str) -> Duel:
    return build(load(BOARD.format(face=face), "mist"), "mist", RULES).duel


def test_six_cards_without_an_effect() -> None:
    d = _duel("set")
    assert hand_limit(d, 0) == hand_limit(d, 1) == HAND_LIMIT == 6


def test_a_face_up_enervating_mist_limits_only_the_opponent() -> None:
    d = _duel("up")
    assert hand_limit(d, 1) == 5
    assert hand_limit(d, 0) == 6
