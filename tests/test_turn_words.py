"""A turn is named one way in each language wherever it is shown: the log's turn lines and the boards' headings, of
both games. In Japanese as the rulings pages count turns (「自分１ターン目 相手２ターン目」, seed 004): ３ターン目; the
OCG's log wrote ターン３ and the terminal's board ターン 3."""

from __future__ import annotations

import random
import re

import pytest

from arbiter.games import support_for
from arbiter.play.front import front_for
from arbiter.selfplay import play_random


@pytest.mark.parametrize("game", ["ocg", "dm"])
def test_the_log_and_the_board_name_a_turn_alike(game: str) -> None:
    support = support_for(game)
    deck = support.read_deck(support.selfplay_deck)
    d = support.new_duel(deck, deck, 2)
    play_random(d, random.Random(2), 3, game)
    assert d.turn == 4
    front = front_for(game)
    said = {"ja": "４ターン目", "en": "Turn 4"}
    for lang in ("ja", "en"):
        heading = front.board(d, 0, lang)[0][1]
        last = [line for line in front.render(d, len(d.log), 0, lang) if said[lang] in line]
        assert heading.startswith(f"━━ {said[lang]} · "), heading
        assert len(last) == 1, front.render(d, len(d.log), 0, lang)
    assert not re.search("ターン ?[0-9０-９]", "\n".join(front.render(d, len(d.log), 0, "ja")))
