"""The web server's refusals are said in the page's language: a request's in the language its header
x-arbiter-lang names (English without it), a socket's in its viewer's (the `lang` it opened with, then the one it
switches to)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from arbiter.web.app import MAX_BODY
from web_server import HOST_KEY


@pytest.mark.parametrize(("path", "body", "ja", "en"), [
    ("/api/judge", b"{not json", "リクエストがJSONではない", "the request is not JSON"),
    ("/api/judge", b"[1]", "リクエストはJSONのオブジェクトで送る", "the request must be a JSON object"),
    ("/api/judge", b" " * (MAX_BODY + 1), "リクエストが大きすぎる（", "the request is too large ("),
    ("/api/judge", b'{"text": " "}', "シナリオファイルを貼り付けるかアップロードする",
     "paste or upload a scenario file"),
    ("/api/games", b'{"side": "C"}', "sideはAかB", "side must be A or B"),
    ("/api/games", b'{"game": "chess"}', "ゲーム「chess」は遊べない", 'it cannot play game "chess"'),
    # what was sent, exactly: a space at its end in the quotes, a tab escaped, a list (no text) as JSON writes it
    ("/api/games", b'{"game": "ocg\\t "}', "ゲーム「ocg\\t 」は遊べない", 'it cannot play game "ocg\\t "'),
    ("/api/games", b'{"game": ["ocg"]}', 'ゲーム["ocg"]は遊べない', 'it cannot play game ["ocg"]'),
], ids=["not json", "not an object", "too large", "empty scenario", "side", "game", "game awkward", "game no text"])
def test_a_request_is_refused_in_the_pages_language(client: TestClient, path: str, body: bytes, ja: str,
                                                     en: str) -> None:
    for lang, words in (("ja", ja), ("en", en), ("", en)):
        headers = {"x-arbiter-host": HOST_KEY, **({"x-arbiter-lang": lang} if lang else {})}
        r = client.post(path, content=body, headers=headers)
        assert r.status_code in (400, 413) and words in r.json()["error"], (lang, r.text)


def test_without_the_host_key_in_japanese(client: TestClient) -> None:
    r = client.get("/api/info", headers={"x-arbiter-lang": "ja"})
    assert r.status_code == 403 and r.json()["error"].startswith("ホストキーが要る"), r.text


def _error(ws: Any) -> str:
    while True:
        m = ws.receive_json()
        if m["type"] == "error":
            return str(m["message"])


def test_a_socket_message_is_refused_in_the_viewers_language(client: TestClient) -> None:
    r = client.post("/api/games", json={"game": "ocg", "opponent": "human", "seed": 7, "lang": "ja"},
                    headers={"x-arbiter-host": HOST_KEY})
    gid, tokens = r.json()["id"], r.json()["tokens"]
    with client.websocket_connect(f"/ws/{gid}?token=wrong&lang=ja") as ws:
        assert _error(ws) == f"対戦#{gid}のリンクのトークンが違うか、ありません"
    with client.websocket_connect(f"/ws/{gid}?token={tokens['A']}&lang=ja") as ws:
        ws.send_text("{not json")
        assert _error(ws) == "不正なメッセージ：JSONではない"
        ws.send_text('{"type": "evil"}')
        assert _error(ws) == "type「evil」のメッセージは未知か不正"
        ws.send_text("x" * 3000)
        assert _error(ws).startswith("メッセージが大きすぎる（")
        ws.send_json({"type": "lang", "lang": "en"})  # the page switched its language
        ws.send_text('{"type": "evil"}')
        assert _error(ws) == 'unknown or malformed message of type "evil"'
    with client.websocket_connect(f"/ws/{gid}?token={tokens['watch']}&lang=ja") as ws:
        ws.send_json({"type": "act", "key": "0.0"})
        assert _error(ws) == "観戦者は答えられない"


@pytest.mark.parametrize(("method", "path", "body", "status", "ja", "en"), [
    ("post", "/api/games/abc/open", None, 422, "アドレスのgidは整数で指定する（「abc」ではなく）",
     'gid in the address must be a whole number, not "abc"'),
    # a long value is cut at 40 characters, its length said
    ("post", f"/api/games/{'9' * 39}x{'9' * 20}/open", None, 422, f"（「{'9' * 39}x」…（60文字）ではなく）",
     f'must be a whole number, not "{"9" * 39}x"… (60 characters)'),
    ("get", "/api/games/1/replay?step=x", None, 422, "クエリのstepは整数で指定する",
     "step in the query must be a whole number"),
    ("get", "/api/nothing", None, 404, "/api/nothingには何もない", "there is nothing at /api/nothing"),
    ("delete", "/api/games", None, 405, "/api/gamesはDELETEを受け付けない", "/api/games does not take DELETE"),
    ("post", "/api/games/999/open", None, 404, "ライブラリに対戦#999はない", "no game #999 in the library"),
    ("post", "/api/games", b'{"opponent": 5}', 400, "エージェント「5」はない", 'unknown agent "5"'),
    # a person may be the opponent here as in `arbiter play`: the names listed say so
    ("post", "/api/games", b'{"opponent": "bob"}', 400, "human、random、greedy", "use human, random, greedy"),
    ("post", "/api/games", b'{"opponent": "mcts:0"}', 400, "反復回数は1以上", "takes 1 or more iterations"),
    ("post", "/api/games", b'{"deck": {"name": "nope"}}', 400,
     "あなたのデッキ：「nope」は同梱のocgのデッキの名前ではない",
     'your deck: "nope" is neither the name of a bundled ocg deck'),
    # a pasted deck has no file name: it is called the pasted deck, its line said (no "deck.ydk" the user never gave)
    ("post", "/api/games", b'{"deck": {"text": "#main\\n123\\n"}}', 400,
     "あなたのデッキ：貼り付けたデッキの２行目：パスコード123のカードはない",
     "your deck: the pasted deck, line 2: no card has the passcode 123"),
    ("post", "/api/games", b'{"deck": {"text": "#extra\\n"}}', 400,
     "あなたのデッキ：貼り付けたデッキ：デッキに#mainのカードがない",
     "your deck: the pasted deck: the deck has no #main"),
    ("post", "/api/games", b'{"deck": {"text": " "}}', 400, "あなたのデッキ：貼り付けたデッキが空",
     "your deck: the pasted deck is empty"),
    # an uploaded one is named by its file's name, and its line
    ("post", "/api/games", b'{"deck": {"text": "#main\\n123\\n", "filename": "mine.ydk"}}', 400,
     "あなたのデッキ：mine.ydk:2：パスコード123のカードはない", "your deck: mine.ydk:2: no card has the passcode 123"),
    # a name no file may have is only a name (the text was written to it: ".." was a folder, a 500)
    ("post", "/api/games", b'{"deck": {"text": "#main\\n123\\n", "filename": ".."}}', 400,
     "あなたのデッキ：..:2：パスコード123のカードはない", "your deck: ..:2: no card has the passcode 123"),
    ("post", "/api/games", b'{"game": "dm", "opponent_deck": {"text": "{}"}}', 400,
     "相手のデッキ：貼り付けたデッキ：デッキは", "the opponent's deck: the pasted deck: a deck is a JSON list"),
    ("post", "/api/games", b'{"game": "dm", "opponent_deck": {"text": "{}", "filename": "mine.json"}}', 400,
     "相手のデッキ：mine.json：デッキは", "the opponent's deck: mine.json: a deck is a JSON list"),
    # a card no deck may hold, its words Japanese throughout (they held the registry's English)
    ("post", "/api/games", b'{"game": "dm", "deck": {"text": "[{\\"card\\": \\"nope\\"}]"}}', 400,
     "あなたのデッキ：貼り付けたデッキ：１番目の項目：デュエル・マスターズのカード「nope」が見つからない",
     'your deck: the pasted deck: entry 1: unknown Duel Masters card "nope"'),
], ids=["path type", "path type long", "query type", "no route", "method", "no game", "agent type", "agent name",
        "agent range", "deck name", "ydk pasted", "ydk pasted no main", "pasted empty", "ydk uploaded",
        "upload named ..", "dm deck pasted", "dm deck uploaded", "dm unknown card"])
def test_what_the_layers_below_refuse_is_said_in_the_pages_language_with_its_status(
        client: TestClient, method: str, path: str, body: bytes | None, status: int, ja: str, en: str) -> None:
    # FastAPI's validation and Starlette's routing answered {"detail": ...} in English, which the page did not show
    # (it reads "error"), and the agents', the decks' and the library's refusals were English on a Japanese page
    for lang, words in (("ja", ja), ("en", en), ("", en)):
        headers = {"x-arbiter-host": HOST_KEY, **({"x-arbiter-lang": lang} if lang else {})}
        r = client.request(method.upper(), path, headers=headers, **({"content": body} if body is not None else {}))
        assert r.status_code == status and words in r.json()["error"], (lang, r.status_code, r.text)
    if status == 405:  # Starlette's Allow header is kept
        assert "POST" in r.headers["allow"], r.headers


STATIC = Path(__file__).resolve().parents[1] / "src" / "arbiter" / "web" / "static" / "app.js"


def test_every_action_a_cards_refusal_names_has_its_words_in_both_languages() -> None:
    # 「打ち出の小槌」's question showed the action raw, 「select：この効果で選べるカードではない」, on a Japanese page:
    # the board's words for the actions lacked the card questions' `select`
    from arbiter.dm.refusals import EXPLAINED
    from arbiter.ocg.refusals import ACTIONS, CHOICES

    block = STATIC.read_text(encoding="utf-8").split("const ACTIONS = {", 1)[1].split("};", 1)[0]
    words = {lang: set(re.findall(r"(\w+): \"", part.split("},", 1)[0]))
             for lang, part in re.findall(r"(ja|en): \{([^}]*)\}", block)}
    needed = {*ACTIONS, *CHOICES, *EXPLAINED}  # a Duel Masters gear's `cross` too
    assert set(words) == {"ja", "en"} and all(needed <= have for have in words.values()), (needed, words)


MALLET = """
turn: {number: 5, player: A, phase: main1}
players:
  A:
    hand:
      - {card: 打ち出の小槌}
      - {card: 成金ゴブリン}
      - {card: ブラッド・ヴォルス}
