"""A face-up normal summon with tributes is remembered on the monster object (`Duel.summoned_as(c, "tribute")`, the
tributes as the record's `paid`); a summon without tributes, a set with tributes and a special summon are not."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{stats: {atk: 100}}]
    hand: [{stats: {level: 5}}, {stats: {level: 4}}]
"""


def _board() -> tuple[Duel, Card, Card, Card]:
    d = build(load(BOARD, "tribute"), "tribute", RULES).duel
    fodder = d.cards[next(i for i in d.players[0].monsters if i >= 0)]
    five, four = (d.cards[i] for i in d.players[0].hand)
    return d, fodder, five, four


def _act(d: Duel, kind: str, card: int) -> None:
    d.act(next(o.key for o in d.pending.options if o.kind == kind and o.card == card))


def test_a_tribute_summon_is_remembered() -> None:
    d, fodder, five, _ = _board()
    _act(d, "summon", five.idx)
    _act(d, "tribute", fodder.idx)
    assert five.zone.name == "MONSTERS" and d.summoned_as(five, "tribute")


def test_a_summon_without_tributes_is_not() -> None:
    d, _, _, four = _board()
    _act(d, "summon", four.idx)
    assert four.zone.name == "MONSTERS" and not d.summoned_as(four, "tribute")


def test_a_set_with_tributes_is_not() -> None:
    d, fodder, five, _ = _board()
    _act(d, "set", five.idx)
    _act(d, "tribute", fodder.idx)
    assert five.zone.name == "MONSTERS" and not d.summoned_as(five, "tribute")
