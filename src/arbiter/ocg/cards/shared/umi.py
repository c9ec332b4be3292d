"""Helpers that cards in several files share: 「海」 (Umi) on the field, its stat changes, 「海神の巫女」, whose
field is 「海」, and the face-up 「海」 that 「海竜－ダイダロス」 and 「海竜神－ネオダイダロス」 send for their cost."""

from __future__ import annotations

from collections.abc import Callable

from arbiter.ocg.cards.common import paid_so_far
from arbiter.ocg.cards.shared.card_kinds import face_up_monster
from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.names import is_named
from arbiter.ocg.state import Card, Zone

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


def face_up_umi(ctx: Ctx, c: Card) -> bool:
    """A face-up 「海」 card (or one whose name is treated as 「海」) of the field: the cost of 「海竜－ダイダロス」 and
    「海竜神－ネオダイダロス」 (`Cost.field_send` takes it from its player's own cards)."""
    return c.zone in (Zone.SPELLS, Zone.FIELD) and c.face_up and is_named(c, UMI)


def more_than_its_umi(reached: Callable[[Ctx], list[Card]]) -> Callable[[Ctx], bool]:
    """The `needs` of an effect whose cost sends its player's face-up 「海」 and which acts on the cards `reached`
    gives (the 「海」 among them while it is unpaid): with the 「海」 paid, something must be left to act on, or its
    activation would be blank (R004-007). Before the cost, some 「海」 the cost may take must leave another card."""
    def needs(ctx: Ctx) -> bool:
        cards = reached(ctx)
        paid = paid_so_far(ctx)
        if paid is not None:
            return any(all(c.idx != p.idx for p in paid) for c in cards)
        umis = [c for c in cards if c.ctl == ctx.player and face_up_umi(ctx, c)]
        return any(any(x.idx != u.idx for x in cards) for u in umis) if umis else bool(cards)
    return needs
