"""Every reason the engine gives for a refusal carries its Japanese (`kernel.reasons.Why`), and the fronts show the
viewer's language: the terminal's `why_not` and the web board's `pending.refused`.

The coverage: every reason the judge computes for a refused step of an OCG scenario is checked as that scenario is
judged (test_scenarios.py); here, those of the Duel Masters scenarios, and what the fronts show.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from arbiter.cli import main
from arbiter.dm.refusals import card_refusals as dm_card_refusals
from arbiter.judge import dm_steps
from arbiter.judge.runner import judge_file
from arbiter.kernel.reasons import Why, in_lang
from arbiter.ocg.duel import Duel
from arbiter.play.board import why_not
from arbiter.play.dm_board import card_codes
from arbiter.play.dm_board import why_not as dm_why_not
from arbiter.web.wire import refusals, state
from scenario_text import board

ROOT = Path(__file__).resolve().parent
NEGATIVE = re.compile(r"illegal: true|not_legal")
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
DM_SCENARIOS = sorted(p for p in [*ROOT.glob("rulings/dm/*.yaml"), *ROOT.glob("cards/dm/*.yaml"),
                                  *ROOT.glob("scenarios/dm/*.yaml")]
                      if NEGATIVE.search(p.read_text(encoding="utf-8")))


def test_every_duel_masters_refusal_of_an_action_carries_its_japanese(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[str] = []
    action = dm_steps.action_refusal
    monkeypatch.setattr(dm_steps, "action_refusal", lambda *a: seen.append(action(*a)) or seen[-1])
    for path in DM_SCENARIOS:
        v = judge_file(path)
        assert v.passed, f"{path.name}: {v.message}"
    assert seen and all(isinstance(why, Why) and JAPANESE.search(why.ja) for why in seen if why), seen


DM_BOARD = """title: t
game: dm
turn: {number: 3, player: A, phase: main}
players:
  A:
    hand:
      - {card: ボルメテウス・ホワイト・ドラゴン, as: BW}
    mana:
      - {card: アクア・ソルジャー, as: M1}
"""


@pytest.mark.parametrize(("lang", "why"), [("ja", "タップされていないマナでは、コストと文明を支払えない"),
                                          ("en", "its player's untapped mana cannot pay its cost and civilization")])
def test_duel_masters_fronts_give_the_reason_in_the_viewers_language(lang: str, why: str) -> None:
    d, labels = board(DM_BOARD)
    bw = labels["BW"]
    assert refusals(d, "dm", 0, "A-hand-1", lang) == [{"action": "summon", "why": why}]  # the web board's
    assert dm_why_not(d, 0, "summon h1", {bw: "h1"}, lang) == why
    assert dm_why_not(d, 0, "charge h1", {bw: "h1"}, lang) == in_lang(
        Why("mana is charged only in the mana phase", "マナチャージはマナチャージステップでしか行えない"), lang)


GEAR_BOARD = """title: t
game: dm
turn: {number: 3, player: A, phase: main}
players:
  A:
    mana: [エナジー・ライト, エナジー・ライト]
    battle:
      - {card: スパイラル・オーラ, as: G}
"""


@pytest.mark.parametrize(("creatures", "lang", "why"), [
    ("", "en", "its player has no creature in the battle zone to cross it to"),
    ("", "ja", "クロスできる自分のクリーチャーがバトルゾーンにいない"),
    ("crossed", "en", "it is already crossed to its player's only creature"),
    ("crossed", "ja", "既に自分の唯一のクリーチャーにクロスされている"),
    ("unpaid", "en", "its player's untapped mana cannot pay its cost and civilization"),
])
def test_a_cross_gear_of_the_battle_zone_that_cannot_be_crossed_says_why(creatures: str, lang: str, why: str) -> None:
    # the web board gave reasons for the hand's cards and for attacks only: a gear picked in the main phase with no
    # creature to cross it to (or only the one it is on) showed nothing, and `cross b1` typed alone was not answered
    text = GEAR_BOARD
    if creatures == "crossed":
        text = text.replace("      - {card: スパイラル・オーラ, as: G}",
                            "      - {stats: {power: 2000}, as: C, crossed: [{card: スパイラル・オーラ, as: G}]}")
    elif creatures == "unpaid":
        text = text.replace("mana: [エナジー・ライト, エナジー・ライト]", "mana: [エナジー・ライト]") + \
            "      - {stats: {power: 2000}, as: C}\n"
    d, labels = board(text)
    assert not any(o.kind == "cross" for o in d.pending.options)  # type: ignore[union-attr]
    code = next(c["code"] for c in state(d, "dm", 0, lang, d.decisions)["players"][0]["battle"]
                if c["kind"] == "cross_gear")
    assert refusals(d, "dm", 0, code, lang) == [{"action": "cross", "why": why}]  # the web board's
    codes = card_codes(d, 0)
    assert dm_why_not(d, 0, f"cross {codes[labels['G']]}", codes, lang) == why  # the terminal's


def test_a_cross_gear_that_may_be_crossed_has_no_refusal() -> None:
    d, labels = board(GEAR_BOARD + "      - {stats: {power: 2000}, as: C}\n")
    assert any(o.kind == "cross" for o in d.pending.options)  # type: ignore[union-attr]
    codes = card_codes(d, 0)
    assert dm_why_not(d, 0, f"cross {codes[labels['G']]}", codes, "en") == ""
    assert dm_card_refusals(d, 0, labels["G"]) == []


MANDATORY_REPLACEMENT = """title: t
game: dm
turn: {number: 8, player: A, phase: attack}
players:
  A:
    battle:
      - {card: シャーマン・ブロッコリー, as: BR, crossed: [{card: スパイラル・オーラ, as: SP}]}
  B:
    battle:
      - {stats: {power: 5000}, as: BIG, tapped: true}
