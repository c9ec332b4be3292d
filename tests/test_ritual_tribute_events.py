"""The cards a ritual summon tributes move with events whose detail says so ("ritual", `Duel.send_to_grave`'s
`detail`), so that an effect can answer a ritual summon's tributes and no other tribute (「輪廻転生」)."""

from __future__ import annotations

import pytest

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Event, Reason
from arbiter.ocg.duel import Duel

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{stats: {atk: 1}}, {stats: {atk: 2}}]
"""


def _seen(monkeypatch: pytest.MonkeyPatch) -> tuple[Duel, list[Event]]:
    d = build(load(BOARD, "rite"), "rite", RULES).duel
    seen: list[Event] = []
    record = d.record

    def spy(ev: Event) -> None:
        seen.append(ev)
        record(ev)

    monkeypatch.setattr(d, "record", spy)
    return d, seen


def test_a_ritual_tribute_carries_its_detail(monkeypatch: pytest.MonkeyPatch) -> None:
    d, seen = _seen(monkeypatch)
    first, second = (i for i in d.players[0].monsters if i >= 0)
    d.send_to_grave([first], Cause(0, Reason.EFFECT, -1), "tributed", "ritual")
    d.send_to_grave([second], Cause(0, Reason.EFFECT, -1), "tributed")
    tributes = [(ev.card, ev.detail) for ev in seen if ev.kind == "tributed"]
    assert tributes == [(first, "ritual"), (second, "")]
