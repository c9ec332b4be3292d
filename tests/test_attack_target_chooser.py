"""Attacks whose target the attacking player's opponent chooses (`Effect.picks_attack_targets`,
`Duel.attack_target_chooser`, `battle.CHOSEN_TARGET`): 「ノーブル・ド・ノワール」. The attacking player declares the
attack with a monster; the opponent picks among the monsters it could attack; direct attacks are not touched."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.battle import CHOSEN_TARGET
from arbiter.ocg.duel import Duel

BOARD = """
turn: {number: 4, player: B, phase: battle}
players:
  A:
    monsters:
      - {card: ノーブル・ド・ノワール, as: PD, position: %s}
      - {stats: {atk: 0, def: 3000}, as: W, position: defense}
  B:
    monsters: [{stats: {atk: 2200, def: 1000}, as: X}]
"""


def _duel(position: str) -> Duel:
    d = build(load(BOARD % position, "patrician"), "patrician", RULES).duel
    while d.pending is not None and d.pending.kind == "window" and d.phase == "battle:start":
        d.act("pass")
    return d


def _idx(d: Duel, label: str) -> int:
    return next(c.idx for c in d.cards if c.label == label)


def _attacks(d: Duel) -> set[int]:
    assert d.pending is not None
    return {o.arg for o in d.pending.options if o.kind == "attack"}


def test_the_attacker_declares_only_the_attack_and_the_opponent_picks_the_monster() -> None:
    d = _duel("attack")
    assert _attacks(d) == {CHOSEN_TARGET}
    d.act(f"attack:{_idx(d, 'X')}:{CHOSEN_TARGET}")
    assert d.pending is not None and d.pending.kind == "attack_target" and d.pending.player == 0
    assert {o.card for o in d.pending.options} == {_idx(d, "PD"), _idx(d, "W")}
    d.act(f"attack_target:{_idx(d, 'W')}")
    assert d.attack is not None and d.attack[2] == _idx(d, "W")


def test_a_face_down_patrician_leaves_the_choice_to_the_attacker() -> None:
    d = _duel("set")
    assert _attacks(d) == {_idx(d, "PD"), _idx(d, "W")}
