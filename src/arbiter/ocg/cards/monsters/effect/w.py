"""The effect monsters whose English name begins with W."""

from __future__ import annotations

from arbiter.kernel.events import Reason
from arbiter.ocg.cards.common import POLYMERIZATION, answered_link, battle_to_grave, itself, monster_to_grave
from arbiter.ocg.cards.shared.damage import no_damage
from arbiter.ocg.cards.shared.discard import battle_discard
from arbiter.ocg.cards.shared.effect_monsters import attribute_swing
from arbiter.ocg.cards.shared.events import by_battle, to_grave_from_field
from arbiter.ocg.cards.shared.life_points import standby_gain
from arbiter.ocg.cards.shared.recruiters import atk_at_most, monsters_in_deck, recruiter
from arbiter.ocg.cards.shared.revival import HYDROGEDDON, OXYGEDDON, grave_target
from arbiter.ocg.cards.shared.search import spell_searcher
from arbiter.ocg.cards.shared.special_summons import picked, summon_target
from arbiter.ocg.cards.shared.to_hand_and_deck import attacker_back, return_to_hand, self_to_hand, wrought_hero
from arbiter.ocg.cards.shared.tributes import doubles
from arbiter.ocg.cards.shared.zones import grave_of
from arbiter.ocg.effects import Choice, Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import has_attribute
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import by_effect_of

define(15090429, doubles("WIND"))  # 暴風小僧 / Whirlwind Prodigy

standby_gain(81383947, lambda ctx: 400 * len(ctx.duel.monsters_of(ctx.player)),
              "your standby phase: gain 400 LP for each monster you control",
              "スタンバイフェイズに自分のモンスター１体につき４００回復する")

T = Kind.TRIGGER


# ワタポン / Watapon: when an effect adds it from your deck to your hand, you may special summon it.
def _summon_self_from_hand(res: Resolution) -> None:
    d = res.duel
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.HAND and d.free_slots(res.player, Zone.MONSTERS):
        d.special_summon(c, res.player, Pos(res.answer), res.cause)


define(87774234, Effect(T, _summon_self_from_hand, trigger="to_hand", mandatory=False, choice=Choice("position"),
                        when=lambda ctx, ev: ev.src == int(Zone.DECK) and ev.cause.reason is Reason.EFFECT,
                        condition=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0,
                        text_en="added from the deck by an effect: special summon this card",
                        text_ja="効果でデッキから手札に加わった場合、このカードを特殊召喚する"))

# アトランティスの戦士 / Warrior of Atlantis: discard it from the hand to add 「伝説の都 アトランティス」
# from the deck (R004-105).
spell_searcher(43797906, 295517, "A Legendary Ocean", "伝説の都 アトランティス")

A = Kind.ACTIVATE

# 幻影の壁 / Wall of Illusion and ケルベク / Kelbek: a monster that attacks this card returns to its
# owner's hand; damage calculation is applied first. The return answers the moment right after damage
# calculation, whether or not any damage was dealt (this card may even have been destroyed by the battle).
define(13945283, Effect(T, attacker_back, trigger="damage_calculated", self_trigger=False,
                        when=lambda ctx, ev: ev.amount == ctx.card.idx,
                        text_en="the monster that attacked this card returns to its owner's hand",
                        text_ja="このカードを攻撃したモンスターを持ち主の手札に戻す"))


# ウィングド・ライノ / Winged Rhynos: when a trap card is activated, you can return this face-up card to
# its owner's hand (a quick effect chained to the trap).
def _trap_activated(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    if link is None:
        return False
    d = ctx.duel
    return d.cards[link.card].data.is_trap and d.link_effect(link).kind is A


define(18430390, Effect(Kind.QUICK, self_to_hand, condition=_trap_activated,
                        text_en="a trap card is activated: return this card to its owner's hand",
                        text_ja="罠カードが発動した時、このカードを持ち主の手札に戻す"))


# フレンドッグ / Wroughtweiler: when it is destroyed by battle and sent to the graveyard, add 1
# 「Ｅ・ＨＥＲＯ」 card and 1 「融合」 from your graveyard to your hand (chosen as it resolves). A fusion
# monster chosen goes to the fusion deck instead (R004-119, R004-120).
def _wroughtweiler(res: Resolution) -> None:
    d = res.duel
    picks = []
    heroes = grave_of(d, res.player, wrought_hero)
    if heroes:
        picks.append(res.ask_cards(heroes))
    polys = grave_of(d, res.player, lambda c: c.data.passcode == POLYMERIZATION)
    if polys:
        picks.append(res.ask_cards(polys))
    return_to_hand(d, picks, res.cause)


define(6480253, Effect(T, _wroughtweiler, trigger="destroyed", when=battle_to_grave, asks=True,
                       needs=lambda ctx: bool(grave_of(ctx.duel, ctx.player, lambda c: wrought_hero(c)
                                                       or c.data.passcode == POLYMERIZATION)),
                       text_en="add an E-HERO card and a Polymerization from your graveyard to your hand",
                       text_ja="自分の墓地の「Ｅ・ＨＥＲＯ」カード１枚と「融合」１枚を手札に加える"))


# ウォーター・ドラゴン / Water Dragon: FIRE and Pyro monsters on the field have 0 ATK. Destroyed and sent to the
# graveyard: you may target 2 「ハイドロゲドン」 and 1 「オキシゲドン」 in your graveyard; special summon them.
def _h2o_parts(ctx: Ctx, c: Card) -> bool:
    got = [x for x in picked(ctx) if x.idx != c.idx]
    if c.data.passcode == HYDROGEDDON:
        return sum(1 for x in got if x.data.passcode == HYDROGEDDON) < 2
    if c.data.passcode == OXYGEDDON:
        return not any(x.data.passcode == OXYGEDDON for x in got)
    return False


def _water_dragon_needs(ctx: Ctx) -> bool:
    d = ctx.duel
    g = [d.cards[i].data.passcode for i in d.players[ctx.player].grave]
    return d.free_slots(ctx.player, Zone.MONSTERS) >= 3 and g.count(HYDROGEDDON) >= 2 and OXYGEDDON in g


define(85066822,
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: has_attribute(c, "FIRE") or c.data.race == "Pyro",
              atk=lambda ctx, c: -10**9, text_en="FIRE and Pyro monsters on the field have 0 ATK",
              text_ja="フィールド上の炎属性・炎族モンスターの攻撃力は０になる"),
       Effect(T, summon_target, trigger="destroyed", when=lambda ctx, ev: to_grave_from_field(ev), mandatory=False,
              misses_timing=True, needs=_water_dragon_needs, asks=True,
              target=grave_target(_h2o_parts, "2 Hydrogeddon and 1 Oxygeddon in your graveyard",
                                  "自分の墓地の「ハイドロゲドン」２体と「オキシゲドン」１体", count=3),
              text_en="special summon the targets", text_ja="対象を特殊召喚する"),
       special_by=by_effect_of(45898858))

