"""An ignition effect that names its phases (`Effect(Kind.IGNITION, phases=...)`, 「ツーマンセルバトル」: the end phase)
is used by the turn player in those phases, in the phase's own window, and never in a main phase; one without
phases stays a main-phase effect."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.chain import Window
from arbiter.ocg.duel import Duel
from arbiter.ocg.legality import activation_refusal

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    spells: [{card: ツーマンセルバトル, face: up}, {card: デーモンの宣告, face: up}]
    hand: [{stats: {level: 4}}]
  B:
    hand: [{stats: {level: 4}}]
"""


def _refusals(d: Duel, player: int) -> list[str]:
    window = d.stack[-1] if isinstance(d.stack[-1], Window) else None
    out = []
    for c in (d.cards[i] for i in d.players[0].spells if i >= 0):
        defn = d.defs[c.idx]
        assert defn is not None
        out.append(activation_refusal(d, player, c, 2, defn.effects[1], (), window))
    return out


def _to_end_phase(d: Duel) -> None:
    d.act("phase:end")
    while d.phase != "end":
        assert d.pending is not None
        d.act(d.pending.options[0].key)


def test_not_in_a_main_phase() -> None:
    d = build(load(BOARD, "cell"), "cell", RULES).duel
    cell, oath = _refusals(d, 0)
    assert "end phase" in cell and oath == ""


def test_in_the_end_phase_by_the_turn_player_only() -> None:
    d = build(load(BOARD, "cell"), "cell", RULES).duel
    _to_end_phase(d)
    cell, oath = _refusals(d, 0)
    assert cell == "" and "main phase" in oath
    assert _refusals(d, 1)[0] != ""
