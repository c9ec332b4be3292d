"""A job's results as figures: win rates per matchup, deck and seat with 95% intervals, turns, endings, errors.

A draw or a duel stopped at the turn cap counts half a win, and the interval is Wilson's, as in agents/match.py;
games that failed with an error count in `errors` only. Everything here is made from a `Tally` of the records, so
it is the same whichever backend played them and in whatever order they came, and takes no memory for the games.
"""

from __future__ import annotations

import csv
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from arbiter.agents.match import wilson
from arbiter.simulate.job import RECORD_FIELDS, ResultsFile
from arbiter.simulate.order import GameOrder
from arbiter.simulate.tally import Tally, side_score

CSV_FIELDS = tuple(RECORD_FIELDS)
# a game's score for a figure, from who went first and who won; None: not one of the figure's games
Scoring = Callable[[str, str | None], float | None]


def score(points: float, games: int) -> dict[str, Any]:
    """Games, win rate and its 95% interval from the points scored in them (1 a win, 0.5 a draw, 0 a loss)."""
    rate = points / games if games else 0.0
    lo, hi = wilson(rate, games)
    return {"games": games, "win_rate": round(rate, 4), "ci95": [round(lo, 4), round(hi, 4)]}


def points(games: Counter[tuple[str, str | None]], scoring: Scoring) -> tuple[float, int]:
    """The points and the number of the games that `scoring` scores, of `games` counted by who went first and won."""
    total, n = 0.0, 0
    for (first, winner), k in games.items():
        s = scoring(first, winner)
        if s is not None:
            total += k * s
            n += k
    return total, n


def _side(side: str, going: str | None = None) -> Scoring:
    """Deck side `side`'s score ("a" or "b"), in all its games or only in those it went `going` ("first" or
    "second")."""
    return lambda f, w: side_score(w, side) if going is None or (f == side) == (going == "first") else None


def _other(side: str) -> str:
    return "b" if side == "a" else "a"


def _nth(turns: Counter[int], k: int) -> int:
    """The turns of game `k` (from 0) of the games counted in `turns`, in order of their turns."""
    seen = 0
    for t in sorted(turns):
        seen += turns[t]
        if seen > k:
            return t
    raise IndexError(k)


