"""The web server over its WebSocket API: whole duels, what each viewer is sent, refusals, a killed server.

Duels here are played by two seat clients choosing at random, with a spectator watching. After every
answer the test waits until all three have the new state, then checks each message against the duel
itself (the server runs in this process): no card hidden from that viewer is in it by name, passcode,
index or label.
"""

from __future__ import annotations

import asyncio
import json
import random
import signal
import sqlite3
from pathlib import Path
from typing import Any

import httpx
import pytest
import websockets

from arbiter.kernel.reasons import wide
from arbiter.library import LOCK_WAIT_S, Library
from arbiter.web import app as web_app
from arbiter.web import tables
from arbiter.web.app import MAX_MESSAGE, RATE, TOO_SLOW
from arbiter.web.wire import SPECTATOR
from web_client import TOO_MANY, Client, answer, connect, create, expect_error, receive, until_state
from web_secrets import check_secrets
from web_server import HOST_KEY, damage_headers, free_port, http, run_async, serve_process, serving


async def play_out(base: str, app: Any, game: str, seed: int, max_answers: int = 3000) -> int:
    g = create(base, game=game, opponent="human", seed=seed, lang="en")
    gid, tokens = g["id"], g["tokens"]
    seats = [await connect(base, gid, tokens["A"]), await connect(base, gid, tokens["B"])]
    watcher = await connect(base, gid, tokens["watch"], "ja")
    viewers = [(seats[0], 0), (seats[1], 1), (watcher, SPECTATOR)]
    seen: dict[int, set[int]] = {0: set(), 1: set(), SPECTATOR: set()}
    rng = random.Random(seed)
    duel = app.state.hub.tables[gid].session.duel
    msgs = {v: await until_state(ws) for ws, v in viewers}
    step = msgs[0]["step"]
    answers = 0
    while True:
        duel = app.state.hub.tables[gid].session.duel
        for _, v in viewers:
            check_secrets(msgs[v], duel, game, v, seen[v])
        if msgs[0]["winner"] is not None:
            break
        mover = next(p for p in (0, 1) if msgs[p]["pending"])
        assert msgs[1 - mover]["pending"] is None and msgs[SPECTATOR]["pending"] is None
        o = rng.choice(msgs[mover]["pending"]["options"])
        done = await answer(seats[mover], o["key"])
        msgs = {v: done if v == mover else await until_state(ws, done["step"]) for ws, v in viewers}
        assert msgs[0]["step"] > step
        step = msgs[0]["step"]
        answers += 1
        assert answers < max_answers, "the duel did not end"
    for ws, _ in viewers:
        await ws.close()
    return answers


@pytest.mark.parametrize(("game", "seed"), [("ocg", 5), ("dm", 3)])
def test_whole_duels_send_no_viewer_a_hidden_card(tmp_path: Path, game: str, seed: int) -> None:
    with serving(tmp_path / "g.sqlite") as (base, app):
        assert run_async(play_out(base, app, game, seed)) > 10


