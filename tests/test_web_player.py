"""The web board as a player finds it (Playwright driving the system's Chromium): what a reload, a redraw, a
double click or an earlier mistake must not undo or leave behind, and what must be told apart on screen.

Each test here failed before the fix it names (a pasted deck played as the bundled deck still selected, the
auto-pass box checked again after a reload while the server kept it off, an open graveyard snapping shut at every
update, two options reading alike, ...).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from arbiter.dm.model import CIV_JA
from arbiter.games import support_for
from arbiter.library import Library
from arbiter.web import app as web_app
from terminal_games import hold_by, terminal_game
from web_client import create, end_turn, first_state, new_game
from web_pages import NEEDS_CHROMIUM, RECORD_SENT, WHOLE_LINES, open_lobby, open_seat, until
from web_server import HOST_KEY, http, run_async, serving

pytestmark = NEEDS_CHROMIUM
PASSING = Path(__file__).resolve().parent / "rulings" / "ocg" / "000" / "000-anti-raigeki-turns-raigeki-back.yaml"


# the addresses the page fetches from now on: `window.fetched`
RECORD_FETCHES = """() => { const f = window.fetch; window.fetched = [];
    window.fetch = (url, ...rest) => { window.fetched.push(String(url)); return f(url, ...rest); }; }"""


def replay_to_step_through(server: str) -> dict[str, Any]:
    """A game against the random agent (seed 9) with a first answer of A's, ending the turn, and the agent's turn
    after it: a replay to step through."""
    g = new_game(server, opponent="random", seed=9)
    end_turn(server, g, "A")
    return g


def test_the_auto_pass_box_shows_the_setting_in_force_after_a_reload(page: Any, server: str,
                                                                     errors: list[str]) -> None:
    with page.expect_websocket() as socket:
        open_seat(page, server, opponent="random", seed=21)
    page.wait_for_selector("#auto")
    assert page.is_checked("#auto")
    # the server's acknowledgement waited for (a fixed 300 ms was too short on a loaded machine, now and then)
    with socket.value.expect_event("framereceived", lambda m: json.loads(m)["type"] == "auto"):
        page.uncheck("#auto")
    page.reload()
    page.wait_for_selector("#decide button.opt")
    assert not page.is_checked("#auto")  # the server still passes nothing for this seat: the box says so


def test_an_auto_pass_change_the_server_refuses_is_shown_undone(page: Any, server: str, errors: list[str],
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    # a change refused (too many messages) stayed checked off in the box until the next reconnect, though the
    # server went on passing for the seat
    open_seat(page, server, opponent="random", seed=21)
    page.wait_for_selector("#decide button.opt")
    assert page.is_checked("#auto")
    monkeypatch.setattr(web_app, "RATE", 0)  # every message refused from now on, as too many
    page.click("#auto")
    page.wait_for_function("document.querySelector('#status').textContent.startsWith('too many messages')")
    page.wait_for_function("document.querySelector('#auto').checked")  # the server's setting: still on


def test_a_duel_masters_board_has_no_auto_pass_box(page: Any, server: str, errors: list[str]) -> None:
    """Duel Masters has no windows to pass (every question is a real one): its board showed the OCG's auto-pass box,
    which did nothing there."""
    open_seat(page, server, game="dm", opponent="random", seed=21)
    page.wait_for_selector("#decide button.opt")
    assert page.query_selector("#role") is not None and page.query_selector("#auto") is None


def test_an_open_graveyard_stays_open_when_the_board_is_redrawn(page: Any, server: str,
                                                               errors: list[str]) -> None:
    open_seat(page, server, "B", opponent="human", seed=9)
    pile = '.side.bottom details.zone-graveyard'
    page.wait_for_selector(pile)
    page.click(f"{pile} summary")
    assert page.evaluate(f"document.querySelector('{pile}').open")
    page.click("#lang")  # a new state from the server, as any move of the opponent's sends
    page.wait_for_function("document.querySelector('#turn').textContent.includes('ターン目')")
    assert page.evaluate(f"document.querySelector('{pile}').open")


def test_the_judge_page_forgets_the_last_runs_error_and_verdict(page: Any, server: str,
                                                               errors: list[str]) -> None:
    open_lobby(page, server)
    page.goto(f"{server}/#/judge")
    page.click("#judge-go")  # nothing pasted: refused
    page.wait_for_function("document.querySelector('#status').textContent !== ''")
    assert "paste or upload" in page.locator("#status").inner_text()
    page.fill("#scenario", PASSING.read_text(encoding="utf-8"))
    page.click("#judge-go")
    page.wait_for_selector("#verdict-head")
    assert page.locator("#verdict-head").inner_text().startswith("PASS")
    assert page.locator("#status").inner_text() == ""  # the refusal was about the run before
    page.fill("#scenario", "")
    page.click("#judge-go")
    page.wait_for_function("document.querySelector('#status').textContent !== ''")
    assert page.locator("#verdict-head").count() == 0  # no PASS left standing beside the refusal
    errors.clear()  # the refused requests' 400s: the browser logs them, the page handles them


def test_a_replay_of_a_game_being_played_offers_only_the_public_view(page: Any, server: str,
                                                                   errors: list[str]) -> None:
    open_lobby(page, server)
    g = new_game(server, opponent="human", seed=4)
    page.goto(f"{server}/#/replay/{g['id']}")
    page.wait_for_selector("#view")
    disabled = page.locator("#view option").evaluate_all("os => os.map(o => [o.value, o.disabled])")
    assert disabled == [["public", False], ["A", True], ["B", True]]


def test_options_naming_two_copies_name_each_as_the_board_does(page: Any, server: str, errors: list[str]) -> None:
    # seed 5: A's opening hand holds two copies of 「ジェミニ・エルフ」, each offered to summon and to set; the board
    # and the log call them (copy 1) and (copy 2), and so do the options (they read alike, told apart by places only)
    open_seat(page, server, opponent="random", seed=5, deck={"name": "anchor-deck"})
    page.wait_for_selector("#decide button.opt")
    labels = page.locator("#decide button.opt").evaluate_all("bs => bs.map(b => b.textContent.replace(/^\\d /, ''))")
    summons = sorted(x for x in labels if x.startswith('Summon "Gemini Elf"'))
    assert summons == ['Summon "Gemini Elf" (copy 1)', 'Summon "Gemini Elf" (copy 2)'], labels
    assert len(set(labels)) == len(labels), labels
    first = page.locator("#decide button.opt", has_text=summons[0])
    first.hover()  # pointing at the option outlines its card: the board's copy 1
    assert "(copy 1)" in page.locator(".card.hint").inner_text()


def test_a_clicked_copy_is_named_in_its_details_as_on_the_board(page: Any, server: str, errors: list[str]) -> None:
    # seed 5: A's hand holds 「ジェミニ・エルフ」 (copy 1) and (copy 2); clicking copy 2 showed "Gemini Elf" alone
    # above its details, which copy it was lost between the board, the log and the options
    open_seat(page, server, opponent="random", seed=5, deck={"name": "anchor-deck"})
    second = page.locator('[data-zone="A-hand"] button.card[title="Gemini Elf (copy 2)"]')
    second.click()
    page.wait_for_selector("#detail h3")
    assert page.locator("#detail h3").inner_text() == "Gemini Elf (copy 2)"
    assert page.locator("#detail .sub").first.inner_text() == "ヂェミナイ・エルフ"  # the other language's name

def test_a_pasted_deck_is_the_one_played_not_the_bundled_deck_still_selected(page: Any, server: str,
                                                                           errors: list[str]) -> None:
    open_lobby(page, server)
    page.select_option("select[name=opponent]", "random")
    page.fill("textarea[name=deck_text]", "#main\n12345\n")  # the list is left on a bundled deck
    page.click("#start")
    page.wait_for_function("document.querySelector('#status').textContent !== ''")
    assert "no card has the passcode 12345" in page.locator("#status").inner_text()
    assert page.locator("#board").count() == 0  # no duel started with another deck than the one pasted
    errors.clear()  # the refused request's 400: the browser logs it, the page shows the refusal


def test_a_deck_pasted_before_the_server_lists_its_decks_is_kept(page: Any, server: str, errors: list[str]) -> None:
    # the lobby asks the server for its decks when it opens; a deck pasted before the answer came was dropped when
    # the answer rebuilt the form, and the bundled deck the list then chose was played in its place
    held: list[Any] = []
    page.route("**/api/info", lambda route: held.append(route))
    page.goto(f"{server}/#host={HOST_KEY}")
    page.wait_for_selector("#start")
    page.fill("textarea[name=deck_text]", "#main\n12345\n")
    page.select_option("select[name=opponent]", "random")
    until(page, lambda: bool(held), "the lobby asks for its decks")
    held[0].continue_()
    page.wait_for_function("document.querySelector('select[name=deck]').options.length > 1")
    assert page.input_value("textarea[name=deck_text]") == "#main\n12345\n"
    assert page.input_value("select[name=deck]") == ""  # the pasted deck, not a bundled one
    assert page.input_value("select[name=opponent_deck]") == "starter-ocg"
    assert page.input_value("select[name=opponent]") == "random"


def test_the_lobby_offers_the_starter_decks_and_the_strength_for_mcts_only(page: Any, server: str,
                                                                          errors: list[str]) -> None:
    open_lobby(page, server)
    page.wait_for_function("document.querySelector('select[name=deck]').options.length > 1")
    assert page.input_value("select[name=deck]") == page.input_value("select[name=opponent_deck]") == "starter-ocg"
    page.select_option("select[name=game]", "dm")
    assert page.input_value("select[name=deck]") == "dm-starter"
    assert not page.is_visible("input[name=strength]")
    page.select_option("select[name=opponent]", "mcts")
    assert page.is_visible("input[name=strength]")


def test_switching_the_language_keeps_what_the_lobby_form_holds(page: Any, server: str,
                                                                errors: list[str]) -> None:
    open_lobby(page, server)
    page.wait_for_function("document.querySelector('select[name=deck]').options.length > 1")
    page.select_option("select[name=game]", "dm")
    page.select_option("select[name=opponent]", "mcts")
    page.fill("input[name=strength]", "50")
    page.fill("textarea[name=opponent_deck_text]", '[{"card": "x", "count": 40}]')
    page.fill("input[name=seed]", "77")
    page.click("#lang")
    page.wait_for_function("document.querySelector('#start').textContent === '対戦開始'")
    assert page.input_value("select[name=game]") == "dm"
    assert page.input_value("select[name=opponent]") == "mcts" and page.input_value("input[name=strength]") == "50"
    assert page.input_value("select[name=deck]") == "dm-starter"
    assert page.input_value("select[name=opponent_deck]") == ""  # the pasted deck, still chosen
    assert page.input_value("textarea[name=opponent_deck_text]") == '[{"card": "x", "count": 40}]'
    assert page.input_value("input[name=seed]") == "77"
    assert page.is_visible("input[name=strength]")


def test_the_links_to_share_follow_the_language_switch(page: Any, server: str, errors: list[str]) -> None:
    # the rest of the lobby was drawn again in the new language, the links of the duel just made kept the old one's
    open_lobby(page, server)
    page.select_option("select[name=opponent]", "human")
    page.click("#start")
    page.wait_for_selector("#links h2")
    assert page.locator("#links h2").inner_text() == "Links to share"
    page.click("#lang")
    page.wait_for_function("document.querySelector('#start').textContent === '対戦開始'")
    assert page.locator("#links h2").inner_text() == "共有するリンク"
    assert page.locator("#links li span").all_inner_texts() == ["Aの席", "Bの席", "観戦"]


def test_a_double_click_on_an_option_answers_once_and_is_not_refused(page: Any, server: str,
                                                                     errors: list[str]) -> None:
    open_seat(page, server, opponent="human", seed=9)
    page.wait_for_selector("#decide button.opt")
    step = page.locator("#decide button.opt").first.get_attribute("data-key").split(".")[0]
    page.evaluate(RECORD_SENT)
    page.locator("#decide button.opt").first.dblclick()
    page.wait_for_function(f"!document.querySelector('#decide button.opt') || "
                           f"!document.querySelector('#decide button.opt').dataset.key.startsWith('{step}.')")
    # one answer sent, so no refusal of a second to wait for (a fixed second's wait for one)
    assert [m["key"].split(".")[0] for m in page.evaluate("window.sent") if m["type"] == "act"] == [step]
    assert page.locator("#status").inner_text() == ""


def test_the_chain_says_who_activates_what_in_english_as_the_log_does(page: Any, server: str,
                                                                      errors: list[str]) -> None:
    starter = {"name": "starter-ocg"}
    open_seat(page, server, opponent="random", seed=32, deck=starter, opponent_deck=starter)
    for _ in range(30):  # A sets its cards and ends its turn; in B's turn 2, B activates a monster's effect
        page.wait_for_selector("#decide button.opt")
        if page.locator("#chain .link").count():
            break
        kinds = page.locator("#decide button.opt").evaluate_all("bs => bs.map(b => b.dataset.kind)")
        pick = next((kinds.index(k) for k in ("setst", "set", "phase") if k in kinds), 0)
        step = page.locator("#decide button.opt").first.get_attribute("data-key").split(".")[0]
        page.locator("#decide button.opt").nth(pick).click()
        page.wait_for_function(f"!document.querySelector('#decide button.opt') || "
                               f"!document.querySelector('#decide button.opt').dataset.key.startsWith('{step}.')")
    first = page.locator("#chain .link").first.inner_text()
    assert first == '┏Chain Link 1: B activates "Abare Ushioni"', first
    assert 'B activates "Abare Ushioni"' in page.locator("#log").inner_text()
    # a line wraps between words: the lobby links' break-all (a URL's rule) broke "Wall of Revealing L|ight" there
    assert page.eval_on_selector("#chain .link", "e => getComputedStyle(e).wordBreak") != "break-all"


def test_a_duel_masters_creature_shows_its_cost_beside_its_power(page: Any, server: str,
                                                                  errors: list[str]) -> None:
    open_seat(page, server, game="dm", opponent="random", seed=3)
    page.wait_for_selector('[data-zone="A-hand"] button.card')
    stats = page.locator('[data-zone="A-hand"] button.card .stats').all_inner_texts()
    # seed 3: A's hand holds creatures (a power) and spells; each shows its cost, a creature its power after it
    assert any(" " in x for x in stats) and all(x.startswith("(") for x in stats), stats


def test_a_log_scrolled_back_stays_where_its_reader_is(page: Any, server: str,
                                                      errors: list[str]) -> None:
    page.set_viewport_size({"width": 1280, "height": 720})
    open_seat(page, server, opponent="random", seed=21)
    scrollable = "(l => l.scrollHeight > l.clientHeight + 100)(document.querySelector('#log'))"
    for _ in range(40):  # A ends its turns until the log is longer than its box
        page.wait_for_selector("#decide button.opt")
        if page.evaluate(scrollable):
            break
        step = page.locator("#decide button.opt").first.get_attribute("data-key").split(".")[0]
        page.keyboard.press("e") if page.locator("#decide button[data-kind=phase]").count() else \
            page.locator("#decide button.opt").first.click()
        page.wait_for_function(f"!document.querySelector('#decide button.opt') || "
                               f"!document.querySelector('#decide button.opt').dataset.key.startsWith('{step}.')")
    assert page.evaluate(scrollable)
    page.evaluate("document.querySelector('#log').scrollTop = 0")
    page.click("#lang")  # a new state from the server
    page.wait_for_function("document.querySelector('#turn').textContent.includes('ターン目')")
    assert page.evaluate("document.querySelector('#log').scrollTop") == 0
    page.evaluate("(l => { l.scrollTop = l.scrollHeight; })(document.querySelector('#log'))")
    page.click("#lang")  # read to its end, the log follows the duel again
    page.wait_for_function("document.querySelector('#turn').textContent.startsWith('Turn')")
    assert page.evaluate("(l => l.scrollHeight - l.scrollTop - l.clientHeight < 24)(document.querySelector('#log'))")


def test_a_pile_holding_a_card_to_choose_is_opened(page: Any, server: str, errors: list[str]) -> None:
    # a decision that asks for a card in A's graveyard (as a target of 「死者蘇生」), given to the page by a socket
    # that stands in for the server: a real duel's first state with one card put in the graveyard and asked for
    g = new_game(server, opponent="human", seed=9)
    state = run_async(first_state(server.removeprefix("http://"), g["id"], g["tokens"]["A"]))
    card = {"code": "A-graveyard-1", "name": "Gemini Elf", "kind": "monster", "atk": 1900, "def": 900}
    state["players"][0]["graveyard"] = [card]
    state["pending"] = {"kind": "target", "prompt": "choose a target", "options": [
        {"key": f"{state['step']}.0", "kind": "target", "label": '"Gemini Elf" (A\'s graveyard)',
         "cards": ["A-graveyard-1"]}]}
    page.route_web_socket(re.compile(r"/ws/"), lambda ws: ws.send(json.dumps(state)))
    open_lobby(page, server)
    page.goto(f"{server}/#/play/{g['id']}/{g['tokens']['A']}")
    page.wait_for_selector("#decide button.opt")
    assert page.evaluate("document.querySelector('.side.bottom details.zone-graveyard').open")
    assert page.is_visible('[data-code="A-graveyard-1"]')


def test_a_castle_waiting_for_its_shields_s_trigger_is_shown_in_a_pile(page: Any, server: str,
                                                                       errors: list[str]) -> None:
    # 《無敵城 シルヴァー・グローリー》 whose shield was broken waits, on no shield, for that break's S-Triggers: the
    # board showed it nowhere. The server's own state of such a board (tests/test_dm_front.py) is given to the page
    from arbiter.web.wire import state as wire_state
    from scenario_text import played
    from test_dm_front import SILVER_GLORY_BROKEN

    waiting = wire_state(played(SILVER_GLORY_BROKEN).duel, "dm", 0, "en", 0)
    code = "B-waiting_castles-1"
    g = new_game(server, game="dm", opponent="human", seed=3)
    state = run_async(first_state(server.removeprefix("http://"), g["id"], g["tokens"]["A"]))
    state["players"][1]["waiting_castles"] = waiting["players"][1]["waiting_castles"]
    state["cards"][code] = waiting["cards"][code]
    page.route_web_socket(re.compile(r"/ws/"), lambda ws: ws.send(json.dumps(state)))
    open_lobby(page, server)
    page.goto(f"{server}/#/play/{g['id']}/{g['tokens']['A']}")
    pile = ".side.top details.zone-waiting_castles"
    page.wait_for_selector(pile)
    assert page.locator(f"{pile} summary").text_content() == "Castle waiting for S-Triggers (1)"
    assert page.locator(f'{pile} [data-code="{code}"]').get_attribute("title") == "Muteki-jō Shiruvā Gurōrī"


def test_a_seat_opens_its_own_extra_deck_like_a_graveyard(page: Any, server: str, errors: list[str]) -> None:
    open_seat(page, server, opponent="human", seed=9, deck={"name": "goat"}, opponent_deck={"name": "cyber"})
    pile = ".side.bottom details.zone-extra_deck"
    page.wait_for_selector(pile)
    # "Fusion deck", as the options and the log call it in English ('"X" (A's fusion deck)'): it said "Extra deck"
    assert page.locator(f"{pile} summary").text_content() == "Fusion deck (6)"
    assert page.locator(".side.top details.zone-extra_deck").count() == 0  # the opponent's: its count only
    page.click(f"{pile} summary")
    page.click('[data-code="A-extra_deck-1"]')
    page.wait_for_selector("#detail h3")
    assert page.locator("#detail h3").text_content() == page.get_attribute('[data-code="A-extra_deck-1"]', "title")


@pytest.mark.parametrize(("seat", "lang", "said"), [(0, "en", "You win"), (1, "ja", "あなたの負け"),
                                                    (None, "en", "A wins")])
def test_the_result_is_told_to_a_seat_as_its_own(page: Any, server: str, errors: list[str], seat: int | None,
                                                 lang: str, said: str) -> None:
    # the duel's end as the server sends it (a real first state, A having won), to a seat and to a spectator
    g = new_game(server, opponent="human", seed=9)
    state = run_async(first_state(server.removeprefix("http://"), g["id"], g["tokens"]["A"]))
    state.update(winner=0, pending=None, waiting_for=None, seat=seat)
    page.route_web_socket(re.compile(r"/ws/"), lambda ws: ws.send(json.dumps(state)))
    open_lobby(page, server, lang)
    page.goto(f"{server}/#/play/{g['id']}/{g['tokens']['A' if seat is not None else 'watch']}")
    page.wait_for_selector("#result")
    assert page.locator("#result").text_content() == said


def test_a_seat_is_given_its_replay_at_the_end_and_opens_it_without_the_host_key(page: Any, server: str,
                                                                                errors: list[str]) -> None:
    g = new_game(server, opponent="human", seed=9)
    state = run_async(first_state(server.removeprefix("http://"), g["id"], g["tokens"]["B"]))
    state.update(winner=0, pending=None, waiting_for=None)  # the duel's end as the server sends it
    page.route_web_socket(re.compile(r"/ws/"), lambda ws: ws.send(json.dumps(state)))
    page.goto(f"{server}/")
    page.evaluate("localStorage.clear()")  # a friend's browser: B's link, no host key
    page.goto(f"{server}/#/play/{g['id']}/{g['tokens']['B']}")
    page.wait_for_selector("#replay-link")
    assert page.get_attribute("#replay-link", "href") == f"#/replay/{g['id']}/{g['tokens']['B']}"
    page.click("#replay-link")
    page.wait_for_selector("#replay #step")
    # the seat's link opens the public view and B's own (once the duel is over), never A's
    assert page.evaluate("[...document.querySelectorAll('#view option')].map(o => o.disabled)") == [False, True, True]



def test_a_seats_replay_draws_that_seat_at_the_bottom_as_its_board_did(page: Any, tmp_path: Path,
                                                                      errors: list[str]) -> None:
    # B's board has B at the bottom ("B (you)"); B's replay of the same duel, in B's own view, drew A there and B's
    # own hand at the top, upside down from the board B played on
    with serving(tmp_path / "g.sqlite") as (base, _):
        g = create(base, game="ocg", opponent="human", seed=9, lang="en")
        lib = Library(tmp_path / "g.sqlite")  # the server's is its own thread's
        lib.finish(g["id"], {"winner": 0, "turns": 1})  # the duel over, as the library records it
        lib.close()
        page.goto(f"http://{base}/#/replay/{g['id']}/{g['tokens']['B']}")
        page.wait_for_function("document.querySelector('#view') && document.querySelector('#view').value === 'B'")
        who = "document.querySelector('.side.%s .who').textContent"
        assert (page.evaluate(who % "bottom"), page.evaluate(who % "top")) == ("B", "A")
        assert page.locator('.side.bottom [data-zone="B-hand"] button.card').count()  # B's own hand, face up
        page.select_option("#view", "public")  # the public view: A at the bottom, as a spectator's board has it
        page.wait_for_function(f"{who % 'bottom'} === 'A'")


@pytest.mark.parametrize(("lang", "words"), [("en", {"spell": "Spell", "trap": "Trap"}),
                                              ("ja", {"spell": "魔法", "trap": "罠"})])
def test_a_spell_or_trap_in_hand_says_which_on_its_face(page: Any, server: str, errors: list[str], lang: str,
                                                       words: dict[str, str]) -> None:
    # every card face was alike: a trap in hand read as a spell or a monster without stats until it was clicked
    # (the terminal lists it as "(trap)"); goat's seed 5 hand holds spells, a trap and a monster
    open_lobby(page, server, lang)
    g = new_game(server, opponent="human", seed=5, deck={"name": "goat"}, lang=lang)
    page.goto(f"{server}/#/play/{g['id']}/{g['tokens']['A']}")
    page.wait_for_selector('[data-zone="A-hand"] button.card')
    state = run_async(first_state(server.removeprefix("http://"), g["id"], g["tokens"]["A"]))
    kinds = {c["code"]: c["kind"] for c in state["players"][0]["hand"]}
    assert {"spell", "trap", "monster"} <= set(kinds.values())
    for code, kind in kinds.items():
        card = page.locator(f'[data-code="{code}"]')
        if kind in words:
            assert card.locator(".stats").all_inner_texts() == [words[kind]]
            assert f"kind-{kind}" in (card.get_attribute("class") or "")
        else:
            assert "/" in card.locator(".stats").inner_text()  # a monster: its ATK/DEF


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_duel_masters_card_shows_its_civilizations(page: Any, server: str, errors: list[str], lang: str) -> None:
    # the terminal writes a card's civilization beside its cost ("3W spell"), the web board showed none; then the
    # dots' tooltip named them in English ("light/nature") on the Japanese page too
    open_lobby(page, server, lang)
    g = new_game(server, game="dm", opponent="random", seed=3, lang=lang)
    page.goto(f"{server}/#/play/{g['id']}/{g['tokens']['A']}")
    page.wait_for_selector('[data-zone="A-hand"] button.card')
    state = run_async(first_state(server.removeprefix("http://"), g["id"], g["tokens"]["A"]))
    for c in state["players"][0]["hand"]:
        dots = page.locator(f'[data-code="{c["code"]}"] .civs i')
        assert [x.split()[-1] for x in dots.evaluate_all("ds => ds.map(d => d.className)")] == \
            [f"civ-{v}" for v in c["civs"]]
        # the civilizations as the cards print them: 光 水 闇 火 自然 on the Japanese page
        named = "/".join(c["civs"]) if lang == "en" else "／".join(CIV_JA[v] for v in c["civs"]) + "文明"
        assert page.locator(f'[data-code="{c["code"]}"] .civs').get_attribute("title") == named


@pytest.mark.parametrize(("lang", "heads"), [("en", ["#", "Game", "Players", "Status", "Answers", ""]),
                                             ("ja", ["#", "ゲーム", "プレイヤー", "状態", "回答数", ""])])
def test_the_lobbys_list_of_games_heads_its_columns(page: Any, server: str, errors: list[str], lang: str,
                                                    heads: list[str]) -> None:
    # a row read "#2 ocg A=human B=human playing 0": nothing said that 0 was the answers given so far
    new_game(server, opponent="human", seed=9)
    open_lobby(page, server, lang)
    page.wait_for_selector("#games tbody tr")
    assert page.locator("#games thead th").all_inner_texts() == heads


def test_a_browser_shortcut_answers_nothing_and_escape_closes_the_help(page: Any, server: str,
                                                                      errors: list[str]) -> None:
    # Ctrl+1 (to another tab), Ctrl+E, Cmd+N ... were read as the board's keys: option 1, end the turn, "no"
    open_seat(page, server, opponent="human", seed=9)
    page.wait_for_selector("#decide button.opt")
    keys = "bs => bs.map(b => b.dataset.key)"
    offered = page.locator("#decide button.opt").evaluate_all(keys)
    page.evaluate(RECORD_SENT)
    for shortcut in ("Control+1", "Control+e", "Alt+1", "Meta+1"):
        page.keyboard.press(shortcut)
    # an answer is sent as the key is pressed: none sent is none made (no fixed wait for the server's reply)
    assert page.evaluate("window.sent") == []
    assert page.locator("#decide button.opt").evaluate_all(keys) == offered
    # nor is Alt+L the page's language switch (it switched the page to Japanese)
    page.keyboard.press("Alt+l")
    page.keyboard.press("Control+l")
    assert page.evaluate("window.sent") == []  # no new language asked of the server (it is asked as the key is pressed)
    assert page.locator("#lang").inner_text() == "日本語"  # the button offers Japanese: the page is in English
    page.keyboard.press("?")
    assert page.is_visible("#help")
    page.keyboard.press("Escape")
    assert not page.is_visible("#help")


def test_a_replays_arrows_held_with_alt_are_the_browsers(page: Any, server: str, errors: list[str]) -> None:
    # Alt+→ (the browser's Forward) also stepped the replay on
    g = replay_to_step_through(server)
    open_lobby(page, server)
    page.goto(f"{server}/#/replay/{g['id']}")
    page.wait_for_selector("#replay #step")
    before = page.locator("#step").inner_text()
    page.keyboard.press("ArrowRight")
    page.wait_for_function(f"document.querySelector('#step').textContent !== {before!r}")
    before = page.locator("#step").inner_text()
    page.evaluate(RECORD_FETCHES)
    page.keyboard.press("Alt+ArrowRight")
    assert page.evaluate("window.fetched") == []  # a step is asked for as the key is pressed: none asked, none shown
    assert page.locator("#step").inner_text() == before


def test_the_japanese_lobby_titles_its_decks_in_japanese_and_goes_on_with_a_terminals_game(
        page: Any, errors: list[str], tmp_path: Path) -> None:
    # the bundled decks were titled in English in the Japanese lobby, and a game begun with `arbiter play` was offered
    # as a replay only
    db = tmp_path / "games.sqlite"
    held, left = terminal_game(db, ["human", "random"]), terminal_game(db, ["human", "random"])
    with serving(db) as (base, _), subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"]) as other:
        try:
            open_lobby(page, f"http://{base}", "ja")
            page.wait_for_function("document.querySelector('select[name=deck]').options.length > 1")
            goat = page.locator("select[name=deck] option[value=goat]").inner_text()
            assert goat.startswith("goat — ゴート・コントロール（2005年）"), goat
            hold_by(db, held, other.pid)  # a terminal still plays this one
            page.click(f"button.open-here[data-game='{held}']")
            page.wait_for_function("document.querySelector('#status').textContent.includes('端末で対戦中')")
            assert f"プロセス{other.pid}" in page.inner_text("#status")
            assert errors == ["Failed to load resource: the server responded with a status of 409 (Conflict)"]
            errors.clear()  # the refused request's 409: the browser logs it, the page shows the refusal
            page.click(f"button.open-here[data-game='{left}']")
            page.wait_for_selector("#decide button.opt")
            assert f"#/play/{left}/" in page.url
        finally:
            other.kill()


def test_a_duel_masters_side_heads_its_mana_untapped_of_all(page: Any, server: str, errors: list[str]) -> None:
    # the terminal's header reads "Mana 1/3" (untapped of all); the web board's gave the hand and the deck only, so
    # what was left to pay with had to be counted card by card in the mana row
    open_seat(page, server, game="dm", opponent="random", seed=3)
    heads = "ps => ps.map(p => p.textContent)"
    for _ in range(40):  # A takes its first option (a charge, then a spell cast, which taps mana)
        page.wait_for_selector("#decide button.opt")
        shown = page.locator(".side-head [data-mana]").evaluate_all(heads)
        mana = [page.locator(f'[data-zone="{p}-mana"] button.card') for p in "AB"]
        tapped = [page.locator(f'[data-zone="{p}-mana"] button.card.tapped') for p in "AB"]
        counted = [f"Mana {m.count() - t.count()}/{m.count()}" for m, t in zip(mana, tapped, strict=True)]
        assert sorted(shown) == sorted(counted), (shown, counted)
        if any(int(x.split()[1].split("/")[0]) < int(x.split("/")[1]) for x in shown):
            break
        step = page.locator("#decide button.opt").first.get_attribute("data-key").split(".")[0]
        page.locator("#decide button.opt").first.click()
        page.wait_for_function(f"!document.querySelector('#decide button.opt') || "
                               f"!document.querySelector('#decide button.opt').dataset.key.startsWith('{step}.')")
    else:
        pytest.fail("no tapped mana in 40 answers")
    page.click("#lang")
    page.wait_for_function("document.querySelector('#turn').textContent.includes('ターン目')")
    assert all(x.startswith("マナ ") for x in page.locator(".side-head [data-mana]").evaluate_all(heads))


def test_copies_in_a_deck_a_search_looks_through_are_offered_once(page: Any, server: str, errors: list[str]) -> None:
    # seed 5: A's opening hand holds 「Ｅ－エマージェンシーコール」; its deck holds two or three copies of several
    # heroes, each listed once per copy with the same words and no place on the board to tell them apart
    open_seat(page, server, opponent="random", seed=5, deck={"name": "hero"}, opponent_deck={"name": "hero"})
    page.wait_for_selector("#decide button.opt")
    page.locator("#decide button.opt", has_text='Activate "E - Emergency Call"').click()
    page.wait_for_function("document.querySelector('#decide h3').textContent.includes('add to the hand')")
    labels = page.locator("#decide button.opt").evaluate_all("bs => bs.map(b => b.textContent.replace(/^\\d+ /, ''))")
    assert len(labels) == len(set(labels)) and '"Elemental HERO Sparkman" (A\'s deck)' in labels, labels
    page.keyboard.press("1")  # the first option on screen is the first copy's: it is added
    page.wait_for_function("!document.querySelector('#decide h3').textContent.includes('add to the hand')")
    assert labels[0].split('"')[1] in page.locator(".side.bottom .row.hand").inner_text()


def test_a_long_name_on_a_card_shows_whole_lines(page: Any, server: str, errors: list[str]) -> None:
    # the third line of a long name ("Elemental HERO Burstinatrix", "Sakuretsu Armor (copy 2)") was cut through by
    # the card's lower edge: the name's box held two and a half lines at the page's line height
    open_seat(page, server, opponent="random", seed=5, deck={"name": "hero"}, opponent_deck={"name": "hero"})
    page.wait_for_selector("#decide button.opt")
    clipped = page.evaluate(WHOLE_LINES)
    assert clipped, "no name on the board is long enough to be clamped: the test shows nothing"
    assert all(abs(lines - round(lines)) < 0.01 for _, lines in clipped), clipped


@pytest.mark.parametrize(("lang", "cells"), [("en", ["Yu-Gi-Oh! OCG", "A=person B=MCTS\u00a030"]),
                                             ("ja", ["遊戯王OCG", "A=人 B=MCTS\u00a030"]),
                                             ("ja", ["遊戯王OCG", "A=人 B=貪欲"])])
def test_the_lobbys_list_names_the_game_and_its_players_in_the_pages_language(
        page: Any, server: str, errors: list[str], lang: str, cells: list[str]) -> None:
    # a Japanese lobby listed "ocg" and "A=human B=greedy", the words its own choices say 遊戯王OCG, 人 and 貪欲
    g = new_game(server, opponent="mcts:30" if "MCTS" in cells[1] else "greedy", seed=9)
    open_lobby(page, server, lang)
    row = page.locator("#games tbody tr", has_text=f"#{g['id']}")
    row.wait_for()  # the list is fetched after the form is drawn: reading at once found no row now and then
    assert row.locator("td").all_inner_texts()[1:3] == cells


@pytest.mark.parametrize(("game", "codec"), [("dm", "shift_jis"), ("dm", "utf-16-le"), ("dm", "utf-16-be"),
                                            ("ocg", "utf-16-le")])
def test_a_deck_file_saved_by_a_windows_editor_is_read_as_the_commands_read_it(
        page: Any, server: str, errors: list[str], game: str, codec: str) -> None:
    # a Japanese Windows editor's deck file (Shift_JIS): File.text() alone read its names as replacement marks, and the
    # server refused cards that do not exist; Notepad's "Unicode" (UTF-16, its byte order mark first) read as Shift_JIS
    support = support_for(game)
    deck = Path(support.starter_deck).read_text("utf-8")
    open_lobby(page, server)
    page.wait_for_function("document.querySelector('select[name=deck]').options.length > 1")
    page.select_option("select[name=game]", game)
    saved = (("\ufeff" if codec.startswith("utf-16") else "") + deck).encode(codec)  # the mark, as Notepad writes it
    page.set_input_files("input[name=deck_file]", files=[
        {"name": f"mine{support.deck_suffix}", "mimeType": "text/plain", "buffer": saved}])
    page.wait_for_function("document.querySelector('textarea[name=deck_text]').value !== ''")
    assert page.input_value("textarea[name=deck_text]") == deck
    assert page.input_value("select[name=deck]") == ""  # the uploaded deck is the one played
    page.click("#start")
    page.wait_for_selector("#board .bar")


@pytest.mark.parametrize(("where", "field"), [("lobby", "input[name=deck_file]"), ("judge", "#scenario-file")])
def test_a_pick_the_browser_cannot_read_is_said_and_undone(page: Any, server: str, errors: list[str], where: str,
                                                           field: str) -> None:
    # a folder dropped on the picker (its dialog offers files only) is a File whose reading fails, as here: it was an
    # uncaught error and nothing said, the bundled deck still chosen in the list played in its place
    open_lobby(page, server, "ja")
    if where == "judge":
        page.goto(f"{server}/#/judge")
    page.locator(field).wait_for(state="attached")
    page.evaluate("() => { File.prototype.arrayBuffer = () => "
                  "Promise.reject(new DOMException('gone', 'NotFoundError')) }")
    page.set_input_files(field, files=[{"name": "decks", "mimeType": "", "buffer": b""}])
    page.wait_for_function("document.querySelector('#status').textContent !== ''")
    assert page.locator("#status").inner_text() == "decksを読めない：フォルダでなくファイルを選んでください"
    assert page.locator(field).evaluate("i => i.files.length") == 0
    assert page.locator(".file-chosen").first.inner_text() == "選択されていません"


@pytest.mark.parametrize("where", ["lobby", "judge"])
def test_a_file_is_chosen_with_a_button_in_the_pages_language_that_the_keyboard_reaches(
        page: Any, server: str, errors: list[str], where: str) -> None:
    # Chromium's own file button said "Choose File" / "No file chosen" on the Japanese lobby and judge page
    # a listener from the start has Playwright intercept file choosers before the keyboard opens one: one first set
    # up by `expect_file_chooser` may come after the key (the browser then opened its own dialog, and the wait timed
    # out, one run in many)
    page.on("filechooser", lambda chooser: None)
    open_lobby(page, server, "ja")
    if where == "judge":
        page.goto(f"{server}/#/judge")
    picker = page.locator(".file-picker").first
    picker.wait_for()
    field = picker.locator("input[type=file]")
    assert picker.locator(".file-button").inner_text() == "ファイルを選択"
    assert picker.locator(".file-chosen").inner_text() == "選択されていません"
    assert field.evaluate("i => i.labels[0].textContent") == "ファイルを選択"  # the input's own name
    box = field.bounding_box()
    assert box is not None and box["width"] <= 1 and box["height"] <= 1  # the browser's English button out of sight
    # the text box before it, then Tab: the input has the focus, and Space opens the chooser
    page.focus("#scenario" if where == "judge" else "textarea[name=deck_text]")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.type") == "file"
    with page.expect_file_chooser() as chooser:
        page.keyboard.press("Space")
    chooser.value.set_files(files=[{"name": "mine.ydk", "mimeType": "text/plain", "buffer": b"#main\n"}])
    page.wait_for_function("document.querySelector('.file-chosen').textContent === 'mine.ydk'")
    with page.expect_file_chooser():  # a click on the button opens it too
        picker.locator(".file-button").click()
    page.click("#lang")  # its words follow the language switch
    assert page.locator(".file-picker .file-button").first.inner_text() == "Choose a file"
    # and the file chosen stays chosen and named (the lobby's form is drawn again in the new language)
    assert page.locator(".file-chosen").first.inner_text() == "mine.ydk"
    assert page.locator(".file-picker input[type=file]").first.evaluate("i => i.files.length") == 1


@pytest.mark.parametrize(("field", "value", "said"), [
    ("seed", "-1", "シードは0から9223372036854775807までの整数"),
    ("seed", "1.5", "シードは0から9223372036854775807までの整数"),
    # past the library's largest: said with its range (it read "0以上の整数", which it is)
    ("seed", "9223372036854775808", "シードは0から9223372036854775807までの整数"),
    ("strength", "0", "強さ（MCTSの試行回数）は10から5000までの整数"),
    ("strength", "1.5", "強さ（MCTSの試行回数）は10から5000までの整数")])
def test_a_value_out_of_range_in_the_lobby_is_refused_in_the_pages_language(
        page: Any, server: str, errors: list[str], field: str, value: str, said: str) -> None:
    # the browser's own check stopped the form with its bubble in the browser's language ("Value must be greater
    # than or equal to 0" on a Japanese page), and a strength of 0 that got past it was played as 200
    open_lobby(page, server, "ja")
    page.select_option("select[name=opponent]", "mcts")
    page.fill(f"input[name={field}]", value)
    page.click("#start")
    page.wait_for_function("document.querySelector('#status').textContent !== ''")
    assert said in page.locator("#status").inner_text()
    assert page.url.endswith("#/")  # no duel begun
    errors.clear()  # the refused request's 400, where the server refused it: the browser logs it, the page says it


def test_a_scenario_file_in_utf16_is_judged_on_the_judge_page(page: Any, server: str, errors: list[str]) -> None:
    # the judge page's upload reads a file as the deck upload does (fileText): Notepad's "Unicode" read as Shift_JIS
    text = PASSING.read_text(encoding="utf-8")
    open_lobby(page, server)
    page.goto(f"{server}/#/judge")
    page.set_input_files("#scenario-file", files=[
        {"name": PASSING.name, "mimeType": "text/plain", "buffer": ("\ufeff" + text).encode("utf-16-le")}])
    page.wait_for_function("document.querySelector('#scenario').value !== ''")
    assert page.input_value("#scenario") == text
    page.click("#judge-go")
    page.wait_for_selector("#verdict-head")
    assert page.locator("#verdict-head").inner_text().startswith("PASS")


@pytest.mark.parametrize(("game", "seed", "code", "ja", "en"), [
    # seed 5: A's hand holds 「ブラック・マジシャン」 first and 「硫酸のたまった落とし穴」 fourth
    ("ocg", 5, "A-hand-1", "通常モンスター · 闇属性・魔法使い族 · ★7",
     "monster · normal · DARK · Spellcaster-Type · ★7"),
    ("ocg", 5, "A-hand-4", "罠・通常", "trap · normal"),
    # seed 3: 「黒神龍ギルガザメス」 third
    ("dm", 3, "A-hand-3", "クリーチャー · 闇文明 · ドラゴン・ゾンビ · コスト ",
     "creature · darkness · Zombie Dragon · cost "),
], ids=["monster", "trap", "dm-creature"])
def test_a_cards_kind_and_nature_are_in_the_pages_language(page: Any, server: str, errors: list[str], game: str,
                                                            seed: int, code: str, ja: str, en: str) -> None:
    # a Japanese page said a card's kind, types, attribute and race in English ("trap · normal", "DARK · Spellcaster")
    open_lobby(page, server, "ja")
    g = new_game(server, game=game, opponent="human", seed=seed)
    page.goto(f"{server}/#/play/{g['id']}/{g['tokens']['A']}")
    page.click(f'[data-code="{code}"]')
    facts = "#detail .sub >> nth=1"
    assert page.locator(facts).inner_text().startswith(ja)
    page.keyboard.press("l")  # the other language: the same words in English
    page.wait_for_function("document.querySelector('#turn').textContent.startsWith('Turn')")
    page.click(f'[data-code="{code}"]')
    assert page.locator(facts).inner_text().startswith(en)


def test_the_help_box_closes_when_the_player_goes_to_another_page(page: Any, server: str, errors: list[str]) -> None:
    # `?` opened it on the judge page, and it stayed over the lobby after a click on "Lobby"
    open_lobby(page, server)
    page.goto(f"{server}/#/judge")
    page.wait_for_selector("#judge-go")
    page.keyboard.press("?")
    assert page.locator("#help").is_visible()
    page.click("#home")
    page.wait_for_selector("#start")
    assert page.locator("#help").is_hidden()


def test_the_help_box_lists_the_keys_of_the_page_it_is_on(page: Any, server: str, errors: list[str]) -> None:
    # `?` listed the board's keys (options, pass, battle, end the turn) on every page: a replay's ← → Home End,
    # the only keys that work there, were named nowhere, and the lobby and judge pages offered keys they ignore
    open_lobby(page, server)
    g = new_game(server, opponent="human", seed=4)
    page.goto(f"{server}/#/replay/{g['id']}")
    page.wait_for_selector("#replay #step")
    page.keyboard.press("?")
    shown = page.locator("#help").inner_text()
    assert "Home" in shown and "←" in shown and "battle" not in shown, shown
    page.keyboard.press("l")  # in the other language at once, as the rest of the page
    page.wait_for_function("document.querySelector('#help').textContent.startsWith('キー')")
    page.keyboard.press("l")
    page.keyboard.press("Escape")
    page.goto(f"{server}/#/play/{g['id']}/{g['tokens']['A']}")
    page.wait_for_selector("#decide button.opt")
    page.keyboard.press("?")
    assert "battle" in page.locator("#help").inner_text()
    page.keyboard.press("Escape")
    page.goto(f"{server}/#/judge")
    page.wait_for_selector("#judge-go")
    page.keyboard.press("?")
    shown = page.locator("#help").inner_text()
    assert "language" in shown and "battle" not in shown and "Home" not in shown, shown


def test_a_duel_masters_battle_card_says_its_state_as_the_terminal_does(page: Any, server: str,
                                                                       errors: list[str]) -> None:
    # the terminal's board says of a battle zone card "sick", "blocker", "on: <the cards it evolved from>", "crossed
    # to <its creature>"; the web board, sent the same, said none of it: an evolution's sources and the creature a
    # cross gear is crossed to were nowhere but in the log. A state the server sent, its battle zone filled
    g = new_game(server, game="dm", opponent="human", seed=3)
    state = run_async(first_state(server.removeprefix("http://"), g["id"], g["tokens"]["A"]))
    hand = state["players"][0]["hand"]
    battle = {"tapped": False, "sick": False, "blocker": False, "breaker": 1, "under": [], "crossed_to": None}
    evolved = {**hand[0], **battle, "code": "A-battle-1", "sick": True, "blocker": True, "under": ["Source One"]}
    gear = {**hand[1], **battle, "code": "A-battle-2", "crossed_to": "A-battle-1"}
    state["players"][0]["battle"] = [evolved, gear]
    state["cards"].update({"A-battle-1": state["cards"][hand[0]["code"]],
                           "A-battle-2": state["cards"][hand[1]["code"]]})
    state["pending"] = None
    page.route_web_socket(re.compile(r"/ws/"), lambda ws: ws.send(json.dumps(state)))
    open_lobby(page, server)
    page.goto(f"{server}/#/play/{g['id']}/{g['tokens']['A']}")
    page.click('[data-code="A-battle-1"]')
    assert page.locator("#card-state").inner_text() == "sick · blocker · on: Source One"
    page.click('[data-code="A-battle-2"]')
    assert page.locator("#card-state").inner_text() == f"crossed to {evolved['name']}"
    page.click('[data-code="A-hand-3"]')  # a card in the hand has no such state
    assert page.locator("#card-state").count() == 0


@pytest.mark.parametrize(("lang", "name", "said"), [("en", "Vorse Raider", "declared: Vorse Raider"),
                                                   ("ja", "ブラッド・ヴォルス", "宣言：ブラッド・ヴォルス")])
def test_a_continuous_cards_declaration_is_in_its_details(page: Any, server: str, errors: list[str], lang: str,
                                                          name: str, said: str) -> None:
    # a face-up 「禁止令」 said nowhere but in the log which name it locks; the view now sends it (`declared`), as the
    # terminal's board shows it. A state the server sent, a card of the hand put face-up in a spell & trap zone
    open_lobby(page, server, lang)
    g = new_game(server, opponent="human", seed=3, lang=lang)
    state = run_async(first_state(server.removeprefix("http://"), g["id"], g["tokens"]["A"]))
    card = state["players"][0]["hand"][0]
    state["players"][0]["spells"][0] = {**card, "code": "A-spells-1", "position": "attack", "declared": name}
    state["cards"]["A-spells-1"] = state["cards"][card["code"]]
    state["pending"] = None
    page.route_web_socket(re.compile(r"/ws/"), lambda ws: ws.send(json.dumps(state)))
    page.goto(f"{server}/#/play/{g['id']}/{g['tokens']['A']}")
    page.click('[data-code="A-spells-1"]')
    assert page.locator("#detail #declared").inner_text() == said
    page.click(f'[data-code="{card["code"]}"]')  # the same card in the hand declared nothing
    page.wait_for_selector("#detail #declared", state="detached")


@pytest.mark.parametrize(("lang", "unseen"), [("en", "a card whose face you may not see"),
                                              ("ja", "表を見ることのできないカード")])
def test_a_card_the_seat_may_not_see_says_so_when_clicked(page: Any, server: str, errors: list[str], lang: str,
                                                          unseen: str) -> None:
    # a click on the opponent's shield (or set card) left the details box empty: nothing on screen answered it
    open_lobby(page, server, lang)
    g = new_game(server, game="dm", opponent="random", seed=3, lang=lang)
    page.goto(f"{server}/#/play/{g['id']}/{g['tokens']['A']}")
    shield = page.locator('[data-zone="B-shields"] button.card').first
    shield.wait_for()
    shield.click()
    page.wait_for_selector("#detail #unseen")
    assert page.locator("#detail h3").inner_text() == shield.inner_text().strip()
    assert page.locator("#unseen").inner_text() == unseen


def test_a_long_seed_is_played_as_typed(page: Any, server: str, errors: list[str]) -> None:
    # a JavaScript number holds whole numbers up to 2**53 only: 12345678901234567 was sent as 12345678901234568, a
    # duel of another seed begun without a word
    open_lobby(page, server)
    page.select_option("select[name=opponent]", "random")
    page.fill("input[name=seed]", "12345678901234567")
    page.click("#start")
    page.wait_for_selector("#board .bar")
    gid = int(page.evaluate("location.hash.split('/')[2]"))
    games = http("GET", f"{server}/api/games", headers={"x-arbiter-host": HOST_KEY}).json()
    assert next(g["seed"] for g in games if g["id"] == gid) == 12345678901234567


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_game_not_in_the_library_is_named_as_the_address_names_it(page: Any, server: str, errors: list[str],
                                                                    lang: str) -> None:
    # the page read the address's number as a JavaScript number: #/replay/99999999999999999999 was refused as
    # "no game #100000000000000000000 in the library"
    open_lobby(page, server, lang)
    page.goto(f"{server}/#/replay/99999999999999999999")
    page.wait_for_function("document.querySelector('#status').textContent !== ''")
    assert "#99999999999999999999" in page.locator("#status").inner_text()
    errors.clear()  # the refused request's 404: the browser logs it, the page says it


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_address_the_board_does_not_know_is_said_before_the_lobby(page: Any, server: str, errors: list[str],
                                                                     lang: str) -> None:
    # `#/play/abc/x` or `#/nonsense` opened the lobby without a word, as if the link had been the lobby's
    open_lobby(page, server, lang)
    assert page.locator("#unknown-address").count() == 0  # the lobby's own address
    said = {"en": "no page at this address", "ja": "このアドレスのページはありません"}[lang]
    for address in ("#/play/abc/x", "#/nonsense", "#/%E3%81%82"):
        page.goto(f"{server}/{address}")
        page.wait_for_selector("#start")  # the lobby, below
        note = page.locator("#unknown-address").inner_text()
        assert said in note and (address if "%" not in address else "#/あ") in note, note
    page.click("#lang")  # the note follows the page's language
    other = {"en": "このアドレスのページはありません", "ja": "no page at this address"}[lang]
    assert other in page.locator("#unknown-address").inner_text()
    page.goto(f"{server}/#/")
    page.wait_for_selector("#start")
    assert page.locator("#unknown-address").count() == 0


@pytest.mark.parametrize(("locale", "suffix", "said"), [("en-US", "", "en"), ("ja-JP", "", "ja"),
                                                        ("en-GB", "?lang=ja", "ja"), ("ja", "?lang=en", "en")])
def test_a_seats_link_opens_in_the_browsers_language_unless_it_names_one(browser: Any, server: str, locale: str,
                                                                        suffix: str, said: str) -> None:
    # a link handed to another player opened in Japanese in any browser that had not chosen a language before
    g = new_game(server, opponent="human", seed=9)
    ctx = browser.new_context(locale=locale)  # a browser of its own: nothing chosen on it yet
    try:
        page = ctx.new_page()
        page.goto(f"{server}/#/play/{g['id']}/{g['tokens']['B']}{suffix}")
        page.wait_for_selector(".side.bottom")  # the seat's board, not the lobby's note on an address it reads not
        assert page.evaluate("document.documentElement.lang") == said
        assert page.inner_text("#lang") == ("English" if said == "ja" else "日本語")
    finally:
        ctx.close()


def next_state(state: dict[str, Any]) -> dict[str, Any]:
    """`state`'s decision answered: the same board at the next step, its options' keys that step's."""
    later = json.loads(json.dumps(state))
    later["step"] = state["step"] + 1
    for k, o in enumerate(later["pending"]["options"]):
        o["key"] = f"{later['step']}.{k}"
    return later


