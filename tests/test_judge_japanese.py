"""`arbiter judge --lang ja` says its verdicts in Japanese: pass/fail, the counts, and what an expectation found and
expected; without `--lang` the chain logs are Japanese and the verdicts English, as before."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arbiter.cli import main

TESTS = Path(__file__).resolve().parent
EXAMPLE = TESTS / "scenarios" / "ocg" / "000-shift-change-moves-tribute-to-the-doomed.yaml"


def _broken(tmp_path: Path, old: str, new: str) -> str:
    f = tmp_path / "bad.yaml"
    text = EXAMPLE.read_text(encoding="utf-8")
    assert old in text
    f.write_text(text.replace(old, new), encoding="utf-8")
    return str(f)


def test_a_passing_verdict_and_the_counts_in_japanese() -> None:
    r = CliRunner().invoke(main, ["judge", "--lang", "ja", str(EXAMPLE)])
    assert r.exit_code == 0, r.output
    assert "   合格\n" in r.output
    assert "合格 1、不合格 0（" in r.output and "passed" not in r.output


def test_a_failed_expectation_says_what_was_found_and_expected_in_japanese(tmp_path: Path) -> None:
    bad = _broken(tmp_path, "β: A.graveyard", "β: A.hand")
    r = CliRunner().invoke(main, ["judge", "--lang", "ja", bad])
    assert r.exit_code == 1
    assert "不合格：" in r.output and "期待と違う：βはA.graveyardにある（期待：A.hand）" in r.output
    assert "合格 0、不合格 1（" in r.output
    assert "FAIL" not in r.output and "expected" not in r.output


def test_a_refusal_expected_but_not_made_in_japanese(tmp_path: Path) -> None:
    # B's activation of 「死者への手向け」 is legal: a scenario saying it is not fails, in the judge's words
    bad = _broken(tmp_path, "{player: B, activate: TtD,", "{player: B, illegal: true, activate: TtD,")
    r = CliRunner().invoke(main, ["judge", "--lang", "ja", bad])
    assert r.exit_code == 1
    assert "は拒否されるはずが、エンジンが許した" in r.output


def test_without_lang_the_verdicts_stay_english(tmp_path: Path) -> None:
    bad = _broken(tmp_path, "β: A.graveyard", "β: A.hand")
    r = CliRunner().invoke(main, ["judge", "--verbose", bad])
    assert r.exit_code == 1
    assert "┏チェーン１" in r.output  # the chain log in Japanese
    assert "FAIL: " in r.output and "expectation failed: β is in A.graveyard, expected A.hand" in r.output
    assert "0 passed, 1 failed in" in r.output


BOARD = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters:
      - {stats: {atk: 1400}, as: α}
    hand: [{card: 死者蘇生, as: MR}]
    spells:
      - {card: 破壊輪, as: RoD}
  B:
    lp: 100
steps:
"""


DM_BOARD = """title: t
game: dm
turn: {number: 3, player: A, phase: attack}
players:
  A:
    battle:
      - {card: ボルメテウス・ホワイト・ドラゴン, as: BW}
  B:
    shields:
      - {stats: {}, as: S1}
steps:
"""


