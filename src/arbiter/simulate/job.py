"""A simulation job: which decks meet, with which agents, for how many games, and the file its results go to.

The job is fixed by its spec (game, decks and their cards, agents, games per matchup, seed, mode, turn cap), so
every game has one seed whatever runs it: game j of matchup m is `agents.match.play_game` with index j and
base seed `seed + m * games` (duel seed `seed + m * games + j`, the decks' seats alternating with j). The results
file is a journal (`arbiter.journal`, as `selfplay --journal`): the spec first, then one line per finished game in
the order they finished; a run killed half-way is resumed from it, playing only the games it lacks. The file is read
a record at a time, each passed on as it is read: a job of millions of games is never held in memory.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass
from itertools import islice
from pathlib import Path
from typing import Any

from arbiter.agents import AgentSpecError, make_agent
from arbiter.agents.match import capped_turns
from arbiter.games import GAMES
from arbiter.journal import Journal, JournalError, RecordRefused, Spans
from arbiter.kernel.game import CardId
from arbiter.kernel.reasons import quote_given

MODES = ("round-robin", "gauntlet")
FORMAT = "arbiter-simulate/1"
# a game's record (backends.play_chunk) and the types of its values; winner is None for a draw or a capped duel
RECORD_FIELDS: dict[str, type | tuple[type, ...]] = {
    "matchup": int, "game": int, "seed": int, "deck_a": str, "deck_b": str, "first": str, "winner": (str, type(None)),
    "turns": int, "ended": str, "seconds": (int, float), "error": str}


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

    @property
    def total(self) -> int:
        """The games of the whole job."""
        return len(self.matchups()) * self.games

    def tasks(self, skip: Container[int] = ()) -> Iterator[Task]:
        """The job's games in order of their numbers (`number`), less those in `skip`: made one at a time, as a
        worker asks, so that a job of any size starts at once and holds only the games being played."""
        for i in range(self.total):
            if i not in skip:
                yield Task(*divmod(i, self.games))

    def number(self, matchup: int, game: int) -> int:
        """Game `game` of matchup `matchup` as one number in the job, as its results file counts it."""
        return matchup * self.games + game

    def base_seed(self, matchup: int) -> int:
        return self.seed + matchup * self.games

    def header(self) -> dict[str, Any]:
        return {"format": FORMAT, **asdict(self), "agents": list(self.agents)}

    @staticmethod
    def from_header(h: dict[str, Any], where: str) -> Spec:
        if h.get("format") != FORMAT:
            raise JobError(f"{where}: line 1 is not the spec of an `arbiter simulate` results file")
        try:
            spec = Spec(h["game"], [Deck(str(d["name"]), list(d["cards"])) for d in h["decks"]],
                        (h["agents"][0], h["agents"][1]), int(h["games"]), int(h["seed"]), h["mode"],
                        int(h["max_turns"]))
        except (KeyError, IndexError, TypeError, ValueError) as e:
            raise JobError(f"{where}: line 1, the job's spec, lacks or mangles {e}") from None
        wrong = spec._wrong()
        if wrong:  # a file edited by hand or damaged: its job is refused before a game, not played until it fails
            raise JobError(f"{where}: line 1, the job's spec: {wrong}")
        return spec

    def _wrong(self) -> str | None:
        """What in the spec no run of `arbiter simulate` would have written, or None."""
        if self.game not in GAMES:
            return f"game {quote_given(self.game)} is none this Arbiter plays ({', '.join(sorted(GAMES))})"
        if self.mode not in MODES:
            return f"mode {quote_given(self.mode)} is neither {' nor '.join(MODES)}"
        for name, n, least in (("games", self.games, 1), ("max_turns", self.max_turns, 1), ("seed", self.seed, 0)):
            if n < least:
                return f"{name} {n} (at least {least})"
        if not self.decks:
            return "no decks"
        for d in self.decks:
            try:
                GAMES[self.game].check_deck(d.cards)
            except ValueError as e:
                return f"deck {quote_given(d.name)}: {e}"
        for a in self.agents:
            try:
                make_agent(a, game=self.game)
            except AgentSpecError:
                return f"agent {quote_given(a)} is none of random, greedy, mcts, mcts:ITERATIONS, mcts:SECONDSs"
        return None

    def wrong_record(self, i: int, r: dict[str, Any], matchups: Sequence[Matchup]) -> str | None:
        """Why `r` is not the record `play_chunk` makes of game `i` (its number in the job), or None where it is: a
        file edited by hand counted a game twice, or failed on a key its tables read. `matchups`: the job's, made
        once for all its records."""
        total = len(matchups) * self.games
        if not 0 <= i < total:
            return f"the job has games 0 to {total - 1}"
        bad = [k for k, t in RECORD_FIELDS.items() if k not in r or isinstance(r[k], bool) or not isinstance(r[k], t)]
        if bad:
            return f"it lacks or mangles {', '.join(bad)}"
        m, j = divmod(i, self.games)
        if (r["matchup"], r["game"], r["seed"]) != (m, j, self.base_seed(m) + j):
            return (f"it names matchup {r['matchup']}, game {r['game']}, seed {r['seed']}, not {m}, {j}, "
                    f"{self.base_seed(m) + j}")
        if r["first"] not in ("a", "b") or r["winner"] not in ("a", "b", None) or r["turns"] < 0:
            return f"first {quote_given(r['first'])}, winner {quote_given(r['winner'])}, turns {r['turns']}"
        pair = matchups[m]
        if (r["deck_a"], r["deck_b"]) != (self.decks[pair.a].name, self.decks[pair.b].name):
            return f"its decks {quote_given(r['deck_a'])} and {quote_given(r['deck_b'])} are not the matchup's"
        return None


def deck_names(paths: Sequence[Path]) -> list[str]:
    """Each deck's file name without its suffix, numbered where two are the same."""
    stems = [p.stem for p in paths]
    return [s if stems.count(s) == 1 else f"{s}#{i + 1}" for i, s in enumerate(stems)]


