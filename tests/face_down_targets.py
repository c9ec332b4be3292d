"""A face-down card targeted, for the tests of what a seat may learn of an opponent's face-down cards: B's two set
spells and traps, and A's 「青い忍者」 flip-summoned, its effect's target being chosen."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel

SET_CARDS = """
turn: {number: 5, player: A, phase: main1}
players:
  A:
    monsters:
      - {card: 青い忍者, position: set}
  B:
    spells:
      - {card: 聖なるバリア －ミラーフォース－}
      - {card: サイクロン}
"""


def targeting() -> Duel:
    """A's 「青い忍者」 flip-summoned, its effect's target being chosen."""
    d = build(load(SET_CARDS, "set-cards"), "set-cards", RULES).duel
    assert d.pending is not None
    d.act(next(o.key for o in d.pending.options if o.kind == "flip_summon"))
    while d.pending is not None and d.pending.kind != "target":
        d.act(d.pending.options[0].key)
    return d
