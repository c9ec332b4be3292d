"""A cost that returns cards you control to the deck instead of sending them to the graveyard
(`Cost(field_send=N, field_to_deck=True)`; 「次元誘爆」: a fusion monster goes back to the fusion deck): the
question, the chain line and the card panel say where the card goes."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.explain import effect_line
from arbiter.ocg.registry import definition
from arbiter.ocg.render import render
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
    assert "return to the deck" in d.pending.prompt_en
    d.act(next(o.key for o in d.pending.options if o.card == gaia.idx))
    assert gaia.zone is Zone.EXTRA and not d.players[0].grave
    assert "A「次元誘爆」発動（フィールド上のカード１枚を融合デッキに戻す）" in "\n".join(render(d.log, "ja"))


def test_the_card_panel_says_the_cost_returns_to_the_deck() -> None:
    d = _duel()
    spell = next(c for c in d.cards if c.data.passcode == DIMENSION_EXPLOSION)
    defn = definition(spell.data)
    assert defn is not None
    line = effect_line(defn.effects[0], 1, "en")
    assert "return 1 you control to the deck" in line and "graveyard" not in line
