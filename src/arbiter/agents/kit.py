"""What the agents need to know of a game: the pieces that read its state, each game's own.

The greedy and search agents are written once (greedy.py, mcts.py) over the duel's public API and
a `Kit`: a determinization (the unseen cards guessed), a heuristic value of a position, a quick
score of an option for rollouts, and a small nudge per option key for the greedy lookahead. The
kits are built in play/games.py (OCG: determinize.py, evaluate.py, policy.py; Duel Masters:
dm_determinize.py, dm_evaluate.py, dm_policy.py).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Generic

from arbiter.kernel.decision import Option
from arbiter.play.games import D


@dataclass(frozen=True)
class Kit(Generic[D]):
    determinize: Callable[[D, int, random.Random], D]  # a copy consistent with what the player sees
    value: Callable[[D, int], float]  # in [0, 1] for the player: 1 won, 0 lost
    option_score: Callable[[D, Option, int], float]  # the rollout policy's rough score of an option
    bonus: Mapping[str, float]  # the greedy lookahead's nudge for some option keys
