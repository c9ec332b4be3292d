"""Duel Masters behind the games' common interface: starting a duel from two decks and a seed, deck files, the
bundled starter deck."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from arbiter.dm.duel import HAND_AT_START, SHIELDS_AT_START, Duel
from arbiter.dm.frames import Op, routine
from arbiter.dm.model import CardDef, Zone
from arbiter.dm.registry import UnknownCardError, card_status, load_all, lookup
from arbiter.dm.render import render
from arbiter.dm.turn import TurnFlow
from arbiter.dm.verbs import draw, move_all
from arbiter.dm.view import decked_out, observe, view
from arbiter.kernel.game import CardId, GameSupport
from arbiter.kernel.reasons import Why, in_lang, quote_given, wide
from arbiter.kernel.text_files import NOT_TEXT, UnreadableText, decode

STARTER_DECK = Path(__file__).resolve().parents[1] / "data" / "dm-starter.json"
DECK_SIZE = 40
MAX_COPIES = 4


class DeckError(ValueError):
    """A deck file that cannot be used: says the file, the entry and what is wrong (a `Why`, for the web lobby)."""


def read_json(path: Path) -> Any:
    """A deck file's JSON: a list of {"card": name, "count": n}, or an object holding that list as "cards" beside
    its "title" and "title_ja" (the names a deck list shows); text in the encodings `kernel.text_files` reads (the
    card names are the deck, so, unlike an .ydk's passcodes, they must be read in the file's own encoding)."""
    try:
        text = decode(path.read_bytes())
    except OSError as e:
        raise DeckError(Why(f"{path}: cannot read the deck: {e}", f"{path}：デッキを読めない：{e}")) from None
    except UnreadableText:
        raise DeckError(Why(f"{path}: cannot read the deck: {NOT_TEXT}", f"{path}：デッキを読めない：{NOT_TEXT.ja}")
                        ) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:  # where, in Japanese too (its `msg` is English only)
        raise DeckError(Why(f"{path}: cannot read the deck: {e}",
                            f"{path}：デッキを読めない：{wide(e.lineno)}行{wide(e.colno)}文字目がJSONとして正しくない")
                        ) from None
    except RecursionError as e:  # JSON nested deeper than json's parser recurses
        raise DeckError(Why(f"{path}: cannot read the deck: {e}", f"{path}：デッキを読めない：JSONの入れ子が深すぎる")
                        ) from None


def read_deck(path: Path = STARTER_DECK) -> list[CardDef]:
    """A deck file (read_json); whether it keeps the rules is deck_problems'."""
    entries = read_json(path)
    if isinstance(entries, dict):
        entries = entries.get("cards")
    if not isinstance(entries, list):
        raise DeckError(Why(f'{path}: a deck is a JSON list of {{"card": name, "count": n}}'
                            ' (or an object with that list as "cards")',
                            f'{path}：デッキは{{"card": カード名, "count": 枚数}}のJSONのリスト'
                            '（または、そのリストを"cards"に持つオブジェクト）'))
    deck: list[CardDef] = []
    for k, entry in enumerate(entries, 1):
        try:
            defn = lookup(str(entry["card"]))
            count = entry.get("count", 1)
            if isinstance(count, bool) or (isinstance(count, float) and not count.is_integer()):
                raise TypeError(count)  # int() would take true for 1 and 2.7 for 2
            n = int(count)
        except UnknownCardError as e:
            raise DeckError(Why(f"{path}: entry {k}: {e}", f"{path}：{wide(k)}番目の項目：{in_lang(e.why, 'ja')}")
                            ) from None
        except (KeyError, TypeError, ValueError, AttributeError):
            raise DeckError(Why(f'{path}: entry {k} is not {{"card": name, "count": n}}: {quote_given(entry)}',
                                f'{path}：{wide(k)}番目の項目が{{"card": カード名, "count": 枚数}}でない：'
                                f'{quote_given(entry, "ja")}')
                            ) from None
        if not 0 <= n <= DECK_SIZE:  # a deck holds 40 cards: a larger count is a mistake (and would fill memory)
            raise DeckError(Why(f"{path}: entry {k}: a count of {n} (0 to {DECK_SIZE})",
                                f"{path}：{wide(k)}番目の項目：枚数が{wide(n)}（０～{wide(DECK_SIZE)}）"))
        deck += [defn] * n
    return deck


