"""A protection whose reach reads what it protects from (`Duel._protected` leaves a protection out while its own
`affects` is being worked out): 「ポールポジション」 picks the highest ATK with every spell's effect counted, so a
spell that makes a monster the highest no longer reaches it, and nothing loops."""

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
    monsters: [{stats: {atk: 1900, race: ドラゴン族}}, {stats: {atk: 2000}}]
    spells: [{card: ポールポジション, face: %s}]
    field: [{card: 山, face: up}]
"""


def _board(face: str) -> tuple[Duel, Card, Card]:
    d = build(load(BOARD % face, "reach"), "reach", RULES).duel
    dragon, other = (d.cards[i] for i in d.players[0].monsters if i >= 0)
    return d, dragon, other


def test_the_spell_that_makes_it_the_highest_no_longer_reaches_it() -> None:
    d, dragon, other = _board("up")
    mountain = d.cards[d.players[0].field]
    assert d.unaffected(dragon, mountain, 0) and not d.unaffected(other, mountain, 0)
    assert (d.atk(dragon), d.atk(other)) == (1900, 2000)


def test_without_the_protection_the_spell_applies() -> None:
    d, dragon, other = _board("set")
    assert (d.atk(dragon), d.atk(other)) == (2100, 2000)
