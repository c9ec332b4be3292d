"""Duel Masters in English: no Japanese in the English log or the English option labels."""

from __future__ import annotations

import random
import re

from arbiter.dm.registry import load_all, lookup
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


def test_every_race_of_every_card_has_an_english_name() -> None:
    """A card's races were Japanese in English (the web page's card detail, "creature · darkness · ドラゴン・ゾンビ"):
    the cards' data has no English for them, so the module keeps its own table (`dm.model.RACE_EN`)."""
    defs = load_all().values()
    assert sum(len(d.races) for d in defs) > len(defs) / 2, "few races among the cards: the test shows little"
    for d in defs:
        words = d.words("en")
        assert not [w for w in words if JAPANESE.search(w)], (d.key, words)
        assert len(words) == 2 + len(d.races), (d.key, words)  # kind, civilizations, then a word for each race
    # the English Duel Masters cards' own names: ドラゴン・ゾンビ is a Zombie Dragon, its words the other way round
    assert lookup("黒神龍ギルガザメス").words("en") == ("creature", "darkness", "Zombie Dragon")
    assert lookup("邪脚護聖ブレイガー").words("en") == ("creature", "light/darkness", "Guardian", "Brain Jacker")
    assert lookup("黒神龍ギルガザメス").words("ja") == ("クリーチャー", "闇文明", "ドラゴン・ゾンビ")
