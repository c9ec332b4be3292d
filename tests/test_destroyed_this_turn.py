"""`turn_log.destroyed_this_turn`: a graveyard monster destroyed this turn lies there from that destruction only if
the destruction was its last move (「リターンソウル」: one destroyed, revived and then tributed the same turn is not
one)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.cards.shared.turn_log import destroyed_this_turn
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card, Pos

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{stats: {atk: 100}}]
"""
EFFECT = Cause(0, Reason.EFFECT, -1)
BATTLE = Cause(1, Reason.BATTLE, -1)


def _duel() -> tuple[Duel, Card]:
    d = build(load(BOARD, "destroyed_this_turn"), "destroyed_this_turn", RULES).duel
    return d, d.monsters_of(0)[0]


def test_a_monster_destroyed_this_turn() -> None:
    d, m = _duel()
    d.destroy([m], EFFECT)
    assert destroyed_this_turn(d, m, battle=False)
    assert not destroyed_this_turn(d, m)  # not by battle


def test_one_revived_and_tributed_since_is_not() -> None:
    d, m = _duel()
    d.destroy([m], BATTLE, battle=True)
    d.special_summon(m, 0, Pos.ATTACK, EFFECT)
    d.tribute([m], 0, EFFECT)
    assert not destroyed_this_turn(d, m, battle=False)


def test_one_revived_and_destroyed_again_is() -> None:
    d, m = _duel()
    d.destroy([m], EFFECT)
    d.special_summon(m, 0, Pos.ATTACK, EFFECT)
    d.destroy([m], BATTLE, battle=True)
    assert destroyed_this_turn(d, m)


def test_one_returned_to_the_hand_since_and_discarded_is_not() -> None:
    """A crystal beast destroyed and placed as a spell (logged as destroyed, never in the graveyard), returned from
    there to the hand and discarded the same turn lies in the graveyard from the discard."""
    d, m = _duel()
    assert d.place_as_spell(m, 0, EFFECT, "destroyed")
    d.to_hand([m], EFFECT)
    d.discard([m.idx], EFFECT)
    assert not destroyed_this_turn(d, m, battle=False)
