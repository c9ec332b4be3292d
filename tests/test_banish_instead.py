"""A replacement that banishes another card instead (`_carry_out`'s `banish_instead`, 「霊魂消滅」): a graveyard
monster's banishment is replaced by a monster of the replacement's player; outside a resolution the first such
monster is taken (as a replacement's own choice is)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Event, Reason
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.state import Zone

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{stats: {atk: 1000}}]
    graveyard: [{stats: {atk: 500}}]
"""


def test_the_field_monster_goes_instead() -> None:
    d = build(load(BOARD, "banish_instead"), "banish_instead", RULES).duel
    field, grave = d.monsters_of(0)[0], d.cards[d.players[0].grave[0]]
    d.linger(field, 0, Effect(Kind.REPLACEMENT, when=lambda ctx, ev: ev.kind == "banished"
                              and ev.src == int(Zone.GRAVE),
                              instead=lambda ctx, ev: Event("banish_instead", ev.cause, ev.card, ctx.player),
                              text_en="test", text_ja="テスト"), Cause(0, Reason.EFFECT, field.idx))
    d.banish([grave], Cause(0, Reason.COST, -1))
    assert grave.zone is Zone.GRAVE and field.zone is Zone.BANISHED
