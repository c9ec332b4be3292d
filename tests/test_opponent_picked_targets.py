"""`TargetSpec.picked_by="opp"` on a part: the activator's opponent picks that part's targets as the effect is
activated, the parts filled in their order, each by its own player; the activation needs every part's targets
(「魂粉砕」: each player targets a monster in the other's graveyard)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import TargetSpec
from arbiter.ocg.state import Card, Zone

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{stats: {atk: 100, race: Fiend}, as: F}]
    spells: [{card: 魂粉砕, as: SD, face: up}]
    graveyard: [{stats: {atk: 1}, as: AG}, {card: 強欲な壺, as: AS}]
  B:
    graveyard: [%s]
"""


def _duel(b_grave: str) -> tuple[Duel, dict[str, Card]]:
    d = build(load(BOARD % b_grave, "picked_by"), "picked_by", RULES).duel
    return d, {c.label: c for c in d.cards if c.label}


def _activations(d: Duel, card: Card) -> list[str]:
    assert d.pending is not None
    return [o.key for o in d.pending.options if o.kind == "activate" and o.card == card.idx]


def test_the_opponent_picks_the_second_part() -> None:
    d, cards = _duel("{stats: {atk: 2}, as: BG}")
    d.act(_activations(d, cards["SD"])[0])
    assert d.pending is not None and d.pending.kind == "target" and d.pending.player == 0
    assert {o.card for o in d.pending.options} == {cards["BG"].idx}
    d.act(d.pending.options[0].key)
    # the activator's opponent now picks, among the activator's graveyard monsters only (no spell, nothing done)
    assert d.pending is not None and d.pending.kind == "target" and d.pending.player == 1
    assert {o.card for o in d.pending.options} == {cards["AG"].idx}
    d.act(d.pending.options[0].key)
    assert [i for i, _ in d.chain[-1].targets] == [cards["BG"].idx, cards["AG"].idx]


def test_no_activation_without_a_target_for_each_part() -> None:
    d, cards = _duel("{card: 強欲な壺, as: BS}")
    assert _activations(d, cards["SD"]) == []


def test_parts_without_an_opponents_pick_are_filled_in_any_order() -> None:
    spec = TargetSpec(count=2, parts=(TargetSpec(side="opp"), TargetSpec(side="own")))
    assert spec.part_to_fill(0) is None
    ordered = TargetSpec(zone=Zone.GRAVE, count=2, parts=(TargetSpec(zone=Zone.GRAVE),
                                                          TargetSpec(zone=Zone.GRAVE, picked_by="opp")))
    assert ordered.part_to_fill(0) is ordered.parts[0]
    assert ordered.part_to_fill(1) is ordered.parts[1]
    assert ordered.part_to_fill(2) is None
