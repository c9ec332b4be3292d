"""The duel as a PettingZoo AEC environment: two agents, `player_0` (goes first) and `player_1`.

One step is one decision with at least two options: decisions with a single legal answer are answered
at once, as self-play does (selfplay.py), so every step is a real choice. The action is the index of an
option in the observation's `options` rows; `action_mask` marks the legal ones (none for the agent not
deciding; a decision with more than `max_options` options offers `max_options` of them, `Observer.offered`).
Rewards: +1 to the winner and -1 to the loser when the duel ends, 0 otherwise and for a draw; a duel still running
after `max_turns` turns is truncated.
"""

from __future__ import annotations

import copy
import operator
import sys
import warnings
from collections.abc import Iterable, Sequence
from pathlib import Path
from types import FrameType
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from gymnasium.error import ResetNeeded
from numpy.typing import NDArray
from pettingzoo import AECEnv

from arbiter.env.features import (
    CARD_FEATURES,
    DEFAULT_MAX_OPTIONS,
    FEATURES,
    GLOBAL_FEATURES,
    MAX_CARDS,
    OPTION_FEATURES,
    Obs,
    Observer,
)
from arbiter.env.image import board_image
from arbiter.games import deck_file, support_for
from arbiter.kernel.decision import Decision
from arbiter.kernel.game import PLAYERS, CardId, GameDuel
from arbiter.kernel.reasons import quote_given
from arbiter.play.front import front_for

AGENTS = ("player_0", "player_1")
RENDER_MODES = ["human", "ansi", "rgb_array"]
RENDER_FPS = 2  # a frame is a board with its options, for a person to read: video recorders play two a second


class DeckRulesWarning(UserWarning):
    """A deck that breaks its game's deck rules (too few or too many cards, too many of a name, a card not
    implemented): the environment plays it, as `--allow-any-deck` has the commands play it."""


def _outside_env() -> int:
    """The stack level, for a warning of its caller's, of the first frame outside arbiter.env: the line of the
    program that made the environment, however many of the package's constructors lie between."""
    level = 2
    frame: FrameType | None = sys._getframe(2)  # the caller's caller, level 2 of a warning the caller gives
    while frame is not None and frame.f_globals.get("__name__", "").startswith("arbiter.env"):
        level, frame = level + 1, frame.f_back
    return level


def read_deck(game: str, deck: str | Path | Sequence[CardId] | None, arg: str = "deck") -> list[CardId]:
    """A deck given as a file or a bundled deck's name ("goat"), as a list of card ids, or None: the game's
    benchmark deck. A list that is not card ids is refused naming the argument `arg`, the entry and what is
    accepted (the game's check says what its card ids are)."""
    support = support_for(game)
    if deck is None:
        return support.read_deck(support.selfplay_deck)
    if isinstance(deck, str | Path):
        return support.read_deck(deck_file(game, str(deck)))
    try:
        if isinstance(deck, bytes | bytearray) or not isinstance(deck, Iterable):  # b"goat": passcodes 103, 111 ...
            raise TypeError(f"{deck!r} is neither a deck's name nor a list")
        return support.check_deck(list(deck))
    except (TypeError, ValueError) as e:
        raise ValueError(f"{arg}: {e}; give a deck file or a bundled deck's name (`arbiter decks`) as "
                         f"one string, or a list of card ids") from None


def action_index(action: Any) -> int:
    """An action as an option's index: an int, a NumPy integer or 0-d array, or a float holding a whole number;
    anything else is refused in words (int() truncated 1.5 to 1 without one)."""
    try:
        return operator.index(action)
    except TypeError:
        if isinstance(action, float | np.floating) and float(action).is_integer():
            return int(action)
        raise ValueError(f"action {action!r} is not an option's index: give an integer (see the action mask)") from None


def named(x: Any) -> str:
    """What a caller passed where a name is taken (an agent, a render mode), for an error: text as every front
    quotes a user's (`quote_given`), another object (None, a number) as Python writes it, for the Python caller."""
    return quote_given(x) if isinstance(x, str) else repr(x)


