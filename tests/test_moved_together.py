"""Cards one verb moves together: the "moved" event that follows them carries each card's own event
(`Event.group`), so "each time one or more cards are sent ..., for each card" is answered once, with the cards."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.cards.common import token_data
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Pos, Zone

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{stats: {atk: 1}}]
    monsters: [{stats: {atk: 1000}}, {stats: {atk: 2000}}]
  B:
    monsters: [{stats: {atk: 3000}}]
"""


def _board() -> Duel:
    d = build(load(BOARD, "moved"), "moved", RULES).duel
    # as if a card answered "moved" events: the duel keeps those of the last thing that happened for it
    d.responder_kinds = frozenset({"moved"})
    return d


def test_cards_destroyed_together_are_one_group_with_their_events() -> None:
    d = _board()
    mons = [d.cards[i] for p in (0, 1) for i in d.players[p].monsters if i >= 0]
    d.destroy(mons, Cause(0, Reason.EFFECT))
    moved = [e for e in d.answerable_events() if e.kind == "moved"]
    assert len(moved) == 1 and moved[0].dst == int(Zone.GRAVE) and moved[0].amount == 3
    assert [e.card for e in moved[0].group] == [m.idx for m in mons]
    assert all(e.kind == "destroyed" and e.src == int(Zone.MONSTERS) for e in moved[0].group)
    assert [e.player for e in moved[0].group] == [0, 0, 1]  # each card's controller as it left


def test_a_card_moved_alone_is_a_group_of_one() -> None:
    d = _board()
    card = d.cards[d.players[0].hand[0]]
    d.move(card, Zone.GRAVE, Cause(0, Reason.EFFECT), "sent")
    moved = [e for e in d.answerable_events() if e.kind == "moved"]
    assert len(moved) == 1 and [e.card for e in moved[0].group] == [card.idx]
    assert moved[0].group[0].src == int(Zone.HAND)


def test_tokens_summoned_together_are_one_group() -> None:
    # a token reaches the monster zone as a moved card does: those one effect summons at once are one "moved" event
    d = _board()
    data = token_data(73915052, "羊トークン")
    made = d.create_tokens(data, (Pos.DEFENSE, Pos.DEFENSE), 0, Cause(0, Reason.EFFECT))
    moved = [e for e in d.answerable_events() if e.kind == "moved"]
    assert len(moved) == 1 and moved[0].dst == int(Zone.MONSTERS) and moved[0].amount == 2
    assert [e.card for e in moved[0].group] == [t.idx for t in made]
    assert all(e.kind == "special_summoned" for e in moved[0].group)
