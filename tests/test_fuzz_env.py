"""Fuzzing the RL environments (env/): their arguments, and reset, step, observe and render called out of order.
Each misuse is a ValueError or a TypeError whose words name what is wrong (Gymnasium's ResetNeeded where a reset
is due), never an AssertionError, a KeyError or an IndexError from inside."""

from __future__ import annotations

import re
from typing import Any

import numpy as np
import pytest

pytest.importorskip("pettingzoo", reason="the RL environment needs the `rl` extra (pettingzoo, gymnasium)")

from gymnasium.error import ResetNeeded

from arbiter.env.aec import raw_env
from arbiter.env.single import SingleAgentEnv
from arbiter.env.vector import make_vector_env


@pytest.mark.parametrize("value", ["5", None, 1.5, True])
@pytest.mark.parametrize("name", ["max_turns", "max_options"])
@pytest.mark.parametrize("make", [raw_env, SingleAgentEnv])
def test_a_count_that_is_no_whole_number_is_refused_naming_it(make: Any, name: str, value: Any) -> None:
    with pytest.raises(TypeError, match=f"{name}={value!r}: give a whole number"):
        make(**{name: value})


def test_the_aec_environment_before_reset_asks_for_a_reset() -> None:
    env = raw_env(seed=0, render_mode="ansi")  # (once: an AssertionError, an AttributeError on agent_selection)
    with pytest.raises(ResetNeeded, match=r"call reset\(\) before observe\(\)"):
        env.observe("player_0")
    with pytest.raises(ResetNeeded, match=r"call reset\(\) before step\(\)"):
        env.step(0)
    assert env.render() == ""  # no duel yet: nothing to draw, as SingleAgentEnv's


@pytest.mark.parametrize("agent", ["player_2", "", None, 0, ["player_0"]])
def test_an_unknown_agent_is_refused_naming_the_agents(agent: Any) -> None:
    env = raw_env(seed=0)
    env.reset()
    # (once: "tuple.index(x): x not in tuple", a KeyError)
    for call in (env.observe, env.observation_space, env.action_space):
        with pytest.raises(ValueError, match=f"agent {re.escape(repr(agent))}: the agents are player_0 and player_1"):
            call(agent)


def test_a_step_after_every_agent_is_done_asks_for_a_reset() -> None:
    env = raw_env(seed=0, max_turns=2)
    env.reset()
    while env.agents:
        a = env.agent_selection
        done = env.terminations[a] or env.truncations[a]
        env.step(None if done else int(np.flatnonzero(env.observe(a)["action_mask"])[0]))
    for action in (0, None):  # (once: a KeyError on the last agent's name)
        with pytest.raises(ResetNeeded, match="the duel is over"):
            env.step(action)


@pytest.mark.parametrize("seed", [-1, 1.5, "1", True, [1]])
def test_the_single_agent_environment_refuses_a_bad_seed_naming_it(seed: Any) -> None:
    env = SingleAgentEnv()  # (once: Gymnasium's own error class, not a ValueError)
    with pytest.raises(ValueError, match=f"seed={re.escape(repr(seed))}: give a non-negative integer"):
        env.reset(seed=seed)


@pytest.mark.parametrize(("n", "error"), [(0, ValueError), (-1, ValueError), (1.5, TypeError), (True, TypeError)])
def test_a_vector_of_no_copies_is_refused_naming_n(n: Any, error: type[Exception]) -> None:
    with pytest.raises(error, match=f"n={n!r}: give the number of copies"):  # (once: an IndexError at 0)
        make_vector_env(n, processes=False)