def test_refusals_leave_the_duel_unchanged_and_the_server_alive(tmp_path: Path) -> None:
    with serving(tmp_path / "g.sqlite") as (base, app):
        g = create(base, game="ocg", opponent="human", seed=7, lang="en")
        gid, tokens = g["id"], g["tokens"]

        async def run() -> None:
            a = await connect(base, gid, tokens["A"])
            b = await connect(base, gid, tokens["B"])
            sa, sb = await until_state(a), await until_state(b)
            assert sa["pending"] and not sb["pending"]
            table = app.state.hub.tables[gid]
            before = (table.session.answers, len(table.session.duel.log))

            # missing and wrong tokens; the last: seat A's with its last character changed (to another one: a
            # token may end in any character)
            for token in ("", "wrong", tokens["A"][:-1] + ("y" if tokens["A"].endswith("x") else "x")):
                ws = await connect(base, gid, token)
                assert "token" in await expect_error(ws)
                with pytest.raises(websockets.ConnectionClosed):
                    await asyncio.wait_for(ws.recv(), 10)
            key = sa["pending"]["options"][0]["key"]
            await b.send(json.dumps({"type": "act", "key": key}))  # the wrong seat
            assert "not your decision" in await expect_error(b)
            watch = await connect(base, gid, tokens["watch"])
            await until_state(watch)
            await watch.send(json.dumps({"type": "act", "key": key}))
            assert "spectator" in await expect_error(watch)
            step = sa["step"]
            n = len(sa["pending"]["options"])
            for forged in (f"{step + 1}.0", f"{step}.{n}", f"{step}.-1", "target:3", "pass", f"{step}.00001", 5):
                await a.send(json.dumps({"type": "act", "key": forged}))
                assert "not one of the options" in await expect_error(a)
            for bad in ("{not json", "[1, 2]", '"act"', json.dumps({"type": 3}), json.dumps({"type": "evil"})):
                await a.send(bad)
                assert "malformed" in await expect_error(a)
            await a.send(json.dumps({"type": "act", "key": "x" * MAX_MESSAGE}))
            assert "too large" in await expect_error(a)
            assert (table.session.answers, len(table.session.duel.log)) == before

            await asyncio.sleep(2.2)  # a full bucket, then a flood
            for _ in range(RATE * 4):
                await a.send(json.dumps({"type": "ping"}))
            replies = [json.loads(await asyncio.wait_for(a.recv(), 10)) for _ in range(RATE * 4)]
            refused = [r for r in replies if r["type"] == "error" and "too many" in r["message"]]
            assert refused and len(refused) < RATE * 4
            assert (table.session.answers, len(table.session.duel.log)) == before

            # a stale key: answered once, the same key again
            await asyncio.sleep(1.5)
            await a.send(json.dumps({"type": "act", "key": key}))
            after = await until_state(a)
            assert after["step"] > step
            await a.send(json.dumps({"type": "act", "key": key}))
            assert await expect_error(a) == "that choice is no longer offered: the duel has moved on"
            await a.send(json.dumps({"type": "lang", "lang": "ja"}))
            await until_state(a)
            await a.send(json.dumps({"type": "act", "key": key}))  # in the seat's language
            assert await expect_error(a) == "その選択肢はもう選べません：対戦が先に進みました"
            for _ in range(RATE * 4):  # a flood in Japanese: its limit in full-width digits, as Japanese counts are
                await a.send(json.dumps({"type": "ping"}))
            replies = [json.loads(await asyncio.wait_for(a.recv(), 10)) for _ in range(RATE * 4)]
            refused_ja = {r["message"] for r in replies if r["type"] == "error"}
            assert refused_ja == {f"メッセージが多すぎる：１秒に{wide(RATE)}件まで"}
            await asyncio.sleep(1.5)  # the bucket fills again
            await a.send(json.dumps({"type": "ping"}))  # still alive
            while json.loads(await asyncio.wait_for(a.recv(), 10))["type"] != "pong":
                pass
            for ws in (a, b, watch):
                await ws.close()

        run_async(run())
        r = http("GET", f"http://{base}/api/games", headers={"x-arbiter-host": "wrong"})
        assert r.status_code == 403
        r = http("POST", f"http://{base}/api/games", content=b"x" * 300_000, headers={"x-arbiter-host": HOST_KEY})
        assert r.status_code == 413
        r = http("POST", f"http://{base}/api/games", json={"game": "ocg", "deck": {"text": "#main\n123\n"}},
                       headers={"x-arbiter-host": HOST_KEY})
        assert r.status_code == 400 and "your deck" in r.json()["error"]
        forty = "#main\n" + "14898066\n" * 40  # a readable deck that breaks the deck rules
        r = http("POST", f"http://{base}/api/games", json={"game": "ocg", "lang": "en", "deck": {"text": forty}},
                       headers={"x-arbiter-host": HOST_KEY})  # an English lobby: the Japanese is said in ja
        assert r.status_code == 400 and "at most 3 of a name" in r.json()["error"]
        info = http("GET", f"http://{base}/api/info", headers={"x-arbiter-host": HOST_KEY}).json()
        assert "goat" in info["games"]["ocg"] and info["titles"]["ocg"]["goat"]["en"].startswith("Goat Control")
        r = http("POST", f"http://{base}/api/games", json={"game": "ocg", "deck": {"name": "goat"},
                                                          "opponent_deck": {"name": "dark-world.ydk"}},
                       headers={"x-arbiter-host": HOST_KEY})
        assert r.status_code == 200, r.text
        r = http("POST", f"http://{base}/api/games", json={"game": "ocg", "deck": {"name": "/etc/hostname"}},
                       headers={"x-arbiter-host": HOST_KEY})  # a path is never opened
        assert r.status_code == 400 and "is neither the name of a bundled ocg deck" in r.json()["error"]


