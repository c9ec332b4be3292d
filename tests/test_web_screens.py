"""The web board on a phone (375x667 and turned, 667x375), a tablet (768x1024) and a laptop (Playwright driving the
system's Chromium): what a player needs is in sight, whole and readable, neither clipped nor scrolled out of its
zone, nor drawn in a glyph the system's fonts may lack. Each test here failed before the fix it names.
"""

from __future__ import annotations

import json
import re
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest

from terminal_games import terminal_game
from web_client import first_state, new_game
from web_pages import NEEDS_CHROMIUM, WHOLE_LINES, open_lobby, open_seat
from web_server import run_async, serving

pytestmark = NEEDS_CHROMIUM
PHONE = {"width": 375, "height": 667}
TABLET = {"width": 768, "height": 1024}
LAPTOP = {"width": 1280, "height": 720}

# the cards and empty zones that lie outside their row or the viewport (a turned card's corners, 12deg, may pass
# its box by a few pixels: 4 allowed)
OUT_OF_ROW = """[...document.querySelectorAll('.row')].flatMap((row) => {
  const r = row.getBoundingClientRect(), w = document.documentElement.clientWidth;
  return [...row.querySelectorAll('.card, .slot')].map((c) => [c, c.getBoundingClientRect()])
    .filter(([, b]) => b.left < Math.max(r.left, 0) - 4 || b.right > Math.min(r.right, w) + 4)
    .map(([c, b]) => [row.dataset.zone || row.className, c.title || c.className, Math.round(b.left),
      Math.round(b.right)]);
})"""
# the boxes whose text is wider than the box shows
CUT = """(sel) => [...document.querySelectorAll(sel)].filter((e) => e.scrollWidth > e.clientWidth)
  .map((e) => [e.textContent, e.scrollWidth, e.clientWidth])"""
SIDEWAYS = "document.scrollingElement.scrollWidth - document.documentElement.clientWidth"


@pytest.mark.parametrize("viewport", [PHONE, {"width": 667, "height": 375}, TABLET],
                         ids=["phone", "phone-turned", "tablet"])
def test_the_board_fits_a_phone_and_a_tablet(page: Any, server: str, errors: list[str],
                                             viewport: dict[str, int]) -> None:
    # seed 5, the HERO decks: A's hand holds monsters, each with its ATK/DEF
    page.set_viewport_size(viewport)
    open_seat(page, server, opponent="human", seed=5, deck={"name": "hero"}, opponent_deck={"name": "hero"})
    page.wait_for_selector("#decide button.opt")
    stats = page.locator(".card .stats").all_inner_texts()
    assert any("/" in x for x in stats), "no ATK/DEF on the board: the test shows nothing"
    assert page.evaluate(CUT, ".zlabel") == []  # "Spell/Trap" and "Monsters" were cut on a phone
    assert page.evaluate(CUT, ".card .stats") == []  # "2600/1800" showed as "2600/180"
    assert page.evaluate(OUT_OF_ROW) == []  # a tablet's side showed three and a half of a row's five zones
    assert page.evaluate(SIDEWAYS) == 0
    # each side's header says "LP 8000" on one line ("LP" above "8000" on a phone)
    lines = page.locator(".lp").evaluate_all(
        "es => es.map(e => e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight))")
    assert len(lines) == 2 and all(n < 1.5 for n in lines), lines


@pytest.mark.parametrize("viewport", [PHONE, {"width": 667, "height": 375}], ids=["phone", "phone-turned"])
def test_a_phone_shows_the_decisions_options_without_a_scroll(page: Any, server: str, errors: list[str],
                                                             viewport: dict[str, int]) -> None:
    # below the board, a phone's first option was some 700px down (843px of a 667px screen): a scroll before every
    # answer; it stays at the foot of the screen, and in its place after the board once the page is scrolled there
    page.set_viewport_size(viewport)
    open_seat(page, server, opponent="human", seed=5, deck={"name": "hero"}, opponent_deck={"name": "hero"})
    page.wait_for_selector("#decide button.opt")
    first = "document.querySelector('#decide button.opt')"
    assert page.evaluate("scrollY") == 0
    box = page.locator("#decide button.opt >> nth=0").bounding_box()
    assert box["y"] >= 0 and box["y"] + box["height"] <= viewport["height"], box
    # drawn on top, not under a card: a click there reaches the option
    on_top = f"(b => document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2) === {first})" \
             f"({first}.getBoundingClientRect())"
    assert page.evaluate(on_top)
    page.evaluate("scrollTo(0, document.scrollingElement.scrollHeight)")
    hand = page.locator('[data-zone="A-hand"]').bounding_box()
    decide = page.locator("#decide").bounding_box()
    assert hand["y"] + hand["height"] <= decide["y"], (hand, decide)  # scrolled down, no card of the hand is covered
    assert page.evaluate(SIDEWAYS) == 0


