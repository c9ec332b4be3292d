"""A monster whose attacks must be direct ones (forbidden "attack_monster", 「因幡之白兎」): while the opponent
controls monsters it is offered only the direct attack; the player's other monsters still attack monsters."""

from __future__ import annotations

from arbiter.judge.flow import advance_to
from arbiter.judge.ocg_board import RULES
from arbiter.judge.ocg_steps import RULES as STEPS
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel

BOARD = """
turn: {number: 3, player: A, phase: battle}
players:
  A:
    monsters: [{card: 因幡之白兎, as: IW}, {stats: {atk: 1000}, as: X}]
  B:
    monsters: [{stats: {atk: 0}, as: O}]
"""


def _attacks(d: Duel) -> dict[str, set[int]]:
    assert d.pending is not None
    out: dict[str, set[int]] = {}
    for o in d.pending.options:
        if o.kind == "attack":
            out.setdefault(d.cards[o.card].data.name_ja, set()).add(o.arg)
    return out


def test_it_is_offered_only_the_direct_attack() -> None:
    d = build(load(BOARD, "rabbit"), "rabbit", RULES).duel
    advance_to(STEPS, d, "battle:battle", "rabbit", 1)
    attacks = _attacks(d)
    assert attacks["因幡之白兎"] == {-1}
    assert -1 not in attacks[next(k for k in attacks if k != "因幡之白兎")]