def test_a_viewer_too_slow_to_take_its_messages_is_dropped_and_holds_up_no_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # a page on a stalled network: its socket takes no more messages. States went to the viewers one after another
    # with the table locked, so the players waited on it for good: neither saw their answer nor could answer again.
    # Now its socket is closed (the page reconnects) and the others go on
    monkeypatch.setattr(tables, "SEND_LIMIT", 0.3)
    with serving(tmp_path / "g.sqlite") as (base, app):
        g = create(base, game="ocg", opponent="human", seed=7, lang="en")
        gid, tokens = g["id"], g["tokens"]

        async def stalled(msg: dict[str, Any]) -> None:
            await asyncio.sleep(3600)

        async def run() -> None:
            a, b = [await connect(base, gid, tokens[r]) for r in "AB"]
            sa, sb = await until_state(a), await until_state(b)
            table = app.state.hub.tables[gid]
            next(v for v in table.viewers if v.seat == 0).send = stalled  # A's page stalls
            mover, st = (a, sa) if sa["pending"] else (b, sb)
            await mover.send(json.dumps({"type": "act", "key": st["pending"]["options"][0]["key"]}))
            sb = await until_state(b)
            await asyncio.wait_for(a.wait_closed(), 10)
            assert a.close_code == TOO_SLOW and len(table.viewers) == 1
            a = await connect(base, gid, tokens["A"])  # as the page does
            sa = await until_state(a)
            assert sa["step"] == sb["step"]
            mover, st = (a, sa) if sa["pending"] else (b, sb)  # the table takes the next answer: nothing holds it
            await mover.send(json.dumps({"type": "act", "key": st["pending"]["options"][0]["key"]}))
            assert (await until_state(a))["step"] == (await until_state(b))["step"] > sb["step"]
            for ws in (a, b):
                await ws.close()

        run_async(run())


def test_a_seat_is_refused_in_its_language(tmp_path: Path) -> None:
    """A wrong link, a click out of turn: told in the viewer's language as a stale click is, not in English on a
    Japanese board."""
    with serving(tmp_path / "g.sqlite") as (base, _):
        g = create(base, game="ocg", opponent="human", seed=7, lang="ja")

        async def run() -> None:
            ws = await connect(base, g["id"], "wrong", "ja")
            assert await expect_error(ws) == f"対戦#{g['id']}のリンクのトークンが違うか、ありません"
            a = await connect(base, g["id"], g["tokens"]["A"], "ja")
            b = await connect(base, g["id"], g["tokens"]["B"], "ja")
            key = (await until_state(a))["pending"]["options"][0]["key"]
            await until_state(b)
            await b.send(json.dumps({"type": "act", "key": key}))
            assert await expect_error(b) == "あなたが選ぶ番ではありません"
            for w in (ws, a, b):
                await w.close()

        run_async(run())


@pytest.mark.parametrize(("game", "offered"), [("ocg", True), ("dm", False)])
def test_a_seat_is_sent_its_auto_pass_only_where_the_game_has_windows_to_pass(tmp_path: Path, game: str,
                                                                             offered: bool) -> None:
    """Auto-pass passes the OCG's quiet windows; Duel Masters has none, so its seats get no setting (and the board
    no box) for what would do nothing."""
    with serving(tmp_path / "g.sqlite") as (base, _):
        g = create(base, game=game, opponent="random", seed=7, lang="en")

        async def run() -> None:
            a = await connect(base, g["id"], g["tokens"]["A"])
            assert ("auto" in await until_state(a)) is offered
            await a.close()

        run_async(run())


