"""A field spell's effects applied at once (`Kind.AT_ONCE`, found by `Duel.at_once` in the field zone too), and a
replacement that discards a hand card instead (`instead` returning a `discard` event, carried out by
`Duel._carry_out`): 「剣闘獣の檻－コロッセウム」."""

from __future__ import annotations

from pathlib import Path

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.state import Pos
from scenario_text import judged

BOARD = """title: t
game: ocg
turn: {number: 4, player: B, phase: main1}
players:
  A:
    field: [{card: 剣闘獣の檻－コロッセウム, as: CG, face: up}]
    hand: [{card: 剣闘獣の檻－コロッセウム, as: CG2}]
    deck: [{stats: {atk: 100}, as: D}]
  B:
    hand: [{card: 大嵐, as: HS}]
steps:
  - {player: B, activate: HS}
  - {resolve: true}
"""


def test_a_field_spell_applies_its_at_once_effect() -> None:
    d = build(load(BOARD, "cage"), "cage", RULES).duel
    cage = d.cards[d.players[0].field]
    d.special_summon(d.cards[d.players[0].deck[-1]], 0, Pos.ATTACK, Cause(0, Reason.EFFECT, -1))
    assert [x[1] for x in d.due] == [cage.idx]  # applied once the step that summoned is over


def _judge(tmp_path: Path, text: str) -> None:
    v = judged(tmp_path, text)
    assert v.passed, v.message


def test_the_copy_is_discarded_instead(tmp_path: Path) -> None:
    _judge(tmp_path, BOARD + """  - {player: A, choose: [CG]}
  - expect: {where: {CG: A.field, CG2: A.graveyard}}
""")


def test_declined_it_is_destroyed(tmp_path: Path) -> None:
    _judge(tmp_path, BOARD + """  - {player: A, choose: ["no"]}
  - expect: {where: {CG: A.graveyard, CG2: A.hand}}
""")
