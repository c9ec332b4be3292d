"""Fusion spells: fusion summons by a card's effect."""

from __future__ import annotations

from collections.abc import Callable

from arbiter.ocg import fusion
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.state import Card, Zone

A = Kind.ACTIVATE


def fusion_spell(where: Callable[[Card], bool], pool: fusion.Pool, dispose: str,
                 text_en: str, text_ja: str, after: Callable[[Resolution, Card], None] | None = None
                 ) -> Effect:
    def needs(ctx: Ctx) -> bool:
        return bool(fusion.summonable(ctx.duel, ctx.player, where, pool, ctx.card.idx))

    def op(res: Resolution) -> None:
        f = fusion.fusion_summon(res, where, pool, dispose)
        if f is not None and after is not None:
            after(res, f)

    return Effect(A, op, needs=needs, asks=True, text_en=text_en, text_ja=text_ja)


def any_card(c: Card) -> bool:
    return True


def room_and(pred: Callable[[Card], bool]) -> Callable[[Ctx], bool]:
    def needs(ctx: Ctx) -> bool:
        d = ctx.duel
        return d.free_slots(ctx.player, Zone.MONSTERS) > 0 and any(pred(c) for c in fusion.fusion_deck(d, ctx.player))
    return needs
