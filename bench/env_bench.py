"""Throughput of the RL environment (arbiter.env) against raw self-play, on the same duels.

    python3 bench/env_bench.py [--game ocg|dm] [--games 20] [--repeats 3] [--vector-steps 3000 (0: none)]
    python3 bench/env_bench.py [--game ocg|dm] [--games 10] --instructions

`--instructions` counts instead of timing: valgrind's cachegrind runs each loop in a process of its own over the
same seeded duels, and the instructions per choice point of each (less those of a process that plays no duel) are
set side by side; that figure does not move with the load of the machine, where CPU time does.

Raw: `selfplay.play_random` over duel seeds 0..N-1 (engine decisions per second). Env: the PettingZoo AEC
environment driven by the same uniform random choices (`rng.randrange` over the legal options, seeded as
self-play seeds its policy), so both play exactly the same duels: the overhead is the environment's CPU time
over the engine's on identical work, once with the policy reading only the action mask (`env.last(False)`, the
mask from the infos) and once with the full observation built at every step (`env.last()`). Then the Gymnasium
vector form (`gymnasium.vector.AsyncVectorEnv` over the single-agent wrapper, random opponent) with 1 and 2
worker processes, in steps per second (wall clock; a step is one decision of the learner, with the random
opponent's answers and the observation).

Measured with CPU time (`time.process_time`), 2 cores shared with seven other sessions (load average 10-11;
the mask-only figures move by 15 points from run to run at such a load, the observed ones by about 10):
    python3 bench/env_bench.py --game ocg --games 20 --repeats 3 --vector-steps 0
        raw self-play 45108 decisions/s (10144 choice points/s); env steps/s: mask only 8103 (overhead 25%),
        raw_env mask only 10599 (-4%), full observations 4852 (+109%; +268% before observations were read
        from the duel, 2026-12-02)
    python3 bench/env_bench.py --game dm --games 20 --repeats 3 --vector-steps 0
        raw self-play 14014 decisions/s (8285 choice points/s); env steps/s: mask only 7684 (overhead 8%),
        raw_env mask only 7104 (17%), full observations 4342 (+91%; +165% before)
    vector (earlier, with the observations as they were then, load average about 10): OCG 282 steps/s with 1
    worker, 188 with 2; Duel Masters 259 and 270
What is left of the observation's cost is mostly Python bookkeeping (checking and joining the rows of about ten
zones, the option rows, the arrays); the engine's own answers the view needs at every decision, each face-up
monster's ATK and DEF as they are now (`Duel.atk`, `Duel.defense`), cost about a fifth of it, 10-15% of the
engine's time per choice point in OCG.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import re
import subprocess
import sys
import time

import numpy as np

import arbiter.env
from arbiter.env.vector import make_vector_env
from arbiter.games import GAMES
from arbiter.selfplay import play_random


def raw(game: str, games: int) -> tuple[float, int, int]:
    support = GAMES[game]
    deck = support.read_deck(support.selfplay_deck)
    start = time.process_time()
    decisions = choices = 0
    for s in range(games):
        d = support.new_duel(deck, deck, s)
        o = play_random(d, random.Random(s), 200, game)
        decisions += o.decisions
        choices += o.choice_points
    return time.process_time() - start, decisions, choices


def env_loop(game: str, games: int, observe: bool, wrapped: bool = True) -> tuple[float, int]:
    """Random play through the AEC environment; `observe=False`: the policy reads only the mask (in the infos).

    `wrapped`: as `arbiter.env.env()` gives it, in PettingZoo's order-enforcing wrapper; else `raw_env`.
    """
    env = arbiter.env.env(game=game) if wrapped else arbiter.env.raw_env(game=game)
    start = time.process_time()
    steps = 0
    for s in range(games):
        env.reset(seed=s)
        rng = random.Random(s)
        for _ in env.agent_iter():
            obs, _, term, trunc, info = env.last(observe)
            if term or trunc:
                env.step(None)
                continue
            mask = obs["action_mask"] if observe else info["action_mask"]
            env.step(rng.randrange(int(np.count_nonzero(mask))))  # the legal options are the first ones
            steps += 1
    return time.process_time() - start, steps


def vector(game: str, workers: int, steps: int) -> float:
    envs = make_vector_env(workers, game=game)
    envs.reset(seed=0)
    rng = np.random.default_rng(0)
    start = time.perf_counter()
    obs, *_ = envs.step(np.zeros(workers, np.int64))
    for _ in range(steps // workers):
        legal = [np.flatnonzero(m) for m in obs["action_mask"]]
        # a copy whose duel just ended shows no legal option: it restarts on this step and ignores the action
        actions = np.array([rng.choice(ix) if len(ix) else 0 for ix in legal])
        obs, *_ = envs.step(actions)
    took = time.perf_counter() - start
    envs.close()
    return (steps // workers + 1) * workers / took


LOOPS = {"raw": lambda game, n: raw(game, n)[1:],
         "mask_only": lambda game, n: env_loop(game, n, False)[1:],
         "observed": lambda game, n: env_loop(game, n, True)[1:]}


def instructions(game: str, loop: str, games: int) -> int:
    """The instructions one process runs for `loop` over `games` duels (cachegrind, no cache simulation), with a
    fixed hash seed and no address randomisation (sets of objects are ordered by address) so that two runs of the
    same work count the same."""
    cmd = ["setarch", platform.machine(), "-R", "valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null", sys.executable,
           __file__, "--game", game, "--loop", loop, "--games", str(games)]
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    err = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True).stderr
    m = re.search(r"I\s+refs:\s+([\d,]+)", err)
    assert m, err
    return int(m.group(1).replace(",", ""))


def count_instructions(game: str, games: int) -> dict[str, object]:
    """Instructions per choice point of each loop over the same duels: each loop's process less the same process
    with no duel (imports, card data, the warm-up), so only the duels count; load on the machine changes nothing."""
    base = instructions(game, "raw", 0)  # the loops differ only once a duel is played
    total = {loop: instructions(game, loop, games) - base for loop in LOOPS}
    _, choices = LOOPS["raw"](game, games)
    out: dict[str, object] = {"game": game, "games": games, "choice_points": choices}
    for loop, n in total.items():
        out[f"instructions_per_choice_point_{loop}"] = round(n / choices)
        if loop != "raw":
            out[f"instruction_overhead_{loop}"] = round(n / total["raw"] - 1, 3)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", choices=sorted(GAMES), default="ocg")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--vector-steps", type=int, default=3000)
    ap.add_argument("--instructions", action="store_true",
                    help="count instructions with valgrind's cachegrind instead of timing")
    ap.add_argument("--loop", choices=sorted(LOOPS), help=argparse.SUPPRESS)  # one loop: what --instructions runs
    a = ap.parse_args()
    if a.loop:
        raw(a.game, 1), env_loop(a.game, 1, True)  # the same warm-up as the timed runs
        LOOPS[a.loop](a.game, a.games)
        return
    if a.instructions:
        print(json.dumps(count_instructions(a.game, a.games)))
        return
    raw(a.game, 1), env_loop(a.game, 1, True)  # warm up: card data, modules
    # the best of --repeats runs of each, interleaved, so that other load on the machine counts least
    runs = [(raw(a.game, a.games), env_loop(a.game, a.games, False), env_loop(a.game, a.games, True),
             env_loop(a.game, a.games, False, wrapped=False)) for _ in range(a.repeats)]
    raw_s, decisions, choices = min(r[0] for r in runs)
    out: dict[str, object] = {"game": a.game, "games": a.games, "raw_decisions_per_s": round(decisions / raw_s),
                              "raw_choice_points_per_s": round(choices / raw_s)}
    for k, name in ((1, "mask_only"), (2, "observed"), (3, "mask_only_unwrapped")):
        env_s, steps = min(r[k] for r in runs)
        assert steps == choices, f"the env played other duels than self-play ({steps} steps, {choices} choices)"
        out[f"env_steps_per_s_{name}"] = round(steps / env_s)
        out[f"env_overhead_{name}"] = round(env_s / raw_s - 1, 3)
    for w in (1, 2) if a.vector_steps else ():
        out[f"vector_steps_per_s_{w}_workers"] = round(vector(a.game, w, a.vector_steps))
    print(json.dumps(out))


if __name__ == "__main__":
    main()
