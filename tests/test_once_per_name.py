""""This effect of cards of this name once a turn" (`Effect.once_per_name`, `Duel.used_by_name`): once a player
activated it, their other cards of that name do not offer it again that turn; the opponent's still do, and so
do the card's other effects. And "only one card of this name may be activated a turn" (`Effect.name_once` on a
card's activation, `Duel.ban_name(..., "activate_card")`): the player activates no other card of the name that turn,
but the activated effects of a face-up card of the name stay free."""

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
from made_up_duels import decked_duel

HERMIT = 999_000_041  # two quick effects that do nothing: the first once a turn by name
LANTERN = 999_000_042  # a continuous spell: its activation once a turn by name, and a quick effect on the field


@pytest.fixture
def duel() -> Iterator[Duel]:
    DEFS[HERMIT] = CardDef(HERMIT, (Effect(Kind.QUICK, nothing, once_per_name=True), Effect(Kind.QUICK, nothing)))
    hermit = CardData(HERMIT, "隠者", "Hermit", "monster", frozenset({"effect"}), "EARTH", "Warrior", 4, 0, 0)
    d = Duel(1)
    for p in (0, 1):
        for _ in range(5):
            d.add_card(hermit, p, Zone.DECK)
        for k in (1, 2):
            d.add_card(hermit, p, Zone.MONSTERS, Pos.ATTACK, label=f"{'ab'[p]}{k}")
    d.turn, d.tp = 3, 0
    d.stack.append(Turn("main1"))
    d.advance()
    yield d
    del DEFS[HERMIT]


def idx(d: Duel, label: str) -> int:
    return next(c.idx for c in d.cards if c.label == label)


def keys(d: Duel) -> set[str]:
    assert d.pending is not None
    return {o.key for o in d.pending.options}


def test_the_effect_is_used_once_by_name_per_player(duel: Duel) -> None:
    d = duel
    assert {f"activate:{idx(d, 'a1')}:1", f"activate:{idx(d, 'a2')}:1"} <= keys(d)
    d.act(f"activate:{idx(d, 'a1')}:1")
    # the opponent answers: their own copies still offer it
    assert f"activate:{idx(d, 'b1')}:1" in keys(d)
    d.act("pass")
    assert f"activate:{idx(d, 'a2')}:1" not in keys(d)
    assert f"activate:{idx(d, 'a2')}:2" in keys(d)  # the card's other effect is not limited


@pytest.fixture
def lanterns() -> Iterator[Duel]:
    DEFS[LANTERN] = CardDef(LANTERN, (Effect(Kind.ACTIVATE, nothing, name_once=True), Effect(Kind.QUICK, nothing)))
    lantern = CardData(LANTERN, "灯籠", "Lantern", "spell", frozenset({"continuous"}), None, None, None, None, None)
    d = decked_duel(lantern)
    d.add_card(lantern, 0, Zone.SPELLS, Pos.SET, label="set1")
    d.add_card(lantern, 0, Zone.SPELLS, Pos.SET, label="set2")
    d.add_card(lantern, 0, Zone.SPELLS, Pos.UP, label="up").active = True
    d.turn, d.tp = 3, 0
    d.stack.append(Turn("main1"))
    d.advance()
    yield d
    del DEFS[LANTERN]


def test_a_second_card_is_not_activated_but_a_face_up_ones_effect_is(lanterns: Duel) -> None:
    d = lanterns
    assert {f"activate:{idx(d, 'set1')}:1", f"activate:{idx(d, 'set2')}:1", f"activate:{idx(d, 'up')}:2"} <= keys(d)
    d.act(f"activate:{idx(d, 'set1')}:1")
    while d.chain:
        d.act("pass")  # the chain resolves: back to the turn player's open state
    assert d.cards[idx(d, "set1")].active
    assert f"activate:{idx(d, 'set2')}:1" not in keys(d)
    assert f"activate:{idx(d, 'up')}:2" in keys(d)


def test_a_use_once_a_duel_outlasts_the_turn() -> None:
    """`Effect.name_once_a_duel`: the use is kept for the rest of the duel, not just the turn (「Ｄ－ＨＥＲＯ
    ディスクガイ」); a use once a turn is not."""
    hermit = CardData(HERMIT, "隠者", "Hermit", "monster", frozenset({"effect"}), "EARTH", "Warrior", 4, 0, 0)
    for a_duel in (False, True):
        DEFS[HERMIT] = CardDef(HERMIT, (Effect(Kind.QUICK, nothing, once_per_name=True, name_once_a_duel=a_duel),))
        try:
            d = Duel(1)
            c = d.add_card(hermit, 0, Zone.MONSTERS, Pos.ATTACK)
            d.turn = 3
            pl = d.players[0]
            pl.did = {**pl.did, d.name_use_key(c, 1): 3}
            assert d.used_by_name(0, c, 1)
            d.turn = 5
            assert d.used_by_name(0, c, 1) is a_duel
        finally:
            del DEFS[HERMIT]