class ResultsFile:
    """The results, one line per game, recorded in a journal as each game finishes: a kill or a full disk loses no
    finished game, and a line cut short is dropped when the file is opened again."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._journal: Journal | None = None
        self._spec: Spec | None = None  # the job, which numbers each game's record

    def refuse_existing(self) -> None:
        """A new job never overwrites a results file."""
        if self.path.exists():
            raise JobError(f"{self.path} exists: pass --resume to continue it, or choose another --out")

    def create(self, spec: Spec) -> None:
        self.refuse_existing()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._spec = spec
        self._open(lambda: Journal(self.path, spec.header(), keep=False))

    def job(self) -> Spec:
        """The job the file holds (its first line), for `load` to go on with."""
        if not self.path.exists():
            raise JobError(f"{self.path}: no such results file to resume")
        try:
            settings = Journal.settings_in(self.path)
        except JournalError as e:
            try:  # a file that cannot be read: the journal's words say why
                self.path.open("rb").close()
            except OSError:
                raise JobError(str(e)) from None
            if not self.path.stat().st_size:
                raise JobError(f"{self.path}: empty: no `arbiter simulate` results file") from None
            settings = {}  # no journal's (a replay, a CSV, blank lines): said as any file not of a job is, below
        self._spec = Spec.from_header(settings, str(self.path))
        return self._spec

    def load(self, each: Callable[[dict[str, Any]], None]) -> None:
        """Opens the file to go on with its job: each result it holds is checked and passed to `each`, in the
        file's order, and none is kept here."""
        spec = self._spec or self.job()
        matchups = spec.matchups()

        def read(i: int, r: dict[str, Any]) -> None:
            wrong = spec.wrong_record(i, r, matchups)
            if wrong:
                raise RecordRefused(f"the record of game {i} is not one of this job: {wrong}")  # at its line
            if r["ended"] == "turn cap":  # a file written before counted the turn the cap stopped, max_turns + 1
                r["turns"] = capped_turns(r["turns"], spec.max_turns)
            each(r)

        self._open(lambda: Journal.reopen(self.path, read, keep=False))

    @property
    def recorded(self) -> int:
        """The games the file holds: a run stopped half-way through a batch has written part of it (a stop mostly
        lands in a line's sync, after the line is whole)."""
        return len(self._journal.recorded) if self._journal is not None else 0

    def played(self) -> Spans:
        """The numbers of the games the file holds now (a copy, which the run's own records do not change)."""
        return self._journal.recorded.copy() if self._journal is not None else Spans()

    def close(self) -> None:
        if self._journal is not None:
            self._journal.close()

    def append(self, records: Sequence[dict[str, Any]]) -> None:
        assert self._journal is not None and self._spec is not None, "create or load the results file first"
        for r in records:
            self._journal.record(self._spec.number(int(r["matchup"]), int(r["game"])), r)

    def _open(self, journal: Callable[[], Journal]) -> None:
        try:
            self._journal = journal()
        except JournalError as e:
            raise JobError(str(e)) from None


def chunks(tasks: Iterable[Task], size: int) -> Iterator[list[Task]]:
    """`tasks` in lists of `size` (the last one shorter), taken from it only as each list is asked for."""
    it = iter(tasks)
    while chunk := list(islice(it, size)):
        yield chunk
