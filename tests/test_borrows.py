"""An activation that borrows its target's effect (`Effect.borrows`) and whose own text puts that card to use
(`Effect.borrowed_stays`, 「二重魔法」) resolves the borrowed effect only while that card is still where it was
chosen: once it has left (returned to the deck in answer), nothing happens."""

from __future__ import annotations

from pathlib import Path

from scenario_text import judged

BOARD = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 二重魔法, as: DS}, {card: 強欲な壺, as: fee}]
  B:
    graveyard: [{card: サンダー・ボルト, as: RAIGEKI}, {stats: {atk: 100}, as: g}]
    monsters: [{stats: {atk: 1000}, as: X}]
    spells: [{card: 転生の予言, as: TP}]
steps:
  - {player: A, activate: DS, cost: [fee], targets: [RAIGEKI]}
"""


def _judge(tmp_path: Path, steps: str) -> tuple[bool, str]:
    v = judged(tmp_path, BOARD + steps)
    return v.passed, v.message


def test_the_borrowed_card_still_there_resolves(tmp_path: Path) -> None:
    ok, why = _judge(tmp_path, """  - {resolve: true}
  - expect: {where: {X: B.graveyard, RAIGEKI: B.graveyard}}
""")
    assert ok, why


def test_the_borrowed_card_gone_gives_nothing(tmp_path: Path) -> None:
    ok, why = _judge(tmp_path, """  - {player: B, activate: TP, targets: [RAIGEKI, g]}
  - {resolve: true}
  - expect: {where: {X: B.monsters, RAIGEKI: B.deck, DS: A.graveyard}}
""")
    assert ok, why
