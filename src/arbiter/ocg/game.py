"""The OCG behind the games' common interface: starting a duel from two decks and a seed, deck files, the view."""

from __future__ import annotations

import operator
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from arbiter.kernel.game import CardId, GameSupport
from arbiter.kernel.reasons import quote_given
from arbiter.ocg.carddata import CardDB, UnknownCardError, default_db
from arbiter.ocg.decks import DeckError, deck_problems, read_ydk
from arbiter.ocg.duel import Duel
from arbiter.ocg.render import render
from arbiter.ocg.state import Zone
from arbiter.ocg.turn import Turn
from arbiter.ocg.view import observe, view

OPENING_HAND = 5
DATA = Path(__file__).resolve().parents[1] / "data"


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
            zone = Zone.EXTRA if data.is_extra else Zone.DECK
            d.add_card(data, p, zone)
        d.rng.shuffle(d.players[p].deck)
    for p in (0, 1):
        d.draw(p, OPENING_HAND, d.rule_cause(p))
    d.turn = 1
    d.tp = 0
    d.stack.append(Turn("draw"))
    d.advance()
    return d


def _read(path: Path) -> list[CardId]:
    return list(read_ydk(path).all)


def _check(raw: list[Any]) -> list[CardId]:
    """Passcodes, as ints or strings of digits (a YDK's lines); anything else, or a passcode no card has, is refused
    naming the entry (int() alone took 1.5 or True, and said "invalid literal" for a deck's name)."""
    db = default_db()
    deck: list[CardId] = []
    for k, x in enumerate(raw, 1):
        if isinstance(x, str) and x.isascii() and x.isdigit():
            code = int(x)
        else:
            try:
                code = -1 if isinstance(x, bool) else operator.index(x)
            except TypeError:
                code = -1
        if code < 0:
            raise DeckError(f"entry {k} ({quote_given(x)}) is not a passcode: a deck's cards are passcodes, ints "
                            "such as 89631139")
        try:
            db.get(code)
        except UnknownCardError:
            raise DeckError(f"entry {k}: no card has the passcode {code}") from None
        deck.append(code)
    return deck


def _problems(deck: Sequence[CardId], lang: str = "ja") -> list[str]:
    return deck_problems([int(x) for x in deck], lang=lang)


def _new(a: Sequence[CardId], b: Sequence[CardId], seed: int) -> Duel:
    return new_duel([int(x) for x in a], [int(x) for x in b], seed)


def _decked(d: Duel) -> bool:
    return any(d.decked)


SUPPORT: GameSupport[Duel] = GameSupport(
    name="ocg", rules="ocg-expert-2002", starter_deck=DATA / "starter-ocg.ydk", deck_suffix=".ydk",
    selfplay_deck=DATA / "anchor-deck.ydk", read_deck=_read, check_deck=_check, deck_problems=_problems,
    new_duel=_new, view=view,
    render=render, observe=observe, decked_out=_decked,
    counted={"summon": "summons", "set": "sets", "flip_summon": "flip_summons", "attack": "attacks",
             "activate": "activates"})
