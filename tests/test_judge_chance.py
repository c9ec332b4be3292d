"""A scenario's `chance:` fixes its coin tosses' and die rolls' results, in the order they are made, so that a file
about a coin or a die says which result it is about (docs/scenario-format.md); a list that does not fit what the
duel tosses and rolls is a mistake of the file, named at its line."""

from __future__ import annotations

from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from arbiter.kernel.events import Cause
from arbiter.kernel.reasons import in_lang
from arbiter.ocg.duel import Duel
from scenario_text import DM_MADE_UP_BOARD, judged
from web_server import HOST_KEY

RULINGS = Path(__file__).resolve().parent / "rulings" / "ocg" / "004"
CARDS = Path(__file__).resolve().parent / "cards" / "ocg"
# A calls heads for 「時の魔術師」 (TW): a right call destroys B's monsters
TIME_WIZARD = (RULINGS / "004-time-wizard-right-call.yaml").read_text(encoding="utf-8")
# 「ファイアーダーツ」 (FD): three dice, 100 damage a pip
FIRE_DARTS = (RULINGS / "004-fire-darts-deals-100-per-pip.yaml").read_text(encoding="utf-8")
# 「闇の賢者」 after a call made right only by the toss 「セカンド・チャンス」 has made again (tails, then heads)
REDONE = (CARDS / "era-dark-sage-after-a-call-second-coin-toss-made-right.yaml").read_text(encoding="utf-8")


def with_chance(text: str, results: str) -> str:
    """`text` with its `chance:` line replaced by `chance: RESULTS` (`results` as YAML writes the list)."""
    head, sep, rest = text.partition("\nchance: ")
    assert sep, "the file states its results"
    return f"{head}\nchance: {results}\n{rest.partition(chr(10))[2]}"


def line_with(text: str, words: str) -> int:
    return next(n for n, s in enumerate(text.splitlines(), 1) if words in s)


def test_the_stated_coin_decides_what_the_call_does(tmp_path: Path) -> None:
    assert judged(tmp_path, TIME_WIZARD).passed
    assert judged(tmp_path, with_chance(TIME_WIZARD, "[表]")).passed  # a Japanese file's word for heads
    assert not judged(tmp_path, with_chance(TIME_WIZARD, "[裏]")).passed
    v = judged(tmp_path, with_chance(TIME_WIZARD, "[tails]"))
    # a result the duel takes: the same call is now wrong, and the file's expectations of a right call fail
    assert not v.passed and "expectation failed" in v.message and "Aはコイントス：裏" in "\n".join(v.log)


def test_the_stated_dice_decide_the_damage(tmp_path: Path) -> None:
    assert judged(tmp_path, FIRE_DARTS).passed
    text = with_chance(FIRE_DARTS, "[6, 6, 6]").replace("lp: {B: 7200}", "lp: {B: 6200}").replace(
        "：２、Aはサイコロを振る：５、Aはサイコロを振る：１", "：６、Aはサイコロを振る：６、Aはサイコロを振る：６")
    assert judged(tmp_path, text).passed, judged(tmp_path, text).message


def test_a_toss_made_again_takes_the_next_result(tmp_path: Path) -> None:
    assert judged(tmp_path, REDONE).passed
    # the toss made again comes up tails as well: the call stays wrong, and 「闇の賢者」 cannot be summoned
    v = judged(tmp_path, with_chance(REDONE, "[tails, tails]"))
    assert not v.passed and "expectation failed" in v.message
    assert "コイントスをやり直す、Aはコイントス：裏" in "\n".join(v.log)


def test_fixed_results_leave_the_shuffles_to_the_seed() -> None:
    plain, fixed = Duel(7), Duel(7)
    fixed.rng.fix([("coin", 0), ("dice", 6)])
    got = [(d.toss_coin(0, Cause.rule(0)), d.roll_die(0, Cause.rule(0)), d.rng.below(10**9)) for d in (plain, fixed)]
    assert got[1][:2] == (False, 6)
    assert got[0][2] == got[1][2]  # the draw after them is the seed's either way
    assert fixed.rng.unused() == 0 and plain.rng.unused() == 0


def test_a_snapshot_takes_the_same_results_again() -> None:
    d = Duel(3)
    d.rng.fix([("dice", 2), ("dice", 5)])
    copy = d.clone()
    assert [d.roll_die(0, Cause.rule(0)), copy.roll_die(0, Cause.rule(0))] == [2, 2]
    assert d.rng.unused() == copy.rng.unused() == 1


