"""The greedy agent: one decision of lookahead on a determinized copy, then the heuristic value.

For each option it answers on a copy, lets the duel run with every later window or offer passed
(the opponent is assumed not to respond) and its own follow-up questions (targets, tributes, shields
to break) answered greedily in turn, until the player is free to act again or the turn ends; then it
scores the position with its game's value (agents/kit.py). The kit's bonus nudges some options (OCG:
moving to the battle phase, so a greedy player attacks instead of ending the turn on an equal score).

Questions nested in an option multiply its lookaheads (picking 5 of 31 cards one at a time is 31 * 30 * 29 of
them, and Future Fusion's materials one after another thousands more: minutes of thought), and one lookahead's
answers may each cost the engine much (an operation is run again from its start for every material picked), so one
answer's lookaheads make at most `ANSWER_BUDGET` engine answers between them, counted (never timed: the same seed
plays the same): each option of a question gets an equal share of what is left, a lookahead whose share is spent is
scored where it stands, a follow-up question its share cannot pay for is answered by the rollouts' rule
(policy.py), and what an option leaves goes back.
"""

from __future__ import annotations

import random
from typing import Any

from arbiter.agents import decision_rng_seed, forced, policy, weighed
from arbiter.agents.kit import Kit
from arbiter.kernel.decision import Option
from arbiter.kernel.game import GameDuel

SETTLE_STEPS = 60  # answers per lookahead: a chain and its questions fit easily
FOLLOW_UP_DEPTH = 2  # nested own questions answered greedily (activation -> target -> ...)
ANSWER_BUDGET = 500  # engine answers of one answer's lookaheads: ordinary answers make under 350
FOLLOW_UP_SHARE = 8  # engine answers each option of a follow-up question needs to be looked into


def _passive(opts: list[Option]) -> Option:
    """The answer of a player assumed not to act: pass, decline, else the first option."""
    for o in opts:
        if o.kind in ("pass", "no"):
            return o
    return opts[0]


class Budget:
    """The engine answers an answer's lookaheads may still make."""

    __slots__ = ("left",)

    def __init__(self, left: int) -> None:
        self.left = left


def settle(d: GameDuel, kit: Kit[Any], player: int, turn: int, depth: int, budget: Budget) -> None:
    """Run `d` on until `player` chooses freely again, the turn ends, the duel ends or `budget` is spent, each answer
    paid for from it; its follow-up questions are looked into while `budget` pays for them."""
    for _ in range(SETTLE_STEPS):
        dec = d.pending
        if dec is None or d.turn != turn or budget.left <= 0:
            return
        opts = dec.options
        mine = len(opts) > 1 and dec.player == player and not dec.passable
        if mine and (dec.kind == "idle" or depth <= 0):
            return
        budget.left -= 1  # this answer: a follow-up's lookaheads share what is left
        weigh = weighed(d, kit) if mine else opts
        if not mine:
            o = _passive(opts)
        elif len(weigh) * FOLLOW_UP_SHARE <= budget.left:  # a question of an action the player started: greedily too
            o = dec.option(best(d, kit, player, depth - 1, random.Random(0), budget))
        else:
            o = policy.choose(d, weigh, random.Random(0), kit.option_score)
        d.answer(o)


def lookahead(d: GameDuel, kit: Kit[Any], o: Option, player: int, depth: int, budget: Budget) -> float:
    """The value for `player` of answering `o`, once the duel has settled (see `settle`), with the kit's nudge;
    `o` and the answers after it paid for from `budget`."""
    g = d.clone()
    budget.left -= 1
    g.act(o.key)
    settle(g, kit, player, d.turn, depth, budget)
    return kit.value(g, player) + kit.bonus.get(o.key, 0.0)


def values(d: GameDuel, kit: Kit[Any], opts: list[Option], player: int, depth: int, budget: Budget) -> list[float]:
    """The lookahead of each of `opts`, options of the pending question, in order: each option gets an equal share of
    what is left of `budget` (an early option may not take it all), at least its own answer, giving back what it
    does not use."""
    share = max(1, budget.left // len(opts))
    out = []
    for o in opts:
        mine = Budget(share)
        out.append(lookahead(d, kit, o, player, depth, mine))
        budget.left -= share - mine.left
    return out


def best(d: GameDuel, kit: Kit[Any], player: int, depth: int, rng: random.Random, budget: Budget) -> str:
    """The key of the option of the pending question, of those the agent weighs (`agents.weighed`), with the best
    lookahead."""
    opts = weighed(d, kit)
    scored = [(v + rng.random() * 1e-6, o.key) for v, o in zip(values(d, kit, opts, player, depth, budget), opts,
                                                             strict=True)]
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
                    Budget(ANSWER_BUDGET))
