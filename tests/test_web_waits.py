"""A page in a real browser when the server does not answer it: the lobby's wait for a request's reply is bounded and
said in the page's language, and the player may ask again (a reply that comes after the page gave it up is not acted
on), as is a replay's step; a board's socket that brings no word is given up for a new one."""

from __future__ import annotations

import re
from typing import Any

import pytest

from web_client import answer, connect, new_game, until_state
from web_pages import ANSWER_WAIT_MS, NEEDS_CHROMIUM, open_lobby, until
from web_server import run_async

pytestmark = NEEDS_CHROMIUM
NO_ANSWER = {"en": "the server did not answer: try again",
             "ja": "サーバーが応答しませんでした。もう一度お試しください。"}
UNREACHABLE = {"en": "the server could not be reached: check that it runs, then try again",
               "ja": "サーバーに接続できませんでした。サーバーが動いているか確かめて、もう一度お試しください。"}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_start_the_server_never_answers_is_said_and_may_be_tried_again(page: Any, server: str, errors: list[str],
                                                                          lang: str) -> None:
    # the start button waited for ever, without a word, on a request whose reply never came
    held: list[Any] = []

    def create_game(route: Any) -> None:
        if route.request.method == "POST":
            held.append(route)
        else:
            route.continue_()

    page.clock.install()
    open_lobby(page, server, lang)
    page.select_option("select[name=opponent]", "random")
    page.route("**/api/games", create_game)
    page.click("#start")
    until(page, lambda: len(held) == 1, "the lobby asks for a new game")
    page.clock.run_for(ANSWER_WAIT_MS - 1000)
    assert page.locator("#status").inner_text() == ""  # still waiting, as it may
    page.clock.run_for(2000)
    page.wait_for_function(f"document.querySelector('#status').textContent === {NO_ANSWER[lang]!r}")
    assert page.locator("#status.bad").count() == 1
    page.click("#start")  # tried again
    until(page, lambda: len(held) == 2, "the lobby asks again")
    late = held[0].fetch()  # the first request carried out by the server after the page gave it up
    assert late.ok, late.text()
    # the page gave the request up by aborting it: the browser hands a reply to no code of the page after that, so
    # none can act on it, however late it comes. (Checked so rather than by waiting a while for the page not to
    # open another game: no wait shows that something never happens, and the reply goes nowhere one could wait on)
    assert held[0].request.failure == "net::ERR_ABORTED"
    # its reply comes late, naming another game: were a late reply acted on, the page would open that one
    held[0].fulfill(json=new_game(server, opponent="random"))
    held[1].continue_()  # the try again, with the first's request id: answered with the game the first made
    page.wait_for_selector("#board .bar")
    assert page.evaluate("location.hash").startswith(f"#/play/{late.json()['id']}/")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_server_out_of_reach_is_said_in_the_pages_language(page: Any, server: str, errors: list[str],
                                                             lang: str) -> None:
    # the browser's own words were shown ("Failed to fetch"), in English on a Japanese page
    open_lobby(page, server, lang)
    page.select_option("select[name=opponent]", "random")
    page.route("**/api/games", lambda route: route.abort() if route.request.method == "POST" else route.continue_())
    page.click("#start")
    page.wait_for_function("document.querySelector('#status').textContent !== ''")
    assert page.locator("#status.bad").inner_text() == UNREACHABLE[lang]
    errors.clear()  # the failed request: the browser logs it


def test_the_start_waits_for_the_decks_and_then_plays_the_starter_deck(page: Any, server: str,
                                                                      errors: list[str]) -> None:
    # clicked before the server had sent the decks (a loaded machine), it sent no deck, and the server refused "the
    # pasted deck is empty": a deck the player never pasted
    held: list[Any] = []
    open_lobby(page, server)
    page.route("**/api/info", lambda route: held.append(route))
    page.reload()
    until(page, lambda: len(held) == 1, "the lobby asks for the decks")
    assert page.locator("#start").is_disabled()
    held[0].continue_()
    page.wait_for_function("!document.querySelector('#start').disabled")
    starter = page.locator("select[name=deck]").input_value()
    assert starter  # a bundled deck, not "paste / file"
    page.select_option("select[name=opponent]", "random")
    page.click("#start")
    page.wait_for_selector("#board .bar")
    assert page.locator("#status.bad").count() == 0


def test_a_boards_socket_that_brings_no_state_is_given_up_for_a_new_one(page: Any, server: str,
                                                                       errors: list[str]) -> None:
    # a socket open but silent (its server never sent the first state) left the board empty for ever, without a word
    g = new_game(server, opponent="human", seed=9)
    sockets: list[Any] = []

    def serve(ws: Any) -> None:
        sockets.append(ws)
        if len(sockets) > 1:
            ws.connect_to_server()

    page.route_web_socket(re.compile(r"/ws/"), serve)
    page.clock.install()
    open_lobby(page, server)
    page.goto(f"{server}/#/play/{g['id']}/{g['tokens']['A']}")
    until(page, lambda: len(sockets) == 1, "the board opens its socket")
    page.clock.run_for(ANSWER_WAIT_MS - 1000)
    assert len(sockets) == 1  # still waiting, as it may
    page.clock.run_for(2000)
    until(page, lambda: len(sockets) == 2, "the board opens another socket")
    page.wait_for_selector("#decide button.opt")


def test_a_replays_step_the_server_never_sends_is_said_and_may_be_asked_again(page: Any, server: str,
                                                                              errors: list[str]) -> None:
    # the step stood as it was, without a word, where the server never answered the question for the next
    g = new_game(server, opponent="human", seed=9)

    async def answer_once() -> None:  # a step to ask for
        ws = await connect(server.removeprefix("http://"), g["id"], g["tokens"]["A"])
        await answer(ws, (await until_state(ws))["pending"]["options"][0]["key"])
        await ws.close()

    run_async(answer_once())
    held: list[Any] = []
    page.clock.install()
    open_lobby(page, server, "ja")
    page.goto(f"{server}/#/replay/{g['id']}")
    page.wait_for_selector("#replay #step")
    page.route("**/replay?step=1&*", lambda route: held.append(route))
    page.keyboard.press("ArrowRight")
    until(page, lambda: len(held) == 1, "the replay asks for step 1")
    page.clock.run_for(ANSWER_WAIT_MS + 1000)
    page.wait_for_function(f"document.querySelector('#status').textContent === {NO_ANSWER['ja']!r}")
    page.unroute("**/replay?step=1&*")
    page.keyboard.press("ArrowRight")  # asked again: a later step, drawn, and the word of the earlier one gone
    page.wait_for_function("!document.querySelector('#step').textContent.startsWith('0 /')")
    assert page.locator("#status").inner_text() == ""
