"""An operation that asks a question while it resolves stops the duel there and finishes after the answer."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from arbiter.kernel.decision import IllegalAction
from arbiter.ocg.carddata import CardData
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import CardDef, Effect, Kind, Resolution
from arbiter.ocg.registry import DEFS
from arbiter.ocg.state import Pos, Zone
from arbiter.ocg.turn import Turn
from made_up_duels import VANILLA, decked_duel

TEST_CODE = 999_000_001  # not a real passcode


def _discard_then_draw(res: Resolution) -> None:
    d = res.duel
    d.draw(res.player, 1, res.cause)  # done before the question: must not happen twice
    hand = [d.cards[i] for i in d.players[res.player].hand]
    c = res.ask_cards(hand)
    d.discard([c.idx], res.cause)


@pytest.fixture
def duel() -> Iterator[Duel]:
    DEFS[TEST_CODE] = CardDef(TEST_CODE, (Effect(Kind.ACTIVATE, _discard_then_draw, asks=True),))
    spell = CardData(TEST_CODE, "テスト魔法", "Test Spell", "spell", frozenset({"normal"}),
                     None, None, None, None, None)
    d = decked_duel(n=10)
    d.add_card(spell, 0, Zone.HAND, label="S")
    d.add_card(VANILLA, 0, Zone.HAND, label="H")
    d.turn, d.tp = 3, 0
    d.stack.append(Turn("main1"))
    d.advance()
    yield d
    del DEFS[TEST_CODE]


def test_question_in_the_middle_of_resolution(duel: Duel) -> None:
    d = duel
    d.act(f"activate:{d.cards.index(next(c for c in d.cards if c.label == 'S'))}:1")
    d.act("pass")  # B passes
    d.act("pass")  # A passes: the chain resolves and the operation asks
    assert d.pending is not None and d.pending.kind == "select" and d.pending.player == 0
    assert len(d.players[0].hand) == 2, "the draw before the question is done when the answer comes"
    before = len(d.log)
    with pytest.raises(IllegalAction):
        d.act("select:9999")
    assert len(d.log) == before
    h = next(c for c in d.cards if c.label == "H").idx
    d.act(f"select:{h}")
    assert d.cards[h].zone is Zone.GRAVE
    assert len(d.players[0].hand) == 1  # drew one, discarded H
    assert sum(1 for e in d.log if e.kind == "draw" and e.args[:2] == (0, 1)) == 1
    assert sum(1 for e in d.log if e.kind == "resolve") == 1
    assert d.cards[h].pos is Pos.NONE
