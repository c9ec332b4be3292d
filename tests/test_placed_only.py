"""Cards only another card's effect puts onto the field (`define(..., placed_only=True)`, the 「死のメッセージ」
cards): neither activated nor set from the hand, by the rules or by an effect (`Duel.set_spell_trap`)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Zone

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [死のメッセージ「Ｈ」, 強欲な壺]
"""
MESSAGE, POT = 30170981, 55144522


def _duel() -> Duel:
    return build(load(BOARD, "placed"), "placed", RULES).duel


def _idx(d: Duel, passcode: int) -> int:
    return next(c.idx for c in d.cards if c.data.passcode == passcode)


def test_a_placed_only_card_is_neither_activated_nor_set_from_the_hand() -> None:
    d = _duel()
    assert d.pending is not None and d.pending.player == 0
    offered = {(o.kind, o.card) for o in d.pending.options}
    assert ("setst", _idx(d, POT)) in offered
    assert not any(card == _idx(d, MESSAGE) for _, card in offered)


def test_an_effect_does_not_set_it_either() -> None:
    d = _duel()
    c = d.cards[_idx(d, MESSAGE)]
    assert not d.set_spell_trap(c, 0, Cause(0, Reason.EFFECT, -1))
    assert c.zone is Zone.HAND
