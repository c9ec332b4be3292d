"""Starting a duel from two decks and a seed."""

from __future__ import annotations

from arbiter.ocg.carddata import CardDB, default_db
from arbiter.ocg.duel import Duel
from arbiter.ocg.state import Zone
from arbiter.ocg.turn import Turn

OPENING_HAND = 5


def new_duel(deck_a: list[int], deck_b: list[int], seed: int, db: CardDB | None = None) -> Duel:
    """A duel between two decks (passcodes), decks shuffled by the seed; player A (0) goes first."""
    db = db or default_db()
    d = Duel(seed)
    for p, deck in enumerate((deck_a, deck_b)):
        # cards get their indexes in a random order: an option naming a card's index must not tell a program
        # which card of the deck list a face-down card is
        codes = list(deck)
        d.rng.shuffle(codes)
        for code in codes:
            data = db.get(code)
            zone = Zone.EXTRA if data.is_fusion else Zone.DECK
            d.add_card(data, p, zone)
        d.rng.shuffle(d.players[p].deck)
    for p in (0, 1):
        d.draw(p, OPENING_HAND, d.rule_cause(p))
    d.turn = 1
    d.tp = 0
    d.stack.append(Turn("draw"))
    d.advance()
    return d