@pytest.mark.parametrize(("text", "line_of", "en", "ja"), [
    # a die's result where a coin is tossed: the result's line, the card that tossed, the step
    (with_chance(TIME_WIZARD, "[3]"), "chance: [3]",
     "chance: result 1 is a die's 3, but \"Time Wizard\" (TW) tosses a coin there (the step at line 21): write "
     "heads or tails",
     "chance：１つ目の結果はサイコロの３だが、そこで「時の魔術師」（TW）がコイントスを行う（21行目のステップ）"),
    (with_chance(FIRE_DARTS, "[2, tails, 1]"), "chance: [2, tails, 1]",
     "chance: result 2 is tails, but \"Fire Darts\" (FD) rolls a die there (the step at line 17)",
     "２つ目の結果は裏だが、そこで「ファイアーダーツ」（FD）がサイコロを振る"),
    (with_chance(FIRE_DARTS, "[2, 5, 7]"), "chance: [2, 5, 7]", "chance: a die shows 1 to 6, not 7",
     "サイコロの目は1～6（7ではない）"),
    (with_chance(FIRE_DARTS, "[0, 5, 1]"), "chance: [0, 5, 1]", "chance: a die shows 1 to 6, not 0", "0ではない"),
    (with_chance(TIME_WIZARD, "[head]"), "chance: [head]",
     "chance: a result is heads or tails (a coin) or a whole number from 1 to 6 (a die), not head", "headではない"),
    (with_chance(TIME_WIZARD, "[yes]"), "chance: [yes]", "not true", "trueではない"),  # YAML's true
    (with_chance(TIME_WIZARD, "[2.5]"), "chance: [2.5]", "not 2.5", "2.5ではない"),
    (with_chance(TIME_WIZARD, "heads"), "chance: heads",
     "chance must be a list of results (heads, tails, or a die's 1 to 6), not heads", "リストで書く"),
    # a result promised that never came
    (with_chance(TIME_WIZARD, "[heads, tails]"), "chance: [heads, tails]",
     "chance: result 2 was never taken: the duel made 1 toss or roll before the scenario ended",
     "２つ目の結果が使われなかった（シナリオの終わりまでのコイントスとサイコロは１回）"),
    (with_chance(FIRE_DARTS, "[2, 5, 1, 3, 3]"), "chance: [2, 5, 1, 3, 3]",
     "chance: results 4 to 5 were never taken: the duel made 3 tosses and rolls", "４～５つ目の結果が使われなかった"),
    # a toss no result is listed for: the step where it came
    (with_chance(TIME_WIZARD, "[]"), "  - {player: A, choose: [heads]}",
     "\"Time Wizard\" (TW) tosses a coin here, but chance (line 6) lists only 0 results: list this one too",
     "ここで「時の魔術師」（TW）がコイントスを行うが、chance（6行目）に書いた結果は０個だけ"),
    (with_chance(FIRE_DARTS, "[2, 5]"), "  - {resolve: true}", "lists only 2 results", "結果は２個だけ"),
    # Duel Masters has no coins or dice
    (DM_MADE_UP_BOARD + "chance: [heads]\nsteps:\n  - expect: {count: {A.hand: 0}}\n", "chance: [heads]",
     "chance: a dm duel tosses no coin and rolls no die, so it has no results to list",
     "dmのデュエルにはコイントスもサイコロもない"),
])
def test_results_that_do_not_fit_are_the_files_mistake(tmp_path: Path, text: str, line_of: str, en: str,
                                                       ja: str) -> None:
    v = judged(tmp_path, text)
    assert not v.passed
    where = f"{tmp_path / 's.yaml'}:{line_with(text, line_of)}: "
    assert v.message.startswith(where) and en in v.message, v.message
    assert in_lang(v.message, "ja").startswith(where) and ja in in_lang(v.message, "ja"), in_lang(v.message, "ja")
    assert "Traceback" not in v.message and "engine failed" not in v.message


def test_the_web_judge_takes_chance(client: TestClient) -> None:
    for text, passed in ((TIME_WIZARD, True), (with_chance(TIME_WIZARD, "[3]"), False)):
        r = client.post("/api/judge", json={"text": text, "filename": "tw.yaml"}, headers={"x-arbiter-host": HOST_KEY})
        assert r.status_code == 200 and r.json()["passed"] is passed, r.text
    assert "tosses a coin there" in r.json()["message"]["en"] and "コイントスを行う" in r.json()["message"]["ja"]
