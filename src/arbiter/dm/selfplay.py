"""Random self-play for Duel Masters: both players pick uniformly among the legal options.

    python3 -m arbiter.dm.selfplay --games 500      (the bundled starter deck for both players)
"""

from __future__ import annotations

import argparse
import json
import random
import time
from dataclasses import dataclass, field
from pathlib import Path

from arbiter.dm.duel import Duel
from arbiter.dm.game import STARTER_DECK, new_duel, read_deck
from arbiter.dm.model import CardDef

COUNTED = ("charge", "summon", "cast", "cross", "attack", "block", "strigger", "ninja", "replace")


@dataclass
class Outcome:
    winner: int | None  # None: stopped at the turn cap
    turns: int
    decked_out: bool
    choice_points: int  # decisions with at least two options
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
            "deck_out_rate": round(sum(o.decked_out for o in self.outcomes) / n, 3),
            "first_player_win_rate": round(sum(o.winner == 0 for o in finished) / (len(finished) or 1), 3),
            "capped": sum(o.winner is None for o in self.outcomes),
            "errors": len(self.errors),
        }
        for k in COUNTED:
            out[f"{k}_per_duel"] = round(sum(o.actions.get(k, 0) for o in self.outcomes) / n, 2)
        return out


def play_random(d: Duel, rng: random.Random, max_turns: int = 200) -> Outcome:
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
    decked = any(e.kind == "lose" and e.args[1] == "deck" for e in d.log[-3:])
    return Outcome(d.winner, d.turn, decked, choice_points, d.decisions, actions)


def run(deck: list[CardDef], games: int, seed: int = 0, max_turns: int = 200) -> Stats:
    """Play `games` duels of the deck against itself; duel i uses seed `seed + i`."""
    stats = Stats()
    start = time.perf_counter()
    for i in range(games):
        try:
            d = new_duel(deck, deck, seed + i)
            stats.outcomes.append(play_random(d, random.Random(seed + i), max_turns))
        except Exception as e:  # a self-play run reports engine errors instead of stopping at the first
            stats.errors.append(f"seed {seed + i}: {type(e).__name__}: {e}")
    stats.seconds = time.perf_counter() - start
    return stats


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Duel Masters random self-play")
    ap.add_argument("--deck", type=Path, default=STARTER_DECK, help="a deck file (JSON list of card/count)")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=0, help="duel i uses seed S+i")
    ap.add_argument("--max-turns", type=int, default=200)
    args = ap.parse_args(argv)
    stats = run(read_deck(args.deck), args.games, args.seed, args.max_turns)
    print(json.dumps(stats.as_dict()))
    for e in stats.errors[:10]:
        print(e)
    return 1 if stats.errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
