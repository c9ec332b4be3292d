"""`Effect.fewer_once` (「Ｅ・ＨＥＲＯ ネクロダークマン」): a continuous grant of fewer tributes that the first summon
made with it uses up (`legality.spend_fewer_grant`, `Duel.spend` / `spent`) for as long as its card stays where it
is; a summon that needed no grant leaves it unused, and a card that moves is a new object with its grant again."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.legality import fewer_tributes, spend_fewer_grant
from arbiter.ocg.state import Card

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: Ｅ・ＨＥＲＯ ネオス, as: N}, {card: Ｅ・ＨＥＲＯ エッジマン, as: E}]
    graveyard: [{card: Ｅ・ＨＥＲＯ ネクロダークマン, as: NS}]
"""


def _duel() -> tuple[Duel, dict[str, Card]]:
    d = build(load(BOARD, "once"), "once", RULES).duel
    return d, {c.label: c for c in d.cards if c.label}


def test_the_first_summon_uses_it_up() -> None:
    d, c = _duel()
    assert fewer_tributes(d, c["N"]) == 0 and fewer_tributes(d, c["E"]) == 0
    spend_fewer_grant(d, c["N"], 0)
    assert d.spent(c["NS"])
    assert fewer_tributes(d, c["E"]) is None


def test_a_summon_with_the_usual_tributes_leaves_it() -> None:
    d, c = _duel()
    spend_fewer_grant(d, c["N"], 2)
    assert not d.spent(c["NS"]) and fewer_tributes(d, c["E"]) == 0


def test_a_new_object_has_it_again() -> None:
    d, c = _duel()
    spend_fewer_grant(d, c["N"], 0)
    d.banish([c["NS"]], Cause(0, Reason.EFFECT, c["N"].idx))
    assert not d.spent(c["NS"])
