"""Costs of one card of each kind (`ocg/one_each.py`): the picks offered always leave a card for every kind left,
and a cost without one card of each kind cannot be paid."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg import one_each
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import CardFilter, Ctx, Effect, Kind
from arbiter.ocg.state import Card

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    graveyard:
      - {stats: {atk: 1, attribute: LIGHT}, as: L1}
      - {stats: {atk: 2, attribute: LIGHT}, as: L2}
      - {stats: {atk: 3, attribute: DARK}, as: D}
"""


def _duel() -> Duel:
    return build(load(BOARD, "each"), "each", RULES).duel


def _is(attribute: str) -> CardFilter:
    return lambda ctx, c: c.data.attribute == attribute


def test_one_light_and_one_dark() -> None:
    d = _duel()
    grave = [d.cards[i] for i in d.players[0].grave]
    l1, l2, dark = grave
    ctx = Ctx(d, 0, l1, Effect(Kind.IGNITION, lambda res: None))
    kinds = (_is("LIGHT"), _is("DARK"))
    assert one_each.completable(ctx, kinds, [], grave)
    assert one_each.completable(ctx, kinds, [l1], grave)
    assert one_each.completable(ctx, kinds, [dark, l2], grave)
    assert not one_each.completable(ctx, kinds, [l1, l2], grave)  # two of one kind
    assert not one_each.completable(ctx, kinds, [], [l1, l2])  # no DARK at all


def test_a_card_of_two_kinds_fills_either() -> None:
    d = _duel()
    grave: list[Card] = [d.cards[i] for i in d.players[0].grave]
    l1, _, dark = grave
    ctx = Ctx(d, 0, l1, Effect(Kind.IGNITION, lambda res: None))
    anything = (lambda ctx, c: True, _is("DARK"))
    assert one_each.completable(ctx, anything, [dark], [l1, dark])  # DARK takes "anything", L1 cannot be DARK
    assert not one_each.completable(ctx, anything, [l1], [l1])


MISTRESS = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    graveyard:
      - {card: 精霊術師 ドリアード, as: DOR}
      - {stats: {atk: 1, attribute: WATER}, as: WA}
      - {stats: {atk: 2, attribute: WATER}, as: W2}
"""


def test_the_older_pick_gives_a_card_of_several_kinds_one_kind() -> None:
    """`cards.common.one_each`: 「精霊術師 ドリアード」 paid first (WIND, WATER, FIRE and EARTH) takes one kind only,
    so a WATER monster may still be paid after it; two WATER monsters may not."""
    from arbiter.ocg.cards.common import one_each as older
    from arbiter.ocg.chain import ChainLink
    from arbiter.ocg.names import has_attribute

    d = build(load(MISTRESS, "mistress"), "mistress", RULES).duel
    dor, water, water2 = (d.cards[i] for i in d.players[0].grave)
    pick, _ = older(*(lambda c, a=a: has_attribute(c, a) for a in ("WIND", "WATER", "FIRE", "EARTH")))
    eff = Effect(Kind.ACTIVATE, lambda res: None)
    link = ChainLink(0, dor.idx, dor.oid, 1, 1, (), eff)
    link.cost_cards = [dor.idx]
    assert pick(Ctx(d, 0, dor, eff, link=link), water)
    link.cost_cards = [dor.idx, water.idx]
    assert not pick(Ctx(d, 0, dor, eff, link=link), water2)
