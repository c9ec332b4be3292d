"""The end phase's hand-size discards (`turn.HandLimit`): the cards are picked one at a time and discarded together
once enough are picked, one discard (「魔力の棘」 answers it once, 「暗黒界の書物」 offers one summon for it), and what
they set off is activated before the turn ends (a trigger chain in that end phase)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Zone

BOARD = """
turn: {number: 3, player: A, phase: end}
players:
  A:
    spells: [{card: 暗黒界の書物, face: up}]
    hand: [{stats: {atk: 1}}, {stats: {atk: 2}}, {stats: {atk: 3}}, {stats: {atk: 4}}, {stats: {atk: 5}},
           {stats: {atk: 6}}, {stats: {atk: 7}}, {stats: {atk: 8}}]
"""
GRIMOIRE = 61623148


THORN = """
turn: {number: 3, player: A, phase: end}
players:
  A:
    hand: [{stats: {atk: 1}}, {stats: {atk: 2}}, {stats: {atk: 3}}, {stats: {atk: 4}}, {stats: {atk: 5}},
           {stats: {atk: 6}}, {stats: {atk: 7}}, {stats: {atk: 8}}]
  B:
    spells: [{card: 魔力の棘, face: up}]
"""


def _at_discard(board: str = BOARD) -> Duel:
    d = build(load(board, "limit"), "limit", RULES).duel
    while d.pending is not None and d.pending.kind != "discard":
        d.act(next(o.key for o in d.pending.options if o.kind == "pass"))
    return d


def _discard_two(d: Duel) -> None:
    for _ in range(2):
        assert d.pending is not None and d.pending.kind == "discard"
        d.act(d.pending.options[0].key)


def test_the_discards_triggers_come_in_the_same_end_phase() -> None:
    d = _at_discard()
    _discard_two(d)
    assert d.turn == 3 and d.phase == "end"
    assert d.pending is not None and d.pending.kind == "optional" and d.pending.player == 0


def test_the_picked_cards_are_discarded_together_once_enough_are_picked() -> None:
    d = _at_discard()
    assert d.pending is not None
    first = d.pending.options[0].card
    d.act(d.pending.options[0].key)
    assert d.cards[first].zone is Zone.HAND
    assert d.pending is not None and d.pending.kind == "discard"
    assert first not in [o.card for o in d.pending.options]
    second = d.pending.options[0].card
    d.act(d.pending.options[0].key)
    assert d.cards[first].zone is Zone.GRAVE and d.cards[second].zone is Zone.GRAVE


def test_a_trigger_on_cards_discarded_together_answers_the_limit_once() -> None:
    d = _at_discard(THORN)
    _discard_two(d)
    while d.pending is not None and d.turn == 3 and not d.chain:
        d.act(next(o.key for o in d.pending.options if o.kind in ("pass", "no")))
    assert len(d.chain) == 1
    while d.pending is not None and d.turn == 3:
        d.act(next(o.key for o in d.pending.options if o.kind in ("pass", "no")))
    assert d.players[0].lp == 7000


def test_one_discard_offers_one_summon() -> None:
    d = _at_discard()
    _discard_two(d)
    assert d.pending is not None
    d.act(next(o.key for o in d.pending.options if o.kind == "yes"))
    assert d.pending is not None and d.pending.kind != "optional"
    assert len(d.chain) == 1
