"""No searches (`Effect.no_searches`, 「ライオウ」): while such an effect applies, `Duel.to_hand` leaves a card of a
deck where it is (a card from elsewhere still goes to the hand), and an effect that only searches
(`categories.only_searches`) cannot be activated; a face-down 「ライオウ」 applies nothing."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.categories import Does
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.legality import resolve_refusal
from arbiter.ocg.state import Zone

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    deck: [青眼の白龍, 青眼の白龍]
    graveyard: [青眼の白龍]
  B:
    monsters: [{card: ライオウ, position: POSITION}]
"""


def _duel(position: str) -> Duel:
    return build(load(BOARD.replace("POSITION", position), "rai-oh"), "rai-oh", RULES).duel


def test_face_up_it_keeps_deck_cards_in_the_deck() -> None:
    d = _duel("attack")
    top, grave = d.cards[d.players[0].deck[-1]], d.cards[d.players[0].grave[0]]
    assert d.searches_locked()
    d.to_hand([top, grave], d.rule_cause(0))
    assert top.zone is Zone.DECK and grave.zone is Zone.HAND
    search = Effect(Kind.IGNITION, lambda res: None, does=Does.TO_HAND | Does.SEARCH | Does.OTHER)
    assert "searches" in resolve_refusal(Ctx(d, 0, top, search))
    # one that also destroys is activated; its search adds nothing
    more = Effect(Kind.IGNITION, lambda res: None, does=Does.TO_HAND | Does.SEARCH | Does.DESTROY)
    assert not resolve_refusal(Ctx(d, 0, top, more))


def test_face_down_it_applies_nothing() -> None:
    d = _duel("set")
    top = d.cards[d.players[0].deck[-1]]
    assert not d.searches_locked()
    search = Effect(Kind.IGNITION, lambda res: None, does=Does.TO_HAND | Does.SEARCH)
    assert not resolve_refusal(Ctx(d, 0, top, search))
    d.to_hand([top], d.rule_cause(0))
    assert top.zone is Zone.HAND
