"""Whose field a monster left for the graveyard this turn (`Duel.left_field_this_turn`): its controller then, not
whoever moved it nor its owner. 「超再生能力」 counts the dragons tributed from its own player's field by it."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{stats: {atk: 100, race: ドラゴン族}, as: H}]
    monsters: [{stats: {atk: 100, race: ドラゴン族}, as: TAKEN, owner: B}]
  B:
    monsters: [{stats: {atk: 100, race: ドラゴン族}, as: THEIRS}]
"""


def _board() -> tuple[Duel, dict[str, Card]]:
    d = build(load(BOARD, "left"), "left", RULES).duel
    return d, {c.label: c for c in d.cards if c.label in ("H", "TAKEN", "THEIRS")}


def test_the_controller_it_left_is_recorded_whoever_tributes_it() -> None:
    d, c = _board()
    by_a = Cause(0, Reason.EFFECT)
    d.tribute([c["THEIRS"], c["TAKEN"]], 0, by_a)  # A tributes B's monster (「溶岩魔神ラヴァ・ゴーレム」) and its own
    theirs, taken = d.left_field_this_turn(c["THEIRS"]), d.left_field_this_turn(c["TAKEN"])
    assert theirs is not None and theirs[0] == 1 and theirs[1].race == "Dragon"
    assert taken is not None and taken[0] == 0  # A's field, though B owns it
    assert c["TAKEN"].zone is c["THEIRS"].zone  # both in a graveyard: their owner's


def test_a_card_that_never_left_a_monster_zone_has_no_record() -> None:
    d, c = _board()
    d.send_to_grave([c["H"].idx], Cause(0, Reason.COST))
    assert d.left_field_this_turn(c["H"]) is None
    assert d.left_field_this_turn(c["THEIRS"]) is None
