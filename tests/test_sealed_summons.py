"""Sealed normal summons (`define(summon_sealed=True)`: the Egyptian gods): no window for negating the summon, the
triggers other cards set off by it are dropped and no response window follows it, while the monster's own trigger
still comes; `never_set=True`: the monster is never offered as a normal set."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: GOD}]
    monsters: [{stats: {atk: 100}}, {stats: {atk: 200}}, {stats: {atk: 300}}]
  B:
    spells: [{card: 奈落の落とし穴}, {card: 神の宣告}]
"""


def _duel(god: str) -> Duel:
    return build(load(BOARD.replace("GOD", god), "god"), "god", RULES).duel


def _summon(d: Duel) -> None:
    d.act(f"summon:{d.players[0].hand[0]}")
    while d.pending is not None and d.pending.kind == "tribute":
        d.act(d.pending.options[0].key)


def test_never_offered_as_a_set() -> None:
    d = _duel("オベリスクの巨神兵")
    god = d.players[0].hand[0]
    keys = {o.key for o in d.pending.options}  # type: ignore[union-attr]
    assert f"summon:{god}" in keys and f"set:{god}" not in keys


def test_nothing_negates_or_answers_the_summon() -> None:
    d = _duel("オベリスクの巨神兵")
    _summon(d)
    assert d.pending is not None and d.pending.player == 0 and d.pending.kind == "idle"
    assert not d.triggers and "summoning" not in {e.kind for e in d.recent}


def test_its_own_trigger_comes_and_cannot_be_answered() -> None:
    d = _duel("ラーの翼神竜")
    _summon(d)
    assert d.pending is not None and d.pending.player == 0 and d.pending.kind == "optional"
    d.act(next(o.key for o in d.pending.options if o.kind == "yes"))
    while d.pending is not None and d.pending.player == 0 and d.pending.kind != "window":
        d.act(d.pending.options[0].key)
    assert d.chain and d.pending is not None
    assert d.pending.player == 1 and {o.kind for o in d.pending.options} == {"pass"}
