"""`--plot FILE.png`: how the win rates converged (with their 95% band), the turn distribution, and for a round
robin of three or more decks the matchup heat map (matplotlib, `pip install 'arbiter-tcg[plot]'`), drawn from a
job's `Tally`: a curve has a point at each of its matchup's games, or for a matchup of more than CURVE_POINTS games
at the end of each stretch of them (`tally.py`)."""

from __future__ import annotations

import shutil
import warnings
from pathlib import Path
from typing import Any

from arbiter.agents.match import wilson
from arbiter.simulate.tally import MAX_CURVES, MatchupTally, Tally, side_score

MAX_BINS = 40  # of the turns histogram
# fonts with Japanese glyphs, by the names matplotlib knows them by (Linux packages, macOS, Windows)
JAPANESE_FONTS = ("Noto Sans CJK JP", "Noto Sans JP", "IPAexGothic", "IPAGothic", "Source Han Sans JP",
                  "TakaoGothic", "VL Gothic", "Hiragino Sans", "Yu Gothic", "Meiryo", "MS Gothic")


class PlotError(RuntimeError):
    """--plot without matplotlib, or to a file whose suffix names no format it writes."""


def check_plot(path: Path, option: str = "--plot") -> None:
    """Raises PlotError without matplotlib or for a suffix it cannot write (matplotlib would add `.png` to a name
    without one): asked before a run as well, so that none is played for a plot that cannot be drawn. `option`: the
    command's name for the file, as the words say it (the training example's is `--out`)."""
    try:
        import matplotlib  # (first: its submodules may be loaded where it is not, in tests)
        from matplotlib.backend_bases import FigureCanvasBase
    except ImportError:
        raise PlotError(f"{option} needs matplotlib: pip install 'arbiter-tcg[plot]'") from None
    formats = FigureCanvasBase.get_supported_filetypes()
    suffix = path.suffix[1:].lower()
    if suffix not in formats:
        raise PlotError(f"{option} {path}: give a file name ending in .png (or another suffix matplotlib writes: "
                          f"{', '.join(sorted(formats))})")
    if suffix == "pgf":  # drawn through a TeX system: without one, matplotlib's RuntimeError came after the games
        tex = matplotlib.rcParams["pgf.texsystem"]
        if shutil.which(tex) is None:
            raise PlotError(f"{option} {path}: matplotlib writes .pgf with {tex}, which is not installed: install "
                            "a TeX system, or give another suffix (.png, .svg, .pdf ...)")


def plot(tally: Tally, path: Path) -> list[str]:
    """Draws the job's figure into `path`; returns what the reader should know about it, in words (a deck's name
    no installed font can draw)."""
    check_plot(path)
    import matplotlib

    matplotlib.use("Agg")  # files only, no display
    import matplotlib.pyplot as plt

    spec = tally.spec
    families = font_families()
    unshown = _unshown([d.name for d in spec.decks], families)
    with plt.rc_context({"font.family": families}), warnings.catch_warnings():
        # said once below, naming the decks, rather than once a character by matplotlib
        warnings.filterwarnings("ignore", message="Glyph .* missing from font")
        fig = figure(tally)
        fig.savefig(path, dpi=100, bbox_inches="tight")  # tight: a long deck name under the heat map was cut off
        plt.close(fig)
    return [f"no installed font draws every character of {', '.join(map(repr, unshown))}: the plot shows boxes "
            f"there; install a Japanese font ({', '.join(JAPANESE_FONTS[:3])} ...: the fonts-noto-cjk or "
            f"fonts-ipaexfont-gothic package), then delete matplotlib's font list in {matplotlib.get_cachedir()} "
            "so that it finds the font"] if unshown else []


