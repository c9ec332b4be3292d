""""Only one card of this name may be activated a turn" (`Effect.name_once` on a card's activation): once a player
activated a card of the name, they activate no other card of it that turn (`Duel.ban_name(..., "activate_card")`),
but the activated effects of a face-up card of the name stay free: the limit is on the card's activation only."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from arbiter.ocg.carddata import CardData
from arbiter.ocg.cards.common import nothing
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import CardDef, Effect, Kind
from arbiter.ocg.registry import DEFS
from arbiter.ocg.state import Pos, Zone
from arbiter.ocg.turn import Turn

LANTERN = 999_000_042  # a continuous spell: its activation once a turn by name, and a quick effect on the field


@pytest.fixture
def duel() -> Iterator[Duel]:
    DEFS[LANTERN] = CardDef(LANTERN, (Effect(Kind.ACTIVATE, nothing, name_once=True), Effect(Kind.QUICK, nothing)))
    lantern = CardData(LANTERN, "灯籠", "Lantern", "spell", frozenset({"continuous"}), None, None, None, None, None)
    d = Duel(1)
    for p in (0, 1):
        for _ in range(5):
            d.add_card(lantern, p, Zone.DECK)
    d.add_card(lantern, 0, Zone.SPELLS, Pos.SET, label="set1")
    d.add_card(lantern, 0, Zone.SPELLS, Pos.SET, label="set2")
    d.add_card(lantern, 0, Zone.SPELLS, Pos.UP, label="up").active = True
    d.turn, d.tp = 3, 0
    d.stack.append(Turn("main1"))
    d.advance()
    yield d
    del DEFS[LANTERN]


def idx(d: Duel, label: str) -> int:
    return next(c.idx for c in d.cards if c.label == label)


def keys(d: Duel) -> set[str]:
    assert d.pending is not None
    return {o.key for o in d.pending.options}


def test_a_second_card_is_not_activated_but_a_face_up_ones_effect_is(duel: Duel) -> None:
    d = duel
    assert {f"activate:{idx(d, 'set1')}:1", f"activate:{idx(d, 'set2')}:1", f"activate:{idx(d, 'up')}:2"} <= keys(d)
    d.act(f"activate:{idx(d, 'set1')}:1")
    while d.chain:
        d.act("pass")  # the chain resolves: back to the turn player's open state
    assert d.cards[idx(d, "set1")].active
    assert f"activate:{idx(d, 'set2')}:1" not in keys(d)
    assert f"activate:{idx(d, 'up')}:2" in keys(d)
