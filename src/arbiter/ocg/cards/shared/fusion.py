"""Fusion spells: fusion summons by a card's effect; the Evil HEROes' summoning condition (only by
「ダーク・フュージョン」's effect, or an effect whose summons count as its: 「ダーク・コーリング」)."""

from __future__ import annotations

from collections.abc import Callable

from arbiter.ocg import fusion
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import DEFS
from arbiter.ocg.state import Card
from arbiter.ocg.summon_conditions import by_effect_of

A = Kind.ACTIVATE
DARK_FUSION = 94820406  # ダーク・フュージョン
BY_DARK_FUSION = by_effect_of(DARK_FUSION)


def only_by_dark_fusion(c: Card) -> bool:
    """A monster whose summoning condition is "only by 「ダーク・フュージョン」's effect" (`define(special_by=...)`)."""
    defn = DEFS.get(c.data.passcode)
    return defn is not None and defn.special_by is BY_DARK_FUSION


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
