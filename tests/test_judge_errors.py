"""Bad scenario files get a clear message naming the file, the line and what is wrong."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.judge.runner import judge_file

BOARD = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters:
      - {stats: {atk: 1400}, as: α}
    spells:
      - {card: 破壊輪, as: RoD}
  B:
    monsters:
      - {stats: {atk: 1000}, as: β}
"""


def judge_text(tmp_path: Path, text: str) -> str:
    f = tmp_path / "s.yaml"
    f.write_text(text, encoding="utf-8")
    v = judge_file(f)
    assert not v.passed
    return v.message


@pytest.mark.parametrize(("text", "line", "words"), [
    (BOARD.replace("as: α}", "as: α, positon: set}"), 7, "unknown key 'positon'"),
    (BOARD.replace("破壊輪", "破壊輪輪輪"), 9, "did you mean: 破壊輪"),
    (BOARD + "steps:\n  - {player: A, activate: RoD, targets: [α]}\n  - expect: {lp: {A: 1}}\n", 15, "lp of A"),
    (BOARD + "steps:\n  - {player: A, activate: RoD, targets: [γ]}\n", 14, "no card labelled or named 'γ'"),
    (BOARD + "steps:\n  - {player: A, jump: RoD}\n", 14, "unknown key 'jump'"),
    (BOARD + "steps:\n  - {player: C, activate: RoD}\n", 14, "player must be A or B"),
    (BOARD.replace("phase: main1", "phase: lunch"), 3, "unknown phase"),
    (BOARD + "wrong: 1\n", 13, "unknown key 'wrong'"),
    ("title: [\n", 2, "not valid YAML"),
    (BOARD + "steps:\n  - {player: A, activate: RoD, targets: [α], illegal: true}\n", 14, "should be refused"),
])
def test_error_names_line_and_problem(tmp_path: Path, text: str, line: int, words: str) -> None:
    msg = judge_text(tmp_path, text)
    assert f"s.yaml:{line}:" in msg
    assert words in msg


def test_unimplemented_card_is_reported_when_its_effect_is_needed(tmp_path: Path) -> None:
    text = BOARD.replace("破壊輪", "灰流うらら") + "steps:\n  - {player: A, activate: RoD, targets: [β]}\n"
    msg = judge_text(tmp_path, text)
    assert "not implemented" in msg and "灰流うらら" in msg


def test_refused_action_leaves_the_duel_unchanged(tmp_path: Path) -> None:
    # 破壊輪 cannot target the face-down β; after the refusal the same activation on α still works
    text = BOARD.replace("as: β}", "as: β, position: set}") + """steps:
  - {player: A, activate: RoD, targets: [β], illegal: true}
  - expect: {chain: [], where: {RoD: A.spells}, position: {RoD: set}}
  - {player: A, activate: RoD, targets: [α]}
  - {resolve: true}
  - expect: {lp: {A: 6600, B: 6600}, where: {α: A.graveyard}}
"""
    f = tmp_path / "ok.yaml"
    f.write_text(text, encoding="utf-8")
    v = judge_file(f)
    assert v.passed, v.message


def test_legal_may_check_a_choice(tmp_path: Path) -> None:
    board = BOARD.replace("spells:\n      - {card: 破壊輪, as: RoD}", "hand:\n      - {card: 月の書, as: BoM}")
    text = board + """steps:
  - {player: A, activate: BoM}
  - expect:
      legal: [{player: A, choose: [α]}, {player: A, choose: [β]}]
      not_legal: [{player: A, choose: [BoM]}]
"""
    f = tmp_path / "choice.yaml"
    f.write_text(text, encoding="utf-8")
    v = judge_file(f)
    assert v.passed, v.message
