"""The effect monsters whose English name begins with A."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event, Reason
from arbiter.ocg.activation_locks import battle_phase_traps, monster_effects
from arbiter.ocg.cards.common import (
    FACE_UP_MONSTER,
    LEAVE_KINDS,
    PIERCING,
    SEND_SELF,
    SILENCES,
    SPELL_COUNTER,
    SPELL_TRAP,
    TRIBUTE_SELF,
    answered_link,
    battle_opponent,
    battle_to_grave,
    bind,
    both,
    bound,
    can_special_summon,
    ctx_of,
    destroy_targets,
    face_up_here,
    itself,
    may_take,
    negate_activation,
    no_attack_this_turn,
    spell_trap_cards_of,
    spells_traps_of,
    targets_this,
    to_grave,
    to_hand_targets,
)
from arbiter.ocg.cards.shared.archfiends import PANDEMONIUM
from arbiter.ocg.cards.shared.attacks import (
    ATTACK_LOCK,
    DEFENSE_AFTER_ATTACK,
    attacks_again_after_a_win,
    battlers,
    not_the_attacker,
)
from arbiter.ocg.cards.shared.burn import burn_op
from arbiter.ocg.cards.shared.card_kinds import is_trap_card, roid
from arbiter.ocg.cards.shared.chain import activation_of, card_activated, negate_and_destroy
from arbiter.ocg.cards.shared.coins import call_coin
from arbiter.ocg.cards.shared.columns import can_step, column_faces, self_moves, step_ok, step_why
from arbiter.ocg.cards.shared.counters import A_COUNTER, alien_weakening
from arbiter.ocg.cards.shared.damage import sent_back
from arbiter.ocg.cards.shared.draw import POT_OF_GREED, SANCTUARY_IN_THE_SKY, battle_damage_draw, draw_op, may_draw
from arbiter.ocg.cards.shared.effect_monsters import battle_damage_of, summon_named_from
from arbiter.ocg.cards.shared.equips import equipped
from arbiter.ocg.cards.shared.events import (
    battle_damage_by_me,
    battle_damage_by_self,
    by_battle_to_grave,
    destroyed_by_me,
    phase_of,
    won_battle,
)
from arbiter.ocg.cards.shared.level_monsters import (
    level_up,
    level_up_after_battle,
    leveled_up_from,
    next_level_in_reach,
    summon_next_level,
)
from arbiter.ocg.cards.shared.life_points import gain_from_destroyed, sanctuary_on_field
from arbiter.ocg.cards.shared.monster_equips import (
    attacked_face_down,
    battle_substitute,
    battles_itself,
    blow_up,
    equip_to_me,
    equips_itself,
    equips_on,
    none_equipped,
    own_equipped_monster,
)
from arbiter.ocg.cards.shared.notes import (
    mark,
    mark_face_up,
    marked,
    marked_face_up,
    never_activated,
    remember,
    summon_marked,
)
from arbiter.ocg.cards.shared.passcodes import PYRAMID_OF_LIGHT, WARRIOR_OF_ZERA
from arbiter.ocg.cards.shared.race_summoners import attribute_swapper
from arbiter.ocg.cards.shared.recruiters import deck_monsters_that, recruiter
from arbiter.ocg.cards.shared.resolving import self_to_defense, still_face_up_here
from arbiter.ocg.cards.shared.search import deck_searched, spell_searcher
from arbiter.ocg.cards.shared.special_summons import (
    ask_face_up,
    summon,
    summonable,
    summoned_one_of,
    summoner_no_normal_summon,
)
from arbiter.ocg.cards.shared.stats import half_up
from arbiter.ocg.cards.shared.targets import FieldCardSpec, field_card, grave_spec
from arbiter.ocg.cards.shared.to_hand_and_deck import has_in_grave, to_top
from arbiter.ocg.cards.shared.tributes import tributes_of
from arbiter.ocg.cards.shared.umi import umi_on_field
from arbiter.ocg.cards.shared.unique import only_one
from arbiter.ocg.cards.shared.zones import (
    all_spell_trap_cards,
    cards_in_hand,
    deck_of,
    face_up_opp,
    grave_of,
    look_at_hand,
)
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import DESTROY, REMOVE_COUNTER, SPECIAL_SUMMON, TO_GRAVEYARD, TO_HAND
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec, Ward, nothing_instead
from arbiter.ocg.lasting import Note
from arbiter.ocg.names import has_attribute, is_named, name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import by_effect_of, never, not_from

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel


# 暴れ牛鬼 / Abare Ushioni: ignition; call a coin: right, 1000 damage to the opponent; wrong, 1000 to you.
def _ushioni(res: Resolution) -> None:
    who = res.opponent if call_coin(res) else res.player
    res.duel.damage(who, 1000, res.cause)


define(89718302, Effect(Kind.IGNITION, _ushioni, once_per_turn=True, condition=face_up_here, asks=True,
                        text_en="call a coin: right 1000 damage to the opponent, wrong 1000 to you",
                        text_ja="コインの裏表を当てる：当たりで相手に１０００、ハズレで自分に１０００ダメージ"))


# アギド / Agido: when destroyed by battle and sent to the graveyard, roll; you may special summon 1
# Fairy-type monster from your graveyard whose level is the result (6: level 6 or more) and that can be special
# summoned (never 「阿修羅」).
def _agido(res: Resolution) -> None:
    d = res.duel
    n = d.roll_die(res.player, res.cause)
    ctx = ctx_of(res)
    # none that 「王家の眠る谷－ネクロバレー」 keeps in the graveyard (`summonable`)
    fits = summonable(ctx, [c for c in (d.cards[i] for i in d.players[res.player].grave)
                            if c.data.kind == "monster" and c.data.race == "Fairy"
                            and ((c.data.level or 0) >= 6 if n == 6 else c.data.level == n)])
    if not fits or d.free_slots(res.player, Zone.MONSTERS) == 0:
        return
    o = res.ask([*(d.card_option("select", c.idx) for c in fits), Option("no", "no", label_en="no", label_ja="いいえ")],
                purpose=SPECIAL_SUMMON.monster)
    if o.kind == "no":
        return
    pos = res.ask([Option("position:attack", "position", arg=int(Pos.ATTACK)),
                   Option("position:defense", "position", arg=int(Pos.DEFENSE))], kind="position",
                  prompt_en="choose a position", prompt_ja="表示形式を選ぶ")
    d.special_summon(d.cards[o.card], res.player, Pos(pos.arg), res.cause)


define(16135253, Effect(Kind.TRIGGER, _agido, trigger="destroyed", when=by_battle_to_grave, asks=True,
                        text_en="roll; you may special summon a Fairy of that Level from your graveyard",
                        text_ja="サイコロ：出た目と同じレベルの天使族を墓地から特殊召喚できる"))

# 天空騎士パーシアス / Airknight Parshath: piercing damage; when it inflicts battle damage, draw 1.
battle_damage_draw(18036057, 1, extra=(PIERCING,))

# 壺魔神 / Avatar of The Pot: send a 「強欲な壺」 from your hand to the graveyard (the cost): draw 3.
define(99284890, Effect(Kind.IGNITION, draw_op(3), needs=may_draw("self"), draws=3,
                        cost=Cost(hand_send=1, hand_filter=lambda ctx, c: is_named(c, POT_OF_GREED)),
                        text_en="send Pot of Greed from hand to the graveyard: draw 3",
                        text_ja="手札の「強欲な壺」を墓地へ送り、３枚ドローする"))

gain_from_destroyed(49771608, lambda c: 300 * (c.data.level or 0), "destroyed a monster by battle: 300 LP per Level",
                     "戦闘で破壊したモンスターのレベル×３００回復する")

T = Kind.TRIGGER

# ジェネラルデーモン / Archfiend General: discard it from the hand to add 「万魔殿－悪魔の巣窟－」
# from the deck (R004-105).
spell_searcher(48675364, PANDEMONIUM, "Pandemonium", "万魔殿－悪魔の巣窟－")


# アメーバ / Ameba: when control of it (face-up) passes to the other player, that player takes 2000 damage;
# once while it stays face-up on the field (R004-095): the use is noted with the moment it last turned face-up, so
# turned face-down and up again it may damage again.
def _ameba(res: Resolution) -> None:
    d = res.duel
    c = res.card
    mark_face_up(d, "ameba", c)
    d.damage(res.link.events[0].player, 2000, res.cause)


define(95174353, Effect(T, _ameba, trigger="control",
                        needs=lambda ctx: ctx.card.face_up and ctx.card.zone is Zone.MONSTERS
                        and not marked_face_up(ctx.duel, "ameba", ctx.card),
                        text_en="control moved: the new controller takes 2000 damage (once)",
                        text_ja="コントロールが移った時、新たなコントローラーに２０００ダメージ（１度だけ）"))

# 瞬着ボマー / Adhesive Explosive (R004-125.18): the same, without the damage.
define(53828396, equips_itself(), blow_up(damage=False))


# アビス・ソルジャー / Abyss Soldier: once a turn, discard 1 WATER monster (the cost): return 1 targeted
# card on the field to its owner's hand.
def _water_monster(ctx: Ctx, c: Card) -> bool:
    return c.data.is_monster and has_attribute(c, "WATER")


define(18318842, Effect(Kind.IGNITION, to_hand_targets, once_per_turn=True,
                        cost=Cost(discard=1, hand_filter=_water_monster), target=field_card(allow_self=True),
                        text_en="discard a WATER monster: return the target to its owner's hand",
                        text_ja="手札から水属性モンスターを捨て、対象のカードを持ち主の手札に戻す"))

AMBULANCEROID = 36378213


# キューキューロイド / Ambulanceroid: when a 「ロイド」 monster is added from your graveyard to your hand,
# you can special summon it (the ■ effects of R004-115 add it; a fusion monster goes to the fusion deck
# and is never added, R004-120). An optional "when" effect, it misses the timing of an add that is not the last thing.
# The roids one effect adds at once are one occasion: one activation summons them all (`together`).
def _roid_added(ctx: Ctx, ev: Event) -> bool:
    c = ctx.duel.cards[ev.card]
    return ev.src == int(Zone.GRAVE) and ev.dst == int(Zone.HAND) and c.owner == ctx.player and roid(c)


def _ambulance(res: Resolution) -> None:
    d = res.duel
    for ev in res.link.events:
        c = d.cards[ev.card]
        if c.zone is Zone.HAND and d.free_slots(res.player, Zone.MONSTERS):
            summon(res, c, ask=ask_face_up)


define(AMBULANCEROID, Effect(T, _ambulance, trigger="to_hand", self_trigger=False, when=_roid_added,
                             mandatory=False, misses_timing=True, asks=True, together=True,
                             needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0 and any(
                                 ev.kind == "to_hand" and _roid_added(ctx, ev)
                                 and can_special_summon(ctx, ctx.duel.cards[ev.card]) for ev in ctx.events),
                             text_en="special summon the Roid monster added from your graveyard",
                             text_ja="墓地から手札に加わった「ロイド」モンスターを特殊召喚する"))

# アスワンの亡霊 / Aswan Apparition and ヌビアガード / Nubian Guard: when it inflicts battle damage to the
# opponent, you can put 1 trap card (a continuous spell card) from your graveyard on top of your deck.
define(88236094, Effect(T, to_top(is_trap_card), trigger="damage", self_trigger=False, when=battle_damage_by_self,
                        mandatory=False, asks=True, needs=has_in_grave(is_trap_card),
                        text_en="put a trap card from your graveyard on top of your deck",
                        text_ja="墓地の自分の罠カード１枚を、デッキの上に置く"))


# ギルファーデーモン / Archfiend of Gilfer: when it is sent to the graveyard, you can target a face-up
# monster and equip this card to it; the monster loses 500 ATK (a monster effect that targets: R000-014).
def _gilfer(res: Resolution) -> None:
    d = res.duel
    c = res.card
    for t in res.targets():
        if c.zone is Zone.GRAVE and c.oid == res.link.oid:
            d.equip(c, t, res.cause, res.player)


define(50287060,
       *(Effect(Kind.TRIGGER, _gilfer, trigger=k, when=to_grave, mandatory=False, misses_timing=True,
                needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.SPELLS) > 0, target=FACE_UP_MONSTER,
                text_en="equip this card to the target as an equip card",
                text_ja="このカードを装備カード扱いとして対象に装備する")
         for k in ("destroyed", "sent", "tributed", "discarded")),
       Effect(Kind.CONTINUOUS, affects=equipped, atk=lambda ctx, m: -500,
              text_en="the equipped monster loses 500 ATK", text_ja="装備モンスターの攻撃力は５００ダウン"),
       # one printed effect: sent to the graveyard (declared once for each way there), it equips as an equip card
       # that takes 500 ATK
       numbering=(1, 1, 1, 1, 1))

Q = Kind.QUICK

# トラップ処理班 Ａチーム / A-Team: Trap Disposal Unit: when the opponent activates a trap card (in either
# turn), tribute this face-up card: negate the activation and destroy the trap.
define(13026402, Effect(Q, negate_and_destroy, cost=TRIBUTE_SELF, condition=both(face_up_here, activation_of("trap")),
                        text_en="tribute this card: negate the activation of the opponent's trap and destroy it",
                        text_ja="このカードを生け贄に、相手の罠カードの発動を無効にし破壊する"))


def _in_front(d: Duel, c: Card) -> list[Card]:
    """The opponent's monster and spell/trap card in this card's column."""
    pl = d.players[1 - c.ctl]
    s = column_faces(c)
    return [d.cards[i] for i in (pl.monsters[s], pl.spells[s]) if i >= 0]


# エーリアン・ベーダー / Alien Infiltrator: once a turn, move this card to an unused neighbouring monster zone;
# while the opponent has no card in front of it, it may attack directly.
define(76573247,
       Effect(Kind.IGNITION, self_moves, condition=can_step, once_per_turn=True, declare=("left", "right"),
              declare_ok=step_ok, declare_why=step_why,
              text_en="move this card to the neighbouring unused monster zone",
              text_ja="隣の空いているモンスターゾーンに移動する"),
       Effect(Kind.CONTINUOUS, direct_attack=True,
              affects=lambda ctx, c: c.idx == ctx.card.idx and not _in_front(ctx.duel, c),
              text_en="may attack directly while no opponent's card is in front",
              text_ja="正面に相手のカードが無い場合、直接攻撃できる"))

# 魅惑の女王 ＬＶ３ / ＬＶ５ / ＬＶ７ / Allure Queen LV3, LV5, LV7: once a turn, equip 1 targeted monster the
# opponent controls of level 3 or lower (LV5: 5 or lower; LV7: any) to this card (only one; its Level now, and a
# face-down monster has no known Level, so LV3 and LV5 take only a face-up one: a reading); if this card
# is about to be destroyed by battle, the monster equipped to it goes in its place. In your standby phase, while it
# has a monster equipped, LV3 (LV5) may be sent to the graveyard to special summon LV5 (LV7) from the hand
# or deck. LV5 and LV7 equip only when summoned by the previous level's effect (`level_up`) and face-up since.
ALLURE = (87257460, 23756165, 50140163)


def _allure_ready(before: int) -> Callable[[Ctx], bool]:
    """LV5 and LV7 (`before`: the level whose level-up summons it) equip only while summoned by it and face-up
    since: turned face-down and up again, it is a new card that was not summoned so."""
    def cond(ctx: Ctx) -> bool:
        if before and not leveled_up_from(ctx.duel, ctx.card, before):
            return False
        return none_equipped("allure")(ctx)

    return cond


def _level_at_most(n: int) -> Callable[[Ctx, Card], bool]:
    return lambda ctx, c: ctx.duel.level(c) <= n


for _n, (_code, _max) in enumerate(zip(ALLURE, (3, 5, 99), strict=True)):
    _effects = [
        Effect(Kind.IGNITION, equip_to_me("allure"), once_per_turn=True, holds_monsters=True,
               condition=_allure_ready(ALLURE[_n - 1] if _n else 0),
               target=TargetSpec(side="opp", face="up" if _max < 99 else "any", where=_level_at_most(_max),
                                 text_en=(f"a face-up Level {_max} or lower monster the opponent controls"
                                          if _max < 99 else "a monster the opponent controls"),
                                 text_ja=(f"相手フィールド上の表側表示のレベル{'０１２３４５６７８９'[_max]}以下のモンスター"
                                          if _max < 99 else "相手フィールド上のモンスター")),
               text_en="equip the target to this card", text_ja="対象を装備カードとして、このカードに装備させる"),
        battle_substitute(battles_itself, own_equipped_monster("allure")),
    ]
    if _n < 2:
        _effects.append(Effect(T, level_up(ALLURE[_n + 1]), trigger="phase", self_trigger=False,
                               when=phase_of("standby"), mandatory=False, asks=True, cost=SEND_SELF,
                               needs=next_level_in_reach(ALLURE[_n + 1]),
                               condition=lambda ctx: own_equipped_monster("allure")(ctx) is not None,
                               text_en="send this card to the graveyard: special summon the next LV",
                               text_ja="このカードを墓地へ送り、次のレベルの「魅惑の女王」を特殊召喚する"))
    define(_code, *_effects)


# 見習い魔術師 / Apprentice Magician (R004-001.12): when it is normal, flip or special summoned, target a card
# on the field that can hold a spell counter (`define(holds=...)`: a monster, or a spell or trap card such as
# 「バベル・タワー」); put a spell counter on it. Destroyed by battle: you may special summon 1 level 2 or lower
# Spellcaster from your deck in face-down defense position.
def _put_spell_counter(res: Resolution) -> None:
    for t in res.targets():
        res.duel.add_counter(t, SPELL_COUNTER, 1, res.cause)


SPELL_COUNTER_HOLDER = FieldCardSpec(face="up", where=lambda ctx, c: ctx.duel.can_hold(c, SPELL_COUNTER),
                                     allow_self=True, text_en="a card on the field that can hold a spell counter",
                                     text_ja="フィールド上の魔力カウンターを置く事ができるカード")
define(9156135,
       *(Effect(T, _put_spell_counter, trigger=k, target=SPELL_COUNTER_HOLDER,
                text_en="summoned: put a spell counter on the target", text_ja="対象に魔力カウンターを１つ置く")
         for k in ("summoned", "special_summoned")),
       recruiter(lambda ctx, c: c.data.race == "Spellcaster" and (c.data.level or 0) <= 2, Pos.SET,
                  lambda ctx, ev: ev.cause.reason is Reason.BATTLE and ev.src == int(Zone.MONSTERS),
                  "special summon a Level 2 or lower Spellcaster from your deck in face-down defense "
                  "position", "レベル２以下の魔法使い族１体を、デッキから裏側守備表示で特殊召喚する"),
       numbering=(1, 1, 2))


# エーリアン・スカル / Alien Skull: the A-counter battle effect. Its own special summon procedure: tribute 1
# level 3 or lower monster the opponent controls to put this card from the hand onto the opponent's field;
# as that summon succeeds it gets 1 A-counter and its player cannot normal summon or set for the rest of the
# turn (so the procedure is not open to a player who already did this turn). Neither is a chain link.
def _skull_summoned(res: Resolution) -> None:
    res.duel.add_counter(res.card, A_COUNTER, 1, res.cause)
    summoner_no_normal_summon(res)


define(25920413, alien_weakening(),
       Effect(Kind.PROCEDURE, summon_side="opp",
              cost=Cost(tribute=1, tribute_side="opp", tribute_filter=lambda ctx, c: ctx.duel.level(c) <= 3),
              condition=lambda ctx: ctx.duel.players[ctx.player].normal_summon_turn != ctx.duel.turn,
              text_en="special summon onto the opponent's field by tributing their Level 3 or lower monster",
              text_ja="相手のレベル３以下のモンスター１体を生け贄にし、相手の場へ特殊召喚する"),
       Effect(Kind.AT_ONCE, _skull_summoned, trigger="special_summoned",
              when=lambda ctx, ev: ev.card == ctx.card.idx and ev.detail == "procedure",
              text_en="summoned this way: it gets 1 A-counter; you cannot normal summon this turn",
              text_ja="この方法で特殊召喚した時、Ａカウンターを１つ置き、このターン自分は通常召喚できない"))


# エーリアン・ウォリアー / Alien Warrior: the A-counter battle effect; when it is destroyed by battle and sent
# to the graveyard, put 2 A-counters on the monster that destroyed it.
def _warrior(res: Resolution) -> None:
    c = battle_opponent(res)  # the same monster, still on the field
    if c is not None and c.face_up:
        res.duel.add_counter(c, A_COUNTER, 2, res.cause)


def _destroyer_face_up(ctx: Ctx) -> bool:
    # the monster that destroyed it gone (destroyed in the same battle): nothing to put counters on (R004-007)
    c = battle_opponent(ctx)
    return c is not None and c.face_up


define(98719226, alien_weakening(),
       Effect(T, _warrior, trigger="destroyed", when=by_battle_to_grave, needs=_destroyer_face_up,
              text_en="put 2 A-counters on the monster that destroyed it",
              text_ja="自身を破壊したモンスターへ、Ａカウンターを２つ置く"))

# エーリアン・マーズ / Alien Mars: while face-up, the effects of face-up effect monsters with A-counters on the
# field, other than 「エーリアン・マーズ」, are negated.
define(99532708, Effect(Kind.CONTINUOUS, negates="monster",
                        affects=lambda ctx, c: c.zone is Zone.MONSTERS and bool(c.counters.get(A_COUNTER))
                        and not is_named(c, 99532708),
                        text_en="negate the effects of monsters with A-counters",
                        text_ja="Ａカウンターのある効果モンスターは、効果が無効になる"))


# エーリアン・サイコ / Alien Psychic: when it is normal or flip summoned, it turns to defense position; while
# face-up, monsters with A-counters cannot declare an attack.
define(58012107,
       Effect(T, self_to_defense, trigger="summoned", text_en="turn this card to defense position",
              text_ja="このカードを守備表示にする"),
       Effect(Kind.CONTINUOUS, forbids=("attack",),
              affects=lambda ctx, c: c.zone is Zone.MONSTERS and bool(c.counters.get(A_COUNTER)),
              text_en="monsters with A-counters cannot declare an attack",
              text_ja="Ａカウンターのあるモンスターは、攻撃宣言不可"))


# エーリアン・マザー / Alien Mother (R004-054.24): at the end of a battle phase in which it destroyed by battle
# monsters with an A-counter and sent them to the graveyard, special summon those monsters to your field
# (the counters they had are read off the destruction). Those it summoned are destroyed when it leaves the
# field. Each monster it destroyed is noted on it under the battle phase's number; each one it summoned is
# held by it (`bind`) until it turns face-down (a new card, which summoned none). With none of
# those left on the field as it leaves, its leaving effect has nothing to destroy and is not activated.
def _prey_key(d: Duel) -> str:
    return f"mother_prey:{d.turn}:{d.battle_phases}"


def _note_prey(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    me = ctx.card
    if (ev.cause.reason is Reason.BATTLE and ev.dst == int(Zone.GRAVE) and dict(ev.had).get(A_COUNTER, 0) > 0
            and ev.card != me.idx and me.idx in battlers(d) and ev.card in battlers(d)):
        mark(d, _prey_key(d), me, d.cards[ev.card].oid)
    return False


def _prey(ctx: Ctx) -> list[Card]:
    d = ctx.duel
    oids = marked(d, _prey_key(d), ctx.card)
    # none that 「王家の眠る谷－ネクロバレー」 keeps in the graveyard: with only such ones it is not activated
    return [c for p in (0, 1) for c in grave_of(d, p) if c.oid in oids
            and may_take(ctx, c, Zone.MONSTERS, "special_summoned")]


def _mother_calls(res: Resolution) -> None:
    d = res.duel
    me = res.card
    with d.moving_together(res.cause):
        for c in _prey(ctx_of(res)):
            if d.free_slots(res.player, Zone.MONSTERS):
                summon(res, c)
                if c.zone is Zone.MONSTERS and me.oid == res.link.oid:
                    bind(d, "mother_took", me, c, holder_face_up=True)


def _mother_left(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.MONSTERS)


def _its_summons(d: Duel, me: Card, gone: int) -> list[Card]:
    """The monsters on the field that the 「エーリアン・マザー」 object `gone` summoned: each still the object it
    summoned (turned face-down since, it still is), but none once the Mother itself turned face-down, a new card."""
    return [m for m in bound(d, "mother_took", me, gone) if m.zone is Zone.MONSTERS]


def _summons_left(ctx: Ctx) -> bool:
    # none of its summons still on the field: nothing to destroy, so it is not activated (R004-007)
    return any(_its_summons(ctx.duel, ctx.card, ev.oid) for ev in ctx.events[:1])


def _taken_ones_die(res: Resolution) -> None:
    res.duel.destroy(_its_summons(res.duel, res.card, res.link.events[0].oid), res.cause)


define(24104865,
       # with no free monster zone, or none of them it may summon, it does nothing: not activated (R004-007)
       Effect(T, _mother_calls, trigger="phase", self_trigger=False, asks=True,
              when=lambda ctx, ev: ev.detail == "battle:end" and bool(_prey(ctx)),
              needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0
              and any(can_special_summon(ctx, c) for c in _prey(ctx)),
              text_en="at the end of the battle phase: special summon the A-countered monsters it destroyed by battle",
              text_ja="バトルフェイズの終わりに、戦闘で破壊したＡカウンター付きのモンスターを自分の場へ特殊召喚する"),
       *(Effect(T, _taken_ones_die, does=Does.MONSTERS, trigger=k, when=_mother_left, needs=_summons_left,
                text_en="it left the field: the monsters it summoned are destroyed",
                text_ja="フィールドを離れた時、自身の効果で特殊召喚したモンスターを全部破壊する")
         for k in LEAVE_KINDS),
       Effect(T, never_activated, note=True, trigger="destroyed", self_trigger=False, when=_note_prey,
              text_en="(the monsters it destroys by battle are noted)",
              text_ja="（戦闘で破壊したモンスターを覚えておく）"), numbering=(1,) * 9)


# エーリアン・ハンター / Alien Hunter: when it destroys by battle a monster that had an A-counter, it may attack
# once more in a row, only once a turn (it counts as not having attacked in this battle phase yet). A move event
# keeps the counters the card had (`Event.had`): they do not go with it.
def _hunter_won(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return (ev.cause.reason is Reason.BATTLE and ev.card != ctx.card.idx and d.attack is not None
            and ctx.card.idx in (d.attack[0], d.attack[2]) and dict(ev.had).get("Aカウンター", 0) > 0)


define(62315111, attacks_again_after_a_win(_hunter_won,
                                           "destroyed a monster with an A-counter by battle: it may attack once more",
                                           "Ａカウンターのあるモンスターを戦闘で破壊すると、もう１回続けて攻撃可能"))


# 終末の騎士 / Armageddon Knight: when it is normal, flip or special summoned, you may send a DARK monster from your
# deck to the graveyard.
def _dark(c: Card) -> bool:
    return has_attribute(c, "DARK")


def _armageddon(res: Resolution) -> None:
    found = deck_monsters_that(res, _dark)
    with deck_searched(res.duel, res.player, True):
        if found:
            res.duel.send_to_grave([res.ask_cards(found, purpose=TO_GRAVEYARD.monster).idx],
                                   res.cause)


define(28985331, *(Effect(T, _armageddon, trigger=k, mandatory=False, misses_timing=True, asks=True,
                          needs=lambda ctx: bool(deck_monsters_that(ctx, _dark)),
                          text_en="summoned: send a DARK monster from your deck to the graveyard",
                          text_ja="召喚・反転召喚・特殊召喚の成功時：デッキの闇属性モンスターを１体選び、墓地へ送る")
                   for k in ("summoned", "special_summoned")),
       numbering=(1, 1))


# 暴鬼 / Abaki: destroyed by battle and sent to the graveyard, both players take 500 damage.
def _both_500(res: Resolution) -> None:
    res.duel.damage(res.player, 500, res.cause)
    res.duel.damage(res.opponent, 500, res.cause)


define(12694768, Effect(T, _both_500, trigger="destroyed", when=battle_to_grave, does=Does.DAMAGE,
                        text_en="both players take 500 damage", text_ja="お互いに５００ダメージを受ける"))

# アマゾネスの聖戦士 / Amazoness Paladin: it gains 100 ATK for each face-up 「アマゾネス」 monster its controller
# controls, itself included.
define(47480070, Effect(Kind.CONTINUOUS, affects=itself,
                        atk=lambda ctx, c: 100 * sum(m.face_up and name_includes(m, "アマゾネス")
                                                     for m in ctx.duel.monsters_of(c.ctl)),
                        text_en="+100 ATK for each Amazoness monster you control",
                        text_ja="攻撃力は自分の「アマゾネス」モンスターの数×１００アップ"))

# アマゾネスの射手 / Amazoness Archer: tribute 2 monsters you control (the cost, this card may be one): 1200 damage
# to the opponent.
define(91869203, Effect(Kind.IGNITION, burn_op(1200), condition=face_up_here, cost=Cost(tribute=2, tribute_self=True),
                        text_en="tribute 2 monsters you control: 1200 damage to the opponent",
                        text_ja="自分フィールドのモンスター２体を生け贄に捧げ、相手に１２００ダメージを与える"))

# 水陸両用バグロス Ｍｋ－３ / Amphibious Bugroth MK-3: while 「海」 is on the field, it may attack directly.
define(64342551, Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx and umi_on_field(ctx),
                        direct_attack=True, text_en="while Umi is on the field, it may attack directly",
                        text_ja="フィールドに「海」がある間、相手に直接攻撃可能"))

# 重装武者－ベン・ケイ / Armed Samurai - Ben Kei: it may attack once more in each battle phase for each equip card
# equipped to it.
define(84430950, Effect(Kind.CONTINUOUS, affects=itself, extra_attacks=lambda ctx, c: len(equips_on(ctx.duel, c)),
                        text_en="one more attack for each equip card equipped to it",
                        text_ja="自身の装備カード１枚につき１回、攻撃回数が増える"))

# 対空放花 / Anti-Aircraft Flower: tribute an Insect monster you control (the cost; the text says no "other", so
# this card itself once it is an Insect, 「ＤＮＡ改造手術」): 800 damage to the opponent (no limit a turn).
define(65064143, Effect(Kind.IGNITION, burn_op(800), condition=face_up_here,
                        cost=Cost(tribute=1, tribute_self=True,
                                  tribute_filter=lambda ctx, m: ctx.duel.race(m) == "Insect"),
                        text_en="tribute an Insect you control: 800 damage to the opponent",
                        text_ja="自分の昆虫族モンスター１体を生け贄に捧げ、相手に８００ダメージを与える"))

# アマゾネスの吹き矢兵 / Amazoness Blowpiper: in each of its controller's standby phases, a targeted face-up monster
# the opponent controls loses 500 ATK until the end of the turn.
def _blowpipe(res: Resolution) -> None:
    for c in res.targets():
        res.duel.boost(c, -500, 0, res.cause)


define(73574678, Effect(Kind.TRIGGER, _blowpipe, trigger="phase", self_trigger=False,
                        when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.player and ctx.card.face_up,
                        target=TargetSpec(side="opp", face="up", text_en="a face-up monster the opponent controls",
                                          text_ja="相手フィールドの表側表示モンスター"),
                        text_en="your standby phase: the target loses 500 ATK until the end of the turn",
                        text_ja="自分のスタンバイフェイズ、対象の相手モンスターはターン終了時まで攻撃力５００ダウン"))

# アマゾネスの格闘戦士 / Amazoness Fighter: the battle damage its controller takes from battles of this card is 0.
define(55821894, Effect(Kind.REPLACEMENT, when=battle_damage_of(mine=True), instead=lambda ctx, ev: None,
                        text_en="no battle damage to its controller from its battles",
                        text_ja="自身の戦闘でコントローラーが受ける戦闘ダメージは０"))

# アマゾネスの剣士 / Amazoness Swords Woman: the battle damage its controller would take from its battles, the
# opponent takes instead.
define(94004268, Effect(Kind.REPLACEMENT, when=battle_damage_of(mine=True),
                        instead=sent_back,
                        text_en="the battle damage you would take from its battles, the opponent takes instead",
                        text_ja="自身の戦闘で自分が受ける戦闘ダメージは、相手が代わりに受ける"))


# The Armed Dragons: アームド・ドラゴン ＬＶ３ / Armed Dragon LV3: in its controller's standby phase, send this
# face-up card to the graveyard (the cost) to special summon 「アームド・ドラゴン ＬＶ５」 from the hand or deck (not
# activated without one there).
ARMED_LV5, ARMED_LV7 = 46384672, 73879377


define(980973, Effect(T, summon_next_level(ARMED_LV5), trigger="phase", self_trigger=False, mandatory=False, asks=True,
                      cost=SEND_SELF, needs=next_level_in_reach(ARMED_LV5),
                      when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.player
                      and ctx.card.zone is Zone.MONSTERS and ctx.card.face_up,
                      text_en="your standby phase: send this card to the graveyard to special summon Armed Dragon "
                              "LV5 from your hand or deck",
                      text_ja="自分のスタンバイフェイズ、このカードを墓地へ送り「アームド・ドラゴン ＬＶ５」を"
                              "手札・デッキから特殊召喚する"))


def _sent_atk(res: Resolution) -> int:
    """The ATK of the monster sent from the hand as the cost (as it is in the graveyard)."""
    paid = [res.duel.cards[i] for i in res.link.cost_cards]
    return (paid[0].data.atk or 0) if paid else -1


# アームド・ドラゴン ＬＶ５ / Armed Dragon LV5: send 1 monster from your hand to the graveyard (the cost): destroy
# 1 face-up monster the opponent controls whose ATK is at most the sent monster's (the era's text picks it as the
# effect resolves: it does not target). In the end phase of a turn it destroyed a monster by battle (either
# player's turn; turned face-down and up again since, it is a new card), send this card to the graveyard (the cost)
# to special summon 「アームド・ドラゴン ＬＶ７」 from the hand or deck (`level_up_after_battle`).
def _lv5_destroy(res: Resolution) -> None:
    d = res.duel
    limit = _sent_atk(res)
    cands = [m for m in d.monsters_of(res.opponent) if m.face_up and d.atk(m) <= limit]
    if cands:
        d.destroy([res.ask_cards(cands, purpose=DESTROY.monster)], res.cause)


def _reaches_one(ctx: Ctx, c: Card) -> bool:
    """A monster of the hand that may be sent: one face-up monster of the opponent at least has ATK at most its own
    (a weaker one sent would leave the effect nothing to destroy)."""
    d = ctx.duel
    return c.data.is_monster and any(m.face_up and d.atk(m) <= (c.data.atk or 0) for m in d.monsters_of(ctx.opponent))


define(ARMED_LV5,
       Effect(Kind.IGNITION, _lv5_destroy, condition=face_up_here, asks=True,
              cost=Cost(hand_send=1, hand_filter=_reaches_one),
              does=Does.MONSTERS | Does.OPPONENTS,
              text_en="send a monster from your hand to the graveyard: destroy a face-up monster the opponent "
                      "controls with ATK at most the sent monster's",
              text_ja="手札のモンスター１体を墓地へ送り、その攻撃力以下の攻撃力を持つ相手の表側表示モンスター１体を"
                      "破壊する"),
       *level_up_after_battle(ARMED_LV7, "Armed Dragon LV7", "アームド・ドラゴン ＬＶ７"),
       numbering=(1, 0, 2))


# アームド・ドラゴン ＬＶ７ / Armed Dragon LV7: only special summoned by 「アームド・ドラゴン ＬＶ５」's effect; send 1
# monster from your hand to the graveyard (the cost): destroy every face-up monster the opponent controls whose
# ATK is at most the sent monster's.
def _lv7_sweep(res: Resolution) -> None:
    limit = _sent_atk(res)
    d = res.duel
    d.destroy([m for m in d.monsters_of(res.opponent) if m.face_up and d.atk(m) <= limit], res.cause)


define(ARMED_LV7, Effect(Kind.IGNITION, _lv7_sweep, condition=face_up_here, does=Does.MONSTERS | Does.OPPONENTS,
                         cost=Cost(hand_send=1, hand_filter=_reaches_one),
                         text_en="send a monster from your hand to the graveyard: destroy the opponent's face-up "
                                 "monsters with ATK at most the sent monster's",
                         text_ja="手札のモンスター１体を墓地へ送り、その攻撃力以下の相手の表側表示モンスターを全て破壊する"),
       special_by=by_effect_of(ARMED_LV5))


# アームド・ドラゴン ＬＶ１０ / Armed Dragon LV10: special summoned from the hand by tributing 1 「アームド・ドラゴン
# ＬＶ７」; send 1 card from your hand to the graveyard (the cost): destroy every face-up monster the opponent controls.
def _lv10_sweep(res: Resolution) -> None:
    res.duel.destroy(face_up_opp(res), res.cause)


define(59464593,
       Effect(Kind.IGNITION, _lv10_sweep, condition=face_up_here, cost=Cost(hand_send=1),
              needs=lambda ctx: bool(face_up_opp(ctx)),
              does=Does.MONSTERS | Does.OPPONENTS,
              text_en="send a card from your hand to the graveyard: destroy all face-up monsters the opponent "
                      "controls",
              text_ja="手札を１枚墓地へ送り、相手フィールド上の表側表示モンスターを全て破壊する"),
       Effect(Kind.PROCEDURE, cost=Cost(tribute=1, tribute_filter=lambda ctx, m: is_named(m, ARMED_LV7)),
              text_en="special summon from the hand by tributing Armed Dragon LV7",
              text_ja="「アームド・ドラゴン ＬＶ７」１体を生け贄に捧げ、手札から特殊召喚する"))


# 鎧竜－アームド・ドラゴン－ / Armed Dragon, the Armored Dragon: when it destroys an opponent's monster by battle,
# you may special summon a Level 5 or lower WIND Dragon monster (not one of its own name) from the hand or deck;
# it cannot attack directly this turn.
def _armored_ok(d: Duel, c: Card) -> bool:
    return (c.data.is_monster and c.data.race == "Dragon" and has_attribute(c, "WIND")
            and d.level(c) <= 5 and not is_named(c, 75220074))


def _armored(res: Resolution) -> None:
    d = res.duel
    # the deck looked through for one is shuffled after, found or not (R004-100)
    m = summoned_one_of(res, [c for c in cards_in_hand(d, res.player) + deck_of(d, res.player) if _armored_ok(d, c)],
                        deck=True)
    if m is not None:
        d.restrict(m, "attack_directly", res.cause)


define(75220074, Effect(T, _armored, trigger="destroyed", self_trigger=False, mandatory=False, asks=True,
                        when=destroyed_by_me,
                        needs=lambda ctx: any(_armored_ok(ctx.duel, c) and can_special_summon(ctx, c) for c
                                              in cards_in_hand(ctx.duel, ctx.player) + deck_of(ctx.duel, ctx.player)),
                        text_en="destroyed a monster by battle: special summon a Level 5 or lower WIND Dragon from "
                                "your hand or deck; it cannot attack directly this turn",
                        text_ja="戦闘で相手モンスターを破壊した時、手札・デッキからレベル５以下の風属性ドラゴン族"
                                "モンスター１体を特殊召喚する（このターン直接攻撃できない）"))


# アックス・ドラゴニュート / Axe Dragonute: after it attacks, it turns to defense position at the end of the damage
# step.
define(84914462, DEFENSE_AFTER_ATTACK)

# 原子ホタル / Atomic Firefly: destroyed by battle while face-up on the field, the player who destroyed it takes 1000
# damage.
define(87340664, Effect(T, burn_op(1000), trigger="destroyed",
                        when=lambda ctx, ev: ev.cause.reason is Reason.BATTLE and ev.src == int(Zone.MONSTERS)
                        and not Pos(ev.pos).face_down,
                        text_en="destroyed by battle face-up: the player who destroyed it takes 1000 damage",
                        text_ja="表側表示のこのカードを戦闘で破壊したプレイヤーは１０００ダメージを受ける"))


# ウジャト眼を持つ男 / A Man with Wdjat: when it is normal summoned, and in each of its controller's standby phases,
# its controller looks at 1 targeted set card the opponent controls.
def _look(res: Resolution) -> None:
    res.duel.reveal(res.targets(), res.player)


_SET_CARD = field_card("opp", where=lambda ctx, c: not c.face_up, en="a set card the opponent controls",
                       ja="相手フィールド上にセットされたカード")
define(51351302,
       Effect(T, _look, trigger="summoned", when=lambda ctx, ev: ev.detail == "normal", target=_SET_CARD,
              text_en="normal summoned: look at the target set card",
              text_ja="通常召喚した時、セットされたカードを確認する"),
       Effect(T, _look, trigger="phase", self_trigger=False, target=_SET_CARD,
              when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.player
              and ctx.card.zone is Zone.MONSTERS and ctx.card.face_up,
              text_en="your standby phase: look at the target set card",
              text_ja="自分のスタンバイフェイズ、セットされたカードを確認する"),
       numbering=(1, 1))


# 深緑の魔弓使い / Arcane Archer of the Forest: while you control a Plant monster it cannot be attacked; tribute 1
# Plant monster you control (the cost): destroy 1 spell or trap card on the field (chosen as it resolves).
def _plants(ctx: Ctx, c: Card) -> bool:
    return c.idx == ctx.card.idx and any(m.face_up and ctx.duel.race(m) == "Plant" for m in ctx.duel.monsters_of(c.ctl))


def _archer(res: Resolution) -> None:
    cards = all_spell_trap_cards(res.duel)
    if cards:
        res.duel.destroy([res.ask_cards(cards, purpose=DESTROY.spell_trap)], res.cause)


define(55001420,
       Effect(Kind.CONTINUOUS, affects=_plants, forbids=("be_attacked",),
              text_en="cannot be attacked while you control a Plant monster",
              text_ja="自分の場に植物族モンスターがいる間、攻撃対象に選ばれない"),
       Effect(Kind.IGNITION, _archer, condition=face_up_here, asks=True, does=Does.SPELLS_TRAPS,
              cost=Cost(tribute=1, tribute_filter=lambda ctx, m: ctx.duel.race(m) == "Plant"),
              needs=lambda ctx: bool(all_spell_trap_cards(ctx.duel)),
              text_en="tribute a Plant monster: destroy a spell or trap card on the field",
              text_ja="植物族１体を生け贄にして、場の魔法か罠のカードを１枚破壊する"))

# 荒ぶるアウス / Avalanching Aussa: the EARTH one of the four attribute swappers (`shared.race_summoners`).
define(29139104, attribute_swapper("EARTH"))


# アマゾネスの鎖使い / Amazoness Chain Master: destroyed by battle and sent to the graveyard, you may pay 1500 LP (the
# cost): look at the opponent's hand and add 1 monster from it to your hand.
def _chain_master(res: Resolution) -> None:
    monsters = [c for c in look_at_hand(res, res.opponent) if c.data.is_monster]
    if monsters:
        res.duel.to_hand([res.ask_cards(monsters, purpose=TO_HAND.monster)], res.cause, player=res.player)


define(29654737, Effect(T, _chain_master, trigger="destroyed", when=by_battle_to_grave, mandatory=False, asks=True,
                        does=Does.TO_HAND,
                        cost=Cost(lp=1500), needs=lambda ctx: bool(cards_in_hand(ctx.duel, ctx.opponent)),
                        text_en="destroyed by battle: pay 1500 LP to look at the opponent's hand and take a monster "
                                "from it",
                        text_ja="戦闘で破壊されて墓地に行った時：１５００ポイント払えば、相手の手札を見てその中のモンスター１体を自分の手札に加える"))


# アーマロイドガイデンゴー / Armoroid: when it is tribute summoned with at least one 「ロイド」 monster among the
# tributes, banish every spell and trap card on the field.
def _armoroid(res: Resolution) -> None:
    res.duel.banish(all_spell_trap_cards(res.duel), res.cause)


define(73333463, Effect(T, _armoroid, trigger="summoned", does=Does.SPELLS_TRAPS,
                        when=lambda ctx, ev: any(roid(m) for m in tributes_of(ctx, ev)),
                        text_en="tribute summoned with a roid monster: banish every spell and trap card on the field",
                        text_ja="「ロイド」モンスターを生け贄にして召喚に成功した時：場の魔法・罠カードを残らず除外する"))


# 水の精霊 アクエリア / Aqua Spirit: special summoned from the hand by banishing 1 WATER monster from your graveyard;
# in the opponent's standby phase you may change the position of 1 targeted face-up monster they control, which
# cannot change its position for the rest of that turn.
def _aqua_spirit(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        d.set_position(t, t.switched_pos, res.cause)
        d.restrict(t, "change_position", res.cause)


define(40916023,
       Effect(T, _aqua_spirit, trigger="phase", self_trigger=False, mandatory=False,
              when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.opponent
              and ctx.card.zone is Zone.MONSTERS and ctx.card.face_up,
              target=TargetSpec(side="opp", face="up", text_en="a face-up monster the opponent controls",
                                text_ja="相手フィールド上の表側表示モンスター"),
              text_en="the opponent's standby phase: change the target's position; it cannot change it this turn",
              text_ja="相手のスタンバイフェイズ、対象の表示形式を変更し、このターン表示形式を変更できない"),
       Effect(Kind.PROCEDURE, cost=Cost(banish_grave=1, banish_filter=lambda ctx, c: c.data.is_monster
                                        and has_attribute(c, "WATER")),
              text_en="special summon from the hand by banishing a WATER monster from your graveyard",
              text_ja="手札から特殊召喚できる（墓地の自分の水属性１体を除外して）"))


# アンドロ・スフィンクス / Andro Sphinx: while 「光のピラミッド」 is on the field, special summoned from the hand by
# paying 500 LP; it cannot attack the turn it is normal or special summoned; it cannot be special summoned from the
# graveyard; when it destroys a defense-position monster by battle, damage to the opponent equal to half that
# monster's ATK.
def _sphinx_burn(res: Resolution) -> None:
    m = res.duel.cards[res.link.events[0].card]
    if m.data.atk:
        res.duel.damage(res.opponent, half_up(m.data.atk), res.cause)


define(15013468,
       Effect(Kind.AT_ONCE, trigger="summoned", when=lambda ctx, ev: ev.detail == "normal", despite_negation=True,
              of_summon_turn=no_attack_this_turn, text_en="it cannot attack the turn it is summoned",
              text_ja="召喚・特殊召喚したターンに攻撃できない"),
       Effect(Kind.AT_ONCE, of_summon_turn=no_attack_this_turn, trigger="special_summoned", despite_negation=True,
              text_en="it cannot attack the turn it is summoned",
              text_ja="召喚・特殊召喚したターンに攻撃できない"),
       Effect(T, _sphinx_burn, trigger="destroyed", self_trigger=False,
              when=lambda ctx, ev: destroyed_by_me(ctx, ev) and Pos(ev.pos) is not Pos.ATTACK,
              text_en="destroyed a defense-position monster by battle: damage equal to half its ATK",
              text_ja="守備表示モンスターを戦闘で破壊すると、相手にその攻撃力の半分のダメージ"),
       Effect(Kind.PROCEDURE, cost=Cost(lp=500),
              condition=lambda ctx: any(c.face_up and is_named(c, PYRAMID_OF_LIGHT)
                                        for p in (0, 1) for c in spells_traps_of(ctx.duel, p)),
              text_en="with Pyramid of Light on the field, pay 500 LP: special summon from the hand",
              text_ja="「光のピラミッド」がフィールド上に存在する場合、５００払い手札から特殊召喚する"),
       numbering=(1, 1, 2, 3), special_by=not_from(Zone.GRAVE))


# オオアリクイクイアリ / Anteatereatingant: special summoned from the hand by sending 2 spell or trap cards you
# control to the graveyard; instead of attacking, it may destroy 1 spell or trap card the opponent controls
# (chosen as it resolves): it cannot attack that turn, and not once it has attacked; as it replaces the one attack,
# once a turn.
def _anteater(res: Resolution) -> None:
    d = res.duel
    d.restrict(res.card, "attack", res.cause)
    cands = spell_trap_cards_of(d, res.opponent)
    if cands:
        d.destroy([res.ask_cards(cands, purpose=DESTROY.spell_trap)], res.cause)


define(13250922,
       Effect(Kind.IGNITION, _anteater, asks=True, does=Does.SPELLS_TRAPS | Does.OPPONENTS, once_per_turn=True,
              condition=lambda ctx: face_up_here(ctx) and ctx.card.t_attacked != ctx.duel.turn,
              needs=lambda ctx: bool(spell_trap_cards_of(ctx.duel, ctx.opponent)),
              text_en="instead of attacking: destroy a spell or trap card the opponent controls",
              text_ja="攻撃しないかわりに、相手の魔法・罠カードを１枚破壊できる"),
       Effect(Kind.PROCEDURE, cost=Cost(field_send=2, field_filter=lambda ctx, c: c.zone is not Zone.MONSTERS),
              text_en="special summoned from the hand: its cost sends 2 of your spell or trap cards to the graveyard",
              text_ja="手札から特殊召喚できる（自分の場の魔法・罠カード２枚を墓地へ送って）"))


# 大天使ゼラート / Archlord Zerato: special summoned from the hand by tributing a face-up 「ゼラの戦士」 you control
# while 「天空の聖域」 is on the field; discard 1 LIGHT monster card (the cost): destroy every monster the opponent
# controls, only if 「天空の聖域」 is face-up on your side of the field as it resolves ("cannot be applied": it may
# still be activated without it). It is not activated while the opponent has no monster.
def _zerato(res: Resolution) -> None:
    d = res.duel
    f = d.players[res.player].field
    if f >= 0 and d.cards[f].face_up and is_named(d.cards[f], SANCTUARY_IN_THE_SKY):
        d.destroy(d.monsters_of(res.opponent), res.cause)


define(18378582,
       Effect(Kind.IGNITION, _zerato, condition=face_up_here,
              needs=lambda ctx: bool(ctx.duel.monsters_of(ctx.opponent)), does=Does.MONSTERS | Does.OPPONENTS,
              cost=Cost(discard=1, hand_filter=lambda ctx, c: c.data.is_monster and has_attribute(c, "LIGHT")),
              text_en="discard a LIGHT monster: destroy all monsters the opponent controls (only with The "
                      "Sanctuary in the Sky on your side)",
              text_ja="光属性モンスター１体を手札から捨て、相手のモンスターを全部破壊する"
                      "（自分の場に「天空の聖域」がある時だけ）"),
       Effect(Kind.PROCEDURE, condition=lambda ctx: sanctuary_on_field(ctx.duel),
              cost=Cost(tribute=1, tribute_filter=lambda ctx, m: m.face_up and is_named(m, WARRIOR_OF_ZERA)),
              text_en="with The Sanctuary in the Sky on the field, special summon from the hand by tributing a "
                      "face-up Warrior of Zera",
              text_ja="「天空の聖域」がフィールド上に存在する場合、「ゼラの戦士」を生け贄に捧げ手札から特殊召喚する"))


# 魔導アーマー エグゼ / Armor Exe: it cannot attack the turn it is normal, flip or special summoned; in each standby
# phase (both players'), remove 1 spell counter from a card on its controller's side of the field, or it is
# destroyed.
def _exe_upkeep(res: Resolution) -> None:
    d = res.duel
    me = res.card
    if me.oid != res.link.oid or me.zone is not Zone.MONSTERS:
        return
    holders = [c for c in (*d.monsters_of(res.player), *spells_traps_of(d, res.player))
               if c.face_up and c.counters.get(SPELL_COUNTER, 0) > 0]
    if holders:
        d.remove_counter(res.ask_cards(holders, purpose=REMOVE_COUNTER), SPELL_COUNTER, 1, res.cause)
    else:
        d.destroy([me], res.cause)


define(7180418,
       Effect(Kind.AT_ONCE, of_summon_turn=no_attack_this_turn, trigger="summoned", despite_negation=True,
              text_en="it cannot attack the turn it is summoned",
              text_ja="召喚・反転召喚・特殊召喚したターンに攻撃できない"),
       Effect(Kind.AT_ONCE, of_summon_turn=no_attack_this_turn, trigger="special_summoned", despite_negation=True,
              text_en="it cannot attack the turn it is summoned",
              text_ja="召喚・反転召喚・特殊召喚したターンに攻撃できない"),
       Effect(T, _exe_upkeep, trigger="phase", self_trigger=False, asks=True,
              when=lambda ctx, ev: ev.detail == "standby" and ctx.card.zone is Zone.MONSTERS and ctx.card.face_up,
              text_en="each standby phase: remove a spell counter on your side of the field, or destroy this card",
              text_ja="お互いのスタンバイフェイズ毎に自分フィールド上の魔力カウンターを１つ取り除く（取り除かない場合破壊）"),
       numbering=(1, 1, 2))


# 深海王デビルシャーク / Abyssal Kingshark: once per turn it survives destruction by an untargeted card effect.
def _unaimed(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    me = ctx.card
    if ev.kind != "destroyed" or ev.card != me.idx or ev.cause.reason is not Reason.EFFECT or not me.on_field\
            or d.used_this_turn(me, 1):
        return False
    res = d.current_res
    return res is None or (me.idx, me.oid) not in res.link.targets


def _kingshark_stays(ctx: Ctx, ev: Event) -> None:
    ctx.duel.note_used(ctx.card, 1)


define(44223284, Effect(Kind.REPLACEMENT, when=_unaimed, instead=nothing_instead, noting=_kingshark_stays,
                        text_en="once per turn, survives destruction by a card effect that did not target it",
                        text_ja="対象を取らないカードの効果による破壊を、１ターンに１度だけ免れる"))


# 古代の歯車 / Ancient Gear: while you control a face-up 「古代の歯車」, it may be special summoned from the hand in
# attack position.
define(31557782, Effect(Kind.PROCEDURE, position=Pos.ATTACK,
                        condition=lambda ctx: any(m.face_up and is_named(m, 31557782)
                                                  for m in ctx.duel.monsters_of(ctx.player)),
                        text_en="while you control a face-up Ancient Gear, special summon from the hand in attack "
                                "position",
                        text_ja="表側表示の「古代の歯車」が自分の場にあれば、手札から攻撃表示で特殊召喚できる"))

# 古代の機械合成獣 / Ancient Gear Gadjiltron Chimera: by the monsters tributed for its normal summon it gains:
# 「グリーン・ガジェット」, +300 ATK; 「レッド・ガジェット」, when it inflicts battle damage by a direct attack, 500
# more damage; 「イエロー・ガジェット」, when it destroys an opponent's monster by battle, 700 damage.
# Turned face-down and face-up again, it is a new card that gained none of them (`summon_marked`).
GREEN_GADGET, RED_GADGET, YELLOW_GADGET = 41172955, 86445415, 13839120


def _note_gadgets(ctx: Ctx, ev: Event) -> None:
    for m in tributes_of(ctx, ev):
        for g in (GREEN_GADGET, RED_GADGET, YELLOW_GADGET):
            if is_named(m, g):
                mark(ctx.duel, "gadget", ctx.card, g)


def _has_gadget(ctx: Ctx, gadget: int) -> bool:
    return gadget in summon_marked(ctx.duel, "gadget", ctx.card)


define(86321248,
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx and _has_gadget(ctx, GREEN_GADGET),
              atk=lambda ctx, c: 300, text_en="with Green Gadget tributed: +300 ATK",
              text_ja="グリーン・ガジェット：攻撃力３００アップ"),
       Effect(T, burn_op(500), trigger="damage", self_trigger=False,
              when=lambda ctx, ev: battle_damage_by_me(direct=True)(ctx, ev) and _has_gadget(ctx, RED_GADGET),
              text_en="with Red Gadget tributed: battle damage by a direct attack, 500 damage",
              text_ja="レッド・ガジェット：直接攻撃で戦闘ダメージを与えた時、相手に５００ダメージ"),
       Effect(T, burn_op(700), trigger="destroyed", self_trigger=False,
              when=lambda ctx, ev: destroyed_by_me(ctx, ev) and _has_gadget(ctx, YELLOW_GADGET),
              text_en="with Yellow Gadget tributed: destroyed a monster by battle, 700 damage",
              text_ja="イエロー・ガジェット：戦闘で相手モンスターを破壊した時、相手に７００ダメージ"),
       remember("summoned", _note_gadgets),
       numbering=(1, 1, 1, 1))


# アマゾネスペット虎 / Amazoness Tiger: its controller can control only one face-up 「アマゾネスペット虎」; it gains 400
# ATK for each face-up 「アマゾネス」 monster its controller controls; the opponent's monsters cannot attack their
# other 「アマゾネス」 monsters.
AMAZONESS_TIGER = 10979723
_TIGER_ONLY, _TIGER_SUMMON_IF, _TIGER_SPECIAL_BY = only_one(
    AMAZONESS_TIGER, "you can control only one face-up Amazoness Tiger",
    "表側表示の「アマゾネスペット虎」は、自分の場に１体まで")


def _amazoness(c: Card) -> bool:
    return c.face_up and name_includes(c, "アマゾネス")


define(AMAZONESS_TIGER, _TIGER_ONLY,
       Effect(Kind.CONTINUOUS, affects=itself,
              atk=lambda ctx, c: 400 * sum(1 for m in ctx.duel.monsters_of(c.ctl) if _amazoness(m)),
              text_en="+400 ATK for each Amazoness monster you control",
              text_ja="自分フィールド上の「アマゾネス」モンスター１体につき攻撃力４００アップ"),
       Effect(Kind.CONTINUOUS, forbids=("be_attacked",),
              affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.ctl == ctx.player and c.idx != ctx.card.idx
              and _amazoness(c),
              text_en="the opponent cannot attack your other Amazoness monsters",
              text_ja="相手は自身を除く「アマゾネス」モンスターに攻撃不可"),
       summon_if=_TIGER_SUMMON_IF, special_by=_TIGER_SPECIAL_BY)


# エーリアン・テレパス / Alien Telepath: once a turn, remove 1 A-Counter from a monster the opponent controls (the
# cost): destroy 1 targeted spell or trap card on the field; a monster with A-Counters battling an 「エーリアン」
# monster loses 300 ATK and DEF for each in damage calculation.
define(91070115,
       Effect(Kind.IGNITION, destroy_targets, once_per_turn=True, condition=face_up_here, target=SPELL_TRAP,
              cost=Cost(remove_counters=(A_COUNTER, 1), counters_side="opp_monsters"),
              text_en="remove an A-Counter from an opponent's monster: destroy the target spell or trap card",
              text_ja="相手モンスターのＡカウンターを１つ取り除き、対象の魔法・罠カードを破壊する"),
       alien_weakening())




# アーマード・フライ / Arsenal Bug: while you control no other face-up Insect monster, its ATK and DEF are 1000
# (a value set while that holds; `arbiter.ocg.stat_set`).
def _alone_insect(ctx: Ctx, c: Card) -> int | None:
    d = ctx.duel
    others = (m for m in d.monsters_of(c.ctl) if m.idx != c.idx and m.face_up and d.race(m) == "Insect")
    return None if any(others) else 1000


define(42364374,
       Effect(Kind.CONTINUOUS, affects=itself, atk_becomes=_alone_insect, def_becomes=_alone_insect,
              text_en="while you control no other Insect monster: its ATK and DEF become 1000",
              text_ja="自分の場にほかの昆虫族がいない間、攻撃力・守備力ともに１０００になる"))


# 古代の機械巨人 / Ancient Gear Golem: never special summoned; from its attack up to the damage step's end the
# opponent activates no spell or trap card; it pierces.
define(83104731, ATTACK_LOCK, PIERCING, special_by=never)

# 古代の機械兵士 / Ancient Gear Soldier: while it attacks the opponent cannot activate spell or trap cards until the
# end of the damage step.
define(56094445, ATTACK_LOCK)

# 古代の機械獣 / Ancient Gear Beast: never special summoned; the attack lock of the 「古代の機械」 monsters; the
# effects of the opponent's effect monsters it destroys by battle are negated.
define(10509340, ATTACK_LOCK, SILENCES, special_by=never)


# 古代の機械工兵 / Ancient Gear Engineer: a trap effect that targets it is negated and that trap destroyed; the
# attack lock of the 「古代の機械」 monsters; at the end of the damage step of its attack, destroy 1 targeted spell
# or trap card the opponent controls.
define(1953925,
       Effect(Kind.CONTINUOUS, affects=itself, ward=Ward(("trap",), destroy=True),
              text_en="a trap effect that targets it is negated and the trap destroyed",
              text_ja="このカードを対象にする罠カードの効果を無効にし破壊する"),
       ATTACK_LOCK,
       # the end of the damage step comes once the battle's destructions are carried out: destroyed by that battle,
       # it has left the field and is not activated
       Effect(T, destroy_targets, trigger="damage_step_end", condition=face_up_here,
              target=dataclasses.replace(SPELL_TRAP, side="opp", text_en="a spell or trap card the opponent controls",
                                         text_ja="相手フィールド上の魔法・罠カード"),
              text_en="it attacked: at the end of the damage step destroy the target spell or trap card of the "
                      "opponent",
              text_ja="攻撃したダメージステップの終わりに、対象の相手の魔法・罠カード１枚を破壊する"))


# 古代の機械巨竜 / Ancient Gear Gadjiltron Dragon: the attack lock of the 「古代の機械」 monsters; normal
# summoned with 「グリーン・ガジェット」 among its tributes it deals piercing battle damage; with
# 「レッド・ガジェット」 it inflicts 400 damage when it deals battle damage to the opponent; with
# 「イエロー・ガジェット」 600 when it destroys an opponent's monster by battle (wherever that monster goes).
define(50933533,
       ATTACK_LOCK,
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx and _has_gadget(ctx, GREEN_GADGET),
              pierce=True, text_en="with Green Gadget tributed: piercing battle damage",
              text_ja="グリーン・ガジェット：貫通ダメージを与える"),
       Effect(T, burn_op(400), trigger="damage", self_trigger=False,
              when=lambda ctx, ev: battle_damage_by_me()(ctx, ev) and _has_gadget(ctx, RED_GADGET),
              text_en="with Red Gadget tributed: battle damage to the opponent, 400 damage",
              text_ja="レッド・ガジェット：相手に戦闘ダメージを与えた時、相手に４００ダメージ"),
       Effect(T, burn_op(600), trigger="destroyed", self_trigger=False,
              when=lambda ctx, ev: destroyed_by_me(ctx, ev) and _has_gadget(ctx, YELLOW_GADGET),
              text_en="with Yellow Gadget tributed: destroyed an opponent's monster by battle, 600 damage",
              text_ja="イエロー・ガジェット：相手モンスターを戦闘で破壊した時、相手に６００ダメージ"),
       remember("summoned", _note_gadgets),
       numbering=(2, 1, 1, 1, 1))  # its text prints the effects by tributed Gadget (①) before the lock (②)


# エンジェルＯ７ / Angel O7: tribute summoned, it gains this effect: while it is face-up on the field, neither
# player can activate monster effects. The gain is noted with the moment its continuous effects began to apply
# (`Duel.stamp_of`): turned face-down and flipped up again, it is a new card that has not gained it.
def _o7_tributed(ctx: Ctx, ev: Event) -> None:
    if tributes_of(ctx, ev):
        mark_face_up(ctx.duel, "o7", ctx.card)


def _o7_gained(ctx: Ctx) -> bool:
    return marked_face_up(ctx.duel, "o7", ctx.card)


define(56784842,
       Effect(Kind.CONTINUOUS, locks_activations=lambda ctx, p, c, e: _o7_gained(ctx) and monster_effects(ctx, p, c, e),
              text_en="tribute summoned: neither player can activate monster effects",
              text_ja="生け贄召喚した場合、お互いにモンスター効果を発動できない"),
       remember("summoned", _o7_tributed))


# 古代の機械砲台 / Ancient Gear Cannon: tribute it (the cost): 500 damage to the opponent, and in this turn's
# battle phase neither player can activate trap cards.
_NO_TRAPS_IN_BATTLE = Effect(Kind.CONTINUOUS, locks_activations=battle_phase_traps,
                             text_en="neither player can activate trap cards in this turn's battle phase",
                             text_ja="このターンのバトルフェイズ中、お互いに罠カードを発動できない")


def _cannon(res: Resolution) -> None:
    res.duel.damage(res.opponent, 500, res.cause)
    res.duel.linger(res.card, res.player, _NO_TRAPS_IN_BATTLE, res.cause)


define(80045583, Effect(Kind.IGNITION, _cannon, cost=TRIBUTE_SELF,
                        text_en="tribute it: 500 damage to the opponent; no trap cards in this turn's battle phase",
                        text_ja="自身を生け贄にして相手に５００ダメージ。このターンのバトルフェイズの間、"
                                "どちらのプレイヤーも罠カードを発動不可"))


# マジック・ランプ / Ancient Lamp: in your main phase, while it is face-up, special summon 「ランプの魔精・ラ・ジーン」
# from your hand; attacked face-down by an opponent's monster, before damage calculation: the attack moves to a
# targeted monster of the opponent's other than the attacker, straight to damage calculation.
LA_JINN = 97590747
_LA_JINN_NEEDS, _LA_JINN = summon_named_from(LA_JINN, Zone.HAND)


def _lamp_redirect(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        if d.attack is not None:
            d.change_attack(target=t, calculate=True)


define(54912977,
       Effect(Kind.IGNITION, lambda res: _LA_JINN(res) if still_face_up_here(res) else None, asks=True,
              condition=face_up_here, needs=_LA_JINN_NEEDS,
              text_en="while it is face-up: La Jinn the Mystical Genie of the Lamp may be special summoned "
                      "from your hand",
              text_ja="表側表示である間に、「ランプの魔精・ラ・ジーン」１体を手札から特殊召喚する"),
       Effect(T, _lamp_redirect, trigger="attacked", when=attacked_face_down, mandatory=False,
              target=TargetSpec(side="opp", where=not_the_attacker,
                                text_en="an opponent's monster other than the attacker",
                                text_ja="攻撃モンスター以外の相手モンスター"),
              text_en="attacked face-down: the attack moves to the target opponent's monster, straight to damage "
                      "calculation",
              text_ja="裏側守備表示のこのカードが攻撃された時、攻撃対象を対象の相手モンスターに移し替えダメージ計算を行う"))
# アルカナフォースＥＸ－ＴＨＥ ＬＩＧＨＴ ＲＵＬＥＲ / Arcana Force EX - The Light Ruler: it cannot be normal summoned;
# its procedure sends 3 of its controller's monsters to the graveyard to special summon it from the hand. On its
# special summon a coin is tossed, and this object of the card gains one effect: heads, after a battle in which it
# destroys an opponent's monster and that monster reaches the graveyard, a targeted card of its
# controller's graveyard may go to the hand;
# tails, whenever a monster's effect or a spell or trap card that targets it is activated, it loses 1000 ATK and
# that activation is negated and its card destroyed. The effect gained belongs to the face-up card: turned
# face-down it is a new card, and turned face-up again without a special summon it has neither (`Card.since`).
@dataclasses.dataclass(frozen=True, slots=True)
class RulerCoin(Note):
    card: int
    oid: int
    since: tuple[int, int] | None
    heads: bool


def _ruler_coin(res: Resolution) -> None:
    c = res.card
    heads = res.duel.toss_coin(res.player, res.cause)
    if c.oid == res.link.oid and c.zone is Zone.MONSTERS and c.face_up:
        res.duel.remember(RulerCoin(c.idx, c.oid, c.since, heads))


def _ruler_got(heads: bool) -> Callable[[Ctx], bool]:
    def got(ctx: Ctx) -> bool:
        c = ctx.card
        return c.face_up and RulerCoin(c.idx, c.oid, c.since, heads) in ctx.duel.notes(RulerCoin)
    return got


def _targeted_by_activation(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    return (link is not None and face_up_here(ctx) and targets_this(ctx, link) and _ruler_got(False)(ctx)
            and card_activated(ctx, link))


def _ruler_rejects(res: Resolution) -> None:
    link = answered_link(ctx_of(res))
    if link is None:
        return
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.MONSTERS and c.face_up:
        res.duel.boost(c, -1000, 0, res.cause, until_end=False)
    negate_activation(res, link)


define(5861892,
       Effect(Kind.TRIGGER, _ruler_coin, trigger="special_summoned",
              text_en="special summoned: toss a coin; it gains the heads or the tails effect",
              text_ja="特殊召喚した場合、コイントスを行い、その裏表によって以下の効果を得る"),
       Effect(Kind.TRIGGER, to_hand_targets, trigger="destroyed", self_trigger=False, mandatory=False,
              when=lambda ctx, ev: won_battle(ctx, ev) and _ruler_got(True)(ctx),
              target=grave_spec(lambda c: True),
              text_en="heads: it destroys a monster by battle: add a targeted card of your graveyard to your hand",
              text_ja="表：相手モンスターを戦闘で破壊して墓地へ送れば、墓地の自分のカード１枚を手札に加える"),
       Effect(Kind.QUICK, _ruler_rejects, condition=_targeted_by_activation, forced=True,
              text_en="tails: an activation targeting it: it loses 1000 ATK; negate that activation and destroy it",
              text_ja="裏：自身を対象に取るモンスター効果・魔法・罠の発動に対し、自身の攻撃力を１０００下げ、"
                      "その発動を無効にして破壊する"),
       Effect(Kind.PROCEDURE, cost=Cost(field_send=3, field_filter=lambda ctx, c: c.zone is Zone.MONSTERS),
              text_en="special summon by sending 3 monsters you control to the graveyard",
              text_ja="自分の場のモンスター３体を墓地へ送ることで特殊召喚"))


# エンジェルＯ１ / Angel O1 (first printed after the era: its only text). (1) It may be special summoned from the hand
# by showing a Level 7 or higher monster of the hand to the opponent (its procedure; once a turn for cards of its
# name). (2) While this special summoned card is on the field, its controller may, once a turn, tribute summon a Level
# 7 or higher monster in face-up attack position in addition to their normal summon.
define(82243738,
       Effect(Kind.PROCEDURE, name_once=True,
              cost=Cost(reveal=lambda ctx, h: h.data.is_monster and ctx.duel.level(h) >= 7),
              text_en="show a Level 7 or higher monster of your hand: special summon this card from the hand",
              text_ja="レベル７以上のモンスター１体を手札から相手に見せて、手札から特殊召喚"),
       Effect(Kind.CONTINUOUS, extra_tribute_only=True,
              extra_summon=lambda ctx, m: ctx.duel.summoned_as(ctx.card, "special") and ctx.duel.level(m) >= 7,
              text_en="special summoned: one more tribute summon of a Level 7 or higher monster in attack position",
              text_ja="特殊召喚したこのカードが存在する限り、通常召喚に加えて１度だけレベル７以上のモンスターを"
                      "表側攻撃表示で生け贄召喚できる"))
