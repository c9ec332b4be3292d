"""A loop of effects no player can stop ends the duel in a draw (`ENDLESS_LOOP_LINKS`, docs/uncertain-rulings.md);
one where a player may do something else at each window goes on for as long as they pass. The loop:
「カオスポッド」 flipped again by 「召喚制限－猛突するモンスター」 at each resolution (the scenario
cards/ocg/era-morphing-jar-2-flipped-by-all-out-attacks-loops-to-a-draw.yaml plays the first case)."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import ENDLESS_LOOP_LINKS, Duel

BOARD = """turn: {{number: 3, player: A, phase: main1}}
players:
  A:
    monsters: [{{card: カオスポッド, position: set}}]
    spells: [{{card: 召喚制限－猛突するモンスター, face: up}}]
    deck: [カオスポッド]
  B:
    spells: {b_spells}
"""


def _looping(b_spells: str) -> Duel:
    d = build(load(BOARD.format(b_spells=b_spells), "loop"), "loop", RULES).duel
    assert d.pending is not None
    flip = next(o for o in d.pending.options if o.kind == "flip_summon")
    d.answer(flip)
    return d


def _pass_until_links(d: Duel, links: int) -> int:
    """Pass every decision (the first option otherwise) until `links` chain links resolved or the duel ended."""
    resolved = 0
    while d.pending is not None and resolved < links:
        before = len(d.log)
        passing = [o for o in d.pending.options if o.kind == "pass"]
        d.answer(passing[0] if passing else d.pending.options[0])
        resolved += sum(e.kind == "resolve" for e in d.log[before:])
    return resolved


def test_a_loop_no_player_can_stop_is_a_draw() -> None:
    d = _looping("[]")
    resolved = _pass_until_links(d, 10 * ENDLESS_LOOP_LINKS)
    assert d.winner == 2 and d.pending is None
    assert resolved == ENDLESS_LOOP_LINKS
    assert [e.kind for e in d.log[-2:]] == ["endless_loop", "win"]


def test_a_loop_a_player_may_break_goes_on_while_they_pass() -> None:
    # B could activate 「威嚇する咆哮」 at every window: each of those choices starts the count again
    d = _looping("[{card: 威嚇する咆哮, face: set}]")
    resolved = _pass_until_links(d, 3 * ENDLESS_LOOP_LINKS)
    assert resolved == 3 * ENDLESS_LOOP_LINKS
    assert d.winner is None and d.pending is not None
    assert d.unchosen_links < ENDLESS_LOOP_LINKS
