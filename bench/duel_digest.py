"""One digest of many seeded random duels, the options offered at every decision included: a speed change must leave
it as it was (tests/test_seeded_logs.py checks a few duels; this checks many more, of three kinds of deck).

    PYTHONHASHSEED=0 PYTHONPATH=src python3 bench/duel_digest.py [--games 100] [--only anchor,chain,pool]

Prints one sha256 per deck kind: the anchor deck, `bench/chain-deck.ydk`, and pool decks drawn as in
growth_bench.py. Compare the lines before and after a change.
"""

from __future__ import annotations

import argparse
import hashlib
import random
from collections.abc import Sequence

from growth_bench import CHAIN_DECK, _pool

from arbiter.games import OCG
from arbiter.ocg.decks import read_ydk
from arbiter.selfplay import BUNDLED_DECK


def duel_text(deck0: Sequence[int], deck1: Sequence[int], seed: int) -> str:
    """The log of one uniformly random duel, with the options offered at every decision."""
    d = OCG.new_duel(deck0, deck1, seed)
    rng = random.Random(seed)
    offered = []
    while d.pending is not None and d.turn <= 200:
        opts = d.pending.options
        offered.append(f"{d.pending.kind} {d.pending.player}: {' '.join(o.key for o in opts)}")
        d.answer(opts[0] if len(opts) == 1 else opts[rng.randrange(len(opts))])
    log = [f"{e.kind}{e.args!r}" for e in d.log]
    return "\n".join([*log, *offered, f"{d.winner} {d.turn}"])


def decks(kind: str, games: int) -> list[tuple[list[int], list[int]]]:
    if kind == "pool":
        cards = _pool()
        out = []
        for i in range(games):
            rng = random.Random(i)
            d0, d1 = ([c for c in rng.sample(cards, 40 // 3 + 1) for _ in range(3)][:40] for _ in range(2))
            out.append((d0, d1))
        return out
    deck = read_ydk(BUNDLED_DECK if kind == "anchor" else CHAIN_DECK).all
    return [(deck, deck)] * games


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--only", default="anchor,chain,pool")
    a = ap.parse_args()
    for kind in a.only.split(","):
        h = hashlib.sha256()
        errors = 0
        for seed, (d0, d1) in enumerate(decks(kind, a.games)):
            try:
                h.update(duel_text(d0, d1, seed).encode())
            except Exception as e:  # an engine error is part of the digest: the same seeds must fail the same way
                errors += 1
                h.update(f"error {type(e).__name__}: {e}".encode())
        print(f"{kind}: {a.games} duels, {errors} errors, sha256 {h.hexdigest()}", flush=True)


if __name__ == "__main__":
    main()
