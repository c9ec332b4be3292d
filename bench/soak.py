"""Soak: random decisions in both games with the engine's invariants checked after every one.

    python3 bench/soak.py [--decisions 1000000] [--game both|ocg|dm] [--seed 0] [--workers 1] [--json]
    python3 bench/soak.py --memory-duels 100000 [--game ocg]     # memory over many duels, no checks
    python3 bench/soak.py --pool --duels 10000 [--workers 2]    # OCG decks drawn from the era's complete cards

With `--pool` each OCG duel's two decks are drawn, by the duel's seed, from every card of the era's pool that is
complete (`arbiter cards --era`): 40 main-deck cards (at most three of a card) and 15 fusion monsters each.
`--duels N` stops after N duels instead of a number of decisions.

After each decision (any answer, one option or many) it checks:
- census: every card of the duel is in exactly one zone list of one player, the one its `zone` says; none lost,
  none duplicated;
- a refused answer changes nothing: answers that are not offered raise IllegalAction and leave the duel as it was;
- clones are independent: a clone given another answer leaves the original as it was, and the original's answer
  leaves the clone as it was;
and after each duel, determinism: the same decks, seed and answers played again give the same state before every
answer and the same replay fingerprint (everything either player sees) at the end. A duel still going after
20,000 answers (random duels take about a thousand) is a failure: a loop that never ends; so is an answer that takes
more than two minutes (a loop inside the engine that asks nothing, such as a chain that grows for ever).
"As it was" compares the census, every card's object and position, life points, the log's length, the answer
count, the RNG's state and what is asked of whom. Exit status 1 and the first failures if any check fails.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import sys
import time
import traceback
from concurrent.futures import ProcessPoolExecutor
from operator import attrgetter
from pathlib import Path
from typing import Any

from arbiter.games import GAMES
from arbiter.kernel.decision import IllegalAction
from arbiter.kernel.game import GameDuel
from arbiter.ocg.categories import strict_qualifiers
from arbiter.replay import fingerprint

CARD_STATE = {"ocg": attrgetter("oid", "pos", "ctl"), "dm": attrgetter("oid", "tapped")}
LONGEST = 20_000  # answers in one duel: random duels take about a thousand; many more is a loop that never ends
SLOWEST = 120  # seconds for one answer and its checks (milliseconds as a rule): longer is a loop that asks nothing
REFUSED = ("no-such-answer", "", "pass:1", "activate:-1:1", "summon:99999", "attack:0:99999")


def piles(d: Any, game: str) -> list[tuple[int, int, list[int]]]:
    """(player, zone, card indexes) for every zone list of the duel."""
    out = []
    for p, pl in enumerate(d.players):
        if game == "ocg":
            from arbiter.ocg.state import Zone

            out += [(p, Zone.DECK, pl.deck), (p, Zone.HAND, pl.hand),
                    (p, Zone.MONSTERS, [i for i in pl.monsters if i >= 0]),
                    (p, Zone.SPELLS, [i for i in pl.spells if i >= 0]),
                    (p, Zone.FIELD, [pl.field] if pl.field >= 0 else []), (p, Zone.GRAVE, pl.grave),
                    (p, Zone.BANISHED, pl.banished), (p, Zone.EXTRA, pl.extra), (p, Zone.GONE, pl.gone)]
        else:
            out += [(p, z, pile) for z, pile in enumerate(pl.piles)]
    return out


def census(d: Any, game: str) -> None:
    """Every card of the duel is in exactly one zone list, the one its `zone` says: none lost, none doubled."""
    where: dict[int, tuple[int, int]] = {}
    for p, z, idxs in piles(d, game):
        for i in idxs:
            if i in where:
                raise AssertionError(f"card {i} is in two places: player {where[i][0]} zone {where[i][1]} and "
                                     f"player {p} zone {int(z)}")
            if int(d.cards[i].zone) != int(z):
                raise AssertionError(f"card {i} is listed in zone {int(z)} but says it is in {int(d.cards[i].zone)}")
            where[i] = (p, int(z))
    if len(where) != len(d.cards):
        raise AssertionError(f"cards in no zone: {sorted(set(range(len(d.cards))) - set(where))}")


def snapshot(d: Any, game: str) -> tuple[object, ...]:
    """The duel's state as far as the checks compare it: every zone list, every card's object and position,
    life points, the log's length, the answers given, the RNG and what is asked of whom."""
    zones = tuple(tuple(idxs) for _, _, idxs in piles(d, game))
    cards = tuple(map(CARD_STATE[game], d.cards))
    life = tuple(pl.lp for pl in d.players) if game == "ocg" else ()
    asked = None if d.pending is None else (d.pending.player, d.pending.kind, tuple(o.key for o in d.pending.options))
    return zones, cards, life, len(d.log), d.decisions, d.winner, d.rng.getstate(), asked


_POOL: tuple[list[int], list[int]] | None = None


