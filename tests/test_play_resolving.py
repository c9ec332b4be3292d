"""Terminal play: a question asked while a chain resolves shows what the chain did so far. The log takes a chain in
only once it is over (its lines' marks depend on what follows), and the chain's box showed its links only while they
were being added: asked what to discard for 「天使の施し」, the player saw neither its activation nor the three
cards it drew."""

from __future__ import annotations

from arbiter.play.board import FRONT
from arbiter.web.wire import state
from scenario_text import board

CHARITY = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 天使の施し, as: GC}, {card: クリボー, as: K}]
    deck: [ブラッド・ヴォルス, ブラッド・ヴォルス, ブラッド・ヴォルス, 苦渋の選択]
"""


def test_a_question_asked_while_a_chain_resolves_shows_what_it_did_so_far() -> None:
    d, labels = board(CHARITY)
    d.act(next(o.key for o in d.pending.options if o.kind == "activate" and o.card == labels["GC"]))
    while d.pending is not None and d.pending.kind == "window":
        d.act("pass")
    assert d.pending is not None and d.pending.kind == "discard"
    shown = {lang: "".join(t for _, t in FRONT.waiting(d, 0, lang)) for lang in ("en", "ja")}
    assert shown["en"] == ('┏Chain Link 1: A activates "Graceful Charity"\n'
                           '┗Resolving Chain Link 1: "Graceful Charity" resolves; A draws 3 cards '
                           '("Vorse Raider" (copy 1), "Vorse Raider" (copy 2) and "Vorse Raider" (copy 3))\n')
    assert "「天使の施し」解決" in shown["ja"] and "３枚ドロー" in shown["ja"]
    d.act(next(o.key for o in d.pending.options if o.card == labels["K"]))
    d.act(d.pending.options[0].key)
    assert FRONT.waiting(d, 0, "en") == []  # the chain over: its lines are the log's


WALL_AT_1000 = """
turn: {number: 5, player: A, phase: main1}
players:
  A:
    lp: 1000
    spells: [{card: 光の護封壁, face: set, as: W}]
"""


def test_a_duel_lost_paying_a_cost_leaves_no_chain_waiting() -> None:
    # A pays its last 1000 LP for 「光の護封壁」 and loses with the chain still open: the chain's box (the terminal's,
    # and the web board's, which shows the same lines) went on showing the link and "B wins the duel" as waiting to
    # resolve beside the result
    d, labels = board(WALL_AT_1000)
    d.act(next(o.key for o in d.pending.options if o.kind == "activate" and o.card == labels["W"]))
    d.act("pay:1000")
    assert d.winner == 1 and d.pending is None
    assert FRONT.waiting(d, 0, "en") == [] and FRONT.waiting(d, None, "ja") == []
    assert state(d, "ocg", 0, "en", d.decisions)["chain"] == []
