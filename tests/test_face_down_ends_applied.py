"""`Lastings.end_applied`: when a face-up monster turns face-down it is a new card for the effects applied to it,
so its ATK/DEF changes, what it was forbidden and what it was granted for the turn (`grant_this_turn`) end there,
while the same object stays on the field (targets and chain links still find it). A delayed action on it
(`at_end_phase`) is kept, unless it was applied only while the monster is face-up (`face_up=True`)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.cards.common import grant_this_turn, nothing
from arbiter.ocg.chain import ChainLink
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Effect, Kind, Resolution
from arbiter.ocg.lasting import Then
from arbiter.ocg.state import Card, Pos, Zone

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{stats: {atk: 1000, def: 500}, as: M}, {stats: {atk: 2000, def: 500}, as: N}]
"""
CAUSE = Cause(0, Reason.EFFECT, -1)


def _duel() -> tuple[Duel, Card, Card]:
    d = build(load(BOARD, "face-down"), "face-down", RULES).duel
    m, n = sorted(d.monsters_of(0), key=lambda c: c.base.atk or 0)
    return d, m, n


def test_turning_face_down_ends_its_atk_and_def_changes() -> None:
    d, m, _ = _duel()
    d.boost(m, 700, 300, CAUSE)
    d.set_stat(m, False, 0, CAUSE)
    d.set_position(m, Pos.SET, CAUSE)
    d.set_position(m, Pos.ATTACK, CAUSE)
    assert (d.atk(m), d.defense(m)) == (1000, 500)


def test_turning_face_down_ends_what_it_was_forbidden() -> None:
    d, m, _ = _duel()
    d.restrict(m, "attack", CAUSE)
    d.set_position(m, Pos.SET, CAUSE)
    d.set_position(m, Pos.ATTACK, CAUSE)
    assert not d.forbidden(m, "attack")


def test_the_same_object_stays_and_other_monsters_keep_theirs() -> None:
    d, m, n = _duel()
    oid = m.oid
    d.boost(n, 100, 0, CAUSE)
    d.set_position(m, Pos.SET, CAUSE)
    assert m.oid == oid and d.atk(n) == 2100


def test_a_face_up_change_of_position_keeps_them() -> None:
    d, m, _ = _duel()
    d.boost(m, 700, 0, CAUSE)
    d.set_position(m, Pos.DEFENSE, CAUSE)
    assert d.atk(m) == 1700


def test_a_delayed_destruction_is_kept_face_down() -> None:
    d, m, _ = _duel()
    d.at_end_phase(m, Then.DESTROY, CAUSE)
    d.set_position(m, Pos.SET, CAUSE)
    d.end_at_phase("end")
    assert m.zone is Zone.GRAVE


def test_one_lasting_while_face_up_ends_face_down() -> None:
    d, m, n = _duel()
    d.at_end_phase(m, Then.DESTROY, CAUSE, face_up=True)
    d.at_end_phase(n, Then.DESTROY, CAUSE, face_up=True)
    d.set_position(m, Pos.SET, CAUSE)
    d.set_position(m, Pos.ATTACK, CAUSE)
    d.end_at_phase("end")
    assert m.zone is Zone.MONSTERS and n.zone is Zone.GRAVE


def _grant_twice(d: Duel, m: Card) -> None:
    link = ChainLink(0, m.idx, m.oid, 1, 1, (), Effect(Kind.IGNITION, nothing))
    grant_this_turn(Resolution(d, link), m, "may attack twice this turn", "このターン２回攻撃できる", extra_attacks=1)


def test_a_grant_for_the_turn_ends_when_its_monster_turns_face_down() -> None:
    d, m, n = _duel()
    _grant_twice(d, m)
    _grant_twice(d, n)
    assert d.attacks_allowed(m) == 2
    d.set_position(m, Pos.SET, CAUSE)
    d.set_position(m, Pos.ATTACK, CAUSE)
    d.set_position(n, Pos.DEFENSE, CAUSE)  # a face-up change of position keeps it
    assert (d.attacks_allowed(m), d.attacks_allowed(n)) == (1, 2)
