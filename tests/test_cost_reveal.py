"""A cost that shows a card of the hand to the opponent (`Cost(reveal=filter)`, 「エンジェルＯ１」's procedure): refused
without such a card; the card shown stays in the hand and the opponent sees it (`Duel.shown_to`). A card that shows
itself (`Cost(reveal_self=True)`, 「モーター・カイザル」) is seen from its activation on."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Cost, Effect, Kind
from arbiter.ocg.legality import cost_refusal
from arbiter.ocg.render import render
from arbiter.ocg.state import Zone

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [エンジェルＯ１, {stats: {level: %d}}]
"""
ANGEL = 82243738


def _duel(level: int) -> Duel:
    return build(load(BOARD % level, "cost_reveal"), "cost_reveal", RULES).duel


def test_refused_without_a_card_to_show() -> None:
    eff = Effect(Kind.IGNITION, lambda res: None, cost=Cost(reveal=lambda ctx, h: (h.data.level or 0) >= 7))
    for level, ok in ((7, True), (6, False)):
        d = _duel(level)
        angel = next(c for c in d.cards if c.data.passcode == ANGEL)
        assert (cost_refusal(d, 0, angel, eff) == "") is ok


def test_the_card_shown_stays_in_the_hand_and_is_seen() -> None:
    d = _duel(7)
    angel = next(c for c in d.cards if c.data.passcode == ANGEL)
    big = next(d.cards[i] for i in d.players[0].hand if i != angel.idx)
    assert d.pending is not None
    d.act(next(o.key for o in d.pending.options if o.key.startswith(f"special_summon:{angel.idx}:")))
    assert d.pending is not None and d.pending.kind == "cost"
    d.act(next(o.key for o in d.pending.options if o.card == big.idx))
    assert big.zone is Zone.HAND and big.idx in d.shown_to(1)


KAISER_BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [モーター・カイザル, モーターシェル]
"""
KAISER = 65515667


def test_a_card_showing_itself_is_seen_once_activated() -> None:
    d = build(load(KAISER_BOARD, "cost_reveal_self"), "cost_reveal_self", RULES).duel
    kaiser = next(c for c in d.cards if c.data.passcode == KAISER)
    assert d.pending is not None and kaiser.idx not in d.shown_to(1)
    d.act(next(o.key for o in d.pending.options if o.key.startswith(f"activate:{kaiser.idx}:")))
    assert d.chain and kaiser.zone is Zone.HAND and kaiser.idx in d.shown_to(1)


SNAKE_BOARD = """
turn: {number: 4, player: B, phase: main1}
players:
  A:
    hand: [{card: ヴェノム・スネーク, as: VS}]
    spells: [{card: 蛇神の勅命, as: SE}]
    monsters: [{stats: {atk: 100}, as: M}]
  B:
    hand: [{card: サンダー・ボルト, as: Rai}]
"""


def test_the_card_shown_is_on_the_line_of_the_activation_it_pays_for() -> None:
    # 「蛇神の勅命」 as chain link 2: the card shown for its cost is logged before the activation, as the chain is built
    d = build(load(SNAKE_BOARD, "cost_reveal_render"), "cost_reveal_render", RULES).duel
    cards = {c.label: c for c in d.cards if c.label}
    for card in ("Rai", "SE"):
        assert d.pending is not None
        d.act(next(o.key for o in d.pending.options if o.key.startswith(f"activate:{cards[card].idx}:")))
    assert d.pending is not None and d.pending.kind == "cost"
    d.act(next(o.key for o in d.pending.options if o.card == cards["VS"].idx))
    assert render(d.log, "ja")[-1] == "┗チェーン２：BはVSを確認、A「蛇神の勅命」発動"
    assert render(d.log, "en")[-1] == "┗Chain Link 2: B is shown VS; A activates \"Snake Deity's Command\""
