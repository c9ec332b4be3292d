"""The equip spell cards whose English name begins with S."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.carddata import ATTRIBUTES
from arbiter.ocg.cards.common import ctx_of, room, switch_position, to_grave
from arbiter.ocg.cards.shared.control import equip_and_take
from arbiter.ocg.cards.shared.discard import discard_one_seen, has_hand
from arbiter.ocg.cards.shared.equips import (
    equip,
    equip_if_still_here,
    equip_op,
    equip_spell,
    equip_stats,
    equipped,
    equipped_by,
    of_attribute,
    of_race,
    standby_decay,
)
from arbiter.ocg.cards.shared.events import TO_GRAVE
from arbiter.ocg.cards.shared.notes import mark, marked, note_pair, noted_pairs, observer
from arbiter.ocg.cards.shared.revival import equip_summoned, grave_target, summoned_tie
from arbiter.ocg.cards.shared.to_hand_and_deck import self_back_to_hand, self_top
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.lasting import EquipTie, Then
from arbiter.ocg.names import has_attribute, is_named, same_name
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

T = Kind.TRIGGER


# サクリファイス・ソード / Sword of Dark Rites (equip spell, DARK monsters only): +400 ATK. When it is sent
# to the graveyard because the equipped monster was tributed, it returns to the hand.
def _watch_tribute(ctx: Ctx, ev: Event) -> None:
    if ev.kind == "tributed" and ctx.card.zone is Zone.SPELLS and ev.card == ctx.card.equipped_to >= 0:
        note_pair(ctx.duel, "rites", ctx.card.idx, ctx.duel.serial)


define(17589298,
       equip_spell(lambda ctx, c: has_attribute(c, "DARK"), "a face-up DARK monster", "表側表示の闇属性モンスター"),
       equip_stats(400),
       Effect(T, self_back_to_hand, trigger="destroyed",
              when=lambda ctx, ev: ev.src == int(Zone.SPELLS) and ev.dst == int(Zone.GRAVE)
              and (ctx.card.idx, ctx.duel.serial) in noted_pairs(ctx.duel, "rites"),
              text_en="the equipped monster was tributed: return this card to the hand",
              text_ja="装備モンスターが生け贄に捧げられた場合、このカードを手札に戻す"),
       observer(_watch_tribute))

# 執念の剣 / Sword of Deep-Seated: +500 ATK/DEF; when it is sent to the graveyard (from anywhere), it
# returns to the top of the deck.
define(98495314, equip_spell(), equip_stats(500, 500),
       *(Effect(T, self_top, trigger=k, when=to_grave, text_en="return this card to the top of the deck",
                text_ja="このカードをデッキの一番上に戻す") for k in TO_GRAVE), numbering=(0, 1, 2, 2, 2, 2))

A = Kind.ACTIVATE


# 継承の印 / Symbol of Heritage (equip): while 3 monsters of the same name are in your graveyard, target one
# of them; special summon it and equip this card to it. The monster is destroyed when this card is destroyed (not
# if its effects are negated as it is destroyed, 「王宮の勅命」, as 「早すぎた埋葬」).
# The 3 copies are a condition of activation only: a copy gone by resolution does not make it fizzle (a chain
# link's context is the resolution's; docs/uncertain-rulings.md).
def _three_of_a_name(ctx: Ctx, c: Card) -> bool:
    d = ctx.duel
    return ctx.link is not None or sum(1 for i in d.players[ctx.player].grave
               if d.cards[i].data.kind == "monster" and same_name(d.cards[i], c)) >= 3


define(45305419, Effect(A, lambda res: equip_summoned(res, None),
                        ties_equipped=summoned_tie("destroyed"), needs=room, asks=True,
                        target=grave_target(_three_of_a_name, "one of 3 same-name monsters in your graveyard",
                                            "自分の墓地に３枚ある同名モンスター"),
                        text_en="special summon the target and equip this card", text_ja="対象を特殊召喚し装備する"))

# 戦線復活の代償 / Symbols of Duty (equip): send a normal monster you control to the graveyard (the cost); target
# a monster in either graveyard; special summon it and equip this card. The monster is destroyed when this card
# leaves the field (not if its effects are negated as it leaves, 「王宮の勅命」, as 「早すぎた埋葬」). No free monster
# zone is needed at activation: the cost always frees one.
define(78794994, Effect(A, lambda res: equip_summoned(res, None), ties_equipped=summoned_tie("leaves"), asks=True,
                        cost=Cost(tribute=1, tribute_sends=True,
                                  tribute_filter=lambda ctx, m: ctx.duel.is_normal_monster(m)),
                        target=grave_target(lambda ctx, c: True, "a monster in a graveyard", "墓地のモンスター",
                                            side="any"),
                        text_en="special summon the target and equip this card", text_ja="対象を特殊召喚し装備する"))

C = Kind.CONTINUOUS

# 銀の弓矢 / Silver Bow and Arrow: equip only to a Fairy; it gains 300 ATK and DEF.
define(1557499, of_race("Fairy", "Fairy", "天使族"), equip_stats(300, 300))

# はがねの甲羅 / Steel Shell: equip only to a WATER monster; it gains 400 ATK and loses 200 DEF.
define(2370081, of_attribute("WATER", "水"), equip_stats(400, -200))

# 闇の破神剣 / Sword of Dark Destruction: equips only a DARK monster, giving +400 ATK and -200 DEF.
define(37120512, of_attribute("DARK", "闇"), equip_stats(400, -200))

# シャイン・キャッスル / Shine Palace: equips only a LIGHT monster, giving 700 ATK.
define(82878489, of_attribute("LIGHT", "光"), equip_stats(700))

# 流星の弓－シール / Shooting Star Bow - Ceal: the equipped monster loses 1000 ATK and may attack directly.
define(95638658, equip_spell(), equip_stats(-1000),
       Effect(C, affects=equipped_by, direct_attack=True, text_en="the equipped monster may attack directly",
              text_ja="装備モンスターは直接攻撃が可能"))


# 強奪 / Snatch Steal: equip only to an opponent's face-up monster; you control the equipped monster. The
# opponent gains 1000 LP in each of their standby phases (a mandatory trigger at the start of the phase).
# The control lasts while it equips that monster (R004-094.11). Not activated with every monster zone of yours
# taken: the monster would have nowhere to go (as 「心変わり」); those zones filled in chain, or a monster whose
# control cannot change, it equips nothing.
def _their_standby(ctx: Ctx, ev: Event) -> bool:
    return ev.detail == "standby" and ctx.duel.tp != ctx.player and ctx.card.active and ctx.card.equipped_to >= 0


define(45986603,
       Effect(A, equip_and_take, needs=room, ties_equipped=EquipTie(then=Then.GIVE_BACK),
              target=TargetSpec(side="opp", face="up", text_en="an opponent's face-up monster",
                                text_ja="相手の表側表示モンスター"),
              text_en="equip to the target and take control of it", text_ja="対象に装備し、コントロールを得る"),
       Effect(Kind.TRIGGER, lambda res: res.duel.gain_lp(res.opponent, 1000, res.cause), trigger="phase",
              when=_their_standby, self_trigger=False,
              text_en="the opponent gains 1000 LP", text_ja="相手は１０００ライフポイント回復する"))

# サラマンドラ / Salamandra: equip only to a FIRE monster; +700 ATK.
define(32268901,
       Effect(A, equip, target=TargetSpec(face="up", where=lambda ctx, c: has_attribute(c, "FIRE"),
                                           text_en="a face-up FIRE monster", text_ja="表側表示の炎属性モンスター"),
              bare=True, text_en="equip to the target", text_ja="対象に装備する"),
       Effect(Kind.CONTINUOUS, affects=equipped, atk=lambda ctx, m: 700,
              text_en="the equipped monster gains 700 ATK", text_ja="装備モンスターの攻撃力は７００アップ"))


# 盗人の煙玉 / Smoke Grenade of the Thief (equip spell): when this card, equipped to a monster, is destroyed by
# a card effect, look at the opponent's hand and discard 1 card of it. Only while it is equipped: not set, nor
# destroyed in answer to its own activation, before it equips.
def _grenade_when(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.SPELLS) and ev.equipped_to >= 0 and ev.cause.reason is Reason.EFFECT


define(63789924,
       Effect(A, equip_if_still_here,
              target=TargetSpec(face="up", text_en="a face-up monster", text_ja="表側表示モンスター"),
              bare=True, text_en="equip to the target", text_ja="対象に装備する"),
       Effect(T, discard_one_seen, does=Does.OPP_HAND, trigger="destroyed", when=_grenade_when, asks=True,
              needs=has_hand("opp"),
              text_en="look at the opponent's hand and discard 1 card of it",
              text_ja="相手の手札を確認して１枚捨てる"))


# ドーピング / Stim-Pack: the equipped monster gains 700 ATK, and loses 200 ATK in each of your standby phases.
define(83225447, equip_spell(), equip_stats(700), *standby_decay(200), numbering=(0, 1, 1, 1))


# 竜殺しの剣 / Sword of Dragon's Soul: equip only to a Warrior; it gains 700 ATK; after damage calculation, when the
# equipped monster battled a Dragon monster, that monster is destroyed at the end of the battle phase.
def _dragon_foe(ctx: Ctx, ev: Event) -> Card | None:
    d, eq = ctx.duel, ctx.card.equipped_to
    if ctx.card.zone is not Zone.SPELLS or eq < 0 or ev.amount < 0 or eq not in (ev.card, ev.amount):
        return None
    foe = d.cards[ev.amount if ev.card == eq else ev.card]
    return foe if foe.zone is Zone.MONSTERS and d.race(foe) == "Dragon" else None


def _slay_later(res: Resolution) -> None:
    foe = _dragon_foe(ctx_of(res), res.link.events[0])
    if foe is None:
        return
    ref = (foe.idx, foe.oid)

    def slay(r: Resolution) -> None:
        c = r.duel.cards[ref[0]]
        if c.oid == ref[1] and c.on_field:
            r.duel.destroy([c], r.cause)

    res.duel.linger(res.card, res.player,
                    Effect(T, slay, trigger="phase", self_trigger=False, when=lambda ctx, ev: ev.detail == "battle:end",
                           text_en="the end of the battle phase: destroy the Dragon",
                           text_ja="バトルフェイズ終了時、そのドラゴン族モンスターを破壊する"), res.cause)


define(61405855, of_race("Warrior", "Warrior", "戦士族"), equip_stats(700),
       Effect(T, _slay_later, does=Does.MONSTERS, trigger="damage_calculated", self_trigger=False,
              when=lambda ctx, ev: _dragon_foe(ctx, ev) is not None,
              text_en="after damage calculation against a Dragon: destroy it at the end of the battle phase",
              text_ja="ドラゴン族との戦闘のダメージ計算後：バトルフェイズ終了時にそのドラゴン族を破壊"))


# スパークガン / Spark Blaster (equip only to 「Ｅ・ＨＥＲＯ スパークマン」): in its controller's main phase, change
# the battle position of a targeted face-up monster, as often as they like; after its third use has resolved, this
# card is destroyed. A use whose target is gone by then still counts (it was used: `no_fizzle`,
# docs/uncertain-rulings.md).
SPARKMAN = 20721928


def _spark_blaster(res: Resolution) -> None:
    switch_position(res)
    d, c = res.duel, res.card
    if c.zone is Zone.SPELLS and c.oid == res.link.oid:
        used = len(marked(d, "spark blaster", c)) + 1
        mark(d, "spark blaster", c, used)
        if used >= 3:
            d.destroy([c], res.cause)


define(97362768, equip_spell(lambda ctx, c: is_named(c, SPARKMAN), "a face-up Elemental HERO Sparkman",
                             "表側表示の「Ｅ・ＨＥＲＯ スパークマン」"),
       Effect(Kind.IGNITION, _spark_blaster, condition=lambda ctx: ctx.card.equipped_to >= 0,
              target=TargetSpec(face="up", no_fizzle=True, text_en="a face-up monster", text_ja="表側表示モンスター"),
              text_en="change the target's battle position; destroyed after its third use",
              text_ja="対象の表示形式を変える。３回使ったらこのカードを破壊"))


# 魂喰らいの魔刀 / Sword of the Soul-Eater (equip only to a Level 3 or lower normal monster you control): as it
# resolves, every other normal monster you control (not a token) is tributed; the equipped monster gains 1000 ATK for
# each one tributed.
def _small_normal(ctx: Ctx, c: Card) -> bool:
    return ctx.duel.is_normal_monster(c) and c.ctl == ctx.player and ctx.duel.level(c) <= 3


def _soul_eater(res: Resolution) -> None:
    d, c = res.duel, res.card
    equip_op(res)
    if c.zone is not Zone.SPELLS or c.equipped_to < 0:
        return
    fed = [m for m in d.monsters_of(res.player) if m.idx != c.equipped_to and m.face_up and d.is_normal_monster(m)
           and "token" not in m.data.subtypes and d.can_be_tributed(m)]
    if fed:
        d.tribute(fed, res.player, res.cause)
    mark(d, "soul-eater", c, sum(1 for m in fed if m.zone is Zone.GRAVE), read_by_effects=True)


define(5371656, Effect(A, _soul_eater, target=TargetSpec(side="own", face="up", where=_small_normal,
                                                        text_en="your face-up Level 3 or lower normal monster",
                                                        text_ja="自分の表側表示のレベル３以下の通常モンスター"),
                       text_en="equip to the target and tribute every other normal monster you control",
                       text_ja="対象に装備し、装備モンスター以外の自分の通常モンスターを全て生け贄に捧げる"),
       Effect(Kind.CONTINUOUS, affects=equipped_by, atk=lambda ctx, m: 1000 * sum(marked(ctx.duel, "soul-eater",
                                                                                        ctx.card)),
              text_en="the equipped monster gains 1000 ATK for each monster tributed",
              text_ja="生け贄に捧げた通常モンスター１体につき装備モンスターの攻撃力は１０００アップ"))


# 幻惑の巻物 / Scroll of Bewitchment: an Attribute is declared on activation; the equipped monster's Attribute becomes
# it while this card equips it (`Effect.attribute`, as 「ＤＮＡ移植手術」's): a continuous effect of this card, so the
# monster has its own Attribute while this card's effects are negated (「王宮の勅命」) and once it leaves the field.
_BEWITCHING = tuple(a for a in ATTRIBUTES if a != "DIVINE")


def _bewitchment(res: Resolution) -> None:
    mark(res.duel, "bewitched", res.card, _BEWITCHING.index(res.link.declared))
    equip_op(res)


def _bewitched(ctx: Ctx, c: Card) -> str | None:
    chosen = marked(ctx.duel, "bewitched", ctx.card)
    return _BEWITCHING[chosen[-1]] if chosen else None


define(10352095, Effect(A, _bewitchment, declare=_BEWITCHING,
                        target=TargetSpec(face="up", text_en="a face-up monster", text_ja="表側表示モンスター"),
                        text_en="declare an Attribute: the equipped monster's Attribute becomes it",
                        text_ja="属性１つを宣言して装備：装備モンスターはその宣言した属性になる"),
       Effect(Kind.CONTINUOUS, attribute=_bewitched, affects=equipped_by,
              text_en="the equipped monster becomes the declared Attribute",
              text_ja="装備モンスターは宣言した属性になる"))
