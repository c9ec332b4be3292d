"""Boards for the tests of what a seat may learn of an opponent's face-down cards: a face-down card targeted (B's two
set spells and traps, and A's 「青い忍者」 flip-summoned, its effect's target being chosen), and face-down monsters
shown to the opponent, then shuffled among their zones."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import Board, build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from scenario_text import played

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

# B's set 「青眼の白龍」 (BEWD) and 「ブラック・マジシャン」 (DM), which A's 「旧神の印」 shows A in A's turn, and B's
# face-up 「さまようミイラ」 (MUM), in B's next main phase 1
SHOWN_SET_MONSTERS = """
turn: {number: 3, player: B, phase: main1}
players:
  A:
    hand: [{card: 旧神の印, as: SEAL}]
  B:
    monsters:
      - {card: さまようミイラ, as: MUM}
      - {card: 青眼の白龍, position: set, as: BEWD}
      - {card: ブラック・マジシャン, position: set, as: DM}
steps:
  - {phase: end_turn}
  - {phase: main1}
  - {player: A, activate: SEAL}
  - {resolve: true}
  - {phase: end_turn}
  - {phase: main1}
"""


def shown_then_shuffled() -> Board[Duel]:
    """`SHOWN_SET_MONSTERS`, then 「さまようミイラ」 turned face-down and B's three face-down monsters shuffled among
    their zones."""
    return played(SHOWN_SET_MONSTERS + "  - {player: B, activate: MUM}\n  - {resolve: true}\n")
