"""`arbiter simulate`'s tables say what each figure is in words a reader decodes without the docs: a column headed
"A first" held deck A's win rate in the games deck A went first, "draws" counted the duels stopped at the turn cap
too, "turns" was a mean."""

from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.table import Table

from arbiter.simulate.job import Deck, Spec
from arbiter.simulate.summary import summarise, tables
from arbiter.simulate.tally import Tally

SPEC = Spec("dm", [Deck("red", []), Deck("blue", [])], ("greedy", "random"), 5, 0, "round-robin", 50)


def _game(j: int, first: str, winner: str | None, turns: int) -> dict[str, Any]:
    return {"matchup": 0, "game": j, "seed": j, "deck_a": "red", "deck_b": "blue", "first": first, "winner": winner,
            "turns": turns, "ended": "won" if winner else "turn cap", "seconds": 0.1, "error": ""}


# deck A went first in games 0-2 and won one of them; it went second in games 3-4 and won both; game 2 hit the cap
GAMES = [_game(0, "a", "a", 10), _game(1, "a", "b", 12), _game(2, "a", None, 50), _game(3, "b", "a", 8),
         _game(4, "b", "a", 10)]


def _cells(table: Table) -> dict[str, str]:
    """The first row of a table, by its columns' headers."""
    return {str(c.header): str(next(iter(c.cells))) for c in table.columns}


def test_each_column_of_the_matchups_says_what_it_counts() -> None:
    out = tables(summarise(Tally.of(SPEC, GAMES)))
    row = _cells(out[0])
    assert row["A win rate [95%]"].startswith("0.700 ")  # 1 + 0 + 0.5 + 1 + 1 of 5
    assert row["A win rate when A went first"] == "0.500"  # 1 + 0 + 0.5 of 3
    assert row["draws or capped"] == "1" and row["mean turns"] == "18.0"
    assert "A first" not in row and "draws" not in row and "turns" not in row


def test_each_column_of_the_decks_is_a_win_rate_and_says_so() -> None:
    row = _cells(tables(summarise(Tally.of(SPEC, GAMES)))[1])
    assert row["deck"] == "red" and row["win rate [95%]"].startswith("0.700 ")
    assert row["win rate going first [95%]"].startswith("0.500 ")
    assert row["win rate going second [95%]"].startswith("1.000 ")


def test_the_lines_below_the_tables_name_their_figures() -> None:
    console = Console(width=200, record=True)
    for x in tables(summarise(Tally.of(SPEC, GAMES))):
        console.print(x)
    text = console.export_text()
    # the player going first: deck A in games 0-2 (1.5 of 3), deck B in games 3-4 (0 of 2)
    assert "win rate of the player going first: 0.300 [" in text and "going second: 0.700 [" in text, text
    assert "turns per duel: mean 18.0, median 10, min 8, max 50" in text, text
