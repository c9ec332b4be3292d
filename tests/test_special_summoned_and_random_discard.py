"""Two pieces 「昇霊術師 ジョウゲン」 needs: every monster object special summoned is remembered
(`Duel.summoned_as(c, "special")`), and a cost may discard hand cards at random (`Cost.discard_random`)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Cost, Effect, Kind
from arbiter.ocg.legality import cost_refusal
from arbiter.ocg.state import Pos

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{stats: {atk: 1}, as: H}]
    graveyard: [{stats: {atk: 2}, as: G}]
    monsters: [{stats: {atk: 3}, as: M}]
"""


def _duel() -> Duel:
    return build(load(BOARD, "special"), "special", RULES).duel


def test_a_special_summoned_monster_is_remembered_as_such_while_it_stays() -> None:
    d = _duel()
    g = d.cards[d.players[0].grave[0]]
    m = d.cards[next(i for i in d.players[0].monsters if i >= 0)]
    d.special_summon(g, 0, Pos.ATTACK, Cause(0, Reason.EFFECT, -1))
    assert d.summoned_as(g, "special")
    assert not d.summoned_as(m, "special")
    d.destroy([g], Cause(0, Reason.EFFECT, -1))
    assert not d.summoned_as(g, "special")  # a new object in the graveyard


def test_a_random_discard_cost_needs_that_many_other_hand_cards() -> None:
    d = _duel()
    m = d.cards[next(i for i in d.players[0].monsters if i >= 0)]
    assert cost_refusal(d, 0, m, Effect(Kind.IGNITION, lambda res: None, cost=Cost(discard_random=1))) == ""
    assert cost_refusal(d, 0, m, Effect(Kind.IGNITION, lambda res: None, cost=Cost(discard_random=2))) != ""
