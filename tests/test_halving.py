"""Continuous effects that halve ATK and DEF (`Effect.halves`, read by `Duel.halved`): applied after every other
change, rounded up, once for each such effect that reaches the monster."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card, Pos

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: 邪神ドレッド・ルート}, {stats: {atk: 1001, def: 999}}]
  B:
    monsters: [{card: 邪神ドレッド・ルート, position: set}]
"""


def _board() -> tuple[Duel, list[Card]]:
    d = build(load(BOARD, "halving"), "halving", RULES).duel
    return d, [d.cards[i] for p in (0, 1) for i in d.players[p].monsters if i >= 0]


def test_one_halving_rounds_up_and_comes_after_a_boost() -> None:
    d, (root, m, _) = _board()
    assert (d.atk(root), d.atk(m), d.defense(m)) == (4000, 501, 500)
    d.boost(m, 999, 0, Cause(0, Reason.EFFECT, root.idx))
    assert d.atk(m) == 1000  # (1001 + 999) / 2, not 1001 / 2 + 999


def test_two_halvings_halve_twice() -> None:
    d, (root, m, other) = _board()
    d.set_position(other, Pos.ATTACK, Cause(1, Reason.EFFECT, other.idx))
    assert (d.atk(root), d.atk(other)) == (2000, 2000)
    assert d.atk(m) == 251  # 1001 -> 501 -> 251
