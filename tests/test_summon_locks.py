"""Summon locks (`ocg/summon_locks.py`): a face-up 「結界像」 keeps both players from special summoning monsters of
another Attribute, by any means (an effect, a token, a fusion summon); face-down it
locks nothing, and normal summons stay free."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg import fusion
from arbiter.ocg.carddata import default_db
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Pos

BOARD = """
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    monsters: [{{card: 業火の結界像, position: {position}}}]
    hand:
      - {{card: 融合}}
      - {{card: 切り込み隊長}}
      - {{card: Ｅ・ＨＥＲＯ フェザーマン}}
      - {{card: Ｅ・ＨＥＲＯ バーストレディ}}
    extra: [{{card: Ｅ・ＨＥＲＯ フレイム・ウィングマン}}]
"""

FIRE, DARK = 58932615, 46986414  # バーストレディ (FIRE), ブラック・マジシャン (DARK)


def _duel(position: str) -> Duel:
    return build(load(BOARD.format(position=position), "lock"), "lock", RULES).duel


def test_a_face_up_statue_forbids_special_summons_of_other_attributes_to_both_players() -> None:
    d = _duel("attack")
    db = default_db()
    for player in (0, 1):
        assert d.player_forbidden(player, "special_summon", monster=db.get(DARK))
        assert not d.player_forbidden(player, "special_summon", monster=db.get(FIRE))
        assert not d.player_forbidden(player, "summon", monster=db.get(DARK))
    # without a monster to ask about, only the bans effects leave on a player count
    assert not d.player_forbidden(0, "special_summon")


def test_a_face_down_statue_locks_nothing() -> None:
    d = _duel("set")
    assert not d.player_forbidden(0, "special_summon", monster=default_db().get(DARK))


def test_no_token_of_another_attribute() -> None:
    d = _duel("attack")
    db = default_db()
    cause = Cause(0, Reason.EFFECT, 0)
    assert d.create_token(db.get(DARK), 0, Pos.DEFENSE, cause) is None
    assert d.create_token(db.get(FIRE), 0, Pos.DEFENSE, cause) is not None


def test_normal_summons_stay_free() -> None:
    d = _duel("attack")
    assert d.pending is not None and any(o.key.startswith("summon:") for o in d.pending.options)


def test_fusion_summons_of_other_attributes_are_not_offered() -> None:
    assert fusion.summonable(_duel("attack"), 0, lambda c: True, fusion.hand_and_field) == []
    assert len(fusion.summonable(_duel("set"), 0, lambda c: True, fusion.hand_and_field)) == 1  # WIND
