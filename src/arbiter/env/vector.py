"""Many single-agent environments at once, one process each (Gymnasium's vector API)."""

from __future__ import annotations

from typing import Any

from gymnasium.vector import AsyncVectorEnv, SyncVectorEnv, VectorEnv

from arbiter.env.single import SingleAgentEnv


def _maker(kwargs: dict[str, Any]) -> Any:
    return lambda: SingleAgentEnv(**kwargs)


def make_vector_env(n: int, processes: bool = True, **kwargs: Any) -> VectorEnv[Any, Any, Any]:
    """`n` copies of `SingleAgentEnv(**kwargs)`: in `n` worker processes, or in this one (`processes=False`).

    Each copy ends and restarts its duels on its own (Gymnasium's autoreset); `reset(seed=s)` seeds
    copy i with s + i. The worker processes are spawned, and each imports the main script: a script makes them
    under `if __name__ == "__main__":`.
    """
    fns = [_maker(kwargs) for _ in range(n)]
    return AsyncVectorEnv(fns, context="spawn") if processes else SyncVectorEnv(fns)
