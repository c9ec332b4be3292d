"""Decks are checked against the game's deck rules before a duel: OCG 40-60 main, at most 15 extra, at most 3 of
a name, every card implemented; Duel Masters exactly 40, at most 4 of a name (100.2a). `--allow-any-deck` plays
a test deck with a warning. The same check runs for `play`, `selfplay` and `simulate`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from arbiter.cli import main
from arbiter.dm.game import deck_problems as dm_deck_problems
from arbiter.dm.registry import lookup as dm_lookup
from arbiter.games import OCG
from arbiter.kernel.reasons import in_lang
from arbiter.ocg.carddata import default_db
from arbiter.ocg.decks import deck_problems

STARTER = [int(x) for x in OCG.read_deck(OCG.starter_deck)]
WARWOLF = 69247929  # a normal monster: nothing to implement
GEM_ENHANCEMENT = 41777  # a trap whose effect Arbiter does not implement
XY_DRAGON_CANNON = 2111707  # a fusion monster (extra deck)


def ydk(tmp_path: Path, main: list[int], extra: tuple[int, ...] | list[int] = ()) -> Path:
    f = tmp_path / "deck.ydk"
    f.write_text("#main\n" + "".join(f"{p}\n" for p in main) + "#extra\n" + "".join(f"{p}\n" for p in extra))
    return f


def fronts(tmp_path: Path, deck: Path, game: str = "ocg") -> list[list[str]]:
    """The commands that check a deck, each with its screen's language: `play --lang ja` speaks Japanese, `selfplay`
    and `simulate` English."""
    return [["play", "--game", game, "--deck", str(deck), "--db", str(tmp_path / "g.sqlite"), "--lang", "ja"],
            ["selfplay", "--game", game, "--deck", str(deck), "--games", "1"],
            ["simulate", str(deck), "--game", game, "--games", "1", "--quiet", "--out", str(tmp_path / "r.jsonl")]]


@pytest.mark.parametrize(("main_deck", "extra", "words", "ja"), [
    ([WARWOLF] * 100, [], ["100 cards in the main deck (it takes 40 to 60)",
                           "100 copies of 「ジェネティック・ワーウルフ」 (at most 3 of a name)"],
     ["デッキが１００枚（４０～６０枚で組む）", "「ジェネティック・ワーウルフ」が１００枚（同名カードは３枚まで）"]),
    ([WARWOLF], [], ["1 cards in the main deck"], ["デッキが１枚"]),
    (STARTER + STARTER[:21], [], ["61 cards in the main deck"], ["デッキが６１枚"]),
    (STARTER, [XY_DRAGON_CANNON] * 16, ["16 cards in the extra deck (at most 15)", "16 copies of"],
     ["融合デッキが１６枚（１５枚まで）", "が１６枚（同名カードは３枚まで）"]),
    ([*STARTER[:39], GEM_ENHANCEMENT], [],
     ["ジェム・エンハンス (Gem-Enhancement, 41777) is not declared in Arbiter: missing its effects"],
     ["ジェム・エンハンス (Gem-Enhancement, 41777)はArbiterではまだ遊べません"]),
])
def test_an_ocg_deck_that_breaks_the_rules_is_refused(tmp_path: Path, main_deck: list[int], extra: list[int],
                                                      words: list[str], ja: list[str]) -> None:
    # `play --lang ja` said them in English (its other words are Japanese)
    f = ydk(tmp_path, main_deck, extra)
    for args in fronts(tmp_path, f):
        r = CliRunner().invoke(main, args)
        assert r.exit_code == 1 and "Traceback" not in r.output, r.output
        assert str(f) in r.output and "--allow-any-deck" in r.output
        for w in ja if args[0] == "play" else words:
            assert w in r.output, r.output


def test_play_names_the_cards_of_a_deck_error_in_its_language(tmp_path: Path) -> None:
    f = ydk(tmp_path, [WARWOLF] * 100, [])
    r = CliRunner().invoke(main, ["play", "--deck", str(f), "--db", str(tmp_path / "g.sqlite"), "--lang", "en"])
    assert r.exit_code == 1 and '100 copies of "Gene-Warped Warwolf"' in r.output, r.output


def test_the_bundled_decks_keep_the_rules() -> None:
    for deck in (OCG.starter_deck, OCG.selfplay_deck):
        assert deck_problems([int(x) for x in OCG.read_deck(deck)]) == []


def test_three_of_a_name_and_sixty_cards_are_legal() -> None:
    db = default_db()
    legal = [p for p in {*STARTER} if STARTER.count(p) == 1][:20] * 3
    assert len(legal) == 60 and deck_problems(legal, db) == []


def test_allow_any_deck_plays_a_test_deck_with_a_warning(tmp_path: Path) -> None:
    f = ydk(tmp_path, [WARWOLF] * 40)
    r = CliRunner().invoke(main, ["selfplay", "--deck", str(f), "--games", "1", "--allow-any-deck", "--json"])
    assert r.exit_code == 0, r.output
    assert "warning:" in r.output and "40 copies of" in r.output
    assert '"games": 1' in r.output
    r = CliRunner().invoke(main, ["simulate", str(f), "--games", "1", "--allow-any-deck", "--json", "--quiet",
                                  "--out", str(tmp_path / "r.jsonl")])
    assert r.exit_code == 0, r.output
    assert "warning:" in r.output and "40 copies of" in r.output


def test_a_dm_deck_is_checked_by_duel_masters_rules(tmp_path: Path) -> None:
    f = tmp_path / "d.json"
    f.write_text(json.dumps([{"card": "エナジー・ライト", "count": 8}] * 5), encoding="utf-8")
    for args in fronts(tmp_path, f, "dm"):
        r = CliRunner().invoke(main, args)
        said = "「エナジー・ライト」が４０枚（同名カードは４枚まで）" if args[0] == "play" else \
            "40 copies of エナジー・ライト (at most 4)"
        assert r.exit_code == 1 and said in r.output, r.output
    r = CliRunner().invoke(main, ["selfplay", "--game", "dm", "--deck", str(f), "--games", "1", "--allow-any-deck"])
    assert r.exit_code == 0 and "warning:" in r.output, r.output


def test_deck_errors_are_said_in_japanese_too() -> None:
    # the sentences stayed English in the Japanese lobby, only the cards named in Japanese
    ocg = [in_lang(p, "ja") for p in deck_problems([WARWOLF] * 100 + [XY_DRAGON_CANNON] * 16 + [GEM_ENHANCEMENT])]
    assert ocg[:3] == ["デッキが１０１枚（４０～６０枚で組む）", "融合デッキが１６枚（１５枚まで）",
                       "「ジェネティック・ワーウルフ」が１００枚（同名カードは３枚まで）"], ocg
    assert ocg[-1].startswith("ジェム・エンハンス (Gem-Enhancement, 41777)はArbiterではまだ遊べません（未実装："), ocg
    dm = [in_lang(p, "ja") for p in dm_deck_problems([dm_lookup("エナジー・ライト")] * 5)]
    assert dm == ["デッキが５枚（４０枚で組む）", "「エナジー・ライト」が５枚（同名カードは４枚まで）"]
    # the English stays what the CLI and the judge compare
    assert dm_deck_problems([dm_lookup("エナジー・ライト")] * 5, "en")[1] == "5 copies of Energy Light (at most 4)"
