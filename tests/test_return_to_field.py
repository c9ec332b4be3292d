"""`Duel.return_to_field`: a banished monster card comes back to its owner's monster zone in the position given, as a
move that is no summon (no "summoned" / "special_summoned" event); with every zone taken it goes to the graveyard."""

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
    banished: [{stats: {atk: 1000}, as: GONE}]
    monsters: [%s]
"""


def _board(full: bool) -> tuple[Duel, Card]:
    fillers = ", ".join(["{stats: {atk: 1}}"] * (5 if full else 0))
    d = build(load(BOARD % fillers, "return"), "return", RULES).duel
    return d, next(c for c in d.cards if c.label == "GONE")


def test_back_in_the_given_position_and_no_summon() -> None:
    d, c = _board(False)
    before = len(d.log)
    assert d.return_to_field(c, Pos.DEFENSE, Cause(0, Reason.EFFECT, c.idx))
    assert c.zone is Zone.MONSTERS and c.pos is Pos.DEFENSE and c.ctl == 0
    assert [e.kind for e in d.log[before:]] == ["returned"]  # logged as a return, not a summon


def test_with_no_free_zone_it_goes_to_the_graveyard() -> None:
    d, c = _board(True)
    assert not d.return_to_field(c, Pos.ATTACK, Cause(0, Reason.EFFECT, c.idx))
    assert c.zone is Zone.GRAVE


def test_only_a_banished_card_returns() -> None:
    d, c = _board(False)
    assert d.return_to_field(c, Pos.ATTACK, Cause(0, Reason.EFFECT, c.idx))
    assert not d.return_to_field(c, Pos.ATTACK, Cause(0, Reason.EFFECT, c.idx))
