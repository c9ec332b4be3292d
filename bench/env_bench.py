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

Counted with `--instructions` (10 seeded duels, instructions per choice point; 2026-12-02, h-env4, on main as of
09:11 UTC, after `python3 -m compileall -q src bench`: a process that compiles a changed module counts that too):
    python3 bench/env_bench.py --game ocg --games 10 --instructions
        raw 422k, mask only 455k (+7.8%), full observations 640k (+51.6%)
    python3 bench/env_bench.py --game dm --games 10 --instructions
        raw 725k, mask only 763k (+5.2%), full observations 1060k (+46.2%)
    counts made before numpy's other OpenBLAS threads were turned off also counted their spinning, by hundreds of
    millions of instructions per process and differently at each run (2026-12-02, h-env3: OCG raw 483k, full
    observations 709k (+46.8%); Duel Masters raw 837k, full 1192k (+42.4%))
    a rewrite that kept each seat's rows as parts checked zone by zone (rows looked up with map, attrgetter and
    zip, every card's row kept by index, the arrays written in place and copied out; h-env4, reverted) ran about
    30% fewer bytecodes but counted as many instructions or more: observation 214k per choice point against 185k
    in OCG, 294k against 297k in Duel Masters. attrgetter (about 250 instructions an attribute against some 30 for
    a specialised attribute read), map, zip and the lists, tuples and dicts they make cost what they save; so did
    asking Duel Masters' power, summoning sickness and blocker only when what they read changed (made of the
    battle zone's cards at each read: 2,561.1M instructions for the observed loop against 2,558.8M without)
Measured with CPU time (`time.process_time`), 2 cores shared with seven other sessions (load average 7-9), the
ratios move by 10-20 points from run to run and do not show the gain the counts show:
    python3 bench/env_bench.py --game ocg --games 20 --repeats 7 --vector-steps 0
        raw self-play 66283 decisions/s (14905 choice points/s); env steps/s: mask only 12462 (+20%), raw_env
        mask only 10188 (+46%), full observations 7207 (+107%); main under the same load: +5%, +8%, +89%
    python3 bench/env_bench.py --game dm --games 20 --repeats 7 --vector-steps 0
        raw self-play 12788 decisions/s (7560 choice points/s); env steps/s: mask only 6432 (+18%), raw_env
        mask only 6269 (+21%), full observations 3759 (+101%); main under the same load: +14%, +3%, +83%
    vector (earlier, with the observations as they were then, load average about 10): OCG 282 steps/s with 1
    worker, 188 with 2; Duel Masters 259 and 270
What is left of the observation's cost is Python bookkeeping: per seat and decision, each zone's block checked
(and remade from kept rows when its cards changed, which they do at most decisions: two observations of one seat
in a row see the same cards one time in five in OCG, one in eight in Duel Masters), each card on the field checked
against what its row was made of, the option rows, the arrays; in Duel Masters also the engine's power, blocker
and summoning sickness of each creature in the battle zone, asked at every decision.
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
from collections.abc import Callable

# one OpenBLAS thread, set before numpy starts its others: process_time counts every thread of the process
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

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


REP_STRINGS_OFF = "glibc.cpu.x86_rep_movsb_threshold=1000000000:glibc.cpu.x86_rep_stosb_threshold=1000000000"


def _raw_choices(game: str, games: int) -> int:
    return raw(game, games)[2]


LOOPS: dict[str, Callable[[str, int], object]] = {
    "raw": _raw_choices,
    "mask_only": lambda game, n: env_loop(game, n, False),
    "observed": lambda game, n: env_loop(game, n, True)}


def instructions(game: str, loop: str, games: int) -> int:
    """The instructions one process runs for `loop` over `games` duels (cachegrind, no cache simulation), with a
    fixed hash seed, no address randomisation (sets of objects are ordered by address) and one OpenBLAS thread,
    so that two runs of the same work count the same."""
    cmd = ["setarch", platform.machine(), "-R", "valgrind", "--tool=cachegrind", "--cache-sim=no",
           "--cachegrind-out-file=/dev/null", sys.executable, __file__, "--game", game, "--loop", loop,
           "--games", str(games)]
    # one OpenBLAS thread: numpy's others spin while they wait, and cachegrind counts their instructions too (by
    # hundreds of millions, differently at each run). And glibc's memcpy and memset without `rep movsb` / `rep
    # stosb`: valgrind counts each byte such an instruction moves as one instruction, so a copy of 10 kB (a new
    # observation's buffer) counted 10k where the vector loop glibc uses for smaller copies counts about 1k, closer
    # to the time either takes (env_bench's docstring: the figures both ways)
    env = {**os.environ, "PYTHONHASHSEED": "0", "OPENBLAS_NUM_THREADS": "1", "GLIBC_TUNABLES": REP_STRINGS_OFF}
    err = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True).stderr
    m = re.search(r"I\s+refs:\s+([\d,]+)", err)
    assert m, err
    return int(m.group(1).replace(",", ""))


def count_instructions(game: str, games: int) -> dict[str, object]:
    """Instructions per choice point of each loop over the same duels: each loop's process less the same process
    with no duel (imports, card data, the warm-up), so only the duels count; load on the machine changes nothing."""
    base = instructions(game, "raw", 0)  # the loops differ only once a duel is played
    total = {loop: instructions(game, loop, games) - base for loop in LOOPS}
    choices = _raw_choices(game, games)
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
    raws: list[tuple[float, int, int]] = []
    envs: dict[str, list[tuple[float, int]]] = {"mask_only": [], "observed": [], "mask_only_unwrapped": []}
    for _ in range(a.repeats):
        raws.append(raw(a.game, a.games))
        envs["mask_only"].append(env_loop(a.game, a.games, False))
        envs["observed"].append(env_loop(a.game, a.games, True))
        envs["mask_only_unwrapped"].append(env_loop(a.game, a.games, False, wrapped=False))
    raw_s, decisions, choices = min(raws)
    out: dict[str, object] = {"game": a.game, "games": a.games, "raw_decisions_per_s": round(decisions / raw_s),
                              "raw_choice_points_per_s": round(choices / raw_s)}
    for name, runs in envs.items():
        env_s, steps = min(runs)
        assert steps == choices, f"the env played other duels than self-play ({steps} steps, {choices} choices)"
        out[f"env_steps_per_s_{name}"] = round(steps / env_s)
        out[f"env_overhead_{name}"] = round(env_s / raw_s - 1, 3)
    for w in (1, 2) if a.vector_steps else ():
        out[f"vector_steps_per_s_{w}_workers"] = round(vector(a.game, w, a.vector_steps))
    print(json.dumps(out))


if __name__ == "__main__":
    main()