def acts_of(received: list[str]) -> list[str]:
    return [m["key"] for m in map(json.loads, received) if m["type"] == "act"]


def test_the_second_click_of_a_double_click_answers_no_next_decision(page: Any, server: str,
                                                                     errors: list[str]) -> None:
    # the server's next decision came between a double click's two clicks: the second click landed on the new
    # decision's first button, drawn where the first had been, and answered it unseen. A socket standing in for the
    # server answers each answer at once with the next decision
    g = new_game(server, opponent="human", seed=9)
    first = run_async(first_state(server.removeprefix("http://"), g["id"], g["tokens"]["A"]))
    second = next_state(first)
    received: list[str] = []

    def serve(ws: Any) -> None:
        def on(m: str) -> None:
            received.append(m)
            if acts_of(received) == [first["pending"]["options"][0]["key"]]:
                ws.send(json.dumps(second))
        ws.on_message(on)
        ws.send(json.dumps(first))

    page.route_web_socket(re.compile(r"/ws/"), serve)
    open_lobby(page, server)
    page.goto(f"{server}/#/play/{g['id']}/{g['tokens']['A']}")
    page.wait_for_selector("#decide button.opt")
    box = page.locator("#decide button.opt").first.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down(click_count=1)
    page.mouse.up(click_count=1)
    page.wait_for_function(f"document.querySelector('#decide button.opt').dataset.key === '{second['step']}.0'")
    page.mouse.down(click_count=2)  # the double click's second click, on the next decision's first option
    page.mouse.up(click_count=2)
    page.keyboard.press("2")  # the answer the player means: the next decision's second option
    until(page, lambda: len(acts_of(received)) >= 2, "two answers sent")
    assert acts_of(received) == [first["pending"]["options"][0]["key"], f"{second['step']}.1"]


