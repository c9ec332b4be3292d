"""`Duel.to_hand` and a fusion (or synchro) monster: such a card cannot be in a hand, so an effect that would return
or add it there sends it to its owner's fusion deck instead (R004-119) for every card, and it is never "added to the
hand": no `to_hand` event names it, so what answers an addition (「キューキューロイド」) does not see it (R004-120)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Event, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card, Zone

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: 竜騎士ガイア, as: GAIA}, {stats: {atk: 1000}, as: MON}]
    graveyard:
      - {card: ブラック・デーモンズ・ドラゴン, as: BDD}
      - {card: ライトエンド・ドラゴン, as: LED}
      - {stats: {atk: 1}, as: LOW}
    extra: [{card: Ｅ・ＨＥＲＯ フレイム・ウィングマン, as: FW}]
  B:
    monsters: [{card: ライオウ, as: RAIOH}]
"""
EFFECT = Cause(1, Reason.EFFECT)


def _duel() -> tuple[Duel, dict[str, Card]]:
    d = build(load(BOARD, "fusion_to_hand"), "fusion_to_hand", RULES).duel
    d.responder_kinds = frozenset({"to_hand", "to_deck"})  # as if a card answered them: the duel keeps the events
    return d, {c.label: c for c in d.cards if c.label}


def _moves(d: Duel) -> list[tuple[str, int, Zone]]:
    return [(e.kind, e.card, Zone(e.dst)) for e in d.answerable_events() if isinstance(e, Event)]


def test_from_the_graveyard_a_fusion_and_a_synchro_monster_go_to_the_fusion_deck() -> None:
    d, c = _duel()
    d.to_hand([c["BDD"], c["LED"], c["LOW"]], EFFECT)
    assert (c["BDD"].zone, c["LED"].zone, c["LOW"].zone) == (Zone.EXTRA, Zone.EXTRA, Zone.HAND)
    assert _moves(d) == [("to_deck", c["BDD"].idx, Zone.EXTRA), ("to_deck", c["LED"].idx, Zone.EXTRA),
                         ("to_hand", c["LOW"].idx, Zone.HAND)]


def test_from_the_field_it_goes_to_the_fusion_deck_the_others_to_the_hand() -> None:
    d, c = _duel()
    d.to_hand([c["GAIA"], c["MON"]], EFFECT)
    assert c["GAIA"].zone is Zone.EXTRA and c["MON"].zone is Zone.HAND
    assert d.players[0].hand == [c["MON"].idx]


def test_a_search_lock_does_not_keep_it_in_the_graveyard() -> None:
    d, c = _duel()
    assert d.searches_locked()  # 「ライオウ」 locks only moves from a deck
    d.to_hand([c["BDD"]], EFFECT)
    assert c["BDD"].zone is Zone.EXTRA


def test_one_already_in_the_fusion_deck_does_not_move() -> None:
    d, c = _duel()
    oid = c["FW"].oid
    d.to_hand([c["FW"]], EFFECT)
    assert c["FW"].zone is Zone.EXTRA and c["FW"].oid == oid and _moves(d) == []
