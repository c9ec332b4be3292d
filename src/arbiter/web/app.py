"""The web server: the lobby's API, the duels' WebSockets, replays and the judge.

Trust: the lobby, replays and the judge need the host key (printed by `arbiter serve`); a duel's socket
needs a seat or spectator token, which opens that game's replay too (the public view, and a seat's own). A seat
may answer only its own pending decision, with a key offered for that decision, and resign only its own seat (at any
moment of a duel not over); anything else, a malformed or
oversized message, or more than RATE messages a second, is refused with an error message and changes nothing.
Nothing a client sends is run or evaluated.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
import secrets
import tempfile
import time
from collections.abc import AsyncIterator, Mapping, Sequence
from contextlib import asynccontextmanager, suppress
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request, WebSocket, WebSocketDisconnect
from fastapi.exceptions import RequestValidationError, WebSocketRequestValidationError
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException

from arbiter.agents import AgentSpecError, agent_spec, check_agent
from arbiter.games import GAMES, UnknownDeck, UnsupportedGame, bundled_decks, deck_file
from arbiter.kernel.game import CardId
from arbiter.kernel.reasons import Why, in_lang, message_of, quote_given, wide
from arbiter.library import Library, LibraryError
from arbiter.play.session import HUMAN
from arbiter.replay import Replay, ReplayError
from arbiter.web.answered import HEADER, Answered, bad_id
from arbiter.web.tables import ROLES, Hub, Tokens, Viewer, held_elsewhere
from arbiter.web.wire import SPECTATOR, state

STATIC = Path(__file__).resolve().parent / "static"
MAX_MESSAGE = 2048  # bytes in one socket message: an answer needs a few dozen
MAX_BODY = 256 * 1024  # a pasted deck or scenario
RATE = 20  # socket messages a second, with a burst of as many again
LANGS = ("ja", "en")
TOO_SLOW = 4408  # the close code of a socket too slow to take its messages (tables.SEND_LIMIT): the page reconnects
closing: set[asyncio.Task[None]] = set()  # the closes of such sockets under way (a task not held may be collected)
WHAT_JA = {"your deck": "あなたのデッキ", "the opponent's deck": "相手のデッキ"}  # a deck error's subject in Japanese


class Refused(Exception):
    """A request the server will not carry out; the message says why (a `Why`: in the page's language, which it
    sends as the header x-arbiter-lang)."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.status = status


def of_deck(what: str, why: str) -> Why:
    """A reason headed by the deck it is about ("your deck: ..."), in both languages."""
    return Why(f"{what}: {why}", f"{WHAT_JA.get(what, what)}：{in_lang(why, 'ja')}")


# where a request's value was, as FastAPI's validation names it (`loc`'s first item)
_WHERE = {"path": ("the address", "アドレス"), "query": ("the query", "クエリ"), "header": ("the headers", "ヘッダー"),
          "body": ("the request", "リクエスト")}


def invalid(errors: Sequence[Any]) -> Why:
    """What FastAPI's validation of a request's values found (a path's game number that is no number), in words."""
    en, ja = [], []
    for e in errors:
        loc = [str(x) for x in e.get("loc", ())]
        where_en, where_ja = _WHERE.get(loc[0] if loc else "", ("the request", "リクエスト"))
        name = ".".join(loc[1:]) or "a value"
        if e.get("type") == "missing":
            en.append(f"{name} is missing from {where_en}")
            ja.append(f"{where_ja}に{name}がない")
        elif e.get("type") == "int_parsing":
            en.append(f"{name} in {where_en} must be a whole number, not {quote_given(e.get('input'), limit=40)}")
            ja.append(f"{where_ja}の{name}は整数で指定する（{quote_given(e.get('input'), 'ja', 40)}ではなく）")
        else:
            en.append(f"{name} in {where_en} is not valid: {e.get('msg', '')}")
            ja.append(f"{where_ja}の{name}が正しくない：{quote_given(e.get('input'), 'ja', 40)}")
    return Why("; ".join(en), "、".join(ja))


def http_error(status: int, detail: str, method: str, path: str) -> Why:
    """Starlette's own refusal of a request (no such address, a method the address does not take), in words."""
    if status == 404:
        return Why(f"there is nothing at {path}", f"{path}には何もない")
    if status == 405:
        return Why(f"{path} does not take {method}", f"{path}は{method}を受け付けない")
    return Why(f"HTTP {status}: {detail}", f"HTTP {status}：{detail}")