@pytest.mark.parametrize("viewport", [TABLET, LAPTOP], ids=["tablet", "laptop"])
def test_a_tablet_and_a_laptop_keep_the_options_in_the_side_panel(page: Any, server: str, errors: list[str],
                                                                 viewport: dict[str, int]) -> None:
    # the options at the foot of the screen are a phone's: a tablet shows them below the board, a laptop beside it,
    # in the side panel's flow (the first option in sight either way)
    page.set_viewport_size(viewport)
    open_seat(page, server, opponent="human", seed=5, deck={"name": "hero"}, opponent_deck={"name": "hero"})
    page.wait_for_selector("#decide button.opt")
    assert page.evaluate("getComputedStyle(document.querySelector('#decide')).position") == "static"
    box = page.locator("#decide button.opt >> nth=0").bounding_box()
    assert box["y"] + box["height"] <= viewport["height"], box



@pytest.mark.parametrize("viewport", [PHONE, TABLET, LAPTOP], ids=["phone", "tablet", "laptop"])
def test_a_tapped_card_shows_its_details_in_sight(page: Any, server: str, errors: list[str],
                                                  viewport: dict[str, int]) -> None:
    # on a phone the card's details (its names, effects, what it can do and why not) lay below the board and the
    # options kept at the foot of the screen, some 950px down a 667px screen: a tap on a card seemed to do nothing
    page.set_viewport_size(viewport)
    open_seat(page, server, opponent="human", seed=5, deck={"name": "hero"}, opponent_deck={"name": "hero"})
    page.wait_for_selector("#decide button.opt")
    card = page.locator('[data-zone="A-hand"] button.card >> nth=0')
    card.click()
    code = card.get_attribute("data-code")
    page.wait_for_selector(f'#detail[data-code="{code}"][data-reasons]')  # the server's reasons in: drawn whole
    # the details' head and each of its lines in the window, drawn on top (not under the options kept at the foot)
    lines = "#detail h3, #detail .sub, #detail li"
    hidden = page.evaluate(f"""() => [...document.querySelectorAll('{lines}')].filter((e) => {{
      const b = e.getBoundingClientRect(), x = b.left + Math.min(b.width / 2, 20), y = b.top + b.height / 2;
      return y < 0 || y > innerHeight || !e.contains(document.elementFromPoint(x, y));
    }}).map((e) => e.textContent)""")
    assert page.locator("#detail h3").inner_text() == card.get_attribute("title")
    assert hidden == [], hidden


def seen(state: dict[str, Any], n: int) -> None:
    """Give the state's made-up mana cards A-mana-1 .. n the details of the hand cards they copy, as the server gives
    every card the viewer sees (the board reads a card's words from them)."""
    hand = state["players"][0]["hand"]
    for k in range(n):
        state["cards"][f"A-mana-{k + 1}"] = state["cards"][hand[k % len(hand)]["code"]]


def test_a_mana_zone_of_many_cards_wraps_in_sight(page: Any, server: str, errors: list[str]) -> None:
    # a Duel Masters duel's first state, given to the page by a socket that stands in for the server, with twelve
    # cards in A's mana zone, every other one tapped: the row scrolled the last five out of sight
    g = new_game(server, game="dm", opponent="human", seed=3)
    state = run_async(first_state(server.removeprefix("http://"), g["id"], g["tokens"]["A"]))
    hand = state["players"][0]["hand"]
    state["players"][0]["mana"] = [{**hand[k % len(hand)], "code": f"A-mana-{k + 1}", "tapped": k % 2 == 1}
                                   for k in range(12)]
    seen(state, 12)
    page.route_web_socket(re.compile(r"/ws/"), lambda ws: ws.send(json.dumps(state)))
    page.set_viewport_size(LAPTOP)
    open_lobby(page, server)
    page.goto(f"{server}/#/play/{g['id']}/{g['tokens']['A']}")
    page.wait_for_selector('[data-code="A-mana-12"]')
    assert page.locator('[data-zone="A-mana"] .card').count() == 12
    assert page.evaluate(OUT_OF_ROW) == []