@pytest.mark.parametrize(("game", "offered"), [("ocg", True), ("dm", False)])
def test_a_seats_refusal_carries_its_auto_pass_setting(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str,
                                                       offered: bool) -> None:
    """An error does not say which message it refuses: a change of auto-pass refused (too many messages) left the
    seat's box showing the change, though the server had not made it. Each refusal a seat is sent carries the
    seat's setting as the server has it (where the game has one); a spectator's none."""
    with serving(tmp_path / "g.sqlite") as (base, _):
        g = create(base, game=game, opponent="human", seed=7, lang="en")

        async def run() -> None:
            a = await connect(base, g["id"], g["tokens"]["A"])
            watch = await connect(base, g["id"], g["tokens"]["watch"])
            await until_state(a)
            await until_state(watch)
            await a.send(json.dumps({"type": "auto", "on": False}))
            assert await receive(a) == {"type": "auto", "on": False}  # made
            monkeypatch.setattr(web_app, "RATE", 0)  # every message refused from now on, as too many
            await a.send(json.dumps({"type": "auto", "on": True}))
            refused = await receive(a)
            assert refused["type"] == "error" and refused["message"].startswith(TOO_MANY[0]), refused
            assert refused.get("auto") is (False if offered else None)  # the setting in force, not the one asked
            await watch.send(json.dumps({"type": "ping"}))
            assert "auto" not in await receive(watch)
            for w in (a, watch):
                await w.close()

        run_async(run())


