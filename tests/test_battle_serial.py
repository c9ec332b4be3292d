"""Telling one battle from another (`Duel.battle_serial`): the same monster may attack the same target twice in a
turn (「サイバー・ツイン・ドラゴン」), and an effect on "this battle" (「ディメンション・ウォール」,
`cards/shared/damage.this_battle`) must reach the battle it was applied in only."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.cards.shared.damage import this_battle
from arbiter.ocg.duel import Duel

BOARD = """
turn: {number: 3, player: B, phase: battle}
players:
  B:
    monsters: [{card: サイバー・ツイン・ドラゴン, as: CTD}]
"""

REPLAY = """
turn: {number: 3, player: B, phase: battle}
players:
  A:
    monsters: [{stats: {atk: 0, def: 0}, as: X}, {stats: {atk: 0, def: 0}, as: Y}]
  B:
    monsters: [{card: サイバー・ツイン・ドラゴン, as: CTD}]
"""


def _duel(board: str = BOARD) -> Duel:
    d = build(load(board, "twin"), "twin", RULES).duel
    while d.pending is not None and d.pending.kind == "window" and d.phase == "battle:start":
        d.act("pass")
    return d


def _idx(d: Duel, label: str) -> int:
    return next(c.idx for c in d.cards if c.label == label)


def _attack_directly(d: Duel) -> None:
    d.act(f"attack:{_idx(d, 'CTD')}:-1")


def _finish(d: Duel) -> None:
    while d.attack is not None and d.pending is not None and d.pending.kind == "window":
        d.act("pass")


def test_no_battle_no_serial() -> None:
    assert _duel().battle_serial() == -1


def test_one_battle_keeps_its_serial_through_its_steps() -> None:
    d = _duel()
    _attack_directly(d)
    first = d.battle_serial()
    same = this_battle(d)
    assert first > 0 and same(d)
    while d.phase != "battle:damage":
        d.act("pass")
    assert d.battle_serial() == first and same(d)


def test_a_second_attack_of_the_same_monster_on_the_same_target_is_another_battle() -> None:
    d = _duel()
    _attack_directly(d)
    first, same = d.battle_serial(), this_battle(d)
    _finish(d)
    assert d.players[0].lp == 8000 - 2800 and d.battle_serial() == -1 and not same(d)
    _attack_directly(d)
    assert d.attack is not None and d.battle_serial() not in (-1, first)
    assert not same(d)


def test_a_replay_is_the_same_battle() -> None:
    d = _duel(REPLAY)
    d.act(f"attack:{_idx(d, 'CTD')}:{_idx(d, 'X')}")
    first = d.battle_serial()
    d.send_to_grave([_idx(d, "X")], d.rule_cause(0))  # the attacked monster leaves: the attacker may choose again
    while d.pending is not None and d.pending.kind == "window":
        d.act("pass")
    assert d.pending is not None and d.pending.kind == "replay"
    d.act(f"retarget:{_idx(d, 'Y')}")
    assert d.attack is not None and d.attack[2] == _idx(d, "Y") and d.battle_serial() == first