def test_a_tapped_card_takes_no_more_of_its_row_than_an_untapped_one(page: Any, server: str,
                                                                      errors: list[str]) -> None:
    # a phone's mana zone, as the test above gives it: five untapped cards, then five tapped; the tapped ones had
    # margins for their turned corners, and four of them filled a line where five untapped fitted
    g = new_game(server, game="dm", opponent="human", seed=3)
    state = run_async(first_state(server.removeprefix("http://"), g["id"], g["tokens"]["A"]))
    hand = state["players"][0]["hand"]
    state["players"][0]["mana"] = [{**hand[k % len(hand)], "code": f"A-mana-{k + 1}", "tapped": k >= 5}
                                   for k in range(10)]
    seen(state, 10)
    page.route_web_socket(re.compile(r"/ws/"), lambda ws: ws.send(json.dumps(state)))
    page.set_viewport_size(PHONE)
    open_lobby(page, server)
    page.goto(f"{server}/#/play/{g['id']}/{g['tokens']['A']}")
    page.wait_for_selector('[data-code="A-mana-10"]')
    cards = page.locator('[data-zone="A-mana"] .card').evaluate_all("""cs => cs.map((c) => {
      const b = c.getBoundingClientRect();
      return [c.classList.contains('tapped'), c.offsetTop, b.left, b.right];
    })""")
    lines = [[tapped for tapped, top, *_ in cards if top == at] for at in sorted({c[1] for c in cards})]
    assert lines == [[False] * 5, [True] * 5], lines
    drawn = [(left, right) for tapped, _, left, right in cards if tapped]  # turned, each clear of the next
    assert all(right <= after for (_, right), (after, _) in pairwise(drawn)), drawn
    assert page.evaluate(OUT_OF_ROW) == []


@pytest.mark.parametrize("viewport", [PHONE, LAPTOP], ids=["phone", "laptop"])
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_duel_masters_name_shows_whole_beside_its_dots(page: Any, server: str, errors: list[str],
                                                        viewport: dict[str, int], lang: str) -> None:
    # a long name was cut after two lines (three on a phone), whole only on hover: its civilization dots took a line
    # of their own; seed 21: A's hand holds 「不滅の精霊パーフェクト・ギャラクシー」, the longest name of the game in
    # Japanese and in English
    page.set_viewport_size(viewport)
    g = new_game(server, game="dm", opponent="human", seed=21)
    open_lobby(page, server, lang)
    page.goto(f"{server}/#/play/{g['id']}/{g['tokens']['A']}")
    page.wait_for_selector('[data-zone="A-hand"] .card .civs')
    longest = "不滅の精霊パーフェクト・ギャラクシー" if lang == "ja" else "Fumetsu no Seirei Pāfekuto Gyarakushī"
    assert longest in page.locator('[data-zone="A-hand"] .card .name').all_inner_texts()
    assert page.evaluate(WHOLE_LINES) == []  # no name's box holds less than its name
    assert page.evaluate(CUT, ".card .foot") == []  # nor its dots, cost and power



# the names whose words pass their card's right edge, cut there (the box's overflow is hidden)
CUT_ACROSS = """[...document.querySelectorAll('.card .name')].filter((n) => n.scrollWidth > n.clientWidth)
  .map((n) => [n.textContent, n.scrollWidth, n.clientWidth])"""


@pytest.mark.parametrize("viewport", [PHONE, LAPTOP], ids=["phone", "laptop"])
@pytest.mark.parametrize(("game", "names"), [("ocg", ["Metamorphosis", "Tribe-Infecting Virus"]),
                                             ("dm", ["Ryokushinryū Daguradoruguran", "Rapid Reincarnation"])])