def complete_pool() -> tuple[list[int], list[int]]:
    """The era's complete cards (`registry.card_status`) that a main deck may hold, and its fusion monsters."""
    global _POOL
    if _POOL is None:
        from arbiter.ocg.carddata import default_db, era_pool
        from arbiter.ocg.registry import card_status

        db = default_db()
        done = sorted(p for p in era_pool() if card_status(p).complete)
        _POOL = ([p for p in done if not (db.get(p).is_fusion or db.get(p).is_token)],
                 [p for p in done if db.get(p).is_fusion])
    return _POOL


def pool_deck(rng: random.Random) -> list[int]:
    """A deck drawn from the complete pool: 40 main-deck cards and 15 fusion monsters, at most three of a card."""
    main, fusions = complete_pool()
    return ([c for c in rng.sample(main, 14) for _ in range(3)][:40]
            + [c for c in rng.sample(fusions, 5) for _ in range(3)])


class Soak:
    def __init__(self, game: str, seed: int, pool: bool = False) -> None:
        self.game = game
        self.support = GAMES[game]
        self.deck = self.support.read_deck(self.support.selfplay_deck)
        self.pool = pool and game == "ocg"
        self.rng = random.Random(seed)
        self.seed = seed
        self.decisions = self.duels = self.refusals = self.clones = self.replays = 0
        self.failures: list[str] = []

    def decks(self, seed: int) -> tuple[list[Any], list[Any]]:
        """The two decks of the duel with this seed: the soak's deck, or two drawn from the complete pool."""
        if not self.pool:
            return self.deck, self.deck
        rng = random.Random(seed)
        return pool_deck(rng), pool_deck(rng)

    def duel(self, budget: int) -> None:
        seed = self.rng.randrange(2**31)
        d: GameDuel = self.support.new_duel(*self.decks(seed), seed)
        answers: list[str] = []
        states: list[int] = []  # a hash of the state before each answer
        try:
            while d.pending is not None and d.turn <= 200 and self.decisions < budget and len(answers) < LONGEST:
                self.step(d, answers, states)
            if len(answers) >= LONGEST:
                raise AssertionError(f"no end after {LONGEST} answers (turn {d.turn}): a loop that never ends")
            self.check_replay(seed, answers, states, fingerprint(d, self.game))
        except AssertionError as e:
            self.fail(f"{self.game} duel seed {seed}, answer {len(answers) + 1}: {e}")
        except Exception as e:  # an engine error is a failure to report, not a reason to stop the soak
            where = traceback.extract_tb(e.__traceback__)[-1]  # the innermost frame: where to start looking
            self.fail(f"{self.game} duel seed {seed}, answer {len(answers) + 1}: {type(e).__name__}: {e} "
                      f"(at {Path(where.filename).name}:{where.lineno}, {where.name})")
        self.duels += 1

    def fail(self, failure: str) -> None:
        """Keep a failure, and tell it at once on stderr: a long soak may be stopped before its report."""
        self.failures.append(failure)
        print(f"FAILURE (duel {self.duels + 1} of seed {self.seed}): {failure}", file=sys.stderr, flush=True)

    def step(self, d: GameDuel, answers: list[str], states: list[int]) -> None:
        if hasattr(signal, "SIGALRM"):  # not on Windows
            signal.signal(signal.SIGALRM, _too_slow)
            signal.alarm(SLOWEST)
        try:
            self.checked_step(d, answers, states)
        finally:
            if hasattr(signal, "SIGALRM"):
                signal.alarm(0)

    def checked_step(self, d: GameDuel, answers: list[str], states: list[int]) -> None:
        assert d.pending is not None
        before = snapshot(d, self.game)
        states.append(hash(before))
        offered = {o.key for o in d.pending.options}
        tried = [k for k in self.rng.sample(REFUSED, 2) if k not in offered]
        for key in tried:
            try:
                d.act(key)
            except IllegalAction:
                self.refusals += 1
            else:
                raise AssertionError(f"the answer {key!r}, not offered, was taken")
        if snapshot(d, self.game) != before:
            raise AssertionError(f"the refused answers {tried!r} changed the duel")
        options = d.pending.options
        clone = d.clone()
        clone.act(options[self.rng.randrange(len(options))].key)
        after_clone = snapshot(clone, self.game)
        if snapshot(d, self.game) != before:
            raise AssertionError("answering a clone changed the original")
        key = options[self.rng.randrange(len(options))].key
        d.act(key)
        census(d, self.game)
        if snapshot(clone, self.game) != after_clone:
            raise AssertionError("answering the original changed its clone")
        self.clones += 1
        answers.append(key)
        self.decisions += 1

    def check_replay(self, seed: int, answers: list[str], states: list[int], last: str) -> None:
        """The same seed and answers again: the same state before every answer, the same duel at the end."""
        d: GameDuel = self.support.new_duel(*self.decks(seed), seed)
        for n, key in enumerate(answers):
            if hash(snapshot(d, self.game)) != states[n]:
                raise AssertionError(f"played again, the duel before answer {n + 1} differs (not deterministic)")
            d.act(key)
        if fingerprint(d, self.game) != last:
            raise AssertionError("played again, the duel ends differently (not deterministic)")
        self.replays += 1


