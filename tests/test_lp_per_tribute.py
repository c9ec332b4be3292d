"""LP paid instead of a tribute summon's tributes (`Effect.lp_per_tribute`, read by `legality.tribute_price`,
`summon.NormalSummon` and an effect's normal summon, `shared/effect_summons.summon_from_hand`; 「死皇帝の陵墓」):
the player chooses at each summon between paying for every tribute and tributing, is offered only the payment where
the tributes cannot be made, and neither where they have too few LP; without such an effect nothing is asked."""

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
    lp: %d
    field: [{card: %s, face: up}]
    hand: [{stats: {atk: 2400, level: 6}}, {stats: {atk: 3000, level: 7}}]
    monsters: [{stats: {atk: 100}}]
"""


def _duel(field: str = "死皇帝の陵墓", lp: int = 8000) -> tuple[Duel, int, int, int]:
    d = build(load(BOARD % (lp, field), "lp-tributes"), "lp-tributes", RULES).duel
    six, seven = d.players[0].hand[:2]
    return d, six, seven, d.players[0].monsters[0]


def _keys(d: Duel) -> set[str]:
    assert d.pending is not None
    return {o.key for o in d.pending.options}


def test_paying_takes_no_tribute() -> None:
    d, six, _, fodder = _duel()
    d.act(f"summon:{six}")
    assert d.pending is not None and d.pending.kind == "lp_or_tributes" and _keys(d) == {"pay", "tributes"}
    d.act("pay")
    assert d.cards[six].zone is Zone.MONSTERS and d.cards[fodder].zone is Zone.MONSTERS
    assert d.players[0].lp == 7000


def test_tributing_pays_nothing() -> None:
    d, six, _, fodder = _duel()
    d.act(f"summon:{six}")
    d.act("tributes")
    d.act(f"tribute:{fodder}")
    assert d.cards[six].zone is Zone.MONSTERS and d.cards[fodder].zone is Zone.GRAVE
    assert d.players[0].lp == 8000


def test_only_paying_where_the_tributes_fall_short() -> None:
    d, _, seven, _ = _duel()
    d.act(f"summon:{seven}")
    assert _keys(d) == {"pay"}
    d.act("pay")
    assert d.cards[seven].zone is Zone.MONSTERS and d.players[0].lp == 6000


def test_too_few_lp_leaves_the_tributes() -> None:
    d, six, seven, _ = _duel(lp=900)
    assert d.pending is not None
    keys = {o.key for o in d.pending.options}
    assert f"summon:{six}" in keys and f"summon:{seven}" not in keys
    d.act(f"summon:{six}")
    assert d.pending is not None and d.pending.kind == "tribute"


def test_without_the_effect_nothing_is_asked() -> None:
    d, six, seven, _ = _duel(field="山")
    assert d.pending is not None and f"summon:{seven}" not in {o.key for o in d.pending.options}
    d.act(f"summon:{six}")
    assert d.pending is not None and d.pending.kind == "tribute"