def test_a_name_of_long_words_is_not_cut_at_its_cards_edge(page: Any, server: str, errors: list[str],
                                                           viewport: dict[str, int], game: str,
                                                           names: list[str]) -> None:
    # a word wider than its card was cut at the card's right edge: "Metamorphosis" read "Metamorph" on a phone and
    # "Metamorphosi" on a laptop, a Duel Masters card's romanized name "Daguradoru" (the names of cards in these
    # games, given to A's hand by a socket that stands in for the server)
    g = new_game(server, game=game, opponent="human", seed=3)
    state = run_async(first_state(server.removeprefix("http://"), g["id"], g["tokens"]["A"]))
    for card, name in zip(state["players"][0]["hand"], names, strict=False):
        card["name"] = name
    page.route_web_socket(re.compile(r"/ws/"), lambda ws: ws.send(json.dumps(state)))
    page.set_viewport_size(viewport)
    open_lobby(page, server)
    page.goto(f"{server}/#/play/{g['id']}/{g['tokens']['A']}")
    page.wait_for_selector('[data-zone="A-hand"] .card .name')
    assert set(names) <= set(page.locator('[data-zone="A-hand"] .card').evaluate_all("cs => cs.map((c) => c.title)"))
    assert page.evaluate(CUT_ACROSS) == []
    if game == "dm":  # its name drawn smaller where it needs more lines, still whole
        assert page.evaluate(WHOLE_LINES) == []



@pytest.mark.parametrize("viewport", [PHONE, LAPTOP], ids=["phone", "laptop"])
@pytest.mark.parametrize(("lang", "name", "marks"), [
    ("en", "Black Luster Soldier - Envoy of the Beginning", (" (copy 1)", " (copy 2)")),
    ("ja", "カオス・ソルジャー －開闢の使者－", ("（１枚目）", "（２枚目）"))])
def test_two_copies_of_a_long_name_are_told_apart_on_their_cards(page: Any, server: str, errors: list[str],
                                                                 viewport: dict[str, int], lang: str, name: str,
                                                                 marks: tuple[str, str]) -> None:
    # a name longer than its card's lines was cut after them, its copy's mark with it: the two copies of 「カオス・
    # ソルジャー」 in a graveyard read alike, where the log and the options name "(copy 2)"; the mark stays, the
    # name is cut before it (the two copies given to A's hand by a socket that stands in for the server)
    g = new_game(server, opponent="human", seed=3)
    state = run_async(first_state(server.removeprefix("http://"), g["id"], g["tokens"]["A"]))
    hand = state["players"][0]["hand"]
    hand[0]["name"], hand[1]["name"] = (name + mark for mark in marks)
    page.route_web_socket(re.compile(r"/ws/"), lambda ws: ws.send(json.dumps(state)))
    page.set_viewport_size(viewport)
    open_lobby(page, server, lang)
    page.goto(f"{server}/#/play/{g['id']}/{g['tokens']['A']}")
    page.wait_for_selector('[data-zone="A-hand"] .card .name')
    drawn = page.locator('[data-zone="A-hand"] .card .name').all_inner_texts()[:2]
    assert [x.replace("\n", "").endswith(mark.strip()) for x, mark in zip(drawn, marks, strict=True)] == [True, True]
    assert page.evaluate(WHOLE_LINES) == []  # the mark in sight: no line left out


def test_the_lobby_and_its_list_of_games_fit_a_phone(page: Any, server: str, errors: list[str]) -> None:
    new_game(server, opponent="human", seed=9)  # a game two people play: its row offers four links
    page.set_viewport_size(PHONE)
    open_lobby(page, server)
    page.wait_for_selector("#games tbody tr")
    assert page.evaluate(SIDEWAYS) == 0  # the list of games was wider than the phone: the page scrolled sideways
    # each link whole in sight: inside the list's box (which would scroll a wider list) and the page
    outside = page.locator("#games a").evaluate_all("""as => {
      const g = document.querySelector('#games'), edge = g.getBoundingClientRect().left + g.clientLeft + g.clientWidth;
      return as.filter(a => a.getBoundingClientRect().right > Math.min(edge, document.documentElement.clientWidth))
        .map(a => a.textContent);
    }""")
    assert outside == []


