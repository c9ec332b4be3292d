"""The web board in a real browser (Playwright driving the system's Chromium): a duel clicked to its end,
two seats in two browser contexts, the language switch, a replay stepped through, the judge page.

Chromium comes from the system packages (`apt-get install -y chromium`, as .ci/run does); these tests
skip only when it is absent. The board's Japanese names need a Japanese font (`fonts-ipafont-gothic`, which .ci/run
installs too): without one they are drawn as empty boxes, and the tests of how a long name wraps fail. No page may
log a console error.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from arbiter.kernel.reasons import in_lang
from arbiter.library import LOCK_WAIT_S
from arbiter.ocg.cost_first import NO_TARGETS
from arbiter.ocg.legality import POSITION_FIXED, SUMMONED_ALREADY
from web_client import new_game
from web_pages import NEEDS_CHROMIUM, open_lobby
from web_server import HOST_KEY, damage_headers, http, serving

pytestmark = NEEDS_CHROMIUM
RULINGS = Path(__file__).resolve().parent / "rulings" / "ocg"
PREFER = ["attack", "summon", "phase", "pass", "yes"]  # the scripted player's taste, by option kind


def click_choice(page: Any) -> None:
    """Answer the decision on screen: the preferred kind of option, else the first."""
    buttons = page.locator("#decide button.opt")
    kinds = buttons.evaluate_all("bs => bs.map(b => b.dataset.kind)")
    pick = next((kinds.index(k) for k in PREFER if k in kinds), 0)
    buttons.nth(pick).click()


def answer_once(page: Any) -> str | None:
    """Answer the decision on screen and wait until it is gone; the result's text once the duel is over."""
    page.wait_for_selector("#decide button.opt, #result", timeout=30000)
    if page.locator("#result").count():
        return str(page.locator("#result").inner_text())
    step = page.evaluate("document.querySelector('#decide button.opt').dataset.key")
    gone = (f"!document.querySelector('#decide button.opt') || "
            f"document.querySelector('#decide button.opt').dataset.key !== '{step}'")
    for _ in range(10):  # a click faster than the server's limit for people is refused: click again
        click_choice(page)
        try:
            page.wait_for_function(gone, timeout=3000)
            return None
        except PlaywrightTimeout:
            assert "too many" in page.locator("#status").inner_text()
    raise AssertionError("the answer was never taken")


def play_to_end(page: Any, limit: int = 1500) -> str:
    for _ in range(limit):
        result = answer_once(page)
        if result is not None:
            return result
    raise AssertionError("the duel did not end")


def test_a_whole_duel_clicked_to_its_end_then_replayed(page: Any, server: str, errors: list[str]) -> None:
    page.set_viewport_size({"width": 1280, "height": 720})
    open_lobby(page, server)
    page.select_option("select[name=opponent]", "random")
    page.fill("input[name=seed]", "21")
    page.click("#start")
    page.wait_for_selector("#board .bar")
    assert page.locator("#role").inner_text() == "seat A"
    for _ in range(5):
        assert answer_once(page) is None
    page.wait_for_selector("#decide button.opt")
    key = page.locator("#decide button.opt").first.get_attribute("data-key")
    page.reload()  # a closed and reopened tab: the same decision, the same keys
    page.wait_for_selector("#decide button.opt")
    assert page.locator("#decide button.opt").first.get_attribute("data-key") == key
    result = play_to_end(page)
    assert result in ("You win", "You lose", "Draw")  # told to the seat as its own
    gid = page.evaluate("location.hash.split('/')[2]")

    page.goto(f"{server}/#/replay/{gid}")
    page.wait_for_selector("#step")
    assert page.locator("#step").inner_text().startswith("0 /")
    # the question of the step and whose it is: A's first, its draw phase's window, as both players may read it
    assert page.locator("#asking").inner_text() == "A is choosing: respond or pass"
    total = int(page.locator("#step").inner_text().split("/")[1])
    for n in (1, 2, 3):
        page.click("#next")
        page.wait_for_function(f"document.querySelector('#step').textContent.startsWith('{n} /')")
    page.click("#prev")
    page.wait_for_function("document.querySelector('#step').textContent.startsWith('2 /')")
    page.keyboard.press("End")
    page.wait_for_function(f"document.querySelector('#step').textContent.startsWith('{total} /')")
    assert page.locator("#result").count() == 1 and page.locator("#asking").count() == 0  # nothing asked at the end
    page.select_option("#view", "B")
    page.wait_for_selector(".side.bottom")


