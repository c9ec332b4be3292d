"""The Duel Masters card data's facts: each card's kind, civilizations, cost, power and races, never its text
(`data/dm_cards.csv`, written by scripts/build_carddb.py from the shared card data's dm_cards.json). `define` checks a
declaration against them."""

from __future__ import annotations

import csv
import functools
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

FACTS_PATH = Path(str(resources.files("arbiter"))) / "data" / "dm_cards.csv"


@dataclass(frozen=True, slots=True)
class Facts:
    """What the card data knows of a card; None (or empty) where it lacks the fact. A card without power (a spell, a
    castle, a cross gear) has None for it too."""

    name_ja: str
    kind: str | None
    civs: frozenset[str]
    cost: int | None
    power: int | None
    races: frozenset[str]


@functools.cache
def card_facts() -> dict[str, Facts]:
    """Every card's facts, by its Japanese name."""
    with FACTS_PATH.open(encoding="utf-8", newline="") as fh:
        return {r["name_ja"]: Facts(r["name_ja"], r["kind"] or None, _words(r["civilizations"]),
                                    int(r["cost"]) if r["cost"] else None, int(r["power"]) if r["power"] else None,
                                    _words(r["races"]))
                for r in csv.DictReader(fh)}


def _words(cell: str) -> frozenset[str]:
    return frozenset(filter(None, cell.split("/")))
