"""A continuous effect that makes monsters' controller mill cards off the top of their deck as the price of
declaring an attack (`Effect.attack_mill`, `Duel.attack_mill`; 「墓守の使い魔」): paid as each attack is declared, and
no attack is offered without enough cards in the deck."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel

BOARD = """
turn: {number: 4, player: B, phase: battle}
players:
  A:
    spells: [{card: 墓守の使い魔, face: up}]
    monsters: [{stats: {atk: 1000}}]
  B:
    monsters: [{stats: {atk: 1800}}]
    deck: %s
"""


def _duel(deck: str) -> Duel:
    return build(load(BOARD % deck, "attack_mill"), "attack_mill", RULES).duel


def _attacks(d: Duel) -> list[str]:
    """The attacks offered once the battle phase's opening window is passed."""
    while d.pending is not None and [o.key for o in d.pending.options] == ["pass"]:
        d.act("pass")
    assert d.pending is not None
    return [o.key for o in d.pending.options if o.kind == "attack"]


def test_only_the_affected_monsters_pay() -> None:
    d = _duel("[強欲な壺]")
    assert d.attack_mill(d.monsters_of(1)[0]) == 1
    assert d.attack_mill(d.monsters_of(0)[0]) == 0


def test_the_declaration_sends_the_top_card() -> None:
    d = _duel("[強欲な壺, サイクロン]")
    d.act(_attacks(d)[0])
    assert len(d.players[1].grave) == 1 and len(d.players[1].deck) == 1


def test_no_attack_without_a_card_to_send() -> None:
    assert _attacks(_duel("[強欲な壺]"))
    assert not _attacks(_duel("[]"))
