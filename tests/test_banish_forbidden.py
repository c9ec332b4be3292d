"""`Duel.banish_forbidden`: a card that a continuous effect keeps every player ("be_banished") or only the opponent of
the effect's controller ("be_banished_by_opponent") from banishing for a cost, or as a fusion material that is
banished (`fusion.field_and_grave`)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg import fusion
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card

KYCOO = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: 霊滅術師 カイクウ}]
    graveyard: [{stats: {atk: 1}, as: X}]
  B:
    graveyard: [{stats: {atk: 2}, as: Y}]
"""


def _duel(board: str) -> Duel:
    return build(load(board, "banish"), "banish", RULES).duel


def _grave_card(d: Duel, player: int) -> Card:
    return d.cards[d.players[player].grave[0]]


def test_only_the_opponent_of_its_controller_is_kept_from_banishing() -> None:
    d = _duel(KYCOO)
    for owner in (0, 1):
        assert d.banish_forbidden(_grave_card(d, owner), 1)
        assert not d.banish_forbidden(_grave_card(d, owner), 0)


def test_nothing_forbids_banishing_without_such_an_effect() -> None:
    d = _duel(KYCOO.replace("monsters: [{card: 霊滅術師 カイクウ}]", "monsters: [{stats: {atk: 3}}]"))
    assert not d.banish_forbidden(_grave_card(d, 0), 1)
    assert not d.banish_forbidden(_grave_card(d, 1), 0)


def test_a_material_that_cannot_be_banished_is_no_banished_fusion_material() -> None:
    d = _duel(KYCOO)
    assert _grave_card(d, 1) not in fusion.field_and_grave(d, 1)
    assert _grave_card(d, 0) in fusion.field_and_grave(d, 0)
