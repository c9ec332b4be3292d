"""A card noted in the graveyard comes back in its owner's next standby phase only (`in_later_own_standby`,
"次の自分のスタンバイフェイズ"): not in the note's own turn, not in the opponent's, and not in a later one of
its owner's once that next one has passed."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Event
from arbiter.ocg.cards.shared.notes import note
from arbiter.ocg.cards.shared.revival import in_later_own_standby
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Ctx

BOARD = """
turn: {number: 4, player: B, phase: main1}
players:
  A:
    graveyard: [{card: ゲルニア, as: GER}]
"""


def _fires_in(turns_later: int, note_turn_player: str) -> bool:
    board = BOARD.replace("player: B", f"player: {note_turn_player}")
    d: Duel = build(load(board, "gernia"), "gernia", RULES).duel
    ger = next(c for c in d.cards if c.label == "GER")
    ctx = Ctx(d, 0, ger, d.effect_of(ger.idx, 1), ())
    note(ctx, "opp_effect", ger)
    d.turn += turns_later
    d.tp = d.tp if turns_later % 2 == 0 else 1 - d.tp
    return in_later_own_standby("opp_effect")(ctx, Event("phase", d.rule_cause(d.tp), detail="standby"))


def test_noted_in_the_opponents_turn_it_fires_in_the_owners_next_turn_only() -> None:
    assert not _fires_in(0, "B")
    assert _fires_in(1, "B")
    assert not _fires_in(2, "B")
    assert not _fires_in(3, "B")


def test_noted_in_the_owners_turn_it_waits_for_their_next_turn_and_no_later() -> None:
    assert not _fires_in(0, "A")
    assert not _fires_in(1, "A")
    assert _fires_in(2, "A")
    assert not _fires_in(4, "A")
