"""A monster that may alone be the whole set of tributes for some ritual monsters (`ritual.whole_tribute`,
「儀式の供物」: a DARK ritual monster's), whatever their Level; for others, and beside other tributes, it counts its own
Level."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg import ritual
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [儀式の供物, ゼラ, 白竜の聖騎士, {stats: {level: 4}}]
"""


def _cards() -> tuple[Duel, Card, Card, Card, Card]:
    d = build(load(BOARD, "whole_tribute"), "whole_tribute", RULES).duel
    raven, zera, paladin, four = (d.cards[i] for i in d.players[0].hand)
    return d, raven, zera, paladin, four


def test_alone_for_a_dark_ritual_monster() -> None:
    _, raven, zera, paladin, _ = _cards()
    assert ritual.completable([raven], [raven], 8, for_monster=zera)
    assert ritual.reachable([raven], 8, for_monster=zera)
    assert not ritual.reachable([raven], 4, for_monster=paladin)


def test_beside_others_it_counts_its_level() -> None:
    _, raven, _, paladin, four = _cards()
    assert not ritual.completable([four, raven], [four, raven], 4, for_monster=paladin)  # one more than needed
    assert ritual.completable([four], [four, raven], 4, for_monster=paladin)
