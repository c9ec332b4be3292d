"""The cards that act each time a counter trap is activated, after the chain resolves (`shared.chain.counter_traps`,
「天空聖者メルティウス」, 「豊穣のアルテミス」): they count only the counter traps activated while they were already
face-up on the field (`ResolvedLink.serial`), not one activated at a higher link than the one that summoned them."""

from __future__ import annotations

from pathlib import Path

from scenario_text import judged

ARTEMIS = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{stats: {atk: 100}, as: fodder}]
    deck: [{stats: {atk: 100}, as: d1}, {stats: {atk: 100}, as: d2}]
    monsters: [{card: 豊穣のアルテミス, as: OLD}]
    graveyard: [{card: 豊穣のアルテミス, as: NEW}]
    spells: [{card: リビングデッドの呼び声, as: CH}, {card: マジック・ジャマー, as: MJ}]
  B:
    spells: [{card: サイクロン, as: MST}]
steps:
  - {player: A, activate: CH, targets: [NEW]}
  - {player: B, activate: MST, targets: [CH]}
  - {player: A, activate: MJ, cost: [fodder]}
  - {resolve: true}
  - expect:
      chain: []
      where: {NEW: A.monsters}
      count: {A.hand: 1}
"""


def test_only_the_cards_face_up_at_the_activation_count_it(tmp_path: Path) -> None:
    v = judged(tmp_path, ARTEMIS)
    assert v.passed, v.message


def test_a_card_summoned_later_in_the_chain_does_not_count_it(tmp_path: Path) -> None:
    v = judged(tmp_path, ARTEMIS.replace("count: {A.hand: 1}", "count: {A.hand: 2}"))
    assert not v.passed
