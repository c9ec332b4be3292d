"""Terminal play: a card in the hand keeps its label while other cards leave or come (`set h3` then `set h4`
names the cards the screen showed)."""

from __future__ import annotations

import pytest

from arbiter.games import GAMES, support_for
from arbiter.play.front import front_for

PLAYS = {"ocg": ("set", "summon", "setst"), "dm": ("charge",)}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_hand_labels_stay_while_cards_leave_the_hand(game: str) -> None:
    support = support_for(game)
    deck = support.read_deck(support.starter_deck)
    d = support.new_duel(deck, deck, 11)
    front = front_for(support.name)
    moved = 0
    while moved < 2 and d.turn < 6:
        assert d.pending is not None
        p = d.pending.player
        before = {i: c for i, c in front.codes(d, p).items() if c.startswith("h")}
        play = next((o for o in d.pending.options if o.kind in PLAYS[game] and o.card in before), None)
        d.act((play or d.pending.options[-1]).key)
        if play is None:
            continue
        after = {i: c for i, c in front.codes(d, p).items() if c.startswith("h")}
        assert play.card not in after
        assert {i: c for i, c in before.items() if i in after} == {i: c for i, c in after.items() if i in before}
        moved += 1
    assert moved == 2
