"""An effect applied at once, with no chain link, that asks while it applies (`Kind.AT_ONCE` with `asks=True`,
`chain.AtOnce`), before the normal draw (「魔王ディアボロス」): the duel stops at its controller's question with the
top card already shown to them, the draw waits, and the answer applies once."""

from __future__ import annotations

from arbiter.judge.flow import END_TURN, advance_to
from arbiter.judge.ocg_board import RULES
from arbiter.judge.ocg_steps import RULES as STEPS
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel

BOARD = """
turn: {number: 3, player: A, phase: main2}
players:
  A:
    monsters: [{card: 魔王ディアボロス}]
  B:
    deck: [{card: 青眼の白龍}, {card: ホーリー・エルフ}, {card: ハープの精}]
"""


def _at_the_question() -> Duel:
    d = build(load(BOARD, "diabolos"), "diabolos", RULES).duel
    advance_to(STEPS, d, END_TURN, "diabolos", 1)
    return d


def _names(d: Duel, cards: list[int]) -> list[str]:
    return [d.cards[i].data.name_en or "" for i in cards]


def test_it_stops_before_the_draw_for_its_controllers_answer() -> None:
    d = _at_the_question()
    assert d.pending is not None and d.pending.player == 0 and d.phase == "draw"
    assert {o.key for o in d.pending.options} == {"top", "bottom"}
    assert not d.players[1].hand  # the draw waits
    assert d.cards[d.players[1].deck[-1]].idx in d.shown_to(0)  # its controller has seen the top card


def test_the_answer_applies_once() -> None:
    d = _at_the_question()
    d.act("bottom")
    assert _names(d, d.players[1].deck) == ["Blue-Eyes White Dragon", "Spirit of the Harp"]  # bottom first
    assert _names(d, d.players[1].hand) == ["Mystical Elf"]
    assert [e.kind for e in d.log].count("at_once") == 1
    assert [e.kind for e in d.log].count("to_deck") == 1


def test_the_same_answer_gives_the_same_duel() -> None:
    d = _at_the_question()
    e = d.clone()
    d.act("top")
    e.act("top")
    assert d.players[1].hand == e.players[1].hand and d.players[1].deck == e.players[1].deck
    assert _names(d, d.players[1].hand) == ["Blue-Eyes White Dragon"]
