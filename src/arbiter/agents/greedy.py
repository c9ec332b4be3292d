"""The greedy agent: one decision of lookahead on a determinized copy, then the heuristic value.

For each option it answers on a copy, lets the duel run with every later window or offer passed
(the opponent is assumed not to respond) and its own follow-up questions (targets, tributes, shields
to break) answered greedily in turn, until the player is free to act again or the turn ends; then it
scores the position with its game's value (agents/kit.py). The kit's bonus nudges some options (OCG:
moving to the battle phase, so a greedy player attacks instead of ending the turn on an equal score).

Questions nested in an option multiply its lookaheads (picking 5 of 31 cards one at a time is 31 * 30 * 29 of
them: minutes of thought), so a follow-up question that would take the lookaheads of one level past
`LOOKAHEAD_BUDGET` is answered by the rollouts' rule (policy.py) instead.
"""

from __future__ import annotations

import random
from typing import Any

from arbiter.agents import decision_rng_seed, forced, policy
from arbiter.agents.kit import Kit
from arbiter.kernel.decision import Option
from arbiter.kernel.game import GameDuel

SETTLE_STEPS = 60  # answers per lookahead: a chain and its questions fit easily
FOLLOW_UP_DEPTH = 2  # nested own questions answered greedily (activation -> target -> ...)
LOOKAHEAD_BUDGET = 300  # lookaheads at the deepest level of one answer: about 0.4 s on one core


def _passive(opts: list[Option]) -> Option:
    """The answer of a player assumed not to act: pass, decline, else the first option."""
    for o in opts:
        if o.kind in ("pass", "no"):
            return o
    return opts[0]


def settle(d: GameDuel, kit: Kit[Any], player: int, turn: int, depth: int, width: int) -> None:
    """Run `d` on until `player` chooses freely again, the turn ends or the duel ends; `width`: the lookaheads
    made at this level (the product of the options of the questions it is nested in)."""
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
        elif width * len(opts) <= LOOKAHEAD_BUDGET:  # a question of an action the player started: greedily too
            d.answer(dec.option(best(d, kit, player, depth - 1, random.Random(0), width)))
        else:
            d.answer(policy.choose(d, opts, random.Random(0), kit.option_score))


def lookahead(d: GameDuel, kit: Kit[Any], o: Option, player: int, depth: int, width: int) -> float:
    """The value for `player` of answering `o`, once the duel has settled (see `settle`), with the kit's nudge;
    `width`: the lookaheads made at this level, `o`'s among them."""
    g = d.clone()
    g.act(o.key)
    settle(g, kit, player, d.turn, depth, width)
    return kit.value(g, player) + kit.bonus.get(o.key, 0.0)


def best(d: GameDuel, kit: Kit[Any], player: int, depth: int, rng: random.Random, width: int = 1) -> str:
    """The option of the best lookahead; `width`: the lookaheads made at the level this question is nested in."""
    assert d.pending is not None
    n = width * len(d.pending.options)
    scored = [(lookahead(d, kit, o, player, depth, n) + rng.random() * 1e-6, o.key) for o in d.pending.options]
    return max(scored)[1]


class GreedyAgent:
    name = "greedy"

    def __init__(self, kit: Kit[Any], seed: int = 0) -> None:
        self.kit = kit
        self.seed = seed

    def choose(self, duel: GameDuel, player: int) -> str:
        key = forced(duel, player)
        if key is not None:
            return key
        rng = random.Random(decision_rng_seed(self.seed, duel))
        return best(self.kit.determinize(duel, player, rng), self.kit, player, FOLLOW_UP_DEPTH, rng)
