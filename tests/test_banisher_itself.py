"""`shared.banishing.banisher` (「マクロコスモス」, 「光の追放者」, 「閃光の追放者」): cards that would go to the
graveyard are banished instead while the card is face-up on the field, but not the card itself: leaving the field,
it goes to the graveyard, while a card destroyed together with it is still banished."""

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
  B:
    BANISHER
"""


def _duel(banisher: str) -> Duel:
    return build(load(BOARD.replace("BANISHER", banisher), "banisher"), "banisher", RULES).duel


def _card(d: Duel, player: int, zone: str) -> Card:
    return d.cards[next(i for i in getattr(d.players[player], zone) if i >= 0)]


@pytest.mark.parametrize(("zone", "entry"), [
    ("spells", "spells: [{card: マクロコスモス, face: up}]"),
    ("monsters", "monsters: [{card: 光の追放者}]"),
])
def test_the_banisher_goes_to_the_graveyard_and_what_it_is_destroyed_with_is_banished(zone: str, entry: str) -> None:
    d = _duel(entry)
    banisher, other = _card(d, 1, zone), _card(d, 0, "monsters")
    d.destroy([banisher, other], Cause(1, Reason.EFFECT))
    assert (banisher.zone, other.zone) == (Zone.GRAVE, Zone.BANISHED)
