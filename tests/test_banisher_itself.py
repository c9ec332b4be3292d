"""`shared.banishing.banisher` (「マクロコスモス」, 「光の追放者」, 「閃光の追放者」): cards that would go to the graveyard
are banished instead while the card is face-up, but not the card itself: leaving the field, it is no longer there to
apply, so it goes to the graveyard (cards destroyed together with it are still banished)."""

from __future__ import annotations

import pytest

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card, Zone

BOARD = """
turn: {number: 3, player: B, phase: main1}
players:
  A:
    monsters: [{stats: {atk: 1}}]
    MINE
"""


def _duel(mine: str) -> Duel:
    return build(load(BOARD.replace("MINE", mine), "banisher"), "banisher", RULES).duel


def _named(d: Duel, name: str) -> Card:
    return next(c for c in d.cards if c.data.name_ja == name)


@pytest.mark.parametrize(("name", "entry"), [
    ("マクロコスモス", "spells: [{card: マクロコスモス, face: up}]"),
    ("光の追放者", "hand: []\n    graveyard: []\n  B:\n    monsters: [{card: 光の追放者}]"),
])
def test_the_banisher_itself_goes_to_the_graveyard(name: str, entry: str) -> None:
    d = _duel(entry)
    banisher = _named(d, name)
    other = d.cards[d.players[0].monsters[0]] if d.players[0].monsters[0] >= 0 else None
    assert other is not None
    d.destroy([banisher, other], Cause(1, Reason.EFFECT))
    assert banisher.zone is Zone.GRAVE
    assert other.zone is Zone.BANISHED
