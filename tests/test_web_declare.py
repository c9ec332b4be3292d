"""The web board's words said as they read: a name to declare among the era's ~3,000 is found by typing part of it,
by the terminal's own rule (`commands.matching`, run on the server), and a coin call reads heads/tails (表/裏).

The server runs in this process: a test puts the decision it needs on the duel itself (as tests/test_play_declare.py
does for the terminal), then has the board redrawn.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from arbiter.kernel.decision import Decision, Option
from arbiter.kernel.reasons import wide
from arbiter.ocg.carddata import era_cards
from arbiter.play.commands import NAMES_SHOWN, matching
from web_client import connect, create, receive, until_state
from web_pages import NEEDS_CHROMIUM, RECORD_SENT, open_lobby
from web_server import run_async, serving

NAMES = [Option(f"declare:{c.passcode}", "declare", arg=c.passcode, label_en=c.name_en, label_ja=c.name_ja)
         for c in era_cards()]
CALLS = [Option("call:heads", "call", label_en="heads", label_ja="表"),
         Option("call:tails", "call", label_en="tails", label_ja="裏")]


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[str, Any]]:
    with serving(tmp_path / "g.sqlite") as (base, app):
        yield base, app


def ask_a(app: Any, gid: int, kind: str, options: list[Option]) -> None:
    """Seat A's pending decision becomes `options` (the table is open: a seat has connected)."""
    app.state.hub.tables[gid].session.duel.pending = Decision(0, kind, options, "say it", "言う")


def test_the_server_finds_names_by_the_terminals_rule(served: tuple[str, Any]) -> None:
    base, app = served
    g = create(base, game="ocg", opponent="human", seed=3, lang="en")

    async def main() -> None:
        ws = await connect(base, g["id"], g["tokens"]["A"])
        await until_state(ws)
        ask_a(app, g["id"], "declare", NAMES)
        await ws.send(json.dumps({"type": "lang", "lang": "en"}))
        s = await until_state(ws)
        assert s["pending"]["find"] == NAMES_SHOWN and len(s["pending"]["options"]) == len(NAMES)
        label = {o["key"]: o["label"] for o in s["pending"]["options"]}
        for typed in ("ｄａｒｋ　ｍａｇｉｃ", "ﾌﾞﾗｯｸﾏｼﾞｼｬﾝｽﾞ", "blue-eyes", "zzqx", "・"):
            await ws.send(json.dumps({"type": "find", "text": typed}))
            m = await receive(ws)
            assert m["type"] == "found" and m["text"] == typed and m["step"] == s["step"]
            assert [label[k] for k in m["keys"]] == [o.label_en for o in matching(typed, NAMES)], typed
        await ws.close()

    run_async(main())


def test_a_coin_call_reads_heads_or_tails_on_the_board(served: tuple[str, Any]) -> None:
    # as the terminal says them (ocg/view.describe), not the keys `call:heads`, `call:tails`
    base, app = served
    g = create(base, game="ocg", opponent="human", seed=3, lang="en")

    async def main() -> None:
        ws = await connect(base, g["id"], g["tokens"]["A"])
        await until_state(ws)
        ask_a(app, g["id"], "call", CALLS)
        for lang, words in (("en", ["heads", "tails"]), ("ja", ["表", "裏"])):
            await ws.send(json.dumps({"type": "lang", "lang": lang}))
            s = await until_state(ws)
            assert [o["label"] for o in s["pending"]["options"]] == words and not s["pending"]["find"]
        await ws.close()

    run_async(main())


def seat_a_asked(page: Any, served: tuple[str, Any], game: str, kind: str, options: list[Option]) -> None:
    """Seat A's board of a new `game` in the browser, asked a decision of `kind` with `options`, then redrawn in
    Japanese."""
    base, app = served
    server = f"http://{base}"
    open_lobby(page, server)
    g = create(base, game=game, opponent="human", seed=3, lang="en")
    page.goto(f"{server}/#/play/{g['id']}/{g['tokens']['A']}")
    page.wait_for_selector("#turn")
    ask_a(app, g["id"], kind, options)
    page.click("#lang")  # a new state: the board redrawn with the decision, in Japanese


def name_box(page: Any, served: tuple[str, Any]) -> None:
    """Seat A's board in the browser asked to declare one of the era's names, in Japanese: the name box shown."""
    seat_a_asked(page, served, "ocg", "declare", NAMES)
    page.wait_for_selector("#find-name")


