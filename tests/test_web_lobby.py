"""The lobby and the games `arbiter play` began: the host opens one still in play in the browser (its seats' links
issued then, as the game recorded its players), unless a terminal still plays it (the library's hold); the bundled
decks' titles in the lobby's two languages."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from fastapi.testclient import TestClient

from arbiter.cli import main
from arbiter.games import OCG
from arbiter.library import Hold, Library
from arbiter.play.session import Session
from arbiter.replay import Replay, load, save
from arbiter.web.app import create_app
from terminal_games import hold_by, terminal_game
from web_client import HOST
from web_server import HOST_KEY


def test_a_terminal_game_is_opened_with_its_persons_seat_and_the_agents_kept(client: TestClient,
                                                                             games_db: Path) -> None:
    gid = terminal_game(games_db, ["greedy", "human"], moves=3)
    before = answers(games_db, gid)
    listed = next(g for g in client.get("/api/games", headers=HOST).json() if g["id"] == gid)
    assert listed["status"] == "playing" and listed["tokens"] == {}
    r = client.post(f"/api/games/{gid}/open", headers=HOST)
    assert r.status_code == 200, r.text
    tokens = r.json()["tokens"]
    assert sorted(tokens) == ["B", "watch"]  # the person played B; A is the greedy agent's, with no link
    with client.websocket_connect(f"/ws/{gid}?token={tokens['B']}") as ws:
        state = ws.receive_json()
        assert state["type"] == "state" and state["seat"] == 1, state
    assert answers(games_db, gid)[:3] == before  # the game as the terminal left it, gone on from there
    again = client.post(f"/api/games/{gid}/open", headers={**HOST, "x-arbiter-lang": "ja"})
    assert again.status_code == 409 and "すでにブラウザで開かれている" in again.json()["error"], again.text
    assert client.get("/api/games", headers=HOST).json()[0]["tokens"] == tokens


def answers(games_db: Path, gid: int) -> list[str]:
    lib = Library(games_db)
    try:
        return lib.load(gid).answers
    finally:
        lib.close()


def test_two_people_at_one_terminal_get_a_link_each(client: TestClient, games_db: Path) -> None:
    gid = terminal_game(games_db, ["human", "human"])
    assert sorted(client.post(f"/api/games/{gid}/open", headers=HOST).json()["tokens"]) == ["A", "B", "watch"]


def test_a_game_a_terminal_plays_is_refused_naming_the_terminal(client: TestClient, games_db: Path) -> None:
    gid = terminal_game(games_db, ["human", "random"])
    with subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"]) as other:
        try:
            hold_by(games_db, gid, other.pid)
            for lang, words in (("en", f"is being played in a terminal (arbiter play, process {other.pid}"),
                                ("ja", f"端末で対戦中（arbiter play、{socket.gethostname()}のプロセス{other.pid}")):
                r = client.post(f"/api/games/{gid}/open", headers={**HOST, "x-arbiter-lang": lang})
                assert r.status_code == 409 and words in r.json()["error"], r.text
            assert client.get("/api/games", headers=HOST).json()[0]["tokens"] == {}  # nothing issued
        finally:
            other.kill()
    # the terminal's process is gone (killed: it could not release its hold): the game may be opened
    r = client.post(f"/api/games/{gid}/open", headers=HOST)
    assert r.status_code == 200 and sorted(r.json()["tokens"]) == ["A", "watch"], r.text


def test_a_finished_or_missing_game_is_not_opened(client: TestClient, games_db: Path) -> None:
    gid = terminal_game(games_db, ["human", "random"])
    lib = Library(games_db)
    lib.finish(gid, {"winner": 0, "turns": 3})
    lib.close()
    r = client.post(f"/api/games/{gid}/open", headers=HOST)
    assert r.status_code == 409 and "is over" in r.json()["error"], r.text
    assert client.post("/api/games/99/open", headers=HOST).status_code == 404
    assert client.post(f"/api/games/{gid}/open").status_code == 403  # the host's only


def test_the_terminal_refuses_a_game_another_terminal_plays(games_db: Path) -> None:
    gid = terminal_game(games_db, ["human", "random"])
    with subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"]) as other:
        try:
            hold_by(games_db, gid, other.pid)
            r = CliRunner().invoke(main, ["play", "--resume", str(gid), "--lang", "en", "--db", str(games_db)])
        finally:
            other.kill()
    assert r.exit_code != 0 and f"is being played in another terminal (process {other.pid}" in r.output, r.output


def test_the_lobby_gets_each_bundled_decks_title_in_both_languages(client: TestClient) -> None:
    titles = client.get("/api/info", headers=HOST).json()["titles"]["ocg"]
    assert titles["goat"]["en"].startswith("Goat Control")
    assert titles["goat"]["ja"].startswith("ゴート・コントロール")
    assert all(t["ja"] and t["ja"] != t["en"] for t in titles.values()), titles


def test_the_lobby_gets_the_duel_masters_decks_titles_too(client: TestClient) -> None:
    # the Duel Masters list showed `dm-starter` bare: a JSON deck had no title to give
    titles = client.get("/api/info", headers=HOST).json()["titles"]["dm"]
    assert titles["dm-starter"] == {"en": "Starter deck", "ja": "スターターデッキ"}


def test_the_web_board_holds_the_games_it_has_open_until_it_stops(games_db: Path) -> None:
    # the library's holds were a terminal's only: `arbiter play --resume` took over a game the web board was serving,
    # and both went on recording answers into it
    with TestClient(create_app(games_db, host_key=HOST_KEY)) as client:
        r = client.post("/api/games", json={"game": "ocg", "opponent": "random", "seed": 3}, headers=HOST).json()
        gid = r["id"]
        assert holder(games_db, gid) is None  # made, not open yet
        with client.websocket_connect(f"/ws/{gid}?token={r['tokens']['A']}") as ws:
            assert ws.receive_json()["type"] == "state"
        h = holder(games_db, gid)
        assert h is not None and (h.front, h.pid) == ("web", os.getpid())  # open until the server stops
    assert holder(games_db, gid) is None


def test_the_terminal_refuses_a_game_a_live_web_server_has_open(games_db: Path) -> None:
    gid = terminal_game(games_db, ["human", "random"])
    with subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"]) as server:
        try:
            hold_by(games_db, gid, server.pid, "serves")
            r = CliRunner().invoke(main, ["play", "--resume", str(gid), "--lang", "en", "--db", str(games_db)])
        finally:
            server.kill()
    assert r.exit_code != 0 and f"game #{gid} is open in the web board (arbiter serve, process {server.pid}" in \
        r.output, r.output
    # the server was killed (it could not drop its hold): the game is free
    lib = Library(games_db)
    try:
        assert lib.hold(gid) is None  # the terminal's own hold taken
        h = lib.holder(gid)
        assert h is not None and (h.front, h.pid) == ("terminal", os.getpid())
    finally:
        lib.release(gid)
        lib.close()


def test_the_web_board_does_not_open_a_game_a_terminal_plays_from_its_link(client: TestClient, games_db: Path) -> None:
    # a game's link opened after a terminal took the game over (the server restarted meanwhile, say)
    r = client.post("/api/games", json={"game": "ocg", "opponent": "random", "seed": 3}, headers=HOST).json()
    gid = r["id"]
    with subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"]) as other:
        try:
            hold_by(games_db, gid, other.pid)
            with client.websocket_connect(f"/ws/{gid}?token={r['tokens']['A']}&lang=ja") as ws:
                m = ws.receive_json()
        finally:
            other.kill()
    assert m["type"] == "error" and f"端末で対戦中（arbiter play、{socket.gethostname()}のプロセス{other.pid}" in \
        m["message"], m


def holder(games_db: Path, gid: int) -> Hold | None:
    lib = Library(games_db)
    try:
        return lib.holder(gid)
    finally:
        lib.close()


@pytest.mark.parametrize("table", ["holds", "serves"])
def test_a_replay_file_refused_for_a_game_another_process_holds_leaves_its_entry_as_it_was(
        tmp_path: Path, games_db: Path, table: str) -> None:
    # the file had gone further than its library entry: `play --resume FILE` wrote the file's answers into the entry
    # first, and only then found another terminal (or a web server) playing that game, under that process's feet
    deck = OCG.read_deck(OCG.starter_deck)
    r = Replay.new("ocg", [deck, deck], 5, ["human", "random"], lang="en")
    s = Session(r)
    for _ in range(3):
        assert s.duel.pending is not None
        s.act(s.duel.pending.options[0].key)
    f = tmp_path / "g.jsonl"
    save(r, f)
    lib = Library(games_db)
    gid = lib.add(load(f))
    lib.undo(gid, 1)  # the entry one answer in, the file three
    lib.close()

    def entry() -> tuple[list[str], str]:
        lib = Library(games_db)
        try:
            return lib.load(gid).answers, lib.db.execute("SELECT updated FROM games WHERE id=?", (gid,)).fetchone()[0]
        finally:
            lib.close()

    before = entry()
    assert len(before[0]) == 1
    with subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"]) as other:
        try:
            hold_by(games_db, gid, other.pid, table)
            r2 = CliRunner().invoke(main, ["play", "--resume", str(f), "--db", str(games_db)])
        finally:
            other.kill()
    assert r2.exit_code == 1 and f"process {other.pid}" in r2.output, r2.output
    assert entry() == before
