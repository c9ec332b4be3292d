"""A job's results as figures: win rates per matchup, deck and seat with 95% intervals, turns, endings, errors.

A draw or a duel stopped at the turn cap counts half a win, and the interval is Wilson's, as in agents/match.py;
games that failed with an error count in `errors` only. Everything here is computed from the records sorted by
matchup and game, so it is the same whichever backend played them and in whatever order they came.
"""

from __future__ import annotations

import csv
import statistics
from collections import Counter
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from arbiter.agents.match import wilson
from arbiter.simulate.job import RECORD_FIELDS, Spec

Record = dict[str, Any]
CSV_FIELDS = tuple(RECORD_FIELDS)


def ordered(records: Iterable[Record]) -> list[Record]:
    return sorted(records, key=lambda r: (r["matchup"], r["game"]))


def score(won: Sequence[float]) -> dict[str, Any]:
    """Games, win rate and its 95% interval from per-game scores (1 win, 0.5 draw, 0 loss)."""
    n = len(won)
    rate = sum(won) / n if n else 0.0
    lo, hi = wilson(rate, n)
    return {"games": n, "win_rate": round(rate, 4), "ci95": [round(lo, 4), round(hi, 4)]}


def _rate(won: Sequence[float]) -> float | None:
    return round(sum(won) / len(won), 4) if won else None


def side_score(r: Record, side: str) -> float:
    """The score of deck side `side` ("a" or "b") in a finished game."""
    return 0.5 if r["winner"] is None else 1.0 if r["winner"] == side else 0.0


def summarise(spec: Spec, records: Iterable[Record]) -> dict[str, Any]:
    rs = ordered(records)
    played = [r for r in rs if not r["error"]]
    errors = [r["error"] for r in rs if r["error"]]
    matchups = []
    for m in spec.matchups():
        mine = [r for r in played if r["matchup"] == m.index]
        a_won = [side_score(r, "a") for r in mine]
        matchups.append({
            "deck_a": spec.decks[m.a].name, "deck_b": spec.decks[m.b].name, "agents": list(spec.agents),
            "a_wins": sum(r["winner"] == "a" for r in mine), "b_wins": sum(r["winner"] == "b" for r in mine),
            "draws_or_capped": sum(r["winner"] is None for r in mine), **score(a_won),
            "a_win_rate_going_first": _rate([side_score(r, "a") for r in mine if r["first"] == "a"]),
            "mean_turns": round(statistics.fmean(r["turns"] for r in mine), 2) if mine else None,
        })
    decks = []
    pairs = spec.matchups()
    for i, d in enumerate(spec.decks):
        if len(spec.decks) == 1:
            break  # a deck against itself: the matchup and the seats say it all
        # each game of this deck, with the side it played ("a": the matchup's first deck)
        games = [(r, "a" if pairs[r["matchup"]].a == i else "b") for r in played
                 if i in (pairs[r["matchup"]].a, pairs[r["matchup"]].b)]
        decks.append({"deck": d.name, **score([side_score(r, s) for r, s in games]),
                      "going_first": score([side_score(r, s) for r, s in games if r["first"] == s]),
                      "going_second": score([side_score(r, s) for r, s in games if r["first"] != s])})
    turns = [r["turns"] for r in played]
    return {
        "game": spec.game, "mode": spec.mode if len(spec.decks) > 2 else "match", "agents": list(spec.agents),
        "games": len(rs), "planned": spec.total, "matchups": matchups, "decks": decks,
        "seats": {"first": score([side_score(r, r["first"]) for r in played]),
                  "second": score([side_score(r, "b" if r["first"] == "a" else "a") for r in played])},
        "turns": {"mean": round(statistics.fmean(turns), 2), "median": statistics.median(turns), "min": min(turns),
                  "max": max(turns)} if turns else None,
        "ended": dict(sorted(Counter(r["ended"] for r in rs).items())),
        "errors": len(errors), "first_errors": errors[:3],
    }


def write_csv(path: Path, records: Iterable[Record]) -> None:
    with path.open("w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=CSV_FIELDS)
        w.writeheader()
        for r in ordered(records):
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
