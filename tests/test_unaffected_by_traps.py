"""The monsters unaffected by trap effects (「天下人 紫炎」, 「Ｅ・ＨＥＲＯ ワイルドマン」) are unaffected by the
effects of a face-up trap monster too: on the field it is still a trap card, its effects a trap card's as well as a
monster's (docs/uncertain-rulings.md, "Trap monsters under negations of trap cards"); a monster's or a spell's
effects still reach them. No era trap monster's effect reaches another monster, so no scenario shows it: the check
itself is asked here."""

from __future__ import annotations

import pytest

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.cards.shared.trap_monsters import monster_of
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card, Pos

BOARD = """
turn: {number: 3, player: B, phase: main1}
players:
  A:
    monsters: [天下人 紫炎, Ｅ・ＨＥＲＯ ワイルドマン]
  B:
    monsters: [{stats: {atk: 100}}]
    spells: [{card: メタル・リフレクト・スライム}, {card: 強欲な壺, face: up}]
"""


def _duel() -> tuple[Duel, list[Card], Card, Card, Card]:
    d = build(load(BOARD, "unaffected_by_traps"), "unaffected_by_traps", RULES).duel
    slime, pot = (d.cards[i] for i in d.players[1].spells if i >= 0)
    d.summon_as_monster(slime, monster_of(slime, "Aqua", "WATER", 10, 0, 3000, True), 1, Pos.DEFENSE,
                        Cause(1, Reason.EFFECT, slime.idx))
    assert slime.trap_monster
    monster = next(c for c in d.monsters_of(1) if c.idx != slime.idx)
    return d, d.monsters_of(0), slime, monster, pot


@pytest.mark.parametrize("which", [0, 1])
def test_a_face_up_trap_monsters_effects_are_a_traps(which: int) -> None:
    d, mine, slime, monster, pot = _duel()
    assert d.unaffected(mine[which], slime, 1)
    assert not d.unaffected(mine[which], monster, 1)
    assert not d.unaffected(mine[which], pot, 1)
