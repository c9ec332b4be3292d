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
