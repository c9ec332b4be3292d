"""`Effect.attacks_in_defense` (`Duel.can_attack_from`): a monster it affects may declare an attack from face-up
defense position; other monsters, and it face-down, may not."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters:
      - {card: 絶対防御将軍, as: TS, position: defense}
      - {card: 絶対防御将軍, as: SET, position: set}
      - {stats: {atk: 1000, def: 2000}, as: DEF, position: defense}
      - {stats: {atk: 1000}, as: ATK}
"""


def _duel() -> Duel:
    return build(load(BOARD, "defense attackers"), "defense attackers", RULES).duel


def _labelled(d: Duel, label: str) -> Card:
    return next(c for c in d.cards if c.label == label)


def test_only_the_affected_face_up_defender_may_attack_from_defense() -> None:
    d = _duel()
    assert d.can_attack_from(_labelled(d, "TS"))
    assert d.can_attack_from(_labelled(d, "ATK"))
    assert not d.can_attack_from(_labelled(d, "DEF"))
    assert not d.can_attack_from(_labelled(d, "SET"))
