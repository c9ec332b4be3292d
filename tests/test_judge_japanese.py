"""`arbiter judge --lang ja` says its verdicts in Japanese: pass/fail, the counts, and what an expectation found and
expected; without `--lang` the chain logs are Japanese and the verdicts English, as before."""

from __future__ import annotations

from pathlib import Path

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
