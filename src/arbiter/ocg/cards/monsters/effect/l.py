"""The effect monsters whose English name begins with L."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import (
    OWN_REVIVABLE,
    PIERCING,
    TO_GRAVE_KINDS,
    answered,
    answered_link,
    as_it_battled,
    both,
    destroy_targets,
    draw_one,
    face_up_here,
    field_to_grave,
    itself,
    negate_activation,
    room,
    token_data,
)
from arbiter.ocg.cards.shared.attacks import drawn_to, may_attack_directly, the_object
from arbiter.ocg.cards.shared.banishing import BANISHES_BATTLE_VICTIMS
from arbiter.ocg.cards.shared.chain import card_activated, chain_of
from arbiter.ocg.cards.shared.destruction import destroy_other_field_cards
from arbiter.ocg.cards.shared.draw import may_draw
from arbiter.ocg.cards.shared.effect_monsters import attribute_swing, grow, soldier_against
from arbiter.ocg.cards.shared.events import by_battle, phase_of, tributed_by_effect_to_grave, won_battle
from arbiter.ocg.cards.shared.moths import moth_procedure
from arbiter.ocg.cards.shared.notes import notes_face_down_battles, was_face_down_in_battle
from arbiter.ocg.cards.shared.passcodes import LORD_OF_D
from arbiter.ocg.cards.shared.revival import grave_target
from arbiter.ocg.cards.shared.search import deck_or_grave_has, deck_searched, search
from arbiter.ocg.cards.shared.special_summons import summon, summon_target, summoner_no_normal_summon
from arbiter.ocg.cards.shared.stats import banished, half_up, original_atk, per_own_named
from arbiter.ocg.cards.shared.targets import FieldCardSpec
from arbiter.ocg.cards.shared.to_hand_and_deck import (
    BATTLE_DEAD_EN,
    BATTLE_DEAD_JA,
    battle_dead,
    self_back_to_hand,
    tribute_return_effect,
)
from arbiter.ocg.cards.shared.tokens import makes_token_here
from arbiter.ocg.cards.shared.tributes import doubles
from arbiter.ocg.cards.shared.umi import face_up_umi, more_than_its_umi
from arbiter.ocg.cards.shared.zones import deck_of, opponents_spell_trap_cards, other_field_cards
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import SET, TO_HAND
from arbiter.ocg.effects import Answers, Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import also_attribute, has_attribute, is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import never

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

define(54766667, doubles("LIGHT", normal_only=True))  # ホーリーフレーム / Light Effigy

T = Kind.TRIGGER

# 死王リッチーロード / Lich Lord, King of the Underworld: when it is tributed by an effect (also as the
# cost of one; not for a summon procedure) and sent to the graveyard, add it to the hand. Its tribute summon takes
# only DARK monsters.
define(55818463, Effect(T, self_back_to_hand, trigger="tributed", when=tributed_by_effect_to_grave,
                        text_en="add this card to the hand", text_ja="このカードを手札に加える"),
       tribute_filter=lambda d, m: has_attribute(m, "DARK"))

# 女豹の傭兵 / Lady Panther and 紅蓮の女守護兵 / Crimson Sentry: tribute this face-up card: put 1 monster
# destroyed by battle and sent to your graveyard this turn on top of (at the bottom of) your deck. The
# tributes are the costs.
define(38480590, tribute_return_effect(battle_dead, "top", BATTLE_DEAD_EN, BATTLE_DEAD_JA))

# ロードポイズン / Lord Poison: destroyed by battle and sent to the graveyard: target a Plant in your graveyard
# other than 「ロードポイズン」; special summon it.
define(40320754, Effect(T, summon_target, trigger="destroyed", when=by_battle, needs=room, asks=True,
                        target=grave_target(lambda ctx, c: c.data.race == "Plant" and not is_named(c, 40320754),
                                            "a Plant in your graveyard other than Lord Poison",
                                            "「ロードポイズン」以外の自分の墓地の植物族"),
                        text_en="special summon the target", text_ja="対象を特殊召喚する"))

# ロード・オブ・ドラゴン－ドラゴンの支配者－ / Lord of D.: while face-up on the field, face-up dragons on
# the field cannot be targeted by effects (R000-023).
define(LORD_OF_D, Effect(Kind.CONTINUOUS, untargetable=True,
                         affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up and ctx.duel.race(c) == "Dragon",
                         text_en="Dragons on the field cannot be targeted by effects",
                         text_ja="フィールドのドラゴン族モンスターは効果の対象にならない"))

A = Kind.ACTIVATE
Q = Kind.QUICK


# 光と闇の竜 / Light and Darkness Dragon: while face-up, negate the activation of an effect monster's effect,
# a spell or a trap card; each time it does, it loses 500 ATK and DEF. It must do so (R004-157), once a chain.
# When it is destroyed and sent to the graveyard: target a monster in your graveyard it may special summon (not
# itself) if there is one (it is activated without one too); destroy every card you control, then special summon
# the target (R004-054.25); with the target gone the destruction still happens.
def _anything_activated(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    return link is not None and link.card != ctx.card.idx and card_activated(ctx, link)


_ANYTHING_ACTIVATED = Answers(_anything_activated,
                              "the activation of a spell or trap card or of a monster's effect, other than its own",
                              "自身以外の魔法・罠カードの発動・モンスターの効果の発動")


def _ladd(res: Resolution) -> None:
    d = res.duel
    link = answered(res)
    if link is None or d.cannot_negate(link):
        return  # it loses ATK and DEF only for an activation it does negate
    negate_activation(res, link, destroy=False)
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.MONSTERS and c.face_up:
        d.boost(c, -500, -500, res.cause, until_end=False)


def _ladd_revive(res: Resolution) -> None:
    d = res.duel
    d.destroy([c for c in d.cards if c.on_field and c.ctl == res.player], res.cause)
    for t in res.targets():
        if d.free_slots(res.player, Zone.MONSTERS):
            summon(res, t)


define(47297616, Effect(Q, _ladd, condition=both(face_up_here, _ANYTHING_ACTIVATED), forced=True,
                        once_per_chain=True,
                        text_en="negate the activation; this card loses 500 ATK and DEF",
                        text_ja="発動を無効にして、自身は攻撃力・守備力が５００ダウン"),
       Effect(T, _ladd_revive, does=Does.MONSTERS | Does.SPELLS_TRAPS, trigger="destroyed", when=field_to_grave,
              asks=True,
              target=dataclasses.replace(OWN_REVIVABLE, if_possible=True),
              text_en="destroyed and sent to the graveyard: destroy all cards you control, then special summon the "
                      "target",
              text_ja="破壊されて墓地へ行った時：自分の場のカードを全て破壊してから対象を特殊召喚"),
       special_by=never)
also_attribute(47297616, "DARK")

# ライトニングパニッシャー / Lightning Punisher: the same chain (3 or more links of different names, built while it was
# face-up on the field): destroy 1 targeted card the opponent controls.
define(45023678, Effect(T, destroy_targets, trigger="chain_resolved", self_trigger=False,
                        when=chain_of(3, distinct=True, built_here=True),
                        target=FieldCardSpec(side="opp", text_en="a card the opponent controls",
                                             text_ja="相手フィールド上のカード"),
                        text_en="a chain of 3 or more links resolved: destroy the target",
                        text_ja="チェーン３以上の処理後、対象の相手のカードを破壊"))


# ロストガーディアン / Lost Guardian: original DEF = 700 x your banished Rock-type monsters.
def _lost(d: Duel, c: Card) -> int:
    return 700 * banished(d, c.ctl, "Rock")


define(45871897, Effect(Kind.CONTINUOUS, affects=itself, defense=lambda ctx, c: _lost(ctx.duel, c),
                        original_value=True,
                        text_en="original DEF: 700 x your banished Rocks",
                        text_ja="元々の守備力は自分が除外している岩石族×７００"))

C = Kind.CONTINUOUS

# ランサー・ドラゴニュート / Lancer Dragonute: it deals piercing battle damage.
define(11125718, PIERCING)

# バーバリアン１号 / Lava Battleguard: it gains 500 ATK for each 「バーバリアン２号」 you control.
define(20394040, Effect(C, affects=itself, atk=per_own_named(40453765, 500),
                        text_en="ATK +500 per Swamp Battleguard of yours",
                        text_ja="攻撃力５００アップ（自分の場の「バーバリアン２号」１体ごと）"))

# レッグル / Leghul: it may attack directly.
define(12472242, may_attack_directly())

# レジェンド・デビル / Legendary Fiend: in its controller's standby phase, it gains 700 ATK (for as long as it stays
# face-up on the field).
define(99747800, Effect(Kind.TRIGGER, grow(700), trigger="phase", self_trigger=False,
                        when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.player and ctx.card.face_up,
                        text_en="your standby phase: this card gains 700 ATK",
                        text_ja="自分のスタンバイフェイズにこのカードの攻撃力は７００アップする"))

# リトル・キメラ / Little Chimera: face-up FIRE monsters on the field gain 500 ATK, WATER ones lose 400.
define(68658728, attribute_swing("FIRE", "WATER", "炎", "水"))

# 太陽の戦士 / Luminous Soldier: during the damage step of a battle with a DARK monster, it gains 500 ATK.
define(57482479, Effect(Kind.CONTINUOUS, affects=itself, atk=soldier_against("DARK", 500),
                        text_en="+500 ATK in the damage step of a battle with a DARK monster",
                        text_ja="闇属性モンスターとの戦闘のダメージステップ中、攻撃力が５００アップ"))


# 海竜－ダイダロス / Levia-Dragon - Daedalus: send a face-up 「海」 you control to the graveyard:
# destroy every other card on the field (not activated with nothing but its 「海」 to destroy: R004-007).
define(37721209, Effect(Kind.IGNITION, destroy_other_field_cards, condition=face_up_here,
                        cost=Cost(field_send=1, field_filter=face_up_umi), needs=more_than_its_umi(other_field_cards),
                        does=Does.DESTROY | Does.MONSTERS | Does.SPELLS_TRAPS,
                        text_en="send a face-up Umi you control to the graveyard: destroy every other card",
                        text_ja="自分の表側表示の「海」を墓地へ送る：フィールドの他のカードを全て破壊"))


# レクンガ / Lekunga: banish 2 WATER monsters from your graveyard: special summon a 「レクンガトークン」 (Plant, WATER,
# Level 2, 700/700) in attack position.
def _lekunga(res: Resolution) -> None:
    res.duel.create_token(token_data(62543394, "レクンガトークン"), res.player, Pos.ATTACK, res.cause)


define(62543393, Effect(Kind.IGNITION, _lekunga, needs=makes_token_here(62543394, "レクンガトークン"),
                        cost=Cost(banish_grave=2, banish_filter=lambda ctx, c: c.data.is_monster
                                  and has_attribute(c, "WATER")),
                        text_en="banish 2 WATER monsters from your graveyard: special summon a Lekunga Token",
                        text_ja="自分の墓地の水属性モンスター２体を除外し、「レクンガトークン」１体を特殊召喚する"))


# 女忍者ヤエ / Lady Ninja Yae: discard a WIND monster: return every spell and trap card the opponent controls to its
# owner's hand.
define(82005435, Effect(Kind.IGNITION, lambda res: res.duel.to_hand(opponents_spell_trap_cards(res), res.cause),
                        condition=face_up_here, needs=lambda ctx: bool(opponents_spell_trap_cards(ctx)),
                        cost=Cost(discard=1, hand_filter=lambda ctx, c: c.data.is_monster and has_attribute(c, "WIND")),
                        does=Does.TO_HAND | Does.SPELLS_TRAPS | Does.OPPONENTS,
                        text_en="discard a WIND monster: return the opponent's spell and trap cards to the hand",
                        text_ja="風属性モンスター１体を捨てる：相手の場の魔法・罠を全て持ち主の手札へ"))


# レガシーハンター / Legacy Hunter: once a face-down defense-position monster it attacked and destroyed by battle is
# in the graveyard, the opponent returns a card of their hand, at random, to the deck, then shuffles it.
def _legacy_won(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return (won_battle(ctx, ev) and d.attack is not None and d.attack[0] == ctx.card.idx
            and was_face_down_in_battle(d, ctx.card, ev.card))


def _legacy(res: Resolution) -> None:
    d = res.duel
    hand = d.players[res.opponent].hand
    if hand:
        d.to_deck([d.cards[hand[d.rng.below(len(hand))]]], res.cause)


define(87010442, notes_face_down_battles(),
       Effect(T, _legacy, trigger="destroyed", self_trigger=False, when=_legacy_won,
              text_en="destroyed a face-down monster by attacking: a random card of the opponent's hand goes back to "
                      "the deck",
              text_ja="攻撃で破壊した裏側守備表示モンスターが墓地へ行った時、相手の手札１枚をランダムにデッキへ戻す"),
       numbering=(0, 1))


# レッサー・デーモン / Lesser Fiend: a monster it destroys by battle is banished instead of going to the graveyard, also
# when both are destroyed in that battle (they leave together: `Duel.destroy`); its name makes it a 「デーモン」 card.
define(16475472, BANISHES_BATTLE_VICTIMS)


# リトル・ウィンガード / Little-Winguard: once a turn, in your end phase, you may change its battle position.
def _winguard(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.MONSTERS and c.face_up:
        res.duel.set_position(c, c.switched_pos, res.cause)


define(90790253, Effect(T, _winguard, trigger="phase", self_trigger=False, when=phase_of("end"), mandatory=False,
                        once_per_turn=True,
                        text_en="your end phase: change this card's battle position",
                        text_ja="自分のエンドフェイズにこのカードの表示形式を変更できる"))


# 溶岩魔神ラヴァ・ゴーレム / Lava Golem: it cannot be normal summoned; it is special summoned from the hand onto the
# opponent's field by tributing 2 monsters they control, and its player cannot normal summon or set that turn (so not
# after doing so); in its controller's standby phase, its controller takes 1000 damage.
define(102380,
       Effect(T, lambda res: res.duel.damage(res.player, 1000, res.cause), trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.player, does=Does.SELF_DAMAGE,
              text_en="your standby phase: you take 1000 damage",
              text_ja="自分のスタンバイフェイズに１０００ダメージを受ける"),
       Effect(Kind.PROCEDURE, summon_side="opp", cost=Cost(tribute=2, tribute_side="opp"),
              condition=lambda ctx: ctx.duel.players[ctx.player].normal_summon_turn != ctx.duel.turn,
              text_en="special summon onto the opponent's field by tributing 2 of their monsters",
              text_ja="相手の場のモンスター２体を生け贄に捧げて、相手の場に特殊召喚"),
       # a condition of its own summon, no effect of the monster on the field: it binds under 「スキルドレイン」 too
       Effect(Kind.AT_ONCE, summoner_no_normal_summon, trigger="special_summoned", despite_negation=True,
              when=lambda ctx, ev: ev.card == ctx.card.idx and ev.detail == "procedure",
              text_en="summoned this way: its player cannot normal summon this turn",
              text_ja="こうして特殊召喚したターンは、自分は通常召喚不可"))


# 伝説の柔術家 / Legendary Jujitsu Master: a monster that battled it while it was in defense position goes back to the
# top of its owner's deck at the end of the damage step.
def _thrown(ctx: Ctx, ev: Event) -> bool:
    me = ctx.card
    return me.idx in (ev.card, ev.amount) and ev.amount >= 0 and (held := as_it_battled(ctx, me)) is not None\
        and held[1] is Pos.DEFENSE


def _throw(res: Resolution) -> None:
    d = res.duel
    ev = res.link.events[0]
    other = d.cards[ev.amount if ev.card == res.card.idx else ev.card]
    if other.zone is Zone.MONSTERS:
        d.to_deck([other], res.cause, "top")


define(25773409, Effect(Kind.AT_ONCE, _throw, trigger="damage_step_end", self_trigger=False, when=_thrown,
                        text_en="a monster that battled it in defense position goes on top of its owner's deck",
                        text_ja="守備表示の自身と戦闘したモンスターは、ダメージステップの終わりに持ち主のデッキの一番上へ"))


# 救済のレイヤード / Layard the Liberator: while it is face-up on the field, each time a counter trap card's activation
# (either player's) resolves, right after it, its controller adds 2 of their banished Fairy monsters of their choice
# to the hand (applied at once, no chain link; nothing with fewer than 2: docs/uncertain-rulings.md).
def _counter_trap_resolved(ctx: Ctx, ev: Event) -> bool:
    c = ctx.duel.cards[ev.card]
    return ev.detail == "activation" and c.data.kind == "trap" and "counter" in c.data.subtypes


def _banished_fairies(res: Resolution) -> list[Card]:
    d = res.duel
    return [d.cards[i] for i in d.players[res.player].banished
            if d.cards[i].data.is_monster and not d.cards[i].hidden and d.cards[i].data.race == "Fairy"]


def _layard(res: Resolution) -> None:
    fairies = _banished_fairies(res)
    if len(fairies) < 2:
        return
    first = res.ask_cards(fairies, "select", purpose=TO_HAND.monster.nth(1, 2))
    second = res.ask_cards([c for c in fairies if c is not first], "select", purpose=TO_HAND.monster.nth(2, 2))
    res.duel.to_hand([first, second], res.cause)


define(67468948, Effect(Kind.AT_ONCE, _layard, trigger="resolved", self_trigger=False, when=_counter_trap_resolved,
                        asks=True,
                        text_en="each time a counter trap card resolves: add 2 of your banished Fairy monsters to "
                                "your hand",
                        text_ja="カウンター罠の処理の度、自分の除外された天使族モンスター２体を手札へ"))


# ラーバモス / Larvae Moth: it cannot be normal summoned; it is special summoned from the hand by tributing a
# 「プチモス」 you control that has worn 「進化の繭」 for 2 or more of your turns.
define(87756343, moth_procedure(2))


# ラーニング・エルフ / Learning Elf (first printed in 2026: its only OCG text): normal or special summoned, you may set
# from your deck a trap card whose effect equips itself to a monster as an equip card; sent from the field to the
# graveyard, you may draw 1 card (each effect of cards of its name once a turn).
def _equipping_traps(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    # placing it is a set: the bans on sets stop it (「大寒波」, 「左腕の代償」)
    return [c for c in deck_of(d, ctx.player, lambda c: c.data.kind == "trap")
            if (defn := d.defs[c.idx]) is not None and defn.equip_trap and d.may_set_spell_trap(c, ctx.player)]


def _learning_elf_sets(res: Resolution) -> None:
    d, me = res.duel, res.player
    room = d.free_slots(me, Zone.SPELLS) > 0
    with deck_searched(d, me, room):
        cands = _equipping_traps(res)
        if cands and room:
            d.set_spell_trap(res.ask_cards(cands, purpose=SET), me, res.cause)


define(32126000,
       *(Effect(T, _learning_elf_sets, trigger=k, mandatory=False, once_per_name=True, asks=True, does=Does.OTHER,
                when=lambda ctx, ev: ev.detail != "flip", needs=lambda ctx: bool(_equipping_traps(ctx)),
                text_en="normal or special summoned: set from your deck a trap card that equips itself",
                text_ja="召喚・特殊召喚した場合、自らを装備カードとして装備する罠１枚をデッキから"
                        "セット")
         for k in ("summoned", "special_summoned")),
       *(Effect(T, draw_one, trigger=k, when=field_to_grave, mandatory=False, once_per_name=True,
                needs=may_draw("self"), draws=1,
                text_en="from the field to the graveyard: you may draw 1",
                text_ja="フィールドから墓地へ行った場合、１枚ドロー")
         for k in TO_GRAVE_KINDS),
       numbering=(1, 1, 2, 2, 2))


# ライトローミディアム / Light Law Medium (first printed in 2022: its only OCG text): at the start of the opponent's
# battle phase, target any number of their attack position monsters: this turn, while this card is in your monster
# zone, they must attack it if able (and nothing else); once a turn, as an attack is declared between it and an
# opponent's attack position monster, you may negate the attack and inflict damage equal to half that monster's
# original ATK.
def _medium_draws(res: Resolution) -> None:
    me, c = res.player, res.card
    if c.zone is not Zone.MONSTERS or c.oid != res.link.oid:
        return
    chosen = {(t.idx, t.oid) for t in res.targets()}
    # the monsters are free from the moment it leaves (`while_there`: Duel.still_there)
    for e in drawn_to(me, the_object(c), lambda ctx, a: (a.idx, a.oid) in chosen, must=True):
        res.duel.linger(c, me, e, res.cause, while_there=c)


def _medium_foe(ctx: Ctx | Resolution, ev: Event) -> Card | None:
    d, me = ctx.duel, ctx.card.idx
    i = ev.amount if ev.card == me else ev.card if ev.amount == me else -1
    return d.cards[i] if i >= 0 and d.cards[i].ctl != ctx.player and d.cards[i].in_attack else None


def _medium_judges(res: Resolution) -> None:
    d = res.duel
    foe = _medium_foe(res, res.link.events[0])
    if d.attack is None or foe is None:
        return
    d.negate_attack(d.cards[d.attack[0]])
    d.damage(res.opponent, half_up(original_atk(d, foe) or 0), res.cause)


define(52253888,
       Effect(T, _medium_draws, trigger="phase", self_trigger=False, mandatory=False,
              when=lambda ctx, ev: ev.detail == "battle:start" and ctx.duel.tp != ctx.player,
              target=TargetSpec(side="opp", count=5, min=1, where=lambda ctx, c: c.in_attack,
                                text_en="attack position monsters the opponent controls",
                                text_ja="相手フィールドの攻撃表示モンスター"),
              text_en="start of the opponent's battle phase: the targets must attack this card this turn",
              text_ja="相手バトルフェイズ開始時、対象のモンスターはこのターン攻撃可能な場合このカードを攻撃しなければ"
                      "ならない"),
       Effect(T, _medium_judges, trigger="attack_declared", self_trigger="either", mandatory=False,
              once_per_turn=True, when=lambda ctx, ev: _medium_foe(ctx, ev) is not None,
              text_en="an attack between it and an opponent's attack position monster: negate it and inflict half "
                      "that monster's original ATK",
              text_ja="自身と相手の攻撃表示モンスターとの戦闘の攻撃宣言時：攻撃を無効にし、"
                      "相手にダメージ（その相手モンスターの元々の攻撃力÷２）"))


# 魔道化リジョン / Legion the Fiend Jester (first printed in 2015: its only OCG text): while it is in your monster zone,
# once a turn beyond your normal summon you may tribute summon a Spellcaster monster (face-up attack); sent from the
# field to the graveyard, you may add a Spellcaster normal monster from your deck or graveyard to your hand (that
# effect of cards of its name once a turn).
def _spellcaster_normal(d: Duel) -> Callable[[Card], bool]:
    return lambda c: d.is_normal_monster(c) and c.data.race == "Spellcaster"


def _legion_search(res: Resolution) -> None:
    search(res, _spellcaster_normal(res.duel), zones=(Zone.DECK, Zone.GRAVE))


define(25280974,
       Effect(Kind.CONTINUOUS, extra_summon=lambda ctx, c: c.data.race == "Spellcaster", extra_tribute_only=True,
              text_en="once a turn, beyond your normal summon, you may tribute summon a Spellcaster",
              text_ja="通常召喚に加えて１度だけ、魔法使い族モンスター１体を生け贄召喚できる"),
       *(Effect(T, _legion_search, trigger=k,
                when=field_to_grave, mandatory=False, once_per_name=True, asks=True,
                needs=lambda ctx: deck_or_grave_has(_spellcaster_normal(ctx.duel))(ctx),
                text_en="sent from the field to the graveyard: add a Spellcaster normal monster from your deck or "
                        "graveyard to your hand",
                text_ja="フィールドから墓地へ行った場合、魔法使い族の通常モンスター１体をデッキか墓地から手札へ")
         for k in TO_GRAVE_KINDS),
       numbering=(1, 2, 2, 2))
