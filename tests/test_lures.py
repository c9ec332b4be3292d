"""`Effect.lures` (read by `legality.idle_options`): in the battle phase of the lure's controller's opponent, their
attack-position monsters that can attack it may attack only it, and the battle phase cannot be left while one of
them still can; a face-down lure applies nothing."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.legality import idle_options

BOARD = """
turn: {number: 4, player: B, phase: battle}
players:
  A:
    monsters: [{card: ヴォルカニック・デビル, position: %s, as: VD}, {stats: {atk: 500}, as: M}]
  B:
    monsters: [{stats: {atk: 1000}, as: X}]
"""


def _duel(position: str) -> tuple[Duel, dict[str, int]]:
    d = build(load(BOARD % position, "lures"), "lures", RULES).duel
    return d, {c.label: c.idx for c in d.cards if c.label}


def test_the_attacker_may_only_attack_the_lure_and_the_battle_phase_goes_on() -> None:
    d, ids = _duel("attack")
    opts = idle_options(d)
    assert {(o.card, o.arg) for o in opts if o.kind == "attack"} == {(ids["X"], ids["VD"])}
    assert not any(o.kind == "phase" for o in opts)


def test_a_face_down_lure_changes_nothing() -> None:
    d, ids = _duel("set")
    opts = idle_options(d)
    assert {(o.card, o.arg) for o in opts if o.kind == "attack"} == {(ids["X"], ids["VD"]), (ids["X"], ids["M"])}
    assert any(o.kind == "phase" for o in opts)
