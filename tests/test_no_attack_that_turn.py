"""`Effect.no_attack_that_turn` ("this card cannot declare an attack in the turn this effect is activated"): the
card cannot attack from the activation on, before and whether or not the effect resolves, and the effect is not
activated once the card attacked this turn (「オベリスクの巨神兵」)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel

BOARD = """
turn: {number: 3, player: A, phase: PHASE}
players:
  A:
    monsters: [{card: オベリスクの巨神兵THIS}, {stats: {atk: 100}}, {stats: {atk: 200}}]
  B:
    monsters: [{stats: {atk: 100}}, {stats: {atk: 100}}]
"""


def _duel(attacked: bool = False) -> Duel:
    board = BOARD.replace("THIS", ", this_turn: [attacked]" if attacked else "").replace("PHASE", "main2")
    return build(load(board, "obelisk"), "obelisk", RULES).duel


def test_the_card_cannot_attack_from_the_activation_on() -> None:
    d = _duel()
    assert not d.forbidden(d.cards[0], "attack")
    d.act("activate:0:2")
    while d.pending is not None and d.pending.kind == "cost":
        d.act(d.pending.options[0].key)
    assert d.chain and d.forbidden(d.cards[0], "attack")  # on the chain, not resolved yet


def test_not_activated_after_the_card_attacked() -> None:
    assert "activate:0:2" in {o.key for o in _duel().pending.options}  # type: ignore[union-attr]
    assert "activate:0:2" not in {o.key for o in _duel(attacked=True).pending.options}  # type: ignore[union-attr]
