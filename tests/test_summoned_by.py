"""`Duel.summoned_by`: the card whose effect special summoned a monster object is remembered while that object
stays (「闇からの呼び声」 asks which monsters 「死者蘇生」 summoned); a summon by the rules names no card."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Pos

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{stats: {atk: 1}, as: H}]
    graveyard: [{stats: {atk: 2}, as: G}, {stats: {atk: 4}, as: G2}]
    monsters: [{stats: {atk: 3}, as: M}]
"""


def _duel() -> Duel:
    return build(load(BOARD, "summoned_by"), "summoned_by", RULES).duel


def test_the_card_whose_effect_summoned_a_monster_is_remembered_while_it_stays() -> None:
    d = _duel()
    g, g2 = (d.cards[i] for i in d.players[0].grave)
    h = d.cards[d.players[0].hand[0]]
    m = d.cards[next(i for i in d.players[0].monsters if i >= 0)]
    d.special_summon(g, 0, Pos.ATTACK, Cause(0, Reason.EFFECT, h.idx))
    d.special_summon(g2, 0, Pos.ATTACK, Cause(0, Reason.RULE, h.idx))
    assert d.summoned_by(g) == h.idx
    assert d.summoned_by(g2) == -1  # not by an effect
    assert d.summoned_by(m) == -1
    d.destroy([g], Cause(0, Reason.EFFECT, -1))
    assert d.summoned_by(g) == -1  # a new object in the graveyard
