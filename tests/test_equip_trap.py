"""A trap that becomes an equip card (`define(..., equip_trap=True)`) stays on the field only if its activation
equipped it; once it is an equip card, resolving its other effects does not send it to the graveyard the way a
used normal trap is (「Ｄ－チェーン」's 500 damage)."""

from __future__ import annotations

from pathlib import Path

from scenario_text import judged

BOARD = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: Ｄ－ＨＥＲＯ ダイヤモンドガイ, as: DH}]
    spells: [{card: Ｄ－チェーン, as: DC}]
  B:
    monsters: [{stats: {atk: 1000}, as: X}]
    spells: [{card: 強制脱出装置, as: EJ}]
steps:
"""


def _judge(tmp_path: Path, steps: str) -> tuple[bool, str]:
    v = judged(tmp_path, BOARD + steps)
    return v.passed, v.message


def test_it_stays_after_its_trigger_resolves(tmp_path: Path) -> None:
    ok, why = _judge(tmp_path, """  - {player: A, activate: DC, targets: [DH]}
  - {resolve: true}
  - {phase: battle}
  - {player: A, attack: DH, target: X}
  - {resolve: true}
  - {phase: main2}
  - expect: {lp: {B: 6600}, where: {DC: A.spells, X: B.graveyard}}
""")
    assert ok, why


def test_it_goes_if_it_equipped_nothing(tmp_path: Path) -> None:
    ok, why = _judge(tmp_path, """  - {player: A, activate: DC, targets: [DH]}
  - {player: B, activate: EJ, targets: [DH]}
  - {resolve: true}
  - expect: {where: {DC: A.graveyard, DH: A.hand}}
""")
    assert ok, why