def read_deck(game: str, spec: object, what: str, lang: str) -> list[CardId]:
    """A deck from the request: a bundled deck's name, or the text of a deck file, read and held to the game's
    deck rules as the CLI does (`arbiter play` without --allow-any-deck), its cards named in the lobby's `lang`."""
    cards = _read_deck(game, spec, what)
    problems = GAMES[game].deck_problems(cards, lang)
    if problems:
        if lang == "ja":
            raise Refused(f"{WHAT_JA.get(what, what)}：" + "、".join(in_lang(p, lang) for p in problems))
        raise Refused(f"{what}: " + "; ".join(problems))
    return cards


def _read_deck(game: str, spec: object, what: str) -> list[CardId]:
    support = GAMES[game]
    if spec is None or spec == "":
        return support.read_deck(support.starter_deck)
    if not isinstance(spec, dict):
        raise Refused(of_deck(what, Why("give a bundled deck's name or the text of a deck file",
                                      "同梱のデッキの名前かデッキファイルのテキストを渡す")))
    if "name" in spec:
        name = str(spec["name"])
        try:
            return support.read_deck(deck_file(game, name, files=False))
        except UnknownDeck as e:
            raise Refused(of_deck(what, message_of(e))) from None
    text = spec.get("text")
    # an uploaded file is named by its name; a pasted deck has none, and is called what it is
    label = re.sub(r"[^\w.-]", "_", str(spec["filename"]))[:60] if spec.get("filename") else ""
    if not isinstance(text, str) or not text.strip():
        raise Refused(of_deck(what, Why(f"{label} is empty", f"{label}が空") if label
                              else Why("the pasted deck is empty", "貼り付けたデッキが空")))
    with tempfile.TemporaryDirectory() as tmp:
        # a name of its own: the upload's may be no file's (".." was the folder above, a 500)
        path = Path(tmp) / f"deck{support.deck_suffix}"
        path.write_text(text, encoding="utf-8")
        try:
            return support.read_deck(path)
        except ValueError as e:  # the game's DeckError: what is wrong and where, named as the user gave it
            raise Refused(of_deck(what, _named(message_of(e), str(path), label))) from None


def _named(why: str, path: str, label: str) -> Why:
    """A deck file's error (`why`, which names its file `path` and may give a line, "path:3: ...") about the deck a
    user gave: the upload's name `label` in place of the path, or, pasted, "the pasted deck, line 3"."""
    ja = in_lang(why, "ja")
    if label:
        return Why(why.replace(path, label), ja.replace(path, label))
    at = re.compile(re.escape(path) + r"(?::(\d+))?")
    return Why(at.sub(lambda m: "the pasted deck" + (f", line {m[1]}" if m[1] else ""), why),
               at.sub(lambda m: "貼り付けたデッキ" + (f"の{wide(m[1])}行目" if m[1] else ""), ja))


MAX_SEED = 2**63 - 1  # the library keeps a seed as an SQLite integer


def new_game(body: dict[str, Any]) -> Replay:
    game = body.get("game", "ocg")
    if not isinstance(game, str) or game not in GAMES:  # (a list or an object is no key of GAMES: not looked up)
        raise Refused(Why(f"this Arbiter plays {', '.join(sorted(GAMES))}; it cannot play game {quote_given(game)}",
                          f"このArbiterで遊べるのは{'、'.join(sorted(GAMES))}で、"
                          f"ゲーム{quote_given(game, 'ja')}は遊べない"))
    opponent = agent_spec(str(body.get("opponent", "random")))
    try:
        check_agent(opponent, game, also=(HUMAN,))
    except AgentSpecError as e:
        raise Refused(message_of(e)) from None
    side = body.get("side", "A")
    if side not in ("A", "B"):
        raise Refused(Why("side must be A or B", "sideはAかB"))
    seed = body.get("seed")
    if seed in (None, ""):
        seed = random.randrange(2**31)
    if isinstance(seed, str) and seed.isascii() and seed.isdigit():
        seed = int(seed)  # (the page sends a seed too long for a JavaScript number as its digits)
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
        raise Refused(Why(f"the seed must be a whole number from 0 to {MAX_SEED}",
                          f"シードは0から{MAX_SEED}までの整数"))
    lang = body.get("lang", "ja")
    if lang not in LANGS:
        raise Refused(Why("lang must be ja or en", "langはjaかen"))
    mine = read_deck(game, body.get("deck"), "your deck", lang)
    theirs = read_deck(game, body.get("opponent_deck"), "the opponent's deck", lang)
    players = [HUMAN, opponent] if side == "A" else [opponent, HUMAN]
    decks = [mine, theirs] if side == "A" else [theirs, mine]
    return Replay.new(game, decks, seed, players, lang=lang, front="web")


