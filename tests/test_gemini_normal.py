"""`Duel.is_normal_monster`: a card's "normal monster" now. A printed normal monster is one everywhere; a gemini monster
is one where its era text treats it so: in the graveyard, and face-up on the field until it is gemini summoned (or
treated so: 「超合魔獣ラプテノス」). In the hand, the deck, banished or face-down it is the effect monster printed."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.kernel.events import Cause, Reason
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Card

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand: [{card: 巨人ゴーグル, as: HAND}, {card: ブラック・マジシャン, as: DM}]
    deck: [{card: 巨人ゴーグル, as: DECK}, {card: ブラック・マジシャン, as: DM2}]
    graveyard: [{card: 巨人ゴーグル, as: GRAVE}, {card: 古代の機械兵士, as: EFFECT}]
    banished: [{card: 巨人ゴーグル, as: GONE}]
    monsters:
      - {card: 巨人ゴーグル, as: UP}
      - {card: 巨人ゴーグル, as: DOWN, position: set}
      - {card: ブラック・マジシャン, as: DM3, position: set}
%s"""
CAUSE = Cause(0, Reason.EFFECT, -1)


def _board(extra: str = "") -> tuple[Duel, dict[str, Card]]:
    d: Duel = build(load(BOARD % extra, "gemini normal"), "gemini normal", RULES).duel
    return d, {c.label: c for c in d.cards if c.label}


def test_a_printed_normal_monster_is_one_everywhere_and_an_effect_monster_nowhere() -> None:
    d, c = _board()
    assert all(d.is_normal_monster(c[k]) for k in ("DM", "DM2", "DM3"))  # face-down too: a normal monster card
    assert not d.is_normal_monster(c["EFFECT"])


def test_a_gemini_monster_is_one_in_the_graveyard_and_face_up_on_the_field() -> None:
    d, c = _board()
    assert d.is_normal_monster(c["GRAVE"])
    assert d.is_normal_monster(c["UP"])
    assert not c["GRAVE"].data.is_normal_monster  # the printed fact is unchanged


def test_elsewhere_it_is_the_effect_monster_printed() -> None:
    d, c = _board()
    for k in ("HAND", "DECK", "GONE", "DOWN"):
        assert not d.is_normal_monster(c[k]), k


def test_gemini_summoned_it_is_an_effect_monster_until_it_leaves_the_field() -> None:
    d, c = _board()
    up = c["UP"]
    assert d.gemini_summon_by_effect(up, 0, CAUSE)
    assert not d.is_normal_monster(up)
    d.send_to_grave([up.idx], CAUSE)
    assert d.is_normal_monster(up)  # a new object in the graveyard: a normal monster again


def test_treated_as_gemini_summoned_it_is_not_one_while_that_lasts() -> None:
    d, c = _board("      - {card: 超合魔獣ラプテノス, as: RA}\n")
    assert not d.is_normal_monster(c["UP"])
    assert d.is_normal_monster(c["GRAVE"])  # Raptinus wakes only those face-up on the field
    d.banish([c["RA"]], CAUSE)
    assert d.is_normal_monster(c["UP"])
