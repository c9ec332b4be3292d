"""`Cost.counters_all`: every counter of the cost's kind on the field (both players' cards) is removed on
activation, none chosen, at least the number the cost names; the activation's `link.paid` holds how many, and the
chain line says it (「上昇気流」)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.legality import cost_refusal
from arbiter.ocg.render import render
from arbiter.ocg.state import Card

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: 雲魔物－アシッド・クラウド, as: MINE, counters: {フォッグカウンター: %d}}]
    spells: [{card: 上昇気流, as: UD}]
  B:
    monsters: [{card: 雲魔物－ゴースト・フォッグ, as: THEIRS, counters: {フォッグカウンター: 1}}]
"""


def _duel(mine: int) -> tuple[Duel, dict[str, Card]]:
    d = build(load(BOARD % mine, "counters_all"), "counters_all", RULES).duel
    return d, {c.label: c for c in d.cards if c.label}


def test_every_counter_on_both_fields_goes_with_no_question() -> None:
    d, cards = _duel(2)
    assert d.pending is not None
    d.act(next(o.key for o in d.pending.options if o.kind == "activate" and o.card == cards["UD"].idx))
    assert d.pending is not None and d.pending.kind != "cost"
    assert not any(cards[k].counters.get("フォッグカウンター") for k in ("MINE", "THEIRS"))
    assert d.chain[-1].paid == 3
    assert "(removing 3 Fog Counters from the field)" in "\n".join(render(d.log, "en"))


def test_payable_with_counters_on_the_opponents_side_only() -> None:
    d, cards = _duel(0)
    ud = cards["UD"]
    defn = d.defs[ud.idx]
    assert defn is not None
    assert cost_refusal(d, 0, ud, defn.effects[0]) == ""
