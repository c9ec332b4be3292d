"""The lobby's requests that make something, tried again: a new game or a terminal's game opened here, asked again
with the request id of a try the page gave up (the server may carry it out late), is answered with what that try
made, never made twice; a request id that is not one is refused in words."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from arbiter.web.answered import HEADER, KEPT, Answered
from terminal_games import terminal_game
from web_client import HOST
from web_pages import NEEDS_CHROMIUM, given_up_then_carried_out, holding_first, open_lobby, until
from web_server import HOST_KEY, http, serving

NEW = {"game": "ocg", "opponent": "human", "seed": 3, "lang": "en"}




def ids(client: TestClient) -> list[int]:
    return [g["id"] for g in client.get("/api/games", headers=HOST).json()]


def test_a_new_game_asked_twice_with_one_request_id_is_made_once(client: TestClient) -> None:
    first = client.post("/api/games", json=NEW, headers={**HOST, HEADER: "try-1"})
    again = client.post("/api/games", json=NEW, headers={**HOST, HEADER: "try-1"})
    assert first.status_code == again.status_code == 200, (first.text, again.text)
    assert again.json() == first.json()  # the same game, its seats' links the same
    assert ids(client) == [first.json()["id"]]
    other = client.post("/api/games", json=NEW, headers={**HOST, HEADER: "try-2"})  # another request: another game
    assert other.status_code == 200 and other.json()["id"] != first.json()["id"], other.text
    assert len(ids(client)) == 2


def test_a_refused_new_game_is_not_remembered_for_its_request_id(client: TestClient) -> None:
    # a deck refused, then the same request id with the deck put right: the game is made (nothing was made before)
    bad = client.post("/api/games", json={**NEW, "deck": {"text": "no such card\n"}}, headers={**HOST, HEADER: "t"})
    assert bad.status_code == 400, bad.text
    good = client.post("/api/games", json=NEW, headers={**HOST, HEADER: "t"})
    assert good.status_code == 200 and ids(client) == [good.json()["id"]], good.text


def test_a_terminal_game_opened_twice_with_one_request_id_gets_its_links_again(client: TestClient,
                                                                              games_db: Path) -> None:
    # the second try of an opening carried out late was refused as a game open already in the browser
    gid = terminal_game(games_db, ["human", "random"])
    first = client.post(f"/api/games/{gid}/open", headers={**HOST, HEADER: "open-1"})
    again = client.post(f"/api/games/{gid}/open", headers={**HOST, HEADER: "open-1"})
    assert first.status_code == again.status_code == 200, (first.text, again.text)
    assert again.json() == first.json()
    assert client.get("/api/games", headers=HOST).json()[0]["tokens"] == first.json()["tokens"]
    other = client.post(f"/api/games/{gid}/open", headers={**HOST, HEADER: "open-2"})  # another request: refused
    assert other.status_code == 409 and "already open in the browser" in other.json()["error"], other.text
    # an id is its own request's only: the same id opening another game is no try again of this one
    second = terminal_game(games_db, ["human", "random"])
    r = client.post(f"/api/games/{second}/open", headers={**HOST, HEADER: "open-1"})
    assert r.status_code == 200 and r.json()["id"] == second, r.text


@pytest.mark.parametrize("rid", ["", "a b", "a/b", "x" * 65])
def test_a_request_id_that_is_not_one_is_refused_in_words(client: TestClient, rid: str) -> None:
    for lang, words in (("en", f"the request id (header {HEADER}) must be 1 to 64 letters, digits, - or _, not "),
                        ("ja", f"リクエストID（ヘッダー{HEADER}）は１〜６４文字の英数字、-、_で送る（")):
        r = client.post("/api/games", json=NEW, headers={**HOST, HEADER: rid, "x-arbiter-lang": lang})
        assert r.status_code == 400 and r.json()["error"].startswith(words), r.text
    assert ids(client) == []  # nothing made


def test_the_server_remembers_the_last_answers_only() -> None:
    answered = Answered()
    for n in range(KEPT + 1):
        answered.keep("create", str(n), {"id": n})
    assert answered.get("create", "0") is None  # the oldest forgotten
    assert answered.get("create", "1") == {"id": 1} and answered.get("create", str(KEPT)) == {"id": KEPT}
    assert len(answered.answers) == KEPT


@NEEDS_CHROMIUM
def test_a_start_given_up_and_carried_out_late_then_tried_again_makes_one_game(page: Any, server: str,
                                                                             errors: list[str]) -> None:
    # the server made the game of the request the page had given up, and the try again made a second one
    held: list[Any] = []

    def made() -> list[int]:
        return [g["id"] for g in http("GET", f"{server}/api/games", headers={"x-arbiter-host": HOST_KEY}).json()]

    before = made()
    page.clock.install()
    open_lobby(page, server)
    page.select_option("select[name=opponent]", "human")  # two seats: the links are shown, and the games list
    page.route("**/api/games", holding_first(held, "POST"))
    page.click("#start")
    until(page, lambda: len(held) == 1, "the lobby asks for a new game")
    late = given_up_then_carried_out(page, held[0])  # the game is made all the same
    page.click("#start")  # tried again
    page.wait_for_selector(f"#links a.link[href*='/play/{late.json()['id']}/']")  # the game made late, its links
    page.wait_for_function(f"document.querySelectorAll('#games tbody tr').length === {len(before) + 1}")
    listed = page.locator("#games tbody tr td:first-child").all_inner_texts()
    assert [g for g in made() if g not in before] == [late.json()["id"]]  # one game for the two tries
    assert listed.count(f"#{late.json()['id']}") == 1


@NEEDS_CHROMIUM
def test_a_continue_here_given_up_and_carried_out_late_then_tried_again_opens_the_board(
        page: Any, errors: list[str], tmp_path: Path) -> None:
    # the try again of an opening the server had carried out late was refused: "already open in the browser"
    games_db = tmp_path / "games.sqlite"
    gid = terminal_game(games_db, ["human", "random"])
    held: list[Any] = []

    with serving(games_db) as (base, _):
        page.clock.install()
        open_lobby(page, f"http://{base}")
        page.route("**/api/games/*/open", holding_first(held))
        page.click(f"button.open-here[data-game='{gid}']")
        until(page, lambda: len(held) == 1, "the lobby asks to open the game")
        late = given_up_then_carried_out(page, held[0])  # the game's links issued all the same
        page.click(f"button.open-here[data-game='{gid}']")  # tried again
        page.wait_for_selector("#decide button.opt")
        assert page.evaluate("location.hash") == f"#/play/{gid}/{late.json()['tokens']['A']}"


@NEEDS_CHROMIUM
def test_a_start_after_a_game_was_made_or_the_form_changed_is_a_new_duel(page: Any, server: str,
                                                                       errors: list[str]) -> None:
    # the request id is one filling of the form's: kept, a start clicked again after a game was made, or after the
    # form was changed, would be answered with the game made before
    held: list[Any] = []

    def shown() -> int:
        page.wait_for_selector("#links a.link")
        return int(re.findall(r"/play/(\d+)/", page.get_attribute("#links a.link", "href") or "")[0])

    page.clock.install()
    open_lobby(page, server)
    page.select_option("select[name=opponent]", "human")
    page.route("**/api/games", holding_first(held, "POST"))
    page.click("#start")
    until(page, lambda: len(held) == 1, "the lobby asks for a new game")
    late = given_up_then_carried_out(page, held[0])  # made all the same
    page.fill("input[name=seed]", "5")  # another duel asked for
    page.click("#start")
    changed = shown()
    assert changed != late.json()["id"]
    page.evaluate("document.querySelector('#links').replaceChildren()")
    page.click("#start")  # the same form once more, its game made: another duel
    assert shown() not in (changed, late.json()["id"])
