"""The examples run (their smoke versions): the REINFORCE example trains, evaluates, and plots its curve."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_reinforce_example_smoke(tmp_path: Path) -> None:
    pytest.importorskip("pettingzoo", reason="the example needs the `rl` extra")
    pytest.importorskip("matplotlib", reason="the example needs the `plot` extra")
    out = tmp_path / "runs" / "curve.png"  # a folder not made yet: it was a traceback after the training
    subprocess.run([sys.executable, str(ROOT / "examples" / "train_reinforce.py"), "--smoke", "--game", "dm",
                    "--out", str(out)], check=True, capture_output=True, timeout=120,
                   env={**os.environ, "PYTHONPATH": str(ROOT / "src")})
    assert out.read_bytes()[:4] == b"\x89PNG"
    result = json.loads(out.with_suffix(".json").read_text())
    assert [c["episode"] for c in result["curve"]] == [0, 4, 8]
    assert any(result["weights"])  # the policy moved


@pytest.mark.parametrize(("args", "said"), [(["--eval-every", "0"], "argument --eval-every: '0'"),
                                            (["--eval-games", "0"], "argument --eval-games: '0'"),
                                            (["--episodes", "-1"], "argument --episodes: '-1'")])
def test_reinforce_example_refuses_counts_it_cannot_use(args: list[str], said: str) -> None:
    """0 evaluations or evaluation games divided by zero (after the training, for the latter)."""
    pytest.importorskip("pettingzoo", reason="the example needs the `rl` extra")
    pytest.importorskip("matplotlib", reason="the example needs the `plot` extra")
    r = subprocess.run([sys.executable, str(ROOT / "examples" / "train_reinforce.py"), *args], capture_output=True,
                       text=True, timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT / "src")})
    assert r.returncode == 2 and said in r.stderr and "give a whole number" in r.stderr, r.stderr
