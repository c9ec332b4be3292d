"""Duels per second of `arbiter simulate` in this process, with 2 local worker processes, and on a local Ray
instance with 2 CPUs; and a check that all three give the same results.

    python3 bench/simulate_bench.py [--game ocg|dm] [--games 60] [--agents random]

The job is the game's benchmark deck against itself (`arbiter simulate --game G --games N --agents A`). Ray's
start-up (5 to 20 s here, by the load) is not counted, the workers' is (their first tasks import Arbiter).

Measured twice (OCG, 60 games, random agents; 2 cores shared with other work, load average about 4):
    {"duels_per_s_1_local": 24.44, "duels_per_s_2_local": 50.34, "duels_per_s_ray_2": 21.51, "same_results": true}
    {"duels_per_s_1_local": 34.56, "duels_per_s_2_local": 70.07, "duels_per_s_ray_2": 21.96, "same_results": true}
Measured 2026-12-06 on main at 81fa8d37, quiet machine (2 cores, load under 1):
    {"duels_per_s_1_local": 34.79, "duels_per_s_2_local": 71.94, "duels_per_s_ray_2": 28.15, "same_results": true}
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path
from typing import Any

from arbiter.games import GAMES
from arbiter.simulate.backends import ray_init
from arbiter.simulate.job import Deck, ResultsFile, Spec
from arbiter.simulate.runner import run_job


def timed(spec: Spec, folder: Path, name: str, **kw: Any) -> tuple[float, list[dict[str, Any]]]:
    f = ResultsFile(folder / f"{name}.jsonl")
    f.create(spec)
    start = time.perf_counter()
    records: list[dict[str, Any]] = []
    run_job(spec, f, records.append, **kw)
    return len(records) / (time.perf_counter() - start), records


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", choices=sorted(GAMES), default="ocg")
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--agents", default="random")
    a = ap.parse_args()
    support = GAMES[a.game]
    spec = Spec(a.game, [Deck("bench", support.read_deck(support.selfplay_deck))], (a.agents, a.agents), a.games,
                0, "round-robin", 200)
    out: dict[str, Any] = {"game": a.game, "games": a.games, "agents": a.agents}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        out["duels_per_s_1_local"], one = timed(spec, folder, "one")
        out["duels_per_s_2_local"], two = timed(spec, folder, "two", workers=2)
        ray_init(num_cpus=2)
        out["duels_per_s_ray_2"], on_ray = timed(spec, folder, "ray", workers=2, ray=True)

    def key(rs: list[dict[str, Any]]) -> list[dict[str, Any]]:
        return sorted(({k: v for k, v in r.items() if k != "seconds"} for r in rs), key=lambda r: r["game"])

    out["same_results"] = key(one) == key(two) == key(on_ray)
    print(json.dumps({k: round(v, 2) if isinstance(v, float) else v for k, v in out.items()}))


if __name__ == "__main__":
    main()
