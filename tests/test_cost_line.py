"""An activation's chain line names what its cost paid, every part in the order paid, once: read from the duel's
printed chain, the judge's (everything named) and each seat's (a card it may not know counted)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.render import render
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


def test_the_cards_a_first_link_banished_are_said_on_its_line_alone() -> None:
    # the banishments of its cost were a line of their own before the chain, and the activation's line said nothing
    d = _duel(SANCTITY)
    _activate(d, "CoS")
    assert render(d.log, "ja")[-1:] == \
        ["┏チェーン１：A「天よりの宝札」発動（手札のh1とh2、フィールド上のm1を除外する）"]
    assert render(d.log, "en")[-1:] == \
        ['┏Chain Link 1: A activates "Card of Sanctity" (banishing h1 and h2 from the hand and m1 on the field)']
    assert not any("除外" in line for line in render(d.log, "ja")[:-1])


def test_a_card_returned_from_the_hand_to_the_deck_is_counted_where_the_reader_never_saw_it() -> None:
    d = _duel(DISARM)
    _activate(d, "POG")
    _activate(d, "DA", "GB")
    link = "A「ディザーム」発動（{}をデッキに戻す）"
    assert any(link.format("手札のGB") in line for line in log_lines(d, len(d.log), 0, "ja"))  # its payer knew it
    for viewer in (1, -1):  # the opponent and a spectator did not
        assert any(link.format("手札１枚") in line for line in log_lines(d, len(d.log), viewer, "ja"))
        assert any('"Disarm" (returning 1 card from the hand to the deck)' in line
                   for line in log_lines(d, len(d.log), viewer, "en"))
