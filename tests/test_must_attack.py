"""A monster that must attack if able (`Effect.must_attack`, 「怒れる類人猿」): while it can attack, its player is
offered no way out of the battle step; once it cannot (it attacked, or is in defense position), the usual ones."""

from __future__ import annotations

import pytest

from arbiter.judge.flow import advance_to
from arbiter.judge.ocg_board import RULES
from arbiter.judge.ocg_steps import RULES as STEPS
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import ScenarioError, load
from arbiter.ocg.duel import Duel

BOARD = """
turn: {number: 3, player: A, phase: battle}
players:
  A:
    monsters: [{card: 怒れる類人猿, position: POSITION}]
  B:
    monsters: [{stats: {atk: 1000}}]
"""


def _duel(position: str) -> Duel:
    d = build(load(BOARD.replace("POSITION", position), "gorilla"), "gorilla", RULES).duel
    advance_to(STEPS, d, "battle:battle", "gorilla", 1)
    return d


def _phase_keys(d: Duel) -> set[str]:
    assert d.pending is not None
    return {o.key for o in d.pending.options if o.kind == "phase"}


def test_it_keeps_its_player_in_the_battle_step() -> None:
    d = _duel("attack")
    assert d.phase == "battle:battle" and _phase_keys(d) == set()
    assert any(o.kind == "attack" for o in d.pending.options)  # type: ignore[union-attr]
    with pytest.raises(ScenarioError, match="keep the turn"):
        advance_to(STEPS, d, "main2", "gorilla", 1)


def test_in_defense_it_holds_nothing() -> None:
    d = _duel("set")
    assert "phase:main2" in _phase_keys(d)
