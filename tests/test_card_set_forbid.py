"""A continuous effect that forbids a card to be set (`forbids=("set",)`, read by `Duel.forbidden(c, "set")`): the
spell or trap card it affects is not offered to be set from the hand, the others still are (「禁止令」)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.legality import idle_options

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [死者蘇生, ブラック・ホール]
    spells: [{card: 魔法除去, face: up}]
"""


def test_the_affected_card_is_not_set() -> None:
    d = build(load(BOARD, "set-forbid"), "set-forbid", RULES).duel
    reborn, hole = d.players[0].hand
    source = d.cards[next(i for i in d.players[0].spells if i >= 0)]
    assert {f"setst:{reborn}", f"setst:{hole}"} <= {o.key for o in idle_options(d)}
    lock = Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == reborn, forbids=("set",),
                  text_en="it cannot be set", text_ja="セットできない")
    d.linger(source, 0, lock, Cause(0, Reason.EFFECT, source.idx), turns=1)
    keys = {o.key for o in idle_options(d)}
    assert f"setst:{reborn}" not in keys and f"setst:{hole}" in keys