"""


@pytest.mark.parametrize(("lang", "why"), [("en", "it is already chosen for this effect"),
                                           ("ja", "この効果で既に選んでいる")])
def test_a_card_chosen_already_by_a_pick_of_many_says_so(lang: str, why: str) -> None:
    # 「打ち出の小槌」 picks the hand's cards one question at a time: the card picked first stays in the hand, and
    # was said to be "not a card the effect may choose" at the next question
    from arbiter.judge.ocg_board import RULES
    from arbiter.judge.scenario import build
    from arbiter.judge.yamlsrc import load
    from arbiter.web.wire import refusals, state

    d = build(load(MALLET, "mallet"), "mallet", RULES).duel
    d.act(next(o.key for o in d.pending.options if o.kind == "activate" and o.card == 0))  # type: ignore[union-attr]
    while d.pending is not None and d.pending.kind == "window":
        d.act("pass")
    assert d.pending is not None and d.pending.kind == "select"
    goblin = next(o for o in d.pending.options if o.card >= 0 and d.cards[o.card].data.name_ja == "成金ゴブリン")
    d.act(goblin.key)
    assert d.pending is not None and d.pending.kind == "select"
    hand = state(d, "ocg", 0, lang, d.decisions)["players"][0]["hand"]
    code = next(c["code"] for c in hand if "ゴブリン" in c["name"] or "Goblin" in c["name"])
    assert refusals(d, "ocg", 0, code, lang) == [{"action": "select", "why": why}]


WINDOW = """
turn: {number: 5, player: A, phase: main1}
players:
  A:
    hand:
      - {card: 成金ゴブリン}
    monsters:
      - {card: ブラッド・ヴォルス, position: attack}
