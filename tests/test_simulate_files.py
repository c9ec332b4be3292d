"""`arbiter simulate`'s files: a results folder that cannot be made, and a results file damaged or edited by hand,
each refused in words naming the file, never with a traceback or with games that are not the job's."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from arbiter.cli import main
from arbiter.games import DM
from arbiter.simulate.job import Deck, ResultsFile, Spec
from arbiter.simulate.runner import run_job


def test_a_results_folder_that_cannot_be_made_is_refused_before_any_game(tmp_path: Path) -> None:
    """`--out` under a file: the folder could not be made, and the run ended with a FileNotFoundError's traceback."""
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    out = blocker / "sub" / "r.jsonl"
    r = CliRunner().invoke(main, ["simulate", "--game", "dm", "--games", "1", "--out", str(out), "--quiet"])
    assert r.exit_code == 2 and f"Invalid value for --out: cannot make the folder of {out}: Not a directory" in r.output, r.output
    assert r.exception is None or isinstance(r.exception, SystemExit)
