"""`fusion.materials(..., together=)` tests the whole set of materials ("2 Warriors with different Attributes",
「鋼鉄の魔導騎士－ギルティギア・フリード」: no two of the same Attribute make it up). Whether every material was a
monster on the field (`FusionRecord.field_only`) is shown by its scenarios (two attacks, or one)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg import fusion
from arbiter.ocg.state import Card

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{stats: {attribute: EARTH, race: Warrior}, as: H}]
    monsters:
      - {stats: {attribute: EARTH, race: Warrior}, as: E1}
      - {stats: {attribute: EARTH, race: Warrior}, as: E2}
      - {stats: {attribute: DARK, race: Warrior}, as: D}
    extra: [{card: 鋼鉄の魔導騎士－ギルティギア・フリード, as: GG}]
"""


def _cards() -> dict[str, Card]:
    d = build(load(BOARD, "sets"), "sets", RULES).duel
    return {c.label: c for c in d.cards if c.label}


def test_the_whole_set_must_pass_together() -> None:
    c = _cards()
    assert not fusion.made_of(c["GG"], [c["E1"], c["E2"]])
    assert fusion.made_of(c["GG"], [c["E1"], c["D"]])
    assert fusion.can_make(c["GG"], [c["E1"], c["E2"], c["D"]])
    assert not fusion.can_make(c["GG"], [c["E1"], c["E2"], c["H"]])

