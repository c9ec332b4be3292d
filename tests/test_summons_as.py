"""Summons that count as made by another card's effect (`summon_conditions.summons_as`, read by `by_effect_of` and
the fusion record): 「ダーク・コーリング」's count as 「ダーク・フュージョン」's, so an Evil HERO allows them, and not
「融合」's."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg import summon_conditions
from arbiter.ocg.duel import Duel

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [ダーク・コーリング, 融合, ダーク・フュージョン]
    extra: [Ｅ－ＨＥＲＯ インフェルノ・ウィング]
"""
DARK_CALLING, POLYMERIZATION, DARK_FUSION, INFERNO_WING = 12071500, 24094653, 94820406, 22160245


def _duel() -> Duel:
    return build(load(BOARD, "as"), "as", RULES).duel


def _idx(d: Duel, passcode: int) -> int:
    return next(c.idx for c in d.cards if c.data.passcode == passcode)


def test_a_summon_counts_as_made_by_the_other_cards_effect() -> None:
    d = _duel()
    wing = d.cards[_idx(d, INFERNO_WING)]

    def cause(passcode: int) -> Cause:
        return Cause(0, Reason.EFFECT, _idx(d, passcode))

    assert summon_conditions.summoned_by(d, cause(DARK_CALLING)) == DARK_FUSION
    assert summon_conditions.summoned_by(d, cause(POLYMERIZATION)) == POLYMERIZATION
    assert summon_conditions.allows(d, wing, cause(DARK_CALLING), "fusion", 0)
    assert summon_conditions.allows(d, wing, cause(DARK_FUSION), "fusion", 0)
    assert not summon_conditions.allows(d, wing, cause(POLYMERIZATION), "fusion", 0)
