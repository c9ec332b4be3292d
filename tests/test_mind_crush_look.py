"""「マインドクラッシュ」 that hits: the opponent shows the rest of their hand to prove no copy of the declared card is
left, unless every copy a deck may hold is public already (docs/uncertain-rulings.md)."""

from __future__ import annotations

from arbiter.ocg.duel import Duel
from scenario_text import played

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    spells: [{card: マインドクラッシュ, as: MC}]
  B:
    hand: [{card: サイクロン, as: CY}, {stats: {atk: 300}, as: b2}]
    graveyard: [GRAVE]
steps:
  - {player: A, activate: MC, options: [サイクロン]}
  - {resolve: true}
"""


def _played(grave: str) -> Duel:
    return played(BOARD.replace("GRAVE", grave)).duel


def test_the_rest_of_the_hand_is_shown_while_another_copy_could_be_there() -> None:
    d = _played("サイクロン")  # two known: a third could still be in the hand
    assert [e for e in d.log if e.kind == "revealed"]


def test_nothing_is_shown_once_every_copy_is_known() -> None:
    d = _played("サイクロン, サイクロン")  # the one discarded makes three known
    assert not [e for e in d.log if e.kind == "revealed"]
