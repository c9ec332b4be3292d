"""An effect used once a turn for all the cards of its name, each effect on its own (`Effect.once_per_name`,
「タロンズ・オブ・シュリーレン」): its activation bans that effect of the name for its player for the rest of the turn
(`Duel.ban_name(..., "effect N")`), read by `legality.activation_refusal`; the card's other effects stay free."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.legality import activation_refusal

BOARD = """
turn: {number: 4, player: B, phase: main1}
players:
  A:
    hand: [タロンズ・オブ・シュリーレン]
    monsters: [タロンズ・オブ・シュリーレン, {stats: {race: 悪魔族}}]
"""
TALONS = 74150658
USED = "this effect of a card of its name was already used this turn"


def test_the_ban_covers_that_effect_of_every_copy() -> None:
    d = build(load(BOARD, "once_per_name"), "once_per_name", RULES).duel
    in_hand = d.cards[d.players[0].hand[0]]
    on_field = d.monsters_of(0)[0]
    defn = d.defs[in_hand.idx]
    assert defn is not None
    swap, strike = defn.effects[0], defn.effects[2]
    assert activation_refusal(d, 0, in_hand, 1, swap, (), None) != USED
    d.ban_name(TALONS, "effect 1", Cause(0, Reason.RULE, in_hand.idx), player=0)
    assert activation_refusal(d, 0, in_hand, 1, swap, (), None) == USED
    assert activation_refusal(d, 0, on_field, 3, strike, (), None) != USED
