"""Why a card is no answer to a card question (a cost, a target): `Activation.choice_refusal` names the check of the
question's own candidates that it fails, in English and Japanese; the judge says it of a refused `cost:` answer, the
terminal of a typed `cost h2`, the web board beside the card.

The reasons and the options come from twin checks (`hand_cost_candidates` and `hand_cost_refusal` ...): the last
test walks every cost question the scenarios under tests/ reach and finds a reason for exactly the cards not offered.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from arbiter.judge.runner import judge_file
from arbiter.kernel.reasons import Why, in_lang
from arbiter.ocg.chain import COST_CHOSEN, COST_FROM, COST_SELF, Activation
from arbiter.ocg.duel import Duel
from arbiter.ocg.refusals import choice_refusal
from arbiter.play.board import why_not
from arbiter.web.wire import state
from scenario_text import board, judged

ROOT = Path(__file__).resolve().parent

# 「アビス・ソルジャー」: discard a WATER monster of the hand to return a card on the field to its owner's hand
BOARD = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand:
      - {stats: {atk: 100, attribute: WATER}, as: water}
      - {stats: {atk: 100, attribute: FIRE}, as: fire}
    monsters:
      - {card: アビス・ソルジャー, as: AS}
    graveyard:
      - {stats: {atk: 100, attribute: WATER}, as: gy}
  B:
    hand:
      - {stats: {atk: 100, attribute: WATER}, as: theirs}
    monsters:
      - {stats: {atk: 1000}, as: β}
"""
WANTED = Why("it is not a card its cost may take (discard a WATER monster: return the target to its owner's hand)",
             "このコストに使えるカードではない（手札から水属性モンスターを捨て、対象のカードを持ち主の手札に戻す）")


def _at_cost() -> tuple[Duel, dict[str, int]]:
    d, labels = board(BOARD)
    assert isinstance(d, Duel)
    d.act(next(o.key for o in d.pending.options if o.kind == "activate" and o.card == labels["AS"]))
    assert d.pending.kind == "cost" and [o.card for o in d.pending.options] == [labels["water"]]
    return d, labels


def test_a_card_the_cost_does_not_take_is_refused_by_the_check_it_fails() -> None:
    d, labels = _at_cost()
    assert choice_refusal(d, labels["water"]) == ""
    assert choice_refusal(d, labels["fire"]) == WANTED and choice_refusal(d, labels["fire"]).ja == WANTED.ja
    assert choice_refusal(d, labels["gy"]) == COST_FROM["hand"]  # not in the hand
    assert choice_refusal(d, labels["theirs"]) == COST_FROM["hand"]  # the opponent's hand
    assert choice_refusal(d, labels["AS"]) == COST_SELF
    assert all(isinstance(w, Why) and w.ja for w in (COST_FROM["hand"], COST_SELF, COST_CHOSEN))


def test_the_judge_says_why_a_cost_answer_is_refused(tmp_path: Path) -> None:
    steps = """steps:
  - {player: A, activate: AS, cost: [fire], targets: [β], illegal: true, because: "%s"}
"""
    assert judged(tmp_path, BOARD + steps % "not a card its cost may take (discard a WATER monster").passed
    v = judged(tmp_path, BOARD + steps % "it offers")  # the offers are no longer what it says
    assert not v.passed and "its cost may take" in v.message, v.message


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_fronts_say_why_in_the_viewers_language(lang: str) -> None:
    d, labels = _at_cost()
    codes = {labels["fire"]: "h2", labels["water"]: "h1"}
    assert why_not(d, 0, "cost h2", codes, lang) == in_lang(WANTED, lang)
    assert why_not(d, 0, "cost h1", codes, lang) == ""  # on offer
    refused: dict[str, Any] = state(d, "ocg", 0, lang, 0, seat=0)["pending"]["refused"]
    assert refused["A-hand-2"] == {"action": "cost", "why": in_lang(WANTED, lang)}
    assert "A-hand-1" not in refused


def test_every_cost_question_of_the_scenarios_gives_a_reason_for_exactly_the_cards_it_does_not_offer(
        monkeypatch: pytest.MonkeyPatch) -> None:
    step = Activation.step
    asked: list[int] = []
    wrong: list[str] = []

    def checked(self: Activation, d: Duel) -> None:
        step(self, d)
        p = d.pending
        if p is not None and p.kind == "cost" and d.stack and d.stack[-1] is self:
            asked.append(1)
            offered = {o.card for o in p.options}
            wrong.extend(f"{path.name}: {c.data.name_en} ({self.asking}): {why!r}" for c in d.cards
                         if bool(why := self.choice_refusal(d, c)) == (c.idx in offered))

    monkeypatch.setattr(Activation, "step", checked)
    for path in sorted([*ROOT.glob("cards/ocg/*.yaml"), *ROOT.glob("rulings/ocg/**/*.yaml")]):
        if "cost" in path.read_text(encoding="utf-8"):
            judge_file(path)
    assert not wrong, "\n".join(wrong[:20])
    assert len(asked) > 1000  # the scenarios reached the cost questions
