"""Instructions per anchor duel, counted by cachegrind: a figure that a busy shared machine does not move.

    PYTHONPATH=src python3 bench/instructions.py [--games 10] [--deck PATH]

Runs self-play of duels 0..games-1 (seeds as in selfplay_bench.py) under `valgrind --tool=cachegrind`, and the same
process with no duel, and prints the difference per duel (start-up and card loading taken out). PYTHONHASHSEED is
pinned and address randomisation turned off (sets of objects are ordered by address), so that two runs count the
same work: with addresses random, two runs of one commit differed by over 1M instructions per duel.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import subprocess
import sys

PLAY = """
from pathlib import Path
from arbiter.ocg.decks import read_ydk
from arbiter.ocg.registry import load_all
from arbiter.selfplay import BUNDLED_DECK, run
load_all()
deck = read_ydk(Path({deck!r}) if {deck!r} else BUNDLED_DECK)
if {games}:
    run(deck, {games}, seed=0)
"""


def count(games: int, deck: str) -> int:
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    p = subprocess.run(["setarch", platform.machine(), "-R",
                        "valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
                        sys.executable, "-c", PLAY.format(games=games, deck=deck)],
                       capture_output=True, text=True, env=env)
    if p.returncode:
        raise SystemExit(f"the counted run failed:\n{p.stderr[-2000:]}")
    m = re.search(r"I\s+refs:\s+([\d,]+)", p.stderr)
    if m is None:
        raise SystemExit(f"no instruction count in valgrind's output:\n{p.stderr[-2000:]}")
    return int(m.group(1).replace(",", ""))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--deck", default="", help="a .ydk deck, its path absolute (default: the anchor deck)")
    a = ap.parse_args()
    per_duel = (count(a.games, a.deck) - count(0, a.deck)) / a.games
    print(f"{per_duel / 1e6:.2f}M instructions per duel ({a.games} duels)")


if __name__ == "__main__":
    main()
