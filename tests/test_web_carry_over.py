"""What a board carries over, in a real browser: a setting changed while its socket was down reaches the server once
the socket is back, and what a viewer opened on one game's board is not carried into the next game's."""

from __future__ import annotations

import re
from typing import Any

from web_client import first_state, new_game
from web_pages import NEEDS_CHROMIUM, open_lobby, open_seat, until
from web_server import run_async

pytestmark = NEEDS_CHROMIUM
GRAVEYARD = ".side.bottom details.zone-graveyard"


def test_a_pile_opened_on_one_games_board_is_closed_on_the_next_games(page: Any, server: str,
                                                                       errors: list[str]) -> None:
    # the piles opened were the page's, not the board's: the next game played in the page began with them open
    open_seat(page, server, opponent="human", seed=9)
    page.wait_for_selector(GRAVEYARD)
    page.click(f"{GRAVEYARD} summary")
    assert page.evaluate(f"document.querySelector('{GRAVEYARD}').open")
    g = new_game(server, opponent="human", seed=9)
    page.evaluate("document.querySelector('#board').dataset.left = 'yes'")  # the first game's board, to tell apart
    page.evaluate(f"location.hash = '#/play/{g['id']}/{g['tokens']['A']}'")  # in the same page, as a link is followed
    page.wait_for_selector(f"#board:not([data-left]) {GRAVEYARD}")
    assert not page.evaluate(f"document.querySelector('{GRAVEYARD}').open")


def test_auto_pass_changed_while_the_socket_is_down_reaches_the_server_when_it_is_back(page: Any, server: str,
                                                                                       errors: list[str]) -> None:
    # the change went nowhere while the board reconnected, and the next state put the box back without a word
    g = new_game(server, opponent="human", seed=9)
    sockets: list[Any] = []
    changed: list[bool] = []

    def serve(ws: Any) -> None:
        if sockets and not changed:
            ws.close()  # down until the player has changed the setting
            return
        sockets.append(ws)
        ws.connect_to_server()

    page.route_web_socket(re.compile(r"/ws/"), serve)
    open_lobby(page, server)
    page.goto(f"{server}/#/play/{g['id']}/{g['tokens']['A']}")
    page.wait_for_selector("#auto")
    assert page.is_checked("#auto")
    sockets[0].close()
    page.wait_for_function("document.querySelector('#status').textContent !== ''")  # reconnecting
    page.uncheck("#auto")
    changed.append(True)
    until(page, lambda: len(sockets) == 2, "the board reconnects")
    page.wait_for_function("document.querySelector('#status').textContent === ''")  # its first state drawn
    base = server.removeprefix("http://")
    until(page, lambda: run_async(first_state(base, g["id"], g["tokens"]["A"]))["auto"] is False,
          "the server has auto-pass off for the seat")
    assert not page.is_checked("#auto")
