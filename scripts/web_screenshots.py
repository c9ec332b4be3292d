"""Screenshots of the web board for docs/: the lobby, a board mid-chain and the judge page.

Run from a checkout: `python3 scripts/web_screenshots.py` (needs the system Chromium and the dev extra).
It serves a throwaway games library on a free localhost port, plays a person-vs-person duel over the
WebSocket API with random answers until a chain is building and seat A must answer, and photographs it.
"""

from __future__ import annotations

import asyncio
import json
import random
import shutil
import socket
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import httpx
import uvicorn
import websockets
from playwright.sync_api import sync_playwright

from arbiter.web.app import create_app

DOCS = Path(__file__).resolve().parents[1] / "docs"
KEY = "screenshots"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]


def serve(db: Path) -> str:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(create_app(db, host_key=KEY), host="127.0.0.1", port=port,
                                           log_level="warning"))
    threading.Thread(target=server.run, daemon=True).start()
    while not server.started:
        time.sleep(0.05)
    return f"127.0.0.1:{port}"


async def until_chain(base: str, seed: int) -> tuple[int, str] | None:
    """A person-vs-person duel answered at random until A must answer with a chain building."""
    g = httpx.post(f"http://{base}/api/games", json={"game": "ocg", "opponent": "human", "seed": seed},
                   headers={"x-arbiter-host": KEY}).json()
    rng = random.Random(seed)
    socks = [await websockets.connect(f"ws://{base}/ws/{g['id']}?token={g['tokens'][s]}") for s in "AB"]
    states: list[dict[str, Any]] = [json.loads(await ws.recv()) for ws in socks]
    try:
        for _ in range(3000):
            if states[0]["winner"] is not None:
                return None
            if states[0]["chain"] and states[0]["pending"] and states[0]["step"] > 40:
                return g["id"], g["tokens"]["A"]
            p = 0 if states[0]["pending"] else 1
            options = states[p]["pending"]["options"]
            await socks[p].send(json.dumps({"type": "act", "key": rng.choice(options)["key"]}))
            await asyncio.sleep(1 / 15)  # under the server's limit of messages a second
            step = states[p]["step"]
            for k, ws in enumerate(socks):
                while True:
                    m = json.loads(await ws.recv())
                    if m["type"] == "state" and m["step"] > step:
                        states[k] = m
                        break
        return None
    finally:
        for ws in socks:
            await ws.close()


def main() -> int:
    chromium = shutil.which("chromium")
    if chromium is None:
        print("needs the system Chromium: apt-get install -y chromium", file=sys.stderr)
        return 1
    base = serve(Path(tempfile.mkdtemp()) / "games.sqlite")
    found = None
    for seed in range(1, 40):
        found = asyncio.run(until_chain(base, seed))
        if found:
            break
    assert found, "no duel built a chain"
    gid, token = found
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium, args=ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 720})
        page.goto(f"http://{base}/#host={KEY}")
        page.evaluate("localStorage.setItem('arbiterLang', 'ja')")
        page.reload()
        page.wait_for_selector("#games table")
        page.screenshot(path=str(DOCS / "web-lobby.png"))
        page.goto(f"http://{base}/#/play/{gid}/{token}")
        page.wait_for_selector("#chain .link")
        page.screenshot(path=str(DOCS / "web-board-chain.png"))
        page.goto(f"http://{base}/#/judge")
        example = DOCS.parent / "tests/rulings/ocg/003/003-armed-ninja-destroys-a-set-spell.yaml"
        page.fill("#scenario", example.read_text(encoding="utf-8"))
        page.click("#judge-go")
        page.wait_for_selector("#verdict-head")
        page.screenshot(path=str(DOCS / "web-judge.png"))
        browser.close()
    print(f"wrote {DOCS}/web-lobby.png, web-board-chain.png, web-judge.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
