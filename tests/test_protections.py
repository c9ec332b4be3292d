"""Protections left on one monster object: its effects cannot be negated, card effects do not destroy it
(「ビークロイド・コネクション・ゾーン」's lingering effect, `Effect.unnegatable` / `Effect.effect_proof`)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.carddata import CardData, default_db
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import CardDef, Effect, Kind
from arbiter.ocg.registry import DEFS
from arbiter.ocg.state import Card, Pos, Zone

TEST_CODE = 999_000_002  # not a real passcode
SKILL_DRAIN = 82732705


@pytest.fixture
def board() -> Iterator[tuple[Duel, Card]]:
    DEFS[TEST_CODE] = CardDef(TEST_CODE, (Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx,
                                                 atk=lambda ctx, c: 500),))
    monster = CardData(TEST_CODE, "テスト", "Test Monster", "monster", frozenset({"effect"}), "EARTH", "Warrior", 4,
                       1000, 1000)
    d = Duel(1)
    m = d.add_card(monster, 0, Zone.MONSTERS, Pos.ATTACK, label="M")
    drain = d.add_card(default_db().get(SKILL_DRAIN), 1, Zone.SPELLS, Pos.UP, label="SD")
    d.turn_on(drain)
    yield d, m
    del DEFS[TEST_CODE]


def test_a_continuous_negation_and_destruction_reach_an_unprotected_monster(board: tuple[Duel, Card]) -> None:
    d, m = board
    assert d.atk(m) == 1000  # 「スキルドレイン」 negates its +500
    d.destroy([m], Cause(1, Reason.EFFECT, d.cards.index(next(c for c in d.cards if c.label == "SD"))))
    assert m.zone is Zone.GRAVE


def test_a_protected_monster_keeps_its_effects_and_is_not_destroyed_by_effects(board: tuple[Duel, Card]) -> None:
    d, m = board
    shield = Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == m.idx, unnegatable=True, effect_proof=True)
    d.linger(m, 0, shield, Cause(0, Reason.EFFECT, m.idx), turns=None, while_there=m)
    assert d.atk(m) == 1500
    drain = next(c for c in d.cards if c.label == "SD")
    d.destroy([m], Cause(1, Reason.EFFECT, drain.idx))
    assert m.zone is Zone.MONSTERS
    d.destroy([m], Cause(1, Reason.RULE))  # not a card effect
    assert m.zone is Zone.GRAVE
