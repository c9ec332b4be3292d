"""Banishing costs (`effects.Cost`): `distinct_names` (the cards banished from the graveyard have different names;
the choices offered skip a name already taken) and `banish_field_all` (every other card you control that passes is
banished, none chosen; with `take_all` and `banish_grave_any`, a card of either place makes it payable):
「究極宝玉神 レインボー・ダーク・ドラゴン」."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.legality import cost_refusal
from arbiter.ocg.state import Zone

SEVEN = ["１３人目の埋葬者", "髑髏の寺院", "封印師 メイセイ", "怨念集合体", "コマンダー", "メカ・ハンター",
         "暗黒界の騎士 ズール"]


def _duel(grave: list[str], monsters: str = "[]") -> Duel:
    board = f"""
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    hand: [{{card: 究極宝玉神 レインボー・ダーク・ドラゴン}}]
    graveyard: [{", ".join(grave)}]
    monsters: {monsters}
"""
    return build(load(board, "rdd"), "rdd", RULES).duel


def _procedure_refusal(d: Duel) -> str:
    c = d.cards[d.players[0].hand[0]]
    defn = d.defs[c.idx]
    assert defn is not None
    return cost_refusal(d, 0, c, defn.effects[1])


def test_seven_names_are_needed_not_seven_cards() -> None:
    assert _procedure_refusal(_duel(SEVEN)) == ""
    six_and_a_copy = [*SEVEN[:6], SEVEN[0]]
    assert _procedure_refusal(_duel(six_and_a_copy)) == \
        "not enough cards of different names in the graveyard to banish"


def test_a_name_taken_is_not_offered_again() -> None:
    d = _duel([*SEVEN, SEVEN[0]])
    rdd = d.players[0].hand[0]
    d.act(f"special_summon:{rdd}:2")
    assert d.pending is not None and d.pending.kind == "cost"
    first = next(o for o in d.pending.options if d.cards[o.card].data.name_ja == SEVEN[0])
    d.act(first.key)
    assert d.pending is not None
    assert SEVEN[0] not in {d.cards[o.card].data.name_ja for o in d.pending.options}
    assert len(d.pending.options) == 6


def test_the_field_alone_pays_a_cost_of_both_places() -> None:
    d = _duel([], "[{card: 究極宝玉神 レインボー・ダーク・ドラゴン}, {card: デス・フット}]")
    rdd, foot = (d.cards[i] for i in d.players[0].monsters[:2])
    defn = d.defs[rdd.idx]
    assert defn is not None
    assert cost_refusal(d, 0, rdd, defn.effects[0]) == ""
    d.act(f"activate:{rdd.idx}:1")
    assert foot.zone is Zone.BANISHED and rdd.zone is Zone.MONSTERS


def test_with_nothing_to_banish_it_cannot_be_paid() -> None:
    d = _duel([], "[{card: 究極宝玉神 レインボー・ダーク・ドラゴン}]")
    rdd = d.cards[d.players[0].monsters[0]]
    defn = d.defs[rdd.idx]
    assert defn is not None
    assert cost_refusal(d, 0, rdd, defn.effects[0]) != ""
