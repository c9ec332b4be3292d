"""`arbiter simulate`: matchups, the same results on every backend, JSON/CSV/PNG output, and resuming a killed run."""

from __future__ import annotations

import csv
import importlib.util
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arbiter import engine_version
from arbiter.cli import main
from arbiter.games import OCG
from arbiter.simulate.job import Deck, Spec
from simulate_runs import SRC, comparable, dm_spec, run, stored, terminated


def test_round_robin_meets_every_pair_and_a_gauntlet_the_first_deck_against_the_rest() -> None:
    decks = [Deck(n, []) for n in "xyz"]
    rr = Spec("ocg", decks, ("random", "random"), 4, 0, "round-robin", 200)
    assert [(m.a, m.b) for m in rr.matchups()] == [(0, 1), (0, 2), (1, 2)]
    g = Spec("ocg", decks, ("random", "random"), 4, 0, "gauntlet", 200)
    assert [(m.a, m.b) for m in g.matchups()] == [(0, 1), (0, 2)]
    assert g.total == 8 and g.base_seed(1) == 4


def test_one_or_two_worker_processes_give_the_same_results(tmp_path: Path) -> None:
    spec = dm_spec(8)
    one = run(spec, tmp_path, "one.jsonl")
    two = run(spec, tmp_path, "two.jsonl", workers=2)
    assert comparable(one) == comparable(two)
    assert [r["seed"] for r in comparable(one)] == list(range(7, 15))
    assert {r["first"] for r in one} == {"a", "b"}  # seats alternate


def test_a_local_ray_instance_with_two_workers_gives_the_same_results(tmp_path: Path) -> None:
    ray = pytest.importorskip("ray", reason="Ray is an optional extra: pip install 'arbiter-tcg[ray]'")
    from arbiter.simulate.backends import ray_init

    spec = Spec("ocg", [Deck("anchor", OCG.read_deck(OCG.selfplay_deck)), Deck("starter",
                OCG.read_deck(OCG.starter_deck))], ("random", "random"), 3, 3, "round-robin", 200)
    local = run(spec, tmp_path, "local.jsonl")
    ray_init(num_cpus=2)
    try:
        on_ray = run(spec, tmp_path, "ray.jsonl", workers=2, ray=True)
    finally:
        ray.shutdown()
    assert comparable(local) == comparable(on_ray)


