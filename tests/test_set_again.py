"""`Duel.set_again`: a face-up spell or trap card in a spell & trap zone turns face-down where it is (「誤作動」): no
longer active, its counters gone, logged; a monster or a card face-down already is refused. That a card so set after
its activation was negated stays on the field when the chain ends (the chain sends away face-up spent cards only) is
tests/cards/ocg/era-malfunction-negates-a-trap-and-sets-it-again.yaml."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card, Pos, Zone

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    spells: [{card: 王宮のお触れ, face: up}]
    monsters: [{stats: {atk: 100}}]
"""


def _board() -> tuple[Duel, Card, Card]:
    d = build(load(BOARD, "set_again"), "set_again", RULES).duel
    trap = next(d.cards[i] for i in d.players[0].spells if i >= 0)
    monster = next(d.cards[i] for i in d.players[0].monsters if i >= 0)
    return d, trap, monster


def test_a_face_up_trap_is_set_again_in_place() -> None:
    d, trap, _ = _board()
    oid = trap.oid
    assert d.set_again(trap, Cause(1, Reason.EFFECT))
    assert trap.zone is Zone.SPELLS and trap.pos is Pos.SET and not trap.active and trap.oid == oid
    assert d.log[-1].kind == "set_again"


def test_only_face_up_spells_and_traps() -> None:
    d, trap, monster = _board()
    assert not d.set_again(monster, Cause(1, Reason.EFFECT))
    assert d.set_again(trap, Cause(1, Reason.EFFECT))
    assert not d.set_again(trap, Cause(1, Reason.EFFECT))  # already face-down
