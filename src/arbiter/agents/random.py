"""The random agent: uniform among the legal options."""

from __future__ import annotations

import random

from arbiter.agents import decision_rng_seed
from arbiter.kernel.game import GameDuel


class RandomAgent:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, duel: GameDuel, player: int) -> str:
        assert duel.pending is not None and duel.pending.player == player
        opts = duel.pending.options
        return opts[random.Random(decision_rng_seed(self.seed, duel)).randrange(len(opts))].key
