""""A card on the field" as a target (`cards/shared/targets.FieldCardSpec`): every card on the field once, the
monsters, the spell and trap cards and the field spell of each side in turn; a trap monster, a monster and a trap
card at once, is one card among them, not two."""

from __future__ import annotations

from typing import Any

from arbiter.judge.flow import run_step
from arbiter.judge.ocg_board import RULES
from arbiter.judge.ocg_steps import RULES as STEPS
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.cards.shared.targets import FieldCardSpec
from arbiter.ocg.effects import Ctx, Effect, Kind

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{stats: {atk: 1000}, as: M}]
    spells: [{card: メタル・リフレクト・スライム, as: MRS}, {card: 落とし穴, as: TH}]
    field: [{card: 天空の聖域, as: SKY}]
  B:
    monsters: [{stats: {atk: 1200}, as: OWN}]
steps:
  - {player: A, activate: MRS}
  - {resolve: true}
"""


def _candidates(spec: FieldCardSpec) -> list[str]:
    doc: Any = load(BOARD, "field_card_targets")
    b = build(doc, "field_card_targets", RULES)
    for step in doc["steps"]:
        run_step(STEPS, b, step)
    d = b.duel
    names = {i: alias for alias, i in b.labels.items()}
    ctx = Ctx(d, 1, d.cards[b.labels["OWN"]], Effect(Kind.IGNITION))
    return [names.get(c.idx, "?") for c in spec.candidates(ctx)]


def test_the_opponents_cards_each_once_a_trap_monster_too() -> None:
    got = _candidates(FieldCardSpec(side="opp"))
    assert sorted(got) == ["M", "MRS", "SKY", "TH"]


def test_both_sides_the_targeting_players_first() -> None:
    assert _candidates(FieldCardSpec(allow_self=True)) == ["OWN", "M", "MRS", "TH", "SKY"]