def test_a_key_held_down_answers_one_decision(page: Any, server: str, errors: list[str]) -> None:
    # the key's repeats (a held `1` or P) answered each decision the server sent next, before it could be read
    g = new_game(server, opponent="human", seed=9)
    first = run_async(first_state(server.removeprefix("http://"), g["id"], g["tokens"]["A"]))
    second = next_state(first)
    received: list[str] = []

    def serve(ws: Any) -> None:
        def on(m: str) -> None:
            received.append(m)
            if len(acts_of(received)) == 1:
                ws.send(json.dumps(second))
        ws.on_message(on)
        ws.send(json.dumps(first))

    page.route_web_socket(re.compile(r"/ws/"), serve)
    open_lobby(page, server)
    page.goto(f"{server}/#/play/{g['id']}/{g['tokens']['A']}")
    page.wait_for_selector("#decide button.opt")
    page.evaluate(RECORD_SENT)
    page.keyboard.down("1")
    page.wait_for_function(f"document.querySelector('#decide button.opt').dataset.key === '{second['step']}.0'")
    page.keyboard.down("1")  # still held: the key repeats
    page.keyboard.up("1")
    sent = [m["key"] for m in page.evaluate("window.sent") if m["type"] == "act"]
    assert sent == [first["pending"]["options"][0]["key"]]