def test_a_killed_server_restarts_and_the_duel_goes_on_to_its_end(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite"
    port = free_port()
    base = f"127.0.0.1:{port}"
    server, key = serve_process(db, port)
    r = http("POST", f"http://{base}/api/games", json={"game": "ocg", "opponent": "random", "seed": 4},
                   headers={"x-arbiter-host": key})
    gid, token = r.json()["id"], r.json()["tokens"]["A"]
    rng = random.Random(4)

    async def play(stop_after: int | None) -> dict[str, Any]:
        ws = await connect(base, gid, token)

        async def settled(m: dict[str, Any]) -> dict[str, Any]:
            while m["pending"] is None and m["winner"] is None:  # the agent decides (past 0.3 s on a loaded machine)
                m = await until_state(ws)
            return m

        m = await settled(await until_state(ws))
        n = 0
        while m["winner"] is None and (stop_after is None or n < stop_after):
            o = rng.choice(m["pending"]["options"])
            m = await settled(await answer(ws, o["key"]))
            n += 1
        await ws.close()
        return m

    try:
        before = run_async(play(25))
        server.send_signal(signal.SIGKILL)
        server.wait(10)
        server, _ = serve_process(db, port)
        again = run_async(play(0))
        assert {k: v for k, v in again.items() if k != "last"} == {k: v for k, v in before.items() if k != "last"}
        end = run_async(play(None))
        assert end["winner"] in (0, 1, 2)
        games = http("GET", f"http://{base}/api/games", headers={"x-arbiter-host": key}).json()
        assert games[0]["status"] == "finished"
    finally:
        server.kill()
        server.wait(10)


def test_a_seat_is_sent_its_own_extra_deck_and_no_one_else_is(tmp_path: Path) -> None:
    with serving(tmp_path / "g.sqlite") as (base, app):
        g = create(base, game="ocg", opponent="human", seed=3, lang="en", deck={"name": "goat"},
                   opponent_deck={"name": "cyber"})
        gid, tokens = g["id"], g["tokens"]

        async def run() -> dict[str, dict[str, Any]]:
            out = {}
            for role in ("A", "B", "watch"):
                ws = await connect(base, gid, tokens[role])
                out[role] = await until_state(ws)
                await ws.close()
            return out

        msgs = run_async(run())
        duel = app.state.hub.tables[gid].session.duel
        for role, v in (("A", 0), ("B", 1), ("watch", SPECTATOR)):
            check_secrets(msgs[role], duel, "ocg", v, set())
        extra = [(p, [duel.cards[i].data.name_en for i in duel.players[p].extra]) for p in (0, 1)]
        for role, p in (("A", 0), ("B", 1)):
            own = msgs[role]["players"][p]["extra_deck"]
            assert [c["name"] for c in own] == extra[p][1] and own
            assert [c["code"] for c in own] == [f"{role}-extra_deck-{k}" for k in range(1, len(own) + 1)]
            assert all(msgs[role]["cards"][c["code"]]["name_en"] == c["name"] for c in own)  # details on a click
            assert "extra_deck" not in msgs[role]["players"][1 - p]
            assert msgs[role]["players"][1 - p]["extra"] == len(extra[1 - p][1])
        assert all("extra_deck" not in side for side in msgs["watch"]["players"])


def test_deck_errors_name_cards_in_the_lobbys_language(tmp_path: Path) -> None:
    forty = "#main\n" + "14898066\n" * 40  # 「ブラッド・ヴォルス」 / Vorse Raider, 40 times
    with serving(tmp_path / "g.sqlite") as (base, _):
        said = {}
        for lang in ("en", "ja"):
            r = http("POST", f"http://{base}/api/games", json={"game": "ocg", "lang": lang, "deck": {"text": forty}},
                           headers={"x-arbiter-host": HOST_KEY})
            assert r.status_code == 400
            said[lang] = r.json()["error"]
    assert '40 copies of "Vorse Raider"' in said["en"] and "ブラッド・ヴォルス" not in said["en"]
    # the Japanese lobby's sentence is Japanese, not only its card's name
    assert said["ja"] == "あなたのデッキ：「ブラッド・ヴォルス」が４０枚（同名カードは３枚まで）", said["ja"]


def test_a_damaged_library_is_said_to_the_lobby_in_its_language(tmp_path: Path) -> None:
    # the lobby's list of games was an HTTP 500 with no reason ("Internal Server Error"), where `arbiter games`
    # says the library is damaged
    db = tmp_path / "g.sqlite"
    with serving(db) as (base, _):
        create(base, game="ocg", opponent="human", seed=3, lang="en")
        damage_headers(db)
        said = {}
        for lang in ("en", "ja"):
            r = http("GET", f"http://{base}/api/games", headers={"x-arbiter-host": HOST_KEY, "x-arbiter-lang": lang})
            assert r.status_code == 500, r.text
            said[lang] = r.json()["error"]
    assert said["en"] == (f"{db}: the games library is damaged (game #1's header is not a JSON object); copy it "
                          "aside and start a new one"), said["en"]
    assert said["ja"].startswith(f"{db}：対戦ライブラリが壊れている（対戦#1のヘッダーがJSONのオブジェクトではない）"), \
        said["ja"]


def test_a_seats_token_opens_its_games_replay_in_the_public_view_and_its_own(tmp_path: Path) -> None:
    with serving(tmp_path / "g.sqlite") as (base, _):
        g = create(base, game="ocg", opponent="human", seed=3, lang="en")
        gid, tokens = g["id"], g["tokens"]

        def get(token: str, view: str) -> httpx.Response:
            return http("GET", f"http://{base}/api/games/{gid}/replay?view={view}&lang=en",
                             headers={"x-arbiter-token": token})

        assert get(tokens["A"], "public").json()["views"] == ["public", "A"]
        assert get(tokens["A"], "A").status_code == 400  # a seat's view, while the duel goes on: nobody's
        lib = Library(tmp_path / "g.sqlite")  # the server's is its own thread's
        lib.finish(gid, {"winner": 0, "turns": 1})  # the duel over, as the library records it
        lib.close()
        assert get(tokens["A"], "A").status_code == 200 and get(tokens["B"], "B").status_code == 200
        assert get(tokens["A"], "B").status_code == 400 and "public or A" in get(tokens["A"], "B").json()["error"]
        assert get(tokens["watch"], "public").status_code == 200 and get(tokens["watch"], "A").status_code == 400
        assert get("wrong", "public").status_code == 403
        other = create(base, game="ocg", opponent="human", seed=4, lang="en")["tokens"]["A"]
        assert get(other, "public").status_code == 403  # another game's token opens nothing here


async def why(ws: Client, code: str) -> dict[str, Any]:
    """A card's reasons (`why`), asked as the board asks for the card picked; sent again where too fast."""
    while True:
        await ws.send(json.dumps({"type": "why", "card": code}))
        while True:
            m = await receive(ws)
            if m["type"] == "why":
                return dict(m)
            if m["type"] == "error":
                assert m["message"].startswith(TOO_MANY), m
                break
        await asyncio.sleep(1.0)


def test_a_cards_reasons_go_to_its_seat_only_and_name_no_hidden_card(tmp_path: Path) -> None:
    """The reasons a seat asks for, card by card, through a duel played at random: none for the opponent's cards
    (their hand and set cards included) or for a spectator, and no reason names a card the seat does not see."""
    with serving(tmp_path / "g.sqlite") as (base, app):
        g = create(base, game="ocg", opponent="human", seed=5, lang="en")
        gid, tokens = g["id"], g["tokens"]

        async def run() -> None:
            seats = [await connect(base, gid, tokens["A"]), await connect(base, gid, tokens["B"], "ja")]
            watcher = await connect(base, gid, tokens["watch"])
            msgs = [await until_state(ws) for ws in seats]
            await until_state(watcher)
            await watcher.send(json.dumps({"type": "why", "card": "A-hand-1"}))
            assert (await expect_error(watcher)).startswith("unknown or malformed message")
            rng = random.Random(5)
            seen: dict[int, set[int]] = {0: set(), 1: set()}
            said = 0
            for _ in range(40):
                mover = next(p for p in (0, 1) if msgs[p]["pending"])
                codes = [c["code"] for side in msgs[mover]["players"] for v in side.values()
                         for c in (v if isinstance(v, list) else [v]) if isinstance(c, dict) and "code" in c]
                for code in rng.sample(codes, min(6, len(codes))):
                    reply = await why(seats[mover], code)
                    assert reply["card"] == code and reply["step"] == msgs[mover]["step"]
                    if not code.startswith("AB"[mover]):
                        assert reply["refused"] == [], reply
                    said += len(reply["refused"])
                    duel = app.state.hub.tables[gid].session.duel
                    check_secrets(dict(msgs[mover], why=reply), duel, "ocg", mover, seen[mover])
                o = rng.choice(msgs[mover]["pending"]["options"])
                done = await answer(seats[mover], o["key"])
                msgs = [done if p == mover else await until_state(seats[p], done["step"]) for p in (0, 1)]
                if msgs[0]["winner"] is not None:
                    break
            assert said > 0  # some reasons were said: the checks above met some
            for w in (*seats, watcher):
                await w.close()

        run_async(run())


def test_a_new_game_a_locked_library_cannot_store_is_refused_naming_the_file(tmp_path: Path) -> None:
    # another process holding the library's file (a terminal's long write, a backup) made the lobby's new game a bare
    # HTTP 500, "Internal Server Error"
    db = tmp_path / "g.sqlite"
    with serving(db) as (base, _):
        holder = sqlite3.connect(db, isolation_level=None)
        holder.execute("BEGIN EXCLUSIVE")
        said = {}
        try:
            for lang in ("en", "ja"):
                r = http("POST", f"http://{base}/api/games", json={"game": "ocg", "opponent": "human", "lang": lang},
                         headers={"x-arbiter-host": HOST_KEY, "x-arbiter-lang": lang})
                assert r.status_code == 500, r.text
                said[lang] = r.json()["error"]
        finally:
            holder.rollback()
            holder.close()
        games = http("GET", f"http://{base}/api/games", headers={"x-arbiter-host": HOST_KEY})
        assert games.json() == []  # nothing half made
    assert said["en"] == (f"the new game could not be stored: {db}: the games library is locked by another process "
                          f"(waited {LOCK_WAIT_S:g} s); try again once it is done"), said["en"]
    assert said["ja"] == (f"新しい対戦を保存できない：{db}：対戦ライブラリはほかのプロセスが使用中"
                          f"（{LOCK_WAIT_S:g}秒待った）。終わってからやり直してください"), said["ja"]


def test_a_new_game_a_full_library_cannot_store_is_refused_saying_so(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "g.sqlite"
    with serving(db) as (base, app):
        def full(_: object) -> int:
            raise sqlite3.OperationalError("database or disk is full")

        monkeypatch.setattr(app.state.hub.lib, "_add", full)  # the write itself, under the library's own handling
        r = http("POST", f"http://{base}/api/games", json={"game": "ocg", "opponent": "human", "lang": "en"},
                 headers={"x-arbiter-host": HOST_KEY, "x-arbiter-lang": "en"})
    assert r.status_code == 500, r.text
    assert r.json()["error"] == (f"the new game could not be stored: {db}: the games library could not be written: "
                                 "the disk (or its size limit) is full, or failing; nothing stored was lost")
