"""The greedy agent: one decision of lookahead on a determinized copy, then the heuristic value.

For each option it answers on a copy, lets the duel run with every later window passed (the
opponent is assumed not to respond) and its own follow-up questions (targets, tributes) answered
greedily in turn, until the player is free to act again or the turn ends; then it scores the
position with `evaluate.value`. Moving to the battle phase gets a small bonus, so a greedy player
attacks when it can instead of ending the turn on an equal score.
"""

from __future__ import annotations

import random

from arbiter.agents import decision_rng_seed
from arbiter.agents.determinize import determinize
from arbiter.agents.evaluate import value
from arbiter.kernel.decision import Option
from arbiter.ocg.duel import Duel

SETTLE_STEPS = 60  # answers per lookahead: a chain and its questions fit easily
FOLLOW_UP_DEPTH = 2  # nested own questions answered greedily (activation -> target -> ...)
BONUS = {"phase:battle": 0.004}


def _passive(opts: list[Option]) -> Option:
    """The answer of a player assumed not to act: pass, decline, else the first option."""
    for o in opts:
        if o.kind in ("pass", "no"):
            return o
    return opts[0]


def settle(d: Duel, player: int, turn: int, depth: int) -> None:
    """Run `d` on until `player` chooses freely again, the turn ends or the duel ends."""
    for _ in range(SETTLE_STEPS):
        dec = d.pending
        if dec is None or d.turn != turn:
            return
        opts = dec.options
        if len(opts) == 1:
            d.answer(opts[0])
        elif dec.player != player or dec.passable:
            d.answer(_passive(opts))
        elif dec.kind == "idle" or depth <= 0:
            return
        else:  # a question of an action the player started: answer it greedily too
            d.answer(dec.option(best(d, player, depth - 1, random.Random(0))))


def best(d: Duel, player: int, depth: int, rng: random.Random) -> str:
    assert d.pending is not None
    scored = []
    for o in d.pending.options:
        g = d.clone()
        g.act(o.key)
        settle(g, player, d.turn, depth)
        scored.append((value(g, player) + BONUS.get(o.key, 0.0) + rng.random() * 1e-6, o.key))
    return max(scored)[1]


class GreedyAgent:
    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, duel: Duel, player: int) -> str:
        assert duel.pending is not None and duel.pending.player == player
        opts = duel.pending.options
        if len(opts) == 1:
            return opts[0].key
        rng = random.Random(decision_rng_seed(self.seed, duel))
        return best(determinize(duel, player, rng), player, FOLLOW_UP_DEPTH, rng)