@pytest.mark.parametrize("when", ["clicked-while-down", "sent-then-dropped", "taken-then-dropped",
                                  "clicked-on-the-new-socket"])
def test_an_answer_across_a_dropped_socket_is_sent_once(page: Any, server: str, errors: list[str], when: str) -> None:
    # a click while the board was reconnecting was dropped without a word; one sent on a socket that closed before
    # the reply was lost with it. The page sends it on the next socket where its decision still stands (the same
    # step: the server never took it), and never where the duel moved on (the server took it before the socket went),
    # nor where it went on the new socket already (clicked before that socket's first state came)
    g = new_game(server, opponent="human", seed=9)
    first = run_async(first_state(server.removeprefix("http://"), g["id"], g["tokens"]["A"]))
    second = next_state(first)
    key = first["pending"]["options"][0]["key"]
    sockets: list[Any] = []
    received: list[list[str]] = []
    clicked: list[bool] = []

    def serve(ws: Any) -> None:
        if sockets and when == "clicked-while-down" and not clicked:
            ws.close()  # down until the player has clicked
            return
        sockets.append(ws)
        got: list[str] = []
        received.append(got)

        def on(m: str) -> None:
            got.append(m)
            if len(sockets) == 1 and acts_of(got):
                ws.close()  # the socket drops before the server's reply
            elif acts_of(got) == [key]:
                if when == "clicked-on-the-new-socket":
                    ws.send(json.dumps(first))  # the new socket's first state, late
                ws.send(json.dumps(second))
        ws.on_message(on)
        if len(sockets) > 1 and when == "clicked-on-the-new-socket":
            ws.send(json.dumps({"type": "auto", "on": False}))  # open, its state not sent yet
            return
        ws.send(json.dumps(second if len(sockets) > 1 and when == "taken-then-dropped" else first))

    page.route_web_socket(re.compile(r"/ws/"), serve)
    open_lobby(page, server)
    page.goto(f"{server}/#/play/{g['id']}/{g['tokens']['A']}")
    page.wait_for_selector("#decide button.opt")
    if when == "clicked-while-down":
        sockets[0].close()
        page.wait_for_function("document.querySelector('#status').textContent !== ''")  # reconnecting
    elif when == "clicked-on-the-new-socket":
        sockets[0].close()
        page.wait_for_function("!document.querySelector('#auto').checked")  # the new socket is open
    page.locator("#decide button.opt").first.click()
    clicked.append(True)
    page.wait_for_function(f"document.querySelector('#decide button.opt').dataset.key === '{second['step']}.0'")
    page.keyboard.press("2")  # the next decision's answer: on the new socket after any answer sent again
    until(page, lambda: acts_of(received[-1])[-1:] == [f"{second['step']}.1"], "the next decision's answer sent")
    again = [] if when == "taken-then-dropped" else [key]
    assert len(sockets) == 2 and acts_of(received[1]) == [*again, f"{second['step']}.1"]


