"""Tributes taken at will beyond those a tribute summon needs (`CardDef.more_tributes`, `summon.more_tributes`,
offered by `NormalSummon`): once the needed ones are chosen, only monsters passing the card's filter are offered,
one at a time, with `done` to stop; a monster without it is summoned at once."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Zone

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: %s}]
    monsters:
      - {stats: {atk: 100, attribute: 水}}
      - {stats: {atk: 100, attribute: 水}}
      - {stats: {atk: 100, attribute: 炎}}
"""


def _after_first_tribute(card: str) -> tuple[Duel, list[int]]:
    d = build(load(BOARD % card, "more"), "more", RULES).duel
    water, water2, fire = d.players[0].monsters[:3]
    d.act(f"summon:{d.players[0].hand[0]}")
    d.act(f"tribute:{water}")
    return d, [water2, fire]


def test_further_water_monsters_are_offered_then_done() -> None:
    d, (water2, fire) = _after_first_tribute("雲魔物－ニンバスマン")
    assert d.pending is not None and d.pending.kind == "tribute"
    assert {o.key for o in d.pending.options} == {f"tribute:{water2}", "done"}
    d.act("done")
    assert d.cards[water2].zone is Zone.MONSTERS and d.cards[fire].zone is Zone.MONSTERS


def test_a_monster_without_them_takes_only_its_tributes() -> None:
    d, (water2, _) = _after_first_tribute("雲魔物－アイ・オブ・ザ・タイフーン")  # Level 7: two tributes, no more
    assert d.pending is not None and d.pending.kind == "tribute"
    d.act(f"tribute:{water2}")
    assert d.pending is None or d.pending.kind != "tribute"
