"""Costs of one card of each kind: a LIGHT and a DARK monster of the graveyard, banished (「カオス・ソルジャー
－開闢の使者－」), "send 1 each of these three monsters you control" (「督戦官コヴィントン」).

A cost declares its kinds with `Cost(one_each=(filter, ...))` beside the number it takes (`banish_grave` or
`field_send`, as many as there are kinds); the cards paid must be given one kind each, no two the same kind. The
activation offers, at each pick, only the cards that still leave a card for every kind left, and the cost cannot be
paid when the player's cards leave none.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arbiter.ocg.effects import CardFilter, Ctx
    from arbiter.ocg.state import Card


def matched(ctx: Ctx, kinds: Sequence[CardFilter], cards: Sequence[Card]) -> bool:
    """Whether each card can be given a kind it passes, no two cards the same kind (augmenting paths)."""
    owner: dict[int, int] = {}  # kind -> the card it is given to

    def give(i: int, seen: set[int]) -> bool:
        for k, fits in enumerate(kinds):
            if k in seen or not fits(ctx, cards[i]):
                continue
            seen.add(k)
            if k not in owner or give(owner[k], seen):
                owner[k] = i
                return True
        return False

    return len(cards) <= len(kinds) and all(give(i, set()) for i in range(len(cards)))


def completable(ctx: Ctx, kinds: Sequence[CardFilter], chosen: Sequence[Card], pool: Sequence[Card]) -> bool:
    """Whether `chosen` and more cards of `pool` make one card of each kind."""
    if not matched(ctx, kinds, chosen):
        return False
    rest = [c for c in pool if all(c.idx != x.idx for x in chosen) and any(f(ctx, c) for f in kinds)]
    return any(matched(ctx, kinds, [*chosen, *more]) for more in combinations(rest, len(kinds) - len(chosen)))
