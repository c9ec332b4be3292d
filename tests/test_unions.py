"""A union's once-a-turn equip or unequip is one use for both (`Effect.shared_use`), spent by one card object as
either is activated (the object its own equip or unequip made carries it on: the scenarios
era-w-wing-catapult-unequips-or-equips-once-a-turn, era-union-equip-that-fails-still-spends-the-once-a-turn); a card
that left the field and came back is a new card and may use it again
(era-w-wing-catapult-brought-back-may-equip-again)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import Board, build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card, Pos, Zone

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: Ｖ－タイガー・ジェット, as: T}, {card: Ｗ－ウィング・カタパルト, as: W}]
"""
EQUIP, UNEQUIP = 1, 2  # the union's effects, as `shared.unions.union` declares them


def _board() -> tuple[Duel, dict[str, Card]]:
    b: Board[Duel] = build(load(BOARD, "unions"), "unions", RULES)
    return b.duel, {k: b.duel.cards[i] for k, i in b.labels.items()}


def test_equip_and_unequip_share_one_use_of_this_object() -> None:
    d, c = _board()
    w = c["W"]
    assert not d.used_this_turn(w, EQUIP) and not d.used_this_turn(w, UNEQUIP)
    d.note_used(w, EQUIP)
    assert d.used_this_turn(w, EQUIP) and d.used_this_turn(w, UNEQUIP)


def test_a_new_object_may_use_it_again() -> None:
    d, c = _board()
    w = c["W"]
    d.note_used(w, EQUIP)
    d.destroy([w], Cause(1, Reason.EFFECT))
    assert w.zone is Zone.GRAVE
    d.special_summon(w, 0, Pos.ATTACK, Cause(0, Reason.EFFECT))
    assert w.zone is Zone.MONSTERS and not d.used_this_turn(w, EQUIP) and not d.used_this_turn(w, UNEQUIP)
