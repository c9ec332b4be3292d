"""A monster that takes on another monster's name, original ATK and effects (`Duel.take_on`,
「ファントム・オブ・カオス」): its name and ATK are the other's and its definition holds the other's effects beside
those it keeps; it is itself again as the end phase begins (`Then.RESTORE`) or once it moves (`Duel._restore`)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.chain import Activation
from arbiter.ocg.duel import Duel
from arbiter.ocg.names import is_named
from arbiter.ocg.state import Card
from arbiter.ocg.summon import ProcedureSummon

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [ファントム・オブ・カオス]
    graveyard: [ならず者傭兵部隊]
"""
EXILED_FORCE = 74131780


def _taken() -> tuple[Duel, Card]:
    d = build(load(BOARD, "take-on"), "take-on", RULES).duel
    pc, ef = d.cards[d.players[0].monsters[0]], d.cards[d.players[0].grave[0]]
    d.take_on(pc, ef.base, Cause(0, Reason.EFFECT, pc.idx), keep=(2,))
    return d, pc


def test_it_has_the_others_name_atk_and_effects() -> None:
    d, pc = _taken()
    defn = d.defs[pc.idx]
    assert defn is not None
    assert is_named(pc, EXILED_FORCE) and d.atk(pc) == 1000
    assert [e.kind.value for e in defn.effects] == ["replacement", "ignition"]


def test_it_is_itself_again_once_it_moves() -> None:
    d, pc = _taken()
    d.send_to_grave([pc.idx], Cause(0, Reason.EFFECT, pc.idx))
    defn = d.defs[pc.idx]
    assert defn is not None and len(defn.effects) == 2 and defn.effects[0].kind.value == "ignition"
    assert not is_named(pc, EXILED_FORCE) and not d.copies


def test_it_is_itself_again_in_the_end_phase() -> None:
    d, pc = _taken()
    d.end_at_phase("end")
    assert not is_named(pc, EXILED_FORCE) and d.atk(pc) == 0 and not d.copies


def test_a_move_during_an_activation_that_makes_no_chain_link_keeps_nothing() -> None:
    """A procedure summon is an activation that ends without a chain link: no chain's end would give the card its
    own definition back, so a move during it restores it at once (not at the end phase)."""
    d, pc = _taken()
    d.stack.append(ProcedureSummon(0, pc.idx, 0))
    d.send_to_grave([pc.idx], Cause(0, Reason.EFFECT, pc.idx))
    defn = d.defs[pc.idx]
    assert defn is not None and defn.effects[0].kind.value == "ignition" and not d.copies


def test_a_move_while_its_effect_is_being_activated_waits_for_the_chain() -> None:
    d, pc = _taken()
    d.stack.append(Activation(0, pc.idx, 1, ()))
    d.send_to_grave([pc.idx], Cause(0, Reason.EFFECT, pc.idx))
    assert d.copies and d.copies[0][1] < 0
    d.stack.pop()
    d.settle_copies()
    assert not d.copies and not is_named(pc, EXILED_FORCE)


def test_without_the_atk_it_keeps_its_own() -> None:
    d = build(load(BOARD, "take-on"), "take-on", RULES).duel
    pc, ef = d.cards[d.players[0].monsters[0]], d.cards[d.players[0].grave[0]]
    d.take_on(pc, ef.base, Cause(0, Reason.EFFECT, pc.idx), atk=False)  # 「Ｎ・ブラック・パンサー」
    assert is_named(pc, EXILED_FORCE) and d.atk(pc) == 0  # 「ファントム・オブ・カオス」's own "?" ATK
