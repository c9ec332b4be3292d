"""When the engine itself fails on a legal answer (a card's script, a rule's code), the fronts stay up and the duel
stays whole: the answer is undone and not recorded, the person is told in words rather than a traceback, and may
choose again; where no one could choose otherwise (an agent's answer, the only option) the table says that the
duel cannot go on. The fault is made here by an answer that fails halfway, after it changed the duel."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arbiter.games import GAMES
from arbiter.kernel.decision import Option
from arbiter.ocg.duel import Duel
from arbiter.play.loop import Game
from arbiter.play.session import EngineFault, Session
from arbiter.replay import Replay, fingerprint
from web_client import answer, connect, create, expect_error, until_state
from web_server import run_async, serving

FAILED = "the engine failed on answer"
DECK = GAMES["ocg"].read_deck(GAMES["ocg"].selfplay_deck)


def fail_answers_of(monkeypatch: pytest.MonkeyPatch, seat: int, choices_only: bool = False) -> None:
    """From now on every answer to a decision of `seat`'s (with `choices_only`, to one with more than one option)
    changes the duel, then raises."""
    carry_out = Duel.answer

    def failing(self: Duel, o: Option) -> None:
        if self.pending is not None and self.pending.player == seat and (
                not choices_only or len(self.pending.options) > 1):
            self.pending = None
            self.decisions += 1
            self.players[seat].lp -= 1000
            raise KeyError("a card the script looks for is not there")
        carry_out(self, o)

    monkeypatch.setattr(Duel, "answer", failing)


def whole(d: Duel) -> tuple[object, ...]:
    return fingerprint(d, "ocg"), d.decisions, len(d.log), d.players[0].lp, d.players[1].lp


def test_a_failed_answer_is_undone_and_not_recorded(monkeypatch: pytest.MonkeyPatch) -> None:
    s = Session(Replay.new("ocg", [DECK, DECK], 3, ["human", "human"]))
    d = s.duel
    assert isinstance(d, Duel) and d.pending is not None
    before, key = whole(d), d.pending.options[-1].key
    fail_answers_of(monkeypatch, d.pending.player)
    with pytest.raises(EngineFault, match=f"{FAILED} 1 \\(player A's\\)") as e:
        s.act(key)
    assert e.value.detail == "KeyError: 'a card the script looks for is not there'"
    assert isinstance(s.duel, Duel) and whole(s.duel) == before and s.answers == 0
    monkeypatch.undo()
    s.act(key)  # the same answer, once the engine carries it out
    assert s.answers == 1 and s.duel.decisions == 1


class OneAnswer:
    """A terminal whose player gives the same command twice, then quits."""

    clear_screen = False

    def __init__(self) -> None:
        self.lines: list[tuple[str, str]] = []
        self.asked = 0

    def show(self, frags: list[tuple[str, str]]) -> None:
        pass

    def line(self, text: str, style: str = "") -> None:
        self.lines.append((text, style))

    def clear(self, scrollback: bool = False) -> None:
        pass

    def ask(self, message: str, words: list[str]) -> str:
        if not words:  # the hot seat's "press Enter"
            return ""
        self.asked += 1
        if self.asked > 2:
            raise EOFError
        return "1"


def test_the_terminal_says_so_and_asks_again(monkeypatch: pytest.MonkeyPatch) -> None:
    term = OneAnswer()
    game = Game(Session(Replay.new("ocg", [DECK, DECK], 3, ["human", "human"])), term, "en")  # type: ignore[arg-type]
    fail_answers_of(monkeypatch, 0, choices_only=True)
    assert game.run() is None  # the player quit after the second try
    faults = [text for text, style in term.lines if style == "error"]
    assert len(faults) == 2 and all("KeyError" in f and "choose again" in f for f in faults)
    d = game.s.duel
    assert d.decisions == game.s.answers and d.pending is not None and len(d.pending.options) > 1  # as asked


def test_the_terminal_stops_when_an_agent_answer_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    term = OneAnswer()
    game = Game(Session(Replay.new("ocg", [DECK, DECK], 3, ["random", "random"])), term, "en")  # type: ignore[arg-type]
    fail_answers_of(monkeypatch, 0)
    assert game.run() is None
    assert any("cannot go on past it" in text for text, style in term.lines if style == "error")
    assert term.asked == 0 and game.s.answers == 0


def test_the_web_table_refuses_a_failed_answer_and_says_when_an_agent_fails(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with serving(tmp_path / "g.sqlite") as (base, app):
        g = create(base, game="ocg", opponent="random", seed=4, lang="en")
        gid, tokens = g["id"], g["tokens"]

        async def run() -> None:
            a = await connect(base, gid, tokens["A"])
            sa = await until_state(a)
            table = app.state.hub.tables[gid]
            before = whole(table.session.duel)
            key = sa["pending"]["options"][-1]["key"]
            fail_answers_of(monkeypatch, 0)
            await a.send(json.dumps({"type": "act", "key": key}))
            assert f"{FAILED} {sa['step'] + 1} (player A's)" in await expect_error(a)
            assert whole(table.session.duel) == before and table.session.answers == sa["step"]
            # the person's answers work again; the agent's fail: the table says the duel is stuck, to everyone
            monkeypatch.undo()
            fail_answers_of(monkeypatch, 1)
            while table.stuck is None:
                assert sa["pending"], "the agent answered with no fault"
                sa = await answer(a, sa["pending"]["options"][0]["key"])
            assert "cannot go on past it" in await expect_error(a)
            late = await connect(base, gid, tokens["watch"])
            await until_state(late)
            assert "cannot go on past it" in await expect_error(late)
            for ws in (a, late):
                await ws.close()

        run_async(run())
