"""`arbiter simulate` holds memory for its decks and matchups, not for its games: the tables, JSON and plot are made
from counts kept as the records come, `--resume` reads its file a record at a time, and the CSV is put in game order
through temporary files. A run held every record (about 1 kB a game, 2 kB resumed: a resumed job of millions of
games needed gigabytes); each check here feeds ten times the games and finds no more memory held."""

from __future__ import annotations

import csv
import json
import random
import tracemalloc
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arbiter.cli import main
from arbiter.journal import Spans
from arbiter.simulate import summary
from arbiter.simulate.job import Deck, ResultsFile, Spec
from arbiter.simulate.order import GameOrder
from arbiter.simulate.tally import CURVE_POINTS, Tally
from simulate_runs import DM_DECK, dm_spec, run

N = 2_000
MARGIN = 64 << 10  # what ten times the games may add: a record held for each of the 18,000 more takes megabytes


def fabricated(spec: Spec, n: int, seed: int = 0) -> Iterator[dict[str, Any]]:
    """`n` records of `spec`'s games, made one at a time (none held here), in an order like a pool's: shuffled
    within each hundred; about one game in ten failed with an error of its own."""
    rng = random.Random(seed)
    matchups = spec.matchups()
    for start in range(0, n, 100):
        numbers = list(range(start, min(n, start + 100)))
        rng.shuffle(numbers)
        for i in numbers:
            m, j = divmod(i, spec.games)
            failed = rng.random() < 0.1
            yield {"matchup": m, "game": j, "seed": spec.base_seed(m) + j,
                   "deck_a": spec.decks[matchups[m].a].name, "deck_b": spec.decks[matchups[m].b].name,
                   "first": "ab"[j % 2], "winner": None if failed else rng.choice(["a", "b", None]),
                   "turns": 0 if failed else rng.randint(1, 60), "ended": "error" if failed else "won",
                   "seconds": 0.01, "error": f"EngineFault: game {i}" if failed else ""}


def held(work: Callable[[], object]) -> int:
    """The peak of the memory Python allocates while `work` runs, beyond what it allocated when it began."""
    tracemalloc.start()
    try:
        base = tracemalloc.get_traced_memory()[0]
        work()
        return tracemalloc.get_traced_memory()[1] - base
    finally:
        tracemalloc.stop()


def three_decks(games: int) -> Spec:
    return Spec("dm", [Deck(n, DM_DECK) for n in "xyz"], ("random", "random"), games, 0, "round-robin", 200)


def test_the_counts_hold_as_much_for_ten_times_the_games() -> None:
    spec = three_decks(10 * N)

    def tally(n: int) -> Callable[[], object]:
        return lambda: Tally.of(spec, fabricated(spec, n))

    few, many = held(tally(N)), held(tally(10 * N))
    assert many < few + MARGIN, (few, many)


def _results(tmp: Path, spec: Spec, n: int) -> Path:
    """A results file of `spec` holding its first `n` games (made up, but as a run writes them)."""
    path = tmp / f"{n}.jsonl"
    f = ResultsFile(path)
    f.create(spec)
    f.close()
    with path.open("a") as out:
        for r in fabricated(spec, n):
            out.write(json.dumps({"i": spec.number(r["matchup"], r["game"]), "outcome": r}) + "\n")
    return path


def test_a_resumed_file_is_read_without_a_list_of_its_records(tmp_path: Path) -> None:
    spec = three_decks(10 * N)

    def resume(path: Path) -> Callable[[], object]:
        def load() -> None:
            f = ResultsFile(path)
            f.load(Tally(spec).add)
            assert f.recorded == int(path.stem) and int(path.stem) - 1 in f.played()
            f.close()
        return load

    few, many = (held(resume(_results(tmp_path, spec, n))) for n in (N, 10 * N))
    assert many < few + MARGIN, (few, many)


def test_the_games_in_the_file_are_held_as_runs_of_numbers() -> None:
    done, expected = Spans(), set()
    rng = random.Random(3)
    numbers = [*range(0, 500), *range(700, 900)]
    rng.shuffle(numbers)
    for k in numbers:
        done.add(k)
        done.add(k)  # once only
        expected.add(k)
        assert len(done) == len(expected)
    assert [k for k in range(1000) if k in done] == sorted(expected)
    assert "7" not in done and -1 not in done


def test_the_csv_order_holds_a_run_of_records_however_many_there_are() -> None:
    spec = three_decks(10 * N)

    def sort(n: int) -> Callable[[], object]:
        def work() -> None:
            with GameOrder(run=100, fan_in=4) as order:
                for r in fabricated(spec, n):
                    order.add(r)
                assert sum(1 for _ in order) == n
        return work

    few, many = held(sort(N)), held(sort(10 * N))
    assert many < few + MARGIN, (few, many)


def test_records_come_out_in_game_order_through_merges_of_merges() -> None:
    spec = three_decks(40)
    records = list(fabricated(spec, 120, seed=5))
    random.Random(1).shuffle(records)
    with GameOrder(run=7, fan_in=3) as order:  # 18 runs: merged 3 at a time, then again
        for r in records:
            order.add(r)
        out = list(order)
    assert out == sorted(records, key=lambda r: (r["matchup"], r["game"]))


def test_the_csv_of_a_job_sorted_through_files_is_its_games_in_order(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(summary, "GameOrder", partial(GameOrder, run=3, fan_in=2))
    out, rows = tmp_path / "r.jsonl", tmp_path / "r.csv"
    r = CliRunner().invoke(main, ["simulate", "--game", "dm", "--games", "5", "--max-turns", "4", "--workers", "2",
                                  "--out", str(out), "--csv", str(rows), "--quiet"])
    assert r.exit_code == 0, r.output
    lines = [json.loads(line)["outcome"] for line in out.read_text().splitlines()[1:]]
    with rows.open() as f:
        table = list(csv.DictReader(f))
    assert [(int(t["matchup"]), int(t["game"])) for t in table] == [(0, j) for j in range(5)]
    assert [t["seed"] for t in table] == [str(x["seed"]) for x in sorted(lines, key=lambda x: x["game"])]


def test_a_long_matchup_is_drawn_at_a_fixed_number_of_points_each_its_running_rate() -> None:
    pytest.importorskip("matplotlib", reason="--plot needs the `plot` extra")
    from arbiter.simulate import plot

    spec = Spec("dm", [Deck("x", DM_DECK), Deck("y", DM_DECK)], ("random", "random"), 3 * CURVE_POINTS + 7, 0,
                "round-robin", 200)
    records = list(fabricated(spec, spec.total))
    xs, ys = plot.figure(Tally.of(spec, records)).axes[0].get_lines()[0].get_data()
    assert len(xs) <= CURVE_POINTS
    played = sorted((r for r in records if not r["error"]), key=lambda r: r["game"])
    won = [1.0 if r["winner"] == "a" else 0.5 if r["winner"] is None else 0.0 for r in played]
    assert xs[-1] == len(played)
    for x, y in zip(xs, ys, strict=True):  # each point is the rate after its first x games, in game order
        assert y == pytest.approx(sum(won[:int(x)]) / x)


def test_a_small_job_resumed_gives_the_figures_of_the_run(tmp_path: Path) -> None:
    spec = dm_spec(6)
    records = run(spec, tmp_path, "r.jsonl")
    again = CliRunner().invoke(main, ["simulate", "--resume", "--out", str(tmp_path / "r.jsonl"), "--json"])
    figures = json.loads(again.output)
    figures.pop("run")
    assert figures == summary.summarise(Tally.of(spec, records))
