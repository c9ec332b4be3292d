"""「ピケルの読心術」 leaves a lasting `sees_draws` effect: its player is shown each card the opponent draws until the
opponent's second end phase, and no longer after it."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    spells: [{card: ピケルの読心術}]
"""


def _activated() -> Duel:
    d = build(load(BOARD, "sight"), "sight", RULES).duel
    sight = next(c.idx for c in d.cards if c.data.passcode == 58015506)
    assert d.pending is not None
    d.act(next(o.key for o in d.pending.options if o.card == sight))
    while d.pending is not None and d.pending.kind == "window":
        d.act("pass")
    return d


def _draw_top(d: Duel, player: int) -> int:
    top = d.players[player].deck[-1]
    d.draw(player, 1, d.rule_cause(player))
    return top


def test_the_opponents_draws_are_shown_until_their_second_end_phase() -> None:
    d = _activated()
    assert d.sees(0, d.cards[_draw_top(d, 1)])
    d.turn = d.nth_turn_of(1, 2)
    assert d.sees(0, d.cards[_draw_top(d, 1)])


def test_nothing_is_shown_after_it() -> None:
    d = _activated()
    d.turn = d.nth_turn_of(1, 2) + 1
    assert not d.sees(0, d.cards[_draw_top(d, 1)])


def test_activated_in_the_opponents_turn_that_turn_is_the_first() -> None:
    board = BOARD.replace("number: 3, player: A", "number: 4, player: B")
    d = build(load(board, "sight"), "sight", RULES).duel
    sight = next(c.idx for c in d.cards if c.data.passcode == 58015506)
    assert d.pending is not None and d.pending.kind == "idle"
    d.answer(next(o for o in d.pending.options if o.kind == "phase"))  # B moves on: A gets a window
    d.act(next(o.key for o in d.pending.options if o.card == sight))
    while d.pending is not None and d.pending.kind == "window":
        d.act("pass")
    assert d.sees(0, d.cards[_draw_top(d, 1)])
    d.turn = 6  # B's next turn holds their second end phase
    assert d.sees(0, d.cards[_draw_top(d, 1)])
    d.turn = 8
    assert not d.sees(0, d.cards[_draw_top(d, 1)])
