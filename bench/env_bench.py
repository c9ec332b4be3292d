"""Throughput of the RL environment (arbiter.env) against raw self-play, on the same duels.

    python3 bench/env_bench.py [--game ocg|dm] [--games 20] [--repeats 3] [--vector-steps 3000 (0: none)]
    python3 bench/env_bench.py [--game ocg|dm] [--games 10] --instructions [--cache]
    python3 bench/env_bench.py [--game ocg|dm] [--games 20] [--repeats 3] --split

`--instructions` counts instead of timing: valgrind's cachegrind runs each loop in a process of its own over the
same seeded duels, and the instructions per choice point of each (less those of a process that plays no duel) are
set side by side; that figure does not move with the load of the machine, where CPU time does. `--cache` simulates
the first-level instruction and data caches too (at this machine's sizes), and gives their misses per choice point:
what the timed overhead spends that the instructions do not explain.

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

Latest figures (the history of earlier runs is in git and the issue notes):
Counted with the caches 2026-12-08, the infos' mask made one shared read-only array per option count (--games 3
--instructions --cache, per choice point, on 810e6dfb before and 2a5c1bc1 after, the engine the same): mask only, the
first-level instruction cache's misses over raw's from 693 to 291 (instructions +5.6% to +4.3%); full observations
from 1,758 to 1,382 (data misses over raw's 2,557 to 2,241; instructions +24.0% to +22.2%, raw 585,700 and 600,028:
two processes of the same engine differ by about 2%). Timed the same hour, both trees in turn (load 4 to 8 as helpers
ran, CPU time, best of 5, --games 20 --repeats 5 --vector-steps 0): full observations +33.2% and +31.4% before, +33.1%
and +30.8% after; mask only +8.3%, +6.2% before, +9.0%, +8.2% after: no change a timed run can tell apart.
Counted 2026-12-07 after a twelfth session (fifteen rules sweeps and leftovers; the environment unchanged), on main at
5e276815 (--games 10 --instructions): OCG raw 578,019; mask only +4.4%; full observations 701,288 (+21.3%); an unchanged
observation 9.5% of raw. Timed at its end on main at a763a793 (load 2.5 to 3.8 as helpers' runs ended, CPU time, best
of 5, --games 20 --repeats 5 --vector-steps 0): OCG raw 12,911 and 12,821 choice points/s, full observations 9,493
and 9,457 steps/s (+36.0%, +35.6%), mask only +9.8% and +9.7%; Duel Masters raw 12,429, full 8,733 (+42.3%).
Counted 2026-12-07 after an eleventh session (rules sweeps; the environment unchanged), on main at b334adba
(--games 10 --instructions): OCG raw 580,358; mask only +4.4%; full observations 703,517 (+21.2%); an unchanged
observation 9.3% of raw. Timed at its end on main at e32cc341 (machine quiet, load 0.3 to 0.6, CPU time,
best of 5, --games 20 --repeats 5 --vector-steps 0): OCG raw 11,137 and 10,714 choice points/s, full observations
7,997 and 7,898 steps/s (+39.3%, +35.7%), mask only +4.7% and +11.8%; Duel Masters raw 11,585, full 7,998 (+44.8%).
Timed 2026-12-07 at a tenth session's end on main at f4942ae4 (machine quiet, load 0.0 to 1.4, CPU time, best of 5,
--games 20 --repeats 5 --vector-steps 0), one run each: OCG raw 12,059 choice points/s, full observations 8,880
steps/s (+35.8%), mask only +9.9%; Duel Masters raw 12,381, full 8,433 (+46.8%), mask only +10.7%.
Counted 2026-12-07 after the Duel Masters rows were made cheaper (dm_rows.py: the changed cards noted in one loop a
read, a changed card staying in a pile keeping its entries, the shields' castles found once a part, the zones as plain
ints, a mana zone's untapped cards counted from a list comprehension), on h-dmobs at f359d897 (--games 10
--instructions): Duel Masters raw 640,952; mask only +4.5%; full observations 816,159 (+27.3%); unchanged 6.6%; from
828,503 (+29.1%, unchanged 7.0%) on main at b30cd94d the same hour. OCG (its rows unchanged) raw 577,183; mask only
+4.5%; full observations 700,828 (+21.4%); an unchanged observation 9.5% of raw. Reading the Duel Masters rows alone
(callgrind collecting only inside `DmReader.read`, 6 duels after one to warm up) went from 52.8M instructions to
47.5M; the battle zone's parts were about a third of it before (16.9M: the engine's power, sickness and blocker
of each creature, at every change of turn, attacker or shield). What did not pay there: a pile's rows joined from a
list comprehension rather than a map (+0.7M).
Counted 2026-12-07 after a tenth session (copies of one card in a deck are one option at every deck pick, by
default), on main at f974f400 (--games 10 --instructions): OCG raw 580,270 (-0.1%); mask only +4.4%; full observations
704,227 (+21.4%); an unchanged observation 9.3% of raw.
Counted 2026-12-07 after a ninth session (picks in a deck offering copies as one in the remaining cards; the
environment keeps each answer, for its pickle), on main at 02812080 (--games 10 --instructions): OCG raw 580,769
(+0.7%); mask only +4.5%; full observations 705,174 (+21.4%); an unchanged observation 9.4% of raw.
Counted 2026-12-07 after an eighth session (option rows that name a search's, a fusion's and a declared name's card;
searches offering copies as one), on main at d2bd3fc6 (--games 10 --instructions): OCG raw 576,561 (+0.5%); mask only
+4.5%; full observations 700,321 (+21.5%); an unchanged observation 9.3% of raw. Timed the same hour, machine quiet
(load 0.7 to 0.9, CPU time, best of 5, --games 20 --repeats 5 --vector-steps 0), two runs: full observations +33.2%
and +34.6% (raw 8,152 and 8,198 choice points/s, full 6,118 and 6,090 steps/s); mask only +7.2% and +7.5%.
Counted 2026-12-07 after a seventh session of rules and front fixes (the environment unchanged), on main at
52077623 (--games 10 --instructions): OCG raw 573,762 (+1.3%); mask only +4.6%; full observations 696,893 (+21.5%); an
unchanged observation 9.1% of raw. Timed at the session's end on d1157bdd, machine quiet (load 0.2 to 0.8, CPU time,
best of 5, --games 20 --repeats 5 --vector-steps 0), three runs: full observations +30.0% and +35.7% (raw 7,134 and
7,353 choice points/s, full 5,489 and 5,421 steps/s), and +13.7% in a run whose raw loop was slower than its
mask-only loop (raw 5,938), which cannot be the code: the raw loop does less of the same work.
Counted 2026-12-07 after a sixth session of rules work (the environment unchanged), on main at 29bd6759 (--games 10
--instructions): OCG raw 566,642 (+2.7%); mask only +4.4%; full observations 688,428 (+21.5%); an unchanged
observation 9.5% of raw. Timed the same hour, machine quiet (load 0.0 to 0.7, CPU time, best of 5, --games 20
--repeats 5 --vector-steps 0), three runs: OCG raw 7,215 to 8,070 choice points/s, full observations 5,207 to 5,867
steps/s (+37.1%, +37.5%, +46.2%); mask only +6.9% to +12.9%.
Counted 2026-12-06 after a fifth session of rules work (the environment unchanged), on main at 2de30790
(--games 10 --instructions): OCG raw 551,615 (+0.8%); mask only +4.5%; full observations 673,494 (+22.1%); an
unchanged observation 9.8% of raw. Duel Masters raw 644,123; mask only +4.4%; full observations 828,217 (+28.6%);
unchanged 6.9%. Timed at the session's end on main at c353e93e, machine quiet (load 0.9 to 1.0, CPU time, best of 5,
--games 20 --repeats 5 --vector-steps 0): OCG raw 7,436 to 7,994 choice points/s, full observations 5,033 to 5,928
steps/s (+34.8%, +35.8%, +37.6%, and +47.7% in a run whose raw loop was slow too); Duel Masters +48.8% and +30.8%
(the second with a slow raw loop).
Counted 2026-12-06 after a fourth session of rules sweeps, on main at ceb4e9e0 (--games 10 --instructions): OCG raw
547,339 (+0.6%); mask only +4.4%; full observations 669,263 (+22.3%); an unchanged observation 9.9% of raw (Duel
Masters, its engine and the environment unchanged: as below). Timed at the session's end on main at 5aa6795a, machine
quiet (load 1.0 to 1.2, CPU time, best of 5, --games 20 --repeats 5 --vector-steps 0): OCG raw 7,822 to 8,512 choice
points/s, full observations 5,839 to 6,410 steps/s (+34.0%, +38.6%, +32.8% over three runs); Duel Masters raw 8,065,
full 5,569 (+44.8%).
Counted 2026-12-06 at the end of a third session of rules sweeps, on main at 4e053321 (--games 10 --instructions):
OCG raw 543,957 (+0.6%); mask only +4.5%; full observations 665,355 (+22.3%); an unchanged observation 9.7% of raw.
Duel Masters raw 641,444; mask only +4.5%; full observations 825,944 (+28.8%); unchanged 6.9%. Timed the same minutes,
machine quiet (load 0.1 to 0.9, CPU time, best of 5, --games 20 --repeats 5 --vector-steps 0): OCG raw 8,267 to
8,506 choice points/s, full observations 5,846 to 6,240 steps/s (+35.6% to +41.4% over three runs); Duel Masters raw
8,333 and 8,483, full 5,606 and 5,761 (+48.6%, +47.3%).
Counted 2026-12-06 at the end of a second session of rules sweeps, on main at 41ae5cb5 (--games 10 --instructions):
OCG raw 540,915 (+1.1%); mask only +5.1%; full observations 666,185 (+23.2%); an unchanged observation 9.8% of raw.
Duel Masters raw 640,568; mask only +4.7%; full observations 826,231 (+29.0%); unchanged 6.9%. Timed the same day,
where raw self-play ran about 40% slower than below for the code of the day before too (the machine, not the code;
load 1.0, CPU time, best of 5, --games 20 --repeats 5 --vector-steps 0): OCG raw 7,613 to 8,562 choice points/s,
full observations 5,937 to 6,379 steps/s (+28.2% to +40.4% over five runs, three of them +34.2% to +36.3%); Duel
Masters raw 8,246 to 8,284, full 5,407 to 5,497 (+50.0%, +53.2%).
Counted 2026-12-06 on main at a51ba2ca, after a day of rules fixes and no change to the observation (--games 10
--instructions): OCG raw 535,205 (+0.2%); mask only +4.6%; full observations 657,381 (+22.8%); an unchanged
observation 10.3% of raw. Timed at the day's end on main at 2d7c4ab8, load 0.3 to 0.8, CPU time, best of 5, four runs of
OCG and three of Duel Masters (--games 20 --repeats 5 --vector-steps 0):
    OCG: raw 13,359 to 14,025 choice points/s; full observations 9,644 to 10,331 steps/s (+35.8% to +39.6%)
    Duel Masters: raw 12,803 to 12,961; full observations 7,957 to 8,834 (+45.7% to +60.9%, the last run an outlier)
Timed 2026-12-06 again at the session's end on main at a31a26aa, load 1.0 to 1.4, CPU time, best of 5, three runs of
each (--games 20 --repeats 5 --vector-steps 0; the observation's only change: a check for 「クイズ」's hidden
graveyards):
    OCG: raw 13,353 to 14,111 choice points/s; full observations 9,628 to 10,164 steps/s (+36.9% to +38.8%)
    Duel Masters: raw 12,984 to 13,182; full observations 8,553 to 8,786 (+50.0% to +51.8%)
Counted 2026-12-06 on main at 5fa02edb (--games 10 --instructions): OCG raw 534,346; mask only +4.1%; full
observations 653,277 (+22.3%); an unchanged observation 10.1% of raw.
Timed 2026-12-06 on main at 81fa8d37, quiet machine (2 cores, load 0.8), CPU time, best of 5, three runs of each
(--games 20 --repeats 5 --vector-steps 0):
    OCG: raw 13,639 to 14,113 choice points/s; mask only +5.0% to +7.1%; full observations 10,031 to 10,522 steps/s
    (+34.1% to +36.1%)
    Duel Masters: raw 13,181 to 13,269; mask only +6.8% to +8.0%; full observations 8,791 to 8,895 (+48.2% to +50.7%)
Split (--split, the same minutes; microseconds per choice point, wall clock):
    OCG: raw 70.9; mask only: engine 70.3, the rest 7.2; full: engine 74.7, observation 15.5, the rest 9.1
    Duel Masters: raw 76.3; mask only: engine 72.8, the rest 10.1; full: engine 78.7, observation 24.8, the rest 12.7
    So an observation costs, besides its own time, about 4 us (OCG) and 6 us (Duel Masters) of the engine's (the
    caches it leaves cold): under 25% in all needs an observation three to five times cheaper.
Counted 2026-12-06 on main at a80b97f7 (--games 10 --instructions):
    OCG: raw 532,966; mask only +4.8%; full observations 654,291 (+22.8%); an unchanged observation 9.4% of raw
    Duel Masters: raw 637,190; mask only +4.5%; full observations 821,496 (+28.9%); unchanged 7.0% of raw
The vector form (--games 5 --repeats 1 --vector-steps 3000, OCG, 2026-12-06): 1,988 steps/s with 1 worker (4,863
over idle environments), 2,980 with 2 (7,960). Run to run, a timed ratio moves by several points.

Why time and instructions differ: inside a running duel the environment's code runs several times slower than in a
loop of its own (joining the observation's 11 kB buffer: 0.17 us alone, 1.45 us between two engine steps; the four
arrays 0.58 us against 1.0 us), as the engine's work between two observations evicts from the CPU's caches what the
observation reads (its row tables, the zone lists, the rows). Per OCG step, timed in the running duels: the duel's
flags 1.3 us, the cards noted as changed (about 1.8) 3.3 us, the zone parts joined again 2.3 us, the global features
1.6 us, the option rows (6.2) about 4 us, the buffer and arrays about 2.7 us.
What an observation costs in instructions (OCG, per choice point, each part turned off in turn): reading the rows
about 55k (the cards noted as changed, about 2 a read, the parts they were or are in, the global features), the
option rows about 26k (6 options a decision in random play: the key of each, its look-up, the join), the arrays and
their buffer about 7k.
What is kept between observations (ocg_rows.py, dm_rows.py, features.py): card rows by what they are made of, from
duel to duel; rows joined zone by zone, a zone joined again only when a card that was or is in it changed
(`Duel.touched`); option rows by their kind, card row, target row and number; the arrays as fields of one buffer
joined in one step. What did not pay (tried, not kept): the global features kept by what they are made of (three
reads in four make new ones); option rows of attacks kept apart (+10k instructions); a read-only action mask shared
by every decision (Gymnasium's checker refuses observations that share an object). With the compiled engine
(ARBITER_COMPILE=1) the observation costs about the same microseconds over an engine nearly four times faster: OCG
+99% (a build of cb0a6068, --games 10 --repeats 3); with the observation's modules compiled too, in a trial build not
kept, +66%.
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


def counted(game: str, loop: str, games: int, cache: bool = False) -> dict[str, int]:
    """What one process runs for `loop` over `games` duels (cachegrind): its instructions and, with `cache`, the
    misses of the first-level instruction and data caches, simulated at this machine's sizes (reads and writes
    together), with a fixed hash seed, no address randomisation (sets of objects are ordered by address) and one
    OpenBLAS thread, so that two runs of the same work count the same."""
    cmd = ["setarch", platform.machine(), "-R", "valgrind", "--tool=cachegrind",
           f"--cache-sim={'yes' if cache else 'no'}", "--cachegrind-out-file=/dev/null", sys.executable, __file__,
           "--game", game, "--loop", loop, "--games", str(games)]
    # one OpenBLAS thread: numpy's others spin while they wait, and cachegrind counts their instructions too (by
    # hundreds of millions, differently at each run). And glibc's memcpy and memset without `rep movsb` / `rep
    # stosb`: valgrind counts each byte such an instruction moves as one instruction, so a copy of 10 kB (a new
    # observation's buffer) counted 10k where the vector loop glibc uses for smaller copies counts about 1k, closer
    # to the time either takes (env_bench's docstring: the figures both ways)
    env = {**os.environ, "PYTHONHASHSEED": "0", "OPENBLAS_NUM_THREADS": "1", "GLIBC_TUNABLES": REP_STRINGS_OFF}
    err = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True).stderr
    out: dict[str, int] = {}
    for name, label in (("instructions", "I"), ("i1_misses", "I1"), ("d1_misses", "D1")):
        m = re.search(rf"{label}\s+(?:refs|misses):\s+([\d,]+)", err)
        if m:
            out[name] = int(m.group(1).replace(",", ""))
    assert "instructions" in out and (not cache or len(out) == 3), err
    return out


def count_instructions(game: str, games: int, cache: bool = False) -> dict[str, object]:
    """Instructions per choice point of each loop over the same duels: each loop's process less the same process
    with no duel (imports, card data, the warm-up), so only the duels count; load on the machine changes nothing.
    With `cache`, the first-level cache misses per choice point too (what the time the instructions do not explain
    is spent on: the engine's work between two observations evicts what the next reads, and the other way)."""
    base = counted(game, "raw", 0, cache)  # the loops differ only once a duel is played
    total = {loop: {k: n - base[k] for k, n in counted(game, loop, games, cache).items()} for loop in LOOPS}
    choices = _raw_choices(game, games)
    out: dict[str, object] = {"game": game, "games": games, "choice_points": choices}
    for loop, counts in total.items():
        out[f"instructions_per_choice_point_{loop}"] = round(counts["instructions"] / choices)
        if loop != "raw":
            out[f"instruction_overhead_{loop}"] = round(counts["instructions"] / total["raw"]["instructions"] - 1, 3)
        for k in ("i1_misses", "d1_misses"):
            if k in counts:
                out[f"{k}_per_choice_point_{loop}"] = round(counts[k] / choices)
    # what an observation costs when nothing changed since the last, against the engine's work
    out["unchanged_observation_over_raw"] = round(
        (total["observed_twice"]["instructions"] - total["observed"]["instructions"]) / total["raw"]["instructions"], 3)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", choices=sorted(GAMES), default="ocg")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--vector-steps", type=int, default=3000)
    ap.add_argument("--instructions", action="store_true",
                    help="count instructions with valgrind's cachegrind instead of timing")
    ap.add_argument("--cache", action="store_true",
                    help="with --instructions: simulate the first-level caches too (several times slower)")
    ap.add_argument("--split", action="store_true",
                    help="time the engine's steps and the observations apart, in microseconds per choice point")
    ap.add_argument("--loop", choices=sorted(LOOPS), help=argparse.SUPPRESS)  # one loop: what --instructions runs
    a = ap.parse_args()
    if a.loop:
        raw(a.game, 1), env_loop(a.game, 1, True)  # the same warm-up as the timed runs
        LOOPS[a.loop](a.game, a.games)
        return
    if a.instructions:
        print(json.dumps(count_instructions(a.game, a.games, a.cache)))
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
