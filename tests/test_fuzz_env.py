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
from hypothesis import given
from hypothesis import strategies as st

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


# a name in quotes, as every front quotes what a user gave (an empty one too); another object as Python writes it
@pytest.mark.parametrize(("agent", "shown"), [("player_2", '"player_2"'), ("", '""'), ("player_0\t", '"player_0\\t"'),
                                              (None, "None"), (0, "0"), (["player_0"], "['player_0']")])
def test_an_unknown_agent_is_refused_naming_the_agents(agent: Any, shown: str) -> None:
    env = raw_env(seed=0)
    env.reset()
    # (once: "tuple.index(x): x not in tuple", a KeyError)
    for call in (env.observe, env.observation_space, env.action_space):
        with pytest.raises(ValueError, match=f"agent {re.escape(shown)}: the agents are player_0 and player_1"):
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


@pytest.mark.parametrize(("seed", "said"), [
    (1.5, "seed=1.5: give a non-negative integer"),  # "object of type 'float' has no len()"
    ("ab", "seed='ab': give a non-negative integer"),  # taken as a list of two letters: "seed='a'"
    (True, "seed=True: give a non-negative integer"),  # played seeds 1 and 2
    ([1], "seed=[1]: give one seed, or a list of 2, one for each copy")])
def test_the_vector_environment_refuses_a_bad_seed_naming_it(seed: Any, said: str) -> None:
    envs = make_vector_env(2, processes=False, game="dm")
    with pytest.raises(ValueError, match=re.escape(said)):
        envs.reset(seed=seed)


def test_the_vector_environment_takes_a_numpy_seed_as_its_int() -> None:
    """np.int64(3) was "object of type 'numpy.int64' has no len()" (Gymnasium takes a Python int only)."""
    a, b = make_vector_env(2, processes=False, game="dm"), make_vector_env(2, processes=False, game="dm")
    first, second = a.reset(seed=np.int64(3))[0], b.reset(seed=[3, 4])[0]
    assert all(np.array_equal(first[k], second[k]) for k in first)


@pytest.mark.parametrize(("n", "error"), [(0, ValueError), (-1, ValueError), (1.5, TypeError), (True, TypeError)])
def test_a_vector_of_no_copies_is_refused_naming_n(n: Any, error: type[Exception]) -> None:
    with pytest.raises(error, match=f"n={n!r}: give the number of copies"):  # (once: an IndexError at 0)
        make_vector_env(n, processes=False)


ACTION = (st.integers(-2**70, 2**70) | st.integers(-3, 12) | st.floats() | st.text(max_size=4) | st.none()
          | st.booleans() | st.lists(st.integers(0, 3), max_size=3) | st.integers(0, 5).map(np.int64)
          | st.lists(st.integers(0, 3), max_size=3).map(np.array) | st.floats(0, 5).map(np.float32))


@given(st.lists(ACTION, max_size=30), st.booleans())
def test_any_action_is_played_or_refused_in_words_and_a_refused_one_changes_nothing(actions: list[Any],
                                                                                   single: bool) -> None:
    env: Any = SingleAgentEnv(seat=0, max_turns=3) if single else raw_env(seed=0, max_turns=3)
    env.reset(seed=1)
    for action in actions:
        d = env.core.duel
        before = (d.decisions, len(d.log))
        try:
            if single:
                *_, terminated, truncated, _ = env.step(action)
                if terminated or truncated:
                    env.reset(seed=1)
            else:
                a = env.agent_selection
                env.step(None if env.terminations[a] or env.truncations[a] else action)
                if not env.agents:
                    env.reset(seed=1)
        except (ValueError, TypeError) as e:
            assert str(e) and (d.decisions, len(d.log)) == before, e
