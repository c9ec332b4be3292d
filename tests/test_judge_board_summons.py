"""What a monster's own summon leaves on it, on a scenario's board that lists it as summoned this turn: left through
its effect's declaration (`Effect.of_summon_turn`), as the summon's at-once effect would leave it, with no chain link
made up to resolve it."""

from __future__ import annotations

from typing import Any

import pytest

from arbiter.ocg import chain
from arbiter.ocg.lasting import Left
from scenario_text import board

SUMMONED = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters:
      - {card: 魔導アーマー エグゼ, as: X, this_turn: [summoned]}
      - {card: 因幡之白兎, as: R, this_turn: [flip_summoned]}
      - {card: トゥーン・マーメイド, as: T, this_turn: [summoned]}
"""


def test_the_board_leaves_what_a_summon_leaves_without_a_chain_link(monkeypatch: pytest.MonkeyPatch) -> None:
    # the board ran the effect's operation on a chain link it made up, which no chain had
    def no_link(*args: Any) -> None:
        raise AssertionError("the board made a chain link")

    monkeypatch.setattr(chain.ChainLink, "__init__", no_link)
    d, labels = board(SUMMONED)
    exe, rabbit, toon = (d.cards[labels[x]] for x in "XRT")
    # neither 「魔導アーマー エグゼ」 nor a toon can attack the turn it is summoned
    assert d.forbidden(exe, "attack") and d.forbidden(toon, "attack")
    # the spirit's return in this end phase and the toon's ban, each left by its own card's effect
    assert sorted(r.source for r in d.lasting.of(Left)) == sorted([(rabbit.idx, rabbit.oid), (toon.idx, toon.oid)])
