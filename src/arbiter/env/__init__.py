"""Arbiter's duels as reinforcement-learning environments (`pip install arbiter[rl]`).

    import arbiter.env
    env = arbiter.env.env(game="ocg", seed=0)          # PettingZoo AEC: player_0 and player_1
    single = arbiter.env.SingleAgentEnv(game="dm")     # Gymnasium: one seat against a built-in agent

Observations are NumPy arrays of what the game's view shows one seat (features.py; each game's rows are read
from the duel by ocg_rows.py and dm_rows.py); actions index the pending decision's options (aec.py). `render()`
gives the text board ("ansi", "human") or draws it ("rgb_array", image.py, with matplotlib).
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


class OrderEnforced(wrappers.OrderEnforcingWrapper):  # type: ignore[misc]  # PettingZoo has no type hints
    """PettingZoo's order-enforcing wrapper, with the attributes an agent loop reads at every step (`last`, the
    agents, the rewards) read straight from the environment: the wrapper's own `__getattr__` costs a few
    microseconds each time, as much as the duel's bookkeeping of a step. Before `reset` they raise as it does."""

    def _reset_first(self, name: str) -> None:
        if not self._has_reset:
            raise AttributeError(f"{name} cannot be accessed before reset")

    def step(self, action: Any) -> None:
        if self._has_reset and self.env.agents:  # what the wrapper checks, without its attribute look-ups
            self._has_updated = True
            self.env.step(action)
        else:
            super().step(action)

    def last(self, observe: bool = True) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        self._reset_first("agent_selection")
        return self.env.last(observe)  # type: ignore[no-any-return]

    @property
    def agents(self) -> list[str]:
        self._reset_first("agents")
        return self.env.agents  # type: ignore[no-any-return]

    @property
    def agent_selection(self) -> str:
        self._reset_first("agent_selection")
        return self.env.agent_selection  # type: ignore[no-any-return]

    @property
    def rewards(self) -> dict[str, float]:
        self._reset_first("rewards")
        return self.env.rewards  # type: ignore[no-any-return]

    @property
    def terminations(self) -> dict[str, bool]:
        self._reset_first("terminations")
        return self.env.terminations  # type: ignore[no-any-return]

    @property
    def truncations(self) -> dict[str, bool]:
        self._reset_first("truncations")
        return self.env.truncations  # type: ignore[no-any-return]

    @property
    def infos(self) -> dict[str, dict[str, Any]]:
        self._reset_first("infos")
        return self.env.infos  # type: ignore[no-any-return]


def env(**kwargs: Any) -> OrderEnforced:
    """The AEC environment in PettingZoo's order-enforcing wrapper (see `raw_env` for the arguments).

    No out-of-bounds wrapper: `step` itself refuses an action that is not a legal option, saying which are.
    """
    return OrderEnforced(raw_env(**kwargs))
