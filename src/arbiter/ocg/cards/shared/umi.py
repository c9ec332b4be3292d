"""Helpers that cards in several files share: 「海」 (Umi) on the field, its stat changes, and 「海神の巫女」, whose
field is 「海」."""

from __future__ import annotations

from collections.abc import Callable

from arbiter.ocg.cards.shared.card_kinds import face_up_monster
from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.names import is_named
from arbiter.ocg.state import Card

UMI = 22702055  # 海 / Umi
MAIDEN_OF_THE_AQUA = 17214465  # 海神の巫女: while it is face-up and no field spell is, the field is 「海」

# 「海」's stat changes: these Types gain 200 ATK and DEF, those lose 200
UMI_UP = ("Fish", "Sea Serpent", "Thunder", "Aqua")
UMI_DOWN = ("Machine", "Pyro")


def _umi_value(ctx: Ctx, m: Card) -> int:
    return 200 if ctx.duel.race(m) in UMI_UP else -200


def umi_stats(while_: Callable[[Ctx], bool] | None = None) -> Effect:
    """「海」's continuous stat changes (while `while_` holds, where given): face-up monsters, by their current Type
    (「ＤＮＡ改造手術」 changes it)."""
    return Effect(Kind.CONTINUOUS, atk=_umi_value, defense=_umi_value,
                  affects=lambda ctx, m: (face_up_monster(m) and ctx.duel.race(m) in UMI_UP + UMI_DOWN
                                          and (while_ is None or while_(ctx))),
                  text_en="Fish, Sea Serpents, Thunder and Aqua +200 ATK/DEF; Machines and Pyros -200",
                  text_ja="魚族・海竜族・雷族・水族は攻守２００アップ、機械族・炎族は攻守２００ダウン")


def no_face_up_field_spell(ctx: Ctx) -> bool:
    d = ctx.duel
    return not any(pl.field >= 0 and d.cards[pl.field].face_up for pl in d.players)


def _maidens_umi(ctx: Ctx) -> bool:
    """The field is 「海」 by this 「海神の巫女」: no field spell is face-up, and no other 「海神の巫女」 whose
    effect applies comes before it (two of them make the field 「海」 once: its stat changes apply once)."""
    return no_face_up_field_spell(ctx) and ctx.card.idx == min(
        (s.idx for s, _ in ctx.duel.statics() if is_named(s, MAIDEN_OF_THE_AQUA)), default=ctx.card.idx)


# 海神の巫女's effect: the field is 「海」 (its stat changes apply, and cards that ask for 「海」 on the field find it)
# while it is face-up and no field spell is face-up
MAIDENS_UMI = umi_stats(_maidens_umi)


def umi_on_field(ctx: Ctx) -> bool:
    """Whether a face-up, active 「海」 (or a field spell whose name is treated as 「海」) is on the field, or the
    field is 「海」 by 「海神の巫女」's effect applying."""
    d = ctx.duel
    if any(pl.field >= 0 and is_named(d.cards[pl.field], UMI) and d.cards[pl.field].face_up
           and d.cards[pl.field].active for pl in d.players):
        return True
    return no_face_up_field_spell(ctx) and any(is_named(s, MAIDEN_OF_THE_AQUA) for s, _ in d.statics())


def itself_under_umi(ctx: Ctx, c: Card) -> bool:
    return c.idx == ctx.card.idx and umi_on_field(ctx)


# Spell effects do not touch this card for as long as 「海」 is on the field.
SPELL_PROOF_UNDER_UMI = Effect(Kind.CONTINUOUS, affects=itself_under_umi,
                               unaffected_by=lambda ctx, c, src, p: src.data.kind == "spell",
                               text_en="while Umi is on the field, it is unaffected by spell effects",
                               text_ja="「海」がある間、魔法カードの効果を受けない")
