"""`Duel.reverse_boosts` (「あまのじゃくの呪い」): until the end of the turn every raise and fall of ATK and DEF does
the opposite, a lasting `boost` and a continuous `atk` effect alike, whenever it was made; a value an effect sets
stays, and what is added after it turns over too. That it is over the next turn:
tests/cards/ocg/era-reverse-trap-turns-a-raise-into-a-fall.yaml."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{stats: {atk: 1000, def: 1000}}, {stats: {atk: 1000, def: 1000, race: ドラゴン族}}]
    field: [{card: 山, face: up}]
"""
CAUSE = Cause(0, Reason.EFFECT)


def _board() -> tuple[Duel, Card, Card]:
    d = build(load(BOARD, "reverse"), "reverse", RULES).duel
    plain, dragon = (d.cards[i] for i in d.players[0].monsters if i >= 0)
    return d, plain, dragon


def test_boosts_and_continuous_changes_turn_over() -> None:
    d, plain, dragon = _board()
    d.boost(plain, 500, -300, CAUSE)
    assert (d.atk(plain), d.defense(plain), d.atk(dragon)) == (1500, 700, 1200)
    d.reverse_boosts(CAUSE)
    assert (d.atk(plain), d.defense(plain), d.atk(dragon)) == (500, 1300, 800)
    d.boost(plain, 200, 0, CAUSE)  # a raise made afterwards lowers too
    assert d.atk(plain) == 300


def test_a_set_value_stays_and_what_is_added_after_it_turns_over() -> None:
    d, plain, _ = _board()
    d.reverse_boosts(CAUSE)
    d.set_stat(plain, True, 2000, CAUSE)
    assert d.atk(plain) == 2000
    d.boost(plain, 300, 0, CAUSE)
    assert d.atk(plain) == 1700