def test_cli_prints_a_summary_and_writes_json_lines_csv_and_a_plot(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib", reason="--plot needs the `plot` extra")
    out, csv_file, png = tmp_path / "r.jsonl", tmp_path / "r.csv", tmp_path / "r.png"
    data = Path(OCG.selfplay_deck).parent
    args = ["simulate", str(data / "anchor-deck.ydk"), str(data / "starter-ocg.ydk"), str(data / "flip-deck.ydk"),
            "--games", "2", "--out", str(out), "--csv", str(csv_file), "--plot", str(png), "--json", "--quiet"]
    res = CliRunner().invoke(main, args)
    assert res.exit_code == 0, res.output
    summary = json.loads(res.output)
    assert summary["games"] == 6 and len(summary["matchups"]) == 3 and len(summary["decks"]) == 3
    for d in summary["decks"]:  # every deck played two matchups of two games
        assert d["games"] == 4 and 0 <= d["ci95"][0] <= d["win_rate"] <= d["ci95"][1] <= 1
    assert sum(summary["ended"].values()) == 6
    assert len(out.read_text().splitlines()) == 1 + 6
    assert len(csv_file.read_text().splitlines()) == 1 + 6
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    text = CliRunner().invoke(main, ["simulate", "--game", "dm", "--games", "2", "--out", str(tmp_path / "t.jsonl"),
                                     "--quiet"])
    assert text.exit_code == 0 and "A win rate [95%]" in text.output and "A win rate when A went first" in text.output


def test_a_killed_run_resumes_where_it_stopped(tmp_path: Path) -> None:
    out = tmp_path / "killed.jsonl"
    games = 100
    cmd = [sys.executable, "-m", "arbiter.cli", "simulate", "--game", "dm", "--games", str(games), "--seed", "7",
           "--out", str(out), "--quiet"]
    proc = subprocess.Popen(cmd, env={**os.environ, "PYTHONPATH": str(SRC)}, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and (not out.exists() or len(out.read_text().splitlines()) < 11):
            time.sleep(0.05)
    finally:
        proc.kill()
        proc.wait()
    had = len(out.read_text().splitlines()) - 1
    assert 10 <= had < games, "the run was not killed half-way"
    res = CliRunner().invoke(main, ["simulate", "--resume", "--out", str(out), "--json", "--quiet"])
    assert res.exit_code == 0, res.output
    summary = json.loads(res.output)
    assert summary["games"] == games and summary["run"]["played_now"] <= games - had + 1
    resumed = stored(out)
    assert comparable(resumed) == comparable(run(dm_spec(games), tmp_path, "whole.jsonl"))


@pytest.mark.skipif(not hasattr(signal, "SIGTERM") or os.name != "posix", reason="sends SIGTERM")
@pytest.mark.parametrize("workers", ["1", "2"])
def test_sigterm_stops_a_run_as_ctrl_c_does(tmp_path: Path, workers: str) -> None:
    """SIGTERM ended the run without a word; now, as for Ctrl-C, the games played stay and the message names
    --resume, in this process and with worker processes."""
    out = tmp_path / "term.jsonl"
    cmd = [sys.executable, "-m", "arbiter.cli", "simulate", "--game", "dm", "--games", "5000", "--workers", workers,
           "--out", str(out), "--quiet"]
    code, err = terminated(cmd, out)
    kept = stored(out)
    assert code == 1 and "Traceback" not in err, err
    assert f"stopped: {len(kept)} of 5000 games are in {out}; `arbiter simulate --resume --out {out}`" in err, err


def test_bad_input_gets_a_clear_error(tmp_path: Path) -> None:
    out = tmp_path / "r.jsonl"
    out.write_text("")
    r = CliRunner().invoke(main, ["simulate", "--out", str(out), "--games", "1"])
    assert r.exit_code != 0 and "exists: pass --resume" in r.output
    r = CliRunner().invoke(main, ["simulate", "--out", str(tmp_path / "none.jsonl"), "--resume"])
    assert r.exit_code != 0 and "no such results file" in r.output
    r = CliRunner().invoke(main, ["simulate", "--agents", "wizard", "--out", str(tmp_path / "x.jsonl")])
    assert r.exit_code != 0 and 'unknown agent "wizard"' in r.output
    for agents in ("random,", ",greedy", "random,greedy,mcts"):
        r = CliRunner().invoke(main, ["simulate", "--agents", agents, "--out", str(tmp_path / "x.jsonl")])
        assert r.exit_code == 1 and f'--agents "{agents}": give one agent for both sides or two' in r.output, r.output
    r = CliRunner().invoke(main, ["simulate", "--out", str(out), "--resume"])
    assert r.exit_code != 0 and "empty" in r.output and "Traceback" not in r.output


def test_resume_refuses_settings_the_stored_job_would_override(tmp_path: Path) -> None:
    """`--resume` plays the job its file stores: a --games (or seed, agents ...) given with it is refused, not
    silently ignored, and the file is left as it was."""
    out = tmp_path / "r.jsonl"
    run(dm_spec(2), tmp_path, "r.jsonl")
    before = out.read_text()
    r = CliRunner().invoke(main, ["simulate", "--resume", "--out", str(out), "--games", "8", "--seed", "3", "--quiet"])
    assert r.exit_code != 0 and "with its own settings: give no --games, --seed" in r.output, r.output
    assert out.read_text() == before
    # the job's decks were taken (or refused) when it began: the flag would change nothing, as it did silently
    r = CliRunner().invoke(main, ["simulate", "--resume", "--out", str(out), "--allow-any-deck", "--quiet"])
    assert r.exit_code == 1 and "with its own settings: give no --allow-any-deck" in r.output, r.output
    assert out.read_text() == before
    r = CliRunner().invoke(main, ["simulate", "--resume", "--out", str(out), "--json", "--quiet"])
    assert r.exit_code == 0 and json.loads(r.output)["games"] == 2, r.output


def test_resuming_a_finished_job_says_it_was_complete_with_its_tables_and_no_rate(tmp_path: Path) -> None:
    """It printed "0 duels in 0.0 s (0.0 duels/s ...)", as if the run had played nothing of a job to play."""
    out = tmp_path / "r.jsonl"
    run(dm_spec(2), tmp_path, "r.jsonl")
    before = out.read_text()
    r = CliRunner().invoke(main, ["simulate", "--resume", "--out", str(out)])
    assert r.exit_code == 0, r.output
    assert "A win rate [95%]" in r.output and f"the job in {out} was already complete" in r.output
    assert "duels/s" not in r.output and "0 duels" not in r.output
    r = CliRunner().invoke(main, ["simulate", "--resume", "--out", str(out), "--json"])
    run_ = json.loads(r.output)["run"]
    assert run_["already_complete"] and run_["played_now"] == 0 and run_["duels_per_s"] is None
    assert run_["seconds"] is None  # it gave 0.0, a time for a run that played nothing
    assert out.read_text() == before


def test_a_plot_without_matplotlib_is_refused_before_any_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # an import of it fails, as where it is not installed
    out = tmp_path / "r.jsonl"
    r = CliRunner().invoke(main, ["simulate", "--game", "dm", "--games", "2", "--out", str(out), "--plot",
                                  str(tmp_path / "p.png"), "--quiet"])
    assert r.exit_code != 0 and "--plot needs matplotlib" in r.output, r.output
    assert not out.exists()


def test_a_results_line_cut_short_is_dropped_and_its_game_played_again(tmp_path: Path) -> None:
    spec = dm_spec(4)
    whole = run(spec, tmp_path, "whole.jsonl")
    out = tmp_path / "cut.jsonl"
    run(spec, tmp_path, "cut.jsonl")
    data = out.read_bytes()
    out.write_bytes(data[:len(data) - len(data.splitlines()[-1]) // 2 - 1])  # the last game's line half written
    res = CliRunner().invoke(main, ["simulate", "--resume", "--out", str(out), "--json", "--quiet"])
    assert res.exit_code == 0, res.output
    assert json.loads(res.output)["run"]["played_now"] == 1
    resumed = stored(out)
    assert comparable(resumed) == comparable(whole)
    assert all(line.endswith(b"}") for line in out.read_bytes().splitlines())


def test_a_results_file_is_a_journal_of_the_job(tmp_path: Path) -> None:
    spec = dm_spec(2)
    run(spec, tmp_path, "r.jsonl")
    first = json.loads((tmp_path / "r.jsonl").read_text().splitlines()[0])
    assert first == {"format": "arbiter-journal", "settings": spec.header(), "engine": engine_version()}


def _running(pid: int) -> bool:
    """Whether process `pid` still runs (a zombie, ended but not yet reaped, does not)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except (FileNotFoundError, ProcessLookupError):
        return False


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads the worker processes from /proc")
def test_worker_processes_end_when_the_run_is_killed(tmp_path: Path) -> None:
    """A run killed outright (a scheduler's SIGKILL or SIGTERM) leaves no worker behind, waiting for work forever,
    and none holding the results file's lock from a run continuing the job at once."""
    out = tmp_path / "killed.jsonl"
    cmd = [sys.executable, "-m", "arbiter.cli", "simulate", "--game", "dm", "--games", "150", "--workers", "2",
           "--out", str(out), "--quiet"]
    proc = subprocess.Popen(cmd, env={**os.environ, "PYTHONPATH": str(SRC)}, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and (not out.exists() or len(out.read_text().splitlines()) < 3):
            time.sleep(0.05)
        workers = [int(p) for p in Path(f"/proc/{proc.pid}/task/{proc.pid}/children").read_text().split()]
    finally:
        proc.kill()
        proc.wait()
    assert workers, "the run had no worker processes"
    r = CliRunner().invoke(main, ["simulate", "--resume", "--out", str(out), "--quiet", "--json"])
    assert r.exit_code == 0 and json.loads(r.output)["games"] == 150, r.output
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline and any(_running(p) for p in workers):
        time.sleep(0.1)
    left = [p for p in workers if _running(p)]
    for p in left:  # do not leave them to the rest of the suite
        os.kill(p, 9)
    assert not left


@pytest.mark.parametrize("args", [["simulate", "--workers", "0"], ["simulate", "--max-turns", "0"],
                                  ["selfplay", "--workers", "0"], ["selfplay", "--max-turns", "-1"]])
def test_no_workers_or_no_turns_is_refused(tmp_path: Path, args: list[str]) -> None:
    """`--workers 0` was played in this process and reported as "0 local worker(s)"; `--max-turns 0` capped every
    duel before its first decision."""
    out = tmp_path / "r.jsonl"
    r = CliRunner().invoke(main, [*args, "--game", "dm", "--games", "1",
                                  *(["--out", str(out)] if args[0] == "simulate" else [])])
    assert r.exit_code == 2 and f"Invalid value for '{args[1]}'" in r.output, r.output
    assert not out.exists()


def test_a_pgf_plot_without_its_tex_system_is_refused_before_any_game(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """matplotlib lists .pgf among its formats but draws it through LaTeX: without xelatex every game was played,
    then the plot ended in a RuntimeError's traceback."""
    pytest.importorskip("matplotlib", reason="--plot needs the `plot` extra")
    from arbiter.simulate import plot

    monkeypatch.setattr(plot.shutil, "which", lambda name: None)  # no TeX system, wherever the test runs
    out, curve = tmp_path / "r.jsonl", tmp_path / "curve.pgf"
    r = CliRunner().invoke(main, ["simulate", "--game", "dm", "--games", "1", "--out", str(out), "--quiet",
                                  "--plot", str(curve)])
    assert r.exit_code == 1 and f"--plot {curve}: matplotlib writes .pgf with xelatex, which is not installed" \
        in r.output, r.output
    assert not out.exists() and not curve.exists()


def test_csv_and_plot_go_into_new_folders_and_a_plot_format_is_checked_before_any_game(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib", reason="--plot needs the `plot` extra")
    out = tmp_path / "r.jsonl"
    for bad in ("curve", "curve.txt"):  # matplotlib would add .png to the first and refuse the second after the run
        r = CliRunner().invoke(main, ["simulate", "--game", "dm", "--games", "1", "--out", str(out), "--quiet",
                                      "--plot", str(tmp_path / bad)])
        assert r.exit_code == 1 and f"--plot {tmp_path / bad}: give a file name ending in .png" in r.output, r.output
        assert not out.exists()
    r = CliRunner().invoke(main, ["simulate", "--game", "dm", "--games", "1", "--out", str(out), "--quiet",
                                  "--csv", str(out)])  # the CSV was written over the results after the run
    assert r.exit_code == 1 and f"--csv {out} is the results file (--out)" in r.output, r.output
    assert not out.exists()
    same = tmp_path / "both.png"  # the plot, drawn after the CSV, wrote over it: the CSV was lost, nothing said
    r = CliRunner().invoke(main, ["simulate", "--game", "dm", "--games", "1", "--out", str(out), "--quiet",
                                  "--csv", str(same), "--plot", str(same)])
    assert r.exit_code == 1 and f"--plot {same} is --csv's file: give another name" in r.output, r.output
    assert not out.exists() and not same.exists()
    csv_path, plot_path = tmp_path / "tables" / "games.csv", tmp_path / "figures" / "curve.svg"
    r = CliRunner().invoke(main, ["simulate", "--game", "dm", "--games", "2", "--out", str(out), "--quiet",
                                  "--csv", str(csv_path), "--plot", str(plot_path)])
    assert r.exit_code == 0, r.output
    assert csv_path.read_text().startswith("matchup,game") and plot_path.read_text().lstrip().startswith("<?xml")


def test_csv_and_plot_refuse_an_existing_file_unless_forced_and_resume_still_writes_them(tmp_path: Path) -> None:
    # `--csv` and `--plot` wrote over any file silently, where `play --save` refuses one
    out, rows = tmp_path / "r.jsonl", tmp_path / "rows.csv"
    rows.write_text("kept\n")
    r = CliRunner().invoke(main, ["simulate", "--game", "dm", "--games", "1", "--out", str(out), "--quiet",
                                  "--csv", str(rows)])
    assert r.exit_code == 2 and f"Invalid value for --csv: {rows} exists: give a new file, or --force" in r.output, \
        r.output
    assert rows.read_text() == "kept\n" and not out.exists()  # refused before any game
    r = CliRunner().invoke(main, ["simulate", "--game", "dm", "--games", "1", "--out", str(out), "--quiet",
                                  "--csv", str(rows), "--force"])
    assert r.exit_code == 0 and rows.read_text().startswith("matchup,game"), r.output
    rows.write_text("kept\n")
    r = CliRunner().invoke(main, ["simulate", "--resume", "--out", str(out), "--quiet", "--csv", str(rows)])
    assert r.exit_code == 2 and "Invalid value for --csv" in r.output and rows.read_text() == "kept\n", r.output
    r = CliRunner().invoke(main, ["simulate", "--resume", "--out", str(out), "--quiet", "--csv", str(rows),
                                  "--force"])  # the finished job's results file is read, never refused
    assert r.exit_code == 0 and "already complete" in r.output and rows.read_text().startswith("matchup,game"), \
        r.output
    r = CliRunner().invoke(main, ["simulate", "--resume", "--out", str(out), "--quiet", "--force"])
    assert r.exit_code == 2 and "--force: it lets --csv or --plot write over a file" in r.output, r.output
    if importlib.util.find_spec("matplotlib") is not None:
        png = tmp_path / "p.png"
        png.write_bytes(b"kept")
        r = CliRunner().invoke(main, ["simulate", "--resume", "--out", str(out), "--quiet", "--plot", str(png)])
        assert r.exit_code == 2 and f"Invalid value for --plot: {png} exists" in r.output, r.output
        assert png.read_bytes() == b"kept"


def test_ray_missing_leaves_no_results_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The results file is made once Ray runs: made before, the corrected command was refused as `exists`."""
    monkeypatch.setitem(sys.modules, "ray", None)
    out = tmp_path / "r.jsonl"
    r = CliRunner().invoke(main, ["simulate", "--game", "dm", "--games", "1", "--out", str(out), "--ray"])
    assert r.exit_code == 1 and "--ray needs Ray: pip install 'arbiter-tcg[ray]'" in r.output, r.output
    assert not out.exists()


def test_a_ray_address_that_cannot_be_joined_is_refused_in_words(tmp_path: Path) -> None:
    pytest.importorskip("ray", reason="needs the `ray` extra")
    import socket

    with socket.socket() as s:  # a port where nothing listens
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    out = tmp_path / "r.jsonl"
    # a deck's name right after --ray is read as the address: Ray refused it with a traceback
    r = CliRunner().invoke(main, ["simulate", "--game", "dm", "--ray", "dm-starter", "--games", "1", "--out", str(out)])
    assert r.exit_code == 1 and "--ray dm-starter: " in r.output and "put the decks before --ray" in r.output, r.output
    # nothing listening: Ray retried for minutes
    r = CliRunner().invoke(main, ["simulate", "--game", "dm", "--ray", f"127.0.0.1:{port}", "--games", "1",
                                  "--out", str(out)])
    assert r.exit_code == 1 and f"nothing answers at 127.0.0.1:{port}" in r.output, r.output
    assert not out.exists()


@pytest.mark.parametrize(("address", "said"), [("ray://10.0.0.1:10001", "ray client connection timeout"),
                                               ("10.0.0.1:6379", "Failed to connect to Ray cluster at 10.0.0.1:6379")])
def test_a_ray_address_refused_for_want_of_a_token_is_told_of_token_authentication(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, address: str, said: str) -> None:
    """A cluster started by a recent `ray start` asks for its token: Ray Client without it said only "ray client
    connection timeout", and the head's own HOST:PORT (which `ray start` prints), even on the head node, "Failed to
    connect to Ray cluster" after 20 s (Ray's words, as raised here), with nothing to say why."""
    ray = pytest.importorskip("ray", reason="needs the `ray` extra")
    from arbiter.simulate import backends

    def refused(**kwargs: Any) -> None:
        raise ConnectionError(said)

    monkeypatch.setattr(backends, "_check_reachable", lambda address: None)
    monkeypatch.setattr(ray, "init", refused)
    monkeypatch.delenv("RAY_AUTH_MODE", raising=False)
    r = CliRunner().invoke(main, ["simulate", "--game", "dm", "--games", "1", "--out", str(tmp_path / "r.jsonl"),
                                  "--ray", address])
    assert r.exit_code == 1 and f"--ray {address}: {said}; if the cluster uses Ray's token authentication, set " \
        "RAY_AUTH_MODE=token" in r.output, r.output


def test_ray_auto_where_no_cluster_runs_says_how_to_start_one(tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """Ray's words alone (as raised here) pointed at its own `--address` flag, which `arbiter simulate` has not."""
    ray = pytest.importorskip("ray", reason="needs the `ray` extra")

    def none_running(**kwargs: Any) -> None:
        raise ConnectionError("Could not find any running Ray instance. Please specify the one to connect to by "
                              "setting `--address` flag or `RAY_ADDRESS` environment variable.")

    monkeypatch.setattr(ray, "init", none_running)
    out = tmp_path / "r.jsonl"
    r = CliRunner().invoke(main, ["simulate", "--game", "dm", "--games", "1", "--out", str(out), "--ray", "auto"])
    assert r.exit_code == 1 and "--ray auto: Could not find any running Ray instance." in r.output, r.output
    assert "; --ray auto joins a cluster this machine is a node of: start one first (`ray start --head`, " \
        "docs/simulate.md), or give --ray alone for a local Ray instance" in r.output, r.output
    assert not out.exists()


def test_a_ray_run_leaves_ray_before_its_tables_with_ctrl_c_ignored(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Ray's shutdown ran at exit, seconds after the tables; a Ctrl-C then (the command seemed to hang) printed a
    traceback from inside Ray and left its agent processes running. Ray itself is stood in for here (the games play
    in this process); what is checked is when Ray is left, and that a Ctrl-C cannot cut that short."""
    ray = pytest.importorskip("ray", reason="needs the `ray` extra")
    from arbiter.simulate import backends, runner

    handlers = []
    monkeypatch.setattr(backends, "ray_init", lambda address, cpus: None)
    monkeypatch.setattr(runner, "run_ray", lambda spec, todo, count, workers: backends.run_local(spec, todo))
    monkeypatch.setattr(ray, "shutdown", lambda: handlers.append(signal.getsignal(signal.SIGINT)))
    before = signal.getsignal(signal.SIGINT)
    r = CliRunner().invoke(main, ["simulate", "--game", "dm", "--games", "2", "--out", str(tmp_path / "r.jsonl"),
                                  "--ray", "--quiet"])
    assert r.exit_code == 0 and "ray local" in r.output, r.output
    assert handlers == [signal.SIG_IGN] and signal.getsignal(signal.SIGINT) == before


def test_the_ray_extra_brings_the_ray_client() -> None:
    """docs/simulate.md's `--ray ray://HEAD:10001` needs Ray Client (`ray[client]`): plain `ray` refused it with a
    traceback asking for `pip install ray[client]`."""
    import tomllib

    extras = tomllib.loads((SRC.parent / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    assert any(r.startswith("ray[client]") for r in extras["ray"])


@pytest.mark.skipif(sys.platform == "win32", reason="the journal's lock is POSIX's flock")
def test_a_job_another_run_is_writing_is_refused(tmp_path: Path) -> None:
    """A `--resume` of a run still going (thought dead) played every game left a second time, both appending."""
    from arbiter.journal import Journal

    out = tmp_path / "r.jsonl"
    run(dm_spec(2), tmp_path, "r.jsonl")
    held = Journal.reopen(out)  # as the other run holds it
    r = CliRunner().invoke(main, ["simulate", "--resume", "--out", str(out), "--quiet"])
    assert r.exit_code == 1 and f"{out}: another run is writing this journal now" in r.output, r.output
    held.close()
    r = CliRunner().invoke(main, ["simulate", "--resume", "--out", str(out), "--quiet"])
    assert r.exit_code == 0, r.output
    r = CliRunner().invoke(main, ["simulate", "--resume", "--out", str(out), "--quiet"])  # the last run let it go
    assert r.exit_code == 0, r.output


def test_a_capped_duel_counts_the_turns_it_played_and_an_older_file_reads_so(tmp_path: Path) -> None:
    """A duel stopped by --max-turns N counted N + 1 turns (the counter as turn N + 1 began) in the tables and CSV;
    a results file written so reads as N turns when resumed."""
    out, rows = tmp_path / "r.jsonl", tmp_path / "g.csv"
    r = CliRunner().invoke(main, ["simulate", "--game", "dm", "--games", "2", "--max-turns", "2", "--json",
                                  "--quiet", "--out", str(out), "--csv", str(rows)])
    assert r.exit_code == 0, r.output
    got = json.loads(r.output)
    assert got["turns"]["max"] == 2 and got["ended"]["turn cap"] == 2, got
    assert [row["turns"] for row in csv.DictReader(rows.open())] == ["2", "2"]
    lines = out.read_text().splitlines()  # as an earlier version wrote it: the cap's turn counted
    out.write_text("\n".join(line.replace('"turns": 2', '"turns": 3') for line in lines) + "\n")
    assert out.read_text().count('"turns": 3') == 2
    r = CliRunner().invoke(main, ["simulate", "--resume", "--out", str(out), "--json", "--quiet"])
    assert r.exit_code == 0 and json.loads(r.output)["turns"]["max"] == 2, r.output
