"""Running a job: the games its results file lacks, on the chosen backend, each finished chunk appended at once."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import closing

from arbiter.simulate.backends import Record, run_local, run_processes, run_ray
from arbiter.simulate.job import ResultsFile, Spec


def run_job(spec: Spec, results: ResultsFile, each: Callable[[Record], None], workers: int = 1, ray: bool = False,
            progress: Callable[[int], None] | None = None) -> None:
    """Play every game of `spec` that `results` (created or loaded) lacks, appending each result to the file and then
    passing it to `each`; nothing is kept here, so the run's memory does not grow with its games.

    `ray`: on the cluster `backends.ray_init` joined; else `workers` local processes (1: this process).
    """
    done = results.played()
    count = spec.total - len(done)
    if not count:
        return
    todo = spec.tasks(skip=done)  # lazily: the backend takes each game as a worker is ready for it
    if ray:
        batches = run_ray(spec, todo, count, workers)
    elif workers > 1:
        batches = run_processes(spec, todo, count, workers)
    else:
        batches = run_local(spec, todo)
    with closing(batches):  # stopped by an exception (Ctrl-C): the backend drops the games not started
        for batch in batches:
            results.append(batch)
            for r in batch:
                each(r)
            if progress is not None:
                progress(len(batch))
