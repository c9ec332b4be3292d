"""Why a seat's cards that its decision offers nothing for cannot take their usual action (ocg/refusals.py
`card_refusals`), and the web board's state carrying it for that seat only."""

from __future__ import annotations

from arbiter.ocg.duel import Duel
from arbiter.ocg.refusals import action_refusal, card_refusals
from arbiter.web.wire import state
from scenario_text import board

BOARD = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters:
      - {stats: {atk: 1400}, as: α}
    hand:
      - {card: ブラック・マジシャン, as: DM}
      - {card: 死者蘇生, as: MR}
  B:
    monsters:
      - {stats: {atk: 1000}, as: β}
"""


def _duel(text: str = BOARD) -> tuple[Duel, dict[str, int]]:
    d, labels = board(text)
    assert isinstance(d, Duel)
    return d, labels


def test_each_card_offered_nothing_gets_the_rule_that_refuses_its_usual_action() -> None:
    d, label = _duel()
    why = card_refusals(d, 0)
    assert why[label["DM"]] == ("summon", "its player cannot tribute the 2 monsters it needs")
    # offered something: 「死者蘇生」 may be set, α may change its position
    assert label["MR"] not in why and label["α"] not in why
    assert card_refusals(d, 1) == {}  # not B's decision


def test_the_web_state_gives_the_reasons_to_the_deciding_seat_only() -> None:
    d, _ = _duel()
    mine = state(d, "ocg", 0, "en", 0, seat=0)["pending"]["refused"]
    # DM, by its place
    assert mine == {"A-hand-1": {"action": "summon", "why": "its player cannot tribute the 2 monsters it needs"}}
    assert state(d, "ocg", 1, "en", 0, seat=1)["pending"] is None


def test_a_counter_cost_names_the_counter_in_english() -> None:
    text = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters:
      - {card: エーリアン・テレパス, as: AT}
  B:
    spells:
      - {card: 破壊輪, as: RoD}
"""
    d, label = _duel(text)
    assert action_refusal(d, 0, "activate", label["AT"], 1) == "its cost cannot be paid (1 A-Counter(s))"
