"""The decks bundled with Arbiter (src/arbiter/data): each is legal and plays, a bundled deck's name is taken wherever
a deck is (play, selfplay, simulate, the web board) through one resolver, and `arbiter decks` lists them."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from prompt_toolkit.utils import get_cwidth

from arbiter import games
from arbiter.cli import main
from arbiter.games import DATA, GAMES, OCG, UnknownDeck, bundled_decks, deck_file
from arbiter.kernel.reasons import in_lang
from arbiter.ocg.carddata import era_pool
from arbiter.play.terminal import NO_LINE_START
from arbiter.selfplay import run_games

ERA_DECKS = ["goat", "chaos", "dark-world", "monarch", "gadget", "hero", "cyber", "burn", "exodia", "zombie"]
OCG_DECKS = [d.name for d in bundled_decks("ocg")]


def test_the_era_library_is_bundled_beside_the_decks_already_there() -> None:
    assert set(ERA_DECKS) | {"anchor-deck", "starter-ocg", "flip-deck"} == set(OCG_DECKS)
    assert [d.name for d in bundled_decks("dm")] == ["dm-starter"]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_bundled_deck_keeps_the_deck_rules_and_every_card_is_complete(game: str) -> None:
    support = GAMES[game]
    for d in bundled_decks(game):
        assert support.deck_problems(support.read_deck(d.path)) == [], d.name


@pytest.mark.parametrize("name", ERA_DECKS)
def test_an_era_deck_holds_era_cards_only_and_says_what_it_is(name: str) -> None:
    d = next(d for d in bundled_decks("ocg") if d.name == name)
    pool = era_pool()
    assert [p for p in OCG.read_deck(d.path) if p not in pool] == []
    assert d.title and d.plan, "an era deck's header names it and describes its plan"


@pytest.mark.parametrize("name", OCG_DECKS)
def test_an_ocg_deck_has_a_japanese_title_too(name: str) -> None:
    # the Japanese lobby shows it (web/app.py /api/info); the `#ja:` line is neither the title nor the plan
    d = next(d for d in bundled_decks("ocg") if d.name == name)
    assert re.search("[\u3040-\u30ff\u4e00-\u9fff]", d.title_ja), d.title_ja
    assert "ja:" not in d.title + d.plan


def test_a_duel_masters_deck_is_titled_in_both_languages_and_a_bare_list_still_reads(tmp_path: Path) -> None:
    (d,) = bundled_decks("dm")
    assert (d.title, d.title_ja) == ("Starter deck", "スターターデッキ")
    bare = tmp_path / "bare.json"
    bare.write_text(json.dumps(json.loads(d.path.read_text(encoding="utf-8"))["cards"]), encoding="utf-8")
    assert GAMES["dm"].read_deck(bare) == GAMES["dm"].read_deck(d.path)
    assert games._bundled(bare).title == ""


@pytest.mark.parametrize("name", ERA_DECKS)
def test_an_era_deck_describes_its_plan_in_japanese_too(name: str) -> None:
    d = next(d for d in bundled_decks("ocg") if d.name == name)
    assert re.search("[\u3040-\u30ff\u4e00-\u9fff]", d.plan_ja), d.plan_ja
    assert d.title_ja not in d.plan_ja and "ja:" not in d.plan_ja


@pytest.mark.parametrize("name", ERA_DECKS)
def test_a_short_random_duel_of_each_era_deck_ends_without_an_engine_fault(name: str) -> None:
    stats = run_games(OCG, OCG.read_deck(deck_file("ocg", name)), 1, seed=7, max_turns=30)
    assert stats.errors == []
    assert len(stats.outcomes) == 1


def test_a_name_is_a_bundled_deck_with_or_without_its_suffix_and_a_file_comes_first(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert deck_file("ocg", "goat") == deck_file("ocg", "goat.ydk") == DATA / "goat.ydk"
    assert deck_file("dm", "dm-starter") == GAMES["dm"].starter_deck
    mine = tmp_path / "goat"
    mine.write_text("#main\n")
    monkeypatch.chdir(tmp_path)
    assert deck_file("ocg", "goat") == Path("goat")  # the user's own file of that name
    assert deck_file("ocg", "goat", files=False) == DATA / "goat.ydk"  # the web server opens no path it is sent


def test_an_unknown_name_is_an_error_that_lists_the_bundled_decks() -> None:
    with pytest.raises(UnknownDeck) as e:
        deck_file("ocg", "goats")
    assert '"goats" is neither a deck file nor a bundled ocg deck' in str(e.value)
    assert ", ".join(OCG_DECKS) in str(e.value)
    with pytest.raises(UnknownDeck):
        deck_file("dm", "goat")  # a name belongs to its game's decks


def test_a_folder_given_as_a_deck_is_said_to_be_one(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # it was "neither a deck file nor a bundled ocg deck", as if the name were mistyped
    with pytest.raises(UnknownDeck) as e:
        deck_file("ocg", str(tmp_path))
    assert in_lang(e.value.args[0], "en").startswith(f'"{tmp_path}" is a folder, not a deck file; bundled ocg decks: ')
    assert in_lang(e.value.args[0], "ja").startswith(f"「{tmp_path}」はフォルダで、デッキファイルではない。")
    r = CliRunner().invoke(main, ["play", "--deck", str(tmp_path), "--lang", "en", "--db", str(tmp_path / "g.sqlite")])
    assert r.exit_code == 1 and f'"{tmp_path}" is a folder, not a deck file' in r.output, r.output
    (tmp_path / "goat").mkdir()  # a bundled deck's name is still that deck
    monkeypatch.chdir(tmp_path)
    assert deck_file("ocg", "goat") == DATA / "goat.ydk"
    assert deck_file("ocg", "goat", files=False) == DATA / "goat.ydk"


def test_the_web_board_takes_a_bundled_name_and_never_a_path() -> None:
    from arbiter.web.app import Refused, read_deck

    assert read_deck("ocg", {"name": "dark-world"}, "your deck", "en") == OCG.read_deck(DATA / "dark-world.ydk")
    with pytest.raises(Refused) as e:
        read_deck("ocg", {"name": str(DATA / "goat.ydk")}, "your deck", "en")
    assert "is neither the name of a bundled ocg deck" in str(e.value) and "goat, hero" in str(e.value)


@pytest.mark.parametrize("args", [
    ["play", "--deck", "goats"],
    ["play", "--opponent-deck", "goats"],
    ["selfplay", "--deck", "goats", "--games", "1"],
    ["simulate", "goat", "goats", "--games", "1", "--quiet"],
])
def test_every_front_refuses_an_unknown_deck_name_with_the_list(tmp_path: Path, args: list[str]) -> None:
    r = CliRunner().invoke(main, [*args, *(["--db", str(tmp_path / "g.sqlite")] if args[0] == "play" else []),
                                  *(["--out", str(tmp_path / "r.jsonl")] if args[0] == "simulate" else [])])
    assert r.exit_code == 1 and "Traceback" not in r.output, r.output
    assert '"goats" is neither a deck file nor a bundled ocg deck' in r.output and "dark-world" in r.output


def test_selfplay_and_simulate_take_bundled_names(tmp_path: Path) -> None:
    r = CliRunner().invoke(main, ["selfplay", "--deck", "burn", "--games", "1", "--max-turns", "20", "--json"])
    assert r.exit_code == 0 and '"games": 1' in r.output, r.output
    r = CliRunner().invoke(main, ["simulate", "goat", "chaos", "dark-world", "--games", "1", "--max-turns", "20",
                                  "--json", "--quiet", "--out", str(tmp_path / "r.jsonl")])
    assert r.exit_code == 0, r.output
    assert all(f'"{n}"' in r.output for n in ("goat", "chaos", "dark-world")), r.output


def test_arbiter_decks_lists_each_bundled_deck_with_its_description() -> None:
    r = CliRunner().invoke(main, ["decks"], env={"LC_ALL": "C"})  # English, on a system that is not Japanese
    assert r.exit_code == 0, r.output
    names = [line.split()[0] for line in r.output.splitlines() if not line.startswith(" ")]
    assert names == OCG_DECKS
    goat = next(d for d in bundled_decks("ocg") if d.name == "goat")
    assert f"goat  {goat.title}" in r.output and goat.plan.split()[0] in r.output
    r = CliRunner().invoke(main, ["decks", "--game", "dm", "--lang", "en"])
    assert r.exit_code == 0 and r.output.strip() == "dm-starter  Starter deck", r.output
    r = CliRunner().invoke(main, ["decks", "--game", "dm", "--lang", "ja"])
    assert r.exit_code == 0 and r.output.strip() == "dm-starter  スターターデッキ", r.output


@pytest.mark.parametrize(("args", "env"), [(["--lang", "ja"], {}), ([], {"LC_ALL": "ja_JP.UTF-8"})])
def test_arbiter_decks_speaks_japanese_as_play_does(args: list[str], env: dict[str, str]) -> None:
    # `--lang` as `play` and `replay` take it, its default the system's language
    r = CliRunner().invoke(main, ["decks", *args], env=env)
    assert r.exit_code == 0, r.output
    goat = next(d for d in bundled_decks("ocg") if d.name == "goat")
    assert f"goat  {goat.title_ja}" in r.output and goat.plan_ja[:20] in r.output
    assert goat.title not in r.output and goat.plan.split()[0] not in r.output
    names = [line.split()[0] for line in r.output.splitlines() if not line.startswith(" ")]
    assert names == OCG_DECKS


def test_arbiter_decks_breaks_its_japanese_lines_as_japanese_does() -> None:
    # the plans were wrapped by click at spaces and at 50 characters: lines began with 」 and 「－」」, and
    # 「カオス・ソルジャー －開闢の使者－」 was broken at its space
    r = CliRunner().invoke(main, ["decks", "--lang", "ja"])
    assert r.exit_code == 0, r.output
    lines = [line.strip() for line in r.output.splitlines()]
    assert not [x for x in lines if x[:1] in NO_LINE_START], lines
    assert any("カオス・ソルジャー －開闢の使者－" in x for x in lines)
    assert all(get_cwidth(line) <= 100 for line in r.output.splitlines() if line.startswith(" "))  # a plan's


def test_what_a_deck_has_no_japanese_for_is_described_in_english(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(games, "DATA", tmp_path)
    (tmp_path / "a.ydk").write_text("#A: a title\n#ja: エー\n#What it does.\n#main\n", encoding="utf-8")
    (tmp_path / "b.ydk").write_text("#B: no Japanese\n#main\n", encoding="utf-8")
    a, b = bundled_decks("ocg")
    assert a.described("ja") == ("エー", "What it does.") and a.described("en") == ("A: a title", "What it does.")
    assert b.described("ja") == ("B: no Japanese", "")


@pytest.mark.parametrize("name", OCG_DECKS)
def test_no_word_of_a_deck_header_is_broken_across_its_lines(name: str) -> None:
    """`arbiter decks` and the lobby join a header's lines with a space: a word broken at a hyphen read "lightning-
    strike" (goat)."""
    broken = [line for line in deck_file("ocg", name).read_text(encoding="utf-8").splitlines()
              if line.startswith("#") and re.search(r"\w-$", line)]
    assert not broken, broken
