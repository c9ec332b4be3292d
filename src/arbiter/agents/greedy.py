"""The greedy agent: one decision of lookahead on a determinized copy, then the heuristic value.

For each option it answers on a copy, lets the duel run with every later window or offer passed
(the opponent is assumed not to respond) and its own follow-up questions (targets, tributes, shields
to break) answered greedily in turn, until the player is free to act again or the turn ends; then it
scores the position with its game's value (agents/kit.py). The kit's bonus nudges some options (OCG:
moving to the battle phase, so a greedy player attacks instead of ending the turn on an equal score).

Questions nested in an option multiply its lookaheads (picking 5 of 31 cards one at a time is 31 * 30 * 29 of
them, and Future Fusion's materials one after another thousands more: minutes of thought), so one answer makes at
most `LOOKAHEAD_BUDGET` of them: each option of a question gets an equal share of what is left, a follow-up question
its share cannot pay for is answered by the rollouts' rule (policy.py), and what an option leaves goes back.
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
LOOKAHEAD_BUDGET = 300  # lookaheads of one answer: about 0.4 s on one core


def _passive(opts: list[Option]) -> Option:
    """The answer of a player assumed not to act: pass, decline, else the first option."""
    for o in opts:
        if o.kind in ("pass", "no"):
            return o
    return opts[0]


class Budget:
    """The lookaheads an answer may still make."""

    __slots__ = ("left",)

    def __init__(self, left: int) -> None:
        self.left = left


def settle(d: GameDuel, kit: Kit[Any], player: int, turn: int, depth: int, budget: Budget) -> None:
    """Run `d` on until `player` chooses freely again, the turn ends or the duel ends; its follow-up questions are
    looked into while `budget` pays for them."""
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
        elif len(opts) <= budget.left:  # a question of an action the player started: greedily too
            d.answer(dec.option(best(d, kit, player, depth - 1, random.Random(0), budget)))
        else:
            d.answer(policy.choose(d, opts, random.Random(0), kit.option_score))


def lookahead(d: GameDuel, kit: Kit[Any], o: Option, player: int, depth: int, budget: Budget) -> float:
    """The value for `player` of answering `o`, once the duel has settled (see `settle`), with the kit's nudge."""
    g = d.clone()
    g.act(o.key)
    settle(g, kit, player, d.turn, depth, budget)
    return kit.value(g, player) + kit.bonus.get(o.key, 0.0)


def values(d: GameDuel, kit: Kit[Any], player: int, depth: int, budget: Budget) -> list[float]:
    """The lookahead of each option of the pending question, in order: the options are paid for from `budget`, and
    each gets an equal share of what is left for its follow-ups (an early option may not take it all), giving
    back what it does not use."""
    assert d.pending is not None
    opts = d.pending.options
    budget.left -= len(opts)
    share = max(0, budget.left) // len(opts)
    out = []
    for o in opts:
        mine = Budget(share)
        out.append(lookahead(d, kit, o, player, depth, mine))
        budget.left -= share - mine.left
    return out


def best(d: GameDuel, kit: Kit[Any], player: int, depth: int, rng: random.Random, budget: Budget) -> str:
    assert d.pending is not None
    scored = [(v + rng.random() * 1e-6, o.key) for v, o in zip(values(d, kit, player, depth, budget),
                                                             d.pending.options, strict=True)]
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
        return best(self.kit.determinize(duel, player, rng), self.kit, player, FOLLOW_UP_DEPTH, rng,
                    Budget(LOOKAHEAD_BUDGET))
