"""A reason in two languages: why an action is not on offer, in English, carrying its Japanese.

A refusal stays a `str` in English ("" = no refusal): the engine's checks compare and join reasons as strings, and the
judge matches a scenario's `because:` words against the English. A `Why` is such a string that also carries the
Japanese sentence (`ja`); the fronts show a viewer's language with `in_lang`. Fixed reasons are module constants of
the game that makes them, so a check that refuses allocates nothing.
"""

from __future__ import annotations


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


_WIDE = str.maketrans("0123456789", "０１２３４５６７８９")


def wide(n: int) -> str:
    """`n` in full-width digits, as Japanese card texts write counts (「２体」, 「１０００ライフポイント」)."""
    return str(n).translate(_WIDE)


def counted(n: int, noun: str) -> str:
    """`n` of a thing in English, the noun plural but for one: "1 card", "2 cards", "0 links"."""
    return f"{n} {noun}{'' if n == 1 else 's'}"


def a_or_an(word: str) -> str:
    """`word` after the English indefinite article its first letter takes: "an EARTH", "a WIND". By the letter,
    not the sound: words made up at run time here are Attributes and the like, never "one" or "unit"."""
    return f"{'an' if word[:1] in 'AEIOUaeiou' else 'a'} {word}"


def in_lang(reason: str, lang: str) -> str:
    """`reason` in the language `lang`: its Japanese where lang is "ja" and it carries one, else the reason."""
    if lang == "ja" and isinstance(reason, Why) and reason.ja:
        return reason.ja
    return reason
