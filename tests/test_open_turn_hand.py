"""`Effect.opens_turn_hand` (「正々堂々」): while it applies, the turn player's hand is revealed to the other player,
and only the turn player's: the other hand stays hidden until its owner's turn (`Duel.sees`)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card

BOARD = """
turn: {{number: 3, player: {tp}, phase: main1}}
players:
  A:
    hand: [サイクロン]
    spells: [{{card: 正々堂々, face: {face}}}]
  B:
    hand: [大嵐]
"""


def _duel(tp: str, face: str = "up") -> tuple[Duel, Card, Card]:
    d = build(load(BOARD.format(tp=tp, face=face), "respect"), "respect", RULES).duel
    a_hand, b_hand = (d.cards[d.players[p].hand[0]] for p in (0, 1))
    return d, a_hand, b_hand


def test_the_turn_players_hand_is_revealed() -> None:
    d, a_hand, b_hand = _duel("A")
    assert d.sees(1, a_hand)
    assert not d.sees(0, b_hand)


def test_in_the_other_players_turn_the_other_hand() -> None:
    d, a_hand, b_hand = _duel("B")
    assert d.sees(0, b_hand)
    assert not d.sees(1, a_hand)


def test_a_set_card_reveals_nothing() -> None:
    d, a_hand, _ = _duel("A", "set")
    assert not d.sees(1, a_hand)


def test_a_card_drawn_later_in_the_turn_is_revealed_too_and_nothing_once_it_left() -> None:
    d, _, _ = _duel("A")
    drawn = d.cards[d.players[0].deck[-1]]
    d.draw(0, 1, d.rule_cause(0))
    assert d.sees(1, drawn)
    respect = next(c for c in d.cards if c.data.passcode == 8951260)
    d.send_to_grave([respect.idx], d.rule_cause(1))
    assert not d.sees(1, drawn)


DECREED = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [サイクロン]
    spells: [{card: 正々堂々, face: up}]
  B:
    spells: [{card: 王宮のお触れ, face: up}]
"""


def test_negated_by_royal_decree_it_reveals_nothing() -> None:
    # a continuous trap's effect, which 「王宮のお触れ」 negates while it is face-up
    d = build(load(DECREED, "respect"), "respect", RULES).duel
    assert not d.sees(1, d.cards[d.players[0].hand[0]])



EXCHANGED = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [エクスチェンジ, サイクロン]
    spells: [{card: 正々堂々, face: up}]
  B:
    hand: [大嵐]
"""


def test_a_card_taken_from_the_other_hand_is_seen_by_its_taker() -> None:
    # after 「エクスチェンジ」 each hand holds a card its holder does not own, which both players saw change hands:
    # its holder knows it as well as its owner
    d = build(load(EXCHANGED, "respect"), "respect", RULES).duel
    d.act(f"activate:{d.players[0].hand[0]}:1")
    while d.pending.kind != "idle":
        keys = [o.key for o in d.pending.options]
        d.act("pass" if "pass" in keys else keys[0])
    taken = next(d.cards[i] for i in d.players[0].hand if d.cards[i].owner == 1)
    given = next(d.cards[i] for i in d.players[1].hand if d.cards[i].owner == 0)
    assert all(d.sees(p, c) for p in (0, 1) for c in (taken, given))
