"""The cost is paid before the targets are chosen (`arbiter.ocg.cost_first`): an activation is legal where some way
of paying its cost leaves the effect targets and something to act on, though the duel before the cost has none
(「死者転生」 discarding the monster it targets, 「六武衆の理」, 「ヒステリック・パーティー」), and illegal where every
way takes away targets it needs (「ゴッドバードアタック」); the activation offers only the ways that work, and the
targets are those of the duel after the cost. The common case makes no copy of the duel."""

from __future__ import annotations

from collections.abc import Iterator
from typing import SupportsIndex

import pytest

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg import cost_first
from arbiter.ocg.duel import Duel
from arbiter.ocg.frame import Frame
from arbiter.ocg.legality import activation_refusal, procedure_ways
from arbiter.ocg.state import Card, Zone

REINCARNATION, CYCLONE, HARPIE, ICARUS, CUNNING, YARIZA, HYSTERIC = (
    74848038, 5318639, 76812113, 53567095, 27178262, 69025477, 77778835)
GATE_GUARDIAN, SANGA = 25833572, 25955164


def _duel(board: str) -> Duel:
    return build(load("turn: {number: 3, player: A, phase: main1}\nplayers:\n" + board, "cost_first"), "cost_first",
                 RULES).duel


def _card(d: Duel, passcode: int, zone: Zone | None = None) -> Card:
    return next(c for c in d.cards if c.data.passcode == passcode and (zone is None or c.zone is zone))


def _activate(d: Duel, c: Card) -> None:
    assert d.pending is not None
    d.act(next(o.key for o in d.pending.options if o.kind == "activate" and o.card == c.idx))


def _offered(d: Duel) -> set[int]:
    assert d.pending is not None
    return {o.card for o in d.pending.options if o.kind in ("cost", "target")}


