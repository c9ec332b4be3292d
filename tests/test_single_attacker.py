"""「暗黒の扉」-style attack limits (`Effect.single_attacker`, `legality.another_attacked`): while one applies, a
player who has attacked with one monster in a battle phase cannot attack with another in it."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.legality import idle_options

BOARD = """
turn: {number: 3, player: A, phase: battle}
players:
  A:
    monsters: [{stats: {atk: 1000}, as: M1}, {stats: {atk: 1100}, as: M2}]
"""
LIMIT = Effect(Kind.CONTINUOUS, single_attacker=True, text_en="one attacker", text_ja="攻撃は１体のみ")


def _duel(limited: bool) -> Duel:
    d = build(load(BOARD, "door"), "door", RULES).duel
    if limited:
        src = d.cards[d.players[1].deck[0]]
        d.linger(src, 1, LIMIT, Cause(1, Reason.EFFECT, src.idx))
    return d


def _to_idle(d: Duel) -> None:
    """Pass every window until the turn player may declare an attack again."""
    while d.pending is not None and d.pending.kind != "idle":
        d.act(d.pending.options[0].key)


def _attackers(d: Duel) -> set[int]:
    return {o.card for o in idle_options(d) if o.kind == "attack"}


def _attack_with_first(d: Duel) -> tuple[int, int]:
    first, second = (i for i in d.players[0].monsters if i >= 0)
    _to_idle(d)
    d.act(f"attack:{first}:-1")
    _to_idle(d)
    return first, second


def test_without_the_limit_both_monsters_attack() -> None:
    d = _duel(False)
    _, second = _attack_with_first(d)
    assert second in _attackers(d)


def test_with_the_limit_the_second_monster_cannot_attack() -> None:
    d = _duel(True)
    _to_idle(d)
    both = _attackers(d)
    first, second = _attack_with_first(d)
    assert {first, second} <= both
    assert second not in _attackers(d)
