"""`Cost.tribute_any`: any number (at least one) of the player's monsters passing `tribute_filter` are tributed,
one answer each, then `done` (「魔法除去細菌兵器」); with none to tribute the effect cannot be activated.
`Cost.field_send_all`: every other card passing `field_filter` is sent, with no choice, and none is needed
(「カウンター・ジェム」)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Cost, Effect, Kind
from arbiter.ocg.legality import cost_refusal
from arbiter.ocg.state import Zone

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{stats: {atk: 3}, as: M}, {stats: {atk: 1500}, as: N}]
"""


def _duel() -> Duel:
    return build(load(BOARD, "tribute_any"), "tribute_any", RULES).duel


def _eff(cost: Cost) -> Effect:
    return Effect(Kind.IGNITION, lambda res: None, cost=cost)


def test_any_number_of_tributes_needs_one_monster_that_passes_the_filter() -> None:
    d = _duel()
    m = d.cards[next(i for i in d.players[0].monsters if i >= 0)]
    assert cost_refusal(d, 0, m, _eff(Cost(tribute_any=True))) == ""  # the other monster
    weak = _eff(Cost(tribute_any=True, tribute_filter=lambda ctx, c: (c.data.atk or 0) < 100))
    assert cost_refusal(d, 0, m, weak) != ""  # itself is never its own tribute; the other is too strong
    assert Cost(tribute_any=True).any


def test_sending_every_other_card_needs_none() -> None:
    d = _duel()
    m = d.cards[next(i for i in d.players[0].monsters if i >= 0)]
    spells_only = Cost(field_send_all=True, field_filter=lambda ctx, c: c.zone is Zone.SPELLS)
    assert spells_only.any
    assert cost_refusal(d, 0, m, _eff(spells_only)) == ""  # no spell or trap card to send: still payable
