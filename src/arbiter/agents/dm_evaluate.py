"""Duel Masters' heuristic value of a position for one player, in [0, 1]: the leaf value of the search agents.

Shields are life: a player with none loses to the next attack that gets through, so the last ones
weigh most. Creatures count by power, breakers and blocking; mana by how much more it lets a player
cast (little past seven); cards in hand a little. Breaking a shield gives the opponent a card, so an
attack is worth it only for what it takes away. It reads the state, so agents call it only on
determinized copies (dm_determinize.py).
"""

from __future__ import annotations

import math

from arbiter.dm.duel import Duel

SHIELD = 0.9  # a shield
LAST_SHIELDS = (1.6, 0.8)  # extra for having at least one, and at least two, shields left
CREATURE = 0.5  # a creature in the battle zone, before its power
POWER = 1 / 6000  # per point of power
BREAKER = 0.3  # per shield broken beyond the first
BLOCKER = 0.25
GEAR = 0.3  # a cross gear in the battle zone
MANA = 0.45  # a mana card, up to MANA_USEFUL of them
MANA_USEFUL = 7
MANA_LATE = 0.08  # a mana card beyond that
HAND = 0.3  # a card in hand
DECK_LOW = 4  # with fewer cards in the deck, each missing one costs DECK_LOW_COST (drawing from an empty deck loses)
DECK_LOW_COST = 0.6
SCALE = 3.0  # how many points of material make a position clearly won
BONUS: dict[str, float] = {}  # greedy needs no nudge: attacks and summons show in the value


def material(d: Duel, p: int) -> float:
    pl = d.players[p]
    n = len(pl.shields)
    s = SHIELD * n + LAST_SHIELDS[0] * (n >= 1) + LAST_SHIELDS[1] * (n >= 2)
    for i in pl.battle:
        c = d.cards[i]
        if c.defn.is_creature:
            s += CREATURE + d.power(c) * POWER + BREAKER * (c.defn.breaker - 1) + BLOCKER * d.is_blocker(c)
        elif c.defn.kind == "cross_gear":
            s += GEAR
    mana = len(pl.mana)
    s += MANA * min(mana, MANA_USEFUL) + MANA_LATE * max(0, mana - MANA_USEFUL)
    s += HAND * len(pl.hand)
    s -= DECK_LOW_COST * max(0, DECK_LOW - len(pl.deck))
    return s


def score(d: Duel, p: int) -> float:
    """Material difference for `p` (positive: p is ahead)."""
    return material(d, p) - material(d, 1 - p)


def value(d: Duel, p: int) -> float:
    """1 for a won duel, 0 for a lost one, 0.5 for a draw; otherwise a squashed score."""
    if d.winner is not None:
        return 0.5 if d.winner == 2 else float(d.winner == p)
    return 1 / (1 + math.exp(-score(d, p) / SCALE))
