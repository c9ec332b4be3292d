"""Once a turn counts a printed effect, not a declaration: a card file may declare one effect of its text as several
(one per way of using it, one per kind of trigger event), and a use of any of them uses up all of them
(`Duel.use_number`)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card

# 「爆炎集合体 ガイヤ・ソウル」: its once-a-turn effect 1 is declared twice (2 tributes, 1 tribute); its end-phase
# destruction is effect 3 of its text, declared 4th
BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: 爆炎集合体 ガイヤ・ソウル, as: GS}]
"""


def _gaia_soul() -> tuple[Duel, Card]:
    d = build(load(BOARD, "printed"), "printed", RULES).duel
    return d, next(c for c in d.cards if c.label == "GS")


def test_a_use_of_one_declaration_uses_up_the_printed_effect() -> None:
    d, gs = _gaia_soul()
    d.note_used(gs, 2)
    assert d.used_this_turn(gs, 1) and d.used_this_turn(gs, 2)
    assert d.uses_this_turn(gs, 1) == 1


def test_other_printed_effects_stay_unused() -> None:
    d, gs = _gaia_soul()
    d.note_used(gs, 1)
    assert not d.used_this_turn(gs, 3) and not d.used_this_turn(gs, 4)
