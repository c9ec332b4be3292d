"""A cost that returns cards you control to the deck instead of sending them to the graveyard
(`Cost(field_send=N, field_to_deck=True)`; 「次元誘爆」: a fusion monster goes back to the fusion deck)."""

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
    hand: [次元誘爆]
    monsters: [竜騎士ガイア]
    banished: [{stats: {atk: 1000}}]
"""
DIMENSION_EXPLOSION, GAIA = 1896112, 66889139


def _duel() -> Duel:
    return build(load(BOARD, "field_to_deck"), "field_to_deck", RULES).duel


def test_the_cost_returns_the_fusion_monster_to_the_fusion_deck() -> None:
    d = _duel()
    spell = next(c for c in d.cards if c.data.passcode == DIMENSION_EXPLOSION)
    gaia = next(c for c in d.cards if c.data.passcode == GAIA)
    assert d.pending is not None
    d.act(next(o.key for o in d.pending.options if o.kind == "activate" and o.card == spell.idx))
    assert d.pending is not None and d.pending.kind == "cost"
    d.act(next(o.key for o in d.pending.options if o.card == gaia.idx))
    assert gaia.zone is Zone.EXTRA and not d.players[0].grave
