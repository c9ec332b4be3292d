"""An effect activates a spell card from a graveyard onto its player's field (`Duel.activate_by_effect` /
`place_for_activation` from `Zone.GRAVE`, 「二重魔法」): the card is face-up and active in that player's zone, and
stays its owner's."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.state import Pos, Zone

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [二重魔法]
  B:
    graveyard: [魂吸収, 山]
"""


def test_a_graveyard_spell_goes_to_the_players_field() -> None:
    d = build(load(BOARD, "from-grave"), "from-grave", RULES).duel
    soul, mountain = (d.cards[i] for i in d.players[1].grave)
    cause = Cause(0, Reason.EFFECT, d.players[0].hand[0])  # 「二重魔法」's effect
    d.activate_by_effect(soul, 0, cause)
    d.activate_by_effect(mountain, 0, cause)
    assert soul.zone is Zone.SPELLS and soul.idx in d.players[0].spells and soul.active and soul.pos is Pos.UP
    assert mountain.zone is Zone.FIELD and d.players[0].field == mountain.idx and mountain.active
    assert soul.owner == mountain.owner == 1 and soul.ctl == mountain.ctl == 0
    assert not d.players[1].grave
