"""An effect makes a set trap card be activated (`Duel.force_activation`, 「おとり人形」): where its activation would be
legal now for its controller (set this turn or not) its controller activates it next; where it would not (its timing
is wrong), nothing happens and False says so; a card that is no set trap is never forced."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.chain import Activation
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    spells: [{card: 血の代償, face: up}]
  B:
    spells: [{card: 砂塵の大竜巻, this_turn: [set]}, 聖なるバリア －ミラーフォース－, {card: サイクロン}]
"""
CAUSE = Cause(0, Reason.EFFECT, -1)


def _duel() -> tuple[Duel, list[Card]]:
    d = build(load(BOARD, "force_activation"), "force_activation", RULES).duel
    return d, [d.cards[i] for i in d.players[1].spells if i >= 0]


def test_a_trap_with_its_timing_right_is_activated_by_its_controller() -> None:
    d, (tornado, _, _) = _duel()
    assert d.force_activation(tornado, CAUSE)
    top = d.stack[-1]
    assert isinstance(top, Activation) and top.card == tornado.idx and top.player == 1


def test_a_trap_out_of_timing_or_a_spell_is_not() -> None:
    d, (_, force, cyclone) = _duel()
    depth = len(d.stack)
    assert not d.force_activation(force, CAUSE)
    assert not d.force_activation(cyclone, CAUSE)
    assert len(d.stack) == depth
