"""An effect left behind "while that card stays there" (`Duel.linger(..., while_there=card)`): a continuous one
stops applying the moment that card object leaves its place, before anything else happens (「挑発」,
「ライトローミディアム」: the next attack declaration in the same battle phase is free); one that answers events
still answers the very move of that card (「おジャマトリオ」's token is destroyed: 300 damage), its record ending
only after that move's events."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.lasting import Left
from arbiter.ocg.state import Card

BOARD = """
turn: {number: 4, player: B, phase: main1}
players:
  A:
    monsters: [{stats: {atk: 1000, def: 1000}, as: X}]
  B:
    monsters: [{stats: {atk: 2000, def: 1000}, as: Y}]
"""


def _duel() -> tuple[Duel, Card, Card]:
    d = build(load(BOARD, "while_there"), "while_there", RULES).duel
    x, y = (d.cards[d.players[p].monsters[0]] for p in (0, 1))
    return d, x, y


def _bind(d: Duel, x: Card) -> Effect:
    """Leave A an effect, while `x` stays, that keeps B's monsters from attacking directly: its own filter never
    looks at `x`."""
    e = Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.ctl == 1, forbids=("attack_directly",),
               text_en="no direct attack", text_ja="直接攻撃できない")
    d.linger(x, 0, e, Cause(0, Reason.EFFECT, x.idx), turns=None, while_there=x)
    return e


def test_a_continuous_effect_left_while_a_card_stays_stops_as_the_card_leaves() -> None:
    d, x, y = _duel()
    _bind(d, x)
    assert d.forbidden(y, "attack_directly")
    serial = d.serial
    d.destroy([x], Cause(1, Reason.BATTLE, y.idx), battle=True)
    assert d.serial == serial  # nothing else has happened yet (the record itself is still kept) ...
    assert not d.forbidden(y, "attack_directly")  # ... and the effect no longer applies


def test_a_continuous_effect_left_while_a_card_stays_applies_while_it_stays() -> None:
    d, x, y = _duel()
    _bind(d, x)
    d.next_thing()
    d.boost(x, 500, 0, Cause(0, Reason.EFFECT, x.idx))  # a change that is no move: the same object
    assert d.forbidden(y, "attack_directly") and Left in d.lasting.by


def test_an_effect_left_while_a_card_stays_answers_the_move_of_that_card() -> None:
    d, x, y = _duel()
    idx = x.idx
    burn = Effect(Kind.AT_ONCE, lambda res: None, trigger="destroyed", when=lambda ctx, ev: ev.card == idx,
                  text_en="it is destroyed: 300 damage", text_ja="破壊された時、３００ダメージ")
    d.linger(x, 0, burn, Cause(0, Reason.EFFECT, x.idx), turns=None, while_there=x)
    d.destroy([x], Cause(1, Reason.EFFECT, y.idx))
    assert [(x[1], x[2]) for x in d.due] == [(idx, d.lasting.number(burn))]
    d.next_thing()
    assert Left not in d.lasting.by  # its record ended once that move's events were answered
