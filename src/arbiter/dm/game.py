"""Starting a Duel Masters duel from two decks and a seed; the bundled starter deck."""

from __future__ import annotations

import json
from pathlib import Path

from arbiter.dm.duel import HAND_AT_START, SHIELDS_AT_START, Duel
from arbiter.dm.frames import Op, routine
from arbiter.dm.model import CardDef, Zone
from arbiter.dm.registry import load_all, lookup
from arbiter.dm.turn import TurnFlow
from arbiter.dm.verbs import draw, move_all

STARTER_DECK = Path(__file__).resolve().parents[1] / "data" / "dm-starter.json"
DECK_SIZE = 40
MAX_COPIES = 4


class DeckError(ValueError):
    pass


def read_deck(path: Path = STARTER_DECK) -> list[CardDef]:
    """A deck file: JSON, a list of {"card": name, "count": n}; 40 cards, at most 4 of a name (100.2a)."""
    try:
        entries = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise DeckError(f"{path}: cannot read the deck: {e}") from None
    deck: list[CardDef] = []
    for entry in entries:
        defn = lookup(str(entry["card"]))
        n = int(entry.get("count", 1))
        if n > MAX_COPIES:
            raise DeckError(f"{path}: {n} copies of {defn.name_ja} (at most {MAX_COPIES})")
        deck += [defn] * n
    if len(deck) != DECK_SIZE:
        raise DeckError(f"{path}: {len(deck)} cards, a deck has {DECK_SIZE}")
    return deck


def new_duel(deck_a: list[CardDef], deck_b: list[CardDef], seed: int) -> Duel:
    """Decks shuffled by the seed; five shields each, then five cards in hand; A goes first (103)."""
    load_all()
    d = Duel(seed)
    for p, deck in enumerate((deck_a, deck_b)):
        for defn in deck:
            d.add_card(defn, p, Zone.DECK)
        d.shuffle(d.players[p].deck)
    d.stack.append(TurnFlow())
    d.stack.append(Op("setup"))
    d.advance()
    return d


@routine("setup")
def _setup(d: Duel, args: tuple[int, ...]) -> None:
    for p in (0, 1):
        top = [d.cards[i] for i in reversed(d.players[p].deck[-SHIELDS_AT_START:])]
        move_all(d, "to_shields", top, Zone.SHIELDS, p, reason="rule")
        draw(d, p, HAND_AT_START, rule=True)
