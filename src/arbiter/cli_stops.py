"""How a long command stops: SIGTERM (`kill`, a scheduler's stop) as Ctrl-C, so that `simulate` and `selfplay`
keep what they played and say how to go on instead of ending without a word."""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from types import FrameType


@contextmanager
def sigterm_as_ctrl_c() -> Iterator[None]:
    """SIGTERM (`kill`, a scheduler's stop) stops the run as Ctrl-C does, with the games played kept and the
    message naming --resume, instead of ending it without a word. Ctrl-C reaches the worker processes too (the
    terminal signals the whole process group), so they are sent SIGINT as well, and stop their games at once."""
    if threading.current_thread() is not threading.main_thread():  # only the main thread may handle a signal
        yield
        return

    def stop(signum: int, frame: FrameType | None) -> None:
        for p in multiprocessing.active_children():
            if p.pid is not None:
                with suppress(ProcessLookupError):  # one that has just ended
                    os.kill(p.pid, signal.SIGINT)
        raise KeyboardInterrupt

    before = signal.signal(signal.SIGTERM, stop)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, before)
