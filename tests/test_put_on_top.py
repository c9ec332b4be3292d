"""`Duel.put_on_top`: a card of a deck goes to its top, the rest keeping their order; the card stays the same
object (it does not move between zones)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    deck: [{stats: {atk: 1}, as: D1}, {stats: {atk: 2}, as: D2}, {stats: {atk: 3}, as: D3}]
"""


def _duel() -> Duel:
    return build(load(BOARD, "deck top"), "deck top", RULES).duel


def _atks(d: Duel) -> list[int]:
    """The deck's cards' ATK, top first."""
    return [d.cards[i].data.atk or 0 for i in reversed(d.players[0].deck)]


def test_a_card_from_the_middle_goes_on_top() -> None:
    d = _duel()
    assert _atks(d) == [1, 2, 3]
    c = next(d.cards[i] for i in d.players[0].deck if d.cards[i].data.atk == 2)
    oid = c.oid
    d.put_on_top(c)
    assert _atks(d) == [2, 1, 3]
    assert c.oid == oid


def test_cards_put_on_top_one_after_another_end_in_the_reverse_order() -> None:
    d = _duel()
    for atk in (3, 1):
        d.put_on_top(next(d.cards[i] for i in d.players[0].deck if d.cards[i].data.atk == atk))
    assert _atks(d) == [1, 3, 2]
