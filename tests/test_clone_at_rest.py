"""A clone is a duel at rest: the asker a step of the duel runs under (`Duel._asking`'s replies) does not come
along. A battle's snapshot, taken inside such a step and restored by its answer, once carried it out of the step,
and the next replacement question outside any step then stopped the duel with an error (pool soak, seed 7001)."""

from __future__ import annotations

from arbiter.ocg.decks import read_ydk
from arbiter.ocg.effects import Replies
from arbiter.ocg.game import new_duel
from arbiter.selfplay import BUNDLED_DECK


def test_a_clone_taken_inside_a_step_has_no_step_asker() -> None:
    deck = read_ydk(BUNDLED_DECK)
    d = new_duel(deck.all, deck.all, 1)
    d.replies = Replies([], step=True)
    assert d.clone().replies is None
