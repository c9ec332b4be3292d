"""`arbiter cards`: passcodes, Japanese (hiragana or katakana) and English names, suggestions when nothing
matches, one notion of "implemented", and --limit everywhere."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from arbiter.cli import main


def cards(*args: str) -> tuple[int, str]:
    r = CliRunner().invoke(main, ["cards", *args])
    return r.exit_code, r.output


@pytest.mark.parametrize("query", ["59560625", "シフトチェンジ", "しふとちぇんじ", "ｼﾌﾄﾁｪﾝｼﾞ", "shift"])
def test_a_card_is_found_by_passcode_and_by_any_spelling_of_its_name(query: str) -> None:
    code, out = cards(query)
    assert code == 0 and "59560625  シフトチェンジ  /  Shift" in out, out


@pytest.mark.parametrize(("query", "meant"), [("Shift Change", "シフトチェンジ (Shift, 59560625)"),
                                               ("Mirror Forse", "(Mirror Force, 44095762)")])
def test_nothing_matching_says_so_with_the_closest_cards(query: str, meant: str) -> None:
    code, out = cards(query)
    assert code == 1 and f'no card matches "{query}"; did you mean:' in out and meant in out, out


def test_nothing_at_all_says_so() -> None:
    code, out = cards("zzzqqq")
    assert code == 1 and 'no card matches "zzzqqq"' in out


def test_implemented_honours_the_limit_and_the_query() -> None:
    code, out = cards("--implemented", "--limit", "3", "--json")
    *rows, counts = out.splitlines()  # the card rows, then the counts line
    assert code == 0 and len(rows) == 3 and "counts" in json.loads(counts)
    code, out = cards("ミラーフォース", "--implemented", "--json")
    assert [json.loads(line)["passcode"] for line in out.splitlines()[:-1]] == [44095762]


def test_normal_monsters_are_implemented_in_every_listing() -> None:
    warwolf = 69247929  # a normal monster: no effect to declare
    _, plain = cards("ジェネティック・ワーウルフ", "--json")
    _, only = cards("ジェネティック・ワーウルフ", "--implemented", "--json")
    assert json.loads(plain.splitlines()[0]) == json.loads(only.splitlines()[0])
    row = json.loads(plain.splitlines()[0])
    assert row["passcode"] == warwolf and row["status"] == "complete"


def test_a_card_without_a_japanese_name_prints_a_placeholder() -> None:
    code, out = cards("Fox Token")
    assert code == 0 and "(no Japanese name)  /  Fox Token" in out, out


@pytest.mark.parametrize("query", ["ボルメテウス", "Bolmeteus"])
def test_a_duel_masters_name_says_where_its_cards_are_listed(query: str) -> None:
    # the listing is the OCG's: a Duel Masters name was answered with OCG look-alikes ("did you mean: ボルテスター")
    code, out = cards(query)
    assert code == 1 and "Duel Masters cards (ボルメテウス・ホワイト・ドラゴン)" in out, out
    assert f"arbiter cards --game dm {query}" in out and "did you mean" not in out, out
    code, out = cards("--game", "dm", query)  # where the hint points: the Duel Masters listing
    assert code == 0 and "ボルメテウス・ホワイト・ドラゴン" in out and "[creature, complete]" in out, out
    code, out = cards(query, "--source")
    assert code == 0 and "ボルメテウス・ホワイト・ドラゴン" in out and "dm/cards/" in out, out


@pytest.mark.parametrize("query", [" ", "　", "・", " - "])
def test_a_query_of_spaces_or_dots_names_no_card_in_either_game(query: str) -> None:
    # it named no OCG card but every Duel Masters card ("it names Duel Masters cards (...all 39...)"), and listed
    # them all with --game dm and --source: an empty name is held by every name
    for args, said in (((), "no card matches"), (("--game", "dm"), "no Duel Masters card matches"),
                       (("--source",), "no declared card matches")):
        code, out = cards(query, *args)
        assert code == 1 and said in out and "Duel Masters cards (" not in out, out
    code, out = cards("--source", "--limit", "5000")  # no query: every declared card, both games'
    assert code == 0 and "dm/cards/" in out and "ocg/cards/" in out
