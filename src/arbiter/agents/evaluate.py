"""The OCG's heuristic value of a position for one player, in [0, 1]: the leaf value of the search agents.

It reads the duel's state, so agents call it only on determinized copies (see determinize.py),
where the cards the player cannot see are guesses.
"""

from __future__ import annotations

import math

from arbiter.ocg.duel import Duel

LP_WEIGHT = 0.6  # per 1000 LP
HAND_WEIGHT = 0.5  # a card in hand
BACKROW_WEIGHT = 0.45  # a spell or trap on the field
MONSTER_BASE = 0.3  # a monster on the field, before its stats
SCALE = 2.5  # how many points of material make a position clearly won
BONUS = {"phase:battle": 0.004}  # greedy: a small nudge to attack rather than end the turn on an equal score


def material(d: Duel, p: int) -> float:
    pl = d.players[p]
    s = 0.0
    for i in pl.monsters:
        if i < 0:
            continue
        c = d.cards[i]
        atk = d.atk(c)
        if c.in_attack:
            s += MONSTER_BASE + atk / 1000
        else:  # a defender holds the line but deals no damage
            s += MONSTER_BASE + 0.7 * max(atk, d.defense(c)) / 1000
    s += BACKROW_WEIGHT * sum(1 for i in pl.spells if i >= 0)
    s += HAND_WEIGHT * len(pl.hand)
    return s


def score(d: Duel, p: int) -> float:
    """Material and life difference for `p` (positive: p is ahead)."""
    o = 1 - p
    lp = (d.players[p].lp - d.players[o].lp) / 1000 * LP_WEIGHT
    return lp + material(d, p) - material(d, o)


def value(d: Duel, p: int) -> float:
    """1 for a won duel, 0 for a lost one, 0.5 for a draw; otherwise a squashed score."""
    if d.winner is not None:
        return 0.5 if d.winner == 2 else float(d.winner == p)
    return 1 / (1 + math.exp(-score(d, p) / SCALE))
