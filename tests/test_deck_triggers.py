"""Trigger effects used from the deck (`Effect(Kind.TRIGGER, from_zone=Zone.DECK)`, 「スフィンクス・アンドロジュネス」):
the deck's cards with such an effect watch the events (`Duel.watchers`, only in a duel that holds one), are offered
as any optional trigger is, and a card summoned from the deck leaves it shuffled."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Zone

BOARD = """
turn: {number: 4, player: B, phase: main1}
players:
  A:
    monsters: [{card: アンドロ・スフィンクス}, {card: スフィンクス・テーレイア}]
    deck: [DECK]
  B:
    hand: [{card: サンダー・ボルト}]
"""


def _duel(deck: str) -> Duel:
    return build(load(BOARD.replace("DECK", deck), "deck trigger"), "deck trigger", RULES).duel


def _after_raigeki(d: Duel) -> None:
    d.act(f"activate:{d.players[1].hand[0]}:1")
    while d.pending is not None and d.pending.kind == "window":
        d.act("pass")


def test_a_deck_card_watches_only_with_a_deck_trigger() -> None:
    d = _duel("{card: スフィンクス・アンドロジュネス}, 青眼の白龍, 青眼の白龍")
    assert d.any_deck_watch
    assert any(c.zone is Zone.DECK for c, _, _ in d.watchers())
    plain = _duel("青眼の白龍, 青眼の白龍")
    assert not plain.any_deck_watch


def test_it_is_offered_and_summoned_from_the_deck() -> None:
    d = _duel("{card: スフィンクス・アンドロジュネス}, 青眼の白龍, 青眼の白龍")
    theinen = next(i for i in d.players[0].deck if d.cards[i].data.name_en == "Theinen the Great Sphinx")
    _after_raigeki(d)
    assert d.pending is not None and d.pending.player == 0 and d.pending.kind == "optional"
    d.act(next(o.key for o in d.pending.options if o.kind == "yes" and o.card == theinen))
    while d.pending is not None and d.cards[theinen].zone is Zone.DECK:  # (answers replay on a copy of the cards)
        d.act("pass" if d.pending.kind == "window" else d.pending.options[0].key)
    assert d.cards[theinen].zone is Zone.MONSTERS and len(d.players[0].deck) == 2
