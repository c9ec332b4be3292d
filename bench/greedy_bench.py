"""How long the greedy agent thinks: every answer of seeded greedy-against-greedy duels of bundled OCG decks, timed.

    PYTHONPATH=src python3 bench/greedy_bench.py [--duel DECK,DECK,SEED ...] [--slowest 8] [--answers FILE]

A duel `A,B,S` is deck A (seat 1) against deck B (seat 2), duel seed S, the greedy agents seeded S and S+1 (one
per seat), played to its end (or --max-turns). Each answer is timed in CPU seconds (a shared machine moves wall
time much more); printed: each duel's answers, CPU and wall seconds, then the slowest answers of all duels with
the decision they answered. `--answers FILE` writes every duel's answer keys (JSON): a speed change must leave them
as they were (compare the files of two runs).

The default duels are the board where Future Fusion's materials made greedy answers slow (cyber vs zombie, seed 96:
its answer 55 took 7 s in the terminal) and a few more of the fusion decks.

Measured 2026-12-05 on a shared 2-core machine (CPU seconds), the default duels, each before (main at 9c667638) and
after the material searches of fusion.py (`fusion.Materials`, `Resolution.offered`), with the same answers in every
duel:
    cyber,zombie,96     205 answers  56.6 s -> 4.7 s   slowest 6.91 s -> 0.31 s (turn 3, Future Fusion's materials)
    cyber,hero,697      720 answers   8.0 s -> 4.0 s   slowest 0.86 s -> 0.31 s (turn 25, Overload Fusion's)
    hero,cyber,1        529 answers   3.0 s -> 1.4 s   slowest 1.60 s -> 0.12 s
    cyber,burn,86       602 answers   2.2 s -> 1.8 s   slowest 0.26 s -> 0.16 s
    chaos,monarch,3     136 answers   0.1 s -> 0.1 s   slowest 0.01 s -> 0.01 s
    total              2192 answers  70.0 s -> 12.0 s
"""

from __future__ import annotations

import argparse
import json
import time
from dataclasses import dataclass
from pathlib import Path

from arbiter.agents import make_agent
from arbiter.games import OCG, deck_file

DUELS = ("cyber,zombie,96", "cyber,hero,697", "hero,cyber,1", "cyber,burn,86", "chaos,monarch,3")


@dataclass(frozen=True)
class Answer:
    cpu: float
    number: int  # the answer's place in its duel's answers
    turn: int
    seat: int
    kind: str
    options: int
    key: str


def play(spec: str, max_turns: int) -> tuple[list[Answer], float, float, str]:
    """One duel `A,B,S`: its answers timed, its CPU and wall seconds, and how it ended."""
    a, b, s = spec.split(",")
    seed = int(s)
    d = OCG.new_duel(OCG.read_deck(deck_file("ocg", a)), OCG.read_deck(deck_file("ocg", b)), seed)
    agents = [make_agent("greedy", seed + p) for p in (0, 1)]
    out: list[Answer] = []
    cpu, wall = time.process_time(), time.perf_counter()
    while d.pending is not None and d.turn <= max_turns:
        dec = d.pending
        t = time.process_time()
        key = agents[dec.player].choose(d, dec.player)
        out.append(Answer(time.process_time() - t, len(out), d.turn, dec.player, dec.kind, len(dec.options), key))
        d.act(key)
    ended = f"winner seat {d.winner + 1}" if d.winner in (0, 1) else "draw" if d.winner == 2 else "turn cap"
    return out, time.process_time() - cpu, time.perf_counter() - wall, f"{ended}, turn {d.turn}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--duel", action="append", help="DECK,DECK,SEED (repeatable; default: " + " ".join(DUELS) + ")")
    ap.add_argument("--slowest", type=int, default=8)
    ap.add_argument("--max-turns", type=int, default=200)
    ap.add_argument("--answers", type=Path, help="write every duel's answer keys here (JSON)")
    a = ap.parse_args()
    every: list[tuple[str, Answer]] = []
    keys: dict[str, list[str]] = {}
    cpu_total = wall_total = 0.0
    for spec in a.duel or DUELS:
        answers, cpu, wall, ended = play(spec, a.max_turns)
        cpu_total += cpu
        wall_total += wall
        keys[spec] = [x.key for x in answers]
        every += [(spec, x) for x in answers]
        print(f"{spec}: {len(answers)} answers, {cpu:.1f} s CPU, {wall:.1f} s wall, slowest "
              f"{max((x.cpu for x in answers), default=0.0):.2f} s ({ended})", flush=True)
    print(f"total: {len(every)} answers, {cpu_total:.1f} s CPU, {wall_total:.1f} s wall; the slowest answers:")
    for spec, x in sorted(every, key=lambda e: -e[1].cpu)[:a.slowest]:
        print(f"  {x.cpu:6.2f} s  {spec} answer {x.number}, turn {x.turn}, seat {x.seat + 1}: {x.kind} "
              f"({x.options} options) -> {x.key}")
    if a.answers:
        a.answers.write_text(json.dumps(keys, indent=0) + "\n")


if __name__ == "__main__":
    main()
