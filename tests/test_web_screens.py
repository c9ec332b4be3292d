"""The web board on a phone (375x667 and turned, 667x375), a tablet (768x1024) and a laptop (Playwright driving the
system's Chromium): what a player needs is in sight, whole and readable, neither clipped nor scrolled out of its
zone, nor drawn in a glyph the system's fonts may lack. Each test here failed before the fix it names.
"""

# the fixtures imported from test_web_browser are the tests' parameters, by name:
# ruff: noqa: F811
from __future__ import annotations

import re
from typing import Any

import pytest

from test_web_browser import NEEDS_CHROMIUM, browser_type_launch_args, errors, open_lobby, server  # noqa: F401
from test_web_player import new_game

pytestmark = NEEDS_CHROMIUM


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
