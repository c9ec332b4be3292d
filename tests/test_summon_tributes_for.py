"""A monster that may be tributed for the tribute summon of some monsters only (`Effect.summon_tributes_for`, read
by `Duel.can_be_tributed(c, summoned)`): refused for the tribute summon of any other monster, allowed for one that
passes, and still free for a cost or a ritual. Two tokens: 「雲魔物トークン」 (a Cloudian's summon only) and
「終焉の焔」's 「黒焔トークン」 (a DARK monster's only)."""

from __future__ import annotations

import pytest

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.cards.common import token_data
from arbiter.ocg.cards.shared.tokens import CLOUDIAN_TOKEN, DOOMSDAY_TOKEN
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card, Pos

# the token, and a hand of a monster its tribute summon may tribute it for, then one it may not
TOKENS = {
    "cloudian": (CLOUDIAN_TOKEN, "雲魔物トークン", "[{card: 雲魔物－ニンバスマン}, {stats: {level: 5}}]"),
    "doomsday": (DOOMSDAY_TOKEN, "黒焔トークン",
                 "[{stats: {level: 5, attribute: 闇}}, {stats: {level: 5, attribute: 光}}]"),
}


def _board(token_name: str) -> tuple[Duel, Card, Card, Card]:
    passcode, name, hand = TOKENS[token_name]
    board = f"turn: {{number: 3, player: A, phase: main1}}\nplayers:\n  A:\n    hand: {hand}\n"
    d = build(load(board, token_name), token_name, RULES).duel
    token = d.create_token(token_data(passcode, name), 0, Pos.DEFENSE, Cause(0, Reason.EFFECT, -1))
    assert token is not None
    allowed, refused = (d.cards[i] for i in d.players[0].hand)
    return d, token, allowed, refused


@pytest.mark.parametrize("token_name", sorted(TOKENS))
def test_the_token_is_tributed_for_some_monsters_summon_only(token_name: str) -> None:
    d, token, allowed, refused = _board(token_name)
    assert d.can_be_tributed(token, allowed)
    assert not d.can_be_tributed(token, refused)


@pytest.mark.parametrize("token_name", sorted(TOKENS))
def test_a_cost_or_a_ritual_may_still_tribute_it(token_name: str) -> None:
    d, token, _, _ = _board(token_name)
    assert d.can_be_tributed(token)
