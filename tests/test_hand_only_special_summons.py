""""For the rest of the turn you can special summon only from the hand" (`forbid_player(p,
"special_summon_but_from_hand")`, read by `Duel.player_forbidden(..., from_zone=)`): a special summon from the hand
stays allowed, one from the graveyard or the deck, and a token, are refused; an effect's choices of monsters to
special summon (`common.can_special_summon`) leave out those it refuses. And a cost that banishes cards of the
hand (`Cost.hand_to` "banish")."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.cards.common import can_special_summon, token_data
from arbiter.ocg.costs import hand_cost_candidates
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind
from arbiter.ocg.state import Pos, Zone

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{stats: {atk: 100, def: 100}, as: H}, {card: 強欲な壺, as: G}]
    graveyard: [{stats: {atk: 100, def: 100}, as: Y}]
"""


def _duel() -> Duel:
    return build(load(BOARD, "hand-only"), "hand-only", RULES).duel


def _card(d: Duel, label: str) -> int:
    return next(c.idx for c in d.cards if c.label == label)


def test_only_special_summons_from_the_hand_are_left() -> None:
    d = _duel()
    cause = Cause(0, Reason.EFFECT)
    d.forbid_player(0, "special_summon_but_from_hand", cause)
    d.special_summon(d.cards[_card(d, "Y")], 0, Pos.ATTACK, cause)
    assert d.cards[_card(d, "Y")].zone is Zone.GRAVE
    assert d.create_token(token_data(31600514, "ベビーカマキリトークン"), 0, Pos.DEFENSE, cause) is None
    d.special_summon(d.cards[_card(d, "H")], 0, Pos.ATTACK, cause)
    assert d.cards[_card(d, "H")].zone is Zone.MONSTERS


def test_an_effect_is_offered_only_monsters_of_the_hand() -> None:
    d = _duel()
    d.forbid_player(0, "special_summon_but_from_hand", Cause(0, Reason.EFFECT))
    ctx = Ctx(d, 0, d.cards[_card(d, "G")], Effect(Kind.ACTIVATE, lambda res: None))
    assert not can_special_summon(ctx, d.cards[_card(d, "Y")])
    assert can_special_summon(ctx, d.cards[_card(d, "H")])


def test_the_opponent_is_not_limited() -> None:
    d = _duel()
    d.forbid_player(1, "special_summon_but_from_hand", Cause(1, Reason.EFFECT))
    d.special_summon(d.cards[_card(d, "Y")], 0, Pos.ATTACK, Cause(0, Reason.EFFECT))
    assert d.cards[_card(d, "Y")].zone is Zone.MONSTERS


def test_a_hand_banish_cost_takes_cards_passing_its_filter() -> None:
    d = _duel()
    eff = Effect(Kind.IGNITION, lambda res: None,
                 cost=Cost(hand_send=1, hand_to="banish", hand_filter=lambda ctx, c: c.data.is_spell))
    assert eff.cost.any
    assert [c.idx for c in hand_cost_candidates(d, 0, d.cards[_card(d, "Y")], eff)] == [_card(d, "G")]
