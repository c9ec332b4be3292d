"""A spell or trap whose activation was negated is not treated as sent from the field to the graveyard, whether the
negating card destroys it or the rules send it there after the chain (`chain.NEGATED_ACTIVATION` on its event):
「魔術の呪文書」 gains nothing then, and does gain when it leaves the field after it was activated."""

from __future__ import annotations

from pathlib import Path

from arbiter.kernel.events import Cause, Event, Reason
from arbiter.ocg.cards.shared.events import to_grave_from_field
from arbiter.ocg.chain import NEGATED_ACTIVATION
from arbiter.ocg.state import Zone
from scenario_text import judged

BOARD = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 魔術の呪文書, as: X}]
    monsters: [{card: ブラック・マジシャン, as: DM}]
  B:
    hand: [{card: ブラッド・ヴォルス, as: BV}, {card: サイクロン, as: MST}]
    spells: [{card: マジック・ジャマー, as: MJ}]
steps:
  - {player: A, activate: X, targets: [DM]}
"""


def test_destroyed_by_the_card_that_negated_it_is_not_sent_from_the_field(tmp_path: Path) -> None:
    v = judged(tmp_path, BOARD + """  - {player: B, activate: MJ, cost: [BV]}
  - {resolve: true}
  - expect: {where: {X: A.graveyard}, lp: {A: 8000}}
""")
    assert v.passed, v.message


def test_destroyed_after_its_activation_resolved_is_sent_from_the_field(tmp_path: Path) -> None:
    v = judged(tmp_path, BOARD + """  - {resolve: true}
  - {phase: end_turn}
  - {phase: main1}
  - {player: B, activate: MST, targets: [X]}
  - {resolve: true}
  - expect: {where: {X: A.graveyard}, lp: {A: 9000}}
""")
    assert v.passed, v.message


def test_the_rules_sending_a_negated_card_do_not_send_it_from_the_field() -> None:
    cause = Cause(0, Reason.RULE, -1)
    sent = Event("sent", cause, 0, 0, src=int(Zone.SPELLS), dst=int(Zone.GRAVE))
    negated = Event("sent", cause, 0, 0, src=int(Zone.SPELLS), dst=int(Zone.GRAVE), detail=NEGATED_ACTIVATION)
    assert to_grave_from_field(sent)
    assert not to_grave_from_field(negated)
