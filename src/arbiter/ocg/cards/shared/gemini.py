"""Helpers that cards in several files share: gemini."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.shared.returning import battlers
from arbiter.ocg.effects import Ctx
from arbiter.ocg.state import Zone


def won_battle(ctx: Ctx, ev: Event) -> bool:
    """This monster destroyed an opponent's monster by battle and sent it to the graveyard."""
    return (ev.cause.reason is Reason.BATTLE and ev.card != ctx.card.idx and ctx.card.idx in battlers(ctx.duel)
            and ev.player == ctx.opponent and ev.dst == int(Zone.GRAVE))
