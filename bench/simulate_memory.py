"""Peak memory of `arbiter simulate` against the number of games: a run that writes the CSV and the plot, and
`--resume` of the finished job (which reads its results file and writes them again).

    python3 bench/simulate_memory.py [--game dm] [--games 2000 20000] [--max-turns 1]

Each run is a process of its own (this checkout's code), and its peak resident memory (ru_maxrss) is what is
reported; the quick games (`--max-turns 1`) keep the runs short, since the memory a record takes does not depend on
how long its duel was. `per_game_bytes` is the growth from the first number of games to the last, divided by the
games between: what a run holds for each game it has played (0 where the memory is bounded).

Measured (2 cores shared with other work), `--games 2000 50000 200000`:
    {"games": 2000, "run_peak_mib": 87.8, "resume_peak_mib": 85.2}
    {"games": 50000, "run_peak_mib": 89.3, "resume_peak_mib": 87.6}
    {"games": 200000, "run_peak_mib": 89.2, "resume_peak_mib": 87.2}
    {"per_game_bytes_run": 7, "per_game_bytes_resume": 11}
and before the results were counted as they came (every record held), `--games 2000 50000`:
    {"games": 2000, "run_peak_mib": 89.4, "resume_peak_mib": 88.5}
    {"games": 50000, "run_peak_mib": 139.0, "resume_peak_mib": 179.5}
    {"per_game_bytes_run": 1084, "per_game_bytes_resume": 1988}
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def peak_mib(args: list[str]) -> float:
    """Runs `arbiter ARGS` and gives its peak resident memory in MiB."""
    proc = subprocess.Popen([sys.executable, "-m", "arbiter", *args], stdout=subprocess.DEVNULL,
                            env={**os.environ, "PYTHONPATH": str(ROOT / "src")})
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise SystemExit(f"arbiter {' '.join(args)} failed ({proc.returncode})")
    return usage.ru_maxrss / 1024 if sys.platform != "darwin" else usage.ru_maxrss / 2**20  # KiB on Linux


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", choices=("dm", "ocg"), default="dm")
    ap.add_argument("--games", type=int, nargs="+", default=[2000, 20000])
    ap.add_argument("--max-turns", type=int, default=1)
    a = ap.parse_args()
    runs = []
    with tempfile.TemporaryDirectory() as tmp:
        for n in a.games:
            out, written = Path(tmp) / f"{n}.jsonl", ["--csv", f"{tmp}/{n}.csv", "--plot", f"{tmp}/{n}.png"]
            run = peak_mib(["simulate", "--game", a.game, "--games", str(n), "--max-turns", str(a.max_turns),
                            "--out", str(out), "--quiet", "--json", *written])
            resumed = peak_mib(["simulate", "--resume", "--out", str(out), "--quiet", "--json", "--force", *written])
            runs.append({"games": n, "run_peak_mib": round(run, 1), "resume_peak_mib": round(resumed, 1)})
            print(json.dumps(runs[-1]), flush=True)
    first, last = runs[0], runs[-1]
    if last["games"] > first["games"]:
        between = last["games"] - first["games"]
        print(json.dumps({f"per_game_bytes_{k}": round((last[f"{k}_peak_mib"] - first[f"{k}_peak_mib"]) * 2**20
                                                        / between) for k in ("run", "resume")}))


if __name__ == "__main__":
    main()