def test_a_name_typed_while_the_socket_was_down_is_looked_up_once_it_is_back(page: Any, server: str,
                                                                             errors: list[str]) -> None:
    # the question for the part typed went nowhere while the board reconnected: the box then said that no name held
    # it, the server never asked. A decision of names to find, given by a socket standing in for the server
    g = new_game(server, opponent="human", seed=9)
    state = run_async(first_state(server.removeprefix("http://"), g["id"], g["tokens"]["A"]))
    names = ["Sangan", "Witch of the Black Forest"]
    state["pending"] = {"kind": "declare", "prompt": "declare a card name", "find": 30, "options": [
        {"key": f"{state['step']}.{k}", "kind": "name", "label": n, "cards": []} for k, n in enumerate(names)]}
    sockets: list[Any] = []
    typed: list[bool] = []

    def serve(ws: Any) -> None:
        if sockets and not typed:
            ws.close()  # down until the player has typed
            return
        sockets.append(ws)

        def on(m: str) -> None:
            msg = json.loads(m)
            if msg["type"] == "find":
                ws.send(json.dumps({"type": "found", "step": state["step"], "text": msg["text"],
                                    "keys": [state["pending"]["options"][0]["key"]], "whole": False}))
        ws.on_message(on)
        ws.send(json.dumps(state))

    page.route_web_socket(re.compile(r"/ws/"), serve)
    page.clock.install()
    open_lobby(page, server)
    page.goto(f"{server}/#/play/{g['id']}/{g['tokens']['A']}")
    page.wait_for_selector("#find-name")
    sockets[0].close()
    page.wait_for_function("document.querySelector('#status').textContent !== ''")  # reconnecting
    page.fill("#find-name", "San")
    page.clock.run_for(200)  # the page's pause before it asks (150 ms), run out while the socket is down
    typed.append(True)
    page.wait_for_selector("#decide button.opt")
    assert page.locator("#decide button.opt").all_inner_texts() == ["1 Sangan"]


