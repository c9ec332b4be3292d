"""The soak's checks (bench/soak.py) hold on a short run of both games, and each one catches what it is for."""

from __future__ import annotations

from typing import Any

import pytest

from arbiter.games import GAMES
from bench_soak import soak

BOTH = pytest.mark.parametrize("game", sorted(GAMES))


@BOTH
def test_a_short_soak_finds_nothing(game: str) -> None:
    out = soak.soak(400, [game], seed=3)
    assert out["failures"] == 0, out["first_failures"]
    assert out["decisions"] == 400 and out["clones_checked"] == 400 and out["refused_answers_checked"] > 0


def started(game: str) -> Any:
    support = GAMES[game]
    deck = support.read_deck(support.selfplay_deck)
    return support.new_duel(deck, deck, 1)


@BOTH
def test_a_card_in_two_places_is_caught(game: str) -> None:
    d = started(game)
    soak.census(d, game)
    hand = d.players[0].hand if game == "ocg" else d.players[0].piles[1]
    hand.append(hand[0])
    with pytest.raises(AssertionError, match="in two places"):
        soak.census(d, game)


@BOTH
def test_a_lost_card_is_caught(game: str) -> None:
    d = started(game)
    (d.players[1].deck if game == "ocg" else d.players[1].piles[0]).pop()
    with pytest.raises(AssertionError, match="cards in no zone"):
        soak.census(d, game)


@BOTH
def test_a_clone_sharing_state_is_caught(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    d = started(game)
    cls = type(d)
    real = cls.clone

    def shallow(self: Any) -> Any:
        c = real(self)
        c.players = self.players  # a clone that shares the players' zone lists
        c.cards = self.cards
        return c

    monkeypatch.setattr(cls, "clone", shallow)
    s = soak.Soak(game, 0)
    s.duel(200)
    assert any("clone" in f for f in s.failures), s.failures
