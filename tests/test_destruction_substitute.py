"""A replacement that destroys a card it picks instead (`Effect.substitute`, the kernel's `Replacement.picks`):
offered once for each card it may pick, asked during an effect's resolution, in a battle's destruction
(`battle.Attack`, `Duel.replies`) and in any other step (a rule's destruction: `Duel._asking`), never picking a card
destroyed at the same time, and its own destruction never replaced again (R001)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from arbiter.kernel.events import Cause, Event, Reason
from arbiter.kernel.replacement import Replacement, picked
from arbiter.ocg.carddata import CardData
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import CardDef, Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import DEFS
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.turn import Turn
from made_up_duels import decked_duel

SHIELD = 999_000_011  # "if this card would be destroyed, you may destroy another monster you control instead"
BLAST = 999_000_012  # a spell: destroy the opponent's attack position monsters
SNIPE = 999_000_013  # a spell: destroy the opponent's monster labelled "a"
FRAIL = 999_000_014  # a shield destroyed by its own rule while its controller has fewer than 4 monsters


def test_picked_binds_the_card_picked() -> None:
    seen: list[int] = []

    def on(ev: Event, v: int) -> Event | None:
        seen.append(v)
        return None

    r = Replacement("k", 0, 0, applies=lambda ev: True, instead=lambda ev: on(ev, 1), picks=lambda ev: [1, 2],
                    instead_on=on)
    ev = Event("destroyed", Cause(1, Reason.EFFECT), 5, 0)
    assert picked(r, 2).instead(ev) is None
    assert seen == [2]


def _others(ctx: Ctx, ev: Event) -> list[Card]:
    d = ctx.duel
    return [c for c in d.monsters_of(ctx.player) if c.idx != ctx.card.idx and c.idx not in d.destroying]


def _blast(res: Resolution) -> None:
    d = res.duel
    d.destroy([c for c in d.monsters_of(res.opponent) if c.pos is Pos.ATTACK], res.cause)


def _snipe(res: Resolution) -> None:
    d = res.duel
    d.destroy([c for c in d.monsters_of(res.opponent) if c.label == "a"], res.cause)


@pytest.fixture
def duel() -> Iterator[Duel]:
    yield from _board(frail=False)


@pytest.fixture
def frail_duel() -> Iterator[Duel]:
    yield from _board(frail=True)


def _board(frail: bool) -> Iterator[Duel]:
    DEFS[SHIELD] = CardDef(SHIELD, (Effect(Kind.REPLACEMENT, mandatory=False, substitute=_others,
                                           when=lambda ctx, ev: ev.kind == "destroyed" and ev.card == ctx.card.idx),))
    DEFS[BLAST] = CardDef(BLAST, (Effect(Kind.ACTIVATE, _blast),))
    DEFS[SNIPE] = CardDef(SNIPE, (Effect(Kind.ACTIVATE, _snipe),))
    DEFS[FRAIL] = CardDef(FRAIL, (*DEFS[SHIELD].effects, Effect(
        Kind.CONTINUOUS, destroyed_unless=lambda ctx: len(ctx.duel.monsters_of(ctx.player)) >= 4)))
    shield = CardData(SHIELD, "盾", "Shield", "monster", frozenset({"effect"}), "EARTH", "Warrior", 4, 1000, 1000)
    blast = CardData(BLAST, "爆風", "Blast", "spell", frozenset({"normal"}), None, None, None, None, None)
    snipe = CardData(SNIPE, "狙撃", "Snipe", "spell", frozenset({"normal"}), None, None, None, None, None)
    vanilla = CardData(0, "通常", "Vanilla", "monster", frozenset({"normal"}), "EARTH", "Warrior", 4, 1500, 1000)
    d = decked_duel(vanilla, 10)
    d.add_card(blast, 1, Zone.HAND, label="blast")
    d.add_card(snipe, 1, Zone.HAND, label="snipe")
    d.add_card(shield, 0, Zone.MONSTERS, Pos.ATTACK, label="a")
    d.add_card(shield, 0, Zone.MONSTERS, Pos.ATTACK, label="b")
    d.add_card(vanilla, 0, Zone.MONSTERS, Pos.DEFENSE, label="c")
    d.add_card(vanilla, 1, Zone.MONSTERS, Pos.ATTACK, label="foe")
    if frail:
        d.add_card(CardData(FRAIL, "脆", "Frail", "monster", frozenset({"effect"}), "EARTH", "Warrior", 4, 1000, 1000),
                   0, Zone.MONSTERS, Pos.DEFENSE, label="f")
    d.turn, d.tp = 4, 1
    d.stack.append(Turn("main1"))
    d.advance()
    yield d
    del DEFS[SHIELD], DEFS[BLAST], DEFS[SNIPE], DEFS[FRAIL]


def card(d: Duel, label: str) -> int:
    return next(c.idx for c in d.cards if c.label == label)


def _cast(d: Duel, label: str) -> None:
    d.act(f"activate:{card(d, label)}:1")
    d.act("pass")
    d.act("pass")


def test_each_card_it_may_pick_is_an_option_and_the_pick_is_destroyed_instead(duel: Duel) -> None:
    d = duel
    _cast(d, "snipe")
    assert d.pending is not None and d.pending.kind == "replace" and d.pending.player == 0
    picks = {o.card for o in d.pending.options if o.kind == "replace"}
    assert picks == {card(d, "b"), card(d, "c")}
    assert "no" in [o.key for o in d.pending.options]
    d.act(f"replace:{card(d, 'a')}:{card(d, 'c')}")
    assert d.cards[card(d, "a")].zone is Zone.MONSTERS
    assert d.cards[card(d, "c")].zone is Zone.GRAVE
    # 「b」's own substitute would have picked another card: the destruction a replacement made is not replaced
    assert d.pending is None or d.pending.kind != "replace"


def test_a_product_of_the_substitute_is_not_replaced_again(duel: Duel) -> None:
    d = duel
    _cast(d, "snipe")
    d.act(f"replace:{card(d, 'a')}:{card(d, 'b')}")
    assert d.cards[card(d, "b")].zone is Zone.GRAVE  # not saved by its own substitute picking 「c」
    assert d.cards[card(d, "c")].zone is Zone.MONSTERS
    assert sum(1 for e in d.log if e.kind == "replaced") == 1


def test_declined_the_card_itself_is_destroyed(duel: Duel) -> None:
    d = duel
    _cast(d, "snipe")
    d.act("no")
    assert d.cards[card(d, "a")].zone is Zone.GRAVE
    assert d.cards[card(d, "b")].zone is Zone.MONSTERS


def test_cards_destroyed_together_are_not_offered(duel: Duel) -> None:
    d = duel
    _cast(d, "blast")  # 「a」 and 「b」 (attack position) are destroyed together: only 「c」 may stand in
    assert d.pending is not None and d.pending.kind == "replace"
    assert {o.card for o in d.pending.options if o.kind == "replace"} == {card(d, "c")}
    d.act(f"replace:{card(d, 'a')}:{card(d, 'c')}")
    # 「b」's question follows; nothing is left to stand in for it but what is destroyed already
    assert d.cards[card(d, "a")].zone is Zone.MONSTERS
    assert d.cards[card(d, "b")].zone is Zone.GRAVE
    assert d.cards[card(d, "c")].zone is Zone.GRAVE


@pytest.mark.parametrize("answer", ["replace", "no"])
def test_destruction_by_battle_asks_at_the_end_of_the_damage_step(duel: Duel, answer: str) -> None:
    d = duel
    foe = card(d, "foe")
    d.act("phase:battle")
    while d.pending is not None and d.pending.kind != "idle":
        d.act("pass")
    d.act(f"attack:{foe}:{card(d, 'a')}")
    while d.pending is not None and d.pending.kind == "window":
        d.act("pass")
    assert d.pending is not None and d.pending.kind == "replace" and d.pending.player == 0
    assert d.cards[card(d, "a")].zone is Zone.MONSTERS  # nothing has moved while the question is open
    d.act(f"replace:{card(d, 'a')}:{card(d, 'b')}" if answer == "replace" else "no")
    while d.pending is not None and d.pending.kind == "window":
        d.act("pass")
    saved = answer == "replace"
    assert (d.cards[card(d, "a")].zone is Zone.MONSTERS) == saved
    assert (d.cards[card(d, "b")].zone is Zone.GRAVE) == saved
    assert d.players[0].lp == 7500


@pytest.mark.parametrize("answer", ["replace", "no"])
def test_a_destruction_by_a_rule_asks_too(frail_duel: Duel, answer: str) -> None:
    d = frail_duel
    _cast(d, "snipe")
    d.act("no")  # 「a」 goes: three monsters are left, and 「f」 is destroyed by its own rule, outside any chain link
    assert d.pending is not None and d.pending.kind == "replace" and d.pending.player == 0
    assert {o.card for o in d.pending.options if o.kind == "replace"} == {card(d, "b"), card(d, "c")}
    assert d.cards[card(d, "f")].zone is Zone.MONSTERS  # nothing has moved while the question is open
    d.act(f"replace:{card(d, 'f')}:{card(d, 'c')}" if answer == "replace" else "no")
    saved = answer == "replace"
    assert (d.cards[card(d, "c")].zone is Zone.GRAVE) == saved
    if saved:  # its rule still fails: it is destroyed again, and asked again (「b」 may stand in)
        assert d.cards[card(d, "f")].zone is Zone.MONSTERS
        assert d.pending is not None and d.pending.kind == "replace"
        d.act("no")
    assert d.cards[card(d, "f")].zone is Zone.GRAVE
    assert d.cards[card(d, "b")].zone is Zone.MONSTERS
