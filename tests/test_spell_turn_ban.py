"""A spell card's activation is noted as something its player did this turn (`Player.did["activate_spell"]`), which
`Effect.turn_ban=("activate_spell",)` reads ("in the turn you activate this, you cannot activate other spell
cards": 「リニアキャノン」), for that player only."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [強欲な壺]
    deck: [{stats: {atk: 1}}, {stats: {atk: 2}}]
"""
POT = 55144522


def _duel() -> Duel:
    return build(load(BOARD, "ban"), "ban", RULES).duel


def test_activating_a_spell_card_is_noted_for_the_turn() -> None:
    d = _duel()
    assert "activate_spell" not in d.players[0].did
    pot = next(c.idx for c in d.cards if c.data.passcode == POT)
    assert d.pending is not None
    d.act(next(o.key for o in d.pending.options if o.kind == "activate" and o.card == pot))
    assert d.players[0].did.get("activate_spell") == d.turn
    assert "activate_spell" not in d.players[1].did
