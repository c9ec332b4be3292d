"""A card that moves is a new object: whatever its old self did this turn is not its own. The turn it attacked
(`Card.t_attacked`, read by "the turn this card attacked" effects) is forgotten once it leaves the field."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: ヘル・ドラゴン, as: ID}]
"""
CAUSE = Cause(0, Reason.EFFECT, -1)


def test_a_monster_that_left_the_field_has_not_attacked_this_turn() -> None:
    d: Duel = build(load(BOARD, "new object"), "new object", RULES).duel
    c = next(x for x in d.cards if x.label == "ID")
    c.t_attacked = d.turn
    d.send_to_grave([c.idx], CAUSE)
    assert c.t_attacked != d.turn


def test_a_monster_that_left_the_field_has_made_no_attack_in_the_battle_phase() -> None:
    """Its attacks in the battle phase are the old object's (`Card.attacks_made`); the physical record stays, for
    「暗黒の扉」, which counts a player's attacker that has left the field."""
    d: Duel = build(load(BOARD, "new object"), "new object", RULES).duel
    c = next(x for x in d.cards if x.label == "ID")
    c.bp_attacked, c.bp_oid, c.bp_attacks = d.battle_phases, c.oid, 1
    assert c.attacks_made(d.battle_phases) == 1
    d.send_to_grave([c.idx], CAUSE)
    assert c.attacks_made(d.battle_phases) == 0
    assert c.bp_attacked == d.battle_phases and c.bp_attacks == 1
