"""Trap cards activated from the hand (`Duel.allow_hand_traps`, a `lasting.HandTraps` record; 「処刑人－マキュラ」):
refused without it; with it, its player (and only that player) may activate trap cards from the hand in either
turn, at a trap's speed, until the turn ends."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.legality import activatable, activation_refusal
from arbiter.ocg.state import Card, Zone

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 砂塵の大竜巻}]
    spells: [{card: 強欲な壺}]
  B:
    hand: [{card: 砂塵の大竜巻}]
    spells: [{card: 強欲な壺}]
"""


def _duel() -> Duel:
    return build(load(BOARD, "hand traps"), "hand traps", RULES).duel


def _tornado(d: Duel, player: int) -> Card:
    return d.cards[d.players[player].hand[0]]


def _refusal(d: Duel, player: int) -> str:
    c = _tornado(d, player)
    defn = d.defs[c.idx]
    assert defn is not None
    return activation_refusal(d, player, c, 1, defn.effects[0], (), None)


def test_a_trap_in_the_hand_is_refused_without_the_allowance() -> None:
    d = _duel()
    assert _refusal(d, 0) == "a trap card is set before it is activated, never activated from the hand"
    assert not d.hand_traps_allowed(0)


def test_the_allowed_player_activates_it_from_the_hand() -> None:
    d = _duel()
    d.allow_hand_traps(0, d.rule_cause(0))
    assert d.hand_traps_allowed(0) and not d.hand_traps_allowed(1)
    assert _refusal(d, 0) == ""
    assert _refusal(d, 1) != ""  # the opponent's trap stays in the hand
    tornado = _tornado(d, 0)
    assert f"activate:{tornado.idx}:1" in {o.key for o in activatable(d, 0, (), None)}
    d.pending = None  # the open game state asks again, now with the allowance
    d.advance()
    d.act(f"activate:{tornado.idx}:1")
    assert tornado.zone is Zone.SPELLS and tornado.face_up


def test_the_allowance_ends_with_the_turn() -> None:
    d = _duel()
    d.allow_hand_traps(0, d.rule_cause(0))
    d.end_turn_effects()
    assert not d.hand_traps_allowed(0)
