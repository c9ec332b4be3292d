"""The record of graveyard card objects destroyed by battle (`lasting.DestroyedByBattle`,
`Duel.destroyed_by_battle`; 「摩天楼２－ヒーローシティ」): it outlasts the turn, but not the card object."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.lasting import DestroyedByBattle
from arbiter.ocg.state import Card, Zone

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{stats: {atk: 100}}, {stats: {atk: 200}}]
"""
BATTLE = Cause(1, Reason.BATTLE, -1)
EFFECT = Cause(1, Reason.EFFECT, -1)


def _duel() -> tuple[Duel, list[Card]]:
    d = build(load(BOARD, "destroyed_by_battle"), "destroyed_by_battle", RULES).duel
    return d, d.monsters_of(0)


def test_only_a_battle_destruction_is_recorded() -> None:
    d, (fought, blasted) = _duel()
    d.destroy([fought], BATTLE, battle=True)
    d.destroy([blasted], EFFECT)
    assert d.destroyed_by_battle(fought)
    assert not d.destroyed_by_battle(blasted)


def test_the_record_outlasts_the_turn() -> None:
    d, (fought, _) = _duel()
    d.destroy([fought], BATTLE, battle=True)
    d.end_turn_effects()
    d.end_turn_records()
    assert d.destroyed_by_battle(fought)


def test_the_record_ends_with_the_card_object() -> None:
    d, (fought, _) = _duel()
    d.destroy([fought], BATTLE, battle=True)
    d.move(fought, Zone.HAND, EFFECT, "returned")
    d.move(fought, Zone.GRAVE, EFFECT, "sent")
    assert not d.destroyed_by_battle(fought)
    d.end_turn_effects()
    d.end_turn_records()
    assert DestroyedByBattle not in d.lasting.by  # dropped, not kept for the rest of the duel
