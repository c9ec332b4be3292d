"""`arbiter simulate`: decks against decks with given agents, locally or on a Ray cluster (docs/simulate.md)."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

import click

from arbiter.agents import AgentSpecError, agents_spec, clock_note, make_agent
from arbiter.cli_json import echo_json
from arbiter.cli_paths import refuse_existing, writable
from arbiter.cli_screen import WholeNumber
from arbiter.cli_stops import sigterm_as_ctrl_c
from arbiter.games import GAMES
from arbiter.journal import JournalError
from arbiter.kernel.reasons import quote_given
from arbiter.play.cli import ALLOW_ANY_DECK, GAME, read_deck
from arbiter.simulate.job import MODES, Deck, JobError, ResultsFile, Spec, deck_names


def _spec(game: str, decks: tuple[str, ...], games: int, seed: int, agents: str, mode: str, max_turns: int,
          allow_any_deck: bool) -> Spec:
    specs = list(decks) or [str(GAMES[game].selfplay_deck)]
    # each deck (a file or a bundled deck's name) is read and held to the game's deck rules as `play` and `selfplay`
    # hold theirs
    cards = [read_deck(game, s, allow_any=allow_any_deck) for s in specs]
    players = agents_spec(agents).split(",")
    if len(players) not in (1, 2) or "" in players:  # "random," named an agent '' that was refused as unknown
        raise click.ClickException(f"--agents {quote_given(agents)}: give one agent for both sides or two, as A,B")
    for a in players:
        try:
            make_agent(a, game=game)
        except AgentSpecError as e:
            raise click.ClickException(str(e)) from None
    # a bundled deck's name is its file's stem, so a deck is called the same whichever way it was named
    return Spec(game, [Deck(n, c) for n, c in zip(deck_names([Path(s) for s in specs]), cards, strict=True)],
                (players[0], players[-1]), games, seed, mode, max_turns)


# the options that make up a job (stored in its results file, which `--resume` reads them from)
_JOB_OPTIONS = ("game", "games", "seed", "agents", "mode", "max_turns")


def _progress(total: int, done: int, quiet: bool) -> Any:
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, ProgressColumn, Task, TimeRemainingColumn
    from rich.text import Text

    class Rate(ProgressColumn):
        def render(self, task: Task) -> Text:
            return Text(f"{task.speed:.1f} duels/s" if task.speed else "- duels/s")

    bar = Progress("duels", BarColumn(), MofNCompleteColumn(), Rate(), "left", TimeRemainingColumn(),
                   console=Console(stderr=True), disable=quiet)
    bar.add_task("duels", total=total, completed=done)
    return bar


@click.command()
@click.argument("decks", nargs=-1)
@GAME
@click.option("--games", type=WholeNumber(min=1), default=100, show_default=True, help="Games per matchup.")
@click.option("--seed", type=WholeNumber(min=0), default=0, show_default=True,
              help="Game j of matchup m uses duel seed S + m * games + j, whatever the backend (0 or more: Python "
                   "deals seed -n as seed n).")
@click.option("--agents", default="random", show_default=True,
              help="One agent for both sides, or A,B: A plays each matchup's first deck, B its second (random, "
                   "greedy, mcts, mcts:N, mcts:Ts; in any case). Seats alternate every game.")
@click.option("--mode", type=click.Choice(MODES), default="round-robin", show_default=True,
              help="Round robin: every pair of decks; gauntlet: the first deck against each of the others.")
@click.option("--max-turns", type=WholeNumber(min=1), default=200, show_default=True,
              help="A duel still running after this many turns is stopped (ended: turn cap), counting half a win "
                   "to each side as a draw does.")
@click.option("--workers", type=WholeNumber(min=1), default=1, show_default=True,
              help="Local worker processes (with --ray: CPUs of a local Ray instance).")
@click.option("--ray", "ray_address", is_flag=False, flag_value="local", default=None, metavar="[ADDRESS]",
              help="Run on Ray: alone, a local Ray instance; with an address (auto, ray://HEAD:10001), that cluster.")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), default=Path("simulate-results.jsonl"),
              show_default=True, help="The results file, one JSON line per game, written as games finish.")
@click.option("--resume", is_flag=True, help="Continue the job in --out (its decks and settings) where it stopped.")
@click.option("--json", "as_json", is_flag=True, help="Print the summary as one JSON object instead of tables.")
@click.option("--csv", "csv_path", type=click.Path(dir_okay=False, path_type=Path), help="Write one row per game.")
@click.option("--plot", "plot_path", type=click.Path(dir_okay=False, path_type=Path),
              help="Draw a figure (its suffix picks the format: .png, .svg, .pdf ...): win rates converging with "
                   "their 95% interval, turns, and a round robin's heat map.")
@click.option("--force", is_flag=True, help="Write over an existing --csv or --plot file (else it is refused).")
@click.option("--quiet", is_flag=True, help="No progress bar.")
@ALLOW_ANY_DECK
def simulate(decks: tuple[str, ...], game: str, games: int, seed: int, agents: str, mode: str, max_turns: int,
             workers: int, ray_address: str | None, out: Path, resume: bool, as_json: bool, csv_path: Path | None,
             plot_path: Path | None, force: bool, quiet: bool, allow_any_deck: bool) -> None:
    """Play DECKS against each other (default: the game's benchmark deck against itself) and report win rates.

    Each of DECKS is a deck file or a bundled deck's name (`arbiter decks`), e.g. `arbiter simulate goat chaos`.
    """
    from arbiter.simulate.backends import RayError, ray_init, ray_shutdown
    from arbiter.simulate.plot import PlotError, check_plot
    from arbiter.simulate.runner import run_job
    from arbiter.simulate.summary import summarise, tables, write_csv
    from arbiter.simulate.tally import Tally

    if force and csv_path is None and plot_path is None:  # the results file is never written over (--resume)
        raise click.UsageError("--force: it lets --csv or --plot write over a file; give it with one of them")
    results = ResultsFile(out)
    try:
        if plot_path is not None:
            check_plot(plot_path)
        # written after the run, a file would replace the results, or the plot the CSV written just before it
        taken = {out.resolve(): "the results file (--out)"}
        for option, path in (("--csv", csv_path), ("--plot", plot_path)):
            if path is not None:
                if (other := taken.get(path.resolve())) is not None:
                    raise click.ClickException(f"{option} {path} is {other}: give another name")
                taken[path.resolve()] = f"{option}'s file"
                refuse_existing(path, option, force)
                writable(path, option)
        if resume:
            spec = results.job()  # first: a file that is missing or holds no job is said as such, not as its job
            if decks:
                raise click.ClickException(f"--resume continues the job stored in {out}: give no decks")
            # the stored job's settings hold: one given here would be silently ignored, so it is refused (so is
            # --allow-any-deck: the stored decks were held to the deck rules, or not, when the job began)
            given = [f"--{n.replace('_', '-')}" for n in (*_JOB_OPTIONS, "allow_any_deck")
                     if click.get_current_context().get_parameter_source(n) is not click.core.ParameterSource.DEFAULT]
            if given:
                raise click.ClickException(f"--resume continues the job stored in {out} with its own settings: "
                                           f"give no {', '.join(given)}")
            tally = Tally(spec)  # the games the file holds, counted as it is read: none is kept
            results.load(tally.add)
        else:
            spec = _spec(game, decks, games, seed, agents, mode, max_turns, allow_any_deck)
            tally = Tally(spec)
            results.refuse_existing()
            writable(out, "--out")  # its folder made now: one that cannot be is said before Ray starts
        # Ray before the results file: a job Ray cannot run leaves no file that a corrected command would refuse
        if ray_address is not None:
            ray_init(None if ray_address == "local" else ray_address, workers if workers > 1 else None)
        if not resume:
            results.create(spec)
    except (JobError, RayError, PlotError) as e:
        results.close()
        raise click.ClickException(str(e)) from None
    note = clock_note(spec.agents, spec.game)
    if note:  # the one exception to "the same seeds give the same results", said where it applies
        click.echo(f"note: {note}", err=True)
    total = spec.total
    start = time.perf_counter()
    before = tally.games
    complete = before == total  # a finished job resumed (to write --csv or --plot again): nothing to play or time
    try:
        if not complete:
            with sigterm_as_ctrl_c(), _progress(total, before, quiet) as bar:
                run_job(spec, results, tally.add, workers, ray_address is not None,
                        lambda n: bar.advance(bar.task_ids[0], n))
    except KeyboardInterrupt:  # Ctrl-C, or SIGTERM
        raise click.ClickException(f"stopped: {results.recorded} of {total} games are in {out}; "
                                   f"`arbiter simulate --resume --out {out}` plays the rest") from None
    except JournalError as e:  # a result that could not be written (a full disk): what the file holds is kept
        raise click.ClickException(str(e)) from None
    finally:  # the job is free for another run (a caller keeping this frame, as a test runner does, holds no lock)
        results.close()
        seconds = time.perf_counter() - start
        if ray_address is not None:  # now, not at exit, where a Ctrl-C in its seconds of silence cut it short
            ray_shutdown()
    summary = summarise(tally)
    played_now = tally.games - before
    # a finished job resumed played nothing: no time or rate to give (as selfplay on a finished journal)
    summary["run"] = {"already_complete": complete, "seconds": None if complete else round(seconds, 2),
                      "played_now": played_now,
                      "duels_per_s": round(played_now / seconds, 2) if seconds > 0 and not complete else None,
                      "backend": f"ray {ray_address}" if ray_address else f"{workers} local worker(s)",
                      "results": str(out)}
    writing = ""  # the option and file being written, for the error that stops it ("--csv FILE")
    try:
        if csv_path is not None:
            writing = f"--csv {csv_path}"
            write_csv(csv_path, ResultsFile(out))  # from the file, which holds every game, in bounded memory
        if plot_path is not None:
            from arbiter.simulate.plot import plot

            writing = f"--plot {plot_path}"
            for note in plot(tally, plot_path):
                click.echo(f"--plot {plot_path}: {note}", err=True)
    except JobError as e:  # the file changed under the run (edited, or another run took it)
        raise click.ClickException(str(e)) from None
    except OSError as e:  # the games are safe in the results file: say how to write these again
        raise click.ClickException(f"{writing}: cannot write it ({e.strerror or e}); the games are in {out}: "
                                   f"`arbiter simulate --resume --out {out}` with --csv or --plot (and --force) "
                                   "writes them without playing again") from None
    if as_json:
        echo_json(summary)
    else:
        from rich.console import Console

        console = Console(width=None if sys.stdout.isatty() else 140)  # a file or a pipe: no wrapped columns
        for t in tables(summary):
            console.print(t)
        r = summary["run"]
        if complete:
            console.print(f"the job in {out} was already complete: its {total} games are above; none played now")
        else:
            console.print(f"{r['played_now']} duels in {r['seconds']} s ({r['duels_per_s']} duels/s, {r['backend']}); "
                          f"results in {out}")
    sys.exit(1 if summary["errors"] else 0)
