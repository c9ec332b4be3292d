"""`Cost.mill`: the top cards of the activating player's deck are sent to the graveyard as the cost (no choice), the
chain link keeps them as its cost cards, and an activation that cannot pay it (too few cards in the deck) is refused."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Zone

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: レインボー・ネオス, as: RN}]
    deck: %s
  B:
    graveyard: [{stats: {atk: 300}, as: G}]
"""


def _duel(deck: str) -> tuple[Duel, dict[str, int]]:
    d = build(load(BOARD % deck, "mill"), "mill", RULES).duel
    return d, {c.label: c.idx for c in d.cards if c.label}


def test_the_top_card_is_sent_as_the_cost() -> None:
    d, ids = _duel("[{stats: {atk: 10}, as: TOP}, {stats: {atk: 20}, as: NEXT}]")
    d.act(f"activate:{ids['RN']}:3")
    assert d.cards[ids["TOP"]].zone is Zone.GRAVE
    assert d.cards[ids["NEXT"]].zone is Zone.DECK
    assert d.chain[-1].cost_cards == [ids["TOP"]]


def test_an_empty_deck_cannot_pay_it() -> None:
    d, ids = _duel("[]")
    assert f"activate:{ids['RN']}:3" not in {o.key for o in d.pending.options}
