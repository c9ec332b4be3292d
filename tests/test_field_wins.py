"""Winning from the field (`Effect.wins_on_field`, read by `Duel._wins` after a card reaches the field): 「ウィジャ盤」
wins for its controller with the four 「死のメッセージ」 face-up beside it, not with three, not while set."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel

BOARD = """
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    spells:
      - {{card: ウィジャ盤, face: {face}}}
      - {{card: 死のメッセージ「Ｅ」, face: up}}
      - {{card: 死のメッセージ「Ａ」, face: up}}
      - {{card: 死のメッセージ「Ｔ」, face: up}}
{last}
"""
LAST = "      - {card: 死のメッセージ「Ｈ」, face: up}"


def _duel(face: str, four: bool) -> Duel:
    return build(load(BOARD.format(face=face, last=LAST if four else ""), "board"), "board", RULES).duel


def test_the_board_and_four_messages_win() -> None:
    d = _duel("up", True)
    assert d._wins(0) and not d._wins(1)


def test_three_messages_do_not_win() -> None:
    assert not _duel("up", False)._wins(0)


def test_a_set_board_does_not_win() -> None:
    assert not _duel("set", True)._wins(0)
