"""Random self-play, for any game: both players pick uniformly among the legal options.

`arbiter selfplay [--game ocg|dm]` and the benchmarks (bench/, ../shared/bench/random-policy.md) use
this one driver; each game says only which option kinds it counts and how a duel is decked out
(its `GameSupport`, arbiter.kernel.game). Duel i uses seed `seed + i` for the duel and for the policy.
"""

from __future__ import annotations

import random
import resource
import time
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from arbiter.agents.match import capped_turns
from arbiter.games import OCG, support_for
from arbiter.journal import Journal
from arbiter.kernel.game import CardId, GameDuel, GameSupport
from arbiter.ocg.decks import Deck

BUNDLED_DECK = OCG.selfplay_deck  # the OCG benchmark deck


@dataclass
class Outcome:
    winner: int | None  # None: stopped at the turn cap
    turns: int
    decked_out: bool
    choice_points: int  # decisions with at least two options
    decisions: int
    actions: dict[str, int]  # how often each kind of option was chosen at a choice point


@dataclass
class Stats:
    counted: Mapping[str, str]  # the option kinds reported per duel, by their plural
    outcomes: list[Outcome] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    seconds: float = 0.0
    # the duels this run played: the speed's base (a journal's duels count in the outcomes, not in `seconds`)
    timed: list[Outcome] = field(default_factory=list)

    def as_dict(self) -> dict[str, object]:
        n = len(self.outcomes) or 1
        s = self.seconds or 1e-9
        finished = [o for o in self.outcomes if o.winner in (0, 1)]
        out: dict[str, object] = {
            "games": len(self.outcomes),
            "seconds": round(self.seconds, 3),
            "duels_per_s": round(len(self.timed) / s, 2),
            "choice_points_per_s": round(sum(o.choice_points for o in self.timed) / s, 1),
            "decisions_per_s": round(sum(o.decisions for o in self.timed) / s, 1),
            "mean_turns": round(sum(o.turns for o in self.outcomes) / n, 2),
            "mean_choice_points": round(sum(o.choice_points for o in self.outcomes) / n, 1),
            "deck_out_rate": round(sum(o.decked_out for o in self.outcomes) / n, 3),
            "first_player_win_rate": round(sum(o.winner == 0 for o in finished) / (len(finished) or 1), 3),
            "draws_or_capped": sum(o.winner not in (0, 1) for o in self.outcomes),
            "peak_memory_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
            "errors": len(self.errors),
        }
        for kind, plural in self.counted.items():
            out[f"{plural}_per_duel"] = round(sum(o.actions.get(kind, 0) for o in self.outcomes) / n, 2)
        return out


def play_random(d: GameDuel, rng: random.Random, max_turns: int = 200, game: str = "ocg") -> Outcome:
    """Drive a duel of `game` to its end with the uniform random policy; one-option decisions are taken as they are."""
    choice_points = 0
    actions: dict[str, int] = {}
    while d.pending is not None and d.turn <= max_turns:
        opts = d.pending.options
        if len(opts) == 1:
            d.answer(opts[0])
            continue
        choice_points += 1
        o = opts[rng.randrange(len(opts))]
        actions[o.kind] = actions.get(o.kind, 0) + 1
        d.answer(o)
    turns = capped_turns(d.turn, max_turns) if d.pending is not None else d.turn  # stopped: the turns played
    return Outcome(d.winner, turns, support_for(game).decked_out(d), choice_points, d.decisions, actions)


def run_games(support: GameSupport[Any], deck: Sequence[CardId], games: int, seed: int = 0,
              max_turns: int = 200, journal: Journal | None = None) -> Stats:
    """Play `games` duels of the deck against itself; duel i uses seed `seed + i`. With a journal, the duels it
    holds are taken from it and each duel played is recorded as it ends (a killed run continues where it was)."""
    stats = Stats(support.counted)
    start = time.perf_counter()
    for i in range(games):
        rec = journal.done.get(i) if journal else None
        played = rec is None
        if rec is None:
            rec = _one(support, deck, seed + i, max_turns)
            if journal:
                journal.record(i, rec)
        if "error" in rec:
            stats.errors.append(str(rec["error"]))
        else:
            if rec["winner"] is None:  # stopped at the cap: a journal written before counted turn max_turns + 1
                rec = {**rec, "turns": capped_turns(rec["turns"], max_turns)}
            stats.outcomes.append(Outcome(**rec))
            if played:
                stats.timed.append(stats.outcomes[-1])
    stats.seconds = time.perf_counter() - start
    return stats


def _one(support: GameSupport[Any], deck: Sequence[CardId], seed: int, max_turns: int) -> dict[str, Any]:
    try:
        d = support.new_duel(deck, deck, seed)
        return asdict(play_random(d, random.Random(seed), max_turns, support.name))
    except Exception as e:  # a self-play run reports engine errors instead of stopping at the first
        return {"error": f"seed {seed}: {type(e).__name__}: {e}"}


def run(deck: Deck, games: int, seed: int = 0, max_turns: int = 200) -> Stats:
    """OCG self-play of a .ydk deck (the benchmark's entry point)."""
    return run_games(OCG, deck.all, games, seed, max_turns)
