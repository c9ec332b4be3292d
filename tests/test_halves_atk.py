"""`Effect.halves_atk`: a continuous effect that halves the affected monsters' ATK only (rounded up, after every
other change, as `halves` does for both values): 「銀幕の鏡壁」 on the opponent's attacking monster."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card

BOARD = """
turn: {number: 3, player: B, phase: "battle:battle"}
players:
  A:
    spells: [{card: 銀幕の鏡壁, face: up}]
  B:
    monsters: [{stats: {atk: 1001, def: 999}}, {stats: {atk: 1600, def: 1600}}]
"""


def _board() -> tuple[Duel, Card, Card]:
    d = build(load(BOARD, "halves_atk"), "halves_atk", RULES).duel
    one, two = (d.cards[i] for i in d.players[1].monsters if i >= 0)
    return d, one, two


def _attack(d: Duel, c: Card) -> None:
    assert d.pending is not None
    d.act(next(o.key for o in d.pending.options if o.kind == "attack" and o.card == c.idx))


def test_only_the_attackers_atk_is_halved_after_a_boost() -> None:
    d, one, two = _board()
    assert (d.atk(one), d.defense(one)) == (1001, 999)
    d.boost(one, 999, 0, Cause(1, Reason.EFFECT, one.idx))
    _attack(d, one)
    assert (d.atk(one), d.defense(one)) == (1000, 999)  # (1001 + 999) / 2; DEF untouched
    assert d.atk(two) == 1600  # not attacking


def test_rounded_up() -> None:
    d, one, _ = _board()
    _attack(d, one)
    assert d.atk(one) == 501
