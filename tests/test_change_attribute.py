"""`Duel.change_attribute`: a face-up monster's Attribute changed by an effect, read by every Attribute check, until
the card moves or turns face-down."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.names import has_attribute
from arbiter.ocg.state import Card, Pos, Zone

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{stats: {atk: 1, attribute: LIGHT}, as: M}, {stats: {atk: 2, attribute: LIGHT}, as: D, position: set}]
"""
CAUSE = Cause(0, Reason.EFFECT, -1)


def _duel() -> Duel:
    return build(load(BOARD, "attribute"), "attribute", RULES).duel


def _monster(d: Duel, atk: int) -> Card:
    return next(m for m in d.monsters_of(0) if m.data.atk == atk)


def test_the_new_attribute_holds_until_the_card_moves() -> None:
    d = _duel()
    m = _monster(d, 1)
    d.change_attribute(m, "DARK", CAUSE)
    assert has_attribute(m, "DARK") and not has_attribute(m, "LIGHT")
    d.move(m, Zone.HAND, CAUSE, "to_hand")
    assert has_attribute(m, "LIGHT")


def test_turning_face_down_ends_it() -> None:
    d = _duel()
    m = _monster(d, 1)
    d.change_attribute(m, "FIRE", CAUSE)
    d.set_position(m, Pos.SET, CAUSE)
    assert has_attribute(m, "LIGHT")


def test_a_face_down_monster_is_not_changed() -> None:
    d = _duel()
    m = _monster(d, 2)
    d.change_attribute(m, "WATER", CAUSE)
    assert has_attribute(m, "LIGHT")
