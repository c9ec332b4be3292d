"""`summon_responses.just_summoned`: the monster an answering trap may target is the one just summoned or flip
summoned, and with `special=True` (「粘着落とし穴」's "召喚・反転召喚・特殊召喚") also the one just special summoned;
`by_opponent` keeps the activator's own summons out."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Event, Reason
from arbiter.ocg.cards.shared.summon_responses import just_summoned
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.state import Card

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{stats: {atk: 1800}, as: M}]
  B:
    spells: [{stats: {atk: 1}, as: T}]
"""


def _duel() -> tuple[Duel, Card, Card]:
    d = build(load(BOARD, "summon_responses"), "summon_responses", RULES).duel
    m = d.cards[next(i for i in d.players[0].monsters if i >= 0)]
    t = d.cards[next(i for i in d.players[1].spells if i >= 0)]
    return d, m, t


def _ctx(d: Duel, t: Card, player: int, kind: str, m: Card, by: int) -> Ctx:
    ev = Event(kind, Cause(by, Reason.RULE, m.idx), m.idx, by)
    return Ctx(d, player, t, Effect(Kind.ACTIVATE, lambda res: None), events=(ev,))


def test_a_special_summon_counts_only_with_special() -> None:
    d, m, t = _duel()
    assert not just_summoned(True, "", "", 0)(_ctx(d, t, 1, "special_summoned", m, 0), m)
    assert just_summoned(True, "", "", 0, special=True)(_ctx(d, t, 1, "special_summoned", m, 0), m)
    assert just_summoned(True, "", "", 0)(_ctx(d, t, 1, "summoned", m, 0), m)


def test_the_activators_own_summon_is_kept_out_by_opponent() -> None:
    d, m, t = _duel()
    assert not just_summoned(True, "", "", 0, special=True)(_ctx(d, t, 0, "special_summoned", m, 0), m)
    assert just_summoned(False, "atk", ">=", 1500, special=True)(_ctx(d, t, 0, "special_summoned", m, 0), m)
