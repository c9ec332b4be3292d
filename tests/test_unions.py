"""`shared.unions.union_free`: a union's once-a-turn equip or unequip is used by one card object (the object its own
equip or unequip made carries it on: the scenario era-w-wing-catapult-unequips-or-equips-once-a-turn); a card that
left the field and came back is a new card and may use it again (era-w-wing-catapult-brought-back-may-equip-again)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import Board, build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.cards.shared.notes import mark
from arbiter.ocg.cards.shared.unions import union_free
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Ctx
from arbiter.ocg.state import Card, Pos, Zone

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: Ｖ－タイガー・ジェット, as: T}, {card: Ｗ－ウィング・カタパルト, as: W}]
"""


def _board() -> tuple[Duel, dict[str, Card]]:
    b: Board[Duel] = build(load(BOARD, "unions"), "unions", RULES)
    return b.duel, {k: b.duel.cards[i] for k, i in b.labels.items()}


def _free(d: Duel, c: Card) -> bool:
    defn = d.defs[c.idx]
    assert defn is not None
    return union_free(Ctx(d, c.ctl, c, defn.effects[0]))


def test_used_this_turn_by_this_object() -> None:
    d, c = _board()
    w = c["W"]
    assert _free(d, w)
    mark(d, "union_used", w, d.turn)
    assert not _free(d, w)


def test_a_new_object_may_use_it_again() -> None:
    d, c = _board()
    w = c["W"]
    mark(d, "union_used", w, d.turn)
    d.destroy([w], Cause(1, Reason.EFFECT))
    assert w.zone is Zone.GRAVE
    d.special_summon(w, 0, Pos.ATTACK, Cause(0, Reason.EFFECT))
    assert w.zone is Zone.MONSTERS and _free(d, w)
