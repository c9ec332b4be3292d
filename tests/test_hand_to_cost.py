"""`Cost.hand_to`: a `hand_send` cost whose hand cards are banished ("banish": 「エレメンタル・アブソーバー」) or
returned to the deck ("deck": 「ディザーム」) instead of being sent to the graveyard; the player is asked which card,
only cards passing `hand_filter` are offered, and the card panel's words say where they go."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.explain import effect_line
from arbiter.ocg.state import Card, Zone

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{stats: {atk: 100}, as: MON}, {card: 剣闘獣ムルミロ, as: GB}, {card: サイクロン, as: SP}]
    spells: [{card: エレメンタル・アブソーバー, as: EA}, {card: ディザーム, as: DA}]
  B:
    hand: [{card: 強欲な壺, as: POG}]
"""


def _duel(player: str) -> tuple[Duel, dict[str, Card]]:
    d = build(load(BOARD.replace("player: A", f"player: {player}"), "hand_to"), "hand_to", RULES).duel
    return d, {c.label: c for c in d.cards if c.label}


def _act(d: Duel, kind: str, c: Card) -> None:
    assert d.pending is not None
    d.act(next(o.key for o in d.pending.options if o.kind == kind and o.card == c.idx))


def test_banish_from_the_hand_offers_only_passing_cards() -> None:
    d, cards = _duel("A")
    _act(d, "activate", cards["EA"])
    assert d.pending is not None and d.pending.kind == "cost"
    assert {o.card for o in d.pending.options} == {cards["MON"].idx, cards["GB"].idx}  # monster cards only
    _act(d, "cost", cards["MON"])
    assert cards["MON"].zone is Zone.BANISHED


def test_to_the_deck_from_the_hand() -> None:
    d, cards = _duel("B")
    _act(d, "activate", cards["POG"])
    _act(d, "activate", cards["DA"])
    assert d.pending is not None and d.pending.kind == "cost"
    assert {o.card for o in d.pending.options} == {cards["GB"].idx}
    _act(d, "cost", cards["GB"])
    assert cards["GB"].zone is Zone.DECK


def test_the_card_panel_says_where_they_go() -> None:
    d, cards = _duel("A")
    ea, da = d.defs[cards["EA"].idx], d.defs[cards["DA"].idx]
    assert ea is not None and da is not None
    assert "banish 1 from the hand" in effect_line(ea.effects[0], 1, "en")
    assert "return 1 from the hand to the deck" in effect_line(da.effects[0], 1, "en")
