"""Many single-agent environments at once, one process each (Gymnasium's vector API)."""

from __future__ import annotations

import multiprocessing
from typing import Any

from gymnasium.vector import AsyncVectorEnv, AutoresetMode, SyncVectorEnv, VectorEnv

from arbiter.env.single import SingleAgentEnv


def _maker(kwargs: dict[str, Any]) -> Any:
    return lambda: SingleAgentEnv(**kwargs)


def make_vector_env(n: int, processes: bool = True, autoreset_mode: str | AutoresetMode = AutoresetMode.SAME_STEP,
                    **kwargs: Any) -> VectorEnv[Any, Any, Any]:
    """`n` copies of `SingleAgentEnv(**kwargs)`: in `n` worker processes, or in this one (`processes=False`).

    Each copy ends and restarts its duels on its own, by default in the same step (Gymnasium's `SAME_STEP`
    autoreset): the step that ends a duel returns the next duel's first observation, so every observation has a
    legal option, and the ended duel's last one in `infos["final_obs"]` (Gymnasium's default, `NEXT_STEP`, returned
    the ended duel's observation, with no legal option, and ignored the next action). `reset(seed=s)` seeds copy i
    with s + i. The worker processes are spawned, and each imports the main script: a script makes them under
    `if __name__ == "__main__":`.
    """
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n={n!r}: give the number of copies, a whole number")
    if n < 1:  # (0 copies: an IndexError inside Gymnasium)
        raise ValueError(f"n={n}: give the number of copies, 1 or more")
    fns = [_maker(kwargs) for _ in range(n)]
    if processes:
        others = set(multiprocessing.active_children())
        try:
            return AsyncVectorEnv(fns, context="spawn", autoreset_mode=autoreset_mode)
        except (EOFError, ConnectionError):  # a worker died before it answered: Gymnasium says only that
            # the workers' own tracebacks first, then this: said while they still wrote theirs, it was lost among them
            for worker in set(multiprocessing.active_children()) - others:
                worker.join(timeout=10)
            raise RuntimeError("the vector environment's worker processes stopped as they started: each imports "
                               "the main script, and one that makes them again as it is imported stops them; make "
                               'them under `if __name__ == "__main__":`, or give processes=False') from None
    return SyncVectorEnv(fns, autoreset_mode=autoreset_mode)
