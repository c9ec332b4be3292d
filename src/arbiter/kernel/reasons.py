"""A reason in two languages: why an action is not on offer, in English, carrying its Japanese.

A refusal stays a `str` in English ("" = no refusal): the engine's checks compare and join reasons as strings, and the
judge matches a scenario's `because:` words against the English. A `Why` is such a string that also carries the
Japanese sentence (`ja`); the fronts show a viewer's language with `in_lang`. Fixed reasons are module constants of
the game that makes them, so a check that refuses allocates nothing.
"""

from __future__ import annotations

import json


class Why(str):
    """An English reason that also carries its Japanese (`ja`)."""

    ja: str

    def __new__(cls, en: str, ja: str) -> Why:
        self = super().__new__(cls, en)
        self.ja = ja
        return self

    def __getnewargs__(self) -> tuple[str, str]:  # type: ignore[override]
        # a copy or a pickle (a duel's noted reasons travel with it) keeps the Japanese
        return str(self), self.ja


_WIDE = str.maketrans("0123456789.", "０１２３４５６７８９．")


def wide(n: int | str) -> str:
    """`n` in full-width digits, as Japanese card texts write counts (「２体」, 「１０００ライフポイント」); a number
    already written out ("12.5") keeps its form, its point full-width too (「１２．５」)."""
    return str(n).translate(_WIDE)


def counted(n: int, noun: str) -> str:
    """`n` of a thing in English, the noun plural but for one: "1 card", "2 cards", "0 links"."""
    return f"{n} {noun}{'' if n == 1 else 's'}"


def a_or_an(word: str) -> str:
    """`word` after the English indefinite article its first letter takes: "an EARTH", "a WIND". By the letter,
    not the sound: words made up at run time here are Attributes and the like, never "one" or "unit"."""
    return f"{'an' if word[:1] in 'AEIOUaeiou' else 'a'} {word}"


# what a message quotes of a user's value at most: more is cut, the length said
GIVEN_LIMIT = 80


def quote_given(value: object, lang: str = "en", limit: int = GIVEN_LIMIT) -> str:
    r"""What a user gave (a typed command, a name, a deck's line, a file's value), quoted in a message in `lang`:
    「…」 in Japanese and "…" in English, as the logs quote a card's name (`log.quoted`) and the judge a scenario's
    words. It shows exactly what was given, as Python's repr did: the quotes keep an empty value and spaces at its
    ends in sight, and a character they would hide or make ambiguous is escaped as Python escapes it: a control or
    other unprintable one (a tab \t, a newline \n, a no-break space \xa0; not the ideographic space a Japanese
    keyboard types, which shows as a space does), a backslash (\\) and the closing quote (\", \」). A value
    longer than `limit` characters is cut there, an ellipsis and its length after the closing quote. A value that
    is not text (a number, null, a list that a JSON file gave in its place) is written as JSON writes it, unquoted,
    as the judge writes a scenario's as YAML."""
    if not isinstance(value, str):
        text = json.dumps(value, ensure_ascii=False, default=repr)
        return text if len(text) <= limit else f"{text[:limit]}…"
    opening, closing = ("「", "」") if lang == "ja" else ('"', '"')
    head = "".join(f"\\{c}" if c in ("\\", closing) else c if c.isprintable() or c == "\u3000" else repr(c)[1:-1]
                   for c in value[:limit])
    if len(value) <= limit:
        return f"{opening}{head}{closing}"
    return f"{opening}{head}{closing}…（{len(value)}文字）" if lang == "ja" else \
        f"{opening}{head}{closing}… ({len(value)} characters)"


def message_of(e: Exception) -> str:
    """An error's message, with its Japanese where the layer that raised it gave one (a `Why` as its one argument:
    a deck file's error, a bundled deck's name not found), for a front to show in its reader's language."""
    said = e.args[0] if e.args else ""
    return said if isinstance(said, Why) else str(e)


def in_lang(reason: str, lang: str) -> str:
    """`reason` in the language `lang`: its Japanese where lang is "ja" and it carries one, else the reason."""
    if lang == "ja" and isinstance(reason, Why) and reason.ja:
        return reason.ja
    return reason