def test_a_change_of_auto_pass_is_shown_in_every_tab_of_the_seat(page: Any, server: str, errors: list[str]) -> None:
    # the seat's other tab kept its box checked while the server passed nothing any more for the seat
    g = open_seat(page, server, opponent="human", seed=9)
    other = page.context.new_page()
    other.goto(f"{server}/#/play/{g['id']}/{g['tokens']['A']}")
    other.wait_for_selector("#auto")
    page.wait_for_selector("#auto")
    assert other.is_checked("#auto")
    page.uncheck("#auto")
    other.wait_for_function("!document.querySelector('#auto').checked")
    page.check("#auto")
    other.wait_for_function("document.querySelector('#auto').checked")
    other.close()


# counts the page's answers read, once the code awaiting each has run (a timer after it): `window.settled`, and
# their addresses, `window.settledUrls`
JSON_SETTLED = """() => { window.settled = 0; window.settledUrls = []; const json = Response.prototype.json;
    Response.prototype.json = function () { const url = this.url;
        return json.call(this).finally(() => setTimeout(() => { window.settled++; window.settledUrls.push(url); })); };
}"""


def test_a_slow_verdict_is_not_shown_under_a_newer_text(page: Any, server: str, errors: list[str]) -> None:
    # a verdict that came late stood under the text judged after it, its failing line read from the newer text
    failing = PASSING.read_text(encoding="utf-8").replace("title:", "title: broken\nnonsense: [\ntitle2:", 1)
    held: list[Any] = []

    def judge(route: Any) -> None:
        if not held:
            held.append(route)
        else:
            route.continue_()

    open_lobby(page, server)
    page.goto(f"{server}/#/judge")
    page.evaluate(JSON_SETTLED)
    page.route("**/api/judge", judge)
    page.fill("#scenario", failing)
    page.click("#judge-go")
    until(page, lambda: bool(held), "the judge page asks for a verdict")
    page.fill("#scenario", PASSING.read_text(encoding="utf-8"))
    page.click("#judge-go")
    page.wait_for_selector("#verdict-head")
    held[0].continue_()
    page.wait_for_function("window.settled === 2")
    assert page.locator("#verdict-head").inner_text().startswith("PASS")
    assert page.locator("#failing-line").count() == 0 and page.locator("#status").inner_text() == ""
    page.fill("#scenario", failing)  # judged, then changed before its verdict came: it is not shown under this one
    held.clear()
    page.click("#judge-go")
    until(page, lambda: bool(held), "the judge page asks for a verdict")
    page.fill("#scenario", PASSING.read_text(encoding="utf-8"))
    held[0].continue_()
    page.wait_for_function("window.settled === 3")
    assert page.locator("#verdict-head").count() == 0
    assert "changed while it was being judged" in page.locator("#status").inner_text()