"""


@pytest.mark.parametrize(("lang", "why"), [
    ("en", "a change of battle position is made only by the turn player at an open game state"),
    ("ja", "表示形式の変更は、ターンプレイヤーが他の処理が行われていない時にしか行えない")])
def test_a_position_change_refused_in_a_chain_says_so_in_words(lang: str, why: str) -> None:
    # the English said "a change position is made only by ...", the action's key with its underscore dropped
    from arbiter.judge.ocg_board import RULES
    from arbiter.judge.scenario import build
    from arbiter.judge.yamlsrc import load
    from arbiter.web.wire import refusals

    d = build(load(WINDOW, "window"), "window", RULES).duel
    d.act(next(o.key for o in d.pending.options if o.kind == "activate"))  # type: ignore[union-attr]
    while d.pending is not None and d.pending.player == 1:
        d.act("pass")
    assert d.pending is not None and d.pending.kind == "window" and d.chain
    assert {"action": "change_position", "why": why} in refusals(d, "ocg", 0, "A-monsters-1", lang)


COSMOS = """
turn: {number: 4, player: B, phase: main1}
players:
  A:
    hand:
      - {card: Ｄ．Ｄ．クロウ}
  B:
    graveyard:
      - {stats: {atk: 1000, def: 1000}}
    spells:
      - {card: マクロコスモス, face: up}
