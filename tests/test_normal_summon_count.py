"""A player's normal summons in a turn: once, or twice in a turn an effect allows it (「二重召喚」)."""

from __future__ import annotations

from arbiter.ocg.state import Player


def test_one_normal_summon_a_turn() -> None:
    p = Player(8000)
    assert p.may_normal_summon(3)
    p.note_normal_summon(3)
    assert not p.may_normal_summon(3)
    assert p.may_normal_summon(4)


def test_a_second_normal_summon_in_the_turn_it_is_allowed_only() -> None:
    p = Player(8000)
    p.second_normal_turn = 3
    p.note_normal_summon(3)
    assert p.may_normal_summon(3)
    p.note_normal_summon(3)
    assert not p.may_normal_summon(3)
    p.note_normal_summon(5)
    assert not p.may_normal_summon(5)


def test_a_copy_keeps_the_count() -> None:
    p = Player(8000)
    p.second_normal_turn = 3
    p.note_normal_summon(3)
    q = p.copy()
    q.note_normal_summon(3)
    assert p.may_normal_summon(3) and not q.may_normal_summon(3)
