"""The engine pieces the card scenarios lean on, each on its own: a tie's end (destroy, banish, send, back to the
deck), a monster shuffled into the deck as its own cost, a card the opponent sent to the graveyard, targets made of
parts, and a fusion monster made of exactly some materials."""

from __future__ import annotations

import pytest

from arbiter.kernel.events import Cause, Reason
from arbiter.ocg import fusion
from arbiter.ocg.carddata import CardData
from arbiter.ocg.costs import pay_with_self, self_cost_payable
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Ctx, Effect, Kind, TargetSpec
from arbiter.ocg.lasting import Link, Then
from arbiter.ocg.state import Pos, Zone
from made_up_duels import VANILLA, decked_duel

SPELL = CardData(1, "魔法", "Spell", "spell", frozenset({"continuous"}), None, None, None, None, None)


def duel() -> Duel:
    d = decked_duel()
    d.turn, d.tp = 3, 0
    return d


def cause(player: int) -> Cause:
    return Cause(player, Reason.EFFECT, -1)


@pytest.mark.parametrize(("then", "on", "where"), [(Then.DESTROY, "leaves", Zone.GRAVE),
                                                    (Then.BANISH, "destroyed", Zone.BANISHED),
                                                    (Then.TO_GRAVE, "leaves", Zone.GRAVE),
                                                    (Then.TO_DECK, "leaves", Zone.DECK)])
def test_a_tie_ends_with_what_it_says(then: Then, on: str, where: Zone) -> None:
    d = duel()
    card = d.add_card(SPELL, 0, Zone.SPELLS, Pos.UP)
    monster = d.add_card(VANILLA, 0, Zone.MONSTERS, Pos.ATTACK)
    d.tie(monster, card, cause(0), on=on, then=then)
    d.destroy([card], cause(1))
    assert monster.zone is where


def test_a_monster_that_is_its_own_cost_may_be_shuffled_into_the_deck() -> None:
    d = duel()
    monster = d.add_card(VANILLA, 0, Zone.MONSTERS, Pos.ATTACK)
    in_hand = d.add_card(VANILLA, 0, Zone.HAND)
    assert self_cost_payable(monster, "deck") and not self_cost_payable(in_hand, "deck")
    pay_with_self(d, 0, monster, "deck")
    assert monster.zone is Zone.DECK and monster.idx in d.players[0].deck


def test_a_tie_on_destruction_ignores_another_way_of_leaving() -> None:
    d = duel()
    card = d.add_card(SPELL, 0, Zone.SPELLS, Pos.UP)
    monster = d.add_card(VANILLA, 0, Zone.MONSTERS, Pos.ATTACK)
    d.tie(monster, card, cause(0), on="destroyed", then=Then.BANISH)
    d.to_hand([card], cause(1))
    assert monster.zone is Zone.MONSTERS and not d.lasting.of(Link)  # the link ended with nothing done


@pytest.mark.parametrize(("banished_instead", "tied_left"), [(False, True), (True, False)])
def test_a_tie_on_destruction_to_the_graveyard_ignores_a_destruction_that_banishes(banished_instead: bool,
                                                                                   tied_left: bool) -> None:
    d = duel()
    card = d.add_card(SPELL, 0, Zone.SPELLS, Pos.UP)
    monster = d.add_card(VANILLA, 0, Zone.MONSTERS, Pos.ATTACK)
    d.tie(monster, card, cause(0), on="destroyed_to_grave")
    d.destroy([card], cause(1), to=Zone.BANISHED if banished_instead else Zone.GRAVE)
    assert (monster.zone is not Zone.MONSTERS) is tied_left and not d.lasting.of(Link)


@pytest.mark.parametrize("turned", ["to", "card"])
def test_a_tie_ends_when_either_monster_turns_face_down(turned: str) -> None:
    d = duel()
    to = d.add_card(VANILLA, 1, Zone.MONSTERS, Pos.ATTACK)
    tied = d.add_card(VANILLA, 0, Zone.MONSTERS, Pos.ATTACK)
    d.tie(tied, to, cause(0), on="destroyed")
    d.set_position(to if turned == "to" else tied, Pos.SET, cause(1))
    assert not d.lasting.of(Link)
    d.destroy([to], cause(1))
    assert tied.zone is Zone.MONSTERS