def test_two_seats_in_two_contexts_and_the_language_switch(browser: Any, server: str) -> None:
    r = http("POST", f"{server}/api/games", json={"game": "ocg", "opponent": "human", "seed": 9, "lang": "ja"},
                   headers={"x-arbiter-host": HOST_KEY})
    g = r.json()
    pages, seen = [], []
    for seat in "AB":
        # a phone-sized screen, in Japanese: a page opens in the browser's language
        ctx = browser.new_context(viewport={"width": 390, "height": 844}, locale="ja-JP")
        p = ctx.new_page()
        p.on("console", lambda m: seen.append(m.text) if m.type == "error" else None)
        p.on("pageerror", lambda e: seen.append(str(e)))
        p.goto(f"{server}/#/play/{g['id']}/{g['tokens'][seat]}")
        p.wait_for_selector("#board .bar")
        pages.append(p)
    a, b = pages
    assert "ターン" in a.locator("#turn").inner_text()
    assert a.locator("#decide button.opt").count() > 0  # A moves first
    # B is told what A is asked, in B's language: A's question is about no card B may not see
    asked = a.locator("#decide h3").inner_text().split(": ", 1)[1]
    assert b.locator("#decide .wait").inner_text() == f"Aが選択中：{asked}"
    shown = b.locator(".side.top .count").first.inner_text()  # "手札 6": A's hand as a count and as backs
    assert b.locator(".side.top .hand .back").count() == int(shown.split()[-1]) > 0
    assert b.locator(".side.top .hand [data-code]").count() == 0
    a.click("#lang")  # English for A only; B stays in Japanese
    a.wait_for_function("document.querySelector('#turn').textContent.startsWith('Turn')")
    assert a.locator("#lang").inner_text() == "日本語"
    assert "ターン" in b.locator("#turn").inner_text()
    for _ in range(60):  # A plays until B must decide: B sees it at once
        if b.locator("#decide button.opt").count():
            break
        if a.locator("#decide button.opt").count():
            step = a.evaluate("document.querySelector('#decide button.opt').dataset.key")
            a.keyboard.press("e") if a.locator("#decide button[data-kind=phase]").count() else click_choice(a)
            a.wait_for_function(f"!document.querySelector('#decide button.opt') || "
                                f"document.querySelector('#decide button.opt').dataset.key !== '{step}'")
        else:
            b.wait_for_selector("#decide button.opt", timeout=10000)
    assert b.locator("#decide button.opt").count() > 0
    assert a.locator("#decide .wait").count() == 1
    assert seen == []


PASSING = RULINGS / "003" / "003-armed-ninja-destroys-a-set-spell.yaml"


def test_a_damaged_library_is_said_in_the_lobby_in_its_language(page: Any, tmp_path: Path) -> None:
    # the lobby said "Internal Server Error" (the server's list failed on it); switched to English, it kept the
    # Japanese. No `errors`: the browser logs the refused request (a 500) as a console error.
    db = tmp_path / "games.sqlite"
    with serving(db) as (base, _):
        server = f"http://{base}"
        new_game(server)
        damage_headers(db)
        open_lobby(page, server, "ja")
        page.wait_for_function("document.querySelector('#status').textContent !== ''")
        assert page.locator("#status").inner_text().startswith(
            f"{db}：対戦ライブラリが壊れている（対戦#1のヘッダーがJSONのオブジェクトではない）")
        page.click("#lang")
        page.wait_for_function("document.querySelector('#status').textContent.includes('library is damaged')")
        assert page.locator("#status").inner_text() == (
            f"{db}: the games library is damaged (game #1's header is not a JSON object); copy it aside and start "
            "a new one")


