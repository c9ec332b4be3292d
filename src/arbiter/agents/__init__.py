"""Agents that play a duel of any game: one protocol, `choose(duel, player) -> option key`.

Agents get the duel object because search needs `clone()`, but they must play only on what
`player` may see: the search agents look at the duel only through their game's `determinize`
(agents/kit.py), which replaces every card the player cannot see by a guess.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from typing import Any, Protocol

from arbiter.agents.kit import Kit, kit_for
from arbiter.kernel.decision import Option
from arbiter.kernel.game import GameDuel
from arbiter.kernel.reasons import Why, quote_given


class Agent(Protocol):
    name: str

    def choose(self, duel: GameDuel, player: int) -> str:
        """The key of one of `duel.pending.options`; `duel.pending.player == player`."""
        ...


class AgentSpecError(ValueError):
    """An agent name the command line cannot turn into an agent."""


def agent_spec(spec: str) -> str:
    """A spec as the fronts store and show it: case and surrounding spaces do not count ("MCTS:2S" is "mcts:2s",
    "Human" is "human"), so every front takes the same names, and a job's record names its agents one way."""
    return spec.strip().lower()


def agents_spec(specs: str) -> str:
    """A comma-separated list of agents ("MCTS, Greedy") as the fronts store it: each one by `agent_spec`
    ("mcts,greedy"), so that a job's record compares equal however its agents were typed."""
    return ",".join(agent_spec(s) for s in specs.split(","))


AGENT_NAMES = ("random", "greedy", "mcts", "mcts:ITERATIONS", "mcts:SECONDSs")  # what `make_agent` makes


def check_agent(spec: str, game: str, also: tuple[str, ...] = ()) -> None:
    """Refuses (`AgentSpecError`) a spec, as `agent_spec` stores it, that is neither an agent nor one of `also`: the
    names a command takes besides agents (`arbiter play`'s `human`), which its refusal lists with the agents'."""
    if spec not in also:
        make_agent(spec, game=game, also=also)


def make_agent(spec: str, seed: int = 0, game: str = "ocg", also: tuple[str, ...] = ()) -> Agent:
    """An agent for `game` from a short spec: `random`, `greedy`, `mcts`, `mcts:400` (iterations) or `mcts:2s`
    (seconds), in any case (`agent_spec`). An unknown spec is refused with the valid names: `also`'s (those the
    command takes besides agents, `check_agent`), then the agents'."""
    from arbiter.agents.greedy import GreedyAgent
    from arbiter.agents.mcts import MCTSAgent
    from arbiter.agents.random import RandomAgent

    names = (*also, *AGENT_NAMES)
    if not isinstance(spec, str):  # an agent object, or None, passed from Python (SingleAgentEnv(opponent=...))
        raise AgentSpecError(f"agent {spec!r}: give an agent's name, a string: {', '.join(names[:-1])} or "
                             f"{names[-1]}")
    name, colon, arg = agent_spec(spec).partition(":")
    if name == "random" and not colon:  # (`not arg` took "mcts:", its number left out, as plain mcts, so recorded)
        return RandomAgent(seed)
    kit = kit_for(game)
    if name == "greedy" and not colon:
        return GreedyAgent(kit, seed)
    if name == "mcts" and not colon:
        return MCTSAgent(kit, seed)
    if name == "mcts" and re.fullmatch(r"-?\d+", arg):  # a negative number too, to be refused with the range
        if int(arg) < 1:  # no search at all: a move for no reason
            raise AgentSpecError(Why(
                f"agent {quote_given(spec)}: mcts:ITERATIONS takes 1 or more iterations (mcts:400)",
                f"エージェント{quote_given(spec, 'ja')}：mcts:ITERATIONSの反復回数は1以上（mcts:400）"))
        return MCTSAgent(kit, seed, iterations=int(arg))
    seconds = _number(arg[:-1]) if name == "mcts" and arg.endswith("s") else None
    if seconds is not None:
        if not 0 < seconds < math.inf:  # no time to think, or a search that never ends
            en, ja = (("not a number", "非数（NaN）") if math.isnan(seconds) else ("infinity", "無限大")
                      if seconds > 0 else ("zero", "0") if seconds == 0 else ("a negative number", "負の数"))
            raise AgentSpecError(Why(
                f"agent {quote_given(spec)}: mcts:SECONDSs takes a time above 0 seconds, and finite (mcts:0.5s): "
                f"{arg[:-1]} reads as {en}",
                f"エージェント{quote_given(spec, 'ja')}：mcts:SECONDSsの秒数は0より大きい有限の数（mcts:0.5s）："
                f"{arg[:-1]}は{ja}として読まれる"))
        return MCTSAgent(kit, seed, iterations=None, seconds=seconds)
    raise AgentSpecError(Why(f"unknown agent {quote_given(spec)}: use {', '.join(names[:-1])} or {names[-1]}",
                             f"エージェント{quote_given(spec, 'ja')}はない：{'、'.join(names)}のどれか"))


def _number(text: str) -> float | None:
    """`text` as a float, as Python reads one (`1e-3`, `inf`, `nan` too), or None where it is none."""
    try:
        return float(text)
    except ValueError:
        return None


def clock_note(specs: Iterable[str], game: str) -> str | None:
    """What to say of the agents of `specs` whose search stops by the clock (`mcts:Ts`), or None: how far they see
    depends on the machine's speed and load, the one exception to "the same seeds give the same games"."""
    timed = [a for a in dict.fromkeys(specs) if getattr(make_agent(a, game=game), "seconds", None)]
    if not timed:
        return None
    one = len(timed) == 1
    return (f"{' and '.join(timed)} search{'es' if one else ''} for a time, not a number of iterations: how far "
            f"{'it sees' if one else 'they see'} depends on the machine's speed and load, so another run (resumed or "
            "not, here or on other machines) may play the same seeds differently (mcts:N plays them alike everywhere)")


def forced(duel: GameDuel, player: int) -> str | None:
    """The only answer `player` has to the pending decision, if there is only one (no search needed)."""
    assert duel.pending is not None and duel.pending.player == player
    opts = duel.pending.options
    return opts[0].key if len(opts) == 1 else None


def weighed(duel: GameDuel, kit: Kit[Any]) -> list[Option]:
    """The options of the pending decision the greedy and search agents weigh: all of them, but at a card name to
    declare (the era's some 3,000, which they would otherwise pick among about at random) only those naming a card
    the kit prefers (`Kit.names_first`: names the player has seen), where it prefers any."""
    dec = duel.pending
    assert dec is not None
    if dec.kind != "declare":
        return dec.options
    first = kit.names_first(duel, dec.player)
    named = [o for o in dec.options if o.arg > 0 and o.arg in first] if first else []
    return named or dec.options


def decision_rng_seed(seed: int, duel: GameDuel) -> int:
    """A seed for one decision, from the agent's seed and how many answers the duel has had.

    Agents draw fresh randomness per decision instead of from one running stream, so a duel
    resumed from its record (the same answers replayed) gets the same choices as before.
    """
    return seed * 1_000_003 + duel.decisions
