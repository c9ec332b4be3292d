"""The replacement step: no chaining, one replacement per event, copies once, the turn player first."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest

from arbiter.kernel.events import Cause, Event, Reason
from arbiter.kernel.replacement import Replacement, apply, candidates, must_choose, offers
from arbiter.ocg.carddata import CardData
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import CardDef, Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import DEFS
from arbiter.ocg.state import Pos, Zone
from arbiter.ocg.turn import Turn
from made_up_duels import VANILLA, decked_duel

DRAW = Event("draw", Cause(0, Reason.RULE), player=0, amount=1)


def double(key: str, controller: int, optional: bool = True) -> Replacement:
    return Replacement(key, source=len(key), controller=controller, optional=optional,
                       applies=lambda e: e.kind == "draw",
                       instead=lambda e: dataclasses.replace(e, amount=e.amount * 2))


def test_copies_of_one_effect_apply_once() -> None:
    cands = candidates(DRAW, [double("piroron", 0), double("piroron", 0)], turn_player=0)
    assert len(cands) == 1
    assert apply(DRAW, cands[0]) == dataclasses.replace(DRAW, amount=2, replaced_by="piroron")


def test_a_replaced_event_is_never_replaced_again() -> None:
    once = apply(DRAW, double("piroron", 0))
    assert once is not None
    assert candidates(once, [double("babylonia", 0), double("piroron", 0)], turn_player=0) == []


def test_a_replaced_event_still_meets_a_standing_redirect_but_its_own() -> None:
    """Where a card ends (「マクロコスモス」: `last`) is no event replaced: the product of another replacement still
    meets it, once; not the product of the redirect itself, nor one that is not standing."""
    redirect = dataclasses.replace(double("cosmos", 1), last=True)
    once = apply(DRAW, double("piroron", 0))
    assert once is not None
    assert candidates(once, [double("babylonia", 0), redirect], turn_player=0) == [redirect]
    redirected = apply(DRAW, redirect)
    assert redirected is not None
    assert candidates(redirected, [redirect, double("babylonia", 0)], turn_player=0) == []


def test_different_effects_are_one_choice_turn_player_first() -> None:
    cands = candidates(DRAW, [double("b", 1), double("a", 0), double("c", 0)], turn_player=0)
    who = offers(cands, turn_player=0)
    assert [p for p, _ in who] == [0, 1]
    assert [r.key for r in who[0][1]] == ["a", "c"]
    assert not must_choose(who[0][1])
    assert must_choose([double("m", 0, optional=False)])
    assert must_choose([double("m", 0, optional=False), double("o", 0)])


# ---- the same step in an OCG duel: a card declares "if another monster you control would be destroyed,
# you may banish it instead"; a spell destroys every attack position monster (test cards, not real ones)

GUARD = 999_000_002
BOMB = 999_000_003


def _banish_instead(ctx: Ctx, ev: Event) -> Event:
    return dataclasses.replace(ev, dst=int(Zone.BANISHED))


def _destroy_all(res: Resolution) -> None:
    d = res.duel
    d.destroy([c for c in d.monsters_of(0) + d.monsters_of(1) if c.pos is Pos.ATTACK], res.cause)


@pytest.fixture
def duel() -> Iterator[Duel]:
    DEFS[GUARD] = CardDef(GUARD, (Effect(Kind.REPLACEMENT, mandatory=False, instead=_banish_instead,
                                         when=lambda ctx, ev: ev.kind == "destroyed" and ev.player == ctx.player
                                         and ev.card != ctx.card.idx),))
    DEFS[BOMB] = CardDef(BOMB, (Effect(Kind.ACTIVATE, _destroy_all),))
    guard = CardData(GUARD, "守り", "Guard", "monster", frozenset({"effect"}), "EARTH", "Warrior", 4, 0, 0)
    bomb = CardData(BOMB, "爆弾", "Bomb", "spell", frozenset({"normal"}), None, None, None, None, None)
    d = decked_duel(n=10)
    d.add_card(bomb, 1, Zone.HAND, label="bomb")
    d.add_card(guard, 0, Zone.MONSTERS, Pos.DEFENSE, label="guard")
    d.add_card(VANILLA, 0, Zone.MONSTERS, Pos.ATTACK, label="ally")
    d.add_card(VANILLA, 1, Zone.MONSTERS, Pos.ATTACK, label="foe")
    d.turn, d.tp = 4, 1
    d.stack.append(Turn("main1"))
    d.advance()
    yield d
    del DEFS[GUARD], DEFS[BOMB]


def card(d: Duel, label: str) -> int:
    return next(c.idx for c in d.cards if c.label == label)


@pytest.mark.parametrize(("answer", "ally_goes_to"), [("replace", Zone.BANISHED), ("no", Zone.GRAVE)])
def test_optional_replacement_is_asked_during_the_resolution(duel: Duel, answer: str, ally_goes_to: Zone) -> None:
    d = duel
    d.act(f"activate:{card(d, 'bomb')}:1")
    d.act("pass")
    d.act("pass")
    assert d.pending is not None and d.pending.kind == "replace" and d.pending.player == 0
    d.act(f"replace:{card(d, 'guard')}" if answer == "replace" else "no")
    assert d.cards[card(d, "ally")].zone is ally_goes_to
    assert d.cards[card(d, "foe")].zone is Zone.GRAVE  # the opponent's monster is not A's to replace
    assert d.cards[card(d, "guard")].zone is Zone.MONSTERS
    assert any(e.kind == "replaced" for e in d.log) == (answer == "replace")


# ---- a "sent to the graveyard instead" redirect: while a (test) card is face-up, any card that would go
# to the graveyard is banished instead — mandatory, so nobody is asked

COSMOS = 999_000_004


def _to_banished(ctx: Ctx, ev: Event) -> Event:
    return dataclasses.replace(ev, dst=int(Zone.BANISHED))


@pytest.fixture
def cosmos_duel(duel: Duel) -> Iterator[Duel]:
    DEFS[COSMOS] = CardDef(COSMOS, (Effect(Kind.REPLACEMENT, instead=_to_banished,
                                           when=lambda ctx, ev: ev.dst == int(Zone.GRAVE)),))
    cosmos = CardData(COSMOS, "宇宙", "Cosmos", "spell", frozenset({"continuous"}), None, None, None, None, None)
    c = duel.add_card(cosmos, 0, Zone.SPELLS, Pos.UP, label="cosmos")
    c.active = True
    yield duel
    del DEFS[COSMOS]


def test_graveyard_redirect_applies_to_every_card_going_there(cosmos_duel: Duel) -> None:
    d = cosmos_duel
    d.act(f"activate:{card(d, 'bomb')}:1")
    d.act("pass")
    d.act("pass")
    # the guard's optional replacement and the mandatory redirect both apply to the ally's destruction:
    # A's two replacements are one choice; the redirect is mandatory, so A must pick one of them
    assert d.pending is not None and d.pending.kind == "replace"
    assert "no" not in [o.key for o in d.pending.options]
    d.act(f"replace:{card(d, 'cosmos')}")
    assert d.cards[card(d, "ally")].zone is Zone.BANISHED
    assert d.cards[card(d, "foe")].zone is Zone.BANISHED  # B's monster: A's redirect applies to it too
    assert d.cards[card(d, "bomb")].zone is Zone.BANISHED  # the spent spell, sent by the rules after the chain
    assert sum(1 for e in d.log if e.kind == "replaced") == 3


# ---- a negated card replaces nothing: while a (test) continuous spell negates every monster's effects on the
# field (「スキルドレイン」-like), the guard's replacement is not offered

DRAIN = 999_000_005


@pytest.fixture
def drained_duel(duel: Duel) -> Iterator[Duel]:
    DEFS[DRAIN] = CardDef(DRAIN, (Effect(Kind.CONTINUOUS, negates="monster",
                                         affects=lambda ctx, c: c.zone is Zone.MONSTERS),))
    drain = CardData(DRAIN, "枯渇", "Drain", "spell", frozenset({"continuous"}), None, None, None, None, None)
    c = duel.add_card(drain, 1, Zone.SPELLS, Pos.UP, label="drain")
    c.active = True
    yield duel
    del DEFS[DRAIN]


def test_a_negated_card_offers_no_replacement(drained_duel: Duel) -> None:
    d = drained_duel
    d.act(f"activate:{card(d, 'bomb')}:1")
    d.act("pass")
    d.act("pass")
    assert d.pending is None or d.pending.kind != "replace"
    assert d.cards[card(d, "ally")].zone is Zone.GRAVE
    assert not any(e.kind == "replaced" for e in d.log)
