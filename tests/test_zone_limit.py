"""A continuous effect that limits how many cards a player may have in a kind of zone (`Effect.zone_limit`, read by
`Duel.free_slots`): no more zones are free than the limit leaves, cards already there stay, the other player and the
other zones are untouched, and without such an effect nothing changes."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.state import Zone

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    spells: [{card: 魔法除去, face: up}]
    monsters: [{stats: {atk: 1}}, {stats: {atk: 2}}]
  B:
    monsters: [{stats: {atk: 3}}]
"""


def _duel(most: int) -> Duel:
    d = build(load(BOARD, "limit"), "limit", RULES).duel
    source = d.cards[next(i for i in d.players[0].spells if i >= 0)]
    cap = Effect(Kind.CONTINUOUS,
                 zone_limit=lambda ctx, p, zone, within: most if p == 0 and zone is Zone.MONSTERS else None,
                 text_en="at most N monsters", text_ja="モンスターはN体まで")
    d.linger(source, 0, cap, Cause(0, Reason.EFFECT, source.idx), turns=1)
    return d


def test_the_limit_leaves_fewer_free_zones() -> None:
    d = _duel(3)
    assert d.free_slots(0, Zone.MONSTERS) == 1
    assert d.free_slots(1, Zone.MONSTERS) == 4 and d.free_slots(0, Zone.SPELLS) == 4


def test_cards_beyond_it_stay_and_none_is_free() -> None:
    d = _duel(1)
    assert d.free_slots(0, Zone.MONSTERS) == 0
    assert len(d.monsters_of(0)) == 2


def _field_capped(most: int) -> tuple[Duel, int]:
    """A duel where A may fill their field zone with at most `most` cards, and 「山」 in A's deck."""
    d = build(load(BOARD.replace("  B:", "    deck: [{card: 山}]\n  B:"), "limit"), "limit", RULES).duel
    source = d.cards[next(i for i in d.players[0].spells if i >= 0)]
    cap = Effect(Kind.CONTINUOUS,
                 zone_limit=lambda ctx, p, zone, within: most if p == 0 and zone is Zone.FIELD else None,
                 text_en="at most N field spells", text_ja="フィールド魔法はN枚まで")
    d.linger(source, 0, cap, Cause(0, Reason.EFFECT, source.idx), turns=1)
    return d, d.players[0].deck[0]


def _effect_of_a(d: Duel) -> Cause:
    """An effect of A's card on the field (the one capping the field zone), as what activates 「山」."""
    return Cause(0, Reason.EFFECT, next(i for i in d.players[0].spells if i >= 0))


def test_a_field_spell_placed_by_an_effect_needs_room() -> None:
    d, mountain = _field_capped(0)
    assert d.free_slots(0, Zone.FIELD) == 0 and d.free_slots(1, Zone.FIELD) == 1
    assert not d.activate_by_effect(d.cards[mountain], 0, _effect_of_a(d))
    assert d.cards[mountain].zone is Zone.DECK and d.players[0].field < 0


def test_a_field_spell_within_the_limit_is_placed() -> None:
    d, mountain = _field_capped(1)
    assert d.activate_by_effect(d.cards[mountain], 0, _effect_of_a(d))
    assert d.players[0].field == mountain
