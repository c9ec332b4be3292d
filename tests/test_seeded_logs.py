"""The same seeds give the same duels: a fixed set of seeded random duels is checked against recorded digests of
their whole logs. A change that alters a duel (a rules fix) must say so by recording the digests anew:

    PYTHONPATH=src python3 tests/test_seeded_logs.py

and the commit names the fix that changed them.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

import pytest

from arbiter.games import OCG
from arbiter.ocg.decks import read_ydk
from arbiter.selfplay import BUNDLED_DECK, play_random

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = Path(__file__).with_name("golden") / "seeded-logs.json"
DECKS = {"anchor": BUNDLED_DECK, "chain": ROOT / "bench" / "chain-deck.ydk"}
SEEDS = range(8)


def digest(deck: str, seed: int) -> dict[str, object]:
    cards = read_ydk(Path(DECKS[deck])).all
    d = OCG.new_duel(cards, cards, seed)
    play_random(d, random.Random(seed), 200, "ocg")
    text = "\n".join(f"{e.kind}{e.args!r}" for e in d.log)
    return {"entries": len(d.log), "winner": d.winner, "turn": d.turn,
            "sha256": hashlib.sha256(text.encode()).hexdigest()}


def record() -> None:
    out = {f"{deck}:{seed}": digest(deck, seed) for deck in DECKS for seed in SEEDS}
    GOLDEN.write_text(json.dumps(out, indent=1, sort_keys=True) + "\n", encoding="utf-8")


@pytest.mark.parametrize("key", [f"{deck}:{seed}" for deck in DECKS for seed in SEEDS])
def test_seeded_duel_plays_as_recorded(key: str) -> None:
    deck, seed = key.split(":")
    assert digest(deck, int(seed)) == json.loads(GOLDEN.read_text(encoding="utf-8"))[key]


if __name__ == "__main__":
    record()
