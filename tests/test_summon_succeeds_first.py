"""The continuous effects of the field reach a monster only once its summon has succeeded (seed 003 ■Ａ/■Ｂ１,
R003-032/R003-033): in the window for negating the summon it has its printed Type and ATK. The Type is what a
scenario cannot check (no expectation reads it); the ATK has its scenario,
tests/rulings/ocg/003/003-033-field-spell-applies-before-the-flip-effect.yaml."""

from __future__ import annotations

from arbiter.ocg.duel import Duel
from scenario_text import board

# A's 「ＤＮＡ改造手術」 set, to be activated declaring Dragon; W: a Warrior set on an earlier turn
BOARD = """
game: ocg
turn: {number: 5, player: A, phase: main1}
players:
  A:
    monsters: [{stats: {atk: 1000, race: Warrior}, position: set, as: W}]
    spells: [{card: ＤＮＡ改造手術, as: DNA}]
"""


def _dna_dragon_then_flip_summon() -> tuple[Duel, int]:
    d, labels = board(BOARD)
    d.act(f"activate:{labels['DNA']}:1")
    d.act("declare:Dragon")
    while d.pending is not None and d.pending.kind == "window":
        d.act("pass")
    d.act(f"flip_summon:{labels['W']}")
    return d, labels["W"]


def test_the_type_change_waits_for_the_summon_to_succeed() -> None:
    d, w = _dna_dragon_then_flip_summon()
    assert d.pending is not None and d.pending.kind == "window" and d.pending.player == 1  # the negation window
    assert d.race(d.cards[w]) == "Warrior"
    d.act("pass")
    assert d.race(d.cards[w]) == "Dragon"
