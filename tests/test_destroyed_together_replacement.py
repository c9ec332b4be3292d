"""Cards destroyed together leave at the same time: the replacement effect of one of them still applies to the
others, whichever of them the engine moves first (「レッサー・デーモン」 destroyed in the same battle as its victim)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest

from arbiter.kernel.events import Cause, Event, Reason
from arbiter.ocg.carddata import CardData
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import CardDef, Ctx, Effect, Kind
from arbiter.ocg.registry import DEFS
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.turn import Turn
from made_up_duels import VANILLA, decked_duel

# a test card: "another monster destroyed goes to the banished zone instead of the graveyard" (not a real card)
EXILER = 999_000_041


def _other_destroyed(ctx: Ctx, ev: Event) -> bool:
    return ev.kind == "destroyed" and ev.card != ctx.card.idx and ev.dst == int(Zone.GRAVE)


@pytest.fixture
def duel() -> Iterator[Duel]:
    DEFS[EXILER] = CardDef(EXILER, (Effect(Kind.REPLACEMENT, when=_other_destroyed,
                                           instead=lambda ctx, ev: dataclasses.replace(ev, dst=int(Zone.BANISHED))),))
    exiler = CardData(EXILER, "追放者", "Exiler", "monster", frozenset({"effect"}), "DARK", "Fiend", 4, 0, 0)
    d = decked_duel()
    d.add_card(exiler, 0, Zone.MONSTERS, Pos.ATTACK, label="exiler")
    d.add_card(VANILLA, 1, Zone.MONSTERS, Pos.ATTACK, label="foe")
    d.turn, d.tp = 3, 0
    d.stack.append(Turn("main1"))
    d.advance()
    yield d
    del DEFS[EXILER]


def card(d: Duel, label: str) -> Card:
    return next(c for c in d.cards if c.label == label)


@pytest.mark.parametrize("exiler_first", [True, False])
def test_a_replacement_of_a_card_destroyed_together_applies_in_either_order(duel: Duel, exiler_first: bool) -> None:
    d = duel
    ex, foe = card(d, "exiler"), card(d, "foe")
    d.destroy([ex, foe] if exiler_first else [foe, ex], Cause(0, Reason.EFFECT))
    assert ex.zone is Zone.GRAVE  # its effect replaces only what happens to other cards
    assert foe.zone is Zone.BANISHED


def test_a_card_destroyed_before_replaces_nothing_later(duel: Duel) -> None:
    d = duel
    ex, foe = card(d, "exiler"), card(d, "foe")
    d.destroy([ex], Cause(0, Reason.EFFECT))
    d.destroy([foe], Cause(0, Reason.EFFECT))
    assert foe.zone is Zone.GRAVE
