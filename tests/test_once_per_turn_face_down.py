"""A monster turned face-down is a new card for the rules: its once-a-turn effects used this turn may be used
again once it is face-up (`Duel._forget_uses`); an effect that works once while its card stays (`Duel.spend`)
stays spent."""

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
    monsters: [{card: 創世の預言者, as: HC}, {stats: {atk: 1}, as: X}]
"""


def _duel() -> tuple[Duel, dict[str, Card]]:
    d = build(load(BOARD, "once"), "once", RULES).duel
    return d, {c.label: c for c in d.cards if c.label}


def test_turned_face_down_its_use_is_forgotten() -> None:
    d, c = _duel()
    d.note_used(c["HC"], 1)
    d.note_used(c["X"], 1)
    d.set_position(c["HC"], Pos.SET, Cause(1, Reason.EFFECT, c["X"].idx))
    d.set_position(c["HC"], Pos.ATTACK, Cause(0, Reason.EFFECT, c["X"].idx))
    assert not d.used_this_turn(c["HC"], 1)
    assert d.used_this_turn(c["X"], 1)


def test_a_change_between_face_up_positions_keeps_it() -> None:
    d, c = _duel()
    d.note_used(c["HC"], 1)
    d.set_position(c["HC"], Pos.DEFENSE, Cause(0, Reason.EFFECT, c["X"].idx))
    assert d.used_this_turn(c["HC"], 1)


def test_a_spent_effect_stays_spent() -> None:
    d, c = _duel()
    d.spend(c["HC"])
    d.set_position(c["HC"], Pos.SET, Cause(1, Reason.EFFECT, c["X"].idx))
    assert d.spent(c["HC"])
