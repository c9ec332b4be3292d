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
from arbiter.ocg.state import Card, Zone

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


SANCTITY_BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 天よりの宝札, as: CoS}, {stats: {atk: 100}, as: h1}]
    spells: [{card: 強欲な瓶, as: s1}]
"""


def test_with_banish_field_all_the_hand_and_field_go_in_one_banishing() -> None:
    d = build(load(SANCTITY_BOARD, "sanctity"), "sanctity", RULES).duel
    cards = {c.label: c for c in d.cards if c.label}
    calls: list[list[str]] = []
    banish = d.banish

    def spy(cs: list[Card], cause: Cause) -> object:
        calls.append([c.label for c in cs])
        return banish(cs, cause)

    d.banish = spy  # type: ignore[method-assign]
    assert d.pending is not None
    d.act(next(o.key for o in d.pending.options if o.kind == "activate" and o.card == cards["CoS"].idx))
    assert calls == [["h1", "s1"]]
    assert cards["h1"].zone is Zone.BANISHED and cards["s1"].zone is Zone.BANISHED
