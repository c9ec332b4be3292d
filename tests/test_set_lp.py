"""`Duel.set_lp`: an effect makes a player's LP a value; it is neither damage nor a gain, and 0 ends the duel."""

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
    monsters: [{stats: {atk: 1000}, as: M}]
"""


def _duel() -> Duel:
    d: Duel = build(load(BOARD, "set-lp"), "set-lp", RULES).duel
    return d


def test_the_lp_become_the_value_either_way() -> None:
    d = _duel()
    cause = Cause(0, Reason.EFFECT, -1)
    d.set_lp(0, 12000, cause)
    d.set_lp(1, 300, cause)
    assert (d.players[0].lp, d.players[1].lp) == (12000, 300)
    kinds = [e.kind for e in d.log]
    assert "lp_set" in kinds and "gain" not in kinds and "damage" not in kinds


def test_lp_set_to_0_loses_the_duel() -> None:
    d = _duel()
    d.set_lp(1, 0, Cause(0, Reason.EFFECT, -1))
    d.act("phase:battle")  # the end of the duel is checked between steps
    assert d.winner == 0
