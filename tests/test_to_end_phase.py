"""An effect that moves the turn on to its end phase (`Duel.to_end_phase`, 「ネコマネキング」): once the chain is over
the phases before the end phase are not played (the battle phase too), and the end phase comes as usual."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel

BOARD = """
turn: {number: 4, player: B, phase: PHASE}
players:
  A:
    monsters: [{card: ネコマネキング}]
  B:
    hand: [{card: サンダー・ボルト}]
    monsters: [{stats: {atk: 1000}}]
"""


def _duel(phase: str) -> Duel:
    return build(load(BOARD.replace("PHASE", phase), "neko"), "neko", RULES).duel


def _phases_after(d: Duel, start: int) -> list[str]:
    return [str(e.args[0]) for e in d.log[start:] if e.kind == "phase"]


def test_from_main_phase_1_straight_to_the_end_phase() -> None:
    d = _duel("main1")
    start = len(d.log)
    d.act(f"activate:{d.players[1].hand[0]}:1")
    while d.phase != "end" and d.pending is not None and d.pending.kind == "window":
        d.act("pass")
    assert d.turn == 4 and d.phase == "end"
    assert _phases_after(d, start) == ["end"]
    assert d.players[0].lp == 8000


def test_from_the_battle_step_the_battle_phase_ends_too() -> None:
    d = _duel("battle")
    while d.phase != "battle:battle":
        d.act("pass")
    d.to_end_phase(d.rule_cause(0))
    d.pending = None  # the open game state is asked again
    d.advance()
    assert d.turn == 4 and d.phase == "end" and not d.to_end and not d.end_battle
