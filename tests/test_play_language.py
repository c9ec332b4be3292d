"""The language of `arbiter play`: the system's (English unless Japanese), and a resumed game keeps its own."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arbiter.cli import main

SAVED = {"en": "is saved; resume it with", "ja": "を保存しました"}


def quit_at_once(args: list[str], locale: str) -> str:
    r = CliRunner().invoke(main, ["play", *args], input="quit\n", env={"LC_ALL": None, "LC_MESSAGES": None,
                                                                     "LANG": locale, "LANGUAGE": None})
    assert r.exit_code == 0, r.output
    return r.output


@pytest.mark.parametrize(("locale", "lang"), [("ja_JP.UTF-8", "ja"), ("en_US.UTF-8", "en"), ("de_DE.UTF-8", "en"),
                                              ("C", "en")])
def test_the_screen_follows_the_system_language(tmp_path: Path, locale: str, lang: str) -> None:
    out = quit_at_once(["--seed", "1", "--db", str(tmp_path / "g.sqlite")], locale)
    assert SAVED[lang] in out


@pytest.mark.parametrize(("played", "locale"), [("en", "ja_JP.UTF-8"), ("ja", "en_US.UTF-8")])
def test_a_resumed_game_keeps_its_language(tmp_path: Path, played: str, locale: str) -> None:
    db = str(tmp_path / "g.sqlite")
    assert SAVED[played] in quit_at_once(["--seed", "1", "--lang", played, "--db", db], locale)
    assert SAVED[played] in quit_at_once(["--resume", "1", "--db", db], locale)


@pytest.mark.parametrize(("lang", "error"), [("ja", "エラー："), ("en", "Error: ")])
def test_a_deck_refused_is_said_in_the_screen_s_language_its_error_word_too(tmp_path: Path, lang: str,
                                                                             error: str) -> None:
    # the reason was Japanese on a Japanese screen, after click's English "Error: "
    from click.testing import CliRunner

    from arbiter.cli import main

    for deck in ("no-such-deck", "dm-starter"):
        r = CliRunner().invoke(main, ["play", "--deck", deck, "--lang", lang, "--db", str(tmp_path / "g.sqlite")])
        assert r.exit_code == 1 and r.output.startswith(error), r.output
        assert ("同梱のデッキ" in r.output) is (lang == "ja"), r.output
