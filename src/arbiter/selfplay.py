"""Random self-play: both players pick uniformly among the legal options (bench/random-policy.md)."""

from __future__ import annotations

import random
import resource
import time
from dataclasses import dataclass, field
from pathlib import Path

from arbiter.ocg.decks import Deck
from arbiter.ocg.duel import Duel
from arbiter.ocg.game import new_duel

BUNDLED_DECK = Path(__file__).parent / "data" / "anchor-deck.ydk"
COUNTED = ("summon", "set", "flip_summon", "attack", "activate")


@dataclass
class Outcome:
    winner: int | None  # None: stopped at the turn cap
    turns: int
    decked_out: bool
    choice_points: int
    decisions: int
    actions: dict[str, int]


@dataclass
class Stats:
    outcomes: list[Outcome] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    seconds: float = 0.0

    def as_dict(self) -> dict[str, object]:
        n = len(self.outcomes) or 1
        s = self.seconds or 1e-9
        finished = [o for o in self.outcomes if o.winner in (0, 1)]
        out: dict[str, object] = {
            "games": len(self.outcomes),
            "seconds": round(self.seconds, 3),
            "duels_per_s": round(len(self.outcomes) / s, 2),
            "choice_points_per_s": round(sum(o.choice_points for o in self.outcomes) / s, 1),
            "decisions_per_s": round(sum(o.decisions for o in self.outcomes) / s, 1),
            "mean_turns": round(sum(o.turns for o in self.outcomes) / n, 2),
            "mean_choice_points": round(sum(o.choice_points for o in self.outcomes) / n, 1),
            "deck_out_rate": round(sum(o.decked_out for o in self.outcomes) / n, 3),
            "first_player_win_rate": round(sum(o.winner == 0 for o in finished) / (len(finished) or 1), 3),
            "draws_or_capped": sum(o.winner not in (0, 1) for o in self.outcomes),
            "peak_memory_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
            "errors": len(self.errors),
        }
        for k in COUNTED:
            out[f"{k}s_per_duel"] = round(sum(o.actions.get(k, 0) for o in self.outcomes) / n, 2)
        return out


def play_random(d: Duel, rng: random.Random, max_turns: int) -> Outcome:
    """Drive a duel to its end with the uniform random policy; one-option decisions are taken as they are."""
    choice_points = 0
    actions: dict[str, int] = {}
    while d.pending is not None and d.turn <= max_turns:
        opts = d.pending.options
        if len(opts) == 1:
            d.answer(opts[0])
            continue
        choice_points += 1
        o = opts[rng.randrange(len(opts))]
        if o.kind in COUNTED:
            actions[o.kind] = actions.get(o.kind, 0) + 1
        d.answer(o)
    return Outcome(d.winner, d.turn, any(d.decked), choice_points, d.decisions, actions)


def run(deck: Deck, games: int, seed: int = 0, max_turns: int = 200) -> Stats:
    """Play `games` duels of the deck against itself; duel i uses seed `seed + i`."""
    stats = Stats()
    start = time.perf_counter()
    for i in range(games):
        try:
            d = new_duel(deck.all, deck.all, seed + i)
            stats.outcomes.append(play_random(d, random.Random(seed + i), max_turns))
        except Exception as e:  # a self-play run reports engine errors instead of stopping at the first
            stats.errors.append(f"seed {seed + i}: {type(e).__name__}: {e}")
    stats.seconds = time.perf_counter() - start
    return stats