def agent_seat(agent: Any) -> int:
    """An agent's seat (player_0: 0); another name is refused naming the agents (tuple.index said only "x not in
    tuple")."""
    if agent not in AGENTS:
        raise ValueError(f"agent {named(agent)}: the agents are {' and '.join(AGENTS)}")
    return AGENTS.index(agent)


def check_seed(seed: Any) -> None:
    """None or a non-negative integer, as NumPy's generators take: anything else is refused naming the seed."""
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int | np.integer) or seed < 0):
        raise ValueError(f"seed={seed!r}: give a non-negative integer, or None")


def observation_space(observer: Observer) -> spaces.Dict:
    high = observer.high
    n = observer.max_options
    return spaces.Dict({
        "cards": spaces.Box(-1.0, high, (MAX_CARDS, CARD_FEATURES), np.float32),
        "globals": spaces.Box(-1.0, high, (GLOBAL_FEATURES,), np.float32),
        "options": spaces.Box(-1.0, high, (n, OPTION_FEATURES), np.float32),
        "action_mask": spaces.Box(0, 1, (n,), np.int8),
    })


class DuelCore:
    """A duel of two decks, stepped choice by choice: what the AEC and the single-agent environments share."""

    def __init__(self, game: str, deck: str | Path | Sequence[CardId] | None,
                 opponent_deck: str | Path | Sequence[CardId] | None, max_turns: int, max_options: int) -> None:
        for name, n in (("max_turns", max_turns), ("max_options", max_options)):
            if isinstance(n, bool) or not isinstance(n, int | np.integer):  # ("5" < 1 said only that str < int)
                raise TypeError(f"{name}={n!r}: give a whole number, 1 or more")
            if n < 1:
                raise ValueError(f"{name}={n}: give 1 or more")
        self.support = support_for(game)
        self.decks = (read_deck(game, deck), read_deck(game, deck, "deck") if opponent_deck is None
                      else read_deck(game, opponent_deck, "opponent_deck"))
        for arg, cards, given in (("deck", self.decks[0], True), ("opponent_deck", self.decks[1],
                                                                 opponent_deck is not None)):
            problems = self.support.deck_problems(cards, "en") if given else []
            if problems:  # played anyway, as a test deck may be, but said: an empty list was a draw at once, silently
                warnings.warn(f"{arg} breaks the deck rules of {game}: {'; '.join(problems)}; it is played anyway",
                              DeckRulesWarning, stacklevel=_outside_env())
        names = FEATURES[game].names([*self.decks[0], *self.decks[1]])
        self.observer = Observer(game, names, max_options)
        self.max_turns = max_turns
        self.duel: GameDuel | None = None
        # the duel's seed and every answer given it, in order: what a pickled copy replays (`__getstate__`)
        self.seed = 0
        self.answered: list[str] = []

    def __getstate__(self) -> dict[str, Any]:
        """What pickle takes: the duel's cards hold their effects' functions, which pickle cannot write, so the duel
        is left out and rebuilt from its seed and answers (a duel plays the same from the same answers, as a
        replay does); the game's support is found again by its name."""
        state = self.__dict__.copy()
        state["support"] = self.support.name
        state["duel"] = self.duel is not None
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self.support = support_for(state["support"])
        self.duel = None
        if state["duel"]:
            d = self.duel = self.support.new_duel(self.decks[0], self.decks[1], self.seed)
            for key in self.answered:
                d.act(key)

    def __deepcopy__(self, memo: dict[int, Any]) -> DuelCore:
        """A copy in this process (a search over copies): the duel cloned as the agents clone theirs, not replayed
        as pickle's is, the rest copied."""
        twin = object.__new__(DuelCore)
        memo[id(self)] = twin
        for name, value in self.__dict__.items():
            twin.__dict__[name] = value if name == "support" else value.clone() if name == "duel" and value \
                else copy.deepcopy(value, memo)
        return twin

    def start(self, seed: int) -> None:
        self.duel = self.support.new_duel(self.decks[0], self.decks[1], seed)
        self.seed, self.answered = seed, []
        self.observer.forget()
        self.settle()

    def settle(self) -> None:
        """Answer every decision that has one legal answer, up to the next real choice or the end."""
        d = self.duel
        assert d is not None
        dec, max_turns, answered = d.pending, self.max_turns, self.answered
        while dec is not None and len(dec.options) == 1 and d.turn <= max_turns:
            o = dec.options[0]
            d.answer(o)
            answered.append(o.key)
            dec = d.pending

    def play(self, key: str) -> None:
        """Answer the pending decision with the option `key` (an agent's choice), then the forced ones after it."""
        assert self.duel is not None
        self.duel.act(key)
        self.answered.append(key)
        self.settle()

    @property
    def over(self) -> bool:
        return self.duel is None or self.duel.pending is None

    @property
    def truncated(self) -> bool:
        return self.duel is not None and self.duel.pending is not None and self.duel.turn > self.max_turns

    def seat_to_move(self) -> int:
        assert self.duel is not None and self.duel.pending is not None
        return self.duel.pending.player

    def act(self, index: int) -> None:
        """Answer option `index` of the pending decision, then the forced ones after it."""
        d = self.duel
        assert d is not None and d.pending is not None
        opts = d.pending.options
        if len(opts) > self.observer.max_options:  # those offered, in their order (`Observer.offered`)
            opts = self.observer.offered(d, d.pending)
        if not 0 <= index < len(opts):
            raise ValueError(f"action {index} is not a legal option: this decision has options 0 to {len(opts) - 1} "
                             "(see the action mask)")
        d.answer(opts[index])
        self.answered.append(opts[index].key)
        self.settle()

    def reward(self, seat: int) -> float:
        w = self.duel.winner if self.duel is not None else None
        return 0.0 if w not in (0, 1) else 1.0 if w == seat else -1.0

    def render(self, mode: str | None, seat: int) -> str | NDArray[np.uint8] | None:
        """Gymnasium's and PettingZoo's render: "ansi" returns the text, "rgb_array" the text drawn as an image
        (image.py), "human" prints it, None does nothing."""
        if mode is None:
            return None
        text = self.text(seat)
        if mode == "human":
            print(text)
            return None
        return board_image(text) if mode == "rgb_array" else text

    def text(self, seat: int) -> str:
        """The board as `seat` sees it, and the question and its options if the decision is theirs (the terminal
        front's text)."""
        d = self.duel
        if d is None:
            return ""
        front = front_for(self.support.name)
        text = "".join(t for _, t in front.board(d, seat, "en"))
        if d.pending is not None and d.pending.player == seat:
            marks = front.marks(d, seat, "en")
            text += f"\n{PLAYERS[seat]}: {d.pending.prompt('en', marks)}\n" + "\n".join(
                f"  {i}: {front.describe(d, o, 'en', marks)}"
                for i, o in enumerate(self.observer.offered(d, d.pending)))
        return text