def test_a_replays_steps_asked_quickly_end_on_the_last_asked(page: Any, server: str, errors: list[str]) -> None:
    # → pressed twice: the answer for the first press came after the second's and drew its step over it
    g = replay_to_step_through(server)
    open_lobby(page, server)
    page.goto(f"{server}/#/replay/{g['id']}")
    page.wait_for_selector("#replay #step")
    page.evaluate(JSON_SETTLED)
    held: list[Any] = []
    page.route("**/replay?step=1&*", lambda route: held.append(route))
    page.keyboard.press("ArrowRight")
    until(page, lambda: bool(held), "the replay asks for step 1")
    page.keyboard.press("ArrowRight")
    page.wait_for_function("document.querySelector('#step').textContent.startsWith('2 /')")
    held[0].continue_()
    page.wait_for_function("window.settled === 2")
    assert page.locator("#step").inner_text().startswith("2 /")


def test_a_double_click_on_start_begins_one_duel(page: Any, server: str, errors: list[str]) -> None:
    # each click of a double click on the start button began a duel: two games in the list, one of them left
    posts: list[Any] = []

    def create_game(route: Any) -> None:
        if route.request.method == "POST":
            posts.append(route)
        else:
            route.continue_()

    open_lobby(page, server)
    page.select_option("select[name=opponent]", "random")
    page.route("**/api/games", create_game)
    page.dblclick("#start")
    until(page, lambda: bool(posts), "the lobby asks for a new game")
    posts[0].continue_()
    page.wait_for_selector("#board .bar")
    assert len(posts) == 1


