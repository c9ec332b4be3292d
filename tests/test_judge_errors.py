"""Bad scenario files get a clear message naming the file, the line and what is wrong."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.judge import yamlsrc
from arbiter.judge.board import build
from arbiter.judge.runner import judge_file
from arbiter.judge.steps import run_step

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


def judge_passes(tmp_path: Path, text: str) -> tuple[bool, str]:
    f = tmp_path / "kind.yaml"
    f.write_text(text, encoding="utf-8")
    v = judge_file(f)
    return v.passed, v.message


@pytest.mark.parametrize(("step", "kind"), [
    # a card whose effects are not implemented is no rules refusal
    ("{player: A, activate: UU, illegal: true}", "unimplemented"),
    # an effect the card does not have, or an answer nobody asks for, is a malformed step
    ("{player: A, activate: RoD, effect: 3, targets: [α], illegal: true}", "malformed"),
    ("{player: A, activate: RoD, targets: [α], cost: [β], illegal: true}", "malformed"),
])
def test_illegal_passes_only_on_a_rules_refusal(tmp_path: Path, step: str, kind: str) -> None:
    board = BOARD.replace("    spells:\n", "    hand:\n      - {card: 灰流うらら, as: UU}\n    spells:\n")
    passed, msg = judge_passes(tmp_path, board + f"steps:\n  - {step}\n")
    assert not passed
    assert f"refused as {kind}" in msg


def test_not_legal_passes_only_on_a_rules_refusal(tmp_path: Path) -> None:
    text = BOARD + "steps:\n  - expect:\n      not_legal: [{player: A, activate: RoD, effect: 2, targets: [α]}]\n"
    passed, msg = judge_passes(tmp_path, text)
    assert not passed
    assert "refused as malformed" in msg


@pytest.mark.parametrize(("board_edit", "step", "why"), [
    (("as: RoD}", "as: RoD, this_turn: [set]}"), "{player: A, activate: RoD, targets: [α], illegal: true}",
     "cannot be activated the turn it was set"),
    (("}, as: ", "}, position: set, as: "), "{player: A, activate: RoD, targets: [β], illegal: true}",
     "not enough legal targets"),
    (("as: RoD}", "as: RoD, face: up}"), "{player: A, activate: RoD, targets: [α], illegal: true}",
     "its activation is over"),
])
def test_a_refusal_says_which_condition_failed(tmp_path: Path, board_edit: tuple[str, str], step: str,
                                               why: str) -> None:
    f = tmp_path / "why.yaml"
    f.write_text(BOARD.replace(*board_edit) + f"steps:\n  - {step}\n", encoding="utf-8")
    doc = yamlsrc.load(f.read_text(encoding="utf-8"), str(f))
    board = build(doc, str(f))
    notes: list[str] = []
    run_step(board, doc["steps"][0], notes)
    assert len(notes) == 1 and why in notes[0], notes
