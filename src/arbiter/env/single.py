"""One seat of a duel as a Gymnasium environment, the other seat played by a built-in agent.

The observation and the action are those of the AEC environment (aec.py). Gymnasium's spaces have no
action mask, so an action of the action space past the legal options (a plain `action_space.sample()`)
answers option `action % number of options` (one outside the space is refused); a policy should use
`obs["action_mask"]`. `seat=None` draws the seat at each reset, so the learner goes first in about half the duels.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, SupportsFloat

import gymnasium as gym
import numpy as np
from gymnasium import spaces
from gymnasium.error import ResetNeeded
from numpy.typing import NDArray

from arbiter.agents import Agent, make_agent
from arbiter.env.aec import RENDER_FPS, RENDER_MODES, DuelCore, action_index, check_seed, named, observation_space
from arbiter.env.features import DEFAULT_MAX_OPTIONS, Obs
from arbiter.kernel.game import CardId


class SingleAgentEnv(gym.Env[Any, Any]):
    metadata = {"render_modes": RENDER_MODES, "render_fps": RENDER_FPS}  # noqa: RUF012 (gymnasium declares it an instance attribute)

    def __init__(self, game: str = "ocg", deck: str | Path | Sequence[CardId] | None = None,
                 opponent_deck: str | Path | Sequence[CardId] | None = None, opponent: str = "random",
                 seat: int | None = None, max_turns: int = 200, max_options: int = DEFAULT_MAX_OPTIONS,
                 render_mode: str | None = None) -> None:
        if render_mode not in (None, *self.metadata["render_modes"]):
            raise ValueError(f'render_mode {named(render_mode)}: use None, "human", "ansi" or "rgb_array"')
        if seat not in (None, 0, 1):
            raise ValueError(f"seat {seat!r}: use 0 (first), 1 (second) or None (drawn at each reset)")
        self.core = DuelCore(game, deck, opponent_deck, max_turns, max_options)
        if max_turns < 2 and seat != 0:  # reset() gave a duel already truncated, whose step() was refused
            raise ValueError(f"max_turns={max_turns} with seat={seat!r}: the second player's first turn is turn 2, "
                             "so seated second the learner would never play; give max_turns=2 or more, or seat=0")
        make_agent(opponent, 0, game)  # refuses an unknown agent now rather than at the first reset
        self.game = game
        self.opponent_spec = opponent
        self.seat_choice = seat
        self.seat = 0 if seat is None else seat
        self.render_mode = render_mode
        self.observation_space = observation_space(self.core.observer)
        self.action_space = spaces.Discrete(max_options)
        self._opponent: Agent | None = None

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[Obs, dict[str, Any]]:
        check_seed(seed)  # as the AEC form's: a ValueError naming it (Gymnasium's own error is none)
        super().reset(seed=seed)
        duel_seed = int(self.np_random.integers(2**31))
        if self.seat_choice is None:
            self.seat = int(self.np_random.integers(2))
        self._opponent = make_agent(self.opponent_spec, duel_seed, self.game)
        self.core.start(duel_seed)
        self._opponent_moves()
        if self.render_mode == "human":  # Gymnasium's "human" mode draws in reset as in step (the AEC one does too)
            self.render()
        return self._obs(), {}

    def step(self, action: Any) -> tuple[Obs, SupportsFloat, bool, bool, dict[str, Any]]:
        core = self.core
        d = core.duel
        if d is None:
            raise ResetNeeded("call reset() before step()")
        if core.over or core.truncated:
            raise ResetNeeded("the duel is over (ended or past max_turns): call reset() before step()")
        index, n = action_index(action), core.observer.max_options
        if not 0 <= index < n:
            raise ValueError(f"action {index} is outside the action space: 0 to {n - 1}")
        assert d.pending is not None  # not over
        core.act(index % min(len(d.pending.options), n))
        self._opponent_moves()
        terminated = core.over
        truncated = core.truncated
        reward = core.reward(self.seat) if terminated or truncated else 0.0
        if self.render_mode == "human":
            self.render()
        return self._obs(), reward, terminated, truncated, {}

    def _opponent_moves(self) -> None:
        core = self.core
        d = core.duel
        assert d is not None and self._opponent is not None
        other = 1 - self.seat
        while not core.over and not core.truncated and core.seat_to_move() == other:
            core.play(self._opponent.choose(d, other))

    def _obs(self) -> Obs:
        assert self.core.duel is not None
        return self.core.observer.observe(self.core.duel, self.seat)

    def render(self) -> str | NDArray[np.uint8] | None:
        return self.core.render(self.render_mode, self.seat)

    def close(self) -> None:
        self.core.duel = None

