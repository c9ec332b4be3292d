"""A monster that may be tributed for the tribute summon of some monsters only (`Effect.summon_tributes_for`, read
by `Duel.can_be_tributed(c, summoned)`): refused for the tribute summon of any other monster, allowed for one that
passes, and still free for a cost (「雲魔物トークン」)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.cards.common import token_data
from arbiter.ocg.cards.shared.tokens import CLOUDIAN_TOKEN
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card, Pos

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 雲魔物－ニンバスマン}, {stats: {level: 5}}]
"""


def _board() -> tuple[Duel, Card, Card, Card]:
    d = build(load(BOARD, "cloudian-token"), "cloudian-token", RULES).duel
    token = d.create_token(token_data(CLOUDIAN_TOKEN, "雲魔物トークン"), 0, Pos.DEFENSE, Cause(0, Reason.EFFECT, -1))
    assert token is not None
    cloudian, other = (d.cards[i] for i in d.players[0].hand)
    return d, token, cloudian, other


def test_a_cloudian_token_is_tributed_for_a_cloudians_summon_only() -> None:
    d, token, cloudian, other = _board()
    assert d.can_be_tributed(token, cloudian)
    assert not d.can_be_tributed(token, other)


def test_a_cost_may_still_tribute_it() -> None:
    d, token, _, _ = _board()
    assert d.can_be_tributed(token)
