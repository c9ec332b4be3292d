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


def test_reinforce_example_evaluates_the_trained_policy_where_episodes_are_no_multiple_of_eval_every(
        tmp_path: Path) -> None:
    """`--episodes 3 --eval-every 2` evaluated at episodes 0 and 2 only: the weights it wrote, those of episode 3,
    were never played against random, and the curve ended before them."""
    pytest.importorskip("pettingzoo", reason="the example needs the `rl` extra")
    pytest.importorskip("matplotlib", reason="the example needs the `plot` extra")
    out = tmp_path / "curve.png"
    subprocess.run([sys.executable, str(ROOT / "examples" / "train_reinforce.py"), "--game", "dm", "--episodes", "3",
                    "--eval-every", "2", "--eval-games", "1", "--out", str(out)], check=True, capture_output=True,
                   timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT / "src")})
    assert [c["episode"] for c in json.loads(out.with_suffix(".json").read_text())["curve"]] == [0, 2, 3]


@pytest.mark.parametrize(("args", "said"), [(["--eval-every", "0"], "argument --eval-every: '0'"),
                                            (["--eval-games", "0"], "argument --eval-games: '0'"),
                                            (["--episodes", "-1"], "argument --episodes: '-1'"),
                                            (["--seed", "-1"], "argument --seed: '-1'")])
def test_reinforce_example_refuses_counts_it_cannot_use(args: list[str], said: str) -> None:
    """0 evaluations or evaluation games divided by zero (after the training, for the latter)."""
    pytest.importorskip("pettingzoo", reason="the example needs the `rl` extra")
    pytest.importorskip("matplotlib", reason="the example needs the `plot` extra")
    r = subprocess.run([sys.executable, str(ROOT / "examples" / "train_reinforce.py"), *args], capture_output=True,
                       text=True, timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT / "src")})
    assert r.returncode == 2 and said in r.stderr and "give a whole number" in r.stderr, r.stderr


@pytest.mark.parametrize(("args", "said"), [
    (["--out", "curve.txt"], "--out curve.txt: give a file name ending in .png"),  # matplotlib's traceback
    (["--out", "curve"], "--out curve: give a file name ending in .png"),  # drawn to curve.png, said "curve in curve"
    (["--out", "curve.json"], "--out curve.json: give a file name ending in .png"),  # the weights' own file
    (["--lr", "nan"], "argument --lr: 'nan': give a finite number"),  # NumPy's "Probabilities contain NaN"
    (["--lr", "inf"], "argument --lr: 'inf': give a finite number")])
def test_reinforce_example_refuses_a_curve_or_rate_it_cannot_use_before_the_training(
        tmp_path: Path, args: list[str], said: str) -> None:
    """These trained for the whole run, then ended in a traceback (the format or a nan rate), or wrote the curve
    elsewhere than it said."""
    pytest.importorskip("pettingzoo", reason="the example needs the `rl` extra")
    pytest.importorskip("matplotlib", reason="the example needs the `plot` extra")
    r = subprocess.run([sys.executable, str(ROOT / "examples" / "train_reinforce.py"), "--smoke", *args],
                       capture_output=True, text=True, timeout=120, cwd=tmp_path,
                       env={**os.environ, "PYTHONPATH": str(ROOT / "src")})
    assert r.returncode == 2 and said in r.stderr and "Traceback" not in r.stderr, r.stderr
    assert "episode 0" not in r.stdout and not list(tmp_path.iterdir())  # refused before any duel or file


def test_reinforce_examples_training_curve_is_drawn_where_its_window_is_full() -> None:
    """The curve of training duels won, "mean of last 50", began at the first duel with a mean of one: a duel won
    first drew it at 1.0, then falling, as though the untrained policy had won everything."""
    pytest.importorskip("pettingzoo", reason="the example needs the `rl` extra")
    pytest.importorskip("matplotlib", reason="the example needs the `plot` extra")
    import importlib.util

    import matplotlib

    matplotlib.use("Agg")
    spec = importlib.util.spec_from_file_location("train_reinforce", ROOT / "examples" / "train_reinforce.py")
    assert spec is not None and spec.loader is not None
    example = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(example)
    rewards = [1.0] + [-1.0] * 9  # 10 duels: a window of 10 // 5 = 2
    curve = [{"episode": 0, "win_rate": 0.5, "ci95": [0.3, 0.7]}]
    line = example.figure("ocg", rewards, curve).axes[0].get_lines()[0]
    assert "mean of last 2" in line.get_label()
    assert list(line.get_xdata()) == list(range(2, 11))
    assert list(line.get_ydata()) == [0.5] + [0.0] * 8  # the first full window holds the won duel and a lost one
