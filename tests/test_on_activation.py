"""`Effect.on_activation`: the effects an activation leaves for the turn apply from the moment it is activated,
before it resolves, and stay when it is negated (「氷騎士」: only WATER monsters are summoned after its effect's
activation). One made from the chain link sees the activation's targets (「マジシャンズ・クロス」: the Spellcasters
other than its target cannot attack)."""

from __future__ import annotations

from typing import Any

from arbiter.judge.flow import run_step
from arbiter.judge.ocg_board import RULES
from arbiter.judge.ocg_steps import RULES as STEPS
from arbiter.judge.scenario import Board, build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.summon_locks import locked

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{stats: {attribute: 地}, as: E}]
    monsters: [{card: 氷騎士, as: IK}]
  B:
    spells: [{card: 天罰, as: DW}]
    hand: [{stats: {atk: 1}, as: DIS}]
"""


UNITE = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: マジシャンズ・クロス, as: S}]
    monsters: [{card: ブラック・マジシャン, as: DM}, {card: ブラック・マジシャン・ガール, as: DMG}]
"""


def _play(b: Board[Duel], steps: str) -> None:
    doc: Any = load(steps, "steps")
    for step in doc["steps"]:
        run_step(STEPS, b, step)


def _earth_locked(d: Duel) -> bool:
    earth = next(d.cards[i] for i in d.players[0].hand)
    return locked(d, 0, earth.data, "summon")


def test_it_applies_from_the_activation_on() -> None:
    b = build(load(BOARD, "on_activation"), "on_activation", RULES)
    assert not _earth_locked(b.duel)
    _play(b, "steps: [{player: A, activate: IK, effect: 2}]")
    assert b.duel.pending is not None and b.duel.pending.player == 1  # the chain link waits for B's answer
    assert _earth_locked(b.duel)


def test_it_stays_when_the_activation_is_negated() -> None:
    b = build(load(BOARD, "on_activation"), "on_activation", RULES)
    _play(b, """
steps:
  - {player: A, activate: IK, effect: 2}
  - {player: B, activate: DW, cost: [DIS]}
  - {resolve: true}
""")
    assert b.duel.players[0].grave and _earth_locked(b.duel)
    assert not locked(b.duel, 1, next(b.duel.cards[i] for i in b.duel.players[0].hand).data, "summon")


def test_one_made_from_the_link_spares_its_target() -> None:
    b = build(load(UNITE, "on_activation"), "on_activation", RULES)
    _play(b, "steps: [{player: A, activate: S, targets: [DM]}]")
    d = b.duel
    assert d.chain and d.pending is not None and d.pending.player == 1  # not resolved yet
    dm, dmg = (d.cards[i] for i in d.players[0].monsters if i >= 0)
    assert not d.forbidden(dm, "attack") and d.forbidden(dmg, "attack")
