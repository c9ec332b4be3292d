"""The equip spell cards whose English name begins with D."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import room
from arbiter.ocg.cards.shared.banishing import banish_instead
from arbiter.ocg.cards.shared.equips import equip_spell, equip_stats, equipped_by, of_attribute, of_race
from arbiter.ocg.cards.shared.events import effect_player
from arbiter.ocg.cards.shared.special_summons import summon, summonable
from arbiter.ocg.cards.shared.to_hand_and_deck import self_back_to_hand
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, nothing_instead
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

# 神剣－フェニックスブレード / Divine Sword - Phoenix Blade (equip spell, warriors only): +300 ATK. In your
# main phase, with this card in your graveyard, banish 2 warriors from there (the cost): this card goes to your hand.
define(31423101,
       equip_spell(lambda ctx, c: ctx.duel.race(c) == "Warrior", "a face-up Warrior", "表側表示の戦士族モンスター"),
       equip_stats(300),
       Effect(Kind.IGNITION, self_back_to_hand, from_zone=Zone.GRAVE,
              cost=Cost(banish_grave=2, banish_filter=lambda ctx, c: c.data.is_monster and c.data.race == "Warrior"),
              text_en="banish 2 Warriors from your graveyard: add this card to your hand",
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
# by its Type without this card's change, so another card's change (「ＤＮＡ改造手術」) still does
# (docs/uncertain-rulings.md).
def _warrior_for_it(ctx: Ctx, c: Card) -> bool:
    mine = ctx.card if ctx.card.equipped_to == c.idx else None
    return ctx.duel.race(c, without=mine) == "Warrior"


define(32437102, equip_spell(_warrior_for_it, "a face-up Warrior monster", "表側表示の戦士族モンスター"),
       Effect(Kind.CONTINUOUS, affects=equipped_by, race=lambda ctx, c: "Dragon", atk=lambda ctx, c: 500,
              defense=lambda ctx, c: 500, text_en="the equipped monster becomes a Dragon and gains 500 ATK and DEF",
              text_ja="装備モンスターはドラゴン族になり、攻撃力・守備力は５００アップ"))


# 闇竜族の爪 / Dragon Nails (equip spell, only to a DARK monster): it gains 600 ATK and is not destroyed by the
# opponent's card effects. When this card goes to the graveyard because the monster it equipped was destroyed by
# battle and sent to the graveyard, you may special summon that monster to your field and equip this card to it
# again; so equipped, this card is banished when it leaves the field. That effect once a turn by name.
def _nails_shield(ctx: Ctx, ev: Event) -> bool:
    me = ctx.card
    return (ev.kind == "destroyed" and me.zone is Zone.SPELLS and me.equipped_to >= 0 and ev.card == me.equipped_to
            and ev.cause.reason is Reason.EFFECT and effect_player(ctx.duel, ev.cause) != ctx.player)


def _nails_fell(ctx: Ctx, ev: Event) -> bool:
    """Sent to the graveyard by the rules as its monster, which battled this turn, went there in the damage step
    (destroyed by battle: as 「与奪の首飾り」 reads it)."""
    d = ctx.duel
    m = d.cards[ev.cause.card] if ev.cause.card >= 0 else None
    return (ev.src == int(Zone.SPELLS) and ev.dst == int(Zone.GRAVE) and ev.cause.reason is Reason.RULE
            and m is not None and m.zone is Zone.GRAVE and m.t_battled == d.turn and d.phase == "battle:damage")


def _nails_back(res: Resolution) -> None:
    d, me = res.duel, res.card
    m = d.cards[res.link.events[0].cause.card]
    if m.zone is not Zone.GRAVE or me.zone is not Zone.GRAVE:
        return
    summon(res, m)
    if m.on_field and d.equip(me, m, res.cause, player=res.player):
        oid = me.oid
        d.linger(me, res.player, Effect(Kind.REPLACEMENT, instead=banish_instead,
                                        when=lambda ctx, ev: ev.card == me.idx and me.oid == oid
                                        and ev.src == int(Zone.SPELLS) and ev.dst != int(Zone.BANISHED),
                                        text_en="this card is banished when it leaves the field",
                                        text_ja="フィールドを離れる時、このカードは除外される"),
                 res.cause, turns=None, while_there=me)


define(76076738, of_attribute("DARK", "闇"), equip_stats(600),
       Effect(Kind.REPLACEMENT, when=_nails_shield, instead=nothing_instead,
              text_en="the equipped monster is not destroyed by the opponent's card effects",
              text_ja="相手の効果で装備モンスターは破壊されない"),
       Effect(Kind.TRIGGER, _nails_back, trigger="destroyed", when=_nails_fell, mandatory=False,
              # not for a monster 「王家の眠る谷－ネクロバレー」 keeps in the graveyard (`summonable`)
              once_per_name=True, asks=True, needs=lambda ctx: room(ctx) and any(
                  ev.cause.card >= 0 and summonable(ctx, [ctx.duel.cards[ev.cause.card]]) for ev in ctx.events),
              text_en="sent to the graveyard as its monster was destroyed by battle: special summon that monster and "
                      "equip this card to it again (banished when it leaves the field)",
              text_ja="装備モンスターの戦闘破壊（墓地へ）に伴ってこのカードが墓地へ行った場合：そのモンスターを"
                      "特殊召喚してこのカードを装備（このカードはフィールドを離れる時に除外）"),
       numbering=(0, 1, 1, 2))
