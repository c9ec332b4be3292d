"""`Resolution.offered`: the cards a question of an operation offers, worked out in full the first time it is asked,
and, as the operation runs again past it from the same snapshot, the card answered then alone, where it is still on
offer (a fusion summon's materials, costly to work out: `fusion.choose_materials`). A recorded answer that is no
card of that list, or that the test now refuses, belongs to another question: the list is worked out in full."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.decision import Option
from arbiter.ocg.chain import ChainLink
from arbiter.ocg.effects import Resolution
from arbiter.ocg.state import Card

BOARD = """turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [アンティ勝負]
    graveyard: [{stats: {atk: 1000}, as: G1}, {stats: {atk: 2000}, as: G2}, {stats: {atk: 3000}, as: G3}]
"""


def _resolution(*asked: str) -> tuple[Resolution, dict[str, Card]]:
    """A resolution whose link records `asked` (labels of the graveyard's cards stand for their indexes)."""
    d = build(load(BOARD, "board"), "board", RULES).duel
    cards = {c.label: c for c in d.cards if c.label}
    ante = d.cards[d.players[0].hand[0]]
    link = ChainLink(0, ante.idx, ante.oid, 1, 1, (), d.effect_of(ante.idx, 1))
    link.asked = [a.format(**{k: c.idx for k, c in cards.items()}) for a in asked]
    return Resolution(d, link), cards


def _strong(c: Card) -> bool:
    return (c.data.atk or 0) >= 2000


def _grave(cards: dict[str, Card]) -> list[Card]:
    return [cards["G1"], cards["G2"], cards["G3"]]


def test_a_question_asked_the_first_time_offers_every_card_that_passes() -> None:
    res, cards = _resolution()
    assert res.offered("material", _grave(cards), _strong) == [cards["G2"], cards["G3"]]


def test_a_replayed_question_offers_its_answer_alone() -> None:
    res, cards = _resolution("material:{G3}")
    assert res.offered("material", _grave(cards), _strong) == [cards["G3"]]


def test_an_answer_the_test_refuses_or_of_another_question_is_not_taken() -> None:
    for answer in ("material:{G1}", "target:{G3}", "position:attack", "no"):
        res, cards = _resolution(answer)
        assert res.offered("material", _grave(cards), _strong) == [cards["G2"], cards["G3"]], answer


def test_only_the_next_question_s_answer_counts() -> None:
    res, cards = _resolution("yes", "material:{G3}")
    assert res.offered("material", _grave(cards), _strong) == [cards["G2"], cards["G3"]]  # the next answer: "yes"
    assert res.ask([Option("yes", "yes"), Option("no", "no")], "yes_no").key == "yes"
    assert res.offered("material", _grave(cards), _strong) == [cards["G3"]]
