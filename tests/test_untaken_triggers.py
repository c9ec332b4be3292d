"""A trigger its event set off that could not be activated is remembered for the rest of the phase with the reason
(`Duel.note_untaken`): a later question about it is answered with that reason, until it is offered again."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Event, Reason
from arbiter.kernel.log import LogEntry
from arbiter.ocg.chain import DECLINED, PendingTrigger
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card

BOARD = """
turn: {number: 3, player: A, phase: battle}
players:
  A:
    monsters: [{card: 毒蛇王ヴェノミノン, as: V}]
"""


def _duel() -> tuple[Duel, Card, PendingTrigger]:
    d = build(load(BOARD, "untaken"), "untaken", RULES).duel
    v = next(c for c in d.cards if c.data.name_ja == "毒蛇王ヴェノミノン")
    ev = Event("destroyed", Cause(1, Reason.BATTLE), v.idx, 0)
    return d, v, PendingTrigger(0, v.idx, v.oid, 3, ev)


def test_the_reason_lasts_for_the_phase_its_steps_included() -> None:
    d, v, t = _duel()
    d.phase = "battle:damage"
    d.note_untaken(t, "its cost cannot be paid (x)")
    d.phase = "battle:battle"
    assert d.untaken_reason(v, 3) == ("its event happened, but it could not be activated then: its cost cannot be "
                                      "paid (x)")
    assert d.untaken_reason(v, 1) == ""
    d.phase = "main2"
    assert d.untaken_reason(v, 3) == ""


def test_offered_again_the_earlier_reason_is_dropped() -> None:
    d, v, t = _duel()
    d.note_untaken(t, "it missed the timing")
    d.note_untaken(t, "")
    assert d.untaken_reason(v, 3) == "" and d.untaken == ()


def test_a_declined_trigger_says_so_until_something_else_happens() -> None:
    d, v, t = _duel()
    d.note_untaken(t, DECLINED)
    assert d.untaken_reason(v, 3) == DECLINED
    d.log.append(LogEntry("phase", ("battle:end",)))
    assert d.untaken_reason(v, 3) == ""



def test_a_card_that_moved_since_its_event_is_told_why_as_the_object_it_is_now() -> None:
    # a player asks about the card where it is now (「インフェルノクインデーモン」 in the graveyard): the reason is
    # kept for that object, not for the one its event saw
    d, v, t = _duel()
    d.send_to_grave([v.idx], Cause(0, Reason.RULE, v.idx))
    assert v.oid != t.oid
    d.note_untaken(t, "its card has moved since its event (x)")
    assert d.untaken_reason(v, 3) == ("its event happened, but it could not be activated then: its card has moved "
                                      "since its event (x)")
