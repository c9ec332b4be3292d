"""`Duel.forbid_player(p, "set_monster", ...)`: the player may not set a monster from the hand (a normal set), while
a normal summon of it and the set of a spell or trap card stay open (「絶対不可侵領域」 forbids it with the summons)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.legality import idle_options

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{stats: {level: 4}}, サイクロン]
"""


def _kinds(d: Duel) -> set[tuple[str, str]]:
    return {(o.kind, d.cards[o.card].data.kind) for o in idle_options(d) if o.card >= 0}


def test_set_monster_forbids_only_the_set_of_a_monster() -> None:
    d = build(load(BOARD, "set_monster"), "set_monster", RULES).duel
    assert {("set", "monster"), ("summon", "monster"), ("setst", "spell")} <= _kinds(d)
    d.forbid_player(0, "set_monster", Cause(1, Reason.EFFECT))
    kinds = _kinds(d)
    assert ("set", "monster") not in kinds
    assert {("summon", "monster"), ("setst", "spell")} <= kinds
