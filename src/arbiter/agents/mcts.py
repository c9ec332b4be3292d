"""The search agent: information-set Monte Carlo tree search over determinized hidden information.

Each iteration draws a fresh determinization (the game's kit, agents/kit.py: the cards the player
cannot see and the deck orders guessed, the RNG reseeded) and walks one shared tree whose edges are option keys,
so what the agent learns about an option is pooled over many guesses of the hidden cards (SO-ISMCTS,
Cowling et al. 2012). Options not legal in a given guess are skipped there; UCB uses how often an
option was available rather than the parent's visits. Decisions with one option are taken without
making a node. Below the tree a rollout plays the fast rule policy (policy.py with the kit's
option scores: sensible moves plus noise) to the end of the turn `horizon` turns ahead (by default:
through the opponent's reply), and the position is scored by the kit's value. Uniform random rollouts to the end of a
duel mostly end in a deck-out and say little about the move; they also lost more games
(9-11 against greedy where the rule rollouts won 14-6, 20 seeds each).
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from arbiter.agents import decision_rng_seed, forced, policy, weighed
from arbiter.agents.greedy import ANSWER_BUDGET, FOLLOW_UP_DEPTH, Budget, values
from arbiter.agents.kit import Kit
from arbiter.kernel.game import GameDuel

EXPLORATION = 0.7
PRIOR_VISITS = 10  # how much the greedy lookahead's opinion of a root option weighs, in rollouts


class Node:
    __slots__ = ("avail", "children", "n", "w")

    def __init__(self) -> None:
        self.children: dict[str, Node] = {}
        self.n = 0  # visits
        self.w = 0.0  # summed value for the player who chose the edge into this node
        self.avail = 0  # iterations in which this edge was legal

    def ucb(self, c: float) -> float:
        return self.w / self.n + c * math.sqrt(math.log(self.avail) / self.n)


def rollout(d: GameDuel, kit: Kit[Any], rng: random.Random, last_turn: int, rules: bool) -> None:
    """Play on until the turn `last_turn` is over or the duel ends: rule policy or random moves."""
    while d.pending is not None and d.turn <= last_turn:
        opts = d.pending.options
        if len(opts) == 1:
            d.answer(opts[0])
        else:
            d.answer(policy.choose(d, weighed(d, kit), rng, kit.option_score) if rules
                     else opts[rng.randrange(len(opts))])


def iterate(root: GameDuel, kit: Kit[Any], tree: Node, me: int, rng: random.Random, horizon: int = 1,
            rules: bool = True, c: float = EXPLORATION) -> None:
    """One iteration: determinize, select and expand, roll out, back up."""
    d = kit.determinize(root, me, rng)
    node = tree
    path: list[tuple[Node, int]] = []
    while d.pending is not None:
        dec = d.pending
        opts = weighed(d, kit)  # (at a card name to declare, the names seen: the tree never grows the others)
        if len(opts) == 1:
            d.answer(opts[0])
            continue
        if path and path[-1][0].n == 0:
            break  # the node added this iteration: the tree grows one node at a time
        untried = []
        for o in opts:
            child = node.children.get(o.key)
            if child is None:
                untried.append(o)
            else:
                child.avail += 1
        if untried:
            o = untried[rng.randrange(len(untried))]
            child = node.children[o.key] = Node()
            child.avail = 1
        else:
            o = max(opts, key=lambda x: node.children[x.key].ucb(c))
            child = node.children[o.key]
        path.append((child, dec.player))
        d.answer(o)
        node = child
    rollout(d, kit, rng, root.turn + horizon, rules)
    v0 = kit.value(d, 0)
    for child, chooser in path:
        child.n += 1
        child.w += v0 if chooser == 0 else 1.0 - v0


def seed_root(duel: GameDuel, kit: Kit[Any], tree: Node, me: int, rng: random.Random, visits: int) -> None:
    """Start the root's options from the greedy agent's opinion, worth `visits` visits each.

    With a few hundred iterations spread over ten options the rollouts alone are noisy; the greedy
    one-step lookahead (on a determinized copy, as greedy plays) breaks their near-ties, and the
    search overrules it where its rollouts clearly disagree.
    """
    base = kit.determinize(duel, me, rng)
    opts = weighed(base, kit)
    for o, v in zip(opts, values(base, kit, opts, me, FOLLOW_UP_DEPTH, Budget(ANSWER_BUDGET)), strict=True):
        child = tree.children[o.key] = Node()
        child.n = child.avail = visits
        child.w = visits * v


class MCTSAgent:
    """ISMCTS with an iteration budget, a time budget (seconds), or both (whichever ends first)."""

    name = "mcts"

    def __init__(self, kit: Kit[Any], seed: int = 0, iterations: int | None = 300, seconds: float | None = None,
                 horizon: int = 1, rules: bool = True, exploration: float = EXPLORATION,
                 prior_visits: int = PRIOR_VISITS) -> None:
        if iterations is None and seconds is None:
            raise ValueError("the search needs an iteration or a time budget")
        self.kit = kit
        self.seed = seed
        self.iterations = iterations
        self.seconds = seconds
        self.horizon = horizon
        self.rules = rules
        self.exploration = exploration
        self.prior_visits = prior_visits

    def choose(self, duel: GameDuel, player: int) -> str:
        key = forced(duel, player)
        if key is not None:
            return key
        weigh = weighed(duel, self.kit)
        if len(weigh) == 1:  # one name to declare worth it: the tree's root would be no choice (`iterate`)
            return weigh[0].key
        rng = random.Random(decision_rng_seed(self.seed, duel))
        tree = Node()
        if self.prior_visits:
            seed_root(duel, self.kit, tree, player, rng, self.prior_visits)
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        n = 0
        while (self.iterations is None or n < self.iterations) and (deadline is None or time.perf_counter() < deadline):
            iterate(duel, self.kit, tree, player, rng, self.horizon, self.rules, self.exploration)
            n += 1
        visited = [(c.n, c.w / c.n if c.n else 0.0, k) for k, c in tree.children.items()]
        assert duel.pending is not None
        return max(visited)[2] if visited else duel.pending.options[0].key
