"""The Sarcophagi reach the field only by another card's effect (`define(placed_only=True)`,
「第二の棺」, 「第三の棺」): the hand offers neither their activation nor a set; other spells are offered both."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.legality import idle_options

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 第二の棺, as: C2}, {card: 第三の棺, as: C3}, {card: 強欲な壺, as: POG}]
    deck: [{stats: {atk: 100}}, {stats: {atk: 100}}]
"""


def test_only_placed_cards_are_never_offered_from_the_hand() -> None:
    sc = build(load(BOARD, "coffins"), "coffins", RULES)
    d = sc.duel
    offered = {(o.kind, d.cards[o.card].data.name_ja) for o in idle_options(d) if o.card >= 0}
    assert not any(name in ("第二の棺", "第三の棺") for _, name in offered)
    assert ("setst", "強欲な壺") in offered and ("activate", "強欲な壺") in offered
