"""A monster that may be tributed for the tribute summon of some monsters only, while costs and rituals may tribute it
as usual (`Effect.summon_tributes_for`, read by `Duel.can_be_tributed(c, summoned)`; 「終焉の焔」's tokens: a DARK
monster's)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.cards.common import token_data
from arbiter.ocg.cards.shared.tokens import DOOMSDAY_TOKEN
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card, Pos

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{stats: {level: 5, attribute: 闇}}, {stats: {level: 5, attribute: 光}}]
"""


def _board() -> tuple[Duel, Card, Card, Card]:
    d = build(load(BOARD, "doomsday"), "doomsday", RULES).duel
    token = d.create_token(token_data(DOOMSDAY_TOKEN, "黒焔トークン"), 0, Pos.DEFENSE, Cause(0, Reason.EFFECT, -1))
    assert token is not None
    dark, light = (d.cards[i] for i in d.players[0].hand)
    return d, token, dark, light


def test_only_a_dark_monsters_tribute_summon_may_tribute_it() -> None:
    d, token, dark, light = _board()
    assert d.can_be_tributed(token, dark)
    assert not d.can_be_tributed(token, light)


def test_a_cost_or_a_ritual_may_tribute_it() -> None:
    d, token, _, _ = _board()
    assert d.can_be_tributed(token)
