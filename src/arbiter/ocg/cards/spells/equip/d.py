"""The equip spell cards whose English name begins with D."""

from __future__ import annotations

from arbiter.ocg.cards.shared.equips import equip_spell, equip_stats, equipped_by, of_race
from arbiter.ocg.cards.shared.resolving import alive
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone


# 神剣－フェニックスブレード / Divine Sword - Phoenix Blade (equip spell, warriors only): +300 ATK. In your
# main phase, banish 2 warriors from your graveyard (the cost) to add this card from your graveyard to your hand.
def _phoenix_blade(res: Resolution) -> None:
    if alive(res) and res.card.zone is Zone.GRAVE:
        res.duel.to_hand([res.card], res.cause)


define(31423101,
       equip_spell(lambda ctx, c: ctx.duel.race(c) == "Warrior", "a face-up warrior", "表側表示の戦士族モンスター"),
       equip_stats(300),
       Effect(Kind.IGNITION, _phoenix_blade, from_zone=Zone.GRAVE,
              cost=Cost(banish_grave=2, banish_filter=lambda ctx, c: c.data.is_monster and c.data.race == "Warrior"),
              text_en="banish 2 warriors from your graveyard: add this card to your hand",
              text_ja="墓地の戦士族２体を除外し、このカードを手札に加える"))

C = Kind.CONTINUOUS

# ドラゴンの秘宝 / Dragon Treasure: equip only to a Dragon; it gains 300 ATK and DEF.
define(1435851, of_race("Dragon", "Dragon", "ドラゴン族"), equip_stats(300, 300))

# 闇・エネルギー / Dark Energy: equip only to a Fiend; it gains 300 ATK and DEF.
define(4614116, of_race("Fiend", "Fiend", "悪魔族"), equip_stats(300, 300))

# 降格処分 / Demotion: the equipped monster's Level is 2 lower.
define(72575145, equip_spell(), Effect(C, affects=equipped_by, level=lambda ctx, c: -2,
                                      text_en="the equipped monster's Level is 2 lower",
                                      text_ja="装備モンスターのレベルを２つ下げる"))


# 竜魂の力 / Dragonic Attack (equip spell): only for a Warrior; the equipped monster becomes a Dragon and gains 500 ATK
# and DEF. Its own change of Type does not take its monster out of its equip limit: the monster it equips counts
# by its Type without this card (docs/uncertain-rulings.md).
def _warrior_for_it(ctx: Ctx, c: Card) -> bool:
    return ctx.duel.race(c) == "Warrior" or (ctx.card.equipped_to == c.idx and c.data.race == "Warrior")


define(32437102, equip_spell(_warrior_for_it, "a face-up Warrior monster", "表側表示の戦士族モンスター"),
       Effect(Kind.CONTINUOUS, affects=equipped_by, race=lambda ctx, c: "Dragon", atk=lambda ctx, c: 500,
              defense=lambda ctx, c: 500, text_en="the equipped monster becomes a Dragon and gains 500 ATK and DEF",
              text_ja="装備モンスターはドラゴン族になり、攻撃力・守備力は５００アップ"))
