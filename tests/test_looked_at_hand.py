"""A hand card an effect lets a player look at is seen once (`Duel.end_looks`): the looker's view names it while the
look lasts (the decision it leads to), and once the chain is over it is a hidden card of that hand again, so a card
set from that hand later tells the looker nothing. The log keeps what was shown."""

from __future__ import annotations

from typing import Any

from arbiter.judge import flow, ocg_board, ocg_steps
from arbiter.judge.scenario import Board, build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.state import Zone
from arbiter.ocg.view import view

SENTRY = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 強引な番兵, as: FS}]
  B:
    hand:
      - {card: サイクロン, as: CY}
      - {card: 落とし穴, as: TH}
      - {card: 死者蘇生, as: MR}
steps:
  - {player: A, activate: FS}
  - {resolve: true}
"""


def _played(text: str) -> Board[Any]:
    doc = load(text, "scenario")
    board = build(doc, "scenario", ocg_board.RULES)
    for step in doc["steps"]:
        flow.run_step(ocg_steps.RULES, board, step)
    return board


def _shown(board: Board[Any]) -> list[str]:
    return [c["name"] for c in view(board.duel, 0, "en")["players"][1]["hand_shown"]]


PICKED = SENTRY + """  - {player: A, choose: [CY]}
  - {resolve: true}
"""
SET_LATER = PICKED + """  - {phase: end_turn}
  - {phase: main1}
  - {player: B, set: TH}
"""


def test_the_looker_sees_the_hand_while_picking() -> None:
    board = _played(SENTRY)
    d = board.duel
    assert d.pending is not None and d.pending.player == 0 and d.pending.kind == "select"
    assert sorted(_shown(board)) == ["Monster Reborn", "Mystical Space Typhoon", "Trap Hole"]


def test_the_looked_at_hand_is_hidden_again_once_the_chain_is_over() -> None:
    board = _played(PICKED)
    d = board.duel
    cy, th = (d.cards[board.labels[x]] for x in ("CY", "TH"))
    assert not d.chain and th.zone is Zone.HAND and cy.zone is Zone.DECK
    assert _shown(board) == [] and not d.sees(0, th) and d.sees(1, th)


def test_a_card_set_from_the_looked_at_hand_is_not_told_apart() -> None:
    # were the looked-at cards still named, the one left (「死者蘇生」) would tell A which card was set
    board = _played(SET_LATER)
    d = board.duel
    th = d.cards[board.labels["TH"]]
    assert th.zone is Zone.SPELLS and not d.sees(0, th) and _shown(board) == []
