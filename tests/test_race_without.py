"""`Duel.race(card, without=)`: a monster's Type leaving out one card's own changes, which an equip limit reads so
that its own change of Type does not break it while another card's still does (「竜魂の力」)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import Board, build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card

# W: a Warrior; DA: 「竜魂の力」 equipping it (it becomes a Dragon); DNA: 「ＤＮＡ改造手術」 set, not yet applied
BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{stats: {atk: 1000, race: Warrior}, as: W}, {stats: {atk: 1000, race: Spellcaster}, as: SC}]
    spells: [{card: 竜魂の力, as: DA, face: up, equipped_to: W}]
"""


def _board() -> tuple[Duel, dict[str, Card]]:
    b: Board[Duel] = build(load(BOARD, "race_without"), "race_without", RULES)
    return b.duel, {k: b.duel.cards[i] for k, i in b.labels.items()}


def test_the_type_leaves_out_only_that_cards_change() -> None:
    d, c = _board()
    assert d.race(c["W"]) == "Dragon"
    assert d.race(c["W"], without=c["DA"]) == "Warrior"


def test_a_card_that_changes_nothing_leaves_the_type_as_it_is() -> None:
    d, c = _board()
    assert d.race(c["W"], without=c["SC"]) == "Dragon"
    assert d.race(c["SC"], without=c["DA"]) == "Spellcaster"
