"""`arbiter simulate --plot`: what the figure shows (every curve, which matchups, the decks' names) and what it
says where it cannot show a name."""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest

from arbiter.games import DM
from arbiter.simulate import plot
from arbiter.simulate.job import Deck, ResultsFile, Spec
from arbiter.simulate.runner import run_job
from arbiter.simulate.tally import Tally

pytest.importorskip("matplotlib", reason="--plot needs the `plot` extra")


def _played(tmp: Path, names: list[str], games: int, agents: tuple[str, str] = ("random", "random")) -> Tally:
    deck = DM.read_deck(DM.selfplay_deck)
    spec = Spec("dm", [Deck(n, deck) for n in names], agents, games, 0, "round-robin", 200)
    f = ResultsFile(tmp / "r.jsonl")
    f.create(spec)
    tally = Tally(spec)
    run_job(spec, f, tally.add)
    f.close()
    return tally


def test_a_win_rate_of_one_is_drawn_inside_the_frame(tmp_path: Path) -> None:
    """The axis ended at exactly 1: greedy's 100% against random was drawn under the frame's top line, and the
    panel looked empty."""
    tally = _played(tmp_path, ["x", "y"], 2)
    ax = plot.figure(tally).axes[0]
    low, high = ax.get_ylim()
    width = max(line.get_linewidth() for line in ax.get_lines())
    assert low < 0 and high > 1 and width > 0


def test_the_games_axis_has_whole_numbers_only(tmp_path: Path) -> None:
    """Four games were ticked 1.0, 1.5, 2.0 ... 4.0."""
    tally = _played(tmp_path, ["x", "y"], 4)
    ticks = plot.figure(tally).axes[0].get_xticks()
    assert len(ticks) >= 2 and all(float(t).is_integer() for t in ticks)


def test_a_matchup_of_one_game_is_drawn_as_a_point_with_its_interval(tmp_path: Path) -> None:
    """`--games 1` drew each curve as a line of one point, which shows nothing, with a band of no width: the panel
    was empty, under ticks at 0.96, 0.98 ... games."""
    tally = _played(tmp_path, ["x", "y"], 1)
    ax = plot.figure(tally).axes[0]
    (curve,) = [line for line in ax.get_lines() if not line.get_label().startswith("_")]
    assert curve.get_label() == "x vs y" and list(curve.get_xdata()) == [1]
    assert curve.get_marker() not in ("None", "", None)
    (interval,) = ax.collections  # the 95% interval, from its low end to its high
    (segment,) = interval.get_segments()
    low, high = sorted(segment[:, 1])
    assert segment[0, 0] == segment[1, 0] == 1 and low <= curve.get_ydata()[0] <= high and high - low > 0.5
    assert [float(t) for t in ax.get_xticks() if ax.get_xlim()[0] <= t <= ax.get_xlim()[1]] == [1.0]


def test_a_legend_that_shows_some_matchups_says_which(tmp_path: Path) -> None:
    """Five decks make ten matchups; only the first eight have a curve, and nothing said so."""
    tally = _played(tmp_path, list("abcde"), 1)
    legend = plot.figure(tally).axes[0].get_legend()
    assert len(legend.get_texts()) == plot.MAX_CURVES
    assert legend.get_title().get_text() == f"the first {plot.MAX_CURVES} of 10 matchups"


def test_a_name_no_font_draws_is_said_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A Japanese deck name was drawn as boxes, with one matplotlib warning a character; now a Japanese font is used
    where one is installed, and where none is (as here, with none on the list) the plot says so once."""
    monkeypatch.setattr(plot, "JAPANESE_FONTS", ())
    tally = _played(tmp_path, ["ゴート", "x"], 1)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        notes = plot.plot(tally, tmp_path / "p.png")
    assert not [w for w in caught if "Glyph" in str(w.message)]
    assert len(notes) == 1 and notes[0].startswith("no installed font draws every character of 'ゴート': ")


def test_a_japanese_font_draws_japanese_deck_names(tmp_path: Path) -> None:
    if len(plot.font_families()) == 1:
        pytest.skip("no font with Japanese glyphs installed")
    tally = _played(tmp_path, ["ゴート", "x"], 1)
    assert plot.plot(tally, tmp_path / "p.png") == []


def test_a_job_whose_games_all_failed_is_drawn_without_a_legend_or_a_warning() -> None:
    """matplotlib warned "No artists with labels found to put in legend" beside the job's own errors."""
    spec = Spec("dm", [Deck("x", []), Deck("y", [])], ("random", "random"), 2, 0, "round-robin", 200)
    failed = [{"matchup": 0, "game": j, "seed": j, "deck_a": "x", "deck_b": "y", "first": "ab"[j % 2], "winner": None,
               "turns": 0, "ended": "error", "seconds": 0.0, "error": "EngineFault: made up"} for j in range(2)]
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        ax = plot.figure(Tally.of(spec, failed)).axes[0]
    assert ax.get_legend() is None


@pytest.mark.parametrize("spread", [15, 200])
def test_the_turns_histogram_counts_whole_turns_in_bars_of_one_width(spread: int) -> None:
    """The bins were the span cut into as many bins as there were distinct turn counts: their edges fell between
    whole turns, so that one bar held two turn counts and its neighbour one or none, and a smooth distribution
    was drawn as a comb (three decks' round robin, turns 6 to 62 in 40 bins); its axes were ticked 7.5 turns and
    2.5 duels."""
    turns = [6 + spread * k // 9 for k in range(10)] + [7, 7, 9]  # fewer distinct counts than the span holds
    spec = Spec("dm", [Deck("x", []), Deck("y", [])], ("random", "random"), len(turns), 0, "round-robin", 200)
    records = [{"matchup": 0, "game": j, "seed": j, "deck_a": "x", "deck_b": "y", "first": "ab"[j % 2],
                "winner": "a", "turns": t, "ended": "won", "seconds": 0.0, "error": None}
               for j, t in enumerate(turns)]
    ax = plot.figure(Tally.of(spec, records)).axes[1]
    bars = ax.patches
    lefts = [b.get_x() for b in bars]
    widths = {round(b.get_width(), 9) for b in bars}
    assert len(widths) == 1 and float(widths.pop()).is_integer()  # each bar the same whole number of turns
    assert all(float(x + 0.5).is_integer() for x in lefts)  # edges halfway between whole turns
    assert sum(b.get_height() for b in bars) == len(turns)
    assert lefts[0] < min(turns) and lefts[-1] + bars[-1].get_width() > max(turns)
    assert all(float(t).is_integer() for t in [*ax.get_xticks(), *ax.get_yticks()])


def test_turns_all_the_same_are_ticked_in_whole_turns() -> None:
    """Every duel stopped at the same turn (a low --max-turns): one bar, ticked 6.45, 6.60 ... 7.50 turns."""
    spec = Spec("dm", [Deck("x", []), Deck("y", [])], ("random", "random"), 4, 0, "round-robin", 6)
    records = [{"matchup": 0, "game": j, "seed": j, "deck_a": "x", "deck_b": "y", "first": "ab"[j % 2],
                "winner": None, "turns": 7, "ended": "turn cap", "seconds": 0.0, "error": None} for j in range(4)]
    ax = plot.figure(Tally.of(spec, records)).axes[1]
    ticks = [t for t in ax.get_xticks() if ax.get_xlim()[0] <= t <= ax.get_xlim()[1]]
    assert ticks == [7.0]
