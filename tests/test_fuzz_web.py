"""Fuzzing the web server (web/app.py) as a browser, or anything else, may talk to it: the lobby's requests with
made-up bodies and addresses, and a duel's socket messages, resignations last (well formed or not, from anyone,
twice; after one, every message must still change nothing). Each must be answered (a 4xx or an error message whose
words say what is wrong, in the page's language) and a refused one must change nothing: never a 500, a traceback or
a closed socket. Examples per test: conftest.py's profile.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlencode

import pytest
from fastapi.testclient import TestClient
from hypothesis import example, given
from hypothesis import strategies as st
from starlette.testclient import WebSocketTestSession

from arbiter.web import app as web_app
from arbiter.web.app import create_app
from arbiter.web.wire import SPECTATOR
from web_secrets import check_secrets

KEY = "fuzz-test-key"
HOST = {"x-arbiter-host": KEY}
# text with lone surrogates among its characters: JSON's escapes may send them ("\\udaf9"), UTF-8 cannot
TEXT = st.text(st.characters() | st.sampled_from(["\ud800", "\udaf9", "\udfff"]), max_size=60)
JSON_VALUE = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
                          | st.text(max_size=8),
                          lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                                   max_size=4), max_leaves=12)
# the lobby's own words for each field, to be mixed with anything
WORDS = st.sampled_from(["ocg", "dm", "human", "random", "greedy", "mcts:3", "A", "B", "ja", "en", "starter-ocg",
                         "dm-starter", "", "../../etc/passwd", "x" * 5000])
DECK = st.fixed_dictionaries({}, optional={"name": JSON_VALUE | WORDS | TEXT, "text": JSON_VALUE | WORDS | TEXT,
                                           "filename": JSON_VALUE | WORDS | TEXT})
FIELDS = st.sampled_from(["game", "opponent", "side", "seed", "lang", "deck", "opponent_deck"])
BODY = st.dictionaries(FIELDS | st.text(max_size=5),
                       JSON_VALUE | WORDS | TEXT | DECK | st.integers(-2**70, 2**70), max_size=8)


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    app = create_app(tmp_path_factory.mktemp("fuzz-web") / "games.sqlite", host_key=KEY)
    with TestClient(app, raise_server_exceptions=False) as c:
        yield c


# bodies are sent as JSON with its escapes (json.dumps), as a browser's JSON.stringify sends a lone surrogate: the
# test client's `json=` writes the characters and cannot encode one

def refused(r: Any, lang: str) -> str:
    """The error of a refused request: a 4xx with the server's JSON error, in `lang` where it is Japanese (a kana
    or a kanji in it); the words themselves."""
    assert 400 <= r.status_code < 500, (r.status_code, r.text)
    error = r.json()["error"]
    assert isinstance(error, str) and error and "Traceback" not in error, r.text
    if lang == "ja":
        assert any("\u3040" <= ch <= "\u9fff" for ch in error), error
    return error


def games(client: TestClient) -> int:
    r = client.get("/api/games", headers=HOST)
    assert r.status_code == 200, r.text
    return len(r.json())


@given(BODY, st.sampled_from(["ja", "en"]))
@example({"deck": {"text": "#main\n\udaf9\n"}}, "ja")  # a lone surrogate (once the UnicodeEncodeError's words)
@example({"game": []}, "en")  # a list, no key of the games (once a TypeError: a 500)
@example({"game": {"name": "ocg"}}, "ja")
@example({"game": "dm", "deck": {"text": "[" * 5000}}, "en")  # nested too deeply (once a RecursionError: a 500)
def test_a_new_games_request_is_made_or_refused_in_words(client: TestClient, body: dict[str, Any],
                                                         lang: str) -> None:
    before = games(client)
    r = client.post("/api/games", content=json.dumps(body), headers={**HOST, "x-arbiter-lang": lang})
    if r.status_code == 200:
        assert games(client) == before + 1
    else:
        assert "codec" not in refused(r, lang)  # said in words, not Python's
        assert games(client) == before  # no game made


# game numbers in the address: none is a game here (past SQLite's integers: once an OverflowError, a 500)
NO_GAMES = ["-1", "0", "99999", str(2**63), str(-2**63 - 1), "9" * 30]


@pytest.mark.parametrize("gid", NO_GAMES)
def test_an_address_naming_no_game_is_refused_in_words(client: TestClient, gid: str) -> None:
    for lang in ("ja", "en"):
        headers = {**HOST, "x-arbiter-lang": lang}
        for r in (client.get(f"/api/games/{gid}/replay", headers=headers),
                  client.get(f"/api/games/{gid}/replay", headers={"x-arbiter-token": "x", "x-arbiter-lang": lang}),
                  client.post(f"/api/games/{gid}/open", headers=headers)):
            error = refused(r, lang)
            assert r.status_code in (403, 404) and (gid in error or "ホストキー" in error or "host key" in error), error
    with client.websocket_connect(f"/ws/{gid}?token=x&lang=en") as ws:
        assert ws.receive_json() == {"type": "error", "message": f"wrong or missing token for game #{gid}"}


NUMBER_TEXT = st.integers(-2**70, 2**70).map(str) | st.sampled_from(["1.5", "-0", "٣", "1e3", ""])
# a socket message: the board's own kinds with made-up fields, made-up JSON, or text; "KEY" stands for the key of an
# option offered now, "STALE" for one of an earlier decision's
MESSAGE_FIELDS = st.fixed_dictionaries(
    {"type": st.sampled_from(["act", "lang", "auto", "find", "ping", "state", ""]) | TEXT | JSON_VALUE},
    optional={"key": st.sampled_from(["KEY", "STALE", "0.0", "-1.0", "1.-1", "٣.٣", "1e3.0", " 1.0", "9" * 40])
              | TEXT | JSON_VALUE,
              "lang": st.sampled_from(["ja", "en", "xx", ""]) | JSON_VALUE,
              "on": JSON_VALUE, "text": TEXT | JSON_VALUE})
MESSAGE = (st.just('{"type": "act", "key": "KEY"}') | MESSAGE_FIELDS.map(json.dumps) | JSON_VALUE.map(json.dumps)
           | st.text(max_size=60))  # (a frame's own text is UTF-8: the surrogates come in JSON's escapes)
# a resignation, well formed or not: more than its type (a seat named, anything else), or a type near "resign"; these
# are sent after the messages above, whose answers a duel ended would refuse (each one checked to be refused then)
NEAR_RESIGN = st.sampled_from(["Resign", "resign ", "resign:A", "resign:B"]) | JSON_VALUE
RESIGN = (st.dictionaries(st.sampled_from(["seat", "key", "player"]) | st.text(max_size=5), JSON_VALUE | WORDS | TEXT,
                          max_size=2).map(lambda extra: {**extra, "type": "resign"})
          | st.fixed_dictionaries({"type": NEAR_RESIGN}))


class Seats:
    """A duel of two people (seats A, B) and a spectator, each a socket, and what each was sent last."""

    def __init__(self, client: TestClient, sockets: dict[str, WebSocketTestSession], langs: dict[str, str],
                 gid: int, game: str) -> None:
        self.game = game
        self.table = client.app.state.hub.tables[gid]  # type: ignore[attr-defined]  # (the server's own)
        self.sockets = sockets
        self.langs = langs
        self.seen: dict[int, set[int]] = {0: set(), 1: set(), SPECTATOR: set()}
        self.last: dict[str, dict[str, Any]] = {}
        self.stale = "0.0"
        for role in sockets:
            self.received(role)

    def received(self, role: str) -> dict[str, Any]:
        """The next message to `role`: UTF-8 text, as a socket's text frame must be (a lone surrogate cannot be sent:
        the test client passes it, uvicorn fails on it and drops the socket); a state is held to what the viewer may
        see (web_secrets.check_secrets)."""
        raw = self.sockets[role].receive_text()
        raw.encode("utf-8")
        m: dict[str, Any] = json.loads(raw)
        if m["type"] == "state":
            viewer = SPECTATOR if role == "watch" else "AB".index(role)
            check_secrets(m, self.table.session.duel, self.game, viewer, self.seen[viewer])
            self.last[role] = m
        return m

    def key(self) -> str:
        """The key of an option offered now (to the seat whose decision it is)."""
        pending = [self.last[r]["pending"] for r in "AB" if self.last[r]["pending"]]
        return str(pending[0]["options"][0]["key"]) if pending else "0.0"

    def snapshot(self) -> tuple[int, int, str | None, dict[int, bool]]:
        s = self.table.session
        return s.answers, len(s.duel.log), self.table.stuck, dict(self.table.auto)

    def refusal(self, role: str, raw: str, reply: dict[str, Any], before: tuple[Any, ...]) -> None:
        """`reply` refuses `raw`: in words (Japanese to a Japanese viewer), no traceback, nothing changed."""
        assert reply["type"] == "error", (raw, reply)
        error = reply["message"]
        assert self.snapshot() == before, (raw, error)
        assert error and "Traceback" not in error
        if self.langs[role] == "ja":
            assert any("\u3040" <= ch <= "\u9fff" for ch in error), (raw, error)


@given(st.data())
def test_socket_messages_are_answered_and_a_refused_one_changes_nothing(client: TestClient, data: st.DataObject,
                                                                         ) -> None:
    game = data.draw(st.sampled_from(["ocg", "dm"]), label="game")
    g = client.post("/api/games", json={"game": game, "opponent": "human", "seed": data.draw(st.integers(0, 99)),
                                        "lang": "en"}, headers=HOST).json()
    langs = {"A": "ja", "B": "en", "watch": "ja"}
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(web_app, "RATE", 10**6)  # the flood refusal is test_web_api's: every message is read here
        ws = {r: client.websocket_connect(f"/ws/{g['id']}?token={g['tokens'][r]}&lang={langs[r]}") for r in langs}
        with ws["A"] as a, ws["B"] as b, ws["watch"] as w:
            seats = Seats(client, {"A": a, "B": b, "watch": w}, langs, g["id"], game)
            for _ in range(data.draw(st.integers(0, 40), label="messages")):
                role = data.draw(st.sampled_from(list(langs)), label="from")
                raw = data.draw(MESSAGE, label="message")
                raw = raw.replace('"KEY"', json.dumps(seats.key())).replace('"STALE"', json.dumps(seats.stale))
                before, key = seats.snapshot(), seats.key()
                seats.sockets[role].send_text(raw)
                reply = seats.received(role)
                if reply["type"] == "error":
                    seats.refusal(role, raw, reply, before)
                elif reply["type"] == "state" and reply["step"] != before[0]:  # an answer: everyone is shown it
                    for other in set(langs) - {role}:
                        assert seats.received(other)["step"] == reply["step"]
                    seats.stale = key
                elif reply["type"] == "state":  # a language switched
                    seats.langs[role] = reply["lang"]
            resign(seats, data)
            a.send_text(json.dumps({"type": "ping"}))  # alive
            assert a.receive_json() == {"type": "pong"}


def resign(seats: Seats, data: st.DataObject) -> None:
    """Resignations, well formed or not, from any viewer: only a seat's bare `{"type": "resign"}` while the duel goes
    on ends it (its seat the loser, every viewer shown it); everything else, a second one included, is refused in
    words with nothing changed. Then more messages: once the duel is over, each changes nothing (no answer is taken)."""
    for _ in range(data.draw(st.integers(1, 4), label="resignations")):
        role = data.draw(st.sampled_from(list(seats.sockets)), label="resigns")
        msg = data.draw(RESIGN, label="resignation")
        raw = json.dumps(msg)
        before, over = seats.snapshot(), seats.table.session.duel.winner is not None
        seats.sockets[role].send_text(raw)
        reply = seats.received(role)
        if msg == {"type": "resign"} and role != "watch" and not over:
            loser = "AB".index(role)
            assert reply["type"] == "state" and (reply["winner"], reply["resigned"]) == (1 - loser, loser), reply
            for other in set(seats.sockets) - {role}:
                shown = seats.received(other)
                assert (shown["step"], shown["winner"], shown["resigned"]) == (reply["step"], 1 - loser, loser)
        else:
            seats.refusal(role, raw, reply, before)
    if seats.table.session.duel.winner is None:
        return
    for _ in range(data.draw(st.integers(0, 6), label="after")):
        role = data.draw(st.sampled_from(list(seats.sockets)), label="from")
        raw = data.draw(MESSAGE, label="message").replace('"KEY"', json.dumps(seats.key()))
        before = seats.snapshot()
        seats.sockets[role].send_text(raw)
        reply = seats.received(role)
        if reply["type"] == "error":
            seats.refusal(role, raw, reply, before)
        else:  # a language switched, a ping, a search: no answer taken
            assert seats.snapshot()[:2] == before[:2], (raw, reply)


def test_a_lone_surrogate_in_a_message_is_refused_and_the_socket_lives(client: TestClient) -> None:
    g = client.post("/api/games", json={"game": "ocg", "opponent": "human", "seed": 1}, headers=HOST).json()
    for lang, words in (("en", "a lone surrogate"), ("ja", "単独のサロゲート")):
        with client.websocket_connect(f"/ws/{g['id']}?token={g['tokens']['A']}&lang={lang}") as ws:
            ws.receive_json()
            # `find` quotes its text back: the reply could not be sent (uvicorn dropped the socket)
            ws.send_text(json.dumps({"type": "find", "text": "\udaf9"}))
            error = ws.receive_json()
            assert error["type"] == "error" and words in error["message"], error
            ws.send_text(json.dumps({"type": "ping"}))
            assert ws.receive_json() == {"type": "pong"}


@given(st.dictionaries(st.sampled_from(["text", "filename"]) | TEXT, JSON_VALUE | WORDS | TEXT, max_size=3),
       st.sampled_from(["ja", "en"]))
@example({"text": "title: \udaf9\n"}, "en")  # a lone surrogate (once a UnicodeEncodeError: a 500)
def test_a_judge_request_is_judged_or_refused_in_words(client: TestClient, body: dict[str, Any], lang: str) -> None:
    r = client.post("/api/judge", content=json.dumps(body), headers={**HOST, "x-arbiter-lang": lang})
    if r.status_code == 200:
        assert r.json()["passed"] in (True, False) and r.json()["message"]["en"]
    else:
        refused(r, lang)


@pytest.fixture(scope="module")
def game(client: TestClient) -> dict[str, Any]:
    r = client.post("/api/games", json={"game": "ocg", "opponent": "human", "seed": 2}, headers=HOST)
    out: dict[str, Any] = r.json()
    return out


@given(st.text(max_size=40))
@example("é")  # not ASCII (once a TypeError from compare_digest: a 500, a socket closed)
def test_a_wrong_token_is_refused_in_words(client: TestClient, game: dict[str, Any], token: str) -> None:
    if token in game["tokens"].values():
        return
    with client.websocket_connect(f"/ws/{game['id']}?{urlencode({'token': token, 'lang': 'en'})}") as ws:
        assert ws.receive_json() == {"type": "error", "message": f"wrong or missing token for game #{game['id']}"}
    r = client.get(f"/api/games/{game['id']}/replay", headers={"x-arbiter-token": token.encode()})
    assert r.status_code == 403 and "host key" in refused(r, "en")


def test_a_pasted_scenario_of_nested_aliases_is_refused_in_words(client: TestClient) -> None:
    # "billion laughs": each line nine of the last; seven lines made 9**7 values, and an error quoting them 69 MB
    lines = ["notes:", "  l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    lines += [f"  l{n}: &l{n} [{', '.join([f'*l{n - 1}'] * 9)}]" for n in range(1, 8)]
    text = "\n".join([*lines, "title: *l7", "game: ocg", "players: *l7", "steps: *l7", ""])
    r = client.post("/api/judge", json={"text": text, "filename": "laughs.yaml"}, headers=HOST)
    assert r.status_code == 200 and r.json()["passed"] is False, r.text[:300]
    assert len(r.text) < 2000, r.text[:300]
    assert "more than 100,000 values with its aliases (*name) written out" in r.json()["message"]["en"]
    assert "エイリアス" in r.json()["message"]["ja"]


# JSON nested deeper than Python's json parser recurses (once a RecursionError: a 500, a socket closed)
DEEP = "[" * 100_000


@pytest.mark.parametrize("path", ["/api/games", "/api/judge"])
def test_a_request_nested_too_deeply_is_refused_in_words(client: TestClient, path: str) -> None:
    for lang, words in (("en", "nests arrays or objects too deeply"), ("ja", "入れ子が深すぎる")):
        r = client.post(path, content=DEEP, headers={**HOST, "x-arbiter-lang": lang})
        assert r.status_code == 400 and words in refused(r, lang), r.text


def test_a_socket_message_nested_too_deeply_is_refused_and_the_socket_lives(client: TestClient,
                                                                           game: dict[str, Any]) -> None:
    with client.websocket_connect(f"/ws/{game['id']}?token={game['tokens']['A']}&lang=en") as ws:
        ws.receive_json()
        ws.send_text(DEEP[:2000])  # within the size allowed
        m = ws.receive_json()  # (a seat's refusal carries its auto-pass setting too)
        assert (m["type"], m["message"]) == ("error", "malformed message: arrays or objects nested too deeply"), m
        ws.send_text(json.dumps({"type": "ping"}))
        assert ws.receive_json() == {"type": "pong"}


@given(st.dictionaries(st.sampled_from(["step", "view", "lang"]) | st.text(max_size=4),
                       NUMBER_TEXT | st.sampled_from(["public", "A", "B", "ja", "en"]) | st.text(max_size=8),
                       max_size=3),
       st.sampled_from(["A", "watch", None]))
def test_a_replays_query_is_answered_or_refused_in_words(client: TestClient, game: dict[str, Any],
                                                         query: dict[str, str], token: str | None) -> None:
    headers = {"x-arbiter-token": game["tokens"][token]} if token else HOST
    r = client.get(f"/api/games/{game['id']}/replay?{urlencode(query)}", headers=headers)
    if r.status_code == 200:
        out = r.json()
        assert out["type"] == "replay" and 0 <= out["step"] <= out["answers"]
        assert out["seat"] is None and out["pending"] is None  # a replay answers nothing
    else:
        refused(r, "en")


@pytest.mark.parametrize("gid", ["abc", "1.5", "%C3%A9"])
def test_a_duel_address_whose_game_is_no_number_is_refused_in_words(client: TestClient, gid: str) -> None:
    # (once: closed at once by FastAPI's validation, code 1008, without a message the board shows)
    for lang, words in (("en", "gid in the address must be a whole number"), ("ja", "アドレスのgidは整数で指定する")):
        with client.websocket_connect(f"/ws/{gid}?token=x&lang={lang}") as ws:
            m = ws.receive_json()
            assert m["type"] == "error" and words in m["message"], m


@given(st.text(max_size=40))
@example("é")  # not ASCII: compare_digest takes it as bytes only
def test_a_wrong_host_key_is_refused_in_words(client: TestClient, key: str) -> None:
    if key == KEY:
        return
    r = client.post("/api/games", json={"game": "ocg", "opponent": "human"}, headers={"x-arbiter-host": key.encode()})
    assert r.status_code == 403 and "host key" in refused(r, "en")
