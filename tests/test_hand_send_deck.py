"""A cost that sends cards "from the hand or the deck" to the graveyard (`Cost(hand_send=N, hand_send_deck=True)`,
「ヴォルカニック・バックショット」): the deck's cards are offered beside the hand's, can pay it alone, and the deck is
shuffled once they are sent."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.costs import hand_cost_candidates
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Cost, Effect, Kind

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [強欲な壺, サイクロン]
    deck: [死者蘇生, 大嵐, サイクロン]
"""
POT, CYCLONE = 55144522, 5318639


def _duel() -> Duel:
    return build(load(BOARD, "hand_send_deck"), "hand_send_deck", RULES).duel


def _effect(deck: bool) -> Effect:
    return Effect(Kind.IGNITION, lambda res: None, cost=Cost(hand_send=2, hand_send_deck=deck,
                                                             hand_filter=lambda ctx, c: c.data.passcode == CYCLONE))


def test_the_deck_cards_are_offered_only_with_the_flag() -> None:
    d = _duel()
    pot = next(c for c in d.cards if c.data.passcode == POT)
    assert [c.zone.name for c in hand_cost_candidates(d, 0, pot, _effect(False))] == ["HAND"]
    assert sorted(c.zone.name for c in hand_cost_candidates(d, 0, pot, _effect(True))) == ["DECK", "HAND"]


def test_the_deck_makes_the_cost_payable() -> None:
    d = _duel()
    pot = next(c for c in d.cards if c.data.passcode == POT)
    assert not d.can_pay(0, pot, _effect(False))
    assert d.can_pay(0, pot, _effect(True))
