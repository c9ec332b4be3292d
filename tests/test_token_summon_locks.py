"""Summon locks and the effects that make tokens (`tokens.may_summon_token`): an effect whose tokens its player may
not special summon now (a 「結界像」 of another Attribute, 「虚無魔人」) is not activated, since `Duel.create_token`
would summon nothing; a face-down lock applies nothing."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.cards.common import token_data
from arbiter.ocg.cards.shared.tokens import SHEEP_TOKEN, may_summon_token
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Ctx, Effect, Kind

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: スケープ・ゴート, as: SG}]
  B:
    monsters: [{card: %s, position: %s}]
"""


def _may(lock: str, position: str, token: int) -> bool:
    d: Duel = build(load(BOARD % (lock, position), "lock"), "lock", RULES).duel
    sg = next(c for c in d.cards if c.label == "SG")
    return may_summon_token(Ctx(d, 0, sg, Effect(Kind.ACTIVATE)), token_data(token, "トークン"))


def test_a_statue_of_another_attribute_refuses_the_token() -> None:
    assert not _may("豪雨の結界像", "attack", SHEEP_TOKEN)  # a Sheep Token is EARTH


def test_a_statue_of_the_tokens_attribute_allows_it() -> None:
    assert _may("干ばつの結界像", "attack", SHEEP_TOKEN)


def test_a_lock_on_every_special_summon_refuses_the_token() -> None:
    assert not _may("虚無魔人", "attack", SHEEP_TOKEN)


def test_a_face_down_lock_applies_nothing() -> None:
    assert _may("豪雨の結界像", "set", SHEEP_TOKEN)
