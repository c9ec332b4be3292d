"""Effects activated at will that a resolution leaves to a player (`Duel.linger` of an IGNITION effect,
「Ｄ－ＨＥＲＯ ダイヤモンドガイ」): listed under their source card with a negative number, wherever that card is,
for their player only, ended early with the card `while_there` names; the judge explains their refusals."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.lasting import Left
from arbiter.ocg.legality import activatable
from arbiter.ocg.refusals import action_refusal
from arbiter.ocg.state import Card

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: Ｄ－ＨＥＲＯ ダイヤモンドガイ, as: DD}]
    graveyard: [{card: Ｄ－ＨＥＲＯ ディアボリックガイ, as: SRC}, {card: 強欲な壺, as: POT}]
    deck: [強欲な壺, 死者蘇生, サイクロン, 光の護封剣]
"""
DUDE, POT = 13093792, 55144522


def _duel() -> tuple[Duel, dict[int, Card]]:
    d = build(load(BOARD, "lingering"), "lingering", RULES).duel
    return d, {c.data.passcode: c for c in d.cards if c.zone.name == "GRAVE" or c.data.passcode == DUDE}


def _left(d: Duel, player: int) -> list[str]:
    return [o.key for o in activatable(d, player, (), None) if o.arg < 0]


def test_a_lingering_ignition_effect_is_offered_to_its_player_from_a_card_in_the_graveyard() -> None:
    d, cards = _duel()
    src, pot = next(c for p, c in cards.items() if p not in (DUDE, POT)), cards[POT]
    eff = Effect(Kind.IGNITION, lambda res: None, text_en="left behind")
    assert _left(d, 0) == []
    d.linger(src, 0, eff, Cause(0, Reason.EFFECT, src.idx), while_there=pot)
    n = d.lasting.number(eff)
    assert n < 0 and _left(d, 0) == [f"activate:{src.idx}:{n}"] and _left(d, 1) == []
    # the judge's explanation of a refusal reads the lingering effect by its negative number
    assert action_refusal(d, 0, "activate", src.idx, n) == "it cannot be activated at this moment"
    d.banish([pot], Cause(0, Reason.EFFECT, src.idx))
    assert _left(d, 0) == []  # the card it lasts with left the graveyard


def _pass_to_turn(d: Duel, turn: int) -> None:
    """Pass and end phases until `turn`'s main phase 1 is open."""
    while not (d.turn == turn and d.phase == "main1" and d.pending.kind == "idle"):
        keys = [o.key for o in d.pending.options]
        d.act("pass" if "pass" in keys else "phase:end" if "phase:end" in keys else keys[0])


def test_diamond_dude_leaves_the_spell_effect_for_its_next_turn_only() -> None:
    d, cards = _duel()
    dude = cards[DUDE]
    top = d.cards[d.players[0].deck[-1]]
    d.act(f"activate:{dude.idx}:1")
    _pass_to_turn(d, 3)
    assert top.data.passcode == POT and top.zone.name == "GRAVE"
    assert _left(d, 0) == []  # not in the turn it was sent
    _pass_to_turn(d, 4)
    assert _left(d, 0) == [] and _left(d, 1) == []  # nor in the opponent's turn
    _pass_to_turn(d, 5)
    (key,) = _left(d, 0)
    hand = len(d.players[0].hand)
    d.act(key)
    _pass_to_turn(d, 5)
    assert len(d.players[0].hand) == hand + 2 and top.zone.name == "GRAVE"  # the pot's draw; it stays there
    assert _left(d, 0) == []  # used once


def test_a_left_once_effect_is_spent_as_it_is_activated_before_it_resolves() -> None:
    d, cards = _duel()
    src = next(c for p, c in cards.items() if p not in (DUDE, POT))
    eff = Effect(Kind.IGNITION, lambda res: None, left_once=True, text_en="left behind, used once")
    d.linger(src, 0, eff, Cause(0, Reason.EFFECT, src.idx))
    d.pending = None  # the open game state is asked again
    d.advance()
    (key,) = _left(d, 0)
    d.act(key)
    # on the chain, not yet resolved (a negation of it would change nothing): already gone
    assert d.chain and _left(d, 0) == [] and not any(r.change.effect is eff for r in d.lasting.of(Left))
