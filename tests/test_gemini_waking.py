"""`Effect.wakes_geminis` (「超合魔獣ラプテノス」), read by `Duel.dormant` through `Duel.statics`: while such an effect
applies, a gemini monster face-up on the field is treated as gemini summoned (its effects apply); a face-down or
absent source wakes nothing, and neither does a gemini monster in the hand."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.names import is_named
from arbiter.ocg.state import Card

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: ヘルカイザー・ドラゴン, as: HK}%s]
    hand: [{card: ヘルカイザー・ドラゴン, as: H}]
"""


def _duel(raptinus: str) -> tuple[Duel, dict[str, Card]]:
    d = build(load(BOARD % raptinus, "waking"), "waking", RULES).duel
    return d, {c.label: c for c in d.cards if c.label}


def test_a_face_up_raptinus_wakes_the_geminis_on_the_field() -> None:
    d, c = _duel(", {card: 超合魔獣ラプテノス, as: RA}")
    assert not d.dormant(c["HK"])
    assert d.dormant(c["H"])
    assert any(e.extra_attacks for s, e in d.statics() if s.idx == c["HK"].idx)


def test_without_it_or_face_down_they_stay_normal_monsters() -> None:
    for board in ("", ", {card: 超合魔獣ラプテノス, as: RA, position: set}"):
        d, c = _duel(board)
        assert d.dormant(c["HK"])
        assert not any(s.idx == c["HK"].idx for s, _ in d.statics())


ALIUS_BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: Ｅ・ＨＥＲＯ アナザー・ネオス, as: NA}, {card: 超合魔獣ラプテノス, as: RA}]
"""
NEOS = 89943723  # Ｅ・ＨＥＲＯ ネオス


def test_a_gemini_monster_woken_has_the_name_its_text_gives_it_as_gemini_summoned() -> None:
    d = build(load(ALIUS_BOARD, "waking"), "waking", RULES).duel
    c = {x.label: x for x in d.cards if x.label}
    assert not c["NA"].gemini  # never gemini summoned: Raptinus alone treats it so
    assert is_named(c["NA"], NEOS) and not d.dormant(c["NA"])
    d.banish([c["RA"]], Cause(0, Reason.EFFECT, -1))
    assert not is_named(c["NA"], NEOS) and d.dormant(c["NA"])  # at once, as its effects
