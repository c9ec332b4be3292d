"""The synchro summon (`ocg/synchro.py`, `Cost(synchro=True)`, `cards/shared/synchros.BY_SYNCHRO_SUMMON`): a synchro
monster waits in the fusion deck, and its procedure sends exactly one tuner and one or more non-tuners its player
controls, face-up, whose Levels add up to its Level, to the graveyard; the materials the card lists (LIGHT
non-tuners for 「ライトエンド・ドラゴン」) are kept; it is counted with the extra deck by the deck rules."""

from __future__ import annotations

from arbiter.judge.ocg_board import RULES
from arbiter.judge.scenario import build
from arbiter.judge.yamlsrc import load
from arbiter.ocg import synchro
from arbiter.ocg.decks import deck_problems
from arbiter.ocg.duel import Duel
from arbiter.ocg.game import new_duel
from arbiter.ocg.state import Card, Zone

LIGHT_END, TUNER = 25132288, 11066358  # ライトエンド・ドラゴン, ギャラクシーサーペント (a LIGHT Level 2 tuner)

BOARD = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters:
      - {card: ギャラクシーサーペント, as: T1}
      - {card: ギャラクシーサーペント, as: T2}
      - {stats: {level: 4, attribute: LIGHT}, as: L4}
      - {stats: {level: 2, attribute: LIGHT}, as: L2}
      - {stats: {level: 6, attribute: DARK}, as: D6}
    extra: [{card: ライトエンド・ドラゴン, as: LED}]
"""


def _board() -> tuple[Duel, dict[str, Card]]:
    d = build(load(BOARD, "synchro"), "synchro", RULES).duel
    return d, {c.label: c for c in d.cards if c.label}


def _labels(c: dict[str, Card], idxs: frozenset[int]) -> set[str]:
    return {k for k, v in c.items() if v.idx in idxs}


def test_one_tuner_and_non_tuners_of_the_listed_kind_making_up_its_level() -> None:
    d, c = _board()
    pool = [c[k] for k in ("T1", "T2", "L4", "L2", "D6")]
    sets = [_labels(c, s) for s in synchro.material_sets(d, c["LED"], pool)]
    # Level 8: a Level 2 tuner with the Level 4 and Level 2 LIGHT non-tuners; two tuners or the DARK one never
    assert sorted(sorted(s) for s in sets) == [["L2", "L4", "T1"], ["L2", "L4", "T2"]]


def test_the_next_pick_keeps_a_whole_set_possible() -> None:
    d, c = _board()
    pool = [c[k] for k in ("T1", "T2", "L4", "L2", "D6")]
    assert {m.label for m in synchro.next_materials(d, c["LED"], pool, [c["T1"].idx])} == {"L4", "L2"}
    assert not synchro.complete(d, c["LED"], pool, [c["T1"].idx, c["L4"].idx])
    assert synchro.complete(d, c["LED"], pool, [c["T1"].idx, c["L4"].idx, c["L2"].idx])


def test_the_procedure_is_offered_only_with_a_whole_set() -> None:
    d, c = _board()
    assert d.pending is not None
    assert any(o.kind == "special_summon" and o.card == c["LED"].idx for o in d.pending.options)
    board = BOARD.replace("{level: 2, attribute: LIGHT}", "{level: 3, attribute: LIGHT}")
    d2 = build(load(board, "synchro"), "synchro", RULES).duel
    assert d2.pending is not None
    assert not any(o.kind == "special_summon" for o in d2.pending.options)


def test_a_synchro_monster_goes_to_the_extra_deck() -> None:
    deck = [TUNER] * 3 + [89631139] * 3 + [46986414] * 3 + [70095154] * 3 + [5818798] * 3 + [40640057] * 3 \
        + [76812113] * 3 + [21844576] * 3 + [58932615] * 3 + [84327329] * 3 + [79979666] * 3 + [20721928] * 3 \
        + [89943723] * 3 + [54959865] * 1
    assert len(deck) == 40
    assert not any("main deck" in p or "extra deck" in p for p in deck_problems([*deck, LIGHT_END]))
    d = new_duel([*deck, LIGHT_END], list(deck), 1)
    led = next(c for c in d.cards if c.data.passcode == LIGHT_END)
    assert led.zone is Zone.EXTRA
