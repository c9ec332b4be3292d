"""Helpers that cards in several files share: 「海」 (Umi) on the field."""

from __future__ import annotations

from arbiter.ocg.effects import Ctx
from arbiter.ocg.names import is_named

UMI = 22702055  # 海 / Umi


def umi_on_field(ctx: Ctx) -> bool:
    """Whether a face-up, active 「海」 (or a field spell whose name is treated as 「海」) is on the field."""
    d = ctx.duel
    return any(pl.field >= 0 and is_named(d.cards[pl.field], UMI) and d.cards[pl.field].face_up
               and d.cards[pl.field].active for pl in d.players)
