"""Where a job's games are played: in this process, in local worker processes, or on a Ray cluster.

Each backend plays chunks of tasks with `play_chunk` and yields each chunk's records as it finishes, in
whatever order the workers finish; a game's record depends only on the spec and the task, never on the
backend, the worker or the order. The tasks are taken as the workers need them, a few chunks ahead, never all at
once: a job of any size starts at once, in memory that does not grow with it.
"""

from __future__ import annotations

import os
import signal
import socket
import threading
from collections.abc import Generator, Iterable, Sequence
from functools import partial
from itertools import islice
from pathlib import Path
from typing import Any

from arbiter.agents.match import in_flight, play_game, worker_pool
from arbiter.simulate.job import Spec, Task, chunks

Record = dict[str, Any]
Batches = Generator[list[Record], None, None]  # closed when the run stops, so a backend can drop what is left


def play_chunk(spec: Spec, tasks: Sequence[Task]) -> list[Record]:
    matchups = spec.matchups()
    out = []
    for t in tasks:
        m = matchups[t.matchup]
        base = spec.base_seed(t.matchup)
        r = play_game(spec.decks[m.a].cards, spec.decks[m.b].cards, spec.agents, t.game, base, spec.max_turns,
                      spec.game)
        out.append({"matchup": t.matchup, "game": t.game, "seed": base + t.game, "deck_a": spec.decks[m.a].name,
                    "deck_b": spec.decks[m.b].name, "first": "ab"[r.first], "winner": None if r.winner is None
                    else "ab"[r.winner], "turns": r.turns, "ended": r.ended, "seconds": round(r.seconds, 4),
                    "error": r.error})
    return out


def chunk_size(n: int, workers: int) -> int:
    """Small enough for a steady progress bar and even load, large enough that sending work costs little."""
    return max(1, min(16, n // (workers * 8) or 1))


def run_local(spec: Spec, tasks: Iterable[Task]) -> Batches:
    for c in chunks(tasks, 1):
        yield play_chunk(spec, c)


def run_processes(spec: Spec, tasks: Iterable[Task], count: int, workers: int) -> Batches:
    """`count`: how many `tasks` holds, which sizes the chunks."""
    pool = worker_pool(workers)
    try:  # two chunks a worker: one playing, one waiting, so that no worker waits for this process
        yield from in_flight(pool, partial(play_chunk, spec), chunks(tasks, chunk_size(count, workers)), 2 * workers)
    finally:  # stopped (Ctrl-C): drop the chunks not started instead of playing them all first
        pool.shutdown(cancel_futures=True)


class RayError(RuntimeError):
    """--ray without the ray package, or a cluster it cannot join."""


def ray_init(address: str | None = None, num_cpus: int | None = None) -> None:
    """Connect to a Ray cluster (`address`, e.g. `auto` or `ray://head:10001`), or start a local instance.

    This Arbiter's own package travels to the workers (Ray's `py_modules`), so every node plays with exactly
    the code of the machine that submits the job; its dependencies (PyYAML, click) must be installed there.
    """
    try:
        import ray
    except ImportError:
        raise RayError("--ray needs Ray: pip install 'arbiter-tcg[ray]'") from None
    import arbiter

    if ray.is_initialized():
        return
    runtime_env = {"py_modules": [str(Path(arbiter.__file__).parent)]}
    if address is None:
        ray.init(num_cpus=num_cpus, include_dashboard=False, runtime_env=runtime_env, log_to_driver=False)
        return
    _check_reachable(address)
    try:
        ray.init(address=address, runtime_env=runtime_env, log_to_driver=False)
    except (ConnectionError, ValueError, RuntimeError) as e:  # Ray's words for an address it cannot use
        hint = ("; a word right after --ray is read as its address: put the decks before --ray, or write --ray local"
                if ":" not in address and address != "auto" else "")
        if address == "auto":  # Ray's own words name its `--address` flag, which this command has not
            hint = ("; --ray auto joins a cluster this machine is a node of: start one first (`ray start --head`, "
                    "docs/simulate.md), or give --ray alone for a local Ray instance")
        if ":" in address and os.environ.get("RAY_AUTH_MODE") != "token":
            # Ray's token authentication, on where `ray start` found a token: without RAY_AUTH_MODE=token, Ray
            # Client only times out, and a HOST:PORT (even the head's own, on the head) fails to connect
            hint = ("; if the cluster uses Ray's token authentication, set RAY_AUTH_MODE=token (a machine outside "
                    "the cluster needs the cluster's token as well, ~/.ray/auth_token): docs/simulate.md")
        raise RayError(f"--ray {address}: {str(e).rstrip('.')}{hint}") from None


def ray_shutdown() -> None:
    """Leaves the Ray cluster (a local instance stops) with Ctrl-C ignored meanwhile: Ray's own shutdown at exit,
    which takes seconds after the tables, cut short by a Ctrl-C, printed a traceback and left Ray's agent processes
    running."""
    import ray

    main = threading.current_thread() is threading.main_thread()  # only the main thread may set a handler
    before = signal.signal(signal.SIGINT, signal.SIG_IGN) if main else None
    try:
        ray.shutdown()
    finally:
        if main:
            signal.signal(signal.SIGINT, before)


def _check_reachable(address: str) -> None:
    """Refuses a HOST:PORT (or ray://HOST:PORT) where nothing listens: Ray itself would retry for minutes."""
    host, _, port = address.removeprefix("ray://").rpartition(":")
    if not host or not port.isdigit():
        return  # `auto`, or no address at all: Ray's own refusal says what is wrong
    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=5).close()
    except OSError as e:
        raise RayError(f"--ray {address}: nothing answers at {host}:{port} ({e.strerror or e}); start the "
                       "cluster's head there first (`ray start --head`, docs/simulate.md)") from None


def run_ray(spec: Spec, tasks: Iterable[Task], count: int, workers: int) -> Batches:
    """The chunks as Ray tasks on the cluster `ray_init` joined (one CPU each), two for each of its CPUs submitted at
    a time and one more as each finishes; `count` (how many `tasks` holds) and `workers` only size the chunks."""
    import ray

    remote = ray.remote(num_cpus=1)(play_chunk)
    spec_ref = ray.put(spec)
    todo = chunks(tasks, chunk_size(count, workers))
    window = 2 * max(1, int(ray.cluster_resources().get("CPU", 1)))  # type: ignore[no-untyped-call]
    pending = [remote.remote(spec_ref, c) for c in islice(todo, window)]
    try:
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            pending += [remote.remote(spec_ref, c) for c in islice(todo, len(done))]
            for ref in done:
                records: list[Record] = ray.get(ref)
                yield records
    finally:  # stopped: the cluster need not play what nobody will read
        for ref in pending:
            ray.cancel(ref)
