"""A banishing cost paid from the hand and/or the graveyard (`Cost(banish_grave=N, banish_hand=True)`, 「究極進化薬」):
the hand's cards are offered beside the graveyard's, only with the flag."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.costs import grave_cost_candidates
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Cost, Effect, Kind
from arbiter.ocg.legality import cost_refusal

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [強欲な壺, サイクロン]
    graveyard: [大嵐]
"""
POT = 55144522


def _duel() -> Duel:
    return build(load(BOARD, "banish_hand"), "banish_hand", RULES).duel


def _effect(hand: bool) -> Effect:
    return Effect(Kind.IGNITION, lambda res: None, cost=Cost(banish_grave=2, banish_hand=hand))


def test_the_hand_is_offered_only_with_the_flag() -> None:
    d = _duel()
    pot = next(c for c in d.cards if c.data.passcode == POT)
    assert [c.zone.name for c in grave_cost_candidates(d, 0, pot, _effect(False))] == ["GRAVE"]
    assert sorted(c.zone.name for c in grave_cost_candidates(d, 0, pot, _effect(True))) == ["GRAVE", "HAND"]


def test_the_hand_makes_the_cost_payable() -> None:
    d = _duel()
    pot = next(c for c in d.cards if c.data.passcode == POT)
    assert cost_refusal(d, 0, pot, _effect(False)) != ""
    assert cost_refusal(d, 0, pot, _effect(True)) == ""
