"""A trap card an effect set this turn that may still be activated this turn (`Duel.allow(card, player,
"activate_set", cause)`, read by `Duel.allows` in `legality`; 「武装転生」): only that card object, only for its
controller."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.legality import activatable

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [強欲な瓶, 強欲な瓶]
"""


def test_only_the_allowed_card_is_activated_the_turn_it_was_set() -> None:
    d = build(load(BOARD, "activate_set"), "activate_set", RULES).duel
    first, second = (d.cards[i] for i in d.players[0].hand)
    cause = Cause(0, Reason.EFFECT, -1)
    assert d.set_spell_trap(first, 0, cause) and d.set_spell_trap(second, 0, cause)
    assert not {o.card for o in activatable(d, 0, (), None)} & {first.idx, second.idx}
    d.allow(first, 0, "activate_set", cause)
    assert d.allows(first, "activate_set") and not d.allows(second, "activate_set")
    assert {o.card for o in activatable(d, 0, (), None)} & {first.idx, second.idx} == {first.idx}
