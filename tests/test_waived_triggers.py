"""`Effect.waives_trigger` (read by `Duel.must_activate`, which the trigger chain asks): a continuous effect lets the
monsters it affects decline the mandatory triggers it picks, which are then offered as optional ones (「ネオスペース」
and 「インスタント・ネオスペース」: a Neos fusion's return to the fusion deck in the end phase); the other mandatory
triggers stay mandatory, and nothing is waived once the continuous effect is gone."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Kind

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: Ｅ・ＨＥＲＯ グラン・ネオス, as: GN}, {card: Ｅ・ＨＥＲＯ カオス・ネオス, as: CN}]
%s
"""


def _duel(field: str) -> Duel:
    return build(load(BOARD % field, "waive"), "waive", RULES).duel


def _mandatory_triggers(d: Duel, label: str) -> list[bool]:
    c = next(c for c in d.cards if c.label == label)
    defn = d.defs[c.idx]
    assert defn is not None
    return [d.must_activate(c, e) for e in defn.effects if e.kind is Kind.TRIGGER and e.mandatory]


def test_without_neo_space_the_returns_are_mandatory() -> None:
    d = _duel("")
    assert _mandatory_triggers(d, "GN") == [True]
    assert _mandatory_triggers(d, "CN") == [True]


def test_neo_space_waives_the_returns() -> None:
    d = _duel("    field: [{card: ネオスペース, face: up}]")
    assert _mandatory_triggers(d, "GN") == [False]
    assert _mandatory_triggers(d, "CN") == [False]
