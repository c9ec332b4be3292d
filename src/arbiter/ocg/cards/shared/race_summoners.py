"""Monsters that special summon another and take it down with them when they leave the field: a monster of one
Type from the hand or either graveyard (「魔族召喚師」, 「地獄の門番イル・ブラッド」), or of one Attribute from the hand
for a tribute (「吹き荒れるウィン」, 「逆巻くエリア」, 「荒ぶるアウス」, 「燃え盛るヒータ」)."""

from __future__ import annotations

from arbiter.kernel.reasons import a_or_an
from arbiter.ocg.carddata import ATTRIBUTES
from arbiter.ocg.cards.common import ctx_of
from arbiter.ocg.cards.shared.resolving import self_on_field
from arbiter.ocg.cards.shared.special_summons import summon_picked, summonable
from arbiter.ocg.cards.shared.zones import fitting_monsters_in
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import has_attribute
from arbiter.ocg.state import Card, Zone


def _of_race(ctx: Ctx, race: str) -> list[Card]:
    """The monsters of `race` in the player's hand or either graveyard that this effect could special summon (not
    one whose own summoning conditions forbid it: 「ヴァンパイアジェネシス」 in the hand; nor one 「王家の眠る谷－ネクロ
    バレー」 keeps in a graveyard: `summonable`)."""
    d = ctx.duel
    pl, opp = d.players[ctx.player], d.players[ctx.opponent]
    return summonable(ctx, [c for c in (d.cards[i] for i in (*pl.hand, *pl.grave, *opp.grave))
                            if c.data.is_monster and c.data.race == race])


def race_summoner(race: str, en: str, ja: str) -> Effect:
    """Once a turn, special summon 1 monster of `race` from your hand or either graveyard; when this card leaves
    the field, the monsters it summoned are destroyed. The destruction is a part of this effect (the text's one ●
    holds both; in the graveyard the card is a normal monster, with no effect to activate): each summon ties its
    monster to this card object (`Duel.tie`), applied at once, no chain link (docs/uncertain-rulings.md)."""
    def op(res: Resolution) -> None:
        f = summon_picked(res, _of_race(ctx_of(res), race))
        # gone, or turned face-down (a new card for a tie), before this resolves: it ties nothing, and the monster stays
        if f is not None and self_on_field(res):
            res.duel.tie(f, res.card, res.cause)

    return Effect(Kind.IGNITION, op, once_per_turn=True, asks=True, does=Does.MONSTERS,
                  needs=lambda ctx: bool(_of_race(ctx, race))
                  and ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0, text_en=en, text_ja=ja)


def attribute_swapper(attribute: str) -> Effect:
    """「吹き荒れるウィン」, 「逆巻くエリア」, 「荒ぶるアウス」, 「燃え盛るヒータ」: once a turn, tribute another
    monster of `attribute` you control (the cost) to special summon one from your hand. The text names the card by
    its name: the monster is destroyed (no chain link) once a card of this name leaves its player's field, the one
    that summoned it or any other face-up copy, and not when one the opponent took leaves theirs; the summoning card
    already gone as the effect resolves, the monster waits for the next such leave (`Duel.tie_to_name`). The tie is
    this card's effect: a leave while its effects are negated does nothing (「スキルドレイン」). Readings:
    docs/uncertain-rulings.md."""
    def fits(c: Card) -> bool:
        return has_attribute(c, attribute)

    def in_hand(ctx: Ctx) -> list[Card]:
        return summonable(ctx, fitting_monsters_in(ctx, ctx.player, Zone.HAND, fits))

    def op(res: Resolution) -> None:
        m = summon_picked(res, in_hand(ctx_of(res)))
        if m is not None:
            res.duel.tie_to_name(m, res.card.base.passcode, res.cause)

    a, a_ja = attribute, ATTRIBUTES[attribute]
    return Effect(Kind.IGNITION, op, once_per_turn=True, asks=True, condition=lambda ctx: ctx.card.face_up,
                  does=Does.MONSTERS,
                  cost=Cost(tribute=1, tribute_filter=lambda ctx, m: m.idx != ctx.card.idx and fits(m)),
                  needs=lambda ctx: bool(in_hand(ctx)),
                  text_en=f"tribute another {a} monster: special summon {a_or_an(a)} monster from your hand, destroyed "
                          "once a card of this name leaves your field",
                  text_ja=f"このカード以外の自分の{a_ja}属性モンスター１体を生け贄に捧げ、手札から{a_ja}属性モンスター"
                          "１体を特殊召喚する（この名のカードが自分の場を離れた場合破壊される）")
