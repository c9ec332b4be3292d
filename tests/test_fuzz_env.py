"""Fuzzing the RL environments (env/): their arguments, and reset, step, observe and render called out of order.
Each misuse is a ValueError or a TypeError whose words name what is wrong (Gymnasium's ResetNeeded where a reset
is due), never an AssertionError, a KeyError or an IndexError from inside."""

from __future__ import annotations

from typing import Any

import pytest

pytest.importorskip("pettingzoo", reason="the RL environment needs the `rl` extra (pettingzoo, gymnasium)")

from arbiter.env.aec import raw_env
from arbiter.env.single import SingleAgentEnv


@pytest.mark.parametrize("value", ["5", None, 1.5, True])
@pytest.mark.parametrize("name", ["max_turns", "max_options"])
@pytest.mark.parametrize("make", [raw_env, SingleAgentEnv])
def test_a_count_that_is_no_whole_number_is_refused_naming_it(make: Any, name: str, value: Any) -> None:
    with pytest.raises(TypeError, match=f"{name}={value!r}: give a whole number"):
        make(**{name: value})