def judge_text(text: str, filename: str) -> dict[str, Any]:
    """A pasted or uploaded scenario judged in both languages: the verdict, its message and the logs in each (the
    page shows its own language's), and the failing line."""
    from arbiter.judge.runner import judge_file

    label = re.sub(r"[^\w.-]", "_", filename or "scenario.yaml")[:80] or "scenario.yaml"
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / label
        path.write_text(text, encoding="utf-8")
        ja = judge_file(path, "ja", ("en",))
    message = {lang: in_lang(ja.message, lang).replace(str(path), label) for lang in LANGS}
    m = re.match(rf"{re.escape(label)}:(\d+):", message["en"])
    return {"passed": ja.passed, "title": ja.title, "rulings": ja.rulings, "message": message,
            "line": int(m.group(1)) if m else None, "log": {"ja": ja.log, "en": ja.other_logs["en"]}}


def unicode(msg: object) -> bool:
    """Whether every string of a parsed request or message is Unicode text: JSON's escapes can make a lone surrogate
    ("\\udaf9"), which UTF-8 cannot carry, so that a reply quoting it (`find`'s) could not be sent, nor a pasted
    text written to a file."""
    try:
        json.dumps(msg, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


class Bucket:
    """At most RATE messages a second on average, RATE more in a burst."""

    def __init__(self) -> None:
        self.level = float(RATE)
        self.at = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.level = min(2.0 * RATE, self.level + (now - self.at) * RATE)
        self.at = now
        if self.level < 1:
            return False
        self.level -= 1
        return True


def create_app(db: Path | None = None, host_key: str | None = None) -> FastAPI:
    """The server on the games library at `db`; `host_key` overrides the stored one (tests)."""
    first = Library(db)  # made now so that a library that cannot be opened is an error before serving
    path = first.path
    tokens = Tokens(path)
    key = host_key or tokens.host_key()
    tokens.close()
    first.close()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        # SQLite connections belong to the thread that made them: the server's own
        hub = Hub(Library(path))
        app.state.hub = hub
        yield
        hub.close()

    app = FastAPI(title="Arbiter", lifespan=lifespan, docs_url=None, redoc_url=None, openapi_url=None)
    app.state.host_key = key
    app.state.library_path = path
    answered = Answered()  # the server's own: it has one host key

    def hub() -> Hub:
        h: Hub = app.state.hub
        return h

    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    def said(request: Request, why: str, status: int, headers: Mapping[str, str] | None = None) -> JSONResponse:
        # in the page's language where it sent one (English to any other client, as before)
        lang = request.headers.get("x-arbiter-lang", "en")
        return JSONResponse({"error": in_lang(why, lang)}, status_code=status, headers=headers)

    @app.exception_handler(Refused)
    async def refused(request: Request, e: Refused) -> JSONResponse:
        return said(request, e.args[0], e.status)

    # the refusals of the layers below (FastAPI's validation of a path's or a query's values, Starlette's routing)
    # said as the server's own are, with their status codes
    @app.exception_handler(RequestValidationError)
    async def invalid_request(request: Request, e: RequestValidationError) -> JSONResponse:
        return said(request, invalid(e.errors()), 422)

    @app.exception_handler(WebSocketRequestValidationError)
    async def invalid_socket(ws: WebSocket, e: WebSocketRequestValidationError) -> None:
        # a duel's address whose game number is no number: said as a socket's refusals are, then closed
        await ws.accept()
        why = in_lang(invalid(e.errors()), ws.query_params.get("lang", ""))
        await ws.send_text(json.dumps({"type": "error", "message": why}, ensure_ascii=False))
        await ws.close(code=4404)

    @app.exception_handler(HTTPException)
    async def http_refused(request: Request, e: HTTPException) -> JSONResponse:
        why = http_error(e.status_code, str(e.detail), request.method, request.url.path)
        return said(request, why, e.status_code, e.headers)  # (a 405's Allow kept)

    def host(request: Request) -> None:
        given = request.headers.get("x-arbiter-host", "")
        # compared in constant time, as the seats' tokens are (tables.py): the time a wrong key takes tells nothing
        # of the right one; bytes, as compare_digest takes no string that is not ASCII
        if not given or not secrets.compare_digest(given.encode(), key.encode()):
            raise Refused(Why("this needs the host key: open the address `arbiter serve` printed",
                              "ホストキーが要る：`arbiter serve`が表示したアドレスを開く"), 403)

    async def body(request: Request) -> dict[str, Any]:
        raw = await request.body()
        if len(raw) > MAX_BODY:
            raise Refused(Why(f"the request is too large ({len(raw)} bytes; at most {MAX_BODY})",
                              f"リクエストが大きすぎる（{len(raw)}バイト。上限は{MAX_BODY}バイト）"), 413)
        try:
            data = json.loads(raw or b"{}")
        except (ValueError, UnicodeDecodeError):
            raise Refused(Why("the request is not JSON", "リクエストがJSONではない")) from None
        except RecursionError:  # (json's parser recurses once a level)
            raise Refused(Why("the request nests arrays or objects too deeply",
                              "リクエストの配列やオブジェクトの入れ子が深すぎる")) from None
        if not isinstance(data, dict):
            raise Refused(Why("the request must be a JSON object", "リクエストはJSONのオブジェクトで送る"))
        if not unicode(data):  # a deck's or a scenario's text could not be written to its file
            raise Refused(Why("the request has a lone surrogate (\\ud800-\\udfff) in a string: no character",
                              "リクエストの文字列に単独のサロゲート（\\ud800〜\\udfff）がある：文字ではない"))
        return data

    def request_id(request: Request) -> str | None:
        """The id the page sends with a request that makes something (`answered`); None where the client sent
        none (it is not needed: a client that never gives up a request never sends one twice)."""
        rid = request.headers.get(HEADER)
        if rid is not None and (why := bad_id(rid)) is not None:
            raise Refused(why)
        return rid

    @app.get("/")
    async def index() -> FileResponse:
        return FileResponse(STATIC / "index.html")

    @app.get("/api/info")
    async def info(request: Request) -> dict[str, Any]:
        host(request)
        decks = {g: bundled_decks(g) for g in GAMES}
        return {"games": {g: [d.name for d in ds] for g, ds in decks.items()},
                # each bundled deck's title in the lobby's two languages
                "titles": {g: {d.name: {"en": d.title, "ja": d.title_ja} for d in ds if d.title}
                           for g, ds in decks.items()},
                "starter": {g: GAMES[g].starter_deck.stem for g in GAMES}, "agents": ["random", "greedy", "mcts"]}

    @app.post("/api/games")
    async def create(request: Request) -> dict[str, Any]:
        host(request)
        rid = request_id(request)
        data = await body(request)
        # no await from here to the answer kept: a second try is either answered or made after it
        if rid is not None and (made := answered.get("create", rid)) is not None:
            return made  # a try again of a request carried out after the page gave it up: the game it made
        try:
            replay = new_game(data)
        except (ValueError, UnsupportedGame) as e:
            raise Refused(message_of(e)) from None
        try:
            gid, tokens = hub().create(replay)
        except LibraryError as e:
            # a library locked by another process, or full, said as the list of games says it (the file and what
            # is wrong), not a bare HTTP 500; still a 500, the fault being the server's own file
            why = message_of(e)
            raise Refused(Why(f"the new game could not be stored: {why}",
                              f"新しい対戦を保存できない：{in_lang(why, 'ja')}"), 500) from None
        out = {"id": gid, "tokens": tokens}
        if rid is not None:
            answered.keep("create", rid, out)
        return out

    @app.get("/api/games")
    async def games(request: Request) -> list[dict[str, Any]]:
        host(request)
        try:
            rows = hub().lib.games(100)
        except LibraryError as e:
            # a library damaged (or locked past the wait) is said as `arbiter games` says it, not a bare HTTP 500:
            # the lobby shows the reason; still a 500, the fault being the server's own file
            raise Refused(message_of(e), 500) from None
        return [{**g.__dict__, "tokens": hub().tokens.of(g.id)} for g in rows]

    @app.post("/api/games/{gid}/open")
    async def open_game(request: Request, gid: int) -> dict[str, Any]:
        # a game begun in the terminal (`arbiter play`) has no links: the host may go on with it here, once no
        # terminal plays it (the library's hold, which lapses with its process)
        host(request)
        rid = request_id(request)
        if rid is not None and (made := answered.get(f"open {gid}", rid)) is not None:
            return made  # a try again of an opening carried out after the page gave it up: its links, not a refusal
        try:
            r = hub().lib.load(gid)
        except ReplayError as e:
            raise Refused(message_of(e), 404) from None
        if r.result is not None:
            raise Refused(Why(f"game #{gid} is over: watch its replay",
                              f"対戦#{gid}は終わっている：リプレイで見る"), 409)
        if hub().tokens.of(gid):
            raise Refused(Why(f"game #{gid} is already open in the browser: its links are in the games list",
                              f"対戦#{gid}はすでにブラウザで開かれている：リンクは対戦の一覧にある"), 409)
        held = hub().lib.holder(gid)
        if held is not None:
            raise Refused(held_elsewhere(gid, held), 409)
        out = {"id": gid, "tokens": hub().links(gid, r)}
        if rid is not None:
            answered.keep(f"open {gid}", rid, out)
        return out

    @app.get("/api/games/{gid}/replay")
    async def replay(request: Request, gid: int, step: int = 0, view: str = "public", lang: str = "ja") -> Any:
        # the host sees every view; a seat's link (the replay link its board gives at the end) the public view and
        # that seat's own, a spectators' link the public view only
        token = request.headers.get("x-arbiter-token", "")
        role = hub().tokens.role(gid, token) if token else None
        views = ["public", "A", "B"] if role is None else ["public", *([role] if role in "AB" else [])]
        if role is None:
            host(request)
        if view not in views or lang not in LANGS:
            raise Refused(Why(f"view is {' or '.join(views)}; lang is ja or en",
                              f"viewは{'か'.join(views)}、langはjaかen"))
        try:
            r = hub().lib.load(gid)
        except ReplayError as e:
            raise Refused(message_of(e), 404) from None
        if view != "public" and r.result is None:
            raise Refused(Why("a seat's view of a game still being played is that seat's own: watch it live instead",
                              "対戦中のゲームの席からの見え方はその席だけのもの：ライブで観戦する"))
        step = max(0, min(step, len(r.answers)))
        try:
            d = await asyncio.to_thread(r.play, step, False)
        except ReplayError as e:
            raise Refused(message_of(e)) from None
        viewer = SPECTATOR if view == "public" else "AB".index(view)
        out = state(d, r.game, viewer, lang, step)
        out.update(type="replay", id=gid, answers=len(r.answers), players=out["players"], who=r.players,
                   result=r.result, views=views)
        return out

    @app.post("/api/judge")
    async def judge(request: Request) -> dict[str, Any]:
        host(request)
        data = await body(request)
        text = data.get("text")
        if not isinstance(text, str) or not text.strip():
            raise Refused(Why("paste or upload a scenario file", "シナリオファイルを貼り付けるかアップロードする"))
        return await asyncio.to_thread(judge_text, text, str(data.get("filename") or "scenario.yaml"))

    @app.websocket("/ws/{gid}")
    async def duel_socket(ws: WebSocket, gid: int) -> None:
        await ws.accept()
        lock = asyncio.Lock()

        async def send(msg: dict[str, Any]) -> None:
            async with lock:
                await ws.send_text(json.dumps(msg, ensure_ascii=False))

        # the page's language: the one it asked for, and once it has a viewer, the viewer's (which it may change)
        asked = ws.query_params.get("lang", "")
        viewer: Viewer | None = None

        async def refuse(message: str) -> None:
            lang = viewer.lang if viewer is not None else asked
            said: dict[str, Any] = {"type": "error", "message": in_lang(message, lang)}
            if viewer is not None and viewer.seat != SPECTATOR:
                # an error does not say which message it refuses: the seat's setting is sent with every one, so
                # that an auto-pass change refused shows undone
                said.update(table.setting(viewer.seat))
            await send(said)

        role = hub().tokens.role(gid, ws.query_params.get("token", ""))
        if role not in ROLES:
            await refuse(Why(f"wrong or missing token for game #{gid}",
                             f"対戦#{gid}のリンクのトークンが違うか、ありません"))
            await ws.close(code=4403)
            return
        try:
            table = await hub().table(gid)
        except ReplayError as e:
            await refuse(message_of(e))
            await ws.close(code=4404)
            return
        async def close_slow() -> None:
            with suppress(Exception):  # (closed meanwhile by its page)
                await ws.close(code=TOO_SLOW)

        def drop() -> None:  # a task of its own: the close waits for the stalled page's reply, or its time limit
            closing.add(task := asyncio.ensure_future(close_slow()))
            task.add_done_callback(closing.discard)

        viewer = Viewer(SPECTATOR if role == "watch" else "AB".index(role),
                        asked if asked in LANGS else str(table.session.replay.meta.get("lang", "ja")), send, drop)
        table.viewers.add(viewer)
        bucket = Bucket()
        try:
            await send(table.message(viewer))
            if table.stuck is not None:
                await refuse(table.stuck)
            while True:
                raw = await ws.receive_text()
                if not bucket.take():
                    await refuse(Why(f"too many messages: at most {RATE} a second",
                                     f"メッセージが多すぎる：１秒に{wide(RATE)}件まで"))
                    continue
                if len(raw.encode()) > MAX_MESSAGE:
                    size = len(raw.encode())
                    await refuse(Why(f"message too large ({size} bytes; at most {MAX_MESSAGE})",
                                     f"メッセージが大きすぎる（{size}バイト。上限は{MAX_MESSAGE}バイト）"))
                    continue
                try:
                    msg = json.loads(raw)
                except ValueError:
                    await refuse(Why("malformed message: not JSON", "不正なメッセージ：JSONではない"))
                    continue
                except RecursionError:
                    await refuse(Why("malformed message: arrays or objects nested too deeply",
                                     "不正なメッセージ：配列やオブジェクトの入れ子が深すぎる"))
                    continue
                if not unicode(msg):
                    await refuse(Why("malformed message: a lone surrogate (\\ud800-\\udfff) is no character",
                                     "不正なメッセージ：単独のサロゲート（\\ud800〜\\udfff）は文字ではない"))
                    continue
                if not isinstance(msg, dict) or not isinstance(msg.get("type"), str):
                    await refuse(Why("malformed message: a JSON object with a type is expected",
                                     "不正なメッセージ：typeのあるJSONのオブジェクトで送る"))
                    continue
                kind = msg["type"]
                if kind == "lang" and msg.get("lang") in LANGS:
                    viewer.lang = msg["lang"]
                    await send(table.message(viewer))
                elif kind == "auto" and isinstance(msg.get("on"), bool) and viewer.seat != SPECTATOR:
                    await table.set_auto(viewer.seat, msg["on"])
                elif kind == "act":
                    if viewer.seat == SPECTATOR:
                        await refuse(Why("a spectator cannot answer", "観戦者は答えられない"))
                        continue
                    why = await table.act(viewer.seat, msg.get("key"), viewer.lang)
                    if why is not None:
                        await refuse(why)
                elif kind == "resign":
                    # the seat is the socket's own (its token's): a message that would name one, or say anything
                    # more, is refused rather than read as the sender's own resignation
                    if set(msg) != {"type"}:
                        await refuse(Why("malformed message: a resignation carries only its type (the seat that "
                                         "resigns is the link's own)", "不正なメッセージ：投了はtypeだけで送る"
                                         "（投了する席はリンクの席）"))
                        continue
                    if viewer.seat == SPECTATOR:
                        await refuse(Why("a spectator cannot resign: only a seated player can",
                                         "観戦者は投了できない：投了できるのは対戦している席だけ"))
                        continue
                    why = await table.resign(viewer.seat, viewer.lang)
                    if why is not None:
                        await refuse(why)
                elif kind == "find" and isinstance(msg.get("text"), str) and viewer.seat != SPECTATOR:
                    await send(table.find(viewer.seat, msg["text"]))
                elif kind == "why" and isinstance(msg.get("card"), str) and viewer.seat != SPECTATOR:
                    await send(table.why(viewer.seat, msg["card"], viewer.lang))
                elif kind == "ping":
                    await send({"type": "pong"})
                else:
                    await refuse(Why(f"unknown or malformed message of type {quote_given(kind, limit=30)}",
                                     f"type{quote_given(kind, 'ja', 30)}のメッセージは未知か不正"))
        except WebSocketDisconnect:
            pass
        finally:
            table.viewers.discard(viewer)

    return app
