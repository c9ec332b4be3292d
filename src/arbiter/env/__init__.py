"""Arbiter's duels as reinforcement-learning environments (`pip install arbiter[rl]`).

    import arbiter.env
    env = arbiter.env.env(game="ocg", seed=0)          # PettingZoo AEC: player_0 and player_1
    single = arbiter.env.SingleAgentEnv(game="dm")     # Gymnasium: one seat against a built-in agent

Observations are NumPy arrays read from the game's view of one seat (features.py); actions index the
pending decision's options (aec.py).
"""

from __future__ import annotations

from typing import Any

from pettingzoo.utils import wrappers

from arbiter.env.aec import raw_env
from arbiter.env.single import SingleAgentEnv

__all__ = ["SingleAgentEnv", "env", "raw_env"]


def env(**kwargs: Any) -> wrappers.OrderEnforcingWrapper[str, Any, int]:
    """The AEC environment with PettingZoo's usual wrappers (see `raw_env` for the arguments)."""
    e: Any = raw_env(**kwargs)
    e = wrappers.AssertOutOfBoundsWrapper(e)
    return wrappers.OrderEnforcingWrapper(e)
