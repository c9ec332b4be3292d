"""The replacement step of the event pipeline ("instead of A, do B").

Every event passes `replace` before it is applied. A replacement effect is applied at most once to
an event and never to an event it produced itself, so replacements cannot loop. The full rules
(choosing among several, the turn player's first, optional replacements) build on this hook.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from arbiter.kernel.events import Event


@dataclass(frozen=True, slots=True)
class Replacement:
    """A declared replacement: which events it watches and what it turns them into."""

    name: str
    source: int  # the card whose effect this is
    applies: Callable[[Event], bool]
    replace: Callable[[Event], Event | None]  # None: the event does not happen at all


def replace(event: Event, active: list[Replacement], applied: frozenset[str] = frozenset()
            ) -> tuple[Event | None, list[str]]:
    """Run `event` through the active replacements; return what happens instead and what replaced it."""
    used: list[str] = []
    current: Event | None = event
    seen = set(applied)
    for r in active:
        if current is None:
            break
        if r.name in seen or not r.applies(current):
            continue
        seen.add(r.name)
        used.append(r.name)
        current = r.replace(current)
    return current, used
