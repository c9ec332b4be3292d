"""`Duel.answering`: the events the innermost open priority window answers, which a chain built in that window
answers too (「侵略の炎」's "when this card is summoned" lock reads it)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 見習い魔術師}]
"""


def _duel() -> Duel:
    return build(load(BOARD, "window"), "window", RULES).duel


def _answer(d: Duel, prefix: str) -> None:
    assert d.pending is not None
    d.act(next(o.key for o in d.pending.options if o.key.startswith(prefix)))


def test_no_window_answers_anything_at_an_open_main_phase() -> None:
    d = _duel()
    assert d.answering() == ()


def test_the_window_after_a_normal_summon_answers_that_summon() -> None:
    d = _duel()
    magician = next(c for c in d.cards if c.data.passcode == 9156135)
    _answer(d, "summon:")
    while d.answering() and d.answering()[0].kind == "summoning":  # the window for negating the summon first
        _answer(d, "pass")
    assert [(e.kind, e.card, e.detail) for e in d.answering()] == [("summoned", magician.idx, "normal")]
