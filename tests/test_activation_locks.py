"""Player-wide activation locks (`Duel.forbid_player` with "activate_spell" / "activate_trap" /
"activate_monster", read by `Duel.activation_locked`): they stop one player's activations of one kind, for the
turns given, and nothing else."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.activation_locks import monster_effects, trap_cards
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.state import Card

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [サイクロン]
    monsters: [{card: 見習い魔術師}]
    spells: [聖なるバリア －ミラーフォース－]
  B:
    hand: [サイクロン]
"""


def _duel() -> Duel:
    return build(load(BOARD, "locks"), "locks", RULES).duel


def _card(d: Duel, player: int, passcode: int) -> Card:
    return next(c for c in d.cards if c.data.passcode == passcode and c.owner == player)


def _locked(d: Duel, player: int, passcode: int) -> bool:
    c = _card(d, player, passcode)
    return d.activation_locked(player, c, d.effect_of(c.idx, 1))


def test_a_spell_lock_stops_spell_cards_of_that_player_only() -> None:
    d = _duel()
    assert not _locked(d, 0, 5318639)
    d.forbid_player(0, "activate_spell", Cause(1, Reason.EFFECT, -1))
    assert _locked(d, 0, 5318639)
    assert not _locked(d, 1, 5318639)
    assert not _locked(d, 0, 44095762)  # a trap card is not a spell card


def test_a_trap_lock_stops_trap_cards_and_ends_with_the_turn() -> None:
    d = _duel()
    d.forbid_player(0, "activate_trap", Cause(1, Reason.EFFECT, -1))
    assert _locked(d, 0, 44095762)
    assert not _locked(d, 0, 5318639)
    d.end_turn_effects()
    d.end_turn_records()
    d.turn += 1
    assert not _locked(d, 0, 44095762)


def test_a_monster_lock_stops_monster_effects_not_spell_cards() -> None:
    d = _duel()
    d.forbid_player(0, "activate_monster", Cause(1, Reason.EFFECT, -1))
    assert _locked(d, 0, 9156135)  # 見習い魔術師's effect
    assert not _locked(d, 0, 5318639)


def test_a_lock_until_the_end_of_the_damage_step_ends_with_the_battle_only() -> None:
    d = _duel()
    d.forbid_player(0, "activate_trap", Cause(1, Reason.EFFECT, -1), phase="damage_end")
    d.end_at_phase("standby")
    d.end_at_phase("battle:end")
    assert _locked(d, 0, 44095762)  # another phase's start does not end it
    d.end_at_phase("damage_end")  # the attack's end (battle.Attack._end)
    assert not _locked(d, 0, 44095762)


def test_a_continuous_lock_stops_what_it_refuses_for_both_players_while_it_applies() -> None:
    d = _duel()
    source = _card(d, 0, 9156135)
    d.linger(source, 0, Effect(Kind.CONTINUOUS, locks_activations=trap_cards), Cause(0, Reason.EFFECT, source.idx))
    assert _locked(d, 0, 44095762)
    assert not _locked(d, 0, 5318639) and not _locked(d, 1, 5318639)  # spell cards are not refused
    assert not _locked(d, 0, 9156135)
    d.end_turn_effects()
    d.end_turn_records()
    d.turn += 1
    assert not _locked(d, 0, 44095762)  # the lingering lock ended with its turn


def test_a_monster_effect_lock_leaves_spell_and_trap_cards_alone() -> None:
    d = _duel()
    source = _card(d, 0, 9156135)
    d.linger(source, 0, Effect(Kind.CONTINUOUS, locks_activations=monster_effects),
             Cause(0, Reason.EFFECT, source.idx))
    assert _locked(d, 0, 9156135)
    assert not _locked(d, 0, 44095762) and not _locked(d, 1, 5318639)
