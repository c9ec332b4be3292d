"""A fusion monster whose original ATK comes from its fusion summon's materials reads the duel's record of that
summon (「Ｅ－ＨＥＲＯ ダーク・ガイア」: the total of its materials' original ATK; without a record, 0)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg import fusion
from arbiter.ocg.duel import Duel

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: Ｅ－ＨＥＲＯ ダーク・ガイア, as: DG}]
    graveyard: [{stats: {atk: 2400, race: Fiend}, as: F}, {stats: {atk: 1300, race: Rock}, as: R}]
"""

DARK_FUSION = 94820406


def _duel() -> Duel:
    return build(load(BOARD, "gaia"), "gaia", RULES).duel


def test_dark_gaia_adds_up_its_materials() -> None:
    d = _duel()
    gaia = d.monsters_of(0)[0]
    assert d.atk(gaia) == 0
    mats = tuple((d.cards[i].idx, d.cards[i].oid) for i in d.players[0].grave)
    fusion.add_record(d, fusion.FusionRecord(gaia.idx, gaia.oid, mats, DARK_FUSION, d.turn, 0))
    assert d.atk(gaia) == 3700
