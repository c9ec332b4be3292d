"""The monsters tributed for a summon are part of it: once it succeeds, the window with the summon as last event
also carries their moves, for the cards that answer such a move (「道連れ」: a monster sent from the field to your
graveyard); a summon without tributes carries only itself."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.chain import Window
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{stats: {atk: 100}}]
    hand: [{stats: {level: 5}}, {stats: {level: 4}}]
    spells: [道連れ]
"""


def _board() -> tuple[Duel, Card, Card, Card]:
    d = build(load(BOARD, "tributes"), "tributes", RULES).duel
    fodder = d.cards[next(i for i in d.players[0].monsters if i >= 0)]
    five, four = (d.cards[i] for i in d.players[0].hand)
    return d, fodder, five, four


def _act(d: Duel, kind: str, card: int = -1) -> None:
    d.act(next(o.key for o in d.pending.options if o.kind == kind and (card < 0 or o.card == card)))


def _after_summon(d: Duel) -> Window:
    while d.pending.player != 0:  # the opponent passes the summon's negation window
        _act(d, "pass")
    w = d.stack[-1]
    assert isinstance(w, Window)
    return w


def test_the_tribute_is_carried_into_the_summons_window() -> None:
    d, fodder, five, _ = _board()
    _act(d, "summon", five.idx)
    _act(d, "tribute", fodder.idx)
    w = _after_summon(d)
    assert [(e.kind, e.card) for e in w.events] == [("summoned", five.idx), ("tributed", fodder.idx)]
    assert any(e.kind == "tributed" for e in d.answerable_events())


def test_a_summon_without_tributes_carries_only_itself() -> None:
    d, _, _, four = _board()
    _act(d, "summon", four.idx)
    w = _after_summon(d)
    assert [(e.kind, e.card) for e in w.events] == [("summoned", four.idx)]
