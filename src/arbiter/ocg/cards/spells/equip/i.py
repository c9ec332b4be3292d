"""The equip spell cards whose English name begins with I."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import can_special_summon, ctx_of
from arbiter.ocg.cards.shared.contact_fusions import NEOS, lists_neos, returns_at_end
from arbiter.ocg.cards.shared.equips import equip_spell, equip_stats, equipped_by, of_attribute, of_race
from arbiter.ocg.cards.shared.special_summons import from_anywhere, summon_one_of
from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

# 火器付機甲鎧 / Insect Armor with Laser Cannon: equip only to an Insect; +700 ATK.
define(3492538, of_race("Insect", "Insect", "昆虫族"), equip_stats(700))

# 覚醒 / Invigoration: equip only to an EARTH monster; it gains 400 ATK and loses 200 DEF.
define(98374133, of_attribute("EARTH", "地"), equip_stats(400, -200))


# インスタント・ネオスペース / Instant Neo Space: equip only to a fusion monster that names 「Ｅ・ＨＥＲＯ ネオス」
# as a material; the equipped monster need not activate its effect that returns it to the fusion deck in the end
# phase. When the equipped monster leaves the field (this card going to the graveyard for it), you may special
# summon 「Ｅ・ＨＥＲＯ ネオス」 from your hand, deck or graveyard.
def _neos_anywhere(ctx: Ctx) -> list[Card]:
    return from_anywhere(ctx, lambda c: is_named(c, NEOS) and can_special_summon(ctx, c))


def _its_monster_left(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    m = d.cards[ev.cause.card] if ev.cause.card >= 0 else None
    return (ev.src == int(Zone.SPELLS) and ev.dst == int(Zone.GRAVE) and ev.cause.reason is Reason.RULE
            and m is not None and not m.on_field)


define(11913700, equip_spell(lambda ctx, c: lists_neos(c), "a fusion monster that names Elemental HERO Neos",
                             "融合素材に「Ｅ・ＨＥＲＯ ネオス」が記された融合モンスター"),
       Effect(Kind.CONTINUOUS, affects=equipped_by, waives_trigger=lambda ctx, c, e: returns_at_end(e),
              text_en="the equipped monster need not return to the fusion deck in the end phase",
              text_ja="装備モンスターはエンドフェイズに融合デッキに戻る効果を発動しなくてもよい"),
       Effect(Kind.TRIGGER, lambda res: summon_one_of(res, _neos_anywhere(ctx_of(res)), deck=True), trigger="destroyed",
              when=_its_monster_left, mandatory=False, asks=True, needs=lambda ctx: bool(_neos_anywhere(ctx)),
              text_en="the equipped monster left the field: you may special summon Elemental HERO Neos from your "
                      "hand, deck or graveyard",
              text_ja="装備モンスターがフィールドを離れた場合：「Ｅ・ＨＥＲＯ ネオス」を手札かデッキか墓地から"
                      "特殊召喚できる"),
       numbering=(0, 1, 2))

