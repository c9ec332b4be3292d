"""`legality.fewer_tributes`: another tribute count a monster's own text allows for its normal summon: fewer
than its Level needs (「ミストデーモン」: none), or more (「モイスチャー星人」: 3), never for a set where the text
allows only a summon that way."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.legality import fewer_tributes, tributes_needed
from arbiter.ocg.state import Card

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: モイスチャー星人}, {card: ミストデーモン}, {card: ブラッド・ヴォルス}]
"""


def _duel() -> Duel:
    return build(load(BOARD, "tributes"), "tributes", RULES).duel


def _card(d: Duel, passcode: int) -> Card:
    return next(c for c in d.cards if c.data.passcode == passcode)


def test_a_text_may_allow_more_tributes_for_a_summon_only() -> None:
    d = _duel()
    c = _card(d, 75285069)
    assert tributes_needed(d, c) == 2
    assert fewer_tributes(d, c) == 3
    assert fewer_tributes(d, c, setting=True) is None


def test_a_text_may_allow_fewer_tributes() -> None:
    d = _duel()
    c = _card(d, 28601770)
    assert tributes_needed(d, c) == 1
    assert fewer_tributes(d, c) == 0


def test_a_monster_without_such_a_text_has_only_its_usual_count() -> None:
    d = _duel()
    assert fewer_tributes(d, _card(d, 14898066)) is None
