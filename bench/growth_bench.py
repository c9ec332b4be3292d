"""The cost of growth: how the engine's speed holds up as decks, chains and the card pool grow.

    python3 bench/growth_bench.py [--runs 3] [--only NAME[,NAME...]] [--json FILE]

Each figure is measured in a fresh process (so imports and peak memory are per figure), `--runs` times, and
printed with its mean. CPU seconds are reported beside wall seconds: on a busy machine the CPU figures move
much less. The cards are loaded before each clock starts; `startup` measures loading on its own. The figures:

- `anchor`: random self-play of the anchor deck (`selfplay_bench.py`'s workload), 100 duels;
- `chain`: random self-play of `bench/chain-deck.ydk`, 40 seed cards most of which are traps, quick-play
  spells and trigger monsters, 100 duels;
- `pool`: random self-play of 100 duels, each player with a 40-card deck drawn (by the duel's seed) from every
  declared main-deck card, at most three of a card;
- `mcts`: MCTS iterations per second, deciding the first 20 choice points of 3 anchor-deck duels with
  `mcts:100`;
- `judge`: judging every bundled scenario file (`arbiter judge`'s default folders), in one process;
- `startup`: `arbiter judge FILE` on one small scenario, a whole new process: wall and CPU seconds (median of
  5) and its peak memory.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CHAIN_DECK = HERE / "chain-deck.ydk"
STARTUP_FILE = ROOT / "tests" / "rulings" / "ocg" / "000" / "000-acid-trap-hole-moves-only-to-a-face-down-monster.yaml"


def _peak_mb() -> float:
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


def _warm() -> None:
    """Load the cards before the clock starts: start-up is its own figure."""
    from arbiter.ocg.registry import load_all

    load_all()


def _selfplay(deck_path: Path, games: int) -> dict[str, float]:
    from arbiter.ocg.decks import read_ydk
    from arbiter.selfplay import run

    _warm()
    cpu = time.process_time()
    r = run(read_ydk(deck_path), games, seed=0).as_dict()
    return {"duels_per_s": float(str(r["duels_per_s"])), "choice_points_per_s": float(str(r["choice_points_per_s"])),
            "cpu_s": round(time.process_time() - cpu, 3), "wall_s": float(str(r["seconds"])),
            "errors": float(str(r["errors"])), "peak_memory_mb": _peak_mb()}


def anchor() -> dict[str, float]:
    from arbiter.selfplay import BUNDLED_DECK

    return _selfplay(BUNDLED_DECK, 100)


def chain() -> dict[str, float]:
    return _selfplay(CHAIN_DECK, 100)


def _pool() -> list[int]:
    """Every declared card that can stand in a main deck."""
    from arbiter.ocg.carddata import CardDB
    from arbiter.ocg.registry import load_all

    db = CardDB()
    out = []
    for code in sorted(load_all()):
        if code in db:
            c = db.get(code)
            if not (c.is_fusion or c.is_token):
                out.append(code)
    return out


def pool() -> dict[str, float]:
    from arbiter.games import OCG
    from arbiter.selfplay import play_random

    cards = _pool()  # loads the cards
    games, choice_points, errors = 100, 0, 0
    wall, cpu = time.perf_counter(), time.process_time()
    for i in range(games):
        rng = random.Random(i)
        decks = [[c for c in rng.sample(cards, 40 // 3 + 1) for _ in range(3)][:40] for _ in range(2)]
        try:
            o = play_random(OCG.new_duel(decks[0], decks[1], i), random.Random(i), 200, "ocg")
            choice_points += o.choice_points
        except Exception:  # a benchmark counts engine errors; the property tests name them
            errors += 1
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return {"duels_per_s": round(games / wall, 2), "choice_points_per_s": round(choice_points / wall, 1),
            "cpu_s": round(cpu, 3), "wall_s": round(wall, 3), "errors": errors, "pool_cards": len(cards),
            "peak_memory_mb": _peak_mb()}


def mcts() -> dict[str, float]:
    from arbiter.agents import make_agent
    from arbiter.games import OCG
    from arbiter.ocg.decks import read_ydk
    from arbiter.selfplay import BUNDLED_DECK

    _warm()
    deck = read_ydk(BUNDLED_DECK).all
    iterations, wall, cpu = 0, 0.0, 0.0
    for seed in range(3):
        d = OCG.new_duel(deck, deck, seed)
        agent = make_agent("mcts:100", seed)
        decided = 0
        while decided < 20 and not d.over:
            p = d.pending
            assert p is not None
            if len(p.options) < 2:
                d.answer(p.options[0])
                continue
            w, c = time.perf_counter(), time.process_time()
            key = agent.choose(d, p.player)
            wall, cpu = wall + time.perf_counter() - w, cpu + time.process_time() - c
            iterations += 100
            decided += 1
            d.act(key)
    return {"iterations_per_s": round(iterations / wall, 1), "cpu_s": round(cpu, 3), "wall_s": round(wall, 3),
            "peak_memory_mb": _peak_mb()}


def judge() -> dict[str, float]:
    from arbiter.cli import BUNDLED_SCENARIOS
    from arbiter.judge.runner import collect, judge_file

    _warm()
    files = collect([str(p) for p in BUNDLED_SCENARIOS])
    wall, cpu = time.perf_counter(), time.process_time()
    passed = sum(judge_file(f).passed for f in files)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return {"files": len(files), "passed": passed, "files_per_s": round(len(files) / wall, 1),
            "cpu_s": round(cpu, 3), "wall_s": round(wall, 3), "peak_memory_mb": _peak_mb()}


def startup() -> dict[str, float]:
    times, cpus = [], []
    for _ in range(5):
        t, before = time.perf_counter(), resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run([sys.executable, "-m", "arbiter.cli", "judge", str(STARTUP_FILE)], check=True,
                       capture_output=True)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        times.append(time.perf_counter() - t)
        cpus.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    # the largest peak of the `arbiter judge` processes (this process itself starts nothing else)
    peak = round(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024, 1)
    return {"wall_s": round(statistics.median(times), 3), "cpu_s": round(statistics.median(cpus), 3),
            "peak_memory_mb": peak}


FIGURES: dict[str, Callable[[], dict[str, float]]] = {
    "anchor": anchor, "chain": chain, "pool": pool, "mcts": mcts, "judge": judge, "startup": startup}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--only", help="comma-separated figure names (default: all)")
    ap.add_argument("--json", type=Path, help="also write the runs and means to this file")
    ap.add_argument("--one", help=argparse.SUPPRESS)  # a single figure, as a child process
    a = ap.parse_args()
    if a.one:
        print(json.dumps(FIGURES[a.one]()))
        return
    names = a.only.split(",") if a.only else list(FIGURES)
    unknown = [n for n in names if n not in FIGURES]
    if unknown:
        ap.error(f"unknown figure(s) {', '.join(unknown)}; choose from {', '.join(FIGURES)}")
    report: dict[str, object] = {}
    for name in names:
        runs = []
        for _ in range(a.runs):
            out = subprocess.run([sys.executable, __file__, "--one", name], capture_output=True, text=True,
                                 check=True).stdout
            runs.append(json.loads(out))
        means = {k: round(statistics.mean(float(r[k]) for r in runs), 3) for k in runs[0]}
        report[name] = {"runs": runs, "mean": means}
        print(f"{name}: " + ", ".join(f"{k} {v}" for k, v in means.items()), flush=True)
    if a.json:
        a.json.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
