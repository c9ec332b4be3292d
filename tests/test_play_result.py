"""The terminal tells a seat its own result ("You win" / "あなたの勝ち"), and who won where no seat is looking."""

from __future__ import annotations

import pytest

from arbiter.ocg.decks import read_ydk
from arbiter.play.loop import Game
from arbiter.play.session import Session
from arbiter.replay import Replay
from arbiter.selfplay import BUNDLED_DECK


class Lines:
    """A terminal that keeps the lines written to it."""

    clear_screen = False

    def __init__(self) -> None:
        self.lines: list[str] = []

    def show(self, frags: list[tuple[str, str]]) -> None:
        pass

    def line(self, text: str, style: str = "") -> None:
        self.lines.append(text)

    def clear(self, scrollback: bool = False) -> None:
        pass


@pytest.mark.parametrize(("players", "winner", "lang", "said"), [
    (["human", "random"], 0, "en", "You win the duel."),
    (["human", "random"], 1, "ja", "あなたの負け。"),
    (["random", "human"], 1, "ja", "あなたの勝ち。"),
    (["human", "human"], 1, "en", "B wins the duel."),  # two people at one keyboard: who won
    (["human", "random"], 2, "en", "The duel is a draw."),
])
def test_the_result_is_told_to_the_seat_as_its_own(players: list[str], winner: int, lang: str, said: str) -> None:
    deck = read_ydk(BUNDLED_DECK).all
    term = Lines()
    game = Game(Session(Replay.new("ocg", [deck, deck], 3, players)), term, lang)  # type: ignore[arg-type]
    game.s.duel.winner = winner  # the duel's end, as the engine marks it
    game.finish()
    assert said in term.lines
