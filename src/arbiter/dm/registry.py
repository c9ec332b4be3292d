"""The Duel Masters card definitions, found by Japanese name, English name or another spelling."""

from __future__ import annotations

import difflib
import functools
import unicodedata

from arbiter.dm.model import CardDef

DEFS: dict[str, CardDef] = {}  # by key
_NAMES: dict[str, str] = {}  # normalised name -> key


class UnknownCardError(KeyError):
    def __str__(self) -> str:
        return str(self.args[0])


def normalize(name: str) -> str:
    """Names compare without width, spaces or the kind of middle dot (the seed writes ･ and ・)."""
    s = unicodedata.normalize("NFKC", name)
    for ch in (" ", "　", "・", "･", "·", "-", "‐", "−"):
        s = s.replace(ch, "")
    return s.lower()


def define(defn: CardDef) -> CardDef:
    """Register a card; names are checked for clashes once, here."""
    if defn.key in DEFS:
        raise ValueError(f"card {defn.key} is defined twice")
    DEFS[defn.key] = defn
    for n in (defn.name_ja, defn.name_en, defn.key, *defn.aliases):
        k = normalize(n)
        if _NAMES.get(k, defn.key) != defn.key:
            raise ValueError(f"the name {n} is used by two cards")
        _NAMES[k] = defn.key
    return defn


@functools.cache
def load_all() -> dict[str, CardDef]:
    """Import every card module once (importing registers the cards); returns the registry."""
    import importlib
    import pkgutil

    from arbiter.dm import cards

    for m in sorted(pkgutil.iter_modules(cards.__path__), key=lambda m: m.name):
        importlib.import_module(f"{cards.__name__}.{m.name}")
    return DEFS


def lookup(name: str) -> CardDef:
    load_all()
    key = _NAMES.get(normalize(name))
    if key is None:
        close = difflib.get_close_matches(normalize(name), list(_NAMES), n=3)
        hint = f"; did you mean: {', '.join(DEFS[_NAMES[c]].name_ja for c in close)}" if close else ""
        raise UnknownCardError(f"unknown Duel Masters card '{name}'{hint}")
    return DEFS[key]
