"""`Duel.swap_control`: two monsters of different controllers switch control at once, each taking the zone the other
leaves (「強制転移」, 「亜空間ジャンプ装置」, 「鹵獲装置」), so it works with every monster zone taken; if either cannot
change control, neither moves. For a while (「異次元トンネル－ミラーゲート－」), the two switch back the same way in the
end phase; one whose partner is gone goes back alone, as `take_control` does."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card, Zone

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{stats: {atk: 100}}, {stats: {atk: 100}}, {stats: {atk: 100}}, {stats: {atk: 100}}, {stats: {atk: 100}}]
  B:
    monsters: [{stats: {atk: 200}}, {stats: {atk: 200}}, {stats: {atk: 200}}, {stats: {atk: 200}}, {stats: {atk: 200}}]
"""

CAUSE = Cause(0, Reason.EFFECT, -1)


def _duel() -> tuple[Duel, Card, Card]:
    d = build(load(BOARD, "swap"), "swap", RULES).duel
    return d, d.cards[d.players[0].monsters[1]], d.cards[d.players[1].monsters[3]]


def test_full_zones_still_swap_each_into_the_others_zone() -> None:
    d, a, b = _duel()
    assert not d.take_control(a, 1, CAUSE)  # one move alone finds no free zone
    assert d.swap_control(a, b, CAUSE)
    assert (a.ctl, a.slot, b.ctl, b.slot) == (1, 3, 0, 1)
    assert d.players[1].monsters[3] == a.idx and d.players[0].monsters[1] == b.idx


def test_neither_moves_when_one_cannot_change_control() -> None:
    d, a, b = _duel()
    d.restrict(b, "change_control", Cause(1, Reason.EFFECT, b.idx), turns=None)
    assert not d.swap_control(a, b, CAUSE)
    assert (a.ctl, b.ctl) == (0, 1)


def test_two_monsters_of_one_controller_do_not_swap() -> None:
    d, a, _ = _duel()
    other = d.cards[d.players[0].monsters[2]]
    assert not d.swap_control(a, other, CAUSE)
    assert (a.ctl, other.ctl) == (0, 0)


def test_for_a_while_they_switch_back_with_full_zones() -> None:
    d, a, b = _duel()
    assert d.swap_control(a, b, CAUSE, until_end=True)
    d.end_at_phase("end")
    assert (a.ctl, a.slot, b.ctl, b.slot) == (0, 1, 1, 3)


def test_one_whose_partner_is_gone_goes_back_alone() -> None:
    d, a, b = _duel()
    assert d.swap_control(a, b, CAUSE, until_end=True)
    d.destroy([b], CAUSE)  # frees a zone on its controller's (A's) side
    d.end_at_phase("end")
    assert a.ctl == 0 and a.zone is Zone.MONSTERS
