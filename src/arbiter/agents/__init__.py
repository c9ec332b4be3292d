"""Agents that play a duel: one protocol, `choose(duel, player) -> option key`.

Agents get the duel object because search needs `clone()`, but they must play only on what
`player` may see: the search agents look at the duel only through `determinize`, which replaces
every card the player cannot see by a guess.
"""

from __future__ import annotations

from typing import Protocol

from arbiter.ocg.duel import Duel


class Agent(Protocol):
    name: str

    def choose(self, duel: Duel, player: int) -> str:
        """The key of one of `duel.pending.options`; `duel.pending.player == player`."""
        ...


class AgentSpecError(ValueError):
    """An agent name the command line cannot turn into an agent."""


AGENT_NAMES = ("random", "greedy", "mcts")


def make_agent(spec: str, seed: int = 0) -> Agent:
    """An agent from a short spec: `random`, `greedy`, `mcts`, `mcts:400` (iterations) or `mcts:2s` (seconds)."""
    from arbiter.agents.greedy import GreedyAgent
    from arbiter.agents.mcts import MCTSAgent
    from arbiter.agents.random import RandomAgent

    name, _, arg = spec.strip().lower().partition(":")
    if name == "random" and not arg:
        return RandomAgent(seed)
    if name == "greedy" and not arg:
        return GreedyAgent(seed)
    if name == "mcts":
        try:
            if not arg:
                return MCTSAgent(seed)
            if arg.endswith("s"):
                return MCTSAgent(seed, iterations=None, seconds=float(arg[:-1]))
            return MCTSAgent(seed, iterations=int(arg))
        except ValueError:
            pass
    raise AgentSpecError(f"unknown agent {spec!r}: use random, greedy, mcts, mcts:ITERATIONS or mcts:SECONDSs")


def decision_rng_seed(seed: int, duel: Duel) -> int:
    """A seed for one decision, from the agent's seed and how many answers the duel has had.

    Agents draw fresh randomness per decision instead of from one running stream, so a duel
    resumed from its record (the same answers replayed) gets the same choices as before.
    """
    return seed * 1_000_003 + duel.decisions
