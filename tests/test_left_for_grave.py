"""The turn's record of monsters that went from a player's monster zone to the graveyard, with their Levels as they
left (`lasting.LeftMonsterZone`, `Duel.left_for_grave`; 「デーモンとの駆け引き」): kept for the turn, per controller,
and counted only for the graveyard; what a monster was as it left is kept wherever it went (`Duel.as_it_left`)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{stats: {level: 8}}, {stats: {level: 5}}]
  B:
    monsters: [{stats: {level: 7}}]
"""
CAUSE = Cause(0, Reason.EFFECT, -1)


def _duel() -> tuple[Duel, list[Card], Card]:
    d = build(load(BOARD, "left_for_grave"), "left_for_grave", RULES).duel
    return d, d.monsters_of(0), d.monsters_of(1)[0]


def test_each_player_has_their_own_monsters_levels() -> None:
    d, (eight, _), seven = _duel()
    assert d.left_for_grave(0) == ()
    d.destroy([eight, seven], CAUSE)
    assert d.left_for_grave(0) == (8,)
    assert d.left_for_grave(1) == (7,)


def test_a_banished_monster_is_not_counted() -> None:
    d, (eight, five), _ = _duel()
    d.banish([eight], CAUSE)
    d.send_to_grave([five.idx], CAUSE)
    assert d.left_for_grave(0) == (5,)


def test_the_record_ends_with_the_turn() -> None:
    d, (eight, _), _ = _duel()
    d.destroy([eight], CAUSE)
    d.end_turn_effects()
    d.end_turn_records()
    assert d.left_for_grave(0) == ()


def test_the_record_keeps_the_type_and_attributes_it_had_on_the_field() -> None:
    d, (eight, five), _ = _duel()
    d.change_attribute(eight, "DARK", CAUSE)
    d.destroy([eight], CAUSE)
    left = d.as_it_left(eight)
    assert left is not None
    assert (left.level, left.race, left.attributes) == (8, "Warrior", ("DARK",))
    assert eight.data.attribute == "LIGHT"  # in the graveyard it is its printed self again
    d.change_attribute(five, "WIND", CAUSE)
    d.banish([five], CAUSE)
    banished = d.as_it_left(five)
    assert banished is not None and not banished.to_grave
    assert (banished.level, banished.attributes) == (5, ("WIND",))
    assert d.left_for_grave(0) == (8,)  # the banished one is not counted


def test_a_monster_kept_as_a_spell_is_read_as_it_left() -> None:
    d, (eight, _), _ = _duel()
    d.change_attribute(eight, "DARK", CAUSE)
    assert d.place_as_spell(eight, 0, CAUSE)
    left = d.as_it_left(eight)
    assert left is not None and not left.to_grave
    assert (left.level, left.race, left.attributes) == (8, "Warrior", ("DARK",))
    assert not eight.data.is_monster  # a spell card now
    assert d.left_for_grave(0) == ()
