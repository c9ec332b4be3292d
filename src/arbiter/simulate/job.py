"""A simulation job: which decks meet, with which agents, for how many games, and the file its results go to.

The job is fixed by its spec (game, decks and their cards, agents, games per matchup, seed, mode, turn cap), so
every game has one seed whatever runs it: game j of matchup m is `agents.match.play_game` with index j and
base seed `seed + m * games` (duel seed `seed + m * games + j`, the decks' seats alternating with j). The results
file is JSON lines: the spec first, then one line per finished game in the order they finished; a run killed
half-way is resumed from it, playing only the games it lacks.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from arbiter.kernel.game import CardId

MODES = ("round-robin", "gauntlet")
FORMAT = "arbiter-simulate/1"


class JobError(ValueError):
    """A job that cannot run as given: what is wrong, and where."""


@dataclass(frozen=True)
class Deck:
    name: str
    cards: list[CardId]


@dataclass(frozen=True)
class Matchup:
    index: int
    a: int  # deck indexes into the job's decks
    b: int


@dataclass(frozen=True)
class Task:
    """One game to play: what a worker needs, and nothing else."""

    matchup: int
    game: int  # index within the matchup


@dataclass(frozen=True)
class Spec:
    game: str
    decks: list[Deck]
    agents: tuple[str, str]  # the agent playing a matchup's first deck, and the one playing its second
    games: int  # per matchup
    seed: int
    mode: str
    max_turns: int

    def matchups(self) -> list[Matchup]:
        """Round robin: every pair of decks; gauntlet: the first deck against each other one; one deck: itself."""
        n = len(self.decks)
        if n == 1:
            pairs = [(0, 0)]
        elif self.mode == "gauntlet":
            pairs = [(0, j) for j in range(1, n)]
        else:
            pairs = [(i, j) for i in range(n) for j in range(i + 1, n)]
        return [Matchup(m, a, b) for m, (a, b) in enumerate(pairs)]

    def tasks(self) -> list[Task]:
        return [Task(m.index, j) for m in self.matchups() for j in range(self.games)]

    def base_seed(self, matchup: int) -> int:
        return self.seed + matchup * self.games

    def header(self) -> dict[str, Any]:
        return {"format": FORMAT, **asdict(self), "agents": list(self.agents)}

    @staticmethod
    def from_header(h: dict[str, Any], where: str) -> Spec:
        if h.get("format") != FORMAT:
            raise JobError(f"{where}: line 1 is not the spec of an `arbiter simulate` results file")
        try:
            return Spec(h["game"], [Deck(d["name"], list(d["cards"])) for d in h["decks"]],
                        (h["agents"][0], h["agents"][1]), int(h["games"]), int(h["seed"]), h["mode"],
                        int(h["max_turns"]))
        except (KeyError, IndexError, TypeError, ValueError) as e:
            raise JobError(f"{where}: line 1, the job's spec, lacks or mangles {e}") from None


def deck_names(paths: Sequence[Path]) -> list[str]:
    """Each deck's file name without its suffix, numbered where two are the same."""
    stems = [p.stem for p in paths]
    return [s if stems.count(s) == 1 else f"{s}#{i + 1}" for i, s in enumerate(stems)]


class ResultsFile:
    """The results as JSON lines, appended and flushed as each game finishes (so a kill loses none)."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def create(self, spec: Spec) -> None:
        if self.path.exists():
            raise JobError(f"{self.path} exists: pass --resume to continue it, or choose another --out")
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.path.write_text(json.dumps(spec.header()) + "\n")

    def load(self) -> tuple[Spec, list[dict[str, Any]]]:
        """The spec and the results so far; a last line cut short by a kill is dropped."""
        if not self.path.exists():
            raise JobError(f"{self.path}: no such results file to resume")
        lines = self.path.read_text().splitlines()
        if not lines:
            raise JobError(f"{self.path}: empty; it is not an `arbiter simulate` results file")
        try:
            spec = Spec.from_header(json.loads(lines[0]), str(self.path))
        except json.JSONDecodeError:
            raise JobError(f"{self.path}: line 1 is not JSON; it is not an `arbiter simulate` results file") from None
        results: dict[tuple[int, int], dict[str, Any]] = {}
        for n, line in enumerate(lines[1:], start=2):
            try:
                r = json.loads(line)
                results[(int(r["matchup"]), int(r["game"]))] = r
            except (json.JSONDecodeError, KeyError, TypeError, ValueError):
                if n == len(lines):  # written half when the run was killed
                    break
                raise JobError(f"{self.path}: line {n} is not a game's result") from None
        return spec, list(results.values())

    def rewrite(self, spec: Spec, results: Sequence[dict[str, Any]]) -> None:
        """The file with only its whole lines (a resumed run's start), replaced at once: a kill leaves old or new."""
        tmp = self.path.with_name(self.path.name + ".tmp")
        tmp.write_text("".join(json.dumps(x) + "\n" for x in [spec.header(), *results]))
        tmp.replace(self.path)

    def append(self, records: Sequence[dict[str, Any]]) -> None:
        with self.path.open("a") as f:
            for r in records:
                f.write(json.dumps(r) + "\n")
            f.flush()


def chunks(tasks: Sequence[Task], size: int) -> Iterator[list[Task]]:
    for i in range(0, len(tasks), size):
        yield list(tasks[i:i + size])
