"""`Duel.battle_start_monsters`: the monster objects each player controlled as the last battle phase began, noted by
the turn as that phase starts (「テュアラティン」 reads it)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{stats: {atk: 500, def: 500}, as: A1}]
    hand: [{stats: {atk: 500, def: 500}, as: A2}]
  B:
    monsters: [{stats: {atk: 500, def: 500}, as: B1}, {stats: {atk: 500, def: 500}, as: B2, position: set}]
"""


def test_the_monsters_at_the_start_of_the_battle_phase_are_noted() -> None:
    d = build(load(BOARD, "bp"), "bp", RULES).duel
    ref = {c.label: (c.idx, c.oid) for c in d.cards if c.label}
    assert d.battle_start_monsters == ((), ())
    d.act(f"summon:{ref['A2'][0]}")
    while d.pending is not None and d.pending.kind == "window":
        d.act("pass")
    a2 = next(c for c in d.cards if c.label == "A2")
    d.act("phase:battle")
    while not d.phase.startswith("battle"):
        d.act("pass")
    assert set(d.battle_start_monsters[0]) == {ref["A1"], (a2.idx, a2.oid)}
    assert set(d.battle_start_monsters[1]) == {ref["B1"], ref["B2"]}
