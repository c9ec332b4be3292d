"""A cost that sends a card "from your hand or set on your field" (`Cost(hand_send=..., hand_send_set=True)`, read by
`costs.hand_cost_candidates`): set cards of the spell & trap zones may pay it, face-up ones may not, and without the
flag only the hand does (「暗黒の魔再生」)."""

from __future__ import annotations

import dataclasses

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.costs import hand_cost_candidates

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [死者蘇生]
    spells: [{card: 死者蘇生}, {card: 死者蘇生, face: up}]
    graveyard: [暗黒の魔再生]
"""


def test_set_cards_may_pay_it() -> None:
    d = build(load(BOARD, "send-set"), "send-set", RULES).duel
    regen = d.cards[d.players[0].grave[0]]
    defn = d.defs[regen.idx]
    assert defn is not None
    eff = defn.effects[1]
    hand = d.players[0].hand[0]
    set_one, _face_up = (i for i in d.players[0].spells if i >= 0)
    assert {c.idx for c in hand_cost_candidates(d, 0, regen, eff)} == {hand, set_one}
    plain = dataclasses.replace(eff, cost=dataclasses.replace(eff.cost, hand_send_set=False))
    assert {c.idx for c in hand_cost_candidates(d, 0, regen, plain)} == {hand}
