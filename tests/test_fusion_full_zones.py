"""A fusion summon with every monster zone of its player full (`fusion.summonable`, `fusion.choose_materials`,
`fusion.frees_a_zone`): one of the materials must leave one of those zones, or there is no room for the fusion
monster. A material in the opponent's zone (「超融合」) frees none of the player's."""

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
    hand: [{card: デーモンの召喚, as: SKULL}, {card: 真紅眼の黒竜, as: REB}]
    monsters: [{stats: {atk: 1}}, {stats: {atk: 2}}, {stats: {atk: 3}}, {stats: {atk: 4}}, %s]
    extra: [{card: ブラック・デーモンズ・ドラゴン, as: BSD}]
  B:
    monsters: [{card: 真紅眼の黒竜, as: THEIRS}, {card: デーモンの召喚, as: SKULL_B}]
"""


def _duel(fifth: str) -> tuple[Duel, dict[str, int]]:
    d = build(load(BOARD % fifth, "full"), "full", RULES).duel
    return d, {c.label: c.idx for c in d.cards if c.label}


def test_full_zones_and_materials_in_the_hand_make_nothing() -> None:
    d, _ = _duel("{stats: {atk: 5}}")
    assert fusion.summonable(d, 0, lambda c: True, fusion.hand_and_field) == []
    # both materials on the opponent's side (「超融合」) would free the opponent's zones, not the player's
    assert fusion.summonable(d, 0, lambda c: True, fusion.either_field) == []


def test_full_zones_with_a_material_among_them_make_the_monster() -> None:
    d, ids = _duel("{card: 真紅眼の黒竜, as: REB2}")
    assert [c.idx for c in fusion.summonable(d, 0, lambda c: True, fusion.hand_and_field)] == [ids["BSD"]]
    assert fusion.frees_a_zone(d.cards[ids["REB2"]], 0)
    assert not fusion.frees_a_zone(d.cards[ids["REB"]], 0)
    assert not fusion.frees_a_zone(d.cards[ids["THEIRS"]], 0)