@pytest.fixture
def clones(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """Counts the copies of the duel made (each way of paying tried is one)."""
    made = [0]
    clone = Duel.clone

    def counting(self: Duel) -> Duel:
        made[0] += 1
        return clone(self)

    monkeypatch.setattr(Duel, "clone", counting)
    yield made


REINCARNATION_BOARD = """
  A:
    hand: [死者転生, サイクロン, {stats: {atk: 100, def: 100}}]
"""


def test_the_monster_discarded_is_the_target() -> None:
    d = _duel(REINCARNATION_BOARD)
    mr = _card(d, REINCARNATION)
    x = next(d.cards[i] for i in d.players[0].hand if d.cards[i].data.is_monster)
    _activate(d, mr)
    assert d.pending is not None and d.pending.kind == "cost"
    assert _offered(d) == {x.idx}  # the spell would leave no monster to target: not offered
    d.act(f"cost:{x.idx}")
    assert d.pending is not None and d.pending.kind == "target"
    assert _offered(d) == {x.idx} and x.zone is Zone.GRAVE


def test_with_a_target_already_there_every_card_may_be_discarded() -> None:
    d = _duel(REINCARNATION_BOARD + "    graveyard: [{stats: {atk: 5}}]\n")
    mr = _card(d, REINCARNATION)
    hand = {i for i in d.players[0].hand if i != mr.idx}
    x = next(d.cards[i] for i in hand if d.cards[i].data.is_monster)
    g = d.cards[d.players[0].grave[0]]
    _activate(d, mr)
    assert _offered(d) == hand
    d.act(f"cost:{x.idx}")
    assert _offered(d) == {x.idx, g.idx}  # the targets after the cost: the one discarded among them


def test_no_monster_to_discard_no_activation() -> None:
    d = _duel("  A:\n    hand: [死者転生, サイクロン]\n")
    mr = _card(d, REINCARNATION)
    assert activation_refusal(d, 0, mr, 1, d.effect_of(mr.idx, 1), (), None) == cost_first.NO_TARGETS


def test_the_common_case_makes_no_copy(clones: list[int]) -> None:
    d = _duel(REINCARNATION_BOARD + "    graveyard: [{stats: {atk: 5}}]\n")
    mr = _card(d, REINCARNATION)
    clones[0] = 0
    assert not activation_refusal(d, 0, mr, 1, d.effect_of(mr.idx, 1), (), None)
    assert clones == [0]


def test_two_copies_of_a_name_are_one_way(clones: list[int]) -> None:
    d = _duel("""
  A:
    hand: [ハーピィ・レディ, ハーピィ・レディ, サイクロン]
    spells: [{card: ヒステリック・パーティー, face: set}]
""")
    hp = _card(d, HYSTERIC)
    clones[0] = 0
    d.what_if = ((), {})  # (the options the duel offers were found as it was set up)
    assert not activation_refusal(d, 0, hp, 1, d.effect_of(hp.idx, 1), (), None)
    assert clones == [1]  # a Harpie Lady works: no other way is tried
    assert not activation_refusal(d, 0, hp, 1, d.effect_of(hp.idx, 1), (), None)
    assert clones == [1]  # asked again in the same state: the answer is kept
    _activate(d, hp)
    assert clones == [3]  # the activation tries each way once: a Harpie Lady (either), the Cyclone
    assert {d.cards[i].data.passcode for i in _offered(d)} == {HARPIE} and len(_offered(d)) == 2


def test_the_cost_frees_the_zone_and_is_the_target() -> None:
    d = _duel("""
  A:
    hand: [六武衆の理]
    monsters: [六武衆－ヤリザ, {stats: {atk: 1}}, {stats: {atk: 2}}, {stats: {atk: 3}}, {stats: {atk: 4}}]
""")
    s, y = _card(d, CUNNING), _card(d, YARIZA)
    _activate(d, s)
    assert _offered(d) == {y.idx}
    d.act(f"cost:{y.idx}")
    assert d.pending is not None and d.pending.kind == "target" and _offered(d) == {y.idx}


ICARUS_BOARD = """
  A:
    monsters: [ハーピィ・レディ]
    spells: [{card: ゴッドバードアタック, face: set}]
  B:
    monsters: [{stats: {atk: 100}}]
"""


def test_a_cost_that_takes_a_needed_target_makes_it_illegal() -> None:
    d = _duel(ICARUS_BOARD)
    ia = _card(d, ICARUS)
    assert activation_refusal(d, 0, ia, 1, d.effect_of(ia.idx, 1), (), None) == cost_first.LEFT_NOTHING
    assert d.pending is not None and not any(o.card == ia.idx for o in d.pending.options if o.kind == "activate")


def test_the_tributed_monster_is_no_target() -> None:
    d = _duel(ICARUS_BOARD + "    spells: [{card: サイクロン, face: set}]\n")
    ia, w = _card(d, ICARUS), _card(d, HARPIE)
    m = d.cards[d.players[1].monsters[0]]
    cy = _card(d, CYCLONE)
    _activate(d, ia)
    assert _offered(d) == {w.idx}
    d.act(f"cost:{w.idx}")
    assert d.pending is not None and d.pending.kind == "target" and _offered(d) == {m.idx, cy.idx}


GATE_BOARD = """
  A:
    spells: [{card: 群雄割拠, face: up}]
    hand: [ゲート・ガーディアン]
    monsters:
      - 雷魔神－サンガ
      - {card: 雷魔神－サンガ, position: set}
      - {card: 風魔神－ヒューガ, position: set}
      - {card: 水魔神－スーガ, position: set}
"""


class _Untouched(list[Frame]):
    """A duel's stack that a query must leave as it is."""

    def append(self, f: Frame) -> None:
        raise AssertionError(f"a query pushed {type(f).__name__} onto the duel's stack")

    def pop(self, i: SupportsIndex = -1) -> Frame:
        raise AssertionError("a query popped the duel's stack")


def test_the_tribute_listing_leaves_the_stack_alone() -> None:
    """The ways of tributing for 「ゲート・ガーディアン」's procedure under 「群雄割拠」 are listed with its filter
    reading the picks so far (one of each) from its context, not from an activation pushed onto the duel's stack:
    only the face-up Sanga with the other two lifts the lock."""
    d = _duel(GATE_BOARD)
    gg = _card(d, GATE_GUARDIAN)
    up, down = (next(c for c in d.monsters_of(0) if c.face_up is face and c.data.passcode == SANGA)
                for face in (True, False))
    d.stack = _Untouched(d.stack)
    ways = procedure_ways(d, 0, gg, d.effect_of(gg.idx, 1))
    assert ways is not None and len(ways.working) == 1
    assert ways.allows([up.idx]) and not ways.allows([down.idx])
