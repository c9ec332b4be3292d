"""A decision with no option could never be answered: the duel would wait for good. It is refused where it is made,
with an error that names what asked (for a card's effect: the card and its chain link), so that a card whose
script forgets what its effect does when nothing is left to choose fails there, not with a stuck duel."""

from __future__ import annotations

import pytest

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.decision import Decision, NothingToChoose, Option
from arbiter.ocg.chain import ChainLink
from arbiter.ocg.effects import Resolution

BOARD = """turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [アンティ勝負]
"""


def test_a_decision_needs_an_option() -> None:
    with pytest.raises(NothingToChoose,
                       match=r"a choice of a card to discard \(discard a card\) for player 2 with no option"):
        Decision(1, "discard", [], "discard a card")
    assert Decision(1, "discard", [Option("x", "discard")]).options


def test_an_effect_asking_among_no_cards_names_its_card_and_link() -> None:
    d = build(load(BOARD, "board"), "board", RULES).duel
    ante = d.cards[d.players[0].hand[0]]
    link = ChainLink(0, ante.idx, ante.oid, 1, 1, (), d.effect_of(ante.idx, 1))
    link.number = 2
    with pytest.raises(NothingToChoose, match=r"Ante \(\d+\), resolving as chain link 2, asks player 1 to choose "
                                              "among no options"):
        Resolution(d, link).ask_cards([])
