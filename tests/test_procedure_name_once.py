"""A monster's own special summon procedure usable once a turn for the monsters of its name
(`Effect(Kind.PROCEDURE, name_once=True)`, 「ブラックマンバ」): the summon bans the name's procedure for its player
for the rest of the turn (`Duel.ban_name(..., "procedure")`), read by `legality.procedure_refusal`."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Kind
from arbiter.ocg.legality import procedure_refusal

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [ブラックマンバ, ブラックマンバ]
    monsters: [{stats: {race: 爬虫類族}}]
"""
MAMBA = 86469231


def _duel() -> Duel:
    return build(load(BOARD, "procedure_name_once"), "procedure_name_once", RULES).duel


def _may(d: Duel, idx: int) -> bool:
    defn = d.defs[idx]
    assert defn is not None
    eff = next(e for e in defn.effects if e.kind is Kind.PROCEDURE)
    return not procedure_refusal(d, 0, d.cards[idx], eff)


def test_the_second_copy_waits_for_the_next_turn() -> None:
    d = _duel()
    first, second = d.players[0].hand
    assert _may(d, first) and _may(d, second)
    assert d.pending is not None
    d.act(next(o.key for o in d.pending.options if o.key.startswith(f"special_summon:{first}:")))
    while d.pending is not None and d.pending.kind == "position":
        d.act("position:attack")
    assert d.cards[first].zone.name == "MONSTERS"
    assert not _may(d, second)
