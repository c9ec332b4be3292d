"""Effects that change an amount of damage all apply to it, in turn (`Duel._apply`), unlike other replacements, of
which only one applies to an event: the turn player's 「心眼の鉾」 makes the battle damage 1000, then the
opponent's 「和睦の使者」 still makes the damage they take 0."""

from __future__ import annotations

from scenario_text import played

BOARD = """
turn: {number: 3, player: A, phase: battle}
players:
  A:
    monsters: [{stats: {atk: 300}, as: M}]
    spells: [{card: 心眼の鉾, equipped_to: M, face: up, as: ROD}]
  B:
    spells: [GUARD]
"""
STEPS_TO_END = """
steps:
  - {player: A, attack: M, target: direct}
  - {pass: A}
  - {player: B, activate: W}
  - {resolve: true}
  - {resolve: true}
"""


def _b_lp(waboku: bool) -> int:
    """B's LP after A's 300 ATK monster with 「心眼の鉾」 attacks directly (B answering with 「和睦の使者」)."""
    guard = "{card: 和睦の使者, as: W}" if waboku else ""
    steps = STEPS_TO_END if waboku else "steps: [{player: A, attack: M, target: direct}, {resolve: true}]"
    return played(BOARD.replace("GUARD", guard), steps).duel.players[1].lp


def test_one_change_applies() -> None:
    assert _b_lp(waboku=False) == 7000


def test_the_opponents_zero_applies_after_the_turn_players_change() -> None:
    assert _b_lp(waboku=True) == 8000
