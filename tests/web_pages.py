"""The browser tests' helpers (Playwright driving the system's Chromium): where Chromium is, the lobby and a seat's
board opened, a wait on what the test's own handlers note, and scripts a test evaluates in the page."""

from __future__ import annotations

import re
import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from web_client import new_game
from web_server import HOST_KEY

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
NEEDS_CHROMIUM = pytest.mark.skipif(CHROMIUM is None, reason="no system Chromium: apt-get install -y chromium")

APP = Path(__file__).resolve().parents[1] / "src" / "arbiter" / "web" / "static" / "app.js"
# how long a page waits for a request's reply before it gives it up (ms): app.js's ANSWER_WAIT
ANSWER_WAIT_MS = int(re.findall(r"const ANSWER_WAIT = (\d+);", APP.read_text(encoding="utf-8"))[0])

# the names on cards that do not show whole, each with how many lines it shows
WHOLE_LINES = """[...document.querySelectorAll('.card .name')].filter((n) => n.scrollHeight > n.clientHeight)
  .map((n) => [n.textContent, n.clientHeight / parseFloat(getComputedStyle(n).lineHeight)])"""

# what the page sends on its socket from now on: `window.sent`
RECORD_SENT = """() => { const send = WebSocket.prototype.send; window.sent = [];
    WebSocket.prototype.send = function (m) { window.sent.push(JSON.parse(m)); return send.call(this, m); }; }"""


def open_lobby(page: Any, server: str, lang: str = "en") -> None:
    page.goto(f"{server}/#host={HOST_KEY}")
    page.evaluate(f"localStorage.setItem('arbiterLang', '{lang}')")
    page.reload()
    page.wait_for_selector("#start")


def open_seat(page: Any, server: str, seat: str = "A", **body: Any) -> dict[str, Any]:
    """The lobby opened (its language settled), a new game made of `body`, and `seat`'s board opened: the game."""
    open_lobby(page, server)
    g = new_game(server, **body)
    page.goto(f"{server}/#/play/{g['id']}/{g['tokens'][seat]}")
    return g


def draws(page: Any) -> int:
    """How many times the board has been drawn (app.js's `data-drawn`)."""
    return int(page.get_attribute("#board", "data-drawn") or 0)


def until_redrawn(page: Any, since: int) -> None:
    """Wait for the board to be drawn again after its `since`th drawing (`draws`)."""
    page.wait_for_function(f"+(document.querySelector('#board')?.dataset.drawn ?? 0) > {since}")


def holding_first(held: list[Any], method: str | None = None) -> Callable[[Any], None]:
    """A route's handler that keeps the first request it sees (of `method`, where given) in `held`, unanswered until the
    test answers it, and lets every other one through: a request the page will give up."""
    def handle(route: Any) -> None:
        if not held and method in (None, route.request.method):
            held.append(route)
        else:
            route.continue_()
    return handle


def until(page: Any, done: Callable[[], bool], what: str, seconds: float = 30) -> None:
    """Let the page run until `done()` holds (something the test's own handlers note: a request held, a message
    sent), failing the test after `seconds` naming `what`: a plain loop waited for good on a request never made."""
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            pytest.fail(f"not within {seconds} s: {what}")
        page.wait_for_timeout(50)


def given_up_then_carried_out(page: Any, route: Any) -> Any:
    """The request `route` holds, given up by the page (its wait run out on the page's clock, installed by the test,
    and said), then carried out by the server after all: its reply, which reaches the page late."""
    page.clock.run_for(ANSWER_WAIT_MS + 1000)
    page.wait_for_function("document.querySelector('#status').textContent !== ''")
    late = route.fetch()
    route.fulfill(response=late)
    assert late.ok, late.text()
    return late
