"""Fuzzing the web server (web/app.py) as a browser, or anything else, may talk to it: the lobby's requests with
made-up bodies and addresses, and a duel's socket messages. Each must be answered (a 4xx or an error message whose
words say what is wrong, in the page's language) and a refused one must change nothing: never a 500, a traceback or
a closed socket. Examples per test: conftest.py's profile.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from hypothesis import example, given
from hypothesis import strategies as st

from arbiter.web.app import create_app

KEY = "fuzz-test-key"
HOST = {"x-arbiter-host": KEY}
JSON_VALUE = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
                          | st.text(max_size=8),
                          lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                                   max_size=4), max_leaves=12)
# the lobby's own words for each field, to be mixed with anything
WORDS = st.sampled_from(["ocg", "dm", "human", "random", "greedy", "mcts:3", "A", "B", "ja", "en", "starter-ocg",
                         "dm-starter", "", "../../etc/passwd", "x" * 5000])
DECK = st.fixed_dictionaries({}, optional={"name": JSON_VALUE | WORDS, "text": JSON_VALUE | WORDS | st.text(),
                                           "filename": JSON_VALUE | WORDS})
FIELDS = st.sampled_from(["game", "opponent", "side", "seed", "lang", "deck", "opponent_deck"])
BODY = st.dictionaries(FIELDS | st.text(max_size=5),
                       JSON_VALUE | WORDS | DECK | st.integers(-2**70, 2**70), max_size=8)


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    app = create_app(tmp_path_factory.mktemp("fuzz-web") / "games.sqlite", host_key=KEY)
    with TestClient(app, raise_server_exceptions=False) as c:
        yield c


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
@example({"game": []}, "en")  # a list, no key of the games (once a TypeError: a 500)
@example({"game": {"name": "ocg"}}, "ja")
def test_a_new_games_request_is_made_or_refused_in_words(client: TestClient, body: dict[str, Any],
                                                         lang: str) -> None:
    before = games(client)
    r = client.post("/api/games", json=body, headers={**HOST, "x-arbiter-lang": lang})
    if r.status_code == 200:
        assert games(client) == before + 1
    else:
        refused(r, lang)
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
