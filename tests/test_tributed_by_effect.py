"""A monster that card effects cannot tribute (`forbids=("be_tributed_by_effect",)`, 「魔王ディアボロス」): no cost,
ritual or effect may tribute it, while a tribute summon still may (`Duel.can_be_tributed` with the summoned
monster)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 魔王ディアボロス}]
    monsters: [{card: 魔王ディアボロス, position: POSITION}, {stats: {atk: 100, attribute: DARK}}]
"""


def _duel(position: str) -> Duel:
    return build(load(BOARD.replace("POSITION", position), "diabolos"), "diabolos", RULES).duel


def test_face_up_only_a_tribute_summon_takes_it() -> None:
    d = _duel("attack")
    on_field, other = (d.cards[i] for i in d.players[0].monsters if i >= 0)
    summoned = d.cards[d.players[0].hand[0]]
    assert not d.can_be_tributed(on_field)  # a cost or a ritual
    assert d.can_be_tributed(on_field, summoned)
    assert d.can_be_tributed(other)


def test_face_down_it_is_tributed_as_any_monster() -> None:
    d = _duel("set")
    on_field = d.cards[d.players[0].monsters[0]]
    assert d.can_be_tributed(on_field)
