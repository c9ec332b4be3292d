"""Locks on spell and trap cards' effects (`Duel.forbid_player` with "activate_spell_effects" /
"activate_trap_effects", read by `Duel.activation_locked`: 「封魔の矢」) stop the activation of those cards and of
their effects, and nothing else; "set_spell_trap" (「大寒波」) stops their sets. (`Effect.unchainable`, nothing
responding to an activation, is shown by the scenario era-anti-magic-arrows-locks-spells-and-traps-for-the-turn.)"""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.legality import idle_options
from arbiter.ocg.state import Card

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [サイクロン]
    spells: [聖なるバリア －ミラーフォース－, {card: ブレイズ・キャノン, face: up}]
"""
MST, MIRROR_FORCE, BLAZE = 5318639, 44095762, 69537999


def _duel() -> Duel:
    return build(load(BOARD, "locks"), "locks", RULES).duel


def _card(d: Duel, passcode: int) -> Card:
    return next(c for c in d.cards if c.data.passcode == passcode)


def _locked(d: Duel, passcode: int, n: int = 1) -> bool:
    c = _card(d, passcode)
    return d.activation_locked(0, c, d.effect_of(c.idx, n))


def test_a_spell_effect_lock_stops_spell_cards_and_their_effects() -> None:
    d = _duel()
    assert not _locked(d, MST) and not _locked(d, BLAZE, 2)
    d.forbid_player(0, "activate_spell_effects", Cause(1, Reason.EFFECT, -1))
    assert _locked(d, MST) and _locked(d, BLAZE, 2)
    assert not _locked(d, MIRROR_FORCE)


def test_a_trap_effect_lock_leaves_spells_and_monsters() -> None:
    d = _duel()
    d.forbid_player(0, "activate_trap_effects", Cause(1, Reason.EFFECT, -1))
    assert _locked(d, MIRROR_FORCE)
    assert not _locked(d, MST) and not _locked(d, BLAZE, 2)


def test_a_set_lock_stops_setting_spells_and_traps_by_rule_or_effect() -> None:
    d = _duel()
    mst = _card(d, MST)
    assert d.pending is not None and any(o.kind == "setst" and o.card == mst.idx for o in d.pending.options)
    d.forbid_player(0, "set_spell_trap", Cause(1, Reason.EFFECT, -1))
    assert not d.set_spell_trap(mst, 0, Cause(0, Reason.EFFECT, -1))
    assert not any(o.kind == "setst" for o in idle_options(d))
