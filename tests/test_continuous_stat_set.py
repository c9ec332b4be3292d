"""A continuous "its ATK/DEF becomes X" (`Effect.atk_becomes` / `def_becomes`, `arbiter.ocg.stat_set`): the value
applies only while its condition holds, overrides the changes that began before it, lets later ones apply on top,
and yields to a value a resolved effect sets later. Shown with 「アーマード・フライ」 (1000 while its controller has
no other face-up Insect). The reading is recorded in docs/uncertain-rulings.md."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card, Pos

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters:
      - {card: アーマード・フライ, as: AB}
      - {card: ゴキボール, as: INSECT, position: set}
"""


def _board() -> tuple[Duel, Card, Card]:
    d: Duel = build(load(BOARD, "continuous stat set"), "continuous stat set", RULES).duel
    return d, next(c for c in d.cards if c.label == "AB"), next(c for c in d.cards if c.label == "INSECT")


def _cause() -> Cause:
    return Cause(0, Reason.EFFECT, -1)


def test_the_value_applies_only_while_its_condition_holds() -> None:
    d, bug, insect = _board()
    assert (d.atk(bug), d.defense(bug)) == (1000, 1000)  # a face-down Insect is not counted
    d.set_position(insect, Pos.ATTACK, _cause())
    assert (d.atk(bug), d.defense(bug)) == (2000, 2000)


def test_a_later_boost_applies_on_top_of_the_value() -> None:
    d, bug, _ = _board()
    d.next_thing()
    d.boost(bug, 300, -200, _cause())
    assert (d.atk(bug), d.defense(bug)) == (1300, 800)


def test_a_value_set_by_a_later_resolved_effect_overrides_it() -> None:
    d, bug, _ = _board()
    d.next_thing()
    d.set_stat(bug, True, 3000, _cause())
    assert (d.atk(bug), d.defense(bug)) == (3000, 1000)
