"""A continuous effect that destroys cards at once, with no chain link, whenever the board changes
(`Effect.destroys`, checked by `Duel.destroy_unsupported`): 「コトダマ」. It acts only while its card is face-up on the
field with its effects applying, as its card's effect."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from arbiter.ocg.carddata import CardData
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import CardDef, Ctx, Effect, Kind
from arbiter.ocg.registry import DEFS
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.turn import Turn
from made_up_duels import decked_duel

WEEDER = 999_000_021  # "while face-up, monsters with 0 ATK are destroyed"


def _zero_atk(ctx: Ctx) -> list[Card]:
    d = ctx.duel
    return [m for p in (0, 1) for m in d.monsters_of(p) if m.face_up and d.atk(m) == 0]


@pytest.fixture
def duel() -> Iterator[Duel]:
    DEFS[WEEDER] = CardDef(WEEDER, (Effect(Kind.CONTINUOUS, destroys=_zero_atk),))
    weeder = CardData(WEEDER, "草刈", "Weeder", "monster", frozenset({"effect"}), "EARTH", "Warrior", 4, 1000, 1000)
    zero = CardData(0, "零", "Zero", "monster", frozenset({"normal"}), "EARTH", "Warrior", 1, 0, 0)
    d = decked_duel(zero)
    d.add_card(weeder, 0, Zone.MONSTERS, Pos.SET, label="weeder")
    d.add_card(zero, 1, Zone.MONSTERS, Pos.ATTACK, label="up")
    d.add_card(zero, 1, Zone.MONSTERS, Pos.SET, label="down")
    d.turn, d.tp = 3, 0
    d.stack.append(Turn("main1"))
    d.advance()
    yield d
    del DEFS[WEEDER]


def card(d: Duel, label: str) -> Card:
    return next(c for c in d.cards if c.label == label)


def test_nothing_while_its_card_is_face_down(duel: Duel) -> None:
    assert card(duel, "up").zone is Zone.MONSTERS


def test_destroys_at_once_once_its_card_is_face_up(duel: Duel) -> None:
    d = duel
    d.act(f"flip_summon:{card(d, 'weeder').idx}")
    while d.pending is not None and d.pending.kind == "window":
        d.act("pass")
    up = card(d, "up")
    assert up.zone is Zone.GRAVE
    assert card(d, "down").zone is Zone.MONSTERS  # face-down: its filter does not take it
    destroyed = [e for e in d.log if e.kind == "destroyed"]
    assert [e.args for e in destroyed] == [(d.refs[up.idx], False, 1)]  # not by battle; player 1 controlled it
    assert not any(e.kind == "activate" for e in d.log)  # no chain link was made