def figure(tally: Tally) -> Any:
    """The figure: win rates converging (the first MAX_CURVES matchups), turns, and a round robin's heat map."""
    import matplotlib.pyplot as plt
    from matplotlib.ticker import MaxNLocator

    spec = tally.spec
    matchups = tally.pairs
    heat = spec.mode == "round-robin" and len(spec.decks) >= 3
    fig, axes = plt.subplots(1, 3 if heat else 2, figsize=(16 if heat else 11, 4.5))
    ax = axes[0]
    for m in matchups[:MAX_CURVES]:
        if not tally.matchups[m.index].played:
            continue
        xs, rate, lo, hi = _running(tally.matchups[m.index])
        label = f"{spec.decks[m.a].name} vs {spec.decks[m.b].name}"
        if len(xs) > 1:
            ax.plot(xs, rate, label=label)
            ax.fill_between(xs, lo, hi, alpha=0.2)
        else:  # one game: a line of one point and a band of no width drew nothing at all
            (point,) = ax.plot(xs, rate, "o", label=label)
            ax.vlines(xs, lo, hi, color=point.get_color(), alpha=0.4)
    ax.axhline(0.5, color="grey", linewidth=0.8, linestyle=":")
    # a little beyond 0 and 1: a rate of exactly 1 (or 0) was drawn under the frame, and its curve could not be seen
    ax.set(title=f"Deck A's win rate ({spec.agents[0]} vs {spec.agents[1]}), 95% interval", xlabel="games",
           ylabel="win rate", ylim=(-0.03, 1.03))
    # games are counted: no tick at 2.5 games (nor at 0.96 where every matchup played one: min_n_ticks, as below)
    ax.xaxis.set_major_locator(MaxNLocator(integer=True, min_n_ticks=1))
    shown = f"the first {MAX_CURVES} of {len(matchups)} matchups" if len(matchups) > MAX_CURVES else None
    if len(ax.get_lines()) > 1:  # a curve besides the 0.5 line: none where every game failed
        ax.legend(fontsize="small", title=shown, title_fontsize="small")
    ax = axes[1]
    turns = tally.turns  # the histogram of the games' turns, from their counts
    ax.hist(list(turns), weights=list(turns.values()), bins=_whole_turn_bins(list(turns)), color="tab:blue")
    ax.set(title="Turns per duel", xlabel="turns", ylabel="duels")
    for axis in (ax.xaxis, ax.yaxis):  # turns and duels are counted: no tick at 7.5 turns or 2.5 duels (nor at
        # 6.6 turns where every duel had 7: the locator's fallback where fewer than two whole numbers fit)
        axis.set_major_locator(MaxNLocator(integer=True, min_n_ticks=1))
    if heat:
        _heat_map(axes[2], tally)
    fig.tight_layout()
    return fig


def font_families() -> list[str]:
    """matplotlib's sans-serif, then the installed fonts with Japanese glyphs, which draw the characters it lacks
    (matplotlib falls back along the list glyph by glyph): deck names are often Japanese."""
    from matplotlib import font_manager

    installed = {f.name for f in font_manager.fontManager.ttflist}
    return ["sans-serif", *(f for f in JAPANESE_FONTS if f in installed)]


def _unshown(names: list[str], families: list[str]) -> list[str]:
    """The names with a character that none of the fonts of `families` has."""
    from matplotlib import font_manager, ft2font

    charmaps = [set(ft2font.FT2Font(font_manager.findfont(font_manager.FontProperties(family=[f]))).get_charmap())
                for f in families]
    return [n for n in dict.fromkeys(names) if any(all(ord(c) not in cm for cm in charmaps) for c in n)]


def _whole_turn_bins(turns: list[int]) -> int | list[float]:
    """Bin edges halfway between whole turns, each bin the same whole number of turns, at most MAX_BINS of them:
    edges anywhere else put two turn counts in one bar and one or none in the next, drawing a comb. `turns`: the
    turn counts the games had."""
    if not turns:
        return 1
    low, high = min(turns), max(turns)
    width = -(-(high - low + 1) // MAX_BINS)  # turns a bin, rounded up
    return [low - 0.5 + width * k for k in range((high - low) // width + 2)]


def _running(m: MatchupTally) -> tuple[list[int], list[float], list[float], list[float]]:
    """Deck A's win rate and its interval after each stretch of the matchup's games (each game where it has no more
    than CURVE_POINTS)."""
    assert m.curve is not None, "a curve is drawn of the first MAX_CURVES matchups only"
    xs, rate, lo, hi = [], [], [], []
    doubled, n = 0, 0  # the score, doubled (a draw is half a win), and the games so far
    for points, games in m.curve:
        if not games:
            continue
        doubled += points
        n += games
        p = doubled / 2 / n
        low, high = wilson(p, n)
        xs.append(n)
        rate.append(p)
        lo.append(low)
        hi.append(high)
    return xs, rate, lo, hi


def _heat_map(ax: Any, tally: Tally) -> None:
    spec = tally.spec
    n = len(spec.decks)
    grid = [[float("nan")] * n for _ in range(n)]
    for m, mt in zip(tally.pairs, tally.matchups, strict=True):
        if mt.played:
            grid[m.a][m.b] = sum(k * side_score(w, "a") for (_, w), k in mt.games.items()) / mt.played
            grid[m.b][m.a] = 1 - grid[m.a][m.b]
    im = ax.imshow(grid, vmin=0, vmax=1, cmap="RdYlGn")
    names = [d.name for d in spec.decks]
    ax.set_xticks(range(n), names, rotation=45, ha="right")
    ax.set_yticks(range(n), names)
    for i in range(n):
        for j in range(n):
            if grid[i][j] == grid[i][j]:  # not NaN
                ax.text(j, i, f"{grid[i][j]:.2f}", ha="center", va="center", fontsize="small")
    ax.set(title="Row deck's win rate against column deck")
    ax.figure.colorbar(im, ax=ax)
