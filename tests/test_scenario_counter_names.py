"""A scenario may name a kind of counter by its key or by its name in either language (`counter_names.counter_key`):
a judge's trial read "1 魔力カウンター removed from Br" in an English log, where the counter cleaner's ruling
put 「魔力カウンター」 on 「魔導戦士 ブレイカー」, which then held a kind of its own rather than the spell counter
its effect counts."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.judge.runner import judge_file
from arbiter.kernel.reasons import in_lang
from scenario_text import judged

BREAKER = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    monsters: [{card: 魔導戦士 ブレイカー, as: Br, counters: {KIND: 1}}]
steps:
  - expect:
      atk: {Br: 1900}
      counters: {Br: {spell: 1}}
"""


@pytest.mark.parametrize("kind", ["spell", "魔力カウンター", "Spell Counter"])
def test_the_spell_counter_by_its_key_or_either_name_is_the_spell_counter(tmp_path: Path, kind: str) -> None:
    # 「魔導戦士 ブレイカー」 gains 300 ATK for each spell counter on it
    v = judged(tmp_path, BREAKER.replace("KIND", kind))
    assert v.passed, v.message


def test_a_counter_named_in_japanese_is_said_in_english_in_the_english_log() -> None:
    f = Path(__file__).parent / "rulings" / "ocg" / "004" / "004-counter-cleaner-removes-named-counters.yaml"
    v = judge_file(f, "en")
    assert v.passed, v.message
    said = " ".join(v.log)
    assert "1 Spell Counter is removed from Br" in said and "魔力カウンター" not in said, said


def test_a_board_giving_a_card_more_counters_than_it_holds_is_refused_naming_the_most(tmp_path: Path) -> None:
    # 「魔導戦士 ブレイカー」 holds at most 1 spell counter: no effect could have placed a 2nd
    v = judged(tmp_path, BREAKER.replace("KIND: 1", "spell: 2"))
    assert not v.passed
    assert "魔導戦士 ブレイカー holds at most 1 Spell Counter" in v.message and ":6:" in v.message, v.message


# 「魔導戦士 ブレイカー」 with no counter: what an expectation of its counters reads
BARE = BREAKER.replace(", counters: {KIND: 1}", "").replace("atk: {Br: 1900}", "atk: {Br: 1600}")


@pytest.mark.parametrize(("text", "line"), [
    # a kind no card holds, placed on the board: it passed, the card holding a counter nothing counts
    (BREAKER.replace("KIND", "spel").replace("atk: {Br: 1900}", "atk: {Br: 1600}"), 6),
    # one expected to hold none passed whatever the card held; one expected to hold one failed only as a count
    (BARE.replace("{spell: 1}", "{Spell Counters: 0}"), 10),
    (BARE.replace("{spell: 1}", "{\n          spel: 1}"), 11),
], ids=["board", "expected-none", "expected-one"])
def test_a_kind_of_counter_no_card_holds_is_an_error_naming_it_its_line_and_the_kinds(
        tmp_path: Path, text: str, line: int) -> None:
    v = judged(tmp_path, text)
    assert not v.passed
    assert f"s.yaml:{line}: unknown kind of counter" in v.message, v.message
    assert "the kinds are: spell (Spell Counter), chronicle (Chronicle Counter)" in v.message, v.message
    ja = in_lang(v.message, "ja")
    assert f"s.yaml:{line}: 未知のカウンターの種類" in ja and "spell（魔力カウンター）" in ja, ja


def test_the_name_several_kinds_of_counter_share_is_an_error_naming_them(tmp_path: Path) -> None:
    # 「デス・モスキート」's, 「マジック・ガードナー」's and 「古代の機械城」's nameless counters are all "counter"
    v = judged(tmp_path, BREAKER.replace("KIND", "counter"))
    assert not v.passed
    assert "s.yaml:6: \"counter\" is the name of 3 kinds of counter: name one by its key " \
           "(デス・モスキート, マジック・ガードナー, カウンター)" in v.message, v.message


@pytest.mark.parametrize(("text", "line", "written"), [
    # a count of true was taken as 1 counter on the board; one below 0 expected failed as the engine's mistake
    (BREAKER.replace("KIND: 1", "spell: true"), 6, "{spell: true}"),
    (BARE.replace("{spell: 1}", "{spell: -1}"), 10, "{spell: -1}"),
], ids=["board-true", "expected-below-0"])
def test_a_count_of_counters_that_is_no_number_of_them_is_an_error_of_the_file(
        tmp_path: Path, text: str, line: int, written: str) -> None:
    v = judged(tmp_path, text)
    assert not v.passed
    assert f"s.yaml:{line}: counters are written {{kind: number}}, the number 0 or more, not {written}" in v.message, \
        v.message
    assert f"s.yaml:{line}: countersは{{種類: 数}}と書き、数は0以上（{written}ではない）" in in_lang(v.message, "ja")


def test_the_counters_found_are_named_in_the_verdicts_language_and_those_expected_as_written(tmp_path: Path) -> None:
    # the found were said by their key in both languages ("spell"), the expected by the key the file's name stood for
    v = judged(tmp_path, BREAKER.replace("KIND", "spell").replace("{Br: {spell: 1}}", "{Br: {魔力カウンター: 2}}"))
    assert not v.passed
    assert "s.yaml:10: expectation failed: counters on Br are {Spell Counter: 1}, expected {魔力カウンター: 2}" \
        in v.message, v.message
    ja = in_lang(v.message, "ja")
    assert "s.yaml:10: 期待と違う：Brのカウンターは{魔力カウンター: １}（期待：{魔力カウンター: 2}）" in ja, ja


@pytest.mark.parametrize(("zone", "said", "said_ja"), [
    ("monsters: [{card: 魔導戦士 ブレイカー, as: Br, position: set}]", " (Br is face-down, and", "（Brは裏側表示で、"),
    ("graveyard: [{card: 魔導戦士 ブレイカー, as: Br}]", " (Br is in A.graveyard, and", "（BrはA.graveyardにあり、"),
    ("monsters: [{card: 魔導戦士 ブレイカー, as: Br}]", "", ""),
], ids=["face-down", "graveyard", "face-up"])
def test_counters_expected_on_a_card_that_cannot_hold_them_say_why_it_holds_none(
        tmp_path: Path, zone: str, said: str, said_ja: str) -> None:
    # the verdict said only "counters on Br are {}", where Br could hold none
    text = BARE.replace("monsters: [{card: 魔導戦士 ブレイカー, as: Br}]", zone).replace("      atk: {Br: 1600}\n", "")
    v = judged(tmp_path, text)
    assert not v.passed
    ja = in_lang(v.message, "ja")
    if said:
        assert f"s.yaml:9: expectation failed: counters on Br are {{}}, expected {{spell: 1}}{said} only a face-up " \
               "card on the field holds counters)" in v.message, v.message
        assert f"{said_ja}カウンターを置けるのはフィールドの表側表示のカードだけ）" in ja, ja
    else:  # one that could hold them: nothing more to say
        assert v.message.endswith("s.yaml:9: expectation failed: counters on Br are {}, expected {spell: 1}"), v.message
