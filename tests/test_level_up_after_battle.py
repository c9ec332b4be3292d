"""`level_up_after_battle`'s note of a battle win (`note_battle_win`, `won_this_turn`): it holds for the card
object that won, this turn, while it stays face-up; turned face-down and up again it is a new card that won
nothing."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.cards.shared.level_monsters import note_battle_win, won_this_turn
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card, Pos

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: ホルスの黒炎竜 ＬＶ４, as: H}, {stats: {atk: 1}, as: X}]
"""


def _duel() -> tuple[Duel, dict[str, Card]]:
    d = build(load(BOARD, "lv"), "lv", RULES).duel
    return d, {c.label: c for c in d.cards if c.label}


def test_a_win_is_noted_for_the_winner_only() -> None:
    d, c = _duel()
    assert not won_this_turn(d, c["H"])
    note_battle_win(d, c["H"])
    assert won_this_turn(d, c["H"]) and not won_this_turn(d, c["X"])


def test_a_change_between_face_up_positions_keeps_it() -> None:
    d, c = _duel()
    note_battle_win(d, c["H"])
    d.set_position(c["H"], Pos.DEFENSE, Cause(0, Reason.EFFECT, c["X"].idx))
    assert won_this_turn(d, c["H"])


def test_turned_face_down_and_up_it_is_forgotten() -> None:
    d, c = _duel()
    note_battle_win(d, c["H"])
    d.set_position(c["H"], Pos.SET, Cause(1, Reason.EFFECT, c["X"].idx))
    d.set_position(c["H"], Pos.ATTACK, Cause(0, Reason.EFFECT, c["X"].idx))
    assert not won_this_turn(d, c["H"])
