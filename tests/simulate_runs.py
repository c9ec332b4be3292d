"""Runs of `arbiter simulate` for its tests: the Duel Masters job they share, a job run in this process, the records a
results file holds, made comparable across backends, and the command run in a process of its own and stopped by
SIGTERM."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from pathlib import Path
from typing import Any

from arbiter.games import DM
from arbiter.simulate.job import Deck, ResultsFile, Spec
from arbiter.simulate.runner import run_job

SRC = Path(__file__).resolve().parents[1] / "src"
DM_DECK = DM.read_deck(DM.selfplay_deck)


def dm_spec(games: int, agents: tuple[str, str] = ("random", "random")) -> Spec:
    return Spec("dm", [Deck("dm-starter", DM_DECK)], agents, games, 7, "round-robin", 200)


def run(spec: Spec, tmp: Path, name: str, **kw: Any) -> list[dict[str, Any]]:
    f = ResultsFile(tmp / name)
    f.create(spec)
    records: list[dict[str, Any]] = []
    run_job(spec, f, records.append, **kw)
    return records


def stored(path: Path) -> list[dict[str, Any]]:
    """The records the results file `path` holds, in its order."""
    f = ResultsFile(path)
    records: list[dict[str, Any]] = []
    try:
        f.load(records.append)
    finally:
        f.close()
    return records


def comparable(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The records in game order without their timings (the only thing a backend may change)."""
    return sorted(({k: v for k, v in r.items() if k != "seconds"} for r in records),
                  key=lambda r: (r["matchup"], r["game"]))


def terminated(cmd: list[str], out: Path, address_space: int | None = None) -> tuple[int, str]:
    """Run the command `cmd` (the checkout's arbiter), send it SIGTERM once `out` holds a few lines, and give its
    exit status and what it wrote to stderr; `address_space`: the bytes its process may map, at most."""
    import resource  # POSIX, as the signal

    def cap() -> None:
        if address_space is not None:
            resource.setrlimit(resource.RLIMIT_AS, (address_space, address_space))

    proc = subprocess.Popen(cmd, env={**os.environ, "PYTHONPATH": str(SRC), "OPENBLAS_NUM_THREADS": "1"},
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, preexec_fn=cap)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and (not out.exists() or len(out.read_text().splitlines()) < 4):
            time.sleep(0.05)
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=30)
    finally:
        proc.kill()
    return proc.returncode, err
