"""A fast rule policy for rollouts: each option gets a rough score from the board, plus noise.

Random rollouts attack into bigger monsters and turn strong monsters face-down; these rules
keep the simulated players sensible at almost the cost of random play (no cloning, no lookahead).
The scores read the state, so they run only inside determinized copies. `choose` serves every
game; `option_score` and `names_to_declare` are the OCG's (Duel Masters: dm_policy.py).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from arbiter.kernel.decision import Option
from arbiter.kernel.game import GameDuel
from arbiter.ocg.battle import CHOSEN_TARGET
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Pos
from arbiter.ocg.view import shown_names

NOISE = 2.0  # how far from the rules a rollout strays


def _attack_score(d: Duel, o: Option) -> float:
    me = d.cards[o.card]
    if o.arg == CHOSEN_TARGET:
        return 1.0  # the opponent picks the monster it attacks: their best, our worst
    if o.arg < 0:
        return 10.0
    t = d.cards[o.arg]
    atk = d.atk(me)
    if t.pos is Pos.ATTACK:
        other = d.atk(t)
        return 8.0 if atk > other else (1.0 if atk == other else -6.0)
    if t.pos is Pos.DEFENSE:
        return 6.0 if atk > d.defense(t) else -4.0
    return 3.0 if atk >= 1500 else -1.0  # a face-down monster: a guess


def option_score(d: Duel, o: Option, player: int) -> float:
    k = o.kind
    if k == "attack":
        return _attack_score(d, o)
    if k == "pass" or k == "no":
        return 1.0
    if k == "yes":
        return 3.0
    if k == "phase":
        if o.arg == 1 or o.key == "phase:battle":
            return 2.5 if any(d.cards[i].in_attack for i in d.players[player].monsters if i >= 0) else 0.0
        return 0.5
    c = d.cards[o.card] if o.card >= 0 else None
    if c is None:
        return 1.0
    if k == "summon":
        return 4.0 + (c.data.atk or 0) / 1000
    if k == "set":
        return 2.0 + (c.data.def_ or 0) / 1000 if (c.data.atk or 0) < 1500 else 0.5
    if k == "setst":
        return 3.0 if c.data.kind == "trap" else 0.5
    if k == "activate":
        return 5.0 if d.pending is not None and d.pending.kind == "idle" else 2.0
    if k == "flip_summon":
        return 3.0
    if k == "change_position":
        return 1.5 if c.pos is not Pos.ATTACK and d.atk(c) >= 1500 else -2.0
    if k in ("target", "cost", "tribute", "discard"):
        value = (c.data.atk or 0) / 1000 if c.data.kind == "monster" else 1.0
        mine = c.ctl == player
        if k == "target":  # most targets in this era are removal: the opponent's best card
            return value if not mine else 0.5 - value / 4
        return -value  # give up the least
    if k == "position":
        return 1.0
    return 1.0


def names_to_declare(d: Duel, player: int) -> set[int]:
    """The card names `player` would rather declare at the pending declaration: those of the opponent's cards it
    sees now (`ocg.view.shown_names`, the rule the RL environment offers names by), which a name meant for the
    opponent's hand, deck or field (「マインドクラッシュ」, 「禁止令」) may hit; its own where the declaring
    effect means one of its own cards (`Effect.names_own`: 「デーモンの宣告」). What it cannot see (the opponent's
    hand, the decks) never counts, so a determinized copy gives the same names as the duel."""
    dec = d.pending
    assert dec is not None
    asking = d.defs[dec.names[0].card] if dec.names else None  # the card whose effect asks: the question names it
    own = asking is not None and any(e.names_own for e in asking.effects)
    return shown_names(d, player, player if own else 1 - player)


def choose(d: GameDuel, opts: list[Option], rng: random.Random, score: Callable[[Any, Option, int], float]) -> Option:
    """The option with the best noisy score."""
    assert d.pending is not None
    player = d.pending.player
    best = opts[0]
    top = -1e9
    for o in opts:
        s = score(d, o, player) + rng.random() * NOISE
        if s > top:
            best, top = o, s
    return best
