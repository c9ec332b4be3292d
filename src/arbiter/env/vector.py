"""Many single-agent environments at once, one process each (Gymnasium's vector API)."""

from __future__ import annotations

import multiprocessing
from typing import Any

from gymnasium.vector import AsyncVectorEnv, AutoresetMode, SyncVectorEnv, VectorEnv

from arbiter.env.aec import check_seed
from arbiter.env.single import SingleAgentEnv


def vector_seed(seed: Any, n: int) -> int | list[int | None] | None:
    """A vector environment's `reset(seed=...)`: None, one seed (copy i plays from seed + i) or a list of n, each
    None or a non-negative integer (NumPy's too); anything else is refused naming it. Gymnasium's own took a string
    as a list of its letters, said "object of type 'float' has no len()" of 1.5 (and of a NumPy integer), and seeded
    the copies from True."""
    if isinstance(seed, list | tuple):
        if len(seed) != n:
            raise ValueError(f"seed={seed!r}: give one seed, or a list of {n}, one for each copy")
        for s in seed:
            check_seed(s)
        return [None if s is None else int(s) for s in seed]
    check_seed(seed)
    return None if seed is None else int(seed)


class _SeedChecked:
    """`reset` with its seed checked (`vector_seed`), before Gymnasium's vector environment reads it."""

    num_envs: int

    def reset(self, *, seed: Any = None, options: dict[str, Any] | None = None) -> Any:
        return super().reset(seed=vector_seed(seed, self.num_envs), options=options)  # type: ignore[misc]


class _Async(_SeedChecked, AsyncVectorEnv):
    pass


class _Sync(_SeedChecked, SyncVectorEnv):
    pass


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
            return _Async(fns, context="spawn", autoreset_mode=autoreset_mode)
        except (EOFError, ConnectionError):  # a worker died before it answered: Gymnasium says only that
            # the workers' own tracebacks first, then this: said while they still wrote theirs, it was lost among them
            for worker in set(multiprocessing.active_children()) - others:
                worker.join(timeout=10)
            raise RuntimeError("the vector environment's worker processes stopped as they started: each imports "
                               "the main script, and one that makes them again as it is imported stops them; make "
                               'them under `if __name__ == "__main__":`, or give processes=False') from None
    return _Sync(fns, autoreset_mode=autoreset_mode)
