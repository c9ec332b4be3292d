"""Decks upside down (`Effect.shows_deck_tops`, `Duel.deck_tops_shown`; 「天変地異」): while the effect applies, the
top card of each deck is seen by both players (`Duel.sees`, the views), no other card of the deck is; and
`Duel.turn_deck_over` reverses a deck's order."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.view import view

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    spells: [{card: %s, face: up}]
    deck: [{stats: {atk: 1}}, {stats: {atk: 2}}, {stats: {atk: 3}}]
"""


def test_the_tops_are_seen_by_both_players() -> None:
    d = build(load(BOARD % "天変地異", "turned"), "turned", RULES).duel
    deck = d.players[0].deck
    top, rest = d.cards[deck[-1]], [d.cards[i] for i in deck[:-1]]
    assert d.sees(1, top) and d.sees(0, top)
    assert not any(d.sees(p, c) for p in (0, 1) for c in rest)
    faces = view(d, 1)["players"][0]["deck_face_up"]
    assert [(c["id"], c["from_top"]) for c in faces] == [(top.idx, 1)]


def test_without_it_no_top_is_seen() -> None:
    d = build(load(BOARD % "魔法除去", "upright"), "upright", RULES).duel
    assert not d.sees(1, d.cards[d.players[0].deck[-1]])
    assert view(d, 1)["players"][0]["deck_face_up"] == []


def test_turning_a_deck_over_reverses_it() -> None:
    d = build(load(BOARD % "魔法除去", "upright"), "upright", RULES).duel
    before = list(d.players[0].deck)
    d.turn_deck_over(0)
    assert d.players[0].deck == before[::-1]