"""


@pytest.mark.parametrize(("lang", "why"), [
    ("en", 'an effect keeps this card from being activated: the effect of "Macro Cosmos" ('),
    ("ja", "効果によって、このカードは発動できない：「マクロコスモス」の効果（")])
def test_a_refusal_names_the_card_that_forbids_it_as_the_log_names_cards(lang: str, why: str) -> None:
    # the English page read 'an effect keeps this card from being activated: マクロコスモス (Macro Cosmos, 30241314)'s
    # effect (...)': the Japanese name and the passcode of an error message, not the name the English log gives
    from arbiter.judge.ocg_board import RULES
    from arbiter.judge.scenario import build
    from arbiter.judge.yamlsrc import load
    from arbiter.web.wire import refusals

    d = build(load(COSMOS, "cosmos"), "cosmos", RULES).duel
    for _ in range(5):  # B moves on: A gets a window in which 「Ｄ．Ｄ．クロウ」 would be activated
        assert d.pending is not None
        if d.pending.player == 0:
            break
        d.act("phase:battle" if d.pending.kind == "idle" else d.pending.options[0].key)
    assert d.pending is not None and d.pending.player == 0 and d.pending.kind == "window"
    said = refusals(d, "ocg", 0, "A-hand-1", lang)
    assert [r["action"] for r in said] == ["activate"] and said[0]["why"].startswith(why), said
    assert "30241314" not in said[0]["why"]


STATUE = """
turn: {number: 3, player: A, phase: main1}
players:
  A:
    hand:
      - {card: 悪魔鏡の儀式}
      - {card: デビルズ・ミラー}
    monsters: [{stats: {atk: 100, level: 6}}]
  B:
    monsters: [{card: 烈風の結界像}]
"""


def test_a_summon_lock_is_named_in_english_as_the_log_names_cards() -> None:
    # 'an effect keeps its player from summoning what it would summon (烈風の結界像 (Barrier Statue of the Stormwinds,
    # 10963799)), ...' on the English page
    from arbiter.judge.ocg_board import RULES
    from arbiter.judge.scenario import build
    from arbiter.judge.yamlsrc import load
    from arbiter.web.wire import refusals

    d = build(load(STATUE, "statue"), "statue", RULES).duel
    said = refusals(d, "ocg", 0, "A-hand-1", "en")
    assert [r["action"] for r in said] == ["activate"], said
    assert '("Barrier Statue of the Stormwinds")' in said[0]["why"] and "烈風" not in said[0]["why"], said
