"""Which module of `ocg/cards/` declares a card: the file its kind and English name say (docs/architecture.md).

The layout is the index: a duel or a scenario imports only the modules of the cards it holds, found from their facts,
and `tests/test_card_layout.py` keeps every declaration where this says it is.
"""

from __future__ import annotations

import unicodedata
from pathlib import Path

from arbiter.ocg.carddata import CardData

PACKAGE = "arbiter.ocg.cards"
FOLDER = Path(__file__).resolve().parent / "cards"  # the package's folder
# a monster's subkind: the first of these its types name
MONSTER_ORDER = ("fusion", "synchro", "xyz", "link", "ritual", "pendulum", "toon", "spirit", "union", "gemini",
                 "flip", "effect", "normal")
SPELLS = {"normal": "normal", "quick-play": "quick_play", "continuous": "continuous", "equip": "equip",
          "field": "field", "ritual": "ritual"}
TRAPS = {"normal": "normal", "continuous": "continuous", "counter": "counter"}


def relative_file(c: CardData) -> str:
    """The card's file under `ocg/cards/`, e.g. `traps/normal/m.py` (whether it exists or not)."""
    if c.is_monster:
        where = f"monsters/{next((t for t in MONSTER_ORDER if t in c.subtypes), 'normal')}"
    else:
        table = SPELLS if c.is_spell else TRAPS
        sub = next((table[t] for t in sorted(c.subtypes) if t in table), "normal")
        where = f"{'spells' if c.is_spell else 'traps'}/{sub}"
    plain = unicodedata.normalize("NFKD", c.name_en).encode("ascii", "ignore").decode().lstrip(" \"'«(-.")
    first = plain[:1].lower()
    return f"{where}/{first if 'a' <= first <= 'z' else 'other'}.py"


def module_of(c: CardData) -> str:
    """The dotted name of the module that declares the card, if it is declared anywhere."""
    return f"{PACKAGE}.{relative_file(c).removesuffix('.py').replace('/', '.')}"