"""


@pytest.mark.parametrize(("lang", "why"), [
    ("ja", "任意でない置き換え効果があるので、どれか1つを適用しなければならない"),
    ("en", "a replacement effect on offer is not optional: one of them must be applied")])
def test_no_typed_at_a_replacement_that_must_apply_is_refused_with_the_rule(lang: str, why: str) -> None:
    # Shaman Broccoli's own replacement is not optional, the cross gear's is: its player picks one, and may not decline
    d, labels = board(MANDATORY_REPLACEMENT)
    d.act(next(o.key for o in d.pending.options if o.kind == "attack" and o.arg == labels["BIG"]))
    assert d.pending.kind == "replacement" and "no" not in {o.kind for o in d.pending.options}
    assert dm_why_not(d, 0, "no", {}, lang) == why
    assert dm_why_not(d, 0, "yes", {}, lang) == ""


BOARD = """title: t
game: ocg
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand:
      - {card: ブラック・マジシャン, as: DM}
  B:
    monsters:
      - {stats: {atk: 1000}, as: β}
"""


def _duel() -> tuple[Duel, dict[str, int]]:
    d, labels = board(BOARD)
    assert isinstance(d, Duel)
    return d, labels


@pytest.mark.parametrize(("lang", "why"), [("ja", "必要な２体の生け贄を用意できない"),
                                          ("en", "its player cannot tribute the 2 monsters it needs")])
def test_the_web_board_gives_the_reason_in_the_viewers_language(lang: str, why: str) -> None:
    d, _ = _duel()
    # its summon and its set alike: B's monster is no tribute of A's
    assert refusals(d, "ocg", 0, "A-hand-1", lang) == [{"action": "summon", "why": why}, {"action": "set", "why": why}]


@pytest.mark.parametrize(("lang", "why"), [("ja", "必要な２体の生け贄を用意できない"),
                                          ("en", "its player cannot tribute the 2 monsters it needs")])
def test_the_terminal_gives_the_reason_in_its_language(lang: str, why: str) -> None:
    d, label = _duel()
    assert why_not(d, 0, "summon h1", {label["DM"]: "h1"}, lang) == why
    # a reason made by the front itself too: a normal monster has no effect to activate
    assert why_not(d, 0, "act h1 3", {label["DM"]: "h1"}, lang) == in_lang(
        Why("it is a normal monster: it has no effects", "通常モンスターで、効果を持たない"), lang)


@pytest.mark.parametrize(("lang", "said"), [("ja", "「act h39」はいまできません（罠カードはセットしてから発動し"),
                                           ("en", '"act h39" is not possible now: a trap card is set before it')])
def test_a_typed_command_is_refused_in_the_terminals_language(tmp_path: Path, lang: str, said: str) -> None:
    # seed 1: A's opening hand holds a trap, h39 (tests/test_play_help.py)
    r = CliRunner().invoke(main, ["play", "--game", "ocg", "--seed", "1", "--lang", lang, "--db",
                                  str(tmp_path / "g.sqlite")], input="act h39\nquit\n")
    assert r.exit_code == 0, r.output
    assert said in r.output


def test_a_reason_without_japanese_is_shown_as_it_is() -> None:
    assert in_lang("the duel is over", "ja") == "the duel is over"
    assert in_lang(Why("the duel is over", "デュエルは終了している"), "ja") == "デュエルは終了している"
    assert in_lang(Why("the duel is over", "デュエルは終了している"), "en") == "the duel is over"