@pytest.mark.parametrize(("live", "negated", "banished"), [(True, True, False), (True, False, True),
                                                           (False, True, True)])
def test_a_live_tie_does_nothing_when_its_cards_effects_are_negated_as_it_leaves(
        monkeypatch: pytest.MonkeyPatch, live: bool, negated: bool, banished: bool) -> None:
    d = duel()
    card = d.add_card(SPELL, 0, Zone.SPELLS, Pos.UP)
    monster = d.add_card(VANILLA, 0, Zone.MONSTERS, Pos.ATTACK)
    d.tie(monster, card, Cause(0, Reason.EFFECT, card.idx), then=Then.BANISH, live=live)
    # a continuous negation of the tying card while it is on the field (「王宮の勅命」)
    monkeypatch.setattr(Duel, "effect_negated", lambda self, c: negated and c is card and c.on_field)
    d.to_hand([card], cause(1))
    assert (monster.zone is Zone.BANISHED) is banished and not d.lasting.of(Link)


@pytest.mark.parametrize(("live", "negated", "destroyed"), [(True, True, False), (True, False, True),
                                                             (False, True, True)])
def test_a_live_tie_the_other_way_does_nothing_while_its_cards_effects_are_negated(
        monkeypatch: pytest.MonkeyPatch, live: bool, negated: bool, destroyed: bool) -> None:
    d = duel()
    card = d.add_card(SPELL, 0, Zone.SPELLS, Pos.UP)
    monster = d.add_card(VANILLA, 0, Zone.MONSTERS, Pos.ATTACK)
    # the card is destroyed when its monster is, by the card's own effect (「リビングデッドの呼び声」)
    d.tie(card, monster, Cause(0, Reason.EFFECT, card.idx), on="destroyed", live=live)
    monkeypatch.setattr(Duel, "effect_negated", lambda self, c: negated and c is card and c.on_field)
    d.destroy([monster], cause(1))
    assert (card.zone is Zone.GRAVE) is destroyed and not d.lasting.of(Link)


def test_the_opponents_send_is_remembered_until_the_end_of_the_turn() -> None:
    d = duel()
    mine = d.add_card(SPELL, 0, Zone.SPELLS, Pos.UP)
    other = d.add_card(SPELL, 0, Zone.SPELLS, Pos.UP)
    d.send_to_grave([mine.idx], cause(1))
    d.send_to_grave([other.idx], cause(0))
    assert d.sent_by_opponent(mine) and not d.sent_by_opponent(other)
    d.end_turn_effects()
    d.end_turn_records()
    assert not d.sent_by_opponent(mine)


def test_targets_made_of_parts_fill_each_part_exactly() -> None:
    d = duel()
    me = d.add_card(VANILLA, 0, Zone.MONSTERS, Pos.ATTACK)
    theirs = [d.add_card(VANILLA, 1, Zone.MONSTERS, Pos.ATTACK) for _ in range(3)]
    spec = TargetSpec(count=3, parts=(TargetSpec(side="opp", count=2), TargetSpec(side="own", count=1,
                                                                                  allow_self=True)))
    ctx = Ctx(d, 0, me, Effect(Kind.ACTIVATE, lambda res: None, target=spec))
    assert spec.enough(ctx)
    assert spec.fill(ctx, [theirs[0], me]) and spec.fill(ctx, [theirs[0], theirs[1], me])
    assert not spec.fill(ctx, theirs)  # a third of the opponent's has no part left
    d.destroy([me], cause(1))
    assert not spec.enough(ctx)  # no monster of one's own for the second part


def test_made_of_needs_exactly_the_materials() -> None:
    d = duel()
    a, b, extra = (d.add_card(VANILLA, 0, Zone.MONSTERS, Pos.ATTACK) for _ in range(3))
    f = d.add_card(CardData(2, "融合", "Fusion", "monster", frozenset({"fusion"}), "EARTH", "Warrior", 6, 2000, 2000),
                   0, Zone.EXTRA)
    fusion.RECIPES[2] = fusion.Recipe((0, 0))
    try:
        assert fusion.made_of(f, [a, b]) and not fusion.made_of(f, [a, b, extra]) and not fusion.made_of(f, [a])
    finally:
        del fusion.RECIPES[2]
