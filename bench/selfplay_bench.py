"""The self-play benchmark of ../shared/bench/random-policy.md: the anchor deck, the uniform random policy.

    python3 bench/selfplay_bench.py [--runs 3] [--games 200] [--profile]

Each run plays duels with seeds 0..games-1 in a fresh process (so peak memory is per run) and
prints its figures; the last lines are the means. The rates are per second of the process's CPU time (the
`wall_` figures per wall second): on a shared machine only the CPU figures mean anything. The deck's cards are
loaded before the clock starts. --profile prints where the time goes instead.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import subprocess
import sys
import time

from arbiter.ocg.decks import read_ydk
from arbiter.selfplay import BUNDLED_DECK, run

MEANS = ("duels_per_s", "choice_points_per_s", "decisions_per_s", "wall_duels_per_s", "peak_memory_mb", "mean_turns",
         "mean_choice_points", "deck_out_rate", "first_player_win_rate", "summons_per_duel", "sets_per_duel",
         "flip_summons_per_duel", "attacks_per_duel", "activates_per_duel")


def one_run(games: int) -> dict[str, object]:
    from arbiter.games import OCG

    deck = read_ydk(BUNDLED_DECK)
    OCG.new_duel(deck.all, deck.all, 0)  # loads the deck's cards: a duel imports the modules of its cards only
    cpu = time.process_time()
    r = run(deck, games, seed=0).as_dict()
    cpu = time.process_time() - cpu
    r["wall_duels_per_s"] = r["duels_per_s"]
    r["cpu_seconds"] = round(cpu, 3)
    for rate in ("duels", "choice_points", "decisions"):
        r[f"{rate}_per_s"] = round(float(str(r[f"{rate}_per_s"])) * float(str(r["seconds"])) / cpu, 1)
    return r


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--profile", action="store_true")
    ap.add_argument("--one", action="store_true", help=argparse.SUPPRESS)  # a single run, as a child process
    a = ap.parse_args()
    if a.one:
        print(json.dumps(one_run(a.games)))
        return
    if a.profile:
        prof = cProfile.Profile()
        prof.runcall(one_run, a.games)
        pstats.Stats(prof).sort_stats("tottime").print_stats(25)
        return
    results = []
    for i in range(a.runs):
        out = subprocess.run([sys.executable, __file__, "--one", "--games", str(a.games)],
                             capture_output=True, text=True, check=True).stdout
        r = json.loads(out)
        results.append(r)
        print(f"run {i + 1}: {r['duels_per_s']} duels/s, {r['choice_points_per_s']} choice points/s (CPU time), "
              f"{r['peak_memory_mb']} MB peak, errors {r['errors']}")
    print("mean of", a.runs, "runs of", a.games, "duels:")
    for k in MEANS:
        vals = [float(str(r[k])) for r in results]
        print(f"  {k}: {sum(vals) / len(vals):.3f}")


if __name__ == "__main__":
    main()
