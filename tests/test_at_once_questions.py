"""An at-once effect that asks (`Kind.AT_ONCE` with `asks=True`, `chain.AtOnce`): the duel stops at its question with
nothing of the effect applied yet, and each answer applies it again from the start with the answers so far
(「おジャマ・ナイト」 designating up to 2 of the opponent's unused monster zones as it turns face-up)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Pos, Zone

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    extra: [{card: おジャマ・ナイト, as: OK}]
"""


def _summoned() -> Duel:
    d = build(load(BOARD, "at-once"), "at-once", RULES).duel
    ok = next(c for c in d.cards if c.label == "OK")
    d.special_summon(ok, 0, Pos.ATTACK, Cause(0, Reason.EFFECT, ok.idx))
    d.pending = None
    d.advance()
    return d


def test_the_question_comes_before_anything_applies() -> None:
    d = _summoned()
    assert d.pending is not None and d.pending.kind == "zone" and d.pending.player == 0
    assert d.blocked_slots(1, Zone.MONSTERS) == frozenset()
    assert {o.key for o in d.pending.options} == {"zone:1", "zone:2", "zone:3", "zone:4", "zone:5", "no"}


def test_each_answer_applies_it_again_with_the_answers_so_far() -> None:
    d = _summoned()
    d.act("zone:2")
    assert d.pending is not None and d.pending.kind == "zone"
    assert d.blocked_slots(1, Zone.MONSTERS) == frozenset()  # not applied until the last question is answered
    assert "zone:2" not in {o.key for o in d.pending.options}
    d.act("zone:4")
    assert d.blocked_slots(1, Zone.MONSTERS) == frozenset({1, 3})
    assert d.pending is not None and d.pending.kind != "zone"


def test_declining_applies_nothing_more() -> None:
    d = _summoned()
    d.act("no")
    assert d.blocked_slots(1, Zone.MONSTERS) == frozenset()
