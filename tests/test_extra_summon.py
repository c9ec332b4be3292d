"""A normal summon an effect allows beyond the normal one (`Effect.extra_summon`, `Duel.extra_summon_allows`): only
for monsters the effect names, face-up only (no set), once a turn, and with `extra_tribute_only` only as a tribute
summon; a face-up summon it allows uses it before the normal summon, which is kept for later."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand:
      - {stats: {atk: 1000, def: 1000, race: 魔法使い族}, as: S4}
      - {stats: {atk: 2000, def: 1000, level: 6, race: 魔法使い族}, as: S6}
      - {stats: {atk: 2000, def: 1000, level: 6, race: 戦士族}, as: W6}
      - {stats: {atk: 1000, def: 1000, race: 戦士族}, as: W4}
    monsters: [{card: 魔道化リジョン, as: L}, {stats: {atk: 100, def: 100}, as: F}]
"""


def _duel() -> Duel:
    return build(load(BOARD, "extra"), "extra", RULES).duel


def _idx(d: Duel, label: str) -> int:
    return next(c.idx for c in d.cards if c.label == label)


def _keys(d: Duel) -> set[str]:
    assert d.pending is not None
    return {o.key for o in d.pending.options}


def _summon(d: Duel, label: str, *tributes: str) -> None:
    d.act(f"summon:{_idx(d, label)}")
    for t in tributes:
        d.act(f"tribute:{_idx(d, t)}")
    while d.pending is not None and d.pending.kind == "window":
        d.act("pass")


def test_the_extra_summon_follows_the_normal_one_for_the_named_monsters_only() -> None:
    d = _duel()
    _summon(d, "W4")
    keys = _keys(d)
    assert f"summon:{_idx(d, 'S6')}" in keys  # a Spellcaster tribute summon
    assert f"summon:{_idx(d, 'S4')}" not in keys  # no tribute: not a tribute summon
    assert f"summon:{_idx(d, 'W6')}" not in keys  # not a Spellcaster
    assert f"set:{_idx(d, 'S6')}" not in keys  # face-up only
    _summon(d, "S6", "F")
    assert d.cards[_idx(d, "S6")].face_up
    assert not any(k.startswith("summon:") for k in _keys(d))  # once a turn


def test_a_summon_the_grant_allows_uses_it_and_keeps_the_normal_summon() -> None:
    d = _duel()
    _summon(d, "S6", "F")  # a face-up Spellcaster tribute summon: the grant, not the normal summon
    assert any(k.startswith("extra_summon:") for k in d.players[0].did)
    assert f"summon:{_idx(d, 'W4')}" in _keys(d)
    _summon(d, "W4")
    assert not any(k.startswith(("summon:", "set:")) for k in _keys(d))


def test_a_set_uses_the_normal_summon() -> None:
    d = _duel()
    d.act(f"set:{_idx(d, 'S6')}")
    d.act(f"tribute:{_idx(d, 'F')}")
    while d.pending is not None and d.pending.kind == "window":
        d.act("pass")
    assert not any(k.startswith("extra_summon:") for k in d.players[0].did)
    assert f"summon:{_idx(d, 'W4')}" not in _keys(d)
