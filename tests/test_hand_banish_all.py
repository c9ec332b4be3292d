"""A cost that banishes the whole hand (`Cost(hand_send_all=True, hand_to="banish")`, 「左腕の代償」), and the
turn ban on setting spell and trap cards it comes with (`Player.did["set_spell_trap"]`, written by
`Duel.set_spell_trap`, read by `Effect.turn_ban`)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Cost, Effect, Kind
from arbiter.ocg.legality import cost_refusal
from arbiter.ocg.state import Zone

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [強欲な壺, サイクロン, 大嵐]
"""
POT = 55144522


def _duel() -> Duel:
    return build(load(BOARD, "hand_banish_all"), "hand_banish_all", RULES).duel


def test_the_cost_needs_a_card_in_the_hand() -> None:
    d = _duel()
    pot = next(c for c in d.cards if c.data.passcode == POT)
    eff = Effect(Kind.IGNITION, lambda res: None, cost=Cost(hand_send_all=True, hand_to="banish"))
    assert cost_refusal(d, 0, pot, eff) == ""
    for i in [i for i in d.players[0].hand if i != pot.idx]:
        d.banish([d.cards[i]], Cause(0, Reason.EFFECT, -1))
    assert cost_refusal(d, 0, pot, eff) == "not enough cards in the hand"


def test_a_set_spell_is_noted_for_the_turn() -> None:
    d = _duel()
    pot = next(c for c in d.cards if c.data.passcode == POT)
    assert d.players[0].did.get("set_spell_trap") != d.turn
    assert d.set_spell_trap(pot, 0, d.rule_cause(0))
    assert pot.zone is Zone.SPELLS and d.players[0].did.get("set_spell_trap") == d.turn
