"""A monster whose normal summon or set also discards the rest of its player's hand (`CardDef.summon_discards_hand`)
and takes only tributes that pass a filter read on the duel (`CardDef.tribute_filter(duel, monster)`: current ATK):
「炎獄魔人ヘル・バーナー」."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Zone

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand:
      - {card: 炎獄魔人ヘル・バーナー, as: HB}
      - {card: 強欲な壺, as: G}
    monsters:
      - {stats: {atk: 1500, def: 1000}, as: S}
      - {stats: {atk: 2000, def: 1000}, as: L}
    spells: [{card: 団結の力, as: U, equipped_to: S, face: up}]
"""


def _duel() -> Duel:
    return build(load(BOARD, "incinerator"), "incinerator", RULES).duel


def _idx(d: Duel, label: str) -> int:
    return next(c.idx for c in d.cards if c.label == label)


def _tribute_options(d: Duel, pos: str) -> set[int]:
    d.act(f"{pos}:{_idx(d, 'HB')}")
    assert d.pending is not None and d.pending.kind == "tribute"
    return {o.card for o in d.pending.options}


def test_tributes_are_read_at_their_current_atk() -> None:
    d = _duel()
    # 団結の力 raises S to 1500 + 800 x 2 face-up monsters = 3100: its current ATK counts, not its printed one
    assert _tribute_options(d, "summon") == {_idx(d, "S"), _idx(d, "L")}


def test_the_rest_of_the_hand_is_discarded_with_the_summon() -> None:
    d = _duel()
    _tribute_options(d, "set")
    d.act(f"tribute:{_idx(d, 'L')}")
    assert d.cards[_idx(d, "HB")].zone is Zone.MONSTERS
    assert d.cards[_idx(d, "G")].zone is Zone.GRAVE
    assert d.cards[_idx(d, "L")].zone is Zone.GRAVE
    assert d.cards[_idx(d, "S")].zone is Zone.MONSTERS
    assert not d.players[0].hand
