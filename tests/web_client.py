"""A test's client of the web server: a game made through the HTTP API, a seat's or a spectator's socket, and
waits on the messages it is sent."""

from __future__ import annotations

import asyncio
import faulthandler
import json
from typing import Any

import pytest
import websockets

from web_server import HOST_KEY, http, run_async

Client = websockets.ClientConnection
HOST = {"x-arbiter-host": HOST_KEY}  # the headers of the host's requests
TOO_MANY = ("too many messages", "メッセージが多すぎる")  # sent faster than the server's limit for people


def create(base: str, **body: Any) -> dict[str, Any]:
    r = http("POST", f"http://{base}/api/games", json=body, headers={"x-arbiter-host": HOST_KEY})
    assert r.status_code == 200, r.text
    out: dict[str, Any] = r.json()
    return out


async def connect(base: str, gid: int, token: str, lang: str = "en") -> Client:
    return await websockets.connect(f"ws://{base}/ws/{gid}?token={token}&lang={lang}", max_size=2**24)


async def receive(ws: Client, seconds: float = 90) -> dict[str, Any]:
    """The next message. One that does not come in time fails the test with every thread's stack printed (the
    server's included: it runs in a thread of this process), so that a hang shows where it hangs."""
    try:
        raw = await asyncio.wait_for(ws.recv(), seconds)
    except TimeoutError:
        faulthandler.dump_traceback(all_threads=True)
        pytest.fail(f"no message within {seconds} s (the threads' stacks are printed above)")
    out: dict[str, Any] = json.loads(raw)
    return out


async def until_state(ws: Client, step: int | None = None) -> dict[str, Any]:
    """The next state message (at `step` if given), skipping others."""
    while True:
        m = await receive(ws)
        if m["type"] == "state" and (step is None or m["step"] == step):
            return dict(m)


async def answer(ws: Client, key: str) -> dict[str, Any]:
    """Send an answer; the state it leads to. A refusal for sending too fast is waited out and the answer
    sent again (a program answers faster than the server's limit for people); any other refusal fails."""
    while True:
        await ws.send(json.dumps({"type": "act", "key": key}))
        while True:
            m = await receive(ws)
            if m["type"] == "state":
                return dict(m)
            if m["type"] == "error":
                assert m["message"].startswith(TOO_MANY), m
                break
        await asyncio.sleep(1.0)


async def expect_error(ws: Client) -> str:
    while True:
        m = await receive(ws)
        if m["type"] == "error":
            return str(m["message"])


async def first_state(base: str, gid: int, token: str) -> dict[str, Any]:
    """The first state a seat's socket is sent."""
    ws = await connect(base, gid, token)
    try:
        return await until_state(ws)
    finally:
        await ws.close()


def new_game(server: str, **body: Any) -> dict[str, Any]:
    """A game made on the server at `server` (an http:// address): an OCG game in English unless `body` says."""
    return create(server.removeprefix("http://"), **{"game": "ocg", "lang": "en", **body})


def end_turn(server: str, g: dict[str, Any], seat: str) -> None:
    """`seat` ends its turn through a socket of its own: it waits for its decision offering "End the turn", answers
    it and waits for the state that follows."""

    async def go() -> None:
        ws = await connect(server.removeprefix("http://"), g["id"], g["tokens"][seat])
        try:
            s = await until_state(ws)
            while not s["pending"] or not any(o["label"] == "End the turn" for o in s["pending"]["options"]):
                s = await until_state(ws)
            await answer(ws, next(o["key"] for o in s["pending"]["options"] if o["label"] == "End the turn"))
        finally:
            await ws.close()

    run_async(go())
