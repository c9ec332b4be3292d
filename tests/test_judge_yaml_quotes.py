"""The judge quotes a scenario's values as the scenario writes them, in YAML (`{player: A, summon: MR}`, `eight`,
`null`, `true`, `[A.hand]`), never as Python's repr (`{'player': 'A'}`, `'eight'`, `None`, `True`), in English and
in Japanese."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from arbiter.judge.yamlsrc import as_yaml, load, set_off
from arbiter.kernel.reasons import in_lang
from scenario_text import DM_MADE_UP_BOARD, each_value_replaced, judged

# what Python's repr writes and YAML never does: its words for nothing, yes and no, and a mapping's quoted key
PYTHON_REPR = re.compile(r"\bNone\b|\bTrue\b|\bFalse\b|\{'|'\w+': ")


def test_a_value_is_written_as_yaml_in_flow_style_on_one_line() -> None:
    doc = load("a: {player: B, activate: X, because: 'it is: face-down'}\nb: [a, b]\nc: 破壊輪\n", "t")
    assert as_yaml(doc["a"]) == "{player: B, activate: X, because: 'it is: face-down'}"  # the file's order kept
    assert as_yaml(doc["b"]) == "[a, b]"
    assert as_yaml(doc["c"]) == "破壊輪"  # Japanese as written, not escaped
    assert [as_yaml(v) for v in ("abc", None, True, False, 3, "")] == ["abc", "null", "true", "false", "3", "''"]
    # a text YAML would read as something else keeps its quotes; one of several lines stays on one line
    assert [as_yaml(v) for v in ("yes", "1400", "a\nb")] == ["'yes'", "'1400'", '"a\\nb"']


def test_a_value_set_off_in_a_sentence_is_quoted_once() -> None:
    assert [set_off(v) for v in ("its own card", None, "yes")] == ['"its own card"', '"null"', "'yes'"]


BOARD = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters:
      - {stats: {atk: 1400}, as: α}
    spells:
      - {card: 破壊輪, as: RoD}
    graveyard: [{card: 死者蘇生, as: MR}]
  B:
    monsters:
      - {stats: {atk: 1000}, as: β}
      - {stats: {atk: 900}, position: set, as: γ}
steps:
"""

DM_BOARD = DM_MADE_UP_BOARD + "steps:\n"


@pytest.mark.parametrize(("text", "en", "ja"), [
    (BOARD + "  - expect: {legal: [{player: A, summon: MR}]}\n", "expected legal: {player: A, summon: MR}; refused",
     "合法のはずの{player: A, summon: MR}が拒否された"),
    (BOARD + "  - {resolve: 'yes'}\n", "a resolve step is written resolve: true, not 'yes'",
     "resolveのステップはresolve: trueと書く（'yes'ではない）"),
    (BOARD + "  - {resolve: null}\n", "resolve: true, not null", "（nullではない）"),
    (BOARD + "  - {resolve: false}\n", "resolve: true, not false", "（falseではない）"),
    (BOARD + "  - {player: A, activate: RoD, targets: [β], illegal: abc}\n", "illegal must be true or false, not abc",
     "illegalはtrueかfalse（abcではない）"),
    (BOARD + "  - {player: null, activate: RoD}\n", "player must be A or B, not null",
     "プレイヤーはAかB（nullではない）"),
    (BOARD + "  - expect: {lp: {A: eight}}\n", "expect lp of A must be a whole number, not eight", "（eightではない）"),
    (BOARD + "  - expect: {atk: {α: '1400'}}\n", "must be a whole number, not '1400'", "（'1400'ではない）"),
    (BOARD + "  - expect: {lp: [8000]}\n", "expect lp must be a mapping {A: LP, B: LP}, not [8000]",
     "（[8000]ではない）"),
    (BOARD + "  - expect: {where: {α: [A.hand]}}\n", "not [A.hand]", "（[A.hand]ではない）"),
    (BOARD + "  - {phase: true}\n", "unknown phase true; expected one of", "未知のフェイズ「true」"),
    (BOARD + "  - {player: A, activate: null}\n", 'no card labelled or named "null" in this duel',
     "「null」というラベルや名前のカードはこのデュエルにない"),
    (BOARD.replace("{stats: {atk: 1400}, as: α}", "{stats: {atk: 1400, attribute: null}, as: α}") + "  - {pass: A}\n",
     "stats attribute must be a word, not null", "stats attributeは語で書く（nullではない）"),
    (BOARD + "  - {player: A, activate: RoD, targets: [γ], illegal: true, because: its own card}\n",
     'refused by the rules, but not because "its own card"', "理由が「its own card」でない"),
    (BOARD + "  - {player: A, activate: RoD, targets: [β], cost: [α]}\n", "cost [α] were not asked for",
     "cost [α]は求められていない"),
    (BOARD + "  - expect: {log: [nothing like it]}\n", "the log does not contain [nothing like it] in this order",
     "ログに[nothing like it]がこの順にない"),
    (DM_BOARD + "  - {player: A, attack: α, target: null}\n", 'no card labelled or named "null"', "「null」"),
    (DM_BOARD + "  - expect: {shields: {B: [α]}}\n", "B's shields are [s1], expected [α]",
     "Bのシールドは[s1]（期待：[α]）"),
])
def test_each_kind_of_mistake_quotes_the_value_as_yaml(tmp_path: Path, text: str, en: str, ja: str) -> None:
    v = judged(tmp_path, text)
    assert not v.passed
    said_en, said_ja = in_lang(v.message, "en"), in_lang(v.message, "ja")
    assert en in said_en, said_en
    assert ja in said_ja, said_ja
    assert not PYTHON_REPR.search(said_en) and not PYTHON_REPR.search(said_ja), (said_en, said_ja)


@pytest.mark.parametrize("name", ["ocg/000-shift-change-against-ring-and-seven-tools.yaml",
                                  "dm/001-two-pyrolons-double-a-draw-once.yaml"])
def test_no_message_on_any_value_written_wrong_holds_a_python_repr(tmp_path: Path, name: str) -> None:
    """Every value of a passing scenario, replaced in turn by a value whose repr is not its YAML (nothing, true, a
    list of a text, a mapping): whatever the verdict says, in either language, says it in YAML."""
    source = Path(__file__).resolve().parent / "scenarios" / name
    for path, wrong, v in each_value_replaced(tmp_path, source, (None, True, ["zz"], {"q": "zz"})):
        for said in (in_lang(v.message, "en"), in_lang(v.message, "ja")) if v.message else ():
            assert repr(wrong) not in said and not PYTHON_REPR.search(said), (path, wrong, said)