def test_a_late_refusal_of_a_page_left_is_not_said_on_the_next(page: Any, server: str, errors: list[str]) -> None:
    # the lobby's question for its decks, refused after the player had gone on to the judge page, put the lobby's
    # refusal in the judge page's status line
    held: list[Any] = []
    open_lobby(page, server)
    page.evaluate(JSON_SETTLED)
    page.route("**/api/info", lambda route: held.append(route))
    page.evaluate("location.hash = '#/'; window.dispatchEvent(new HashChangeEvent('hashchange'))")  # the lobby anew
    until(page, lambda: bool(held), "the lobby asks for its decks")
    page.evaluate("location.hash = '#/judge'")
    page.wait_for_selector("#judge-go")
    held[-1].fulfill(status=403, json={"error": "this needs the host key"})
    page.wait_for_function("window.settledUrls.some((u) => u.endsWith('/api/info'))")
    assert page.locator("#status").inner_text() == ""
    errors.clear()  # the refused request's 403: the browser logs it


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_another_seats_question_does_not_address_the_reader_as_its_chooser(page: Any, server: str, errors: list[str],
                                                                          lang: str) -> None:
    # a spectator (and the other seat) read A's turn's question as "A is choosing: your move": the move was A's
    open_lobby(page, server, lang)
    g = new_game(server, opponent="human", seed=5, lang=lang)
    page.goto(f"{server}/#/play/{g['id']}/{g['tokens']['watch']}")
    page.wait_for_selector("#decide .wait")
    asking = page.locator("#decide .wait").inner_text()
    head = {"en": "A is choosing: ", "ja": "Aが選択中："}[lang]
    assert asking.startswith(head), asking
    assert not re.search(r"\byour?\b|あなた", asking[len(head):], re.IGNORECASE), asking
