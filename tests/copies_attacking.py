"""Two copies of one card attacking, for the tests of how a front tells copies apart (`(copy N)` / （N枚目）): a board
where player A has two copies of one monster, and the two attacks of A's copies, in either game."""

from __future__ import annotations

from typing import Any

TROOPERS = """
turn: {number: 5, player: A, phase: main1}
players:
  A:
    monsters: [{card: カードガンナー}, {card: カードガンナー}]
    deck: [クリボー, クリボー, クリボー, クリボー]
"""


def attack_with_both(d: Any, game: str) -> None:
    """A's two copies attack directly, one after the other, every other question declined: the log names both."""
    attacked = 0
    while d.pending is not None and attacked < 2:
        keys = [o.key for o in d.pending.options]
        if game == "dm":
            attack = [o.key for o in d.pending.options if o.kind == "attack" and o.arg < 0]
        else:
            attack = [k for k in keys if k.startswith("attack:")]
        if attack and d.pending.player == 0:
            attacked += 1
            d.act(attack[0])
            if attacked == 2:
                return
        else:
            d.act("phase:battle" if "phase:battle" in keys else "no" if "no" in keys else keys[0])
