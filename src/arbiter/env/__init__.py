"""Arbiter's duels as reinforcement-learning environments (`pip install 'arbiter-tcg[rl]'`).

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
    from pettingzoo.utils.env_logger import EnvLogger
    from pettingzoo.utils.wrappers.order_enforcing import AECOrderEnforcingIterable, AECOrderEnforcingIterator
except ImportError as e:  # an optional extra: say which
    raise ImportError(f"arbiter.env needs the `rl` extra: pip install 'arbiter-tcg[rl]' ({e})") from None

# vector: loaded here, so that `arbiter.env.vector.make_vector_env(...)` works after `import arbiter.env`, as the
# README writes it (an AttributeError before); it adds nothing to load: gymnasium has loaded gymnasium.vector already
from arbiter.env import vector
from arbiter.env.aec import DeckRulesWarning, raw_env
from arbiter.env.single import SingleAgentEnv

__all__ = ["DeckRulesWarning", "SingleAgentEnv", "env", "raw_env", "vector"]

# gymnasium.make("arbiter/Duel-v0", game="dm", opponent="greedy") builds the single-agent environment
gymnasium.register("arbiter/Duel-v0", entry_point="arbiter.env.single:SingleAgentEnv")


def _read_after_reset(name: str) -> Any:
    """A property reading the environment's `name` directly, raising before `reset` as PettingZoo's wrapper does
    (the property's own getter: no call to a helper, no `__getattr__`)."""

    def read(self: OrderEnforced) -> Any:
        if not self._has_reset:
            raise AttributeError(f"{name} cannot be accessed before reset")
        return getattr(self.env, name)

    return property(read)


class OrderEnforced(wrappers.OrderEnforcingWrapper):  # type: ignore[misc]  # PettingZoo has no type hints
    """PettingZoo's order-enforcing wrapper, with the attributes an agent loop reads at every step (`last`, the
    agents, the rewards) read straight from the environment: the wrapper's own `__getattr__` costs a few
    microseconds each time, as much as the duel's bookkeeping of a step. Before `reset` they raise as it does;
    `step` and `observe` out of order are refused by the environment itself, as `raw_env` refuses them."""

    def step(self, action: Any) -> None:
        # the environment itself refuses a step before the reset or once every agent is done, with Gymnasium's
        # ResetNeeded (docs/env.md): the wrapper's own checks said an AssertionError, and only warned of the latter
        self._has_updated = True
        self.env.step(action)

    def observe(self, agent: str) -> Any:
        return self.env.observe(agent)  # before the reset: ResetNeeded, as `step`

    def agent_iter(self, max_iter: int = 2**63) -> AgentIterable:
        if not self._has_reset:
            EnvLogger.error_agent_iter_before_reset()
        return AgentIterable(self, max_iter)

    def last(self, observe: bool = True) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        if not self._has_reset:
            raise AttributeError("agent_selection cannot be accessed before reset")
        return self.env.last(observe)  # type: ignore[no-any-return]

    agents = _read_after_reset("agents")
    agent_selection = _read_after_reset("agent_selection")
    rewards = _read_after_reset("rewards")
    terminations = _read_after_reset("terminations")
    truncations = _read_after_reset("truncations")
    infos = _read_after_reset("infos")


class AgentIterable(AECOrderEnforcingIterable):  # type: ignore[misc]
    def __iter__(self) -> AgentIterator:
        return AgentIterator(self.env, self.max_iter)


class AgentIterator(AECOrderEnforcingIterator):  # type: ignore[misc]
    """PettingZoo's order-enforcing loop over the agents (each turn must step), reading the environment's
    agents directly."""

    def __next__(self) -> str:
        wrapper = self.env
        inner = wrapper.env
        if not inner.agents or self.iters_til_term <= 0:
            raise StopIteration
        self.iters_til_term -= 1
        assert wrapper._has_updated, "need to call step() or reset() in a loop over `agent_iter`"
        wrapper._has_updated = False
        return inner.agent_selection  # type: ignore[no-any-return]


def env(**kwargs: Any) -> OrderEnforced:
    """The AEC environment in PettingZoo's order-enforcing wrapper (see `raw_env` for the arguments).

    No out-of-bounds wrapper: `step` itself refuses an action that is not a legal option, saying which are.
    """
    return OrderEnforced(raw_env(**kwargs))
