"""A monster that "may attack once more" (`Duel.may_attack_again`): by default only in a row (続けて), so another
monster of its player attacking first ends it (`lasting.InARow`, `battle._count_attack`); with `in_a_row=False`
(「コンビネーション・アタック」) at any time in that battle phase."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg import legality
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card

BOARD = """
turn: {number: 3, player: A, phase: battle}
players:
  A:
    monsters: [{stats: {atk: 1000}}, {stats: {atk: 900}}]
  B:
    monsters: [{stats: {atk: 100}}, {stats: {atk: 200}}, {stats: {atk: 300}}]
"""


def _duel() -> Duel:
    return build(load(BOARD, "again"), "again", RULES).duel


def _by_atk(d: Duel, atk: int) -> Card:
    return next(c for c in d.cards if c.on_field and c.data.atk == atk)


def _to_battle_step(d: Duel) -> None:
    """Pass the windows until the turn player's open game state of the battle step (the attack in progress over)."""
    while d.pending is not None and d.pending.kind == "window":
        d.act("pass")


def _can_attack(d: Duel, c: Card) -> bool:
    return any(o.key.startswith(f"attack:{c.idx}:") for o in legality.idle_options(d))


def _attack(d: Duel, a: Card, t: Card) -> None:
    _to_battle_step(d)
    # the options as they are now (the test grants its attack again at this open game state, outside any step)
    d.answer(next(o for o in legality.idle_options(d) if o.key == f"attack:{a.idx}:{t.idx}"))
    _to_battle_step(d)
    assert not t.on_field


def test_in_a_row_is_lost_once_another_monster_attacks() -> None:
    d = _duel()
    first, second = _by_atk(d, 1000), _by_atk(d, 900)
    _attack(d, first, _by_atk(d, 100))
    d.may_attack_again(first)
    assert _can_attack(d, first)
    _attack(d, second, _by_atk(d, 200))
    assert not _can_attack(d, first)


def test_in_a_row_is_used_by_its_own_next_attack() -> None:
    d = _duel()
    first, second = _by_atk(d, 1000), _by_atk(d, 900)
    _attack(d, first, _by_atk(d, 100))
    d.may_attack_again(first)
    _attack(d, first, _by_atk(d, 200))
    assert not _can_attack(d, first)
    assert _can_attack(d, second)


def test_not_in_a_row_stays_after_another_attack() -> None:
    d = _duel()
    first, second = _by_atk(d, 1000), _by_atk(d, 900)
    _attack(d, first, _by_atk(d, 100))
    d.may_attack_again(first, in_a_row=False)
    _attack(d, second, _by_atk(d, 200))
    assert _can_attack(d, first)
