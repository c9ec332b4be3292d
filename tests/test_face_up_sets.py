"""`Effect.face_up_sets` (「聖なる輝き」, `Duel.no_face_down`): while it applies a monster put face-down onto the field
(a special summon in face-down defense position here) is placed in face-up defense position, and a face-up monster
is not turned face-down; with the card face-down, both happen as usual."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card, Pos, Zone

BOARD = """
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    hand: [{{stats: {{atk: 100}}}}]
    monsters: [{{stats: {{atk: 200}}}}]
    spells: [{{card: 聖なる輝き, face: {face}}}]
"""
CAUSE = Cause(0, Reason.EFFECT)


def _board(face: str) -> tuple[Duel, Card, Card]:
    d = build(load(BOARD.format(face=face), "face_up_sets"), "face_up_sets", RULES).duel
    return d, d.cards[d.players[0].hand[0]], next(d.cards[i] for i in d.players[0].monsters if i >= 0)


def test_nothing_goes_face_down() -> None:
    d, hand, field = _board("up")
    assert d.no_face_down()
    d.special_summon(hand, 0, Pos.SET, CAUSE)
    assert hand.zone is Zone.MONSTERS and hand.pos is Pos.DEFENSE
    d.set_position(field, Pos.SET, CAUSE)
    assert field.pos is Pos.ATTACK


def test_without_it_sets_are_face_down() -> None:
    d, hand, field = _board("set")
    assert not d.no_face_down()
    d.special_summon(hand, 0, Pos.SET, CAUSE)
    assert hand.pos is Pos.SET
    d.set_position(field, Pos.SET, CAUSE)
    assert field.pos is Pos.SET
