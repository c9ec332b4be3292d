"""`Effect.fusion_from_anywhere` (「チェーン・マテリアル」), read by `fusion.summonable` and `fusion.fusion_summon`:
while such an effect lingers on a player, a fusion monster whose materials are anywhere among their hand, field,
deck and graveyard can be summoned; without it, only from the spell's own pool; the other player is not helped."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg import fusion
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Effect, Kind

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    spells: [{card: チェーン・マテリアル, as: CM}]
    deck: [{card: Ｅ・ＨＥＲＯ フェザーマン}]
    graveyard: [{card: Ｅ・ＨＥＲＯ バーストレディ}]
    extra: [{card: Ｅ・ＨＥＲＯ フレイム・ウィングマン, as: F}]
  B:
    deck: [{card: Ｅ・ＨＥＲＯ フェザーマン}]
    graveyard: [{card: Ｅ・ＨＥＲＯ バーストレディ}]
    extra: [{card: Ｅ・ＨＥＲＯ フレイム・ウィングマン}]
"""


def _duel(lingering: bool) -> Duel:
    d = build(load(BOARD, "anywhere"), "anywhere", RULES).duel
    if lingering:
        cm = next(c for c in d.cards if c.label == "CM")
        d.linger(cm, 0, Effect(Kind.CONTINUOUS, fusion_from_anywhere=True), Cause(0, Reason.EFFECT, cm.idx))
    return d


def test_without_it_the_deck_and_graveyard_make_nothing() -> None:
    d = _duel(False)
    assert fusion.from_anywhere(d, 0) is None
    assert fusion.summonable(d, 0, lambda c: True, fusion.hand_and_field) == []


def test_with_it_they_do_for_its_player_only() -> None:
    d = _duel(True)
    assert fusion.from_anywhere(d, 0) is not None and fusion.from_anywhere(d, 1) is None
    assert [f.label for f in fusion.summonable(d, 0, lambda c: True, fusion.hand_and_field)] == ["F"]
    assert fusion.summonable(d, 1, lambda c: True, fusion.hand_and_field) == []
