"""The cards a ritual summon tributes move with events whose detail says so ("ritual", `Duel.send_to_grave`'s
`detail`), so that an effect can answer a ritual summon's tributes and no other tribute (「輪廻転生」)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{stats: {atk: 1}}, {stats: {atk: 2}}]
"""


def _board() -> Duel:
    d = build(load(BOARD, "rite"), "rite", RULES).duel
    # as if a card answered "tributed" events: the duel keeps those of the last thing that happened for it
    d.responder_kinds = frozenset({"tributed"})
    return d


def test_a_ritual_tribute_carries_its_detail() -> None:
    d = _board()
    first, second = (i for i in d.players[0].monsters if i >= 0)
    d.send_to_grave([first], Cause(0, Reason.EFFECT, -1), "tributed", "ritual")
    d.send_to_grave([second], Cause(0, Reason.EFFECT, -1), "tributed")
    tributes = [(ev.card, ev.detail) for ev in d.answerable_events() if ev.kind == "tributed"]
    assert tributes == [(first, "ritual"), (second, "")]
