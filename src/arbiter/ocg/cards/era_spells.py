"""Spell cards of the era's pool (issue 13): the era's tournament staples first, then simple ones.

Each card's block is self-contained: a comment naming the card and what it does, its helpers, its `define`.
"""

from __future__ import annotations

from arbiter.ocg.cards.archive_draw_gain import may_draw
from arbiter.ocg.cards.common import spells_traps_of
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card

A = Kind.ACTIVATE


# 大嵐 / Heavy Storm: destroy every other spell and trap card on the field, both players' (field spells too).
def _other_spells_traps(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [c for p in (d.tp, 1 - d.tp) for c in spells_traps_of(d, p) if c.idx != ctx.card.idx]


def _heavy_storm(res: Resolution) -> None:
    res.duel.destroy(_other_spells_traps(res), res.cause)


define(19613556, Effect(A, _heavy_storm, does=Does.SPELLS_TRAPS, needs=lambda ctx: bool(_other_spells_traps(ctx)),
                        text_en="destroy all spell and trap cards on the field",
                        text_ja="フィールド上の魔法・罠カードを全て破壊する"))


# トレード・イン / Trade-In: discard 1 Level 8 monster (the cost); draw 2 cards.
def _draw_two(res: Resolution) -> None:
    res.duel.draw(res.target_player, 2, res.cause)


define(38120068, Effect(A, _draw_two, targets_player="own", needs=may_draw("self"),
                        cost=Cost(discard=1, hand_filter=lambda ctx, c: c.data.is_monster and c.data.level == 8),
                        text_en="discard 1 Level 8 monster: draw 2 cards",
                        text_ja="手札のレベル８モンスター１体を捨て、カードを２枚ドローする"))
