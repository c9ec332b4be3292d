"""A summon lock of the kind "fusion_summon" (`summon_locks.no_fusion_summons`, 「融合禁止エリア」): while it applies,
`Duel.special_summon` refuses a fusion summon and `fusion.summonable` offers nothing, while a special summon of the
same fusion monster that is no fusion summon still happens."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg import fusion
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Pos, Zone

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: フェアリー・ドラゴン, as: M1}, {card: 海原の女戦士, as: M2}, {card: ゾーン・イーター, as: M3}]
    extra: [{card: アクア・ドラゴン, as: F}]
  B:
    spells: [{card: 融合禁止エリア, face: %s}]
"""


def _duel(face: str) -> tuple[Duel, dict[str, int]]:
    d = build(load(BOARD % face, "lock"), "lock", RULES).duel
    return d, {c.label: c.idx for c in d.cards if c.label}


def test_a_face_up_lock_refuses_fusion_summons_only() -> None:
    d, ids = _duel("up")
    assert d.player_forbidden(0, "fusion_summon", monster=d.cards[ids["F"]].data)
    assert fusion.summonable(d, 0, lambda c: True, fusion.hand_and_field) == []
    f = d.cards[ids["F"]]
    d.special_summon(f, 0, Pos.ATTACK, Cause(0, Reason.EFFECT, ids["M1"]), "fusion")
    assert f.zone is Zone.EXTRA
    d.special_summon(f, 0, Pos.ATTACK, Cause(0, Reason.EFFECT, ids["M1"]))
    assert f.zone is Zone.MONSTERS


def test_a_set_lock_applies_nothing() -> None:
    d, ids = _duel("set")
    assert not d.player_forbidden(0, "fusion_summon", monster=d.cards[ids["F"]].data)
    assert [c.idx for c in fusion.summonable(d, 0, lambda c: True, fusion.hand_and_field)] == [ids["F"]]
