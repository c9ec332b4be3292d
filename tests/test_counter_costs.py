"""Counters removed for a cost: from either player's cards (`Cost(counters_side="any")`, `costs.counter_holders`:
「雲魔物－アルトス」), and as many as the number declared on activation (`Cost(counters_declared=True)`:
「ブラッド・マジシャン－煉獄の魔術師－」)."""

from __future__ import annotations

from pathlib import Path

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.cards.shared.cloudians import FOG
from arbiter.ocg.costs import counter_holders
from scenario_text import judged

FOGGY = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{stats: {atk: 100}, counters: {フォッグカウンター: 1}}]
  B:
    monsters: [{stats: {atk: 100}, counters: {フォッグカウンター: 2}}, {stats: {atk: 100}}]
"""


def test_counters_from_either_side() -> None:
    d = build(load(FOGGY, "fog"), "fog", RULES).duel
    own = [m for m in d.monsters_of(0) if m.counters.get(FOG)]
    theirs = [m for m in d.monsters_of(1) if m.counters.get(FOG)]
    assert counter_holders(d, 0, FOG) == own
    assert counter_holders(d, 0, FOG, "opp") == theirs
    assert counter_holders(d, 0, FOG, "any") == own + theirs


MAGICIAN = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: ブラッド・マジシャン－煉獄の魔術師－, as: BM, counters: {spell: 3}}]
  B:
    monsters: [{stats: {atk: 700}, as: X}]
steps:
"""


def _judge(tmp_path: Path, steps: str) -> tuple[bool, str]:
    v = judged(tmp_path, MAGICIAN + steps)
    return v.passed, v.message


def test_the_declared_number_of_counters_is_removed(tmp_path: Path) -> None:
    for n, left in (("1", 2), ("3", 0)):
        ok, why = _judge(tmp_path, f"""  - {{player: A, activate: BM, effect: 2, options: ["{n}"], targets: [X]}}
  - expect: {{counters: {{BM: {{spell: {left}}}}}}}
""")
        assert ok, why


def test_no_more_than_the_card_holds(tmp_path: Path) -> None:
    ok, why = _judge(tmp_path, """  - expect:
      not_legal: [{player: A, activate: BM, effect: 2, options: ["4"], targets: [X]}]
""")
    assert ok, why


ALTUS = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: 雲魔物－アルトス, as: AL, counters: {フォッグカウンター: 2}}]
  B:
    hand: [{stats: {atk: 1}}]
    monsters: [{stats: {atk: 500}, as: Y, counters: {フォッグカウンター: 1}}]
"""


def test_a_counter_to_remove_is_asked_for_by_its_name_in_each_language() -> None:
    # the question read 'remove a フォッグカウンター counter' in English and named the key, not the counter, in both
    d = build(load(ALTUS, "altus"), "altus", RULES).duel
    d.act(next(o.key for o in d.pending.options if o.kind == "activate"))
    assert d.pending is not None and d.pending.kind == "cost"
    assert d.pending.prompt("en").endswith("remove 1 Fog Counter"), d.pending.prompt("en")
    assert d.pending.prompt("ja").endswith("フォッグカウンターを１つ取り除く"), d.pending.prompt("ja")
