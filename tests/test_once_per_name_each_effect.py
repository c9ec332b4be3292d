"""`Effect.once_per_name` for a card with two such effects (「タロンズ・オブ・シュリーレン」): using one of them, from
one copy, keeps it from every copy of its player for the turn (`Duel.used_by_name`), while the other stays free."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.legality import activation_refusal

BOARD = """
turn: {number: 4, player: B, phase: main1}
players:
  A:
    hand: [タロンズ・オブ・シュリーレン]
    monsters: [タロンズ・オブ・シュリーレン, {stats: {race: 悪魔族}}]
"""
USED = "this effect of a card of this name was already used this turn"


def test_each_effect_is_counted_on_its_own() -> None:
    d = build(load(BOARD, "once_per_name"), "once_per_name", RULES).duel
    in_hand = d.cards[d.players[0].hand[0]]
    on_field = d.monsters_of(0)[0]
    defn = d.defs[in_hand.idx]
    assert defn is not None
    swap, strike = defn.effects[0], defn.effects[2]
    assert activation_refusal(d, 0, in_hand, 1, swap, (), None) != USED
    pl = d.players[0]
    pl.did = {**pl.did, d.name_use_key(on_field, 1): d.turn}  # what activating effect 1 of a copy notes
    assert d.used_by_name(0, in_hand, 1) and not d.used_by_name(0, in_hand, 3)
    assert activation_refusal(d, 0, in_hand, 1, swap, (), None) == USED
    assert activation_refusal(d, 0, on_field, 3, strike, (), None) != USED
