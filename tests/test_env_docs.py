"""docs/env.md says what each column of an observation holds: its tables cover every column, its lists of option
kinds and phases are the code's, and what it says of the global features holds in a duel."""

from __future__ import annotations

import re
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest

pytest.importorskip("pettingzoo", reason="the RL environment needs the `rl` extra (pettingzoo, gymnasium)")

import arbiter.env
from arbiter.env import dm_rows, ocg_rows
from arbiter.env.features import CARD_FEATURES, OPTION_FEATURES

DOC = (Path(__file__).resolve().parents[1] / "docs" / "env.md").read_text()


def _columns(table_head: str) -> list[int]:
    """The columns the rows of the table headed `| column | table_head |` name ("3-6" names four)."""
    table = DOC.split(f"| column | {table_head} |", 1)[1].split("\n\n", 1)[0]
    out: list[int] = []
    for first, last in re.findall(r"^\| (\d+)(?:-(\d+))?\b", table, re.MULTILINE):
        out += range(int(first), int(last or first) + 1)
    return out


def test_the_tables_name_every_column_once() -> None:
    assert _columns("card row") == list(range(CARD_FEATURES))
    assert _columns("option row") == list(range(OPTION_FEATURES))


@pytest.mark.parametrize(("name", "rows"), [("OCG", ocg_rows), ("Duel Masters", dm_rows)])
def test_the_option_kinds_and_phases_are_the_codes(name: str, rows: ModuleType) -> None:
    doc = " ".join(DOC.split())
    kinds = doc.split("Option kinds, in code order.", 1)[1].split(f"{name}: ", 1)[1].split(".", 1)[0]
    assert kinds.split(", ") == list(rows.OPTION_KINDS)
    assert f"the phase one-hot ({', '.join(rows.PHASES)})" in doc


@pytest.mark.parametrize(("game", "deciding"), [("ocg", 20), ("dm", 18)])
def test_the_global_features_are_where_the_doc_says(game: str, deciding: int) -> None:
    env = arbiter.env.env(game=game, seed=3)
    env.reset(seed=3)
    obs = env.observe(env.agent_selection)
    other = env.observe(next(a for a in env.agents if a != env.agent_selection))
    n = int(obs["action_mask"].sum())
    assert obs["globals"][0] == 1.0  # life points 8000 / 8000, or shields 5 / 5
    assert obs["globals"][deciding] == 1.0 and other["globals"][deciding] == 0.0
    assert obs["globals"][deciding + 1] == pytest.approx(n / 96)
    assert not obs["globals"][deciding + 2:].any()
    kinds = env.unwrapped.core.observer.kinds
    assert [int(k) for k in obs["options"][:n, 1]] == [kinds[o.kind] for o in env.unwrapped.core.duel.pending.options]
    assert np.all(obs["options"][n:] == 0)
