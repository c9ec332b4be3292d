"""`Duel.tribute` by an effect leaves out a monster unaffected by that effect (「ホルスの黒炎竜 ＬＶ６」 and a
spell): the monster stays, the log names no tribute of it, and the tributes returned are only those made, which is
what the cards' "if you do" reads. A cost is no effect: the same monster may be tributed for one."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import Board, build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card, Zone

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: ホルスの黒炎竜 ＬＶ６, as: H6}, {stats: {atk: 1000}, as: M}]
    spells: [{card: エクトプラズマー, face: up, as: EP}, {card: 和睦の使者, as: WB}]
"""


def _board() -> tuple[Duel, dict[str, Card]]:
    b: Board[Duel] = build(load(BOARD, "tribute"), "tribute", RULES)
    return b.duel, {k: b.duel.cards[i] for k, i in b.labels.items()}


def test_a_spells_effect_does_not_tribute_a_monster_unaffected_by_spells() -> None:
    d, c = _board()
    start = len(d.log)
    done = d.tribute([c["H6"], c["M"]], 0, Cause(0, Reason.EFFECT, c["EP"].idx, 1))
    assert done == [c["M"]]
    assert c["H6"].zone is Zone.MONSTERS and c["M"].zone is Zone.GRAVE
    tributes = [e for e in d.log[start:] if e.kind == "tribute"]
    assert len(tributes) == 1 and d.ref(c["H6"].idx) not in tributes[0].args[1]


def test_nothing_tributed_logs_no_tribute() -> None:
    d, c = _board()
    start = len(d.log)
    assert d.tribute([c["H6"]], 0, Cause(0, Reason.EFFECT, c["EP"].idx, 1)) == []
    assert not [e for e in d.log[start:] if e.kind == "tribute"]


def test_a_trap_or_a_cost_tributes_it() -> None:
    d, c = _board()
    assert d.tribute([c["H6"]], 0, Cause(0, Reason.EFFECT, c["WB"].idx, 1)) == [c["H6"]]
    d, c = _board()
    assert d.tribute([c["H6"]], 0, Cause(0, Reason.COST, c["EP"].idx, 1), cost=True) == [c["H6"]]
