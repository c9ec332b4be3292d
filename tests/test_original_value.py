"""A "?" monster's own value (`Effect.original_value`, R004-032): it is the monster's original ATK or DEF, not a
raise, so an original value an effect sets replaces it and a reversal of raises leaves it alone; the other
continuous changes still apply on top of either."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card

# 「ロストガーディアン」 (printed ATK 100, DEF "?"): 700 DEF for each Rock its controller has banished
BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters:
      - {card: ロストガーディアン, as: LG}
    banished:
      - {stats: {race: Rock}, as: r1}
      - {stats: {race: Rock}, as: r2}
"""


def _board() -> tuple[Duel, Card]:
    d: Duel = build(load(BOARD, "original-value"), "original-value", RULES).duel
    return d, next(c for c in d.cards if c.label == "LG")


def _cause() -> Cause:
    return Cause(0, Reason.EFFECT, -1)


def test_the_own_value_counts_while_no_effect_set_the_original() -> None:
    d, lg = _board()
    assert d.defense(lg) == 1400


def test_an_original_value_set_by_an_effect_replaces_it() -> None:
    d, lg = _board()
    d.set_stat(lg, False, 100, _cause(), original=True)
    assert d.defense(lg) == 100  # not 100 + 1400
    d.next_thing()
    d.boost(lg, 0, 300, _cause())
    assert d.defense(lg) == 400  # a raise still applies on top


def test_a_reversal_of_raises_leaves_it_alone() -> None:
    d, lg = _board()
    d.reverse_boosts(_cause())
    assert d.defense(lg) == 1400
    d.boost(lg, 0, 300, _cause())
    assert d.defense(lg) == 1100  # the raise is reversed, the own value is not