@NEEDS_CHROMIUM
def test_the_board_finds_a_name_to_declare_by_part_of_it(page: Any, served: tuple[str, Any],
                                                         errors: list[str]) -> None:
    # every one of the ~3,000 names was a button, and there was no way to look for one
    name_box(page, served)
    assert page.locator("#decide button.opt").count() == 0
    # counted in full-width digits, as the Japanese board counts (it read 「3108件の名前」)
    assert f"{wide(len(NAMES))}件の名前" in page.locator("#found").inner_text()
    page.fill("#find-name", "ｄａｒｋ　ｍａｇｉｃ")
    page.wait_for_function("document.querySelectorAll('#decide button.opt').length > 0")
    labels = page.locator("#decide button.opt").evaluate_all("bs => bs.map(b => b.textContent)")
    assert labels == [f"{k} {o.label_ja}" for k, o in enumerate(matching("dark magic", NAMES), 1)][:9]
    assert page.evaluate("document.activeElement.id") == "find-name"  # the redraw left the player typing
    page.fill("#find-name", "ﾌﾞﾗｯｸﾏｼﾞｼｬﾝｽﾞ")
    page.wait_for_function("document.querySelectorAll('#decide button.opt').length === 1")
    assert page.locator("#decide button.opt").inner_text() == "1 ブラック・マジシャンズ・ナイト"
    page.fill("#find-name", "a")  # hundreds of names: the first NAMES_SHOWN listed, and how many more there are
    page.wait_for_function(f"document.querySelectorAll('#decide button.opt').length === {NAMES_SHOWN}")
    assert page.get_by_text("さらに入力してください").count() == 1
    more = len(matching("a", NAMES)) - NAMES_SHOWN
    assert page.get_by_text(f"… ほか{wide(more)}件").count() == 1


STARTER = Path(__file__).resolve().parents[1] / "src" / "arbiter" / "data" / "starter-ocg.ydk"


@NEEDS_CHROMIUM
def test_enter_declares_a_name_and_the_next_decision_is_drawn_without_an_error(
        page: Any, served: tuple[str, Any], errors: list[str]) -> None:
    # Enter in the name box declared, and the next state's redraw put the focus back in a box that was no longer
    # there: "Cannot read properties of null (reading 'focus')" in the console
    base, _ = served
    server = f"http://{base}"
    main = STARTER.read_text(encoding="utf-8").split("#main\n")[1].split("#extra")[0].split()
    prohibition = "43711255"  # 「禁止令」, three copies for the starter deck's first three cards
    deck = "#main\n" + "\n".join([prohibition] * 3 + main[3:]) + "\n"
    open_lobby(page, server)
    g = create(base, game="ocg", opponent="random", seed=0, lang="en", deck={"text": deck})  # seed 0: one in hand
    page.goto(f"{server}/#/play/{g['id']}/{g['tokens']['A']}")
    page.locator("#decide button.opt", has_text='Activate "Prohibition"').click()
    page.wait_for_selector("#find-name")
    page.fill("#find-name", "Sangan")
    page.wait_for_function("document.querySelectorAll('#decide button.opt').length === 1")
    page.press("#find-name", "Enter")
    page.wait_for_function("!document.querySelector('#find-name')")
    # the state whose log holds the declaration, drawn
    page.wait_for_function("document.querySelector('#log').textContent.includes('declaring \"Sangan\"')")


@NEEDS_CHROMIUM
def test_enter_declares_the_name_typed_whole_among_longer_names_holding_it(
        page: Any, served: tuple[str, Any], errors: list[str]) -> None:
    # "Pot of Greed" typed whole found it and "Spirit of the Pot of Greed" too: Enter declared nothing, and the
    # name typed was listed second
    name_box(page, served)
    page.fill("#find-name", "ｐｏｔ ｏｆ ｇｒｅｅｄ")
    page.wait_for_function("document.querySelectorAll('#decide button.opt').length > 1")
    first = page.locator("#decide button.opt").first
    assert first.inner_text() == "1 強欲な壺"
    key = first.get_attribute("data-key")
    page.evaluate(RECORD_SENT)
    page.press("#find-name", "Enter")
    page.wait_for_function("window.sent.some((m) => m.type === 'act')")
    assert [m["key"] for m in page.evaluate("window.sent") if m["type"] == "act"] == [key]


def dm_names() -> list[Option]:
    """The names 「封魔ダンリモス」 offers to declare: every Duel Masters card name, as its effect lists them."""
    from arbiter.dm.registry import DEFS, load_all

    load_all()  # (the cards are declared as a duel first needs them: here none may have been made yet)
    return [Option(f"name:{ja}", "name", label_en=en, label_ja=ja)
            for ja, en in sorted({df.name_ja: df.name_en for df in DEFS.values()}.items())]


@NEEDS_CHROMIUM
def test_a_duel_masters_name_is_declared_from_the_list_by_a_click(page: Any, served: tuple[str, Any],
                                                                   errors: list[str]) -> None:
    # its 39 names were more than the 30 a list held: the board showed the box to type a name in, as for the
    # OCG's thousands, and a player who did not know the names could not see them
    names = dm_names()
    assert len(names) > NAMES_SHOWN
    seat_a_asked(page, served, "dm", "declare_name", names)
    page.wait_for_function(f"document.querySelectorAll('#decide button.opt').length === {len(names)}")
    assert page.locator("#find-name").count() == 0
    labels = page.locator("#decide button.opt").evaluate_all("bs => bs.map(b => b.textContent)")
    # (the first nine numbered, as the keys 1 to 9 answer them)
    assert labels == [f"{k} {o.label_ja}" if k <= 9 else o.label_ja for k, o in enumerate(names, 1)]
    page.evaluate(RECORD_SENT)
    button = page.locator("#decide button.opt", has_text=names[5].label_ja)
    key = button.get_attribute("data-key")
    button.click()
    page.wait_for_function("window.sent.some((m) => m.type === 'act')")
    assert [m["key"] for m in page.evaluate("window.sent") if m["type"] == "act"] == [key]
