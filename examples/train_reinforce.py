"""Learn to beat the random agent: a linear policy over the options' features, trained with REINFORCE (NumPy only).

    pip install -e '.[rl,plot]'
    python3 examples/train_reinforce.py [--game ocg|dm] [--episodes 400] [--eval-games 100] [--out reinforce.png]
    python3 examples/train_reinforce.py --smoke      # a few episodes: checks that it runs (CI)

The learner plays one seat of `arbiter.env.SingleAgentEnv` (drawn at each reset) against the built-in random
agent on the game's benchmark deck. Each option of a decision is scored by w . phi(option), phi being the
option's kind (one-hot), that kind times the option card's first two stats (OCG: position and ATK; Duel Masters:
cost and power), and for a change of phase which phase; the policy is the softmax of the scores over the legal
options (w = 0 at the start: the random agent). After each duel (reward +1 won, -1 lost, 0 otherwise),
REINFORCE moves w along the log-probability gradients of the chosen options times the reward minus a running
baseline. Every `--eval-every` episodes, and after the last, the policy plays `--eval-games` duels against random
on seeds it never trained on; the learning curve (training duels won and evaluation win rate with its 95%
interval) goes to `--out`, the curve and the weights to the same name with `.json`.
"""

from __future__ import annotations

import argparse
import json
import math
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

import arbiter.env
from arbiter.agents.match import wilson
from arbiter.env.features import OPTION_FEATURES, Obs
from arbiter.simulate.plot import PlotError, check_plot

KIND, ARG = 1, 10  # columns of an option row (docs/env.md)
STATS = (OPTION_FEATURES - 2, OPTION_FEATURES - 1)
EVAL_SEED = 1_000_000  # evaluation duels use seeds from here, far from the training ones


def features(obs: Obs, kinds: dict[str, int]) -> np.ndarray[Any, Any]:
    """phi for each legal option: kind one-hot, kind x each card stat, and a phase change's target phase."""
    rows = obs["options"][obs["action_mask"] == 1]
    kind = rows[:, KIND].astype(int)
    onehot = np.zeros((len(rows), len(kinds) + 2), np.float32)
    onehot[np.arange(len(rows)), np.clip(kind, 0, len(kinds) + 1)] = 1.0
    stats = [onehot * rows[:, [c]] for c in STATS]
    arg = np.rint(np.expm1(np.abs(rows[:, ARG]) * 8)).astype(int)  # the option's number, as features.py scaled it
    phase = np.zeros((len(rows), 4), np.float32)
    phase[np.arange(len(rows)), np.clip(arg, 0, 3)] = 1.0
    return np.concatenate([onehot, *stats, phase * onehot[:, [kinds["phase"]]]], axis=1)


def softmax(z: np.ndarray[Any, Any]) -> np.ndarray[Any, Any]:
    e = np.exp(z - z.max())
    return e / e.sum()


def play(env: Any, w: np.ndarray[Any, Any], kinds: dict[str, int], seed: int, rng: np.random.Generator | None,
         grads: list[np.ndarray[Any, Any]] | None = None) -> float:
    """One duel; sampling from the policy (and recording gradients) with `rng`, else the best-scored option."""
    obs, _ = env.reset(seed=seed)
    while True:
        phi = features(obs, kinds)
        p = softmax(phi @ w)
        a = int(rng.choice(len(p), p=p)) if rng is not None else int(np.argmax(phi @ w))
        if grads is not None:
            grads.append(phi[a] - p @ phi)
        obs, reward, term, trunc, _ = env.step(int(np.flatnonzero(obs["action_mask"])[a]))
        if term or trunc:
            return float(reward)


def evaluate(env: Any, w: np.ndarray[Any, Any], kinds: dict[str, int], games: int) -> tuple[float, float, float]:
    """The policy (sampling, so that w = 0 is the random agent) against random on seeds never trained on."""
    rng = np.random.default_rng(EVAL_SEED)
    won = [play(env, w, kinds, EVAL_SEED + i, rng) for i in range(games)]
    rate = sum(1.0 if r > 0 else 0.5 if r == 0 else 0.0 for r in won) / games
    lo, hi = wilson(rate, games)
    return rate, lo, hi


def count(least: int) -> Callable[[str], int]:
    """An argparse type: a whole number of at least `least` (0 evaluation games divided by zero after training)."""

    def read(text: str) -> int:
        if not text.isdigit() or int(text) < least:
            raise argparse.ArgumentTypeError(f"{text!r}: give a whole number of at least {least}")
        return int(text)

    return read


