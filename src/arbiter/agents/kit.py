"""What the agents need to know of a game: the pieces that read its state, each game's own.

The greedy and search agents are written once (greedy.py, mcts.py) over the duel's public API and
a `Kit`: a determinization (the unseen cards guessed), a heuristic value of a position, a quick
score of an option for rollouts, a small nudge per option key for the greedy lookahead, and the card names worth
declaring. `kit_for`
builds a game's kit (OCG: determinize.py, evaluate.py, policy.py; Duel Masters: dm_determinize.py,
dm_evaluate.py, dm_policy.py), importing only that game's pieces.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic

from arbiter.games import support_for
from arbiter.kernel.decision import Option
from arbiter.kernel.game import D


@dataclass(frozen=True)
class Kit(Generic[D]):
    determinize: Callable[[D, int, random.Random], D]  # a copy consistent with what the player sees
    value: Callable[[D, int], float]  # in [0, 1] for the player: 1 won, 0 lost
    option_score: Callable[[D, Option, int], float]  # the rollout policy's rough score of an option
    bonus: Mapping[str, float]  # the greedy lookahead's nudge for some option keys
    # the card names (passcodes) the player would rather declare at the pending declaration, from what it sees
    # (empty: none preferred); `agents.weighed` keeps the options naming them
    names_first: Callable[[D, int], set[int]]


def kit_for(game: str) -> Kit[Any]:
    """The agents' kit for a game Arbiter plays (arbiter.games names them)."""
    if support_for(game).name == "dm":
        from arbiter.agents.dm_determinize import determinize as dm_determinize
        from arbiter.agents.dm_evaluate import BONUS as DM_BONUS
        from arbiter.agents.dm_evaluate import value as dm_value
        from arbiter.agents.dm_policy import names_to_declare as dm_names
        from arbiter.agents.dm_policy import option_score as dm_score

        return Kit(dm_determinize, dm_value, dm_score, DM_BONUS, dm_names)
    from arbiter.agents.determinize import determinize
    from arbiter.agents.evaluate import BONUS, value
    from arbiter.agents.policy import names_to_declare, option_score

    return Kit(determinize, value, option_score, BONUS, names_to_declare)
