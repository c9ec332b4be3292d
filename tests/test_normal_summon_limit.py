"""How many normal summons and sets an effect allows in a turn (`Duel.allow_normal_summons`: 「二重召喚」 2,
「サモンチェーン」 3; of several, the largest counts, only in that turn); the plain count is in
tests/test_normal_summon_count.py."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{stats: {atk: 100}}]
"""
CAUSE = Cause(0, Reason.EFFECT, -1)


def _duel() -> Duel:
    return build(load(BOARD, "limit"), "limit", RULES).duel


def _allowed(d: Duel, turn: int) -> int:
    """How many normal summons player 0 may make in `turn` (counting them one by one)."""
    pl = d.players[0]
    n = 0
    while pl.may_normal_summon(turn) and n < 10:
        pl.note_normal_summon(turn)
        n += 1
    return n


def test_three_times_with_chain_summoning_in_that_turn_only() -> None:
    d = _duel()
    d.allow_normal_summons(0, 3, CAUSE)
    assert _allowed(d, d.turn) == 3
    assert _allowed(d, d.turn + 2) == 1


def test_the_largest_allowance_counts_in_either_order() -> None:
    d = _duel()
    d.allow_normal_summons(0, 3, CAUSE)
    d.allow_second_normal_summon(0, CAUSE)
    assert _allowed(d, d.turn) == 3
    d = _duel()
    d.allow_second_normal_summon(0, CAUSE)
    d.allow_normal_summons(0, 3, CAUSE)
    assert _allowed(d, d.turn) == 3


def test_double_summon_alone_allows_two() -> None:
    d = _duel()
    d.allow_second_normal_summon(0, CAUSE)
    assert _allowed(d, d.turn) == 2
