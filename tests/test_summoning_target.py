"""A monster whose summon waits to succeed (the window for negating the summon itself) is not yet a monster on the
field: no effect may target it there (`Duel.targeting_refusal`), as no cost may use it (seed 003, R003-032). No era
card can target in that window, so the check is tried on the engine directly."""

from __future__ import annotations

from arbiter.judge.flow import run_step
from arbiter.judge.ocg_steps import RULES as STEPS
from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.in_force import SUMMONING
from scenario_text import played

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{stats: {atk: 1500}, as: S}]
  B:
    spells: [{card: 神の宣告, as: SJ}]
steps:
  - {player: A, summon: S}
"""


def test_a_monster_whose_summon_is_pending_cannot_be_targeted_until_it_succeeds() -> None:
    b = played(BOARD)
    d = b.duel
    s, sj = d.cards[b.labels["S"]], d.cards[b.labels["SJ"]]
    ctx = Ctx(d, 1, sj, Effect(Kind.ACTIVATE, lambda res: None, text_en="a test", text_ja="テスト"))
    assert d.summoning(s)
    assert d.targeting_refusal(s, ctx) == SUMMONING
    run_step(STEPS, b, {"resolve": True})  # the summon succeeds
    assert not d.summoning(s) and d.targeting_refusal(s, ctx) == ""
