"""Pieces both games' boards are drawn with: the heading, whose side is whose, row labels, lists of cards."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from prompt_toolkit.utils import get_cwidth

from arbiter.kernel.game import PLAYERS, D
from arbiter.kernel.log import turn_words
from arbiter.play.terminal import Fragments

WORDS = {"en": {"you": "you", "opp": "opponent", "turn_of": "{p}'s turn", "who": " {p} ({who}) "},
         "ja": {"you": "あなた", "opp": "相手", "turn_of": "{p}のターン", "who": " {p}（{who}） "}}


PUBLIC = -1  # a viewer who is neither player, who sees what both do (each game's `Duel.sees` with player -1)


def bottom(viewer: int | None) -> int:
    """The seat drawn at the bottom of the board: the viewer's, A's where no seat looks (a replay, the public)."""
    return 0 if viewer is None or viewer == PUBLIC else viewer


def sides(view: Callable[[D, int, str], dict[str, Any]], d: D, viewer: int | None, lang: str) -> list[dict[str, Any]]:
    """Each player's side as `viewer` sees it (`PUBLIC`: what both see); with no viewer (a finished game's replay),
    as each owner sees it."""
    if viewer is not None:
        players: list[dict[str, Any]] = view(d, viewer, lang)["players"]
        return players
    return [view(d, p, lang)["players"][p] for p in (0, 1)]


def name_copies(players: list[dict[str, Any]], marks: dict[int, str]) -> list[dict[str, Any]]:
    """Each card the viewer sees whose name another card the viewer's log names carries gets, after its name, the
    mark the log gives it (a front's `marks`), so that "copy 2" in the log is found on the board."""
    for side in players:
        for cards in side.values():
            for c in [cards] if isinstance(cards, dict) else cards if isinstance(cards, list) else []:
                if isinstance(c, dict) and "kind" in c and c.get("id") in marks:
                    c["name"] += marks[c["id"]]
    return players


def hand(d: Any, cards: list[dict[str, Any]]) -> list[tuple[int, dict[str, Any]]]:
    """A hand's cards with their numbers (h7: number 7), in number order. A card's number is its place among its
    owner's cards, so it keeps it while other cards come and go: `set h3`, then `set h4`, names what was shown."""
    def number(c: dict[str, Any]) -> int:
        owner = d.cards[c["id"]].owner
        return int(sum(other.owner == owner for other in d.cards[:c["id"]])) + 1

    return sorted(((number(c), c) for c in cards), key=lambda nc: nc[0])


def hand_card(d: Any, me: int, code: str) -> int | None:
    """The card one of `me`'s own hand codes names, wherever it is now (h7: `me`'s card numbered 7, as `hand` numbers
    them); None for any other code (an opponent's hand card off the board may still be in their hidden hand), or a
    number no card has."""
    m = re.fullmatch(r"h(\d+)", code)
    if m is None:
        return None
    own = [i for i, c in enumerate(d.cards) if c.owner == me]
    n = int(m[1])
    return own[n - 1] if 1 <= n <= len(own) else None


def deck_codes(d: Any, me: int, deck: int, letter: str = "d", holder: str = "owner") -> dict[int, str]:
    """The codes of the cards the pending decision offers from a deck (a search), which the board does not show: dN
    for the viewer's deck, odN for the opponent's, N the card's place among the options (not in the deck, whose order
    is hidden), so that a search's command reads `select d2`; another hidden zone (`deck`) and `letter` likewise
    (Duel Masters: ohN, a card of the opponent's hand an effect lets its player pick). `holder`: the card's attribute
    naming the player whose zone holds it (OCG: `ctl`, an opponent's card may lie in a deck)."""
    if d.pending is None:
        return {}
    offered = dict.fromkeys(o.card for o in d.pending.options if o.card >= 0 and d.cards[o.card].zone == deck)
    codes: dict[int, str] = {}
    for p in (me, 1 - me):
        mine = [i for i in offered if getattr(d.cards[i], holder) == p]
        codes.update((i, f"{'' if p == me else 'o'}{letter}{k}") for k, i in enumerate(mine, 1))
    return codes


def heading(turn: int, tp: int, phase: str, viewer: int | None, lang: str) -> tuple[Fragments, list[str]]:
    """The board's first line, and who each player is to the viewer: you and the opponent, nothing in a replay (its
    banners name A and B already)."""
    w = WORDS[lang]
    turn_of = w["turn_of"].format(p=PLAYERS[tp])
    names = ["", ""] if viewer is None or viewer == PUBLIC else [w["you"] if p == viewer else w["opp"] for p in (0, 1)]
    return [("class:phase", f"━━ {turn_words(turn, lang)} · {turn_of} · {phase} ━━\n")], names


def seat(p: int, name: str, lang: str) -> tuple[str, str]:
    """A side's banner: ` A (you) `, or ` A ` where it is no one's (a replay)."""
    return ("class:player", WORDS[lang]["who"].format(p=PLAYERS[p], who=name) if name else f" {PLAYERS[p]} ")


def row_label(text: str, width: int = 10) -> tuple[str, str]:
    """A board row's label padded by display width (a Japanese character takes two columns)."""
    return ("class:label", f"   {text}{' ' * max(1, width + 1 - get_cwidth(text))}")


def pile(label: str, items: list[str], empty: str, width: int = 10) -> Fragments:
    """A board row listing cards by code and name ("g1 Name, g2 Name"), or `empty`."""
    if not items:
        return [row_label(label, width), ("class:empty", empty), ("", "\n")]
    return [row_label(label, width), ("class:pile", ", ".join(items)), ("", "\n")]
