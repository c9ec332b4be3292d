"""Throughput of the RL environment (arbiter.env) against raw self-play, on the same duels.

    python3 bench/env_bench.py [--game ocg|dm] [--games 20] [--repeats 3] [--vector-steps 3000 (0: none)]
    python3 bench/env_bench.py [--game ocg|dm] [--games 10] --instructions
    python3 bench/env_bench.py [--game ocg|dm] [--games 20] [--repeats 3] --split

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
opponent's answers and the observation), and the same over `Idle` environments of the same spaces and no duel:
what a step of the vector form costs besides the duel (the pipe to the worker and back, the shared memory).

`--split` times the engine's steps (`DuelCore.act`: the chosen answer and the forced ones up to the next choice
point) and the observations apart, wall clock, in microseconds per choice point, with the mask only and with full
observations: the engine's figure differs between the two only by what an observation made between two of its
steps costs it (the caches it then finds cold).

What an observation costs however little changed (`unchanged_observation_over_raw`): the "observed twice" loop
makes each observation a second time, of the same decision, past the environment's cache; the second finds every
kept row still good and only puts the arrays together (the field's checks, the option rows, the global features,
the buffers). Its cost over the engine's is the least a full observation can add with this design, whatever is
kept between decisions.

Timed 2026-12-06 on main at 81fa8d37, quiet machine (load 0.8), CPU time, best of 5, three runs of each (--games 20
--repeats 5 --vector-steps 0; the observation code unchanged; the day's card audits and rules fixes in):
    OCG: raw 13,639 to 14,113 choice points/s; mask only +5.0% to +7.1%; full observations 10,031 to 10,522 steps/s
    (+34.1% to +36.1%)
    Duel Masters: raw 13,181 to 13,269; mask only +6.8% to +8.0%; full observations 8,791 to 8,895 (+48.2% to +50.7%)
Split (--split, the same minutes; microseconds per choice point, wall clock):
    OCG: raw 70.9; mask only: engine 70.3, the rest 7.2; full: engine 74.7, observation 15.5, the rest 9.1
    Duel Masters: raw 76.3; mask only: engine 72.8, the rest 10.1; full: engine 78.7, observation 24.8, the rest 12.7
Counted 2026-12-06 on main at a80b97f7 (--games 10 --instructions):
    OCG: raw 532,966; mask only +4.8%; full observations 654,291 (+22.8%); an unchanged observation 9.4% of raw
    Duel Masters: raw 637,190; mask only +4.5%; full observations 821,496 (+28.9%); unchanged 7.0% of raw
Timed 2026-12-05 on main at 64b717f8, quiet machine (load 0.6), CPU time, best of 5 (--games 20 --repeats 5
--vector-steps 0; the observation code unchanged; the day's rules fixes in):
    OCG: raw 14,322 choice points/s; mask only +7.6%; full observations 10,502 steps/s (+36.4%)
    Duel Masters: raw 13,716; mask only +7.2%; full observations 9,040 (+51.7%)
Split (--games 20 --repeats 5 --split, the same machine and minutes; microseconds per choice point, wall clock, the
clocks' own cost in the environment's figures):
    OCG: raw 69.3; mask only: engine 69.1, the rest 7.2; full: engine 72.7, observation 14.9, the rest 8.7
    Duel Masters: raw 71.9; mask only: engine 69.1, the rest 9.8; full: engine 74.9, observation 24.0, the rest 11.7
    So an observation costs, besides its own time, 3.6 us (OCG) and 5.8 us (Duel Masters) of the engine's: with the
    rest's 1.5 and 1.9, about 20 us and 32 us a choice point, 29% and 44% of the engine's time before the
    environment's plumbing (the rest of the mask-only loop) is counted; under 25% in all needs an observation
    three to five times cheaper, its cost to the engine's caches included.
Counted 2026-12-05 on main at 3eb20511 (the observation code unchanged; the chain line counts every part of a cost):
    OCG: raw 528,517; mask only +4.9%; full observations 649,524 (+22.9%); an unchanged observation 9.5% of raw
    Duel Masters: raw 647,843; mask only +4.6%; full observations 840,679 (+29.8%); unchanged 7.2% of raw
Timed 2026-12-05 on main at 2728122f, quiet machine (load 0.9), CPU time, best of 5 (--games 20 --repeats 5
--vector-steps 0):
    OCG: raw 14,324 choice points/s; mask only +5.5%; full observations 10,577 steps/s (+35.4%)
    Duel Masters: raw 13,113; mask only +5.1%; full observations 8,827 (+48.6%)
Counted 2026-12-05 on main at d205c6eb (the observation code unchanged; ocg/duel.py split into a chain of classes;
the Duel Masters starter deck without 「ガイアール・ゼロ」, so other Duel Masters duels):
    OCG: raw 530,078; mask only +5.1%; full observations 652,458 (+23.1%); an unchanged observation 9.8% of raw
    Duel Masters: raw 642,180; mask only +4.5%; full observations 834,645 (+30.0%); unchanged 7.4% of raw
Timed 2026-12-05 on main at 04fcfea7, quiet machine (load 0.8), CPU time, best of 5 (--games 20 --repeats 5
--vector-steps 0):
    OCG: raw 14,205 choice points/s; mask only +5.5%; full observations 10,612 steps/s (+33.9%)
    Duel Masters: raw 13,628; mask only +6.9%; full observations 9,066 (+50.3%)
Counted 2026-12-05 on main at 478f8431 (the observation code unchanged; the session's card and tribute fixes in):
    OCG: raw 528,421; mask only +4.8%; full observations 647,845 (+22.6%); an unchanged observation 9.3% of raw
    Duel Masters: raw 644,203; mask only +4.5%; full observations 835,098 (+29.6%); unchanged 7.1% of raw
Timed 2026-12-05 on main at 4e70d6cc, quiet machine, CPU time, best of 5 (--games 20 --repeats 5 --vector-steps 0):
    OCG: raw 14,329 choice points/s; mask only +7.3%; full observations 10,608 steps/s (+35.1%)
    Duel Masters: raw 13,535; mask only +6.9%; full observations 8,953 (+51.2%)
Counted 2026-12-05 on main at 3ed5f7aa (the observation code unchanged; the log carries each seat's knowledge of
drawn, shown and moved cards):
    OCG: raw 530,114; mask only +4.2%; full observations 646,221 (+21.9%); an unchanged observation 9.7% of raw
    Duel Masters: raw 646,762; mask only +4.3%; full observations 837,115 (+29.4%); unchanged 7.1% of raw
Counted 2026-12-04 on main at 841d3fdf (the observation code unchanged; draw cards refused with a short deck):
    OCG: raw 510,534; mask only +4.8%; full observations 629,299 (+23.3%); an unchanged observation 10.2% of raw
    Duel Masters: raw 743,285; mask only +4.0%; full observations 932,429 (+25.4%); unchanged 6.2% of raw
Timed 2026-12-04 on main at 3c572e57, quiet machine, CPU time, best of 5 (--games 20 --repeats 5 --vector-steps 0):
    OCG: raw 16,020 choice points/s; mask only +5.8%; full observations 12,093 steps/s (+32.5%)
    Duel Masters: raw 14,346; mask only +5.2%; full observations 10,248 (+40.0%)
Timed with the compiled engine (ARBITER_COMPILE=1, setup.py; a build of cb0a6068, --games 10 --repeats 3, the
machine otherwise idle): OCG raw 56,313 choice points/s, full observations 28,312 steps/s (+99%): the observation
costs about the same microseconds as in the pure build, over an engine nearly four times faster. With the
observation's modules (features, rows, ocg_rows, dm_rows) compiled too, in a trial build not kept: OCG 51,613 and
31,080 (+66%); Duel Masters (its engine not compiled) +38% against +46% pure in the same conditions.
Counted 2026-12-04 on main at 219b3c8a (the observation code unchanged; refusal reasons carrying their Japanese):
    OCG: raw 511,216; mask only +4.8%; full observations 630,138 (+23.3%); an unchanged observation 10.0% of raw
    Duel Masters: raw 739,412; mask only +4.0%; full observations 928,839 (+25.6%); unchanged 6.2% of raw
Timed 2026-12-04 on main at eb8980cc, quiet machine, CPU time, best of 5, three runs each (commands as below):
    OCG: raw 14,860 choice points/s; mask only +5.9%; full observations 11,392 steps/s (+30.4%; +30.0%, +31.6%)
    Duel Masters: raw 14,077; mask only +6.2%; full observations 9,936 (+41.7%; +40.1%, +37.6%)
Counted 2026-12-04 on main at 5cb96401 (the observation code unchanged; the engine cheaper per choice point: an
operation's questions copy the duel once fewer, copies share the random generator's state), as below:
    OCG: raw 491,011; mask only +4.8%; full observations 608,661 (+24.0%); an unchanged observation 10.6% of raw
    Duel Masters: raw 738,720; mask only +4.0%; full observations 927,936 (+25.6%); unchanged 6.3% of raw
Timed 2026-12-04 on main at 72b11544, right after other work stopped, CPU time, best of 5 (commands as below):
    OCG: raw 15,611 choice points/s; mask only +8.3%; full observations 11,647 steps/s (+34.0%); vector 2,424 / 3,123
    Duel Masters: raw 12,556; mask only +4.9%; full observations 9,070 (+38.4%); vector 2,206 / 2,982
    (at 16b20263, quiet machine: OCG +35.9% and +33.0%, Duel Masters +39.1%)
Counted 2026-12-03 on main at bb8043e7 (after the session's card audits; the observation code as h-env7 left it),
each after `python3 -m compileall -q src bench` (instructions per choice point; the overhead is over raw):
    python3 bench/env_bench.py --game ocg --games 10 --instructions
        raw 467,309; mask only 491,679 (+5.2%); full observations 582,252 (+24.6%); an unchanged observation 11.0%
        of raw
    python3 bench/env_bench.py --game dm --games 10 --instructions
        raw 781,018; mask only 812,220 (+4.0%); full observations 972,384 (+24.5%); an unchanged observation 5.9%
        of raw
    (At b93917e3, right after h-env7: OCG raw 463,284, +5.3% and +24.8%; Duel Masters raw 784,372, +3.8% and
    +24.1%. Before h-env7, main at 5abc0b2a: OCG +7.1% and +33.2%, the observation alone 120k; Duel Masters +4.9%
    and +35.7%, the observation alone 241k.)
Timed on main at a66014d0, quiet machine (load average under 1), CPU time, best of 5 or 7:
    python3 bench/env_bench.py --game ocg --games 20 --repeats 5 --vector-steps 3000
        raw 14,649 choice points/s; env steps/s: mask only 13,625 (+7.5%), full observations 10,909 (+34.3%);
        vector 2,312 steps/s with 1 worker, 2,885 with 2; two more runs (--repeats 7): full +32.7%, +33.1%
    python3 bench/env_bench.py --game dm --games 20 --repeats 5 --vector-steps 3000
        raw 11,534 choice points/s; env steps/s: mask only 10,616 (+8.6%), full observations 8,123 (+42.0%);
        vector 1,960 steps/s with 1 worker, 2,431 with 2; two more runs (--repeats 7): full +35.9%, +34.2%
    (At b93917e3: OCG full +37.5%, Duel Masters +37.2%; before h-env7: OCG +41.4% and +46.9%, Duel Masters
    +55.9%.) Run to run, a timed ratio moves by several points.
Why time and instructions differ: inside a running duel the environment's code runs several times slower than in a
loop of its own (joining the observation's 11 kB buffer: 0.17 us alone, 1.45 us between two engine steps; the four
arrays 0.58 us against 1.0 us), as the engine's work between two observations evicts from the CPU's caches what the
observation reads (its row tables, the zone lists, the rows). Per OCG step, timed in the running duels: the duel's
flags 1.3 us, the cards noted as changed (about 1.8) 3.3 us, the zone parts joined again 2.3 us, the global features
1.6 us, the option rows (6.2) about 4 us, the buffer and arrays about 2.7 us, against about 64 us of engine work.
What h-env7 changed, and what each paid (instructions per choice point of the whole loop, counted as above):
- OCG rows joined zone by zone (parts): a part is joined again only when a card that was or is in it changed
  (about 8k); a card's row and part kept in the book by what gives them on a plain board (its printed data, place,
  controller, position: about 9k); the parts read the duel's own zone lists (about 4k); a full read skips the
  cards face-down in the decks.
- Duel Masters: `Duel.touched`, noted at each `touch` (every change of a card goes through it; an operation that
  goes back to its snapshot to ask again keeps the list and notes again the cards it had changed): rows remade
  per zone as in OCG (about 14k), and the rows of the hand, mana and graveyard no longer name the card's place
  there (as OCG's hand and graveyard; the rows' order does): made once as a card changes (about 49k) and kept
  by what gives them, in the book from duel to duel (about 16k); the counts read from the piles (about 8k); the
  battle zone's rows remade when the turn changes, and on an attack only the attacking creature's side's.
- The observation's arrays are fields of one structured array over one buffer joined in one step, with the
  action mask (OCG: about 5k).
- The order-enforcing wrapper's reads check reset inline, and its agent loop reads the environment directly
  (OCG: about 6k, with the mask only as with full observations).
What did not pay (tried on h-env7, not kept): the global features kept by what they are made of (three reads in four
make new ones); option rows of attacks, crosses and retargets kept apart so that the others are found without
their target (+10k: one option in thirteen is an attack, and each went through a call); the changed cards made in
one method with its look-ups hoisted (+1.5k); a read-only action mask shared by every decision (Gymnasium's
checker refuses observations that share an object).
Earlier counts (the same loops; the engine then did a little less per choice point):
    2026-12-02, h-env5: OCG raw 463k, full +37.3% (before it +45.6%); Duel Masters raw 770k, full +36.3% (+42.0%);
    h-env4: OCG +51.6%, Duel Masters +46.2%. Counts made before this bench set one OpenBLAS thread and turned off
    glibc's rep-string copies are not comparable (numpy's idle threads spinning; each byte a `rep movsb` moves
    counted as one instruction).
What an observation still costs (OCG, per choice point, each part turned off in turn): reading the rows about 55k
(the cards noted as changed, about 2 a read, the parts they were or are in, the global features), the option rows
about 26k (6 options a decision in random play: the key of each, its look-up, the join), the arrays and their
buffer about 7k.
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
from typing import Any

# one OpenBLAS thread, set before numpy starts its others: process_time counts every thread of the process
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import gymnasium
import numpy as np
from gymnasium.vector import AsyncVectorEnv

import arbiter.env
from arbiter.env.aec import AGENTS
from arbiter.env.single import SingleAgentEnv
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


def env_loop(game: str, games: int, observe: bool, wrapped: bool = True, again: bool = False,
             split: dict[str, int] | None = None) -> tuple[float, int]:
    """Random play through the AEC environment; `observe=False`: the policy reads only the mask (in the infos).

    `wrapped`: as `arbiter.env.env()` gives it, in PettingZoo's order-enforcing wrapper; else `raw_env`.
    `again`: each observation is made a second time, of the same decision, past the environment's cache: nothing
    has changed, so the second costs only what every observation costs however little the duel moved.
    `split`: the wall-clock nanoseconds spent answering the chosen option (the engine's steps up to the next choice
    point, `DuelCore.act`), making observations, and in all are added under "engine", "observation" and "total".
    """
    env = arbiter.env.env(game=game) if wrapped else arbiter.env.raw_env(game=game)
    core = env.unwrapped.core
    if split is not None:
        _clock(split, "engine", core, "act")
        _clock(split, "observation", core.observer, "observe")
    wall, start = time.perf_counter_ns(), time.process_time()
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
    took = time.process_time() - start
    if split is not None:
        split["total"] = time.perf_counter_ns() - wall
    return took, steps


def _clock(into: dict[str, int], name: str, obj: object, method: str) -> None:
    """Wrap `obj.method` (on the instance) so that its wall-clock nanoseconds add up in `into[name]`."""
    inner, clock = getattr(obj, method), time.perf_counter_ns
    into.setdefault(name, 0)

    def clocked(*args: Any) -> Any:
        start = clock()
        try:
            return inner(*args)
        finally:
            into[name] += clock() - start

    setattr(obj, method, clocked)


def split_times(game: str, games: int, repeats: int) -> dict[str, object]:
    """Microseconds per choice point, wall clock (so: a quiet machine), best of `repeats`: raw self-play's, and in
    the environment's loops (mask only, full observations) the engine's (its steps up to the next choice point),
    the observation's and the rest's (the environment's own plumbing, the policy, resets). The engine's figure
    differs between the two loops only by what making an observation between two of its steps costs it (the
    caches it then finds cold)."""
    best: dict[str, dict[str, int]] = {}
    choices = 0
    for _ in range(repeats):
        start = time.perf_counter_ns()
        _, _, choices = raw(game, games)
        runs = {"raw": {"total": time.perf_counter_ns() - start}}
        for loop, observe in (("mask_only", False), ("observed", True)):
            runs[loop] = {}
            env_loop(game, games, observe, split=runs[loop])
        for loop, clocks in runs.items():
            if loop not in best or clocks["total"] < best[loop]["total"]:
                best[loop] = clocks

    def us(ns: int) -> float:
        return round(ns / choices / 1e3, 1)

    out: dict[str, object] = {"game": game, "games": games, "us_per_choice_point_raw": us(best["raw"]["total"])}
    for loop in ("mask_only", "observed"):
        c = best[loop]
        out[f"us_per_choice_point_{loop}"] = {"engine": us(c["engine"]), "observation": us(c["observation"]),
                                              "rest": us(c["total"] - c["engine"] - c["observation"])}
    return out


class Idle(gymnasium.Env[Any, Any]):
    """The one-seat environment's spaces and nothing else: its every step gives one fixed observation. In the vector
    form it costs what a step costs besides the duel (the pipe to the worker and back, the observation through
    shared memory)."""

    def __init__(self, game: str) -> None:
        seat = SingleAgentEnv(game=game)
        self.observation_space, self.action_space = seat.observation_space, seat.action_space
        self.fixed = seat.reset(seed=0)[0]

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[Any, dict[str, Any]]:
        return self.fixed, {}

    def step(self, action: Any) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        return self.fixed, 0.0, False, False, {}


def vector(game: str, workers: int, steps: int, idle: bool = False) -> float:
    """Steps per second of the vector form over `workers` processes (`idle`: of `Idle` environments)."""
    envs = (AsyncVectorEnv([lambda: Idle(game)] * workers, context="spawn") if idle
            else make_vector_env(workers, game=game))
    envs.reset(seed=0)
    rng = np.random.default_rng(0)
    start = time.perf_counter()
    obs, *_ = envs.step(np.zeros(workers, np.int64))
    for _ in range(steps // workers):
        # a copy whose duel just ended has started the next one (same-step autoreset): every mask has an option
        actions = np.array([rng.choice(np.flatnonzero(m)) for m in obs["action_mask"]])
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
    ap.add_argument("--split", action="store_true",
                    help="time the engine's steps and the observations apart, in microseconds per choice point")
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
    if a.split:
        print(json.dumps(split_times(a.game, a.games, a.repeats)))
        return
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
        out[f"vector_idle_steps_per_s_{w}_workers"] = round(vector(a.game, w, a.vector_steps, idle=True))
    print(json.dumps(out))


if __name__ == "__main__":
    main()
