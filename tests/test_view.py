"""What a player sees: their own hand, not the opponent's hand, deck order or face-down cards."""

from __future__ import annotations

import json
import random

from arbiter.ocg.decks import read_ydk
from arbiter.ocg.game import new_duel
from arbiter.ocg.view import describe, view
from arbiter.selfplay import BUNDLED_DECK

DECK = read_ydk(BUNDLED_DECK).all


def test_view_hides_what_the_player_may_not_see() -> None:
    d = new_duel(DECK, DECK, 11)
    rng = random.Random(11)
    for _ in range(400):
        if d.pending is None:
            break
        for viewer in (0, 1):
            v = view(d, viewer, "en")
            json.dumps(v)  # plain data
            opp = v["players"][1 - viewer]
            assert isinstance(opp["hand"], int)
            assert isinstance(v["players"][viewer]["hand"], list)
            for m in opp["monsters"]:
                if m is not None and m["position"] == "set":
                    assert m["name"] == "(face-down)" and "atk" not in m
            assert (v["pending"] is not None) == (d.pending.player == viewer)
        d.answer(d.pending.options[rng.randrange(len(d.pending.options))])


def test_every_option_has_a_label_in_both_languages() -> None:
    d = new_duel(DECK, DECK, 4)
    rng = random.Random(4)
    kinds = set()
    for _ in range(2000):
        if d.pending is None:
            break
        for o in d.pending.options:
            for lang in ("ja", "en"):
                label = describe(d, o, lang)
                assert label and ":" not in label, (o.key, label)
            kinds.add(o.kind)
        d.answer(d.pending.options[rng.randrange(len(d.pending.options))])
    assert {"summon", "set", "attack", "phase", "pass", "activate"} <= kinds
