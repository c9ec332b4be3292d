"""`Cost.take_all`: a cost of "any number" of cards (`field_send_any`, `banish_grave_any`) that takes every card
passing its filter, with no choice asked; the activation needs at least one."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card, Zone

BOARD = """
turn: {number: 5, player: A, phase: main1}
players:
  A:
    monsters:
      - {card: 究極宝玉神 レインボー・ドラゴン, as: RD}
      - {card: 宝玉獣 サファイア・ペガサス, as: SP}
      - {card: 宝玉獣 コバルト・イーグル, as: CE}
      - {card: 宝玉獣 トパーズ・タイガー, position: set, as: TT}
    graveyard: [{card: 宝玉獣 ルビー・カーバンクル, as: RC}, {stats: {atk: 100}, as: N}]
"""


def _duel() -> tuple[Duel, dict[str, Card]]:
    d = build(load(BOARD, "take all"), "take all", RULES).duel
    return d, {c.label: c for c in d.cards if c.label}


def _activate(d: Duel, c: Card, n: int) -> None:
    assert d.pending is not None
    d.act(next(o.key for o in d.pending.options if o.kind == "activate" and o.card == c.idx and o.arg == n))


def test_every_passing_card_on_the_field_is_sent_with_no_question() -> None:
    d, cards = _duel()
    _activate(d, cards["RD"], 1)
    assert d.pending is not None and d.pending.kind != "cost"
    assert cards["SP"].zone is Zone.GRAVE and cards["CE"].zone is Zone.GRAVE
    assert cards["TT"].zone is Zone.MONSTERS  # face-down: the filter does not take it


def test_every_passing_card_of_the_graveyard_is_banished_with_no_question() -> None:
    d, cards = _duel()
    _activate(d, cards["RD"], 2)
    assert d.pending is not None and d.pending.kind != "cost"
    assert cards["RC"].zone is Zone.BANISHED and cards["N"].zone is Zone.GRAVE
