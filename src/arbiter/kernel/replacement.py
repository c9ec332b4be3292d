"""The replacement step of the event pipeline ("instead of A, do B"), the same for every game.

The rules (seed 001, R001):
- an event that is itself the product of a replacement is never replaced again: replacements do not
  chain, and so cannot loop. A standing redirect of where cards go (`last`: every card bound for the graveyard is
  banished instead) is the exception: it changes no event but the place its card ends in, so a card destroyed in
  another's place still goes where it sends cards (a 「六武衆」 substitute under 「マクロコスモス」), once;
- a replacement applies at most once to an event, and two copies of the same effect count as one;
- when several different replacements could apply, only one is used: the player whose effects they
  are chooses; when both players have one, the turn player's are offered first, and once the turn
  player has replaced the event the opponent's lapse (a replacement marked `last` waits for all the others:
  a standing redirect of every card bound for the graveyard, which a card's own way out goes before);
- every replacement is logged with what it replaced.
The game module asks the choosing player (a decision) and applies the chosen one with `apply`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from arbiter.kernel.events import Event


@dataclass(frozen=True, slots=True)
class Replacement:
    """A declared replacement effect: which events it watches and what happens instead."""

    key: str  # the effect's identity: copies of the same card's effect share it and apply once
    source: int  # the card whose effect it is
    controller: int  # the player whose effect it is (who chooses it)
    applies: Callable[[Event], bool]
    instead: Callable[[Event], Event | None]  # None: nothing happens at all
    optional: bool = False
    # "do B to one of these instead" (another card destroyed in its place): the cards B may act on, of which the
    # choosing player picks one (`picked`); `instead` is B on the first of them, where nobody can be asked
    picks: Callable[[Event], list[int]] | None = None
    instead_on: Callable[[Event, int], Event | None] | None = None
    # offered only after every other replacement of the event, whoever's (a standing redirect of every card bound for
    # the graveyard, 「マクロコスモス」: a card's own way out of the graveyard is offered before it)
    last: bool = False
    # nothing happens instead, whatever the event: the game module may foresee that it stops an event
    stops: bool = False
    # of a `stops` one: it notes its use as it applies (once a turn), so which of two such protections applies is a
    # choice that matters to its player
    notes: bool = False
    # it only notices the events it is asked about and never replaces one (a card's memory): a game module foreseeing
    # whether an event would be replaced does not ask it, as asking would have it notice an event that never happens
    watches: bool = False


def candidates(event: Event, active: Iterable[Replacement], turn_player: int) -> list[Replacement]:
    """The replacements that may apply to `event`: one per effect, the turn player's first; of an event a replacement
    produced, only the standing redirects (`last`) but the one that produced it."""
    made_by = event.replaced_by
    seen: set[str] = set()
    out: list[Replacement] = []
    for r in sorted(active, key=lambda r: (r.last, r.controller != turn_player)):
        if r.key in seen or (made_by and (not r.last or r.key == made_by)) or not r.applies(event):
            continue
        seen.add(r.key)
        out.append(r)
    return out


def offers(cands: list[Replacement], turn_player: int) -> list[tuple[int, list[Replacement]]]:
    """Who chooses, in order: each player with their candidates, the turn player first (those offered `last`
    after all the others, in the same order)."""
    out = []
    for last in (False, True):
        for p in (turn_player, 1 - turn_player):
            mine = [r for r in cands if r.controller == p and r.last == last]
            if mine:
                out.append((p, mine))
    return out


def must_choose(mine: list[Replacement]) -> bool:
    """Whether a player has no way to decline: one of their replacements on offer is mandatory, so the
    event is replaced by one of them (the player still picks which)."""
    return any(not r.optional for r in mine)


def picked(r: Replacement, pick: int) -> Replacement:
    """The replacement `r` doing its B to `pick`, one of `r.picks`."""
    on = r.instead_on
    assert on is not None, "only a replacement that picks a card is told which"
    return dataclasses.replace(r, instead=lambda ev: on(ev, pick))


def apply(event: Event, r: Replacement) -> Event | None:
    """What happens instead; the product is marked so that nothing replaces it again."""
    new = r.instead(event)
    return None if new is None else dataclasses.replace(new, replaced_by=r.key)
