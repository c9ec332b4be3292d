"""A card of the hand that may not be activated this turn (「泉の精霊」's equip spell,
`Duel.restrict(c, "activate_card")`) may not be activated once set from the hand either: `Duel.set_spell_trap`
carries the ban over to the set card, a new object, for as long as it was to last."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import Board, build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.lasting import Forbid, Until
from arbiter.ocg.state import Card, Zone

# AXE: an equip spell in the hand; FS: the card whose effect bans it; HU: another equip spell, not banned
BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 一角獣のホーン, as: AXE}, {card: 一角獣のホーン, as: HU}]
    graveyard: [{card: 泉の精霊, as: FS}]
"""


def _board() -> tuple[Duel, dict[str, Card]]:
    b: Board[Duel] = build(load(BOARD, "set_keeps_ban"), "set_keeps_ban", RULES)
    return b.duel, {k: b.duel.cards[i] for k, i in b.labels.items()}


def test_the_set_card_keeps_the_ban_for_this_turn() -> None:
    d, c = _board()
    d.restrict(c["AXE"], "activate_card", Cause(0, Reason.EFFECT, c["FS"].idx, 1))
    assert d.set_spell_trap(c["AXE"], 0, d.rule_cause(0))
    assert c["AXE"].zone is Zone.SPELLS
    assert d.forbidden(c["AXE"], "activate_card")
    # it ends when the turn does, as it would have in the hand
    assert [r.until for r in d.lasting.of(Forbid) if r.card == (c["AXE"].idx, c["AXE"].oid)] == [Until(turn=3)]


def test_a_card_never_banned_is_free_once_set() -> None:
    d, c = _board()
    d.restrict(c["AXE"], "activate_card", Cause(0, Reason.EFFECT, c["FS"].idx, 1))
    assert d.set_spell_trap(c["HU"], 0, d.rule_cause(0))
    assert not d.forbidden(c["HU"], "activate_card")


def test_other_bans_do_not_follow_the_card() -> None:
    d, c = _board()
    d.restrict(c["AXE"], "attack", Cause(0, Reason.EFFECT, c["FS"].idx, 1))
    assert d.set_spell_trap(c["AXE"], 0, d.rule_cause(0))
    assert not d.forbidden(c["AXE"], "attack")
