"""Two small rules: a player forbidden to set cards (`Duel.forbid_player` with "set") is offered no set of a
monster or of a spell or trap card from the hand, the opponent still is; and an effect declared `uses_per_turn=N`
is offered N times a turn by the same card object, not N+1."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.legality import idle_options

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{stats: {atk: 1000, def: 1000}}, 強欲な壺]
    monsters: [プレートクラッシャー]
    spells: [{card: 魂吸収, face: up}, {card: 生還の宝札, face: up}, {card: 悪夢の拷問部屋, face: up}]
"""


def _duel() -> Duel:
    return build(load(BOARD, "set-lock"), "set-lock", RULES).duel


def _kinds(d: Duel) -> set[str]:
    return {o.kind for o in idle_options(d)}


def test_a_set_lock_removes_every_set_from_the_hand() -> None:
    d = _duel()
    assert {"set", "setst"} <= _kinds(d)
    d.forbid_player(1, "set", Cause(0, Reason.EFFECT, -1))
    assert {"set", "setst"} <= _kinds(d)  # the other player's lock
    d.forbid_player(0, "set", Cause(1, Reason.EFFECT, -1))
    kinds = _kinds(d)
    assert "set" not in kinds and "setst" not in kinds
    assert "summon" in kinds  # a normal summon face-up is no set


def _crasher_offered(d: Duel) -> bool:
    return any(o.kind == "activate" and d.cards[o.card].data.passcode == 114932 for o in idle_options(d))


def test_an_effect_usable_twice_a_turn_is_offered_twice() -> None:
    d = _duel()
    crasher = next(c for c in d.cards if c.data.passcode == 114932)
    for used in range(2):
        assert d.uses_this_turn(crasher, 1) == used
        assert _crasher_offered(d)
        d.note_used(crasher, 1)
    assert not _crasher_offered(d)
