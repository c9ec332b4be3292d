"""`Duel.gemini_summon_by_effect`: an effect normal summons a second time a face-up gemini monster its player controls
that has not gained its effects; it then has them, and the player's own normal summon of the turn is not used. Any
other monster (already gemini summoned, face-down, the opponent's) is refused."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters:
      - {card: 巨人ゴーグル, as: UP}
      - {card: 巨人ゴーグル, as: DOWN, position: set}
  B:
    monsters:
      - {card: 巨人ゴーグル, as: THEIRS}
"""


def _board() -> tuple[Duel, dict[str, Card]]:
    d: Duel = build(load(BOARD, "gemini by effect"), "gemini by effect", RULES).duel
    return d, {c.label: c for c in d.cards if c.label}


def test_the_face_up_gemini_gains_its_effects_outside_the_normal_summon() -> None:
    d, cards = _board()
    up = cards["UP"]
    assert d.dormant(up)
    before = d.players[0].normal_summons
    assert d.gemini_summon_by_effect(up, 0, Cause(0, Reason.EFFECT, -1))
    assert not d.dormant(up)
    assert d.atk(up) == 2100  # 巨人ゴーグル's original ATK while gemini summoned
    assert d.players[0].normal_summons == before
    assert not d.gemini_summon_by_effect(up, 0, Cause(0, Reason.EFFECT, -1))  # it has its effects already


def test_other_monsters_are_refused() -> None:
    d, cards = _board()
    assert not d.gemini_summon_by_effect(cards["DOWN"], 0, Cause(0, Reason.EFFECT, -1))
    assert not d.gemini_summon_by_effect(cards["THEIRS"], 0, Cause(0, Reason.EFFECT, -1))
    assert d.dormant(cards["THEIRS"])