def deck_problems(deck: Sequence[CardDef], lang: str = "ja") -> list[str]:
    """What breaks the deck rules (100.2a: exactly 40 cards, at most 4 of a name) or cannot be played here (cards
    whose whole text is not played: status partial, each named with what is missing, as the OCG's deck check names
    them); empty when the deck is legal. Cards are named in `lang`, the reader's language; each sentence is a `Why`,
    English with its Japanese."""
    out: list[str] = [] if len(deck) == DECK_SIZE else [
        Why(f"{len(deck)} card{'' if len(deck) == 1 else 's'}, a deck has {DECK_SIZE}",
            f"デッキが{wide(len(deck))}枚（{wide(DECK_SIZE)}枚で組む）")]
    copies = Counter(defn.name_en or defn.name_ja if lang == "en" else defn.name_ja for defn in deck)
    out += [Why(f"{n} copies of {name} (at most {MAX_COPIES})",
                f"「{name}」が{wide(n)}枚（同名カードは{wide(MAX_COPIES)}枚まで）")
            for name, n in copies.items() if n > MAX_COPIES]
    lacking = sorted({defn.key: defn for defn in deck if not card_status(defn).complete}.values(), key=lambda d: d.key)
    return out + [card_status(defn).problem(defn.name_en or defn.name_ja if lang == "en" else f"「{defn.name_ja}」")
                  for defn in lacking]


def defs_of(keys: Sequence[int | str]) -> list[CardDef]:
    """A deck given by card keys (as replays store it)."""
    defs = load_all()
    try:
        return [defs[str(k)] for k in keys]
    except KeyError as e:
        raise DeckError(f"no Duel Masters card has the key {e}") from None


def new_duel(deck_a: list[CardDef], deck_b: list[CardDef], seed: int) -> Duel:
    """Decks shuffled by the seed; five shields each, then five cards in hand; A goes first (103)."""
    load_all()
    d = Duel(seed)
    for p, deck in enumerate((deck_a, deck_b)):
        # cards get their indexes in a random order: an option naming a card's index must not tell a program
        # which card of the deck list a face-down card (a shield, the deck) is
        defns = list(deck)
        d.rng.shuffle(defns)
        for defn in defns:
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


def _read(path: Path) -> list[CardId]:
    return [defn.key for defn in read_deck(path)]


def _check(raw: list[Any]) -> list[CardId]:
    """Card keys ("shaman_broccoli") or names, Japanese or English, as a deck file takes them, as keys; anything
    else is refused naming the entry."""
    deck: list[CardId] = []
    for k, x in enumerate(raw, 1):
        if not isinstance(x, str):
            raise DeckError(f"entry {k} ({quote_given(x)}) is not a Duel Masters card: a deck's cards are keys such as "
                            f"'shaman_broccoli', or names")
        try:
            deck.append(lookup(x).key)
        except UnknownCardError as e:
            raise DeckError(f"entry {k}: {e}; a deck's cards are keys such as 'shaman_broccoli', or names") from None
    return deck


def _problems(deck: Sequence[CardId], lang: str = "ja") -> list[str]:
    return deck_problems(defs_of(deck), lang)


def _new(a: Sequence[CardId], b: Sequence[CardId], seed: int) -> Duel:
    return new_duel(defs_of(a), defs_of(b), seed)


SUPPORT: GameSupport[Duel] = GameSupport(
    name="dm", rules="dm-basic", starter_deck=STARTER_DECK, deck_suffix=".json", selfplay_deck=STARTER_DECK,
    read_deck=_read, check_deck=_check, deck_problems=_problems, new_duel=_new, view=view, render=render,
    observe=observe,
    decked_out=decked_out,
    counted={"charge": "charges", "summon": "summons", "cast": "casts", "cross": "crosses", "attack": "attacks",
             "block": "blocks", "strigger": "s_triggers", "ninja": "ninja_strikes", "replace": "replacements"})
