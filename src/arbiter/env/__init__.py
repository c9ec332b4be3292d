"""Arbiter's duels as reinforcement-learning environments (`pip install arbiter[rl]`).

    import arbiter.env
    env = arbiter.env.env(game="ocg", seed=0)          # PettingZoo AEC: player_0 and player_1
    single = arbiter.env.SingleAgentEnv(game="dm")     # Gymnasium: one seat against a built-in agent

Observations are NumPy arrays read from the game's view of one seat (features.py); actions index the
pending decision's options (aec.py).
"""

from __future__ import annotations

from typing import Any

try:
    import gymnasium
    from pettingzoo.utils import wrappers
except ImportError as e:  # an optional extra: say which
    raise ImportError(f"arbiter.env needs the `rl` extra: pip install 'arbiter[rl]' ({e})") from None

from arbiter.env.aec import raw_env
from arbiter.env.single import SingleAgentEnv

__all__ = ["SingleAgentEnv", "env", "raw_env"]

# gymnasium.make("arbiter/Duel-v0", game="dm", opponent="greedy") builds the single-agent environment
gymnasium.register("arbiter/Duel-v0", entry_point="arbiter.env.single:SingleAgentEnv")


def env(**kwargs: Any) -> wrappers.OrderEnforcingWrapper[str, Any, int]:
    """The AEC environment in PettingZoo's order-enforcing wrapper (see `raw_env` for the arguments).

    No out-of-bounds wrapper: `step` itself refuses an action that is not a legal option, saying which are.
    """
    return wrappers.OrderEnforcingWrapper(raw_env(**kwargs))