class raw_env(AECEnv):  # type: ignore[misc]  # PettingZoo has no type hints; `raw_env`: its usual name
    """A duel of `game` ("ocg" or "dm"): `deck` for player_0 and `opponent_deck` (default: the same) for player_1,
    each a deck file, a list of card ids, or None for the game's benchmark deck.

    `reset(seed=S)` plays duel seed S; a `reset()` without a seed draws the next duel seed from the last seed
    given (to reset or to the constructor), so a run of resets is reproducible.
    """

    metadata: ClassVar[dict[str, Any]] = {"render_modes": RENDER_MODES, "render_fps": RENDER_FPS,
                                          "name": "arbiter_v0", "is_parallelizable": False}

    def __init__(self, game: str = "ocg", deck: str | Path | Sequence[CardId] | None = None,
                 opponent_deck: str | Path | Sequence[CardId] | None = None, seed: int | None = None,
                 max_turns: int = 200, max_options: int = DEFAULT_MAX_OPTIONS, render_mode: str | None = None) -> None:
        super().__init__()
        check_seed(seed)
        if render_mode not in (None, *self.metadata["render_modes"]):
            raise ValueError(f'render_mode {named(render_mode)}: use None, "human", "ansi" or "rgb_array"')
        self.core = DuelCore(game, deck, opponent_deck, max_turns, max_options)
        self.render_mode = render_mode
        self.possible_agents = list(AGENTS)
        self.agents = list(AGENTS)
        space = observation_space(self.core.observer)
        self.observation_spaces = dict.fromkeys(AGENTS, space)
        self.action_spaces = {a: spaces.Discrete(max_options) for a in AGENTS}
        self._next_seed = np.random.default_rng(seed)
        self._cache: tuple[int, str, Obs] | None = None

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[AGENTS[agent_seat(agent)]]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[AGENTS[agent_seat(agent)]]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        check_seed(seed)
        if seed is not None:
            self._next_seed = np.random.default_rng(seed)
        duel_seed = int(seed) if seed is not None else int(self._next_seed.integers(2**31))  # int: NumPy's too
        self.core.start(duel_seed)
        self.agents = list(AGENTS)
        self.rewards = dict.fromkeys(AGENTS, 0.0)
        self._cumulative_rewards = dict.fromkeys(AGENTS, 0.0)
        self.terminations = dict.fromkeys(AGENTS, False)
        self.truncations = dict.fromkeys(AGENTS, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in AGENTS}
        self._cache = None
        self.agent_selection = AGENTS[0]
        self._after_move()

    def _duel(self, call: str) -> GameDuel:
        """The duel, once `reset` has made one: `call` (what was called) before it is refused as Gymnasium's
        environments refuse it."""
        if self.core.duel is None:
            raise ResetNeeded(f"call reset() before {call}")
        return self.core.duel

    def observe(self, agent: str) -> Obs:
        d = self._duel("observe()")
        c = self._cache
        if c is None or c[0] != d.decisions or c[1] != agent:
            c = self._cache = (d.decisions, agent, self.core.observer.observe(d, agent_seat(agent)))
        return c[2]

    def step(self, action: int | None) -> None:
        self._duel("step()")
        if not self.agents:  # every agent stepped out of the ended duel (step(None)): no one is to act
            raise ResetNeeded("the duel is over and every agent is done: call reset() before step()")
        a = self.agent_selection
        if self.terminations[a] or self.truncations[a]:
            self._was_dead_step(action)
            return
        if action is None:  # PettingZoo's step(None) is for an agent whose duel is over
            raise ValueError(f"step(None): {a} is to act in a duel still going on: give an option's index (see the "
                             "action mask)")
        self.core.act(action_index(action))
        self._cumulative_rewards[a] = 0.0
        self._after_move()

    def _after_move(self) -> None:
        core = self.core
        d = core.duel
        assert d is not None
        dec = d.pending
        if dec is None or d.turn > core.max_turns:  # the end (core.over) or core.truncated
            # the only rewards: until now they are all 0, as reset() left them
            done = self.truncations if core.truncated else self.terminations
            for i, a in enumerate(AGENTS):
                done[a] = True
                self.rewards[a] = core.reward(i)
            self._accumulate_rewards()
        if dec is not None:
            self.agent_selection = AGENTS[dec.player]
            self._set_infos(dec)
        if self.render_mode == "human":
            self.render()

    def _set_infos(self, dec: Decision) -> None:
        """The mask also in the infos, so a policy that needs only it can skip the observation (last(False))."""
        seat = dec.player
        self.infos = {AGENTS[seat]: {"action_mask": self.core.observer.mask(len(dec.options))}, AGENTS[1 - seat]: {}}

    def __setstate__(self, state: dict[str, Any]) -> None:
        """A pickled or deep-copied environment: its infos' mask is the copy's shared read-only one again (a copy of
        the array would be writeable)."""
        self.__dict__.update(state)
        if self.core.duel is not None and self.core.duel.pending is not None:
            self._set_infos(self.core.duel.pending)

    def render(self) -> str | NDArray[np.uint8] | None:
        if self.core.duel is None:
            return self.core.render(self.render_mode, 0)  # (no duel: nothing drawn, as SingleAgentEnv's)
        return self.core.render(self.render_mode, AGENTS.index(self.agent_selection) if self.agents else 0)

    def close(self) -> None:
        self.core.duel = None