def test_a_new_game_a_locked_library_cannot_store_is_said_in_the_lobby_in_its_language(page: Any,
                                                                                       tmp_path: Path) -> None:
    # the lobby said "Internal Server Error" when another process held the library's file. No `errors`: the
    # browser logs the refused request (a 500) as a console error.
    db = tmp_path / "games.sqlite"
    with serving(db) as (base, _):
        open_lobby(page, f"http://{base}", "ja")
        holder = sqlite3.connect(db, isolation_level=None)
        holder.execute("BEGIN EXCLUSIVE")
        try:
            page.click("#start")
            page.wait_for_function("document.querySelector('#status').textContent.includes('新しい対戦')")
        finally:
            holder.rollback()
            holder.close()
        assert page.locator("#status").inner_text() == (
            f"新しい対戦を保存できない：{db}：対戦ライブラリはほかのプロセスが使用中（{LOCK_WAIT_S:g}秒待った）。"
            "終わってからやり直してください")


def test_the_judge_page_passes_and_fails_scenarios(page: Any, server: str, errors: list[str]) -> None:
    open_lobby(page, server)
    page.goto(f"{server}/#/judge")
    text = PASSING.read_text(encoding="utf-8")
    page.fill("#scenario", text)
    page.click("#judge-go")
    page.wait_for_selector("#verdict-head")
    assert page.locator("#verdict-head").inner_text().startswith("PASS")
    assert "チェーン" in page.locator("#log-ja").inner_text()
    assert "Chain Link" in page.locator("#log-en").inner_text()
    assert "null" not in page.locator("#verdict").inner_text()
    broken = text.replace("SP: B.graveyard", "SP: B.hand")
    page.fill("#scenario", broken)
    page.click("#judge-go")
    # the last verdict is cleared while the new one is judged
    page.wait_for_function("document.querySelector('#verdict-head')?.textContent.startsWith('FAIL')")
    line = next(k for k, s in enumerate(broken.splitlines(), 1) if "SP: B.hand" in s)
    failing = page.locator("#failing-line").inner_text()
    assert failing.startswith(f"line {line}:") or f"line {line}" in page.locator("#verdict-message").inner_text()
    assert "expectation failed: SP is in B.graveyard" in page.locator("#verdict-message").inner_text()
    page.click("#lang")  # the verdict is shown again in the page's new language
    page.wait_for_function("document.querySelector('#verdict-message')?.textContent.includes('期待と違う')")
    assert "SPはB.graveyardにある（期待：B.hand）" in page.locator("#verdict-message").inner_text()
    assert page.locator("#verdict-head").inner_text().startswith("不合格")



def test_a_scenario_that_never_ran_shows_no_empty_logs(page: Any, server: str, errors: list[str]) -> None:
    # a text the judge could not read has no chain log: the page drew its two log boxes empty under the message
    open_lobby(page, server)
    page.goto(f"{server}/#/judge")
    page.fill("#scenario", PASSING.read_text(encoding="utf-8").replace("steps:\n", "steps:\n nonsense: [\n", 1))
    page.click("#judge-go")
    page.wait_for_selector("#verdict-head")
    assert page.locator("#verdict-head").inner_text().startswith("FAIL")
    assert "YAML" in page.locator("#verdict-message").inner_text()
    assert page.locator("#verdict pre").evaluate_all("ps => ps.filter((p) => !p.textContent.trim()).length") == 0


def test_the_judge_page_asks_for_a_file_in_its_language(page: Any, server: str, errors: list[str]) -> None:
    # the server's refusal of an empty text is English: the Japanese page said it so
    open_lobby(page, server, "ja")
    page.goto(f"{server}/#/judge")
    page.click("#judge-go")
    page.wait_for_function("document.querySelector('#status').textContent !== ''")
    assert page.locator("#status").inner_text() == "シナリオファイルを貼り付けるか、アップロードしてください。"


def test_the_judge_pages_heading_and_button_follow_the_language_switch(page: Any, server: str,
                                                                       errors: list[str]) -> None:
    # switched to English, the page kept 「裁定：シナリオファイル」 and 「判定」 above an English verdict
    open_lobby(page, server, "ja")
    page.goto(f"{server}/#/judge")
    page.wait_for_selector("#judge-go")
    assert (page.locator(".judge h2").inner_text(), page.locator("#judge-go").inner_text()) == (
        "裁定：シナリオファイル", "判定")
    page.click("#lang")
    assert (page.locator(".judge h2").inner_text(), page.locator("#judge-go").inner_text()) == (
        "Judge a scenario file", "Judge")


