"""A job's results counted as each record comes: per matchup, games by who went first and who won, and the turns;
for the whole job, the turns as counts per turn, how the duels ended and the first errors; for the plot, the first
matchups' games in CURVE_POINTS stretches of their game numbers.

What it keeps grows with the matchups (and the turn cap), never with the games: a job of millions of games is
counted in the memory of a job of ten. Every figure is made from counts, so it is the same whichever backend
played the games and in whatever order they came.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from arbiter.simulate.job import Spec

Record = dict[str, Any]
MAX_CURVES = 8  # the plot draws the win rates of the first matchups only: more lines than this are unreadable
# the points of each win-rate curve at most: a matchup of more games is drawn at the end of every stretch of
# games / CURVE_POINTS of them (each point exactly the running rate there), one of fewer at every game
CURVE_POINTS = 500
FIRST_ERRORS = 3  # the errors the summary quotes: those of the first games (by matchup and game) that failed


def side_score(winner: str | None, side: str) -> float:
    """The score of deck side `side` ("a" or "b") in a finished game that `winner` won (None: a draw or capped)."""
    return 0.5 if winner is None else 1.0 if winner == side else 0.0


@dataclass
class MatchupTally:
    """A matchup's games that finished without an error."""

    # the games by who went first and who won ("a", "b"; winner None for a draw or a duel stopped at the cap)
    games: Counter[tuple[str, str | None]] = field(default_factory=Counter)
    turns: int = 0  # their turns, added up
    # where the plot draws this matchup: for each stretch of game numbers, deck A's score doubled and the games
    curve: list[list[int]] | None = None

    @property
    def played(self) -> int:
        return sum(self.games.values())


class Tally:
    def __init__(self, spec: Spec) -> None:
        self.spec = spec
        self.pairs = spec.matchups()
        # game j of a matchup is in stretch j // stretch of its curve
        self.stretch = -(-spec.games // CURVE_POINTS)
        stretches = -(-spec.games // self.stretch)
        self.matchups = [MatchupTally(curve=[[0, 0] for _ in range(stretches)] if m.index < MAX_CURVES else None)
                         for m in self.pairs]
        self.games = 0  # every record, failed or not
        self.turns: Counter[int] = Counter()  # the games that finished, by their turns
        self.ended: Counter[str] = Counter()
        self.errors = 0
        self._first_errors: list[tuple[int, int, str]] = []  # (matchup, game, error), the FIRST_ERRORS first

    @classmethod
    def of(cls, spec: Spec, records: Iterable[Record]) -> Tally:
        t = cls(spec)
        for r in records:
            t.add(r)
        return t

    def add(self, r: Record) -> None:
        self.games += 1
        self.ended[r["ended"]] += 1
        if r["error"]:
            self.errors += 1
            self._first_errors = sorted([*self._first_errors, (r["matchup"], r["game"], r["error"])])[:FIRST_ERRORS]
            return
        m = self.matchups[r["matchup"]]
        m.games[r["first"], r["winner"]] += 1
        m.turns += r["turns"]
        self.turns[r["turns"]] += 1
        if m.curve is not None:
            point = m.curve[r["game"] // self.stretch]
            point[0] += int(2 * side_score(r["winner"], "a"))
            point[1] += 1

    @property
    def first_errors(self) -> list[str]:
        return [e for _, _, e in self._first_errors]
