"""The monsters destroyed by one battle leave the field together (battle.py, docs/uncertain-rulings.md "Monsters that
destroy each other in battle"): a card that left with that destruction applies no effect at once for the other
monster's destruction, though the rules send the attacker away first. 「本気ギレパンダ」 attacked by a Beast of equal
ATK leaves with it and grows no more; attacked by a weaker Beast, it stays and grows. The growth of a card gone to the
graveyard shows nowhere but in the log, hence this test rather than a scenario."""

from __future__ import annotations

from pathlib import Path

from scenario_text import judged

PANDA = """title: t
game: ocg
turn: {number: 4, player: B, phase: battle}
players:
  A:
    monsters: [{card: 本気ギレパンダ, as: P}]
  B:
    monsters: [{stats: {atk: %d, def: 0, race: Beast}, as: X}]
steps:
  - {player: B, attack: X, target: P}
  - {resolve: true}
  - expect:
      where: {X: B.graveyard, P: %s}
"""

APPLIES = "の効果を適用（チェーンに乗らない）"


def test_panda_destroyed_with_the_beast_applies_nothing(tmp_path: Path) -> None:
    v = judged(tmp_path, PANDA % (1000, "A.graveyard"))
    assert v.passed, v.message
    assert not any(APPLIES in line for line in v.log), v.log


def test_panda_that_stays_grows(tmp_path: Path) -> None:
    v = judged(tmp_path, PANDA % (900, "A.monsters") + "      atk: {P: 1500}\n")
    assert v.passed, v.message
    assert any(APPLIES in line for line in v.log), v.log