# 白い泥棒 / White Magical Hat: when it inflicts battle damage to the opponent, they discard 1 at random.
define(15150365, battle_discard(1))

# 荒野の女戦士 / Warrior Lady of the Wasteland (R004-001.15): the same for an EARTH Warrior with 1500 or less
# ATK, in attack position.
define(5438492, recruiter(lambda ctx, c: has_attribute(c, "EARTH") and c.data.race == "Warrior"
                           and atk_at_most(c, 1500), Pos.ATTACK, by_battle,
                           "special summon an EARTH Warrior with 1500 or less ATK from your deck in attack position",
                           "デッキから攻撃力１５００以下の戦士族・地属性モンスターを攻撃表示で特殊召喚する"))


# 黒き森のウィッチ / Witch of the Black Forest (the era's text): when sent from the field to the
# graveyard, add 1 monster with 1500 or less DEF from your deck to your hand, then shuffle. A "?" DEF
# is not 1500 or less.
def _def_1500(c: Card) -> bool:
    return c.data.def_ is not None and c.data.def_ <= 1500


def _witch(res: Resolution) -> None:
    d = res.duel
    found = monsters_in_deck(d, res.player, _def_1500)
    if found:
        d.to_hand([res.ask_cards(found)], res.cause)
    d.shuffle_deck(res.player)


def _witch_trigger(kind: str) -> Effect:
    return Effect(Kind.TRIGGER, _witch, trigger=kind, when=monster_to_grave, asks=True,
                  text_en="add a monster with 1500 or less DEF from your deck to your hand",
                  text_ja="デッキから守備力１５００以下のモンスター１体を手札に加える")


define(78010363, _witch_trigger("destroyed"), _witch_trigger("sent"), _witch_trigger("tributed"))

C = Kind.CONTINUOUS

# 森の住人 ウダン / Wodan the Resident of the Forest: it gains 100 ATK for each face-up Plant monster on the field.
define(42883273, Effect(C, affects=itself,
                        atk=lambda ctx, c: 100 * sum(m.face_up and ctx.duel.race(m) == "Plant"
                                                     for p in (0, 1) for m in ctx.duel.monsters_of(p)),
                        text_en="+100 ATK for each face-up Plant on the field",
                        text_ja="フィールド上の表側表示の植物族モンスター１体につき攻撃力１００アップ"))


# 見習い魔女 / Witch's Apprentice: face-up DARK monsters on the field gain 500 ATK, LIGHT ones lose 400.
define(80741828, attribute_swing("DARK", "LIGHT", "闇", "光"))

# ウィンドフレーム / Wind Effigy: it may count as two tributes for the tribute summon of a WIND normal monster.
define(99865167, doubles("WIND", normal_only=True))


# ハネクリボー / Winged Kuriboh: when it is destroyed on the field and sent to the graveyard, its controller takes no
# battle damage for the rest of the turn.
def _no_battle_damage(res: Resolution) -> None:
    no_damage(res, lambda d: True, "no battle damage to you this turn", "このターン自分への戦闘ダメージは０")


define(57116033, Effect(T, _no_battle_damage, trigger="destroyed",
                        when=lambda ctx, ev: to_grave_from_field(ev),
                        text_en="destroyed on the field and sent to the graveyard: no battle damage to you this turn",
                        text_ja="フィールド上で破壊され墓地へ送られた時、このターン自分への戦闘ダメージは０になる"))
