"""Helpers that cards in several files share: 「海」 (Umi) on the field."""

from __future__ import annotations

from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.names import is_named
from arbiter.ocg.state import Card

UMI = 22702055  # 海 / Umi


def umi_on_field(ctx: Ctx) -> bool:
    """Whether a face-up, active 「海」 (or a field spell whose name is treated as 「海」) is on the field."""
    d = ctx.duel
    return any(pl.field >= 0 and is_named(d.cards[pl.field], UMI) and d.cards[pl.field].face_up
               and d.cards[pl.field].active for pl in d.players)


def itself_under_umi(ctx: Ctx, c: Card) -> bool:
    return c.idx == ctx.card.idx and umi_on_field(ctx)


# "While 「海」 is on the field, this card is unaffected by spell effects."
SPELL_PROOF_UNDER_UMI = Effect(Kind.CONTINUOUS, affects=itself_under_umi,
                               unaffected_by=lambda ctx, c, src, p: src.data.kind == "spell",
                               text_en="while Umi is on the field, it is unaffected by spell effects",
                               text_ja="「海」がフィールド上に存在する限り、このカードは魔法の効果を受けない")
