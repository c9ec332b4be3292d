"""A resignation on the web board: a seat resigns at any moment (the other seat may be deciding), every viewer is
shown the result, and what may not resign (a spectator, a duel over, a message naming a seat, an answer's key) is
refused in the viewer's language with the duel unchanged; in the browser, the Resign button asks to be confirmed."""

from __future__ import annotations

import json
from typing import Any

import pytest
from fastapi.testclient import TestClient

from arbiter.library import Library
from web_client import connect, first_state, new_game, until_state
from web_pages import NEEDS_CHROMIUM, open_lobby, open_seat
from web_server import HOST_KEY, run_async


def _game(client: TestClient, lang: str = "en", game: str = "ocg") -> tuple[int, dict[str, str]]:
    r = client.post("/api/games", json={"game": game, "opponent": "human", "seed": 7, "lang": lang},
                    headers={"x-arbiter-host": HOST_KEY})
    assert r.status_code == 200, r.text
    return r.json()["id"], r.json()["tokens"]


def _next(ws: Any, kind: str) -> dict[str, Any]:
    while True:
        m: dict[str, Any] = ws.receive_json()
        if m["type"] == kind:
            return m


@pytest.mark.parametrize("game", ["ocg", "dm"])
def test_a_seat_resigns_while_the_other_decides_and_everyone_sees_it(client: TestClient, game: str,
                                                                     games_db: Any) -> None:
    gid, tokens = _game(client, game=game)
    with client.websocket_connect(f"/ws/{gid}?token={tokens['A']}&lang=en") as a, \
            client.websocket_connect(f"/ws/{gid}?token={tokens['B']}&lang=en") as b, \
            client.websocket_connect(f"/ws/{gid}?token={tokens['watch']}&lang=en") as watch:
        first = _next(b, "state")
        _next(a, "state"), _next(watch, "state")
        assert first["waiting_for"] == 0 and first["pending"] is None  # A decides: B resigns all the same
        b.send_json({"type": "resign"})
        for ws in (a, b, watch):
            s = _next(ws, "state")
            assert (s["winner"], s["resigned"], s["pending"]) == (0, 1, None)
            assert s["log"][-1] == {"ocg": "B resigns; A wins the duel", "dm": "B loses (resigned); A wins"}[game]
    lib = Library(games_db)
    try:
        row = lib.games()[0]
        assert (row.status, row.winner, row.resigned) == ("finished", 0, 1)
        assert lib.load(gid).answers[-1] == "resign:B"
    finally:
        lib.close()


def test_what_may_not_resign_is_refused_in_the_viewers_language(client: TestClient) -> None:
    gid, tokens = _game(client, lang="ja")
    with client.websocket_connect(f"/ws/{gid}?token={tokens['watch']}&lang=ja") as watch:
        watch.send_json({"type": "resign"})
        assert _next(watch, "error")["message"] == "観戦者は投了できない：投了できるのは対戦している席だけ"
    with client.websocket_connect(f"/ws/{gid}?token={tokens['A']}&lang=en") as a:
        s = _next(a, "state")
        # nothing A sends resigns for B: not a seat named, not B's resignation as an answer's key
        a.send_json({"type": "resign", "seat": "B"})
        assert _next(a, "error")["message"].startswith("malformed message: a resignation carries only its type")
        a.send_json({"type": "act", "key": "resign:B"})
        assert _next(a, "error")["message"] == '"resign:B" is not one of the options offered now'
        a.send_json({"type": "ping"})
        _next(a, "pong")  # (what came before it was refused: no state came between)
        assert _answers(client, gid) == s["step"]
        a.send_json({"type": "resign"})
        over = _next(a, "state")
        assert (over["winner"], over["resigned"]) == (1, 0)
        a.send_json({"type": "resign"})  # again, the duel over
        assert _next(a, "error")["message"] == "the duel is over"
        a.send_json({"type": "lang", "lang": "ja"})
        assert _next(a, "state")["log"][-1] == "Aが投了、Bの勝利"
        a.send_json({"type": "resign"})
        assert _next(a, "error")["message"] == "対戦は終わっています"


def _answers(client: TestClient, gid: int) -> int:
    """How many answers the game's replay holds (the host's view of it)."""
    r = client.get(f"/api/games/{gid}/replay?step=0", headers={"x-arbiter-host": HOST_KEY})
    assert r.status_code == 200, r.text
    return int(r.json()["answers"])


def test_the_replay_of_a_resigned_duel_says_who_resigned(client: TestClient) -> None:
    gid, tokens = _game(client)
    with client.websocket_connect(f"/ws/{gid}?token={tokens['A']}&lang=en") as a:
        _next(a, "state")
        a.send_json({"type": "resign"})
        _next(a, "state")
    n = _answers(client, gid)
    r = client.get(f"/api/games/{gid}/replay?step={n}&lang=en", headers={"x-arbiter-host": HOST_KEY})
    out = r.json()
    assert (out["winner"], out["resigned"], out["result"]["winner"]) == (1, 0, 1)


@NEEDS_CHROMIUM
def test_the_resign_button_asks_first_then_both_seats_see_the_result(page: Any, server: str,
                                                                     errors: list[str]) -> None:
    g = open_seat(page, server, "A", opponent="human", seed=3)
    page.wait_for_selector("#resign-button")
    page.click("#resign-button")
    page.wait_for_selector("#resign-no")
    assert page.text_content("#resign p") == "Resign the duel? You lose it."
    page.click("#resign-no")  # kept playing: nothing sent
    page.wait_for_selector("#resign-button")
    assert page.query_selector("#result") is None
    page.click("#resign-button")
    page.click("#resign-yes")
    page.wait_for_selector("#result")
    assert page.text_content("#result") == "You resigned · You lose"
    assert page.query_selector("#resign-button") is None  # nothing left to resign
    other = run_async(first_state(server.removeprefix("http://"), g["id"], g["tokens"]["B"]))
    assert (other["winner"], other["resigned"]) == (1, 0)
    page.goto(f"{server}/#/play/{g['id']}/{g['tokens']['watch']}")  # a spectator is told who resigned
    page.wait_for_function("document.querySelector('#result')?.textContent === 'A resigned · B wins'")


async def _resign(server: str, g: dict[str, Any], seat: str) -> None:
    """`seat` resigns `g` through a socket of its own, and sees the duel over."""
    ws = await connect(server.removeprefix("http://"), g["id"], g["tokens"][seat])
    try:
        await until_state(ws)
        await ws.send(json.dumps({"type": "resign"}))
        assert (await until_state(ws))["resigned"] == "AB".index(seat)
    finally:
        await ws.close()


@NEEDS_CHROMIUM
@pytest.mark.parametrize(("lang", "said"), [("en", "finished B resigned · A wins"), ("ja", "終了 Bが投了 · Aの勝利")])
def test_the_lobbys_list_says_who_resigned_in_the_pages_language(page: Any, server: str, errors: list[str],
                                                                 lang: str, said: str) -> None:
    # the list said only "A wins" of a resigned game, where its board says who resigned
    g = new_game(server, opponent="human", seed=5)
    run_async(_resign(server, g, "B"))
    open_lobby(page, server, lang)
    row = page.locator("#games tbody tr", has_text=f"#{g['id']}")
    row.wait_for()
    assert row.locator("td").nth(3).inner_text() == said
