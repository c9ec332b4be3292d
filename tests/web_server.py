"""Running `arbiter serve`'s app for tests: in a thread of the test process, or as a separate process."""

from __future__ import annotations

import asyncio
import os
import socket
import sqlite3
import subprocess
import sys
import threading
import time
from collections.abc import Coroutine, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

import httpx
import uvicorn
from fastapi import FastAPI

from arbiter.web.app import MAX_MESSAGE, create_app

HOST_KEY = "test-host-key"
T = TypeVar("T")


def run_async(main: Coroutine[Any, Any, T]) -> T:
    """`asyncio.run`, in a thread of its own where this thread already runs an event loop: Playwright's sync API
    (the browser tests) leaves one running in the test thread for the rest of the session, where `asyncio.run`
    refuses to start."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(main)
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, main).result()


def damage_headers(db: Path) -> None:
    """Every game's stored header in the games library `db` made no JSON: a damaged library (`Library.games` refuses
    it, naming the first game listed)."""
    with sqlite3.connect(db) as raw:
        raw.execute("UPDATE games SET header='{cut'")
    raw.close()  # (the context only commits)


def http(method: str, url: str, **kw: Any) -> httpx.Response:
    """A request to a test's server, given a minute: httpx's own 5 s ran out now and then on a loaded machine, where
    the server (a thread of the test process, beside the browser's driver) took longer to begin a duel."""
    return httpx.request(method, url, timeout=60.0, **kw)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _wait(port: int, timeout: float = 30.0) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.05)
    raise TimeoutError(f"no server on port {port}")


@contextmanager
def serving(db: Path) -> Iterator[tuple[str, FastAPI]]:
    """The app on a free localhost port in a thread: yields its base address and the app."""
    app = create_app(db, host_key=HOST_KEY)
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning",
                                           ws_max_size=MAX_MESSAGE * 8))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    _wait(port)
    try:
        yield f"127.0.0.1:{port}", app
    finally:
        server.should_exit = True
        thread.join(10)


def serve_process(db: Path, port: int) -> tuple[subprocess.Popen[bytes], str]:
    """`arbiter serve` as its own process (the test's source tree first on the path); returns it and the host
    key it printed. Its output goes to a file beside the library, read when a test fails."""
    src = str(Path(__file__).resolve().parents[1] / "src")
    env = dict(os.environ, PYTHONPATH=src + os.pathsep + os.environ.get("PYTHONPATH", ""))
    out = db.with_suffix(".log")
    with out.open("ab") as log:
        p = subprocess.Popen([sys.executable, "-m", "arbiter.cli", "serve", "--port", str(port), "--db", str(db)],
                             env=env, stdout=log, stderr=subprocess.STDOUT)
    _wait(port)
    printed = out.read_text(encoding="utf-8")
    return p, printed.rsplit("#host=", 1)[1].split()[0]
