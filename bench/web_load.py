"""A bounded load test of `arbiter serve` on localhost: many duels at once, each seat a random client.

Starts the server as its own process on a throwaway library, opens --duels person-vs-person duels, and
lets two WebSocket clients per duel answer at random (up to --answers answers each duel, or its end).
Reports the round trip of an action (sent -> the acting seat's next state: median and 99th percentile)
and the server's memory per open duel (resident set growth / duels).

    python3 bench/web_load.py [--game ocg|dm] [--duels 20] [--answers 150] [--seed 1]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import websockets

SRC = Path(__file__).resolve().parents[1] / "src"


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS")


async def duel(base: str, key: str, game: str, seed: int, answers: int, rtts: list[float]) -> int:
    g = httpx.post(f"http://{base}/api/games", json={"game": game, "opponent": "human", "seed": seed},
                   headers={"x-arbiter-host": key}).json()
    rng = random.Random(seed)
    socks = [await websockets.connect(f"ws://{base}/ws/{g['id']}?token={g['tokens'][s]}", max_size=2**24)
             for s in "AB"]
    states: list[dict[str, Any]] = [json.loads(await ws.recv()) for ws in socks]
    n = 0
    while n < answers and states[0]["winner"] is None:
        p = 0 if states[0]["pending"] else 1
        if not states[p]["pending"]:  # the other seat's state is behind: catch up
            states[p] = json.loads(await socks[p].recv())
            continue
        step = states[p]["step"]
        key = rng.choice(states[p]["pending"]["options"])["key"]
        while True:  # a refusal for answering faster than the server's limit: wait, send again, time that one
            t0 = time.perf_counter()
            await socks[p].send(json.dumps({"type": "act", "key": key}))
            m = json.loads(await socks[p].recv())
            while m["type"] == "state" and m["step"] <= step:
                m = json.loads(await socks[p].recv())
            if m["type"] == "state":
                break
            assert "too many" in m["message"], m
            await asyncio.sleep(1.0)
        rtts.append(time.perf_counter() - t0)
        states[p] = m
        while True:  # the other seat sees the same step
            o = json.loads(await socks[1 - p].recv())
            if o["type"] == "state" and o["step"] >= m["step"]:
                states[1 - p] = o
                break
        n += 1
    return n


async def run(args: argparse.Namespace, base: str, key: str, pid: int) -> None:
    await duel(base, key, args.game, args.seed - 1, 5, [])  # warm up: the server's modules load on first use
    rtts: list[float] = []
    before = rss_kib(pid)
    t0 = time.perf_counter()
    played = await asyncio.gather(*(duel(base, key, args.game, args.seed + k, args.answers, rtts)
                                    for k in range(args.duels)))
    wall = time.perf_counter() - t0
    after = rss_kib(pid)
    q = statistics.quantiles(rtts, n=100)
    print(json.dumps({"game": args.game, "duels": args.duels, "answers": sum(played), "wall_s": round(wall, 1),
                      "rtt_median_ms": round(statistics.median(rtts) * 1000, 1), "rtt_p99_ms": round(q[98] * 1000, 1),
                      "rss_before_mib": round(before / 1024, 1), "rss_after_mib": round(after / 1024, 1),
                      "memory_per_duel_kib": round((after - before) / args.duels)}))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", choices=["ocg", "dm"], default="ocg")
    ap.add_argument("--duels", type=int, default=20)
    ap.add_argument("--answers", type=int, default=150, help="at most this many answers by people per duel")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    db = Path(tempfile.mkdtemp()) / "load.sqlite"
    env = dict(os.environ, PYTHONPATH=str(SRC))
    server = subprocess.Popen([sys.executable, "-m", "arbiter.cli", "serve", "--port", str(port), "--db", str(db)],
                              env=env, stdout=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None
        key = next(line for line in server.stdout if "#host=" in line).split("#host=")[1].split()[0]
        asyncio.run(run(args, f"127.0.0.1:{port}", key, server.pid))
    finally:
        server.terminate()
        server.wait(10)


if __name__ == "__main__":
    main()
