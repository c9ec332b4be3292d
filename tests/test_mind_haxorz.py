"""「マインド・ハック」 shows its player the opponent's hand and the opponent's set cards (`Duel.sees`), not the
opponent's face-up cards' secrets nor anything of its player's own. A look at a hand is over with the chain it was
made in (`Duel.end_looks`, docs/uncertain-rulings.md): the set cards stay seen while they stay where they are."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.duel import Duel

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    spells: [{card: マインド・ハック}]
  B:
    hand: [サイクロン]
    monsters: [{card: 人喰い虫, position: set}]
    spells: [{card: 聖なるバリア －ミラーフォース－}]
"""


def _duel() -> Duel:
    return build(load(BOARD, "haxorz"), "haxorz", RULES).duel


def _run(d: Duel) -> None:
    haxorz = next(c.idx for c in d.cards if c.data.passcode == 75392615)
    assert d.pending is not None
    d.act(next(o.key for o in d.pending.options if o.card == haxorz))
    while d.pending is not None and d.pending.kind == "window":
        d.act("pass")


def test_mind_haxorz_shows_the_hand_and_the_set_cards() -> None:
    d = _duel()
    hidden = [c for c in d.cards if c.owner == 1 and c.data.passcode in (5318639, 54652250, 44095762)]
    assert len(hidden) == 3 and not any(d.sees(0, c) for c in hidden)
    seen_then: list[bool] = []
    real_end_looks = d.end_looks

    def end_looks() -> None:  # what the player sees as the chain ends, before the look at the hand is over
        seen_then.extend(d.sees(0, c) for c in hidden)
        real_end_looks()

    d.end_looks = end_looks  # type: ignore[method-assign]
    _run(d)
    assert d.players[0].lp == 7500
    assert seen_then[-3:] == [True, True, True]  # (the last look's end: the chain's)
    in_hand = [c for c in hidden if c.data.passcode == 5318639]
    assert len(in_hand) == 1 and not d.sees(0, in_hand[0])  # the hand's card: hidden again
    assert all(d.sees(0, c) for c in hidden if c not in in_hand)  # the set cards: still where they were seen
