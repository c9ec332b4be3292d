"""A ritual spell whose materials come from elsewhere than the hand and the field (`Rite(materials=)`,
「高等儀式術」: normal monsters of the deck) frees no monster zone: with its player's zones full it summons nothing,
so it cannot be activated; a ritual spell that tributes may still free one."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg import ritual
from arbiter.ocg.state import Card

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [サクリファイス]
    monsters: [%s]
    deck: [{stats: {level: 1}}]
"""


def _summonable(monsters: int, materials: bool) -> list[Card]:
    board = BOARD % ", ".join(["{stats: {level: 1}}"] * monsters)
    d = build(load(board, "ritual_materials"), "ritual_materials", RULES).duel

    def deck(_d: object, p: int, _m: Card) -> list[Card]:
        return [d.cards[i] for i in d.players[p].deck]

    rite = ritual.Rite(lambda c: True, materials=deck if materials else None)
    return ritual.summonable(d, 0, rite)


def test_materials_from_the_deck_need_a_free_zone() -> None:
    assert not _summonable(5, materials=True)
    assert _summonable(5, materials=False)  # tributing a monster of the field frees its zone


def test_with_a_free_zone_the_deck_materials_do() -> None:
    assert _summonable(4, materials=True)