@pytest.mark.parametrize(("board", "steps", "ja", "en"), [
    (BOARD, "  - {player: B, choose: [α]}\n", "待っている決定はAのもの（idle）で、Bのものではない",
     "the pending decision is A's (idle), not B's"),
    (BOARD, "  - {player: A, activate: RoD, targets: [γ]}\n", "「γ」というラベルや名前のカードはこのデュエルにない",
     "no card labelled or named 'γ' in this duel"),
    (BOARD, "  - {player: C, activate: RoD}\n", "プレイヤーはAかB（'C'ではない）", "player must be A or B, not 'C'"),
    (BOARD, "  - {pass: B}\n", "Bには見送れる決定がない", "B has no decision to pass"),
    # the direct attack wins the duel: a later answer has nothing to answer
    (BOARD, "  - {phase: battle}\n  - {player: A, attack: α}\n  - {resolve: true}\n  - {player: A, choose: [yes]}\n",
     "待っている決定がない（デュエルは終わっている）", "no decision is pending (the duel is over)"),
    # the judge's words around the rules' own reason, each in its language
    (BOARD, "  - {player: A, activate: MR}\n", "Aは今MRを発動できない：対象にできるカードが足りない",
     "A cannot activate MR now: there are not enough legal targets"),
    (DM_BOARD, "  - {player: B, attack: BW}\n", "Bの決定ではない：Aがidleの決定に答える番",
     "it is not B's decision: A must answer an idle decision"),
    (BOARD, "  - {player: A, jump: RoD}\n", "ステップに未知のキー'jump'（使えるのはactivate、",
     "unknown key 'jump' in a step; expected one of: activate, "),
    (BOARD, "  - expect: {lp: {A: eight}}\n", "expect lp of Aは整数（'eight'ではない）",
     "expect lp of A must be a whole number, not 'eight'"),
], ids=["wrong player", "no such card", "no such player", "nothing to pass", "duel over", "refused action",
        "dm wrong player", "unknown key", "not a number"])
def test_the_judges_own_step_messages_in_japanese(tmp_path: Path, board: str, steps: str, ja: str, en: str) -> None:
    f = tmp_path / "step.yaml"
    f.write_text(board + steps, encoding="utf-8")
    r = CliRunner().invoke(main, ["judge", "--lang", "ja", str(f)])
    assert r.exit_code == 1
    assert f"不合格：{f}:" in r.output and ja in r.output and en not in r.output
    r = CliRunner().invoke(main, ["judge", "--lang", "en", str(f)])  # the English as it was
    assert r.exit_code == 1 and f"FAIL: {f}:" in r.output and en in r.output


@pytest.mark.parametrize(("text", "ja", "en"), [
    (BOARD.replace("phase: main1", "phase: lunch"), "未知のフェイズ'lunch'（使えるのはdraw、", "unknown phase 'lunch'"),
    (BOARD.replace("{stats: {atk: 1400}, as: α}", "{card: 死者蘇生, as: α}"),
     "死者蘇生はモンスターではないので、モンスターゾーンに置けない", "死者蘇生 is not a monster"),
    (BOARD.replace("{card: 破壊輪, as: RoD}", "{card: 破壊論, as: RoD}"),
     "カード'破壊論'が見つからない：もしかして 破壊輪", "unknown card '破壊論'; did you mean"),
    (DM_BOARD.replace("phase: attack", "phase: lunch"), "未知のフェイズ'lunch'（使えるのは", "unknown phase 'lunch'"),
    # the card is suggested once, not once for each of its names that is close
    (DM_BOARD.replace("ホワイト・ドラゴン", "ホワイト・ドラゴソ"),
     "デュエル・マスターズのカード'ボルメテウス・ホワイト・ドラゴソ'が見つからない："
     "もしかして ボルメテウス・ホワイト・ドラゴン\n",
     "unknown Duel Masters card"),
    (BOARD.replace("lp: 100", "lp: 100\n    lp: 200"), "キー'lp'が二度ある", "duplicate key 'lp'"),
    (BOARD + "  - {player: A\n", "YAMLとして読めない：", "not valid YAML: "),
], ids=["ocg phase", "not a monster", "ocg card suggestion", "dm phase", "dm card suggestion", "duplicate key",
        "yaml"])
def test_board_setup_and_yaml_messages_in_japanese(tmp_path: Path, text: str, ja: str, en: str) -> None:
    # they were English under --lang ja, the rest of the judge's words being Japanese
    f = tmp_path / "board.yaml"
    f.write_text(text, encoding="utf-8")
    r = CliRunner().invoke(main, ["judge", "--lang", "ja", str(f)])
    assert r.exit_code == 1
    assert f"不合格：{f}:" in r.output and ja in r.output and en not in r.output, r.output
    r = CliRunner().invoke(main, ["judge", "--lang", "en", str(f)])  # the English as it was
    assert r.exit_code == 1 and f"FAIL: {f}:" in r.output and en in r.output, r.output
