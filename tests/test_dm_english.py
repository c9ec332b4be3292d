"""Duel Masters in English: no Japanese in the English log or the English option labels."""

from __future__ import annotations

import random
import re

from arbiter.games import DM
from arbiter.play.front import front_for

JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


def test_english_lines_have_no_japanese() -> None:
    deck = DM.read_deck(DM.selfplay_deck)
    front = front_for("dm")
    named = 0
    for seed in range(40):
        d = DM.new_duel(deck, deck, seed)
        rng = random.Random(seed)
        while d.pending is not None and d.turn <= 200:
            for o in d.pending.options:
                label = front.describe(d, o, "en")
                assert not JAPANESE.search(label), (seed, o.key, label)
            d.answer(d.pending.options[rng.randrange(len(d.pending.options))])
        lines = front.render(d, len(d.log), None, "en")
        named += sum(" names " in line for line in lines)
        assert not [line for line in lines if JAPANESE.search(line)], seed
    assert named, "no duel named a card: the test did not see the line it is about"