def _median(turns: Counter[int], n: int) -> float:
    """The median of the `n` games counted in `turns`, as statistics.median gives it: the middle game's turns, or
    the mean of the middle two."""
    return _nth(turns, n // 2) if n % 2 else (_nth(turns, n // 2 - 1) + _nth(turns, n // 2)) / 2


def summarise(tally: Tally) -> dict[str, Any]:
    spec = tally.spec
    matchups = []
    for m, mt in zip(tally.pairs, tally.matchups, strict=True):
        n = mt.played
        a_first = points(mt.games, _side("a", "first"))
        matchups.append({
            "deck_a": spec.decks[m.a].name, "deck_b": spec.decks[m.b].name, "agents": list(spec.agents),
            "a_wins": sum(k for (_, w), k in mt.games.items() if w == "a"),
            "b_wins": sum(k for (_, w), k in mt.games.items() if w == "b"),
            "draws_or_capped": sum(k for (_, w), k in mt.games.items() if w is None),
            **score(*points(mt.games, _side("a"))),
            "a_win_rate_going_first": round(a_first[0] / a_first[1], 4) if a_first[1] else None,
            "mean_turns": round(mt.turns / n, 2) if n else None,
        })
    decks = []
    for i, d in enumerate(spec.decks):
        if len(spec.decks) == 1:
            break  # a deck against itself: the matchup and the seats say it all
        # this deck's matchups, with the side it played in each ("a": the matchup's first deck)
        mine = [(mt, "a" if m.a == i else "b") for m, mt in zip(tally.pairs, tally.matchups, strict=True)
                if i in (m.a, m.b)]
        overall, first, second = (0.0, 0), (0.0, 0), (0.0, 0)
        for mt, s in mine:
            overall = _add(overall, points(mt.games, _side(s)))
            first = _add(first, points(mt.games, _side(s, "first")))
            second = _add(second, points(mt.games, _side(s, "second")))
        decks.append({"deck": d.name, **score(*overall), "going_first": score(*first), "going_second": score(*second)})
    seats_first, seats_second = (0.0, 0), (0.0, 0)
    for mt in tally.matchups:
        seats_first = _add(seats_first, points(mt.games, lambda f, w: side_score(w, f)))
        seats_second = _add(seats_second, points(mt.games, lambda f, w: side_score(w, _other(f))))
    turns = tally.turns
    played = sum(turns.values())
    return {
        "game": spec.game, "mode": spec.mode if len(spec.decks) > 2 else "match", "agents": list(spec.agents),
        "games": tally.games, "planned": spec.total, "matchups": matchups, "decks": decks,
        "seats": {"first": score(*seats_first), "second": score(*seats_second)},
        "turns": {"mean": round(sum(t * k for t, k in turns.items()) / played, 2), "median": _median(turns, played),
                  "min": min(turns), "max": max(turns)} if played else None,
        "ended": dict(sorted(tally.ended.items())),
        "errors": tally.errors, "first_errors": tally.first_errors,
    }


def _add(x: tuple[float, int], y: tuple[float, int]) -> tuple[float, int]:
    return x[0] + y[0], x[1] + y[1]


def write_csv(path: Path, results: ResultsFile) -> None:
    """One row per game of the job in `results`, in game order, read from the file a record at a time (sorted
    through temporary files where there are many: `order.GameOrder`)."""
    with GameOrder() as order:
        try:
            results.load(order.add)
        finally:
            results.close()
        with path.open("w", newline="") as f:
            w = csv.DictWriter(f, fieldnames=CSV_FIELDS)
            w.writeheader()
            for r in order:
                w.writerow({k: r.get(k) for k in CSV_FIELDS})


def _interval(s: dict[str, Any]) -> str:
    return f"{s['win_rate']:.3f} [{s['ci95'][0]:.3f}, {s['ci95'][1]:.3f}]" if s["games"] else "-"


def tables(summary: dict[str, Any]) -> list[Any]:
    """The summary as rich tables and lines, for the terminal."""
    from rich.table import Table

    out: list[Any] = []
    a, b = summary["agents"]
    t = Table(title=f"Matchups ({a} plays deck A, {b} deck B; draws and capped duels count half)")
    for col in ("deck A", "deck B", "games", "A wins", "B wins", "draws or capped", "A win rate [95%]",
                "A win rate when A went first", "mean turns"):
        t.add_column(col, justify="left" if col.startswith("deck") else "right")
    for m in summary["matchups"]:
        t.add_row(m["deck_a"], m["deck_b"], str(m["games"]), str(m["a_wins"]), str(m["b_wins"]),
                  str(m["draws_or_capped"]), _interval(m),
                  "-" if m["a_win_rate_going_first"] is None else f"{m['a_win_rate_going_first']:.3f}",
                  "-" if m["mean_turns"] is None else f"{m['mean_turns']:.1f}")
    out.append(t)
    if summary["decks"]:
        # with two agents a deck's figures are its agent's too: the first deck of a round robin always has A
        t = Table(title="Decks" if a == b else f"Decks (as deck A played by {a}, as deck B by {b})")
        for col in ("deck", "games", "win rate [95%]", "win rate going first [95%]", "win rate going second [95%]"):
            t.add_column(col, justify="left" if col == "deck" else "right")
        for d in summary["decks"]:
            t.add_row(d["deck"], str(d["games"]), _interval(d), _interval(d["going_first"]),
                      _interval(d["going_second"]))
        out.append(t)
    seats = summary["seats"]
    out.append(f"win rate of the player going first: {_interval(seats['first'])}   "
               f"going second: {_interval(seats['second'])}")
    if summary["turns"]:
        tu = summary["turns"]
        out.append(f"turns per duel: mean {tu['mean']}, median {tu['median']}, min {tu['min']}, max {tu['max']}")
    out.append("ended: " + ", ".join(f"{k} {v}" for k, v in summary["ended"].items()))
    out.append(f"errors: {summary['errors']}" + "".join(f"\n  {e}" for e in summary["first_errors"]))
    return out
