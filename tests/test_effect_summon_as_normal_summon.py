"""A normal summon made by an effect that is its player's normal summon of the turn (`Duel.summon_by_effect(...,
as_normal_summon=True)`, 「死皇帝の陵墓」): afterwards the player has no normal summon left; an effect's extra
normal summon (the default, 「血の代償」) leaves it."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.state import Pos, Zone

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{stats: {atk: 2400, level: 6}}, {stats: {atk: 100}}]
"""


def _summoned(as_normal: bool) -> bool:
    d = build(load(BOARD, "as-normal"), "as-normal", RULES).duel
    c = d.cards[d.players[0].hand[0]]
    assert d.summon_by_effect(c, 0, Pos.ATTACK, Cause(0, Reason.EFFECT, -1), as_normal_summon=as_normal)
    assert c.zone is Zone.MONSTERS
    return d.players[0].may_normal_summon(d.turn)


def test_it_uses_the_normal_summon_of_the_turn() -> None:
    assert not _summoned(True)


def test_an_extra_one_leaves_it() -> None:
    assert _summoned(False)
