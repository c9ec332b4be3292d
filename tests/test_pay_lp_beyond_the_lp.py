"""The duel never pays more LP than a player has: a card script that asks it (a legality check that let an
unpayable cost through) is stopped with an error naming the card, the duel as it was; paying exactly all of them
is paid as any cost is."""

from __future__ import annotations

import pytest

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.verbs import LPOverpaid

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    lp: 799
    hand: [{card: 早すぎた埋葬, as: PB}]
"""


def _duel() -> tuple[Duel, int]:
    d = build(load(BOARD, "pay-lp"), "pay-lp", RULES).duel
    return d, next(i for i, r in enumerate(d.refs) if r.label == "PB")


def test_a_payment_beyond_the_lp_is_an_error_naming_the_card_and_changes_nothing() -> None:
    d, pb = _duel()
    logged, events = len(d.log), len(d.this_thing)
    with pytest.raises(LPOverpaid) as err:
        d.pay_lp(0, 800, pb)
    assert "Premature Burial 「早すぎた埋葬」" in str(err.value)
    assert "pay 800 LP with 799 LP left" in str(err.value)
    assert d.players[0].lp == 799 and len(d.log) == logged and len(d.this_thing) == events


def test_paying_all_the_lp_is_paid() -> None:
    d, pb = _duel()
    d.pay_lp(0, 799, pb)
    assert d.players[0].lp == 0
