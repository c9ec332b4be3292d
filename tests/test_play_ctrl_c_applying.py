"""Ctrl-C in the terminal while an agent's chosen answer is being applied to the duel: it is handled as one while the
agent thinks (the person playing is asked: resign, quit, or go on), not by saving and quitting unasked, and it lands
only once the answer is applied and recorded (`Session.act`), so the duel is never left half-changed. The Ctrl-C is
a real SIGINT, sent from inside the engine's work on the answer."""

from __future__ import annotations

import os
import signal
import threading
from collections.abc import Iterator

import pytest

from arbiter.games import GAMES
from arbiter.ocg.duel import Duel
from arbiter.play.loop import Game
from arbiter.play.session import Session
from arbiter.replay import Replay, fingerprint
from fake_terminals import Typist

DECK = GAMES["ocg"].read_deck(GAMES["ocg"].selfplay_deck)
AGENT = 1  # B is the agent; A, the person at the keyboard


@pytest.fixture
def sent(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The engine's work on the agent's first answer gets a Ctrl-C halfway: the answer handed to the duel, the duel
    not yet run on from it. The keys it was sent in. Ctrl-C raises KeyboardInterrupt meanwhile, as in a shell (a test
    worker may have been started ignoring it)."""
    if threading.current_thread() is not threading.main_thread():
        pytest.skip("only the main thread receives a signal")
    carry_out, run_on = Duel.act, Duel.advance
    keys: list[str] = []
    applying: list[str] = []

    def act(self: Duel, key: str) -> None:
        if not keys and self.pending is not None and self.pending.player == AGENT:
            applying.append(key)
        try:
            carry_out(self, key)
        finally:
            applying.clear()

    def advance(self: Duel) -> None:
        if applying and not keys:
            keys.append(applying[0])
            os.kill(os.getpid(), signal.SIGINT)
        run_on(self)

    monkeypatch.setattr(Duel, "act", act)
    monkeypatch.setattr(Duel, "advance", advance)
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield keys
    finally:
        signal.signal(signal.SIGINT, before)


class Asked(Typist):
    """A typist's terminal that keeps the questions it was asked too."""

    def __init__(self, lines: list[str]) -> None:
        super().__init__(lines)
        self.asked: list[str] = []

    def ask(self, message: str, words: list[str]) -> str:
        self.asked.append(message)
        return super().ask(message, words)


def played(term: Typist) -> tuple[Game, int | None]:
    game = Game(Session(Replay.new("ocg", [DECK, DECK], 3, ["human", "random"])), term, "en")  # type: ignore[arg-type]
    try:
        winner = game.run()
    except KeyboardInterrupt:
        pytest.fail("the Ctrl-C while the agent's answer was applied left the terminal's loop unasked")
    return game, winner


def recorded_as_played(s: Session) -> bool:
    """The duel is the one its recorded answers make: no answer applied in part or left unrecorded."""
    d = s.replay.start()
    for key in s.replay.answers:
        d.act(key)
    return fingerprint(d, "ocg") == fingerprint(s.duel, "ocg") and d.decisions == s.duel.decisions


def test_ctrl_c_while_the_agents_answer_is_applied_asks_and_enter_goes_on(sent: list[str]) -> None:
    # at A's prompts: "end" ends A's turn, so that B answers; then Enter at the question, and quit at A's next prompt
    term = Asked(["end", "", "quit"])
    game, winner = played(term)
    assert sent, "the agent answered no decision"
    assert [m for m in term.asked if not m.startswith("A> ")] == [
        "Stopped B's thinking (Ctrl-C). Type resign to resign, quit to save the game and quit, or press Enter to let "
        "B think again: "], term.asked
    assert winner is None and game.s.duel.winner is None  # quit at the prompt later, not at the Ctrl-C
    assert sent[0] in game.s.replay.answers  # the answer it was applying when Ctrl-C came stands, recorded
    assert recorded_as_played(game.s)


def test_ctrl_c_while_the_agents_answer_is_applied_lets_the_player_resign(sent: list[str]) -> None:
    term = Asked(["end", "resign", "yes"])
    game, winner = played(term)
    assert sent, "the agent answered no decision"
    assert any(m.startswith("Stopped B's thinking (Ctrl-C)") for m in term.asked), term.asked
    assert winner == AGENT and game.s.duel.resigned == 0
    assert game.s.replay.answers[-1] == "resign:A"
    assert recorded_as_played(game.s)