@pytest.mark.parametrize(("lang", "head", "summon"), [
    # its set needs the tributes as its summon does: one line says both
    ("en", "Not possible now:", "summon, set: its player cannot tribute"),
    ("ja", "いまできない理由：", "召喚・セット：必要な２体の生け贄を用意できない")])
def test_a_picked_card_with_nothing_on_offer_says_why(page: Any, server: str, errors: list[str], lang: str, head: str,
                                                      summon: str) -> None:
    open_lobby(page, server, lang)
    page.select_option("select[name=opponent]", "random")
    page.select_option("select[name=deck]", "anchor-deck")
    page.fill("input[name=seed]", "2")
    page.click("#start")
    page.wait_for_selector("#decide button.opt")
    said = []
    cards = page.locator('[data-zone="A-hand"] button.card')
    for k in range(cards.count()):
        said.append(picked_reasons(page, cards.nth(k)))
    # seed 2: A's opening hand holds a monster it has too few monsters to tribute for in its first main phase
    said = [w for w in said if w]
    assert said and all(w.startswith(head) for w in said), said
    assert any(summon in w for w in said), said


def picked_reasons(page: Any, card: Any) -> str:
    """Click a card and wait for the server's reasons for it (`why`): the panel's text of them ("" for none)."""
    card.click()
    code = card.get_attribute("data-code")
    page.wait_for_selector(f'#detail[data-code="{code}"][data-reasons]')
    return str(page.locator("#why").inner_text()) if page.locator("#why").count() else ""


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_picked_card_says_why_each_action_it_does_not_offer_is_refused(page: Any, server: str, errors: list[str],
                                                                         lang: str) -> None:
    # a player's trial: 「暗黒界の雷」 in the hand offered its set and said nothing of why it could not be activated,
    # and a monster summoned that turn said nothing of why its position could not be changed
    open_lobby(page, server, lang)
    page.select_option("select[name=opponent]", "random")
    page.select_option("select[name=deck]", "dark-world")
    page.fill("input[name=seed]", "9")  # A goes first with 「暗黒界の雷」 and 「暗黒界の狩人 ブラウ」 in its hand
    page.click("#start")
    page.wait_for_selector('#decide button.opt[data-kind="phase"]')
    said = "：" if lang == "ja" else ": "
    act = {"en": ("activate", "change position", "summon, set"), "ja": ("発動", "表示形式の変更", "召喚・セット")}[lang]
    lightning = page.locator('[data-zone="A-hand"] button.card', has_text="暗黒界の雷" if lang == "ja" else
                             "Dark World Lightning")
    # no face-down card on the field for it to destroy: set, not activated
    why = picked_reasons(page, lightning)
    assert page.locator("#detail button.opt").count() == 1
    assert f"{act[0]}{said}{in_lang(NO_TARGETS, lang)}" in why, why
    page.screenshot(path=f"/tmp/h-panel-lightning-{lang}.png")
    broww = "ブラウ" if lang == "ja" else "Broww"
    page.locator('[data-zone="A-hand"] button.card', has_text=broww).click()
    page.locator('#decide button.opt[data-kind="summon"]').filter(has_text=broww).click()
    page.wait_for_selector('[data-zone="A-monsters"] button.card')
    page.wait_for_selector('#decide button.opt[data-kind="phase"]')
    why = picked_reasons(page, page.locator('[data-zone="A-monsters"] button.card').first)
    assert f"{act[1]}{said}{in_lang(POSITION_FIXED, lang)}" in why, why
    page.screenshot(path=f"/tmp/h-panel-monster-{lang}.png")
    # 「終末の騎士」 in the hand, A's summon made: its summon and its set refused for one reason, said once
    why = picked_reasons(page, page.locator('[data-zone="A-hand"] button.card', has_text="終末の騎士" if lang == "ja"
                                            else "Armageddon Knight"))
    assert f"{act[2]}{said}{in_lang(SUMMONED_ALREADY, lang)}" in why, why
