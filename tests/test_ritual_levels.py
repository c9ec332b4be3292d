"""A ritual counts the Levels cards have now (`Duel.level`), not their printed ones: under 「伝説の都 アトランティス」 a
WATER monster in the hand or on the field counts one Level fewer as a tribute."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg import ritual
from arbiter.ocg.duel import Duel

SKULL_GUARDIAN = 3627449


def _duel(monsters: str) -> Duel:
    board = f"""
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    hand: [ローガーディアン]
    monsters: {monsters}
    field: [{{card: 伝説の都 アトランティス, face: up}}]
"""
    return build(load(board, "ritual_levels"), "ritual_levels", RULES).duel


def _summonable(d: Duel) -> list[int]:
    return [c.data.passcode for c in ritual.summonable(d, 0, lambda c: c.data.passcode == SKULL_GUARDIAN)]


def test_lowered_levels_fall_short() -> None:
    # two level 4 WATER monsters count 3 + 3: short of level 7
    d = _duel("[{stats: {level: 4, attribute: 水}}, {stats: {level: 4, attribute: 水}}]")
    assert _summonable(d) == []


def test_lowered_levels_add_up() -> None:
    # 3 + 3 + a level 1 FIRE monster: exactly 7
    d = _duel("[{stats: {level: 4, attribute: 水}}, {stats: {level: 4, attribute: 水}},"
              " {stats: {level: 1, attribute: 炎}}]")
    assert _summonable(d) == [SKULL_GUARDIAN]


def test_printed_levels_by_default() -> None:
    d = _duel("[{stats: {level: 4, attribute: 水}}, {stats: {level: 4, attribute: 水}}]")
    pool = [d.cards[i] for i in d.players[0].monsters if i >= 0]
    assert ritual.reachable(pool, 7)
    assert not ritual.reachable(pool, 7, level=d.level)
