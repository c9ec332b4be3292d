"""A special summon to the other player's field (`Duel.special_summon(..., by=)`, 「ミス・リバイブ」; a token,
`Duel.create_token(..., by=)`, 「おジャマトリオ」): the bans on special summons that count are those of the player who
summons, not of the one whose field the monster goes to. The log names that summoner and the field."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.cards.common import token_data
from arbiter.ocg.cards.shared.tokens import OJAMA_TOKEN
from arbiter.ocg.duel import Duel
from arbiter.ocg.render import render
from arbiter.ocg.state import Card, Pos, Zone

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  B:
    graveyard: [{stats: {atk: 100, def: 100}, as: Y}]
"""


def _duel() -> tuple[Duel, Card]:
    d = build(load(BOARD, "to-opponent"), "to-opponent", RULES).duel
    return d, next(c for c in d.cards if c.label == "Y")


def test_the_summoner_s_bans_count() -> None:
    d, y = _duel()
    d.forbid_player(0, "special_summon", Cause(1, Reason.EFFECT))
    d.special_summon(y, 1, Pos.DEFENSE, Cause(0, Reason.EFFECT), by=0)
    assert y.zone is Zone.GRAVE


def test_the_receiving_player_s_bans_do_not() -> None:
    d, y = _duel()
    d.forbid_player(1, "special_summon", Cause(0, Reason.EFFECT))
    d.special_summon(y, 1, Pos.DEFENSE, Cause(0, Reason.EFFECT), by=0)
    assert y.zone is Zone.MONSTERS and y.ctl == 1


def test_without_by_the_receiving_player_summons() -> None:
    d, y = _duel()
    d.forbid_player(1, "special_summon", Cause(0, Reason.EFFECT))
    d.special_summon(y, 1, Pos.DEFENSE, Cause(0, Reason.EFFECT))
    assert y.zone is Zone.GRAVE


def test_a_token_for_the_opponent_s_field_follows_its_summoner_s_bans() -> None:
    d, _ = _duel()
    token = token_data(OJAMA_TOKEN, "おジャマトークン")
    d.forbid_player(1, "special_summon", Cause(0, Reason.EFFECT))
    assert d.create_token(token, 1, Pos.DEFENSE, Cause(0, Reason.EFFECT), by=0) is not None
    d.forbid_player(0, "special_summon", Cause(1, Reason.EFFECT))
    assert d.create_token(token, 1, Pos.DEFENSE, Cause(0, Reason.EFFECT), by=0) is None


def test_the_log_names_the_summoner_and_the_field() -> None:
    d, y = _duel()
    d.special_summon(y, 1, Pos.DEFENSE, Cause(0, Reason.EFFECT), by=0)
    assert render(d.log[-1:], "ja") == ["AはYをBのフィールドに表側守備表示で特殊召喚"]
    assert render(d.log[-1:], "en") == ["A special summons Y to B's field in face-up defense position"]
