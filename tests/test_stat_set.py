"""An ATK or DEF an effect sets to a value (`Duel.set_stat`, `arbiter.ocg.stat_set`): the value overrides the
changes that applied before it and the later ones apply on top of it; an original ATK set by an effect keeps
every change. The reading is recorded in docs/uncertain-rulings.md."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.cards.shared.stats import original_atk, original_def
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters:
      - {stats: {atk: 1000, def: 400}, as: M}
    spells:
      - {card: デーモンの斧, equipped_to: M, face: up, as: AXE}
    hand:
      - {card: デーモンの斧, as: AXE2}
"""


def _board() -> tuple[Duel, Card]:
    d: Duel = build(load(BOARD, "stat-set"), "stat-set", RULES).duel
    return d, next(c for c in d.cards if c.label == "M")


def _cause() -> Cause:
    return Cause(0, Reason.EFFECT, -1)


def test_a_set_value_overrides_the_changes_made_before_it() -> None:
    d, m = _board()
    d.boost(m, 300, 0, _cause())
    assert d.atk(m) == 2300  # 1000, the equipped axe's 1000, the boost's 300
    d.next_thing()
    d.set_stat(m, True, 3000, _cause())
    assert d.atk(m) == 3000
    assert d.defense(m) == 400  # only the ATK was set


def test_changes_made_after_a_set_value_apply_on_top_of_it() -> None:
    d, m = _board()
    d.set_stat(m, True, 3000, _cause())
    d.next_thing()
    d.boost(m, -500, 0, _cause())
    assert d.atk(m) == 2500


def test_the_later_of_two_set_values_counts() -> None:
    d, m = _board()
    d.set_stat(m, True, 3000, _cause())
    d.next_thing()
    d.set_stat(m, True, 0, _cause())
    assert d.atk(m) == 0


def test_a_set_value_ends_with_the_turn() -> None:
    d, m = _board()
    d.set_stat(m, True, 3000, _cause())
    d.end_turn_effects()
    d.turn += 1
    assert d.atk(m) == 2000


def test_an_original_value_set_keeps_every_change() -> None:
    d, m = _board()
    d.boost(m, 300, 0, _cause())
    d.set_stat(m, True, 400, _cause(), original=True)
    d.set_stat(m, False, 1000, _cause(), original=True)
    assert (original_atk(d, m), original_def(d, m)) == (400, 1000)
    assert (d.atk(m), d.defense(m)) == (1700, 1000)  # 400, the axe's 1000, the boost's 300
