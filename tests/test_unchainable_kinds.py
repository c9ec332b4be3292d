"""An activation that cards of some kinds may not answer (`Effect.unchainable_kinds`, 「神炎皇ウリア」: no spell or
trap card may be chained to it, a monster's quick effect may)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.legality import activation_refusal

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: 神炎皇ウリア}]
    spells: [{card: 聖なるバリア －ミラーフォース－}]
  B:
    monsters: [{card: 速攻の黒い忍者}]
    graveyard: [{stats: {attribute: DARK}}, {stats: {attribute: DARK}}]
    spells: [{card: 砂塵の大竜巻}, {card: 魔法の筒}]
"""


def _answering_uria() -> Duel:
    """B's window right after Uria's destruction effect is activated on one of B's set traps."""
    d = build(load(BOARD, "uria"), "uria", RULES).duel
    uria = d.players[0].monsters[0]
    d.act(f"activate:{uria}:2")
    assert d.pending is not None and d.pending.kind == "target"
    d.act(d.pending.options[0].key)
    return d


def _names(d: Duel) -> set[str]:
    assert d.pending is not None
    return {d.cards[o.card].data.name_en or "" for o in d.pending.options if o.kind == "activate"}


def test_no_trap_answers_but_a_monster_effect_may() -> None:
    d = _answering_uria()
    assert d.pending is not None and d.pending.player == 1 and d.pending.kind == "window"
    assert _names(d) == {"Strike Ninja"}
    tornado = next(d.cards[i] for i in d.players[1].spells if i >= 0 and d.cards[i].data.name_en == "Dust Tornado")
    defn = d.defs[tornado.idx]
    assert defn is not None
    assert activation_refusal(d, 1, tornado, 1, defn.effects[0], (), None) == \
        "no trap card can be activated in response to that activation"


def test_the_limit_is_on_answers_to_that_activation_only() -> None:
    d = _answering_uria()
    ninja = d.players[1].monsters[0]
    d.act(f"activate:{ninja}:1")  # the ninja's own link: a trap may answer it
    while d.pending is not None and d.pending.kind != "window":
        d.act(d.pending.options[0].key)
    assert d.pending is not None and d.pending.kind == "window"
    if d.pending.player == 0:
        d.act("pass")
    assert "Dust Tornado" in _names(d)
