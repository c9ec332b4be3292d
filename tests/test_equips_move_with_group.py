"""An equip card moved by the same verb as the monster it equips goes where that group goes: it is not first
destroyed by the rule for an equip card left without its monster (`Duel.moving_together`, `Duel._drop_equips`),
whichever of the two the verb moves first; a monster leaving alone still takes its equip cards to the graveyard."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Event, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card, Zone

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{stats: {atk: 1000}, as: MON}, {card: 竜騎士ガイア, as: GAIA}]
    spells:
      - {card: 団結の力, face: up, equipped_to: MON, as: EQ}
      - {card: 団結の力, face: up, equipped_to: GAIA, as: EQF}
"""
EFFECT = Cause(1, Reason.EFFECT)


def _board() -> tuple[Duel, Card, Card, Card, Card]:
    d = build(load(BOARD, "equips_together"), "equips_together", RULES).duel
    # as if a card answered destructions: the duel keeps the events of the last thing that happened for it
    d.responder_kinds = frozenset({"destroyed"})
    mon, gaia = (d.cards[i] for i in d.players[0].monsters[:2])
    eq, eqf = (d.cards[i] for i in d.players[0].spells[:2])
    assert eq.equipped_to == mon.idx and eqf.equipped_to == gaia.idx
    return d, mon, eq, gaia, eqf


def _destroyed(d: Duel) -> list[Event]:
    return [e for e in d.answerable_events() if e.kind == "destroyed"]


MOVES: dict[str, tuple[Callable[[Duel, list[Card]], object], Zone]] = {
    "deck": (lambda d, cs: d.to_deck(cs, EFFECT), Zone.DECK),
    "hand": (lambda d, cs: d.to_hand(cs, EFFECT), Zone.HAND),
    "banished": (lambda d, cs: d.banish(cs, EFFECT), Zone.BANISHED),
    "graveyard": (lambda d, cs: d.send_to_grave([c.idx for c in cs], EFFECT), Zone.GRAVE),
}


@pytest.mark.parametrize("verb", sorted(MOVES))
def test_an_equip_moved_after_its_monster_follows_its_own_move(verb: str) -> None:
    d, mon, eq, _, _ = _board()
    move, zone = MOVES[verb]
    move(d, [mon, eq])  # the monster first: the equip card is still on the field as it leaves
    assert mon.zone is zone and eq.zone is zone
    assert _destroyed(d) == []
    assert not any(e.kind == "destroyed" for e in d.log)


def test_an_equip_destroyed_with_its_monster_is_destroyed_by_the_effect() -> None:
    d, mon, eq, _, _ = _board()
    d.destroy([mon, eq], EFFECT)
    assert mon.zone is Zone.GRAVE and eq.zone is Zone.GRAVE
    assert [(e.card, e.cause.reason) for e in _destroyed(d)] == [(mon.idx, Reason.EFFECT), (eq.idx, Reason.EFFECT)]


def test_destroyed_and_banished_together_the_equip_is_banished_too() -> None:
    d, mon, eq, _, _ = _board()
    assert d.destroy([mon, eq], EFFECT, to=Zone.BANISHED) == [mon, eq]
    assert mon.zone is Zone.BANISHED and eq.zone is Zone.BANISHED


@pytest.mark.parametrize("verb", sorted(MOVES))
def test_a_monster_leaving_alone_still_drops_its_equip(verb: str) -> None:
    d, mon, eq, _, _ = _board()
    move, zone = MOVES[verb]
    move(d, [mon])
    assert mon.zone is zone and eq.zone is Zone.GRAVE
    assert [(e.card, e.cause.reason) for e in _destroyed(d)] == [(eq.idx, Reason.RULE)]


def test_an_equip_of_the_group_left_behind_is_destroyed_when_the_group_ends() -> None:
    d, mon, eq, _, _ = _board()
    with d.moving_together(EFFECT, [mon, eq]):
        d.to_deck([mon], EFFECT)
        assert eq.on_field  # it waits for its own move, as one of the cards moved together
    assert eq.zone is Zone.GRAVE
    assert [(e.card, e.cause.reason) for e in _destroyed(d)] == [(eq.idx, Reason.RULE)]


def test_a_fusion_monster_and_its_equip_return_together() -> None:
    d, _, _, gaia, eqf = _board()
    d.to_deck([gaia, eqf], EFFECT)
    assert gaia.zone is Zone.EXTRA and eqf.zone is Zone.DECK and _destroyed(d) == []


def test_returned_to_the_hand_together_the_fusion_monster_to_the_fusion_deck() -> None:
    d, mon, eq, gaia, eqf = _board()
    d.to_hand([gaia, mon, eq, eqf], EFFECT)  # one verb; the fusion monster goes to the fusion deck (R004-119)
    assert gaia.zone is Zone.EXTRA and (mon.zone, eq.zone, eqf.zone) == (Zone.HAND,) * 3
    assert _destroyed(d) == []
