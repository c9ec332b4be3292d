"""The lobby's answers to the requests that make something (a new game, a terminal's game opened here), by the
request id the page sends with each: a request the page gave up on (no reply in its wait) may still be carried out
late, and the page's second try, sent with the same id, is answered with what the first one made rather than making
a second game."""

from __future__ import annotations

import re
from collections import OrderedDict
from typing import Any

from arbiter.kernel.reasons import Why, quote_given, wide

HEADER = "x-arbiter-request"  # the request's id, as the page sends it
KEPT = 500  # the ids remembered: a retry comes within a minute or two, far fewer requests than this in the meantime
LONGEST = 64  # characters in a request id (the page sends 24)
ID = re.compile(rf"[A-Za-z0-9_-]{{1,{LONGEST}}}")


def bad_id(given: str) -> Why | None:
    """Why `given` is no request id (a short string of letters, digits, - or _); None if it is one."""
    if ID.fullmatch(given):
        return None
    return Why(f"the request id (header {HEADER}) must be 1 to {LONGEST} letters, digits, - or _, not "
               f"{quote_given(given, limit=40)}",
               f"リクエストID（ヘッダー{HEADER}）は１〜{wide(LONGEST)}文字の英数字、-、_で送る"
               f"（{quote_given(given, 'ja', 40)}ではなく）")


class Answered:
    """The last KEPT answers, by what was asked ("create", "open 3") and its request id: an old one is forgotten."""

    def __init__(self) -> None:
        self.answers: OrderedDict[tuple[str, str], dict[str, Any]] = OrderedDict()

    def get(self, what: str, rid: str) -> dict[str, Any] | None:
        return self.answers.get((what, rid))

    def keep(self, what: str, rid: str, answer: dict[str, Any]) -> None:
        self.answers[(what, rid)] = answer
        while len(self.answers) > KEPT:
            self.answers.popitem(last=False)
