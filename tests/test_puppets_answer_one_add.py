"""「パペット・キング」 and 「パペット・クィーン」 answer monsters the opponent adds together from the deck (one
verb, one thing) with one activation each, not one per monster (`Effect.together`; R004-055 counts one effect
acting on several monsters once). No card of the pool adds two monsters at once where either could answer
(「サンダー・ドラゴン」 shuffles "then", R004-099 (a); 「悪魂邪苦止」 adds in the damage step, R004-097), so the
add is made here directly."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    deck: [{stats: {atk: 100}, as: M1}, {stats: {atk: 200}, as: M2}, {stats: {atk: 300}, as: M3}]
  B:
    hand: [{card: パペット・キング, as: PK}, {card: パペット・クィーン, as: PQ}]
"""


def test_two_monsters_added_together_set_each_puppet_off_once() -> None:
    d = build(load(BOARD, "puppets"), "puppets", RULES).duel
    c = {x.label: x for x in d.cards if x.label}
    d.to_hand([c["M1"], c["M2"]], Cause(0, Reason.EFFECT))
    waiting = sorted((d.cards[t.card].label, [e.card for e in t.events]) for t in d.triggers)
    assert waiting == [("PK", [c["M1"].idx, c["M2"].idx]), ("PQ", [c["M1"].idx, c["M2"].idx])]


def test_adds_of_two_things_are_two_occasions() -> None:
    d = build(load(BOARD, "puppets"), "puppets", RULES).duel
    c = {x.label: x for x in d.cards if x.label}
    d.to_hand([c["M1"]], Cause(0, Reason.EFFECT))
    d.next_thing()
    d.to_hand([c["M2"]], Cause(0, Reason.EFFECT))
    assert sorted(d.cards[t.card].label for t in d.triggers) == ["PK", "PK", "PQ", "PQ"]
