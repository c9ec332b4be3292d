"""Summon locks and the effects that make tokens (`tokens.may_summon_token`, `tokens.makes_token`): an effect whose
tokens its player may not special summon now (a 「結界像」 of another Attribute, 「虚無魔人」) is not activated, since
`Duel.create_token` would summon nothing; a face-down lock applies nothing; the effect's player is the one who summons
(「おジャマトリオ」's tokens for the opponent's field too)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.cards.common import token_data
from arbiter.ocg.cards.shared.tokens import OJAMA_TOKEN, SHEEP_TOKEN, makes_token, may_summon_token
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


def _ctx(lock: str, position: str) -> Ctx:
    d: Duel = build(load(BOARD % (lock, position), "lock"), "lock", RULES).duel
    sg = next(c for c in d.cards if c.label == "SG")
    return Ctx(d, 0, sg, Effect(Kind.ACTIVATE))


def _may(lock: str, position: str, token: int) -> bool:
    return may_summon_token(_ctx(lock, position), token_data(token, "トークン"))


def test_a_statue_of_another_attribute_refuses_the_token() -> None:
    assert not _may("豪雨の結界像", "attack", SHEEP_TOKEN)  # a Sheep Token is EARTH


def test_a_statue_of_the_tokens_attribute_allows_it() -> None:
    assert _may("干ばつの結界像", "attack", SHEEP_TOKEN)


def test_a_lock_on_every_special_summon_refuses_the_token() -> None:
    assert not _may("虚無魔人", "attack", SHEEP_TOKEN)


def test_a_face_down_lock_applies_nothing() -> None:
    assert _may("豪雨の結界像", "set", SHEEP_TOKEN)


def test_a_lock_on_the_opponent_only_binds_them_only() -> None:
    # 「虚無の統括者」 is B's: it forbids A's special summons
    assert not _may("虚無の統括者", "attack", SHEEP_TOKEN)


def test_makes_token_is_the_needs_of_a_token_effect() -> None:
    assert not makes_token(OJAMA_TOKEN, "おジャマトークン")(_ctx("豪雨の結界像", "attack"))
    assert makes_token(OJAMA_TOKEN, "おジャマトークン")(_ctx("豪雨の結界像", "set"))
