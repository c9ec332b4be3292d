"""An activation's chain line counts what its cost paid, as the rulings pages count it, every part in the order
paid, once: read from the duel's printed chain, the judge's and each seat's, which say it alike."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.view import log_lines

SANCTITY = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand:
      - {card: 天よりの宝札, as: CoS}
      - {stats: {atk: 100}, as: h1}
      - {stats: {atk: 200}, as: h2}
    monsters: [{stats: {atk: 1000}, as: m1, position: set}]
    deck: [{stats: {atk: 1}, as: d1}, {stats: {atk: 2}, as: d2}]
"""
DISARM = """
turn: {number: 3, player: B, phase: main1}
players:
  A:
    hand: [{card: 剣闘獣ムルミロ, as: GB}]
    spells: [{card: ディザーム, as: DA}]
  B:
    hand: [{card: 強欲な壺, as: POG}]
"""


def _duel(board: str) -> Duel:
    return build(load(board, "cost-line"), "cost-line", RULES).duel


def _activate(d: Duel, label: str, *cost: str) -> None:
    """The card labelled `label` activated, its cost paid with the cards labelled `cost`."""
    idx = {r.label: i for i, r in enumerate(d.refs)}
    while d.pending is not None and not any(o.kind == "activate" and o.card == idx[label] for o in d.pending.options):
        d.act(next(o.key for o in d.pending.options if o.kind in ("pass", "done")))
    assert d.pending is not None
    d.act(next(o.key for o in d.pending.options if o.kind == "activate" and o.card == idx[label]))
    for c in cost:
        assert d.pending is not None and d.pending.kind == "cost"
        d.act(next(o.key for o in d.pending.options if o.card == idx[c]))


def test_the_cards_a_first_link_banished_are_counted_on_its_line_alone() -> None:
    # the banishments of its cost were a line of their own before the chain, and the activation's line said nothing
    d = _duel(SANCTITY)
    _activate(d, "CoS")
    for viewer in (None, 0, 1, -1):  # the judge's log and each seat's
        ja, en = (log_lines(d, len(d.log), viewer, lang) for lang in ("ja", "en"))
        assert ja[-1:] == ["┏チェーン１：A「天よりの宝札」発動（手札２枚とフィールド上のカード１枚を除外する）"]
        assert en[-1:] == \
            ['┏Chain Link 1: A activates "Card of Sanctity" (banishing 2 cards from the hand and 1 card on the field)']
        assert not any("除外" in line for line in ja[:-1])


def test_a_card_returned_from_the_hand_to_the_deck_is_counted_alike_in_every_seats_log() -> None:
    # its payer knew the card, the opponent and a spectator did not: none of them reads it named
    d = _duel(DISARM)
    _activate(d, "POG")
    _activate(d, "DA", "GB")
    for viewer in (0, 1, -1):
        assert any("A「ディザーム」発動（手札１枚をデッキに戻す）" in line
                   for line in log_lines(d, len(d.log), viewer, "ja"))
        assert any('"Disarm" (returning 1 card from the hand to the deck)' in line
                   for line in log_lines(d, len(d.log), viewer, "en"))
