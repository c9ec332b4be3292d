"""「コントロールを変更できない」: a monster forbidden to "change_control" (`Duel.restrict`, or `forbids=` of a
continuous effect) stays with its controller whatever effect would take it (`Duel.take_control`)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  B:
    monsters: [{stats: {atk: 1000}, as: M}]
"""


def _duel() -> tuple[Duel, Card]:
    d = build(load(BOARD, "control"), "control", RULES).duel
    return d, d.cards[next(i for i in d.players[1].monsters if i >= 0)]


def test_control_moves_without_a_lock() -> None:
    d, m = _duel()
    assert d.take_control(m, 0, Cause(0, Reason.EFFECT, -1), until_end=True)
    assert m.ctl == 0


def test_a_locked_monster_stays_with_its_controller() -> None:
    d, m = _duel()
    d.restrict(m, "change_control", Cause(1, Reason.EFFECT, m.idx), turns=None)
    assert not d.take_control(m, 0, Cause(0, Reason.EFFECT, -1), until_end=True)
    assert m.ctl == 1