def _too_slow(signum: int, frame: object) -> None:
    raise AssertionError(f"an answer took over {SLOWEST} s: a loop inside the engine that asks nothing")


def rss_mb() -> float:
    """The resident memory now (not the peak), from /proc where there is one."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except OSError:
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def soak_part(decisions: int, game: str, seed: int, pool: bool = False, duels: int = 0) -> Soak:
    """`decisions` answers (or, with `duels`, that many duels) of one game from one seed."""
    strict_qualifiers()  # in each worker: a soak verifies the cards' declarations (ocg/categories.py)
    s = Soak(game, seed, pool)
    start, told = time.perf_counter(), 0
    while (s.duels < duels if duels else s.decisions < decisions) and len(s.failures) < 10:
        s.duel(decisions)
        if s.decisions - told >= 50_000:  # a long soak tells how far it is, on stderr
            told = s.decisions
            print(f"{game} seed {seed}: {s.decisions} decisions, {s.duels} duels, {len(s.failures)} failures, "
                  f"{time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True)
    return s


def soak(decisions: int, games: list[str], seed: int, workers: int = 1, pool: bool = False,
         duels: int = 0) -> dict[str, Any]:
    """`decisions` (or, with `duels`, that many duels) split evenly over the games and over `workers` processes
    (part k uses seed + k); `pool`: OCG decks drawn from the era's complete cards."""
    start = time.perf_counter()
    parts = [(g, k) for g in games for k in range(workers)]
    total_work = duels or decisions
    sizes = [total_work // len(parts) + (n < total_work % len(parts)) for n in range(len(parts))]
    budgets = [decisions if duels else n for n in sizes]
    counts = sizes if duels else [0] * len(parts)
    if workers > 1:
        with ProcessPoolExecutor(workers) as ex:
            runs = list(ex.map(soak_part, budgets, [g for g, _ in parts], [seed + k for _, k in parts],
                               [pool] * len(parts), counts))
    else:
        runs = [soak_part(b, g, seed + k, pool, c) for b, c, (g, k) in zip(budgets, counts, parts, strict=True)]
    seconds = time.perf_counter() - start
    total = sum(s.decisions for s in runs)
    by_game = {g: {"decisions": sum(s.decisions for s in runs if s.game == g),
                   "duels": sum(s.duels for s in runs if s.game == g)} for g in games}
    return {"decisions": total, "duels": sum(s.duels for s in runs), "workers": workers, "seconds": round(seconds, 1),
            "decisions_per_s": round(total / seconds, 1),
            "refused_answers_checked": sum(s.refusals for s in runs), "clones_checked": sum(s.clones for s in runs),
            "duels_replayed": sum(s.replays for s in runs), "by_game": by_game,
            "failures": sum(len(s.failures) for s in runs), "first_failures": [f for s in runs for f in s.failures][:5],
            "pool": pool, "rss_mb": round(rss_mb(), 1)}


def memory(duels: int, game: str, seed: int) -> dict[str, Any]:
    """Play `duels` random duels (no checks) and sample the resident memory: flat means nothing accumulates."""
    from arbiter.selfplay import play_random

    support = GAMES[game]
    deck = support.read_deck(support.selfplay_deck)
    samples: list[tuple[int, float]] = []
    start = time.perf_counter()
    step = max(1, duels // 20)
    for i in range(duels):
        play_random(support.new_duel(deck, deck, seed + i), random.Random(seed + i), 200, game)
        if i % step == 0 or i == duels - 1:
            samples.append((i + 1, round(rss_mb(), 1)))
            # a long run tells how far it is, on stderr, so that a stopped run still leaves its samples
            print(f"{game}: {i + 1} duels, {samples[-1][1]} MB, {time.perf_counter() - start:.0f} s",
                  file=sys.stderr, flush=True)
    warm = samples[min(2, len(samples) - 1)][1]
    return {"game": game, "duels": duels, "seconds": round(time.perf_counter() - start, 1),
            "rss_mb_samples": samples, "rss_growth_after_warmup_mb": round(samples[-1][1] - warm, 1)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--decisions", type=int, default=1_000_000)
    ap.add_argument("--game", choices=["both", *sorted(GAMES)], default="both")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--workers", type=int, default=1, help="Processes (each part its own seed).")
    ap.add_argument("--memory-duels", type=int, help="Instead: play this many duels and report the memory.")
    ap.add_argument("--pool", action="store_true", help="OCG decks drawn from the era's complete cards.")
    ap.add_argument("--duels", type=int, default=0, help="Stop after this many duels, not --decisions.")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    games = sorted(GAMES) if a.game == "both" else [a.game]
    if a.pool and a.game == "both":
        games = ["ocg"]
    out = memory(a.memory_duels, games[-1], a.seed) if a.memory_duels else soak(
        a.decisions if not a.duels else 10**12, games, a.seed, a.workers, a.pool, a.duels)
    print(json.dumps(out) if a.json else "\n".join(f"{k}: {v}" for k, v in out.items()))
    sys.exit(1 if out.get("failures") else 0)


if __name__ == "__main__":
    main()
