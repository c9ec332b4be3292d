"""The shared trigger that, when a battle destroys the monster and sends it to the graveyard, special summons a
fitting monster from the deck (`cards/shared/recruiters.battle_recruiter`, 「ドラゴンフライ」 and its kin): a monster
of the deck whose own summoning conditions forbid the summon (「八汰烏」 can never be special summoned) is neither
offered nor enough to activate the effect."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.cards.shared.recruiters import battle_recruiter
from arbiter.ocg.effects import Ctx

BOARD = """
turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    monsters: [ドラゴンフライ]
    deck: {deck}
"""
WIND_UP_TO_1500 = battle_recruiter(lambda c: c.data.attribute == "WIND" and (c.data.atk or 0) <= 1500, "x", "x")


def _may_activate(deck: str) -> bool:
    d = build(load(BOARD.format(deck=deck), "battle_recruiter"), "battle_recruiter", RULES).duel
    ctx = Ctx(d, 0, d.cards[next(i for i in d.players[0].monsters if i >= 0)], WIND_UP_TO_1500)
    assert WIND_UP_TO_1500.needs is not None
    return WIND_UP_TO_1500.needs(ctx)


def test_a_monster_that_may_be_special_summoned_is_offered() -> None:
    assert _may_activate("[{stats: {attribute: WIND, atk: 1500}}]")


def test_a_monster_that_can_never_be_special_summoned_is_not() -> None:
    assert not _may_activate("[八汰烏]")
