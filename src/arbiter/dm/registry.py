"""The Duel Masters card definitions, found by Japanese name, English name or another spelling."""

from __future__ import annotations

import difflib
import unicodedata

from arbiter.dm.model import CardDef
from arbiter.kernel.kana import HIRAGANA_AS_KATAKANA
from arbiter.kernel.reasons import Why, quote_given
from arbiter.kernel.registry import CardStatus, DeclarationError, Registry, missing_parts

REGISTRY: Registry[str, CardDef] = Registry("arbiter.dm.cards")
DEFS = REGISTRY.defs  # by key
load_all = REGISTRY.load_all
_NAMES: dict[str, str] = {}  # normalised name -> key


class UnknownCardError(KeyError):
    def __init__(self, why: Why) -> None:
        super().__init__(why)
        self.why = why  # the message in both languages (the judge's `--lang ja`)

    def __str__(self) -> str:
        return str(self.why)


def normalize(name: str) -> str:
    """Names compare without width, spaces, the kind of middle dot (the seed writes ･ and ・) or kana."""
    s = unicodedata.normalize("NFKC", name).translate(HIRAGANA_AS_KATAKANA)
    for ch in (" ", "　", "・", "･", "·", "-", "‐", "−"):
        s = s.replace(ch, "")
    return s.lower()


def define(defn: CardDef) -> CardDef:
    """Register a card; names are checked for clashes once, here, and what it does not play (`missing`)."""
    where, card = REGISTRY.declaring_statement(), f"{defn.name_ja} ({defn.key})"
    missing_parts(card, defn.missing, where)
    names = {normalize(n): n for n in (defn.name_ja, defn.name_en, defn.key, *defn.aliases)}
    for k, n in names.items():  # checked before anything is registered: a refused card leaves nothing behind
        if _NAMES.get(k, defn.key) != defn.key:
            raise DeclarationError(where, card, Why(f"the name {n} is already the card {_NAMES[k]}'s",
                                                    f"名前{n}はすでにカード{_NAMES[k]}のもの"))
    REGISTRY.add(defn.key, defn, card, where)
    _NAMES.update(dict.fromkeys(names, defn.key))
    return defn


def card_status(defn: CardDef) -> CardStatus:
    """How much of the card's text is played: `partial` where its declaration names what is `missing`, else
    `complete` (every Duel Masters card of the module is declared)."""
    return CardStatus("partial", defn.missing) if defn.missing else CardStatus("complete")


def close_names(name: str) -> list[str]:
    """The Japanese names of up to three cards whose names are close to `name` (a misspelling's suggestions)."""
    load_all()
    close = difflib.get_close_matches(normalize(name), list(_NAMES), n=3)
    return list(dict.fromkeys(DEFS[_NAMES[c]].name_ja for c in close))  # a card's aliases: it once


def lookup(name: str) -> CardDef:
    load_all()
    key = _NAMES.get(normalize(name))
    if key is None:
        names = ", ".join(close_names(name))
        hint, hint_ja = (f"; did you mean: {names}", f"：もしかして {names}") if names else ("", "")
        raise UnknownCardError(Why(f"unknown Duel Masters card {quote_given(name)}{hint}",
                                   f"デュエル・マスターズのカード{quote_given(name, 'ja')}が見つからない{hint_ja}"))
    return DEFS[key]
