"""`Duel.place_as_spell`: the monster card is the spell it becomes before its move's event is recorded, so what
answers the move (triggers and watchers read at the event) reads a spell card, as `summon_as_monster` has a trap
monster read as the monster it is."""

from __future__ import annotations

import pytest

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Event, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Pos

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [宝玉獣 アメジスト・キャット]
    monsters: [宝玉獣 トパーズ・タイガー]
"""
EFFECT = Cause(0, Reason.EFFECT, -1)


def _seen(d: Duel) -> list[tuple[str, str, frozenset[str]]]:
    """The kind and subtypes each card moved had as its move's event was recorded."""
    seen: list[tuple[str, str, frozenset[str]]] = []
    record = d.record

    def watch(ev: Event) -> None:
        if ev.card >= 0:
            seen.append((ev.kind, d.cards[ev.card].data.kind, d.cards[ev.card].data.subtypes))
        record(ev)
    d.record = watch  # type: ignore[method-assign]
    return seen


@pytest.mark.parametrize(("pos", "subtypes"), [(Pos.UP, frozenset({"continuous"})), (Pos.SET, frozenset())])
def test_a_card_placed_is_a_spell_as_its_move_is_recorded(pos: Pos, subtypes: frozenset[str]) -> None:
    d = build(load(BOARD, "place_as_spell"), "place_as_spell", RULES).duel
    seen = _seen(d)
    assert d.place_as_spell(d.cards[d.players[0].hand[0]], 0, EFFECT, pos=pos)
    assert ("placed", "spell", subtypes) in seen
    assert all(kind == "spell" for k, kind, _ in seen if k == "placed")


def test_a_crystal_beast_destroyed_and_placed_is_a_spell_as_its_destruction_is_recorded() -> None:
    d = build(load(BOARD, "place_as_spell"), "place_as_spell", RULES).duel
    seen = _seen(d)
    assert d.place_as_spell(d.monsters_of(0)[0], 0, EFFECT, "destroyed")
    assert ("destroyed", "spell", frozenset({"continuous"})) in seen
