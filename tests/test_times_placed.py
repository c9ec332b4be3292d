"""`turn_log.times_placed` counts every time a card is put onto the monster zone: a set too, whose log entry names
the card by a secret copy of its reference (the card is face-down). Facts noted with the count (a flip of
「エーリアン・グレイ」, the puppet of 「パペット・キング」) then belong to the card's latest stay on the field."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.cards.shared.turn_log import times_placed

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{stats: {atk: 1000, def: 1000, level: 4}, as: H}]
"""


def test_a_set_counts_as_a_placement() -> None:
    d = build(load(BOARD, "placed"), "placed", RULES).duel
    h = next(c for c in d.cards if c.label == "H")
    assert times_placed(d, h.idx) == 0
    d.act(f"set:{h.idx}")
    assert h.zone.name == "MONSTERS"
    assert times_placed(d, h.idx) == 1
