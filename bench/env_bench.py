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

What an observation costs however little changed (`unchanged_observation_over_raw`): the "observed twice" loop
makes each observation a second time, of the same decision, past the environment's cache; the second finds every
kept row still good and only puts the arrays together (the field's checks, the option rows, the global features,
the buffers). Its cost over the engine's is the least a full observation can add with this design, whatever is
kept between decisions.

Counted 2026-12-03, OCG rows kept per card and remade only for the cards the duel notes as changed (`Duel.touched`,
h-env6), against main just before it (97775ce3, the same engine), each after `python3 -m compileall -q src bench`:
    python3 bench/env_bench.py --game ocg --games 10 --instructions
        raw 460k, mask only 492k (+7.1%), full observations 612k (+33.2%; before: 634k, +37.8%); the observation
        alone 120k (before: 141k); an unchanged observation 18.8% of raw (before: 22.0%). At a fixed board (27 cards,
        14 options) an observation that finds nothing changed costs about 98k instructions: the four arrays 19k (each
        NumPy array made costs about 3.7k, the 10 kB buffer 3.8k), the option rows 2.7k each, the reader 37k (the
        global features 10k, putting the rows in the view's order 12k). Random play offers 6 options a decision. The
        25% the issue asks needs the observation at about 82k on average: not reachable by trimming these.
    python3 bench/env_bench.py --game dm --games 10 --instructions
        raw 781k, mask only 820k (+4.9%), full observations 1061k (+35.7%) (Duel Masters' rows are kept as before)

Counted 2026-12-02 at e933bf27, after `python3 -m compileall -q src bench` (the engine as h-speed left it, about 7%
fewer instructions a duel than at the counts below, the environment as h-env5 left it):
    python3 bench/env_bench.py --game ocg --games 10 --instructions
        raw 430k, mask only 463k (+7.6%), full observations 605k (+40.6%); an unchanged observation alone 23.7% of
        raw: with the mask's 7.6%, 31% before anything is remade, so the 25% the issue asks cannot be met by
        keeping more between decisions, only by putting the arrays together in fewer Python steps
    python3 bench/env_bench.py --game dm --games 10 --instructions
        raw 770k, mask only 809k (+5.0%), full observations 1050k (+36.3%); an unchanged observation 18.6% of raw
Timed, the compiled build (ARBITER_COMPILE=1, the engine's modules compiled by mypyc, the environment not; quiet):
    python3 bench/env_bench.py --game ocg --games 20 --repeats 3 --vector-steps 0
        raw 185,971 decisions/s (41,819 choice points/s); env steps/s: mask only 33,165 (+26%), full observations
        14,536 (+188%): the engine three times faster, the observation as costly, it is two thirds of a step.
        Compiling ocg_rows, dm_rows and rows too (tried, not kept) changed little: +139% to +217% in four runs

Counted with `--instructions` (10 seeded duels, instructions per choice point; 2026-12-02, h-env5 against main as of
6ba1b38c, each after `python3 -m compileall -q src bench`: a process that compiles a changed module counts that
too, and PYTHONDONTWRITEBYTECODE keeps it from writing the result):
    python3 bench/env_bench.py --game ocg --games 10 --instructions
        raw 463k, mask only 495k (+7.0%), full observations 635k (+37.3%); main: 456k, 489k (+7.2%), 664k (+45.6%)
    python3 bench/env_bench.py --game dm --games 10 --instructions
        raw 770k, mask only 808k (+5.0%), full observations 1049k (+36.3%); main: 769k, 807k (+5.0%), 1091k (+42.0%)
    the observation alone (full less mask only): OCG 175k -> 140k, Duel Masters 284k -> 241k. Counted as before
    this bench turned off glibc's rep-string copies (each byte `rep movsb` moves counted as one instruction; the
    new observation's 10 kB buffer counted 10k): OCG raw 456k, full 639k (+40.2%; main 455k, 673k, +47.9%), Duel
    Masters raw 770k, full 1059k (+37.6%; main 779k, 1112k, +42.8%). Two processes of one tree differ by about 1% in
    raw (the warm-up's duel leaves another heap, and the collector runs at other moments)
    earlier (h-env4, main as of 09:11 UTC, rep copies counted by the byte): OCG raw 422k, mask only 455k (+7.8%),
    full 640k (+51.6%); Duel Masters raw 725k, mask only 763k (+5.2%), full 1060k (+46.2%). Counts made before
    numpy's other OpenBLAS threads were turned off also counted their spinning, by hundreds of millions of
    instructions per process and differently at each run
    what did not pay (h-env4, h-env5): each seat's rows kept as parts checked zone by zone with map, attrgetter and
    zip (about 30% fewer bytecodes, as many instructions: attrgetter costs about 250 instructions an attribute
    against some 30 for a specialised attribute read); asking Duel Masters' power, summoning sickness and blocker
    only when what they read changed; merging the graveyards' rows by index once while they stay the same (the
    option rows' look-up; 3,556.2M instructions for the observed OCG loop against 3,556.3M without: graveyards
    change at most decisions of random play); merging the largest block's rows first (no change); a block's new
    rows made in a comprehension with the miss in a method of its own (OCG 3,560.2M against 3,556.3M, Duel Masters
    2,582.1M against 2,577.1M)
Measured with CPU time (`time.process_time`), 2 cores shared with other sessions (load average 3-4), the ratios
move by 5-15 points from run to run (2026-12-02, h-env5 and main as of 6ba1b38c run in turns, best of 5 repeats):
    python3 bench/env_bench.py --game ocg --games 20 --repeats 5 --vector-steps 0
        raw self-play 73723 decisions/s (16578 choice points/s); env steps/s: mask only 15169 (+9%), full
        observations 10597 (+56%; other runs +55%, +60%); main: full +60%, +70%
    python3 bench/env_bench.py --game dm --games 10 --repeats 5 --vector-steps 0
        raw self-play 18748 decisions/s (11237 choice points/s); env steps/s: mask only 10648 (+6%), full
        observations 7327 (+53%; another run +54%); main: full +68%, +62%
    the observation alone, timed inside the observed loop (best of 5): OCG 28us -> 23us, Duel Masters 41us -> 36us
    earlier (h-env4, load average 7-9): OCG full +107% (main +89%), Duel Masters +101% (main +83%); vector, with
    the observations as they were then, load average about 10: OCG 282 steps/s with 1 worker, 188 with 2; Duel
    Masters 259 and 270
What is left of the observation's cost is Python bookkeeping (OCG, about 1,770 bytecodes an observation): per seat
and decision, each zone's block checked (and remade from kept rows when its cards changed, which they do at most
decisions: two observations of one seat in a row see the same cards one time in five in OCG, one in eight in Duel
Masters), each card on the field checked against what its row was made of (about 400 bytecodes: 22 places, the
object, position, slot and data of each card there), the option rows (about 30 bytecodes an option) and the
merge of every card's row by index they are looked up in (about 7k instructions), the global features, the four
arrays (about 11k instructions); in Duel Masters also the engine's power, blocker and summoning sickness of each
creature in the battle zone, asked at every decision. Skipping the field's checks would need the duel to say
when something on a field changed (a counter bumped by every move, position, control or data change); none is
kept now.
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
from arbiter.env.aec import AGENTS
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


def env_loop(game: str, games: int, observe: bool, wrapped: bool = True, again: bool = False) -> tuple[float, int]:
    """Random play through the AEC environment; `observe=False`: the policy reads only the mask (in the infos).

    `wrapped`: as `arbiter.env.env()` gives it, in PettingZoo's order-enforcing wrapper; else `raw_env`.
    `again`: each observation is made a second time, of the same decision, past the environment's cache: nothing
    has changed, so the second costs only what every observation costs however little the duel moved.
    """
    env = arbiter.env.env(game=game) if wrapped else arbiter.env.raw_env(game=game)
    core = env.unwrapped.core
    start = time.process_time()
    steps = 0
    for s in range(games):
        env.reset(seed=s)
        rng = random.Random(s)
        for agent in env.agent_iter():
            obs, _, term, trunc, info = env.last(observe)
            if term or trunc:
                env.step(None)
                continue
            if again:
                core.observer.observe(core.duel, AGENTS.index(agent))
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
    "observed": lambda game, n: env_loop(game, n, True),
    "observed_twice": lambda game, n: env_loop(game, n, True, again=True)}


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
    # what an observation costs when nothing changed since the last, against the engine's work
    out["unchanged_observation_over_raw"] = round((total["observed_twice"] - total["observed"]) / total["raw"], 3)
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
    envs: dict[str, list[tuple[float, int]]] = {"mask_only": [], "observed": [], "mask_only_unwrapped": [],
                                                "observed_twice": []}
    for _ in range(a.repeats):
        raws.append(raw(a.game, a.games))
        envs["mask_only"].append(env_loop(a.game, a.games, False))
        envs["observed"].append(env_loop(a.game, a.games, True))
        envs["mask_only_unwrapped"].append(env_loop(a.game, a.games, False, wrapped=False))
        envs["observed_twice"].append(env_loop(a.game, a.games, True, again=True))
    raw_s, decisions, choices = min(raws)
    out: dict[str, object] = {"game": a.game, "games": a.games, "raw_decisions_per_s": round(decisions / raw_s),
                              "raw_choice_points_per_s": round(choices / raw_s)}
    for name, runs in envs.items():
        env_s, steps = min(runs)
        assert steps == choices, f"the env played other duels than self-play ({steps} steps, {choices} choices)"
        if name != "observed_twice":
            out[f"env_steps_per_s_{name}"] = round(steps / env_s)
            out[f"env_overhead_{name}"] = round(env_s / raw_s - 1, 3)
    # what an observation costs when nothing changed since the last, against the engine's work
    twice = min(envs["observed_twice"])[0] - min(envs["observed"])[0]
    out["unchanged_observation_over_raw"] = round(twice / raw_s, 3)
    for w in (1, 2) if a.vector_steps else ():
        out[f"vector_steps_per_s_{w}_workers"] = round(vector(a.game, w, a.vector_steps))
    print(json.dumps(out))


if __name__ == "__main__":
    main()
