"""An effect applied at once, without a chain link (`Kind.AT_ONCE`), that asks while it applies (`asks=True`,
「磨破羅魏」's top or bottom): the duel stops at its question, and the answer replays the operation from a snapshot
taken before it ran, so what it did before the question is done once."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.decision import Option
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Effect, Kind, Resolution

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{stats: {atk: 1000}}]
"""


def _asking(res: Resolution) -> None:
    res.duel.gain_lp(res.player, 100, res.cause)
    o = res.ask([Option("small", "choice", label_en="small"), Option("large", "choice", label_en="large")], "choice")
    res.duel.gain_lp(res.player, 1000 if o.key == "large" else 10, res.cause)


def _duel() -> Duel:
    d = build(load(BOARD, "at_once_asks"), "at_once_asks", RULES).duel
    source = d.cards[next(i for i in d.players[0].monsters if i >= 0)]
    d.linger(source, 0, Effect(Kind.AT_ONCE, _asking, trigger="phase", asks=True,
                               when=lambda ctx, ev: ev.detail == "battle:start", text_en="test", text_ja="テスト"),
             Cause(0, Reason.EFFECT, source.idx))
    return d


def _to_battle(d: Duel) -> None:
    d.act("phase:battle")
    while d.pending is not None and d.pending.kind == "window":
        d.act("pass")


def test_it_stops_at_its_question_and_the_answer_replays_it_once() -> None:
    d = _duel()
    _to_battle(d)
    assert d.pending is not None and d.pending.kind == "choice" and d.pending.player == 0
    d.act("large")
    assert d.players[0].lp == 8000 + 100 + 1000


def test_the_other_answer() -> None:
    d = _duel()
    _to_battle(d)
    d.act("small")
    assert d.players[0].lp == 8000 + 100 + 10
