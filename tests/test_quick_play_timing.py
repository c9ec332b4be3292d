"""When each of the era's quick-play spells may be activated, by the rules every quick-play spell follows (spell
speed 2): from the hand only in its controller's own turn, in any of its phases; set, in either player's turn, but
not in the turn it was set. Each declared activation of every era quick-play spell is checked against those rules,
so that no card's declaration strays from them (the damage step, where a card's text decides, is swept by
tests/cards/ocg/era-quick-play-spells-in-the-damage-step-only-to-change-atk-def.yaml)."""

from __future__ import annotations

import pytest

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg import registry
from arbiter.ocg.carddata import CardData, era_cards
from arbiter.ocg.chain import Window
from arbiter.ocg.effects import Kind
from arbiter.ocg.legality import (
    FACE_UP_DONE,
    HAND_OR_SET,
    NOT_OWN,
    SET_THIS_TURN,
    SPELL_MAIN,
    SPELL_OWN_TURN,
    activation_refusal,
)

QUICK_PLAYS = [c for c in era_cards() if c.is_spell and "quick-play" in c.subtypes]
# the refusals of the rules of when a spell card is activated: none of them may stop a quick-play spell at a moment
# those rules allow it (its own conditions, costs and targets are its scenarios' business)
TIMING = {str(SPELL_OWN_TURN), str(SET_THIS_TURN["spell"]), str(SPELL_MAIN), str(HAND_OR_SET), str(FACE_UP_DONE),
          *(str(w) for w in NOT_OWN)}


def _board(passcode: int, player: str, phase: str, where: str) -> str:
    return f"""
turn: {{number: 3, player: {player}, phase: {phase}}}
players:
  A:
    {where}: [{{card: {passcode}, as: Q{', this_turn: [set]' if where == 'set-now' else ''}}}]
""".replace("set-now", "spells")


def _refusals(passcode: int, player: str, phase: str, where: str) -> list[str]:
    """The refusal of each activation the card declares, for player A, with the card where `where` says."""
    d = build(load(_board(passcode, player, phase, where), "quick-play"), "quick-play", RULES).duel
    card = next(c for c in d.cards if c.data.passcode == passcode)
    window = d.stack[-1] if isinstance(d.stack[-1], Window) else None
    defn = registry.definition(card.data)
    assert defn is not None, f"{card.data.describe()} is not declared"
    return [str(activation_refusal(d, 0, card, n, e, (), window))
            for n, e in enumerate(defn.effects, 1) if e.kind is Kind.ACTIVATE]


def test_the_era_has_its_quick_play_spells() -> None:
    # the era's pool names 79 quick-play spells (era_cards.csv): a sweep over none would prove nothing
    assert len(QUICK_PLAYS) == 79


@pytest.mark.parametrize("data", QUICK_PLAYS, ids=lambda c: str(c.passcode))
def test_from_the_hand_only_in_its_own_turn(data: CardData) -> None:
    code = data.passcode
    assert set(_refusals(code, "B", "main1", "hand")) == {str(SPELL_OWN_TURN)}
    # in its own turn no rule of timing stops it, in a phase that is not a main phase either
    assert not TIMING & set(_refusals(code, "A", "standby", "hand"))


@pytest.mark.parametrize("data", QUICK_PLAYS, ids=lambda c: str(c.passcode))
def test_set_it_waits_a_turn_then_is_activated_in_either_turn(data: CardData) -> None:
    code = data.passcode
    assert set(_refusals(code, "A", "main1", "set-now")) == {str(SET_THIS_TURN["spell"])}
    assert not TIMING & set(_refusals(code, "B", "standby", "spells"))
    assert not TIMING & set(_refusals(code, "A", "battle", "spells"))
