"""Duel Masters' rules for the rollouts of the search agent: a rough score per option (policy.py adds noise).

Charge mana early, then play the most expensive card; attack the player, or a tapped creature the
attacker beats; block with a creature that survives, or when the attack would break the last shield;
use every S-Trigger and Ninja Strike. It reads the state, so it runs only inside determinized copies.
"""

from __future__ import annotations

from arbiter.dm.duel import Duel
from arbiter.kernel.decision import Option

MANA_WANTED = 6  # charge until this much mana


def _attack(d: Duel, o: Option) -> float:
    me = d.cards[o.card]
    if o.arg < 0:
        return 20.0 if not d.players[1 - me.owner].shields else 6.0
    beats = d.power(me) - d.power(d.cards[o.arg])
    return 7.0 if beats > 0 else -3.0


def _block(d: Duel, o: Option, player: int) -> float:
    if d.attacking < 0:
        return 2.0
    survives = d.power(d.cards[o.card]) > d.power(d.cards[d.attacking])
    last = len(d.players[player].shields) <= d.cards[d.attacking].defn.breaker
    return 8.0 if last else (5.0 if survives else 0.5)


def option_score(d: Duel, o: Option, player: int) -> float:
    k = o.kind
    if k == "charge":
        return 4.0 if len(d.players[player].mana) < MANA_WANTED else 0.5
    if k in ("summon", "cast"):
        return 5.0 + d.cards[o.card].defn.cost / 2
    if k == "attack":
        return _attack(d, o)
    if k == "block":
        return _block(d, o, player)
    if k in ("strigger", "ninja", "replace", "yes"):
        return 6.0
    if k == "cross":
        return 3.0
    if k == "count":
        return 1.0 + o.arg
    return 1.0  # moving on, declining, picking a card


def names_to_declare(d: Duel, player: int) -> set[int]:
    """None preferred: the game's one card name to declare (「ダンリモス」's, a decision of kind "name") is asked
    among the names of a few cards, which the agents weigh one by one."""
    return set()