def finite(text: str) -> float:
    """An argparse type: a finite number (a learning rate of nan or inf made the policy's probabilities nan, and
    NumPy's traceback came in the middle of the training)."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not math.isfinite(value):
        raise argparse.ArgumentTypeError(f"{text!r}: give a finite number")
    return value


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", choices=("ocg", "dm"), default="ocg")
    ap.add_argument("--episodes", type=count(0), default=400)
    ap.add_argument("--eval-every", type=count(1), default=100)
    ap.add_argument("--eval-games", type=count(1), default=100)
    ap.add_argument("--lr", type=finite, default=1.0)
    ap.add_argument("--seed", type=count(0), default=0)  # (a negative one: NumPy's traceback)
    ap.add_argument("--out", type=Path, default=Path("reinforce.png"))
    ap.add_argument("--smoke", action="store_true", help="8 episodes and 4 evaluation duels: checks that it runs")
    a = ap.parse_args()
    try:  # the curve is drawn only at the end: without matplotlib, or to a file of a format it does not write
        # (or a name without a suffix, to which it adds .png), say so before the training, not after it
        check_plot(a.out, "--out")
    except PlotError as e:
        ap.error(str(e))
    if a.smoke:
        a.episodes, a.eval_every, a.eval_games = 8, 4, 4
    try:  # now: a folder that cannot be made stops it before the training, not after it
        a.out.parent.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        ap.error(f"--out {a.out}: cannot make its folder ({e.strerror or e})")
    env = arbiter.env.SingleAgentEnv(game=a.game, opponent="random")
    kinds = env.core.observer.kinds  # option kind -> the code in the option rows
    dim = features(env.reset(seed=0)[0], kinds).shape[1]
    w = np.zeros(dim)
    rng = np.random.default_rng(a.seed)
    baseline, rewards, curve = 0.0, [], []
    start = time.perf_counter()
    for episode in range(a.episodes + 1):
        if episode % a.eval_every == 0 or episode == a.episodes:  # the last too: the trained policy's own rate
            rate, lo, hi = evaluate(env, w, kinds, a.eval_games)
            curve.append({"episode": episode, "win_rate": rate, "ci95": [lo, hi]})
            print(f"episode {episode}: win rate against random {rate:.3f} [{lo:.3f}, {hi:.3f}] "
                  f"({time.perf_counter() - start:.0f} s)", flush=True)
        if episode == a.episodes:
            break
        grads: list[np.ndarray[Any, Any]] = []
        r = play(env, w, kinds, a.seed * 100_000 + episode, rng, grads)
        rewards.append(r)
        # the mean gradient over the duel's decisions: long duels get no larger steps than short ones
        w += a.lr * (r - baseline) * np.mean(grads, axis=0)
        baseline += 0.05 * (r - baseline)
    a.out.with_suffix(".json").write_text(json.dumps({"game": a.game, "curve": curve, "weights": w.tolist()}))
    plot(a.out, a.game, rewards, curve)
    print(f"curve in {a.out}")


def plot(out: Path, game: str, rewards: list[float], curve: list[dict[str, Any]]) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig = figure(game, rewards, curve)
    fig.savefig(out, dpi=100)
    plt.close(fig)


def figure(game: str, rewards: list[float], curve: list[dict[str, Any]]) -> Any:
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(8, 4.5))
    k = max(1, min(50, len(rewards) // 5))
    # from the k-th duel on: a mean of fewer duels than the legend says drew the first duel's 0 or 1 as the curve
    smooth = [(sum(rewards[i - k + 1:i + 1]) / k + 1) / 2 for i in range(k - 1, len(rewards))]
    ax.plot(range(k, len(rewards) + 1), smooth, color="tab:blue", alpha=0.6,
            label=f"training duels won (mean of last {k})")
    xs = [c["episode"] for c in curve]
    ax.errorbar(xs, [c["win_rate"] for c in curve], yerr=[[max(0.0, c["win_rate"] - c["ci95"][0]) for c in curve],
                [max(0.0, c["ci95"][1] - c["win_rate"]) for c in curve]], fmt="o-", color="tab:red", capsize=3,
                label="the policy vs random, unseen seeds (95% interval)")
    ax.axhline(0.5, color="grey", linestyle=":", linewidth=0.8)
    ax.set(title=f"REINFORCE, linear policy over option features ({game}, against random)",
           xlabel="training duels", ylabel="win rate", ylim=(-0.03, 1.03))  # a rate of 1 inside the frame
    ax.legend(loc="lower right")
    fig.tight_layout()
    return fig


if __name__ == "__main__":
    main()
