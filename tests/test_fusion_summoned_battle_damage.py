"""「古生代化石竜 スカルギオス」 fusion summoned doubles the battle damage it inflicts in a battle with an opponent's
monster, not in a direct attack. Its only fusion summon is by 「化石融合－フォッシル・フュージョン」, a card outside
the era's pool, so the duel's record of that summon is written here by hand and the battle is played as a scenario's
steps would play it."""

from __future__ import annotations

from typing import Any

from arbiter.judge.flow import run_step
from arbiter.judge.ocg_board import RULES
from arbiter.judge.ocg_steps import RULES as STEPS
from arbiter.judge.scenario import Board, build
from arbiter.judge.yamlsrc import load
from arbiter.ocg import fusion
from arbiter.ocg.cards.monsters.fusion.f import FOSSIL_FUSION
from arbiter.ocg.duel import Duel

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: 古生代化石竜 スカルギオス, as: SG}]
  B:
    monsters: [{stats: {atk: 1000, def: 0}, as: D}]
"""
OPEN_FIELD = BOARD.replace("monsters: [{stats: {atk: 1000, def: 0}, as: D}]", "monsters: []")


def _fusion_summoned_skullgios(board: str = BOARD) -> Board[Duel]:
    b = build(load(board, "skullgios"), "skullgios", RULES)
    d = b.duel
    sg = d.monsters_of(0)[0]
    fusion.add_record(d, fusion.FusionRecord(sg.idx, sg.oid, (), FOSSIL_FUSION, d.turn, 0))
    return b


def _play(b: Board[Duel], steps: str) -> None:
    doc: Any = load(steps, "steps")
    for step in doc["steps"]:
        run_step(STEPS, b, step)


def test_battle_with_a_monster_is_doubled() -> None:
    b = _fusion_summoned_skullgios()
    atk = b.duel.atk(b.duel.monsters_of(0)[0])
    _play(b, """
steps:
  - {phase: battle}
  - {player: A, attack: SG, target: D}
  - {resolve: true}
""")
    assert b.duel.players[1].lp == 8000 - 2 * (atk - 1000)


def test_direct_attack_is_not_doubled() -> None:
    b = _fusion_summoned_skullgios(OPEN_FIELD)
    atk = b.duel.atk(b.duel.monsters_of(0)[0])
    _play(b, """
steps:
  - {phase: battle}
  - {player: A, attack: SG, target: direct}
  - {resolve: true}
""")
    assert b.duel.players[1].lp == 8000 - atk