# the words of the list of games that a line break cuts in two: a word is what lies between spaces (and the
# zero-width space of the button ブラウザで|続ける)
BROKEN = r"""[...document.querySelectorAll('#games th, #games td')].flatMap((cell) => {
  const out = [], walk = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
  for (let n; (n = walk.nextNode());) {
    for (const m of n.data.matchAll(/[^\s\u200b]+/g)) {
      const r = document.createRange();
      r.setStart(n, m.index);
      r.setEnd(n, m.index + m[0].length);
      if (new Set([...r.getClientRects()].map((b) => Math.round(b.top))).size > 1) out.push(m[0]);
    }
  }
  return out;
})"""


@pytest.mark.parametrize("viewport", [PHONE, TABLET, LAPTOP], ids=["phone", "tablet", "laptop"])
def test_the_japanese_lobbys_list_of_games_breaks_only_between_its_items(page: Any, errors: list[str], tmp_path: Path,
                                                                        viewport: dict[str, int]) -> None:
    # "A=人 B=貪欲" showed 貪 and 欲 on two lines, 回答数 回答 and 数, デュエル・マスターズ マスター and ズ; on a tablet
    # the list, beside the form, broke its words a letter or two a line
    db = tmp_path / "games.sqlite"
    terminal_game(db, ["human", "mcts:1000"])  # its row offers ブラウザで続ける, the widest of a phone's links
    with serving(db) as (base, _):
        server = f"http://{base}"
        for body in ({"opponent": "human"}, {"opponent": "greedy"}, {"game": "dm", "opponent": "human"}):
            new_game(server, seed=3, **body)
        page.set_viewport_size(viewport)
        open_lobby(page, server, "ja")
        page.wait_for_selector("#games tbody tr >> nth=3")
        assert page.evaluate(BROKEN) == []
        assert page.evaluate(SIDEWAYS) == 0
        assert page.evaluate("(g => g.scrollWidth - g.clientWidth)(document.querySelector('#games'))") == 0  # no scroll


# what the system's fonts draw: Latin and its punctuation, General Punctuation (‹ and ›), and the Japanese of the
# words (a Japanese font the page names); not Miscellaneous Technical (⏮, U+23EE) nor Geometric Shapes (◀, U+25C0)
BASIC = re.compile(r"[\u0020-\u024f\u2000-\u206f\u3000-\u30ff\u4e00-\u9fff\uff00-\uffef]*")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_replays_buttons_are_words_and_marks_every_font_has(page: Any, server: str, errors: list[str],
                                                                lang: str) -> None:
    # headless Chromium had no font for ⏮ and ⏭: the first and last buttons showed an empty box beside the word
    g = new_game(server, opponent="human", seed=9)
    open_lobby(page, server, lang)
    page.goto(f"{server}/#/replay/{g['id']}")
    page.wait_for_selector("#last")
    texts = [page.locator(f"#{b}").inner_text() for b in ("first", "prev", "next", "last")]
    assert all(BASIC.fullmatch(x) for x in texts), texts
    words = {"en": ["first", "back", "forward", "last"], "ja": ["最初", "戻る", "進む", "最後"]}[lang]
    assert all(w in x for w, x in zip(words, texts, strict=True)), texts  # each says what it does


@pytest.mark.parametrize("viewport", [PHONE, LAPTOP], ids=["phone", "laptop"])
def test_a_refused_deck_is_said_whole(page: Any, server: str, errors: list[str], viewport: dict[str, int]) -> None:
    # the refusal stood in the header on one line, cut with an ellipsis: a phone showed 「あなたのデッキ：deck.yd…」
    # and never which card or line was wrong
    page.set_viewport_size(viewport)
    open_lobby(page, server, "ja")
    page.fill("textarea[name=deck_text]", "#main\n" + "55144522\n" * 5 + "12345\n")
    page.click("#start")
    page.wait_for_function("document.querySelector('#status').textContent !== ''")
    said = page.locator("#status").inner_text()
    assert "12345" in said, said  # the refusal names the card it does not know
    assert page.evaluate(CUT, "#status") == []
    assert page.evaluate(SIDEWAYS) == 0
    errors.clear()  # the refused request's 400: the browser logs it, the page says it
