"""A second way of a monster's tribute summon that takes more tributes (`define(also_tributes=N)`, 「神獣王バルバロス」:
without tributes, or face-up with 3): its player chooses among the ways its field allows; never for a set; a
monster summoned that way is noted "also_tributes"."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 神獣王バルバロス}]
    monsters: MONSTERS
"""


def _duel(n: int) -> Duel:
    monsters = "[" + ", ".join("{stats: {atk: 100}}" for _ in range(n)) + "]"
    return build(load(BOARD.replace("MONSTERS", monsters), "barbaros"), "barbaros", RULES).duel


def _ways(d: Duel, verb: str) -> set[str]:
    d.act(f"{verb}:{d.players[0].hand[0]}")
    assert d.pending is not None and d.pending.kind == "fewer_tributes"
    return {o.key for o in d.pending.options}


def test_three_monsters_offer_every_way_to_a_summon() -> None:
    assert _ways(_duel(3), "summon") == {"yes", "also", "no"}


def test_a_set_never_takes_the_way_with_more_tributes() -> None:
    assert _ways(_duel(3), "set") == {"yes", "no"}


def test_two_monsters_do_not_make_three_tributes() -> None:
    assert _ways(_duel(2), "summon") == {"yes", "no"}


def test_the_way_is_noted_on_the_monster() -> None:
    d = _duel(3)
    barbaros = d.cards[d.players[0].hand[0]]
    d.act(f"summon:{barbaros.idx}")
    d.act("also")
    while d.pending is not None and d.pending.kind == "tribute":
        d.act(d.pending.options[0].key)
    assert d.summoned_as(barbaros, "also_tributes") and not d.summoned_as(barbaros, "fewer_tributes")
    assert len(d.players[0].grave) == 3


def test_a_way_of_one_tribute_is_said_as_one() -> None:
    # 「宇宙獣ガンギル」 takes 1 tribute the opponent owns: its option read "with 1 tributes"
    d = build(load("""
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 宇宙獣ガンギル}]
    monsters: [{stats: {atk: 100}, owner: B}]
""", "gangiel"), "gangiel", RULES).duel
    d.act(f"summon:{d.players[0].hand[0]}")
    assert d.pending is not None and d.pending.kind == "fewer_tributes"
    labels = {o.key: o.label_en for o in d.pending.options}
    assert labels["yes"] == "with 1 tribute", labels
