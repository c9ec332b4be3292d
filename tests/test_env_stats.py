"""What the RL observation's reader keeps between decisions does not hide a change: a monster's row shows its ATK
and DEF as they are now, when a continuous effect changes them and once it no longer does (field rows are kept
while `Duel.stats_as_printed` says no effect changes any monster's ATK or DEF); an opponent's hand kept open by
「真実の眼」 is named, as the view names it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

pytest.importorskip("pettingzoo", reason="the RL environment needs the `rl` extra (pettingzoo, gymnasium)")

from arbiter.env.features import Observer
from arbiter.env.ocg_rows import HAND
from arbiter.env.rows import CODE, HIDDEN, MINE, STAT_B, STAT_C, ZONE
from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg.carddata import CardData, default_db
from arbiter.ocg.duel import Duel
from arbiter.ocg.effects import CardDef, Effect, Kind
from arbiter.ocg.registry import DEFS
from arbiter.ocg.state import Card, Pos, Zone

TEST_CODE = 999_000_003  # not a real passcode
SKILL_DRAIN = 82732705  # negates the effects of face-up monsters


@pytest.fixture
def board() -> Iterator[tuple[Duel, Card]]:
    """A monster (1000/500) whose own continuous effect gives it +500 ATK, face-up on player 0's field."""
    DEFS[TEST_CODE] = CardDef(TEST_CODE, (Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx,
                                                 atk=lambda ctx, c: 500),))
    monster = CardData(TEST_CODE, "テスト", "Test Monster", "monster", frozenset({"effect"}), "EARTH", "Warrior", 4,
                       1000, 500)
    d = Duel(1)
    m = d.add_card(monster, 0, Zone.MONSTERS, Pos.ATTACK, label="M")
    yield d, m
    del DEFS[TEST_CODE]


def test_stats_as_printed_says_whether_an_effect_changes_atk_or_def(board: tuple[Duel, Card]) -> None:
    d, m = board
    assert not d.stats_as_printed() and d.atk(m) == 1500
    drain = d.add_card(default_db().get(SKILL_DRAIN), 1, Zone.SPELLS, Pos.UP, label="SD")
    d.turn_on(drain)
    assert d.stats_as_printed() and d.atk(m) == 1000


def test_a_monsters_row_shows_its_atk_as_it_is_now(board: tuple[Duel, Card]) -> None:
    d, _ = board
    observer = Observer("ocg", ["Test Monster"])

    def stats() -> tuple[float, float]:
        row = observer.observe(d, 1)["cards"][0]  # the opponent's view: the only card on the field
        return float(row[STAT_B]), float(row[STAT_C])

    assert stats() == (1.5, 0.5)
    drain = d.add_card(default_db().get(SKILL_DRAIN), 1, Zone.SPELLS, Pos.UP, label="SD")
    d.turn_on(drain)
    assert stats() == (1.0, 0.5)
    d.send_to_grave([drain.idx], d.rule_cause(1))
    assert stats() == (1.5, 0.5)


def test_an_open_hand_is_named_in_the_observation() -> None:
    board = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    spells:
      - {card: 真実の眼, face: up}
  B:
    hand:
      - {card: サイクロン}
"""
    d = build(load(board, "eye"), "eye", RULES).duel
    observer = Observer("ocg", ["Mystical Space Typhoon", "The Eye of Truth"])
    cards = observer.observe(d, 0)["cards"]
    hand = cards[(cards[:, MINE] == 0) & (cards[:, ZONE] == HAND / 8)]
    assert len(hand) == 1 and hand[0, HIDDEN] == 0 and hand[0, CODE] == observer.codes["Mystical Space Typhoon"]


def test_a_hand_opened_by_a_monster_is_hidden_again_in_the_kept_rows_once_it_is_face_down_or_gone() -> None:
    # 「マインド・オン・エア」 opens the hand without touching its cards: the kept rows must follow it both ways
    board = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: マインド・オン・エア}]
  B:
    hand: [{card: サイクロン}]
"""
    d = build(load(board, "mind on air"), "mind on air", RULES).duel
    mind = next(c for c in d.cards if c.data.passcode == 66690411)
    observer = Observer("ocg", ["Mystical Space Typhoon", "Mind on Air"])

    def opponents_hand() -> list[float]:
        cards = observer.observe(d, 0)["cards"]
        rows = cards[(cards[:, MINE] == 0) & (cards[:, ZONE] == HAND / 8) & (cards[:, 0] == 1)]
        return [float(r[CODE]) for r in rows]

    assert opponents_hand() == [observer.codes["Mystical Space Typhoon"]]
    d.set_position(mind, Pos.SET, d.rule_cause(1))
    assert opponents_hand() == []
    d.set_position(mind, Pos.ATTACK, d.rule_cause(0))
    assert opponents_hand() == [observer.codes["Mystical Space Typhoon"]]
    d.send_to_grave([mind.idx], d.rule_cause(1))
    assert opponents_hand() == []
