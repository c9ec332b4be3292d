"""What the end phase's hand-size discards set off is activated before the turn ends (`turn.HandLimit` starts a
trigger chain), and a once-a-turn trigger that an earlier link of the same trigger chain used is not offered again
(`chain.TriggerChain._offer`): 「暗黒界の書物」 with two monsters discarded offers one summon, in that end phase."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel

BOARD = """
turn: {number: 3, player: A, phase: end}
players:
  A:
    spells: [{card: 暗黒界の書物, face: up}]
    hand: [{stats: {atk: 1}}, {stats: {atk: 2}}, {stats: {atk: 3}}, {stats: {atk: 4}}, {stats: {atk: 5}},
           {stats: {atk: 6}}, {stats: {atk: 7}}, {stats: {atk: 8}}]
"""
GRIMOIRE = 61623148


def _at_discard() -> Duel:
    d = build(load(BOARD, "limit"), "limit", RULES).duel
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


def test_a_once_a_turn_trigger_is_offered_once_in_its_chain() -> None:
    d = _at_discard()
    _discard_two(d)
    assert d.pending is not None
    d.act(next(o.key for o in d.pending.options if o.kind == "yes"))
    assert d.pending is not None and d.pending.kind != "optional"
    assert len(d.chain) == 1
