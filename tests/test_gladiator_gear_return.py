"""The 「剣闘獣」 gear equip spells' return to the hand (`cards/shared/equips.GLADIATOR_GEAR_BACK`): the gear
notices, as its monster leaves, whether that monster went back to the deck from the gear's own player's field
(the text's "from your side of the field"); a monster of the opponent's side returned to the deck does not count,
and the gear stays in the graveyard."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Zone

BOARD = """
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    spells: [{{card: 剣闘獣の闘器マニカ, equipped_to: GB, face: up, as: MANICA}}]
    monsters: [{mine}]
  B:
    monsters: [{theirs}]
"""
GB = "{card: 剣闘獣ベストロウリィ, as: GB}"


def _returned(side: str) -> Duel:
    mine, theirs = (GB, "") if side == "A" else ("", GB)
    d = build(load(BOARD.format(mine=mine, theirs=theirs), "gladiator_gear"), "gladiator_gear", RULES).duel
    gb = next(c for c in d.cards if c.zone is Zone.MONSTERS)
    d.to_deck([gb], Cause(1, Reason.EFFECT, -1))
    return d


def _manica_zone(d: Duel) -> Zone:
    return next(c.zone for c in d.cards if c.data.passcode == 52496105)


def test_the_gear_of_a_monster_back_from_its_own_side_is_due_back() -> None:
    d = _returned("A")
    assert _manica_zone(d) is Zone.GRAVE
    assert any(d.cards[t.card].data.passcode == 52496105 for t in d.triggers)


def test_the_gear_of_the_opponents_monster_stays_in_the_graveyard() -> None:
    d = _returned("B")
    assert _manica_zone(d) is Zone.GRAVE
    assert not any(d.cards[t.card].data.passcode == 52496105 for t in d.triggers)
