"""The spell counter a card gains each time a spell card is activated (`common.spell_counter_each_spell`): it comes
as the activation resolves, and only for an activation made while the card was already face-up on the field
(`Event.since` on the "resolved" event, `ChainLink.serial`): the spell that summons it gives it none."""

from __future__ import annotations

from pathlib import Path

from scenario_text import judged

LIBRARY = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 死者蘇生, as: MR}]
    monsters: [{card: 王立魔法図書館, as: OLD}]
    graveyard: [{card: 王立魔法図書館, as: NEW}]
steps:
  - {player: A, activate: MR, targets: [NEW]}
  - {resolve: true}
  - {player: A, choose: [attack]}
  - {resolve: true}
  - expect:
      where: {NEW: A.monsters}
      counters: {OLD: {spell: 1}, NEW: {spell: 0}}
"""


def test_only_the_cards_face_up_at_the_activation_gain_a_counter(tmp_path: Path) -> None:
    v = judged(tmp_path, LIBRARY)
    assert v.passed, v.message
