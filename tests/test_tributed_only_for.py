"""A monster that may be tributed only for the tribute summon of some monsters (`Effect.tributed_only_for`, read by
`Duel.can_be_tributed(c, summoned)`): refused for a cost or a ritual, and for the tribute summon of any other
monster; allowed for the summon of one that passes; and only while its effect applies (face-up)."""

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
    monsters: [{card: 不死武士, position: %s}]
    hand: [{stats: {level: 5, race: 戦士族}}, {stats: {level: 5, race: 魔法使い族}}]
"""


def _board(position: str) -> tuple[Duel, Card, Card, Card]:
    d = build(load(BOARD % position, "bushi"), "bushi", RULES).duel
    bushi = d.cards[next(i for i in d.players[0].monsters if i >= 0)]
    warrior, caster = (d.cards[i] for i in d.players[0].hand)
    return d, bushi, warrior, caster


def test_only_for_the_tribute_summon_of_a_warrior() -> None:
    d, bushi, warrior, caster = _board("attack")
    assert d.can_be_tributed(bushi, warrior)
    assert not d.can_be_tributed(bushi, caster)
    assert not d.can_be_tributed(bushi)  # a cost, a ritual, an attack's tribute


def test_a_face_down_one_has_no_such_limit() -> None:
    d, bushi, _, caster = _board("set")
    assert d.can_be_tributed(bushi, caster) and d.can_be_tributed(bushi)
