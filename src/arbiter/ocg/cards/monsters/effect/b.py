"""The effect monsters whose English name begins with B."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.events import Event, Reason
from arbiter.ocg import fusion
from arbiter.ocg.cards.common import (
    GAZELLE,
    HARPIE_LADY,
    PIERCING,
    SEND_SELF,
    SPELL_COUNTER,
    SPELL_TRAP,
    TRIBUTE_SELF,
    banish_targets,
    both,
    burn_500,
    destroy_itself,
    destroy_targets,
    face_up_here,
    in_its_battle,
    itself,
    room,
    room_for_itself,
    spell_counter_each_spell,
    switch_position,
    to_defense,
    to_grave,
    to_hand_targets,
    token_data,
)
from arbiter.ocg.cards.shared.attacks import attacks_again_after_a_win, battlers, past_only_defenders
from arbiter.ocg.cards.shared.banishing import banisher
from arbiter.ocg.cards.shared.battle_flips import negates_flips_it_destroys
from arbiter.ocg.cards.shared.chain import after_counter_traps, counter_traps, negate_effect, targeting_link
from arbiter.ocg.cards.shared.chaos import LIGHT_AND_DARK
from arbiter.ocg.cards.shared.coins import call_coin, tosses
from arbiter.ocg.cards.shared.control import KEEPS_ITS_CONTROLLER
from arbiter.ocg.cards.shared.counters import own_standby_self
from arbiter.ocg.cards.shared.destruction import destroy_one_opponents_monster, destroy_opponents_cards
from arbiter.ocg.cards.shared.discard import dark_world, discard_chosen
from arbiter.ocg.cards.shared.draw import may_draw
from arbiter.ocg.cards.shared.effect_monsters import attack_swing, attribute_swing, own_phase_burn, summon_named_from
from arbiter.ocg.cards.shared.events import (
    attack_to_defense,
    battle_damage_by_me,
    battle_damage_by_self,
    battle_destroyed,
    destroyed_by_me,
    discarded_by_effect,
    from_field_to_grave,
)
from arbiter.ocg.cards.shared.face_down import FACE_DOWN_SPELL_WARD
from arbiter.ocg.cards.shared.life_points import gain_op
from arbiter.ocg.cards.shared.monster_equips import blow_up, equips_itself
from arbiter.ocg.cards.shared.notes import mark, marked, never_activated, note
from arbiter.ocg.cards.shared.race_summoners import attribute_swapper
from arbiter.ocg.cards.shared.recruiters import recruiter
from arbiter.ocg.cards.shared.resolving import self_to_defense, still_face_up_here
from arbiter.ocg.cards.shared.revival import crushed, grave_target
from arbiter.ocg.cards.shared.search import battle_destroyed_search, deck_searched, named, on_summon_search
from arbiter.ocg.cards.shared.special_summons import summon_self_op, summon_target
from arbiter.ocg.cards.shared.stats import banished_for_atk
from arbiter.ocg.cards.shared.targets import OPP_MONSTER, FieldCardSpec, grave_spec
from arbiter.ocg.cards.shared.to_hand_and_deck import self_back_to_hand
from arbiter.ocg.cards.shared.tokens import makes_token_here, may_summon_token, summon_token
from arbiter.ocg.cards.shared.tributes import summoned_by_way_tributing, tributes_for_summon
from arbiter.ocg.cards.shared.turn_log import summoned_this_turn
from arbiter.ocg.cards.shared.zones import players_in_order
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import TO_GRAVEYARD
from arbiter.ocg.effects import Answers, Cost, Ctx, Effect, Kind, Resolution, TargetSpec, Worded
from arbiter.ocg.names import is_named, name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import by_effect_of
from arbiter.ocg.summon_locks import special_only

if TYPE_CHECKING:
    from arbiter.ocg.carddata import CardData
    from arbiter.ocg.duel import Duel

# Material substitutes: each may stand in for any one fusion material a fusion monster names, the other
# materials being the right ones; a property of the card that uses no chain (R004-175: 「心眼の女神」).
# 心眼の女神 / Goddess with the Third Eye, イリュージョン・シープ / Mystical Sheep #1, 破壊神 ヴァサーゴ /
# Versago the Destroyer, 沼地の魔獣王 / Beastking of the Swamps, and the three 融合呪印生物.
fusion.substitute(99426834)
define(99426834)


# リボルバー・ドラゴン / Barrel Dragon: ignition; target 1 monster the opponent controls (chosen on
# activation, before the coins); toss 3 coins: with 2 or more heads, destroy it.
def _two_heads_destroy(res: Resolution) -> None:
    if tosses(res, 3) >= 2:
        res.duel.destroy(res.targets(), res.cause)


define(81480460, Effect(Kind.IGNITION, _two_heads_destroy, does=Does.MONSTERS, once_per_turn=True,
                        condition=face_up_here,
                        target=OPP_MONSTER,
                        text_en="toss 3 coins; with 2+ heads destroy the target",
                        text_ja="コイントス３回、２回以上表なら対象を破壊"))

# ブローバック・ドラゴン / Blowback Dragon: the same against 1 card the opponent controls.
define(25551951, Effect(Kind.IGNITION, _two_heads_destroy, once_per_turn=True, condition=face_up_here,
                        target=FieldCardSpec(side="opp", text_en="a card the opponent controls",
                                             text_ja="相手フィールドのカード"),
                        text_en="toss 3 coins; with 2+ heads destroy the target",
                        text_ja="コイントス３回、２回以上表なら対象を破壊"))

# 巨大戦艦 カバード・コア / B.E.S. Covered Core: when normal summoned, place 2 counters on it; it is not destroyed
# by battle; at the end of the damage step of a battle it took part in, its controller calls a coin: wrong,
# remove 1 counter; if it had no counter in that battle it is destroyed instead (no call can save it). It attacked
# or was attacked (`in_its_battle`).
COVERED_CORE_COUNTER = "カウンター"


def _covered_core_counters(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.MONSTERS:
        res.duel.add_counter(c, COVERED_CORE_COUNTER, 2, res.cause)


def _covered_core_coin(res: Resolution) -> None:
    d = res.duel
    c = res.card
    if c.oid != res.link.oid or c.zone is not Zone.MONSTERS:
        return
    if not c.counters.get(COVERED_CORE_COUNTER, 0):  # it battled with none: destroyed, whatever a call would say
        d.destroy([c], res.cause)
    elif not call_coin(res):
        d.remove_counter(c, COVERED_CORE_COUNTER, 1, res.cause)


define(15317640,
       Effect(Kind.TRIGGER, _covered_core_counters, trigger="summoned", when=lambda ctx, ev: ev.detail == "normal",
              text_en="place 2 counters on this card", text_ja="このカードにカウンターを２つ置く"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, battle_proof=True,
              text_en="not destroyed by battle", text_ja="戦闘では破壊されない"),
       Effect(Kind.TRIGGER, _covered_core_coin, trigger="damage_step_end", self_trigger="either", asks=True,
              when=in_its_battle, text_en="call a coin: wrong removes a counter (no counter: destroy this card)",
              text_ja="コインの裏表を当てる：ハズレでカウンターを１つ取り除く（カウンターがなければ破壊）"))

T = Kind.TRIGGER


# 暗黒界の狩人 ブラウ / Broww, Huntsman of Dark World: when an effect discards it from the hand to the graveyard (not
# banished instead), draw 1, or 2 if the opponent's effect discarded it from your hand.
def _broww(res: Resolution) -> None:
    ev = res.link.events[0]
    res.duel.draw(res.player, 2 if ev.cause.player != res.card.owner else 1, res.cause)


define(79126789, Effect(T, _broww, trigger="discarded", needs=may_draw("self"),
                        when=discarded_by_effect,
                        text_en="discarded by an effect: draw 1 (2 if by the opponent's)",
                        text_ja="効果で捨てられた時、１枚（相手の効果なら２枚）ドローする"))

# 燃える藻 / Burning Algae: when it is sent to the graveyard, the opponent gains 1000. 髑髏顔 天道虫 /
# Skull-Mark Ladybug: when it is sent to the graveyard, you gain 1000.
define(41859700, *(Effect(T, gain_op(1000, "opp"), trigger=k, when=to_grave,
                          text_en="sent to the graveyard: the opponent gains 1000 LP",
                          text_ja="墓地へ送られた時、相手は１０００回復する")
                   for k in ("destroyed", "sent", "tributed", "discarded")), numbering=(1, 1, 1, 1))

on_summon_search(77207191, named(GAZELLE), "add Gazelle the King of Mythical Beasts", "「幻獣王ガゼル」を手札に加える")

# バード・フェイス / Birdface: destroyed by battle: add 「ハーピィ・レディ」. 暗黒界の斥候 スカー / Scarr: a level
# 4 or lower 「暗黒界」 monster (mandatory). ゴキポン / Gokipon: an insect with 1500 or less ATK. 悪魂邪苦止 /
# T.A.D.P.O.L.E.: any number of 「悪魂邪苦止」.
battle_destroyed_search(45547649, named(HARPIE_LADY), "destroyed by battle: add Harpie Lady",
                        "戦闘で破壊された時、「ハーピィ・レディ」を手札に加える")

# スフィア・ボム 球体時限爆弾 / Blast Sphere (R004-125.17): attacked face-down, it becomes an equip card on the
# attacker (no damage calculation); in the opponent's next standby phase the equipped monster is destroyed and
# its controller takes damage equal to the ATK it had on the field.
define(26302522, equips_itself(), blow_up(damage=True))


# 豊穣のアルテミス / Bountiful Artemis (R004-070.91): each time a counter trap is activated, right after it
# resolves, its controller draws 1 card. The page's table gives 「無効」 × for it: the draw uses no chain
# link (so nothing answers it), `Kind.AT_ONCE`; each counter trap is its own draw (「神の恵み」 ○).
def _artemis(res: Resolution) -> None:
    for _ in range(counter_traps(res.duel, res.card)):
        res.duel.draw(res.player, 1, res.cause)


define(32296881, Effect(Kind.AT_ONCE, _artemis, trigger="chain_resolved", when=after_counter_traps,
                        text_en="after each counter trap resolves: draw 1 card (no chain link)",
                        text_ja="カウンター罠が発動される度に、その処理後にデッキからカードを１枚ドローする"))


# バイサー・ショック / Byser Shock: when it is normal, flip or special summoned: every set card on the
# field (face-down monsters and set spells/traps) returns to its owner's hand.
def _set_cards(d: Duel) -> list[Card]:
    return [c for p in players_in_order(d) for c in d.field_cards(p) if c.pos is Pos.SET]


def _byser(res: Resolution) -> None:
    res.duel.to_hand(_set_cards(res.duel), res.cause)


define(17597059, *(Effect(T, _byser, does=Does.SPELLS_TRAPS | Does.MONSTERS | Does.SET_ONLY, trigger=k,
                          needs=lambda ctx: bool(_set_cards(ctx.duel)),
                          text_en="return every set card on the field to its owner's hand",
                          text_ja="フィールド上のセットされたカードを全て持ち主の手札に戻す")
                   for k in ("summoned", "special_summoned")), numbering=(1, 1))

# 百獣王 ベヒーモス / Behemoth the King of All Animals: when it is tribute summoned, its player may target beasts in
# their graveyard, as many as the monsters tributed for it, and add them to the hand (with two tributes one beast
# may be targeted: docs/uncertain-rulings.md). It may be tribute summoned with a single tribute, and then its
# original ATK is 2000 (R004-032). The trigger is declared once for each number of tributes, as that number is its
# number of targets.
BEHEMOTH = 22996376


def _behemoth_atk(d: Duel, c: Card) -> int:
    return 2000 if d.summoned_as(c, "fewer_tributes") else c.data.atk or 0


def _behemoth_trigger(tributes: int) -> Effect:
    def when(ctx: Ctx, ev: Event) -> bool:
        n = len(tributes_for_summon(ctx.duel, ctx.card))
        return ev.detail == "normal" and n > 0 and min(n, 2) == tributes

    return Effect(T, to_hand_targets, trigger="summoned", when=when, mandatory=False, misses_timing=True,
                  target=grave_spec(lambda c: c.data.is_monster and c.data.race == "Beast", count=tributes,
                                    least=1, en="a Beast in your graveyard", ja="自分の墓地の獣族モンスター"),
                  text_en="add the targeted Beasts to your hand", text_ja="対象の獣族モンスターを手札に加える")


define(BEHEMOTH, _behemoth_trigger(2), _behemoth_trigger(1),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx,
              atk=lambda ctx, c: _behemoth_atk(ctx.duel, c) - (c.data.atk or 0), original_value=True,
              text_en="tribute summoned with one tribute: original ATK 2000",
              text_ja="生け贄１体で召喚した場合、元々の攻撃力は２０００になる"),
       fewer_tributes=1, numbering=(2, 2, 1))


# 暗黒プテラ / Black Ptera: leaving the field for the graveyard by any way but a battle destruction, it goes back
# to its owner's hand.
def _not_by_battle(ctx: Ctx, ev: Event) -> bool:
    return from_field_to_grave(ctx, ev) and not (ev.kind == "destroyed" and ev.cause.reason is Reason.BATTLE)


define(90654356, *(Effect(T, self_back_to_hand, trigger=k, when=_not_by_battle,
                          text_en="return this card to its owner's hand", text_ja="このカードを持ち主の手札に戻す")
                   for k in ("destroyed", "sent", "tributed")), numbering=(1, 1, 1))


# ブレイン・クラッシャー / Brain Crusher: in the end phase of a turn it destroyed an opponent's monster by
# battle and sent it to the graveyard, you may special summon one of those monsters to your field (from whichever
# graveyard it went to: a monster the opponent controlled but you owned lies in yours).
def _crusher_watch(ctx: Ctx, ev: Event) -> bool:
    # its battle, attacking or attacked (a battle's cause names only the attacker)
    if battle_destroyed(ctx, ev):
        note(ctx, "crushed", ctx.duel.cards[ev.card], ctx.card)
    return False


define(81919143,
       Effect(T, summon_target, trigger="phase", when=lambda ctx, ev: ev.detail == "end", self_trigger=False,
              once_per_turn=True, mandatory=False, needs=room, asks=True,
              target=grave_target(crushed, "a monster it destroyed by battle this turn",
                                  "このターン戦闘で破壊したモンスター", side="any"),
              text_en="special summon the target to your field", text_ja="対象を自分フィールドに特殊召喚する"),
       Effect(T, never_activated, note=True, trigger="destroyed", when=_crusher_watch, self_trigger=False,
              text_en="(remembers what it destroyed by battle)", text_ja="（戦闘で破壊したモンスターを覚えておく）"))

# 暗黒界の尖兵 ベージ / Beiige, Vanguard of Dark World: discarded by another card's effect: special summon it (not
# activated while it could not be: no free zone, a lock).
define(33731070, dark_world(summon_self_op, needs=room_for_itself, text_en="special summon this card",
                            text_ja="このカードを特殊召喚する"))


# 暗黒界の狂王 ブロン / Brron, Mad King of Dark World: when it inflicts battle damage to the opponent, you may
# discard 1 card (in the damage step: 「墓守の監視者」 cannot answer it, R004-146.13).
def _brron(res: Resolution) -> None:
    discard_chosen(res, res.player, 1)


define(6214884, Effect(T, _brron, trigger="damage", when=battle_damage_by_me(), self_trigger=False, mandatory=False,
                       does=Does.OWN_HAND,
                       asks=True, needs=lambda ctx: bool(ctx.duel.players[ctx.player].hand),
                       text_en="discard 1 card", text_ja="手札を１枚捨てる"))

# 光の追放者 / Banisher of the Light, 閃光の追放者 / Banisher of the Radiance: the same while face-up.
# (the locked costs follow from their one effect)
define(61528025, *banisher(trap=False), numbering=(1, 1))
define(94853057, *banisher(trap=False), numbering=(1, 1))

Q = Kind.QUICK


# 青眼の光龍 / Blue-Eyes Shining Dragon: gains 300 ATK for each Dragon in your graveyard; when a spell, trap
# or monster effect that targets this card is activated, you may negate that effect.
def _dragons_in_grave(ctx: Ctx, c: Card) -> int:
    d = ctx.duel
    return 300 * sum(1 for i in d.players[ctx.player].grave if d.cards[i].data.is_monster
                     and d.cards[i].data.race == "Dragon")


# any link below that targets it: its text names a spell, a trap or a monster's effect, which is every effect
_TARGETING_ME = Answers(lambda ctx: targeting_link(ctx) is not None,
                        "the activation of an effect that targets this card", "このカードを対象とする効果の発動")
define(53347303,
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, atk=_dragons_in_grave,
              text_en="+300 ATK for each Dragon in your graveyard",
              text_ja="自分の墓地のドラゴン族×３００攻撃力アップ"),
       Effect(Q, negate_effect, condition=both(face_up_here, _TARGETING_ME),
              text_en="negate the effect that targets this card", text_ja="このカードを対象とする効果を無効にする"),
       Effect(Kind.PROCEDURE, cost=Cost(tribute=1, tribute_filter=lambda ctx, m: is_named(m, 23995346)),
              text_en="special summon by tributing a Blue-Eyes Ultimate Dragon you control",
              text_ja="自分フィールドの「青眼の究極竜」１体を生け贄に捧げて特殊召喚する"))


def _spell_trap_chained(ctx: Ctx, ev: Event) -> bool:
    return ev.amount >= 2 and ctx.duel.cards[ev.card].data.kind in ("spell", "trap")


# 連爆魔人 / Blast Asmodian: each time a spell or trap card is chained, 500 damage to the opponent.
define(11685347, Effect(T, burn_500, trigger="chained", self_trigger=False, when=_spell_trap_chained,
                        text_en="a spell or trap is chained: 500 damage to the opponent",
                        text_ja="魔法・罠カードがチェーンされた場合、相手に５００ダメージ"))

C = Kind.CONTINUOUS

BES_COUNTER = "カウンター"


def _bes_counters(res: Resolution) -> None:
    if still_face_up_here(res):
        res.duel.add_counter(res.card, BES_COUNTER, 3, res.cause)


def _bes_battled(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.MONSTERS and not res.duel.remove_counter(c, BES_COUNTER, 1,
                                                                                         res.cause):
        res.duel.destroy([c], res.cause)


_BES_EN = "remove 1 counter from this card (none: destroy it)"
_BES_JA = "このカードのカウンターを１つ取り除く（取り除けない場合破壊する）"


def _bes(*more: Effect) -> tuple[Effect, ...]:
    return (Effect(T, _bes_counters, trigger="summoned", when=lambda ctx, ev: ev.detail == "normal",
                   text_en="place 3 counters on this card", text_ja="このカードにカウンターを３つ置く"),
            Effect(C, affects=itself, battle_proof=True, text_en="not destroyed by battle",
                   text_ja="戦闘では破壊されない"),
            Effect(T, _bes_battled, trigger="damage_step_end", self_trigger="either", when=in_its_battle,
                   text_en=_BES_EN, text_ja=_BES_JA),
            *more)


# 巨大戦艦 ビッグ・コア / B.E.S. Big Core: the B.E.S. effects only.
define(14148099, *_bes())


# 巨大戦艦 クリスタル・コア / B.E.S. Crystal Core: also, once a turn, change 1 targeted face-up attack position
# monster the opponent controls to face-up defense position; its text prints this before the end-of-battle counter
# removal (effect 3 of 4, where 「巨大戦艦 テトラン」's text prints its own last).
define(22790789, *_bes(Effect(
    Kind.IGNITION, to_defense, once_per_turn=True,
    target=TargetSpec(side="opp", face="up", where=lambda ctx, c: c.pos is Pos.ATTACK,
                      text_en="a face-up attack position monster the opponent controls",
                      text_ja="相手フィールドの表側攻撃表示モンスター"),
    text_en="change the target to face-up defense position", text_ja="対象を表側守備表示にする")),
       numbering=(1, 2, 4, 3))


# 巨大戦艦 テトラン / B.E.S. Tetran: also, once a turn, remove 1 counter from it (the cost) to destroy 1 targeted
# spell or trap card on the field.
define(44954628, *_bes(Effect(
    Kind.IGNITION, destroy_targets, once_per_turn=True, target=SPELL_TRAP,
    cost=Cost(remove_counters=(BES_COUNTER, 1), counters_self=True),
    text_en="remove 1 counter: destroy the target", text_ja="カウンターを１つ取り除き、対象を破壊する")))


# バルーン・リザード / Balloon Lizard: in each of your standby phases, put 1 counter on this card; when it is
# destroyed, the controller of the card that destroyed it takes 400 damage for each counter it had (the
# destruction event keeps the counters the card had on the field: `Event.had`).
def _balloon_tick(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.MONSTERS and c.face_up:
        res.duel.add_counter(c, "カウンター", 1, res.cause)


def _balloon_counters(ev: Event) -> int:
    return dict(ev.had).get("カウンター", 0)


def _balloon_pop(res: Resolution) -> None:
    d = res.duel
    ev = res.link.events[0]
    n = _balloon_counters(ev)
    if n:
        who = d.cards[ev.cause.card].ctl if ev.cause.card >= 0 else ev.cause.player
        d.damage(who, 400 * n, res.cause)


define(39892082,
       Effect(T, _balloon_tick, trigger="phase", when=own_standby_self, self_trigger=False,
              condition=face_up_here, text_en="put 1 counter on this card",
              text_ja="このカードにカウンターを１つ置く"),
       Effect(T, _balloon_pop, trigger="destroyed", when=lambda ctx, ev: _balloon_counters(ev) > 0,
              text_en="destroyed: 400 damage per counter to the controller of the card that destroyed it",
              text_ja="破壊されると、破壊したカードのコントローラーが、カウンター１つにつき４００ダメージを受ける"))


# 魔導戦士 ブレイカー / Breaker the Magical Warrior: when normal summoned, it gets a spell counter (it is a card that
# can hold at most 1, whatever places it: `holds`); it gains 300 ATK for each; remove its spell counter (the cost)
# to destroy a targeted spell or trap card on the field.
def _one_counter(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.MONSTERS and c.face_up:
        res.duel.add_counter(c, SPELL_COUNTER, 1, res.cause)


define(71413901,
       Effect(T, _one_counter, trigger="summoned", when=lambda ctx, ev: ev.detail == "normal",
              text_en="normal summoned: put a spell counter on this card (at most 1)",
              text_ja="召喚成功時、自身に魔力カウンターを１つ置く（置けるのは１つまで）"),
       Effect(C, affects=itself, atk=lambda ctx, c: 300 * c.counters.get(SPELL_COUNTER, 0),
              text_en="+300 ATK per spell counter on it", text_ja="魔力カウンター１つにつき攻撃力３００アップ"),
       Effect(Kind.IGNITION, destroy_targets, target=SPELL_TRAP,
              cost=Cost(remove_counters=(SPELL_COUNTER, 1), counters_self=True),
              text_en="remove its spell counter: destroy the target spell or trap card",
              text_ja="自身の魔力カウンター１つを取り除いて、対象の場の魔法・罠カード１枚を破壊"),
       holds=((SPELL_COUNTER, 1),))


# ブラッド・サッカー / Blood Sucker: when it deals battle damage to the opponent, the top card of their deck is sent to
# the graveyard.
define(97783659, Effect(T, lambda res: res.duel.mill(res.opponent, 1, res.cause), trigger="damage",
                        self_trigger=False, when=battle_damage_by_self,
                        text_en="battle damage to the opponent: their deck's top card is sent to the graveyard",
                        text_ja="相手に戦闘ダメージを与えると、相手デッキの一番上のカードを墓地へ送る"))

# バイトロン / Bitelon: it deals piercing battle damage.
define(44702857, PIERCING)

# バスター・ブレイダー / Buster Blader: it gains 500 ATK for each Dragon monster face-up on the opponent's side
# of the field and in the opponent's graveyard.
def _dragons_of_opponent(ctx: Ctx, c: Card) -> int:
    d = ctx.duel
    opp = 1 - c.ctl
    field = sum(m.face_up and d.race(m) == "Dragon" for m in d.monsters_of(opp))
    grave = sum(d.cards[i].data.kind == "monster" and d.cards[i].data.race == "Dragon" for i in d.players[opp].grave)
    return 500 * (field + grave)


define(78193831, Effect(Kind.CONTINUOUS, affects=itself, atk=_dragons_of_opponent,
                        text_en="+500 ATK for each Dragon the opponent controls or has in the graveyard",
                        text_ja="攻撃力は、相手の場と墓地にいるドラゴン族の数×５００アップ"))

# 悪魔ガエル / Beelze Frog: it gains 300 ATK for each 「悪魂邪苦止」 in its controller's graveyard.
define(49522489, Effect(Kind.CONTINUOUS, affects=itself,
                        atk=lambda ctx, c: 300 * sum(is_named(ctx.duel.cards[i], 10456559)
                                                     for i in ctx.duel.players[c.ctl].grave),
                        text_en="its ATK rises by 300 for every T.A.D.P.O.L.E. you have in the graveyard",
                        text_ja="攻撃力は墓地の自分の「悪魂邪苦止」の数×３００アップ"))

# ボーガニアン / Bowganian: in its controller's standby phase, 600 damage to the opponent.
define(52090844, own_phase_burn("standby", lambda ctx: 600, "your standby phase: 600 damage to the opponent",
                                "自分のスタンバイフェイズに相手に６００ダメージを与える"))

# ブレードフライ / Bladefly: face-up WIND monsters on the field gain 500 ATK, EARTH ones lose 400.
define(28470714, attribute_swing("WIND", "EARTH", "風", "地"))

# 暗黒ヴェロキ / Black Veloci: +400 ATK in the damage step when it attacks a monster, -400 when a monster attacks it.
define(52319752, Effect(Kind.CONTINUOUS, affects=itself, atk=attack_swing(400),
                        text_en="+400 ATK attacking a monster, -400 ATK attacked, in the damage step",
                        text_ja="ダメージステップの間、相手モンスターを攻撃していれば攻撃力４００アップ、攻撃されていれば４００ダウン"))

# 起動兵士デッドリボルバー / Boot-Up Soldier - Dread Dynamo: while its controller controls a face-up 「ガジェット」
# monster, it gains 2000 ATK.
define(13316346, Effect(Kind.CONTINUOUS, affects=itself,
                        atk=lambda ctx, c: 2000 if any(m.face_up and name_includes(m, "ガジェット")
                                                       for m in ctx.duel.monsters_of(c.ctl)) else 0,
                        text_en="+2000 ATK while you control a face-up Gadget monster",
                        text_ja="表側表示の「ガジェット」モンスターが自分の場にいる間、攻撃力２０００アップ"))

# ベビケラサウルス / Babycerasaurus: when a card effect destroys it and it reaches the graveyard, a Dinosaur of Level
# 4 or lower comes from the deck by special summon.
define(36042004, recruiter(lambda ctx, c: c.data.race == "Dinosaur" and (c.data.level or 0) <= 4, None,
                           lambda ctx, ev: ev.cause.reason is Reason.EFFECT and ev.dst == int(Zone.GRAVE),
                           "destroyed by an effect: special summon a Level 4 or lower Dinosaur from your deck",
                           "効果で破壊されて墓地に行った時、レベル４以下の恐竜族１体をデッキから特殊召喚",
                           mandatory=True))

# 電池メン－単一型 / Batteryman D: while it is face-up on the field, the opponent cannot attack its controller's
# other face-up Thunder monsters (those named 「電池メン－単一型」 excepted).
define(55401221, Effect(Kind.CONTINUOUS, forbids=("be_attacked",),
                        affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up and c.ctl == ctx.player
                        and ctx.duel.race(c) == "Thunder" and not is_named(c, 55401221),
                        text_en="the opponent cannot attack your other Thunder monsters",
                        text_ja="相手は、「電池メン－単一型」を除く自分の雷族を攻撃対象に選べない"))

# 豪雨の結界像 / Barrier Statue of the Torrent, 干ばつの結界像 / of the Drought, 閃光の結界像 / of the Heavens,
# 業火の結界像 / of the Inferno, 烈風の結界像 / of the Stormwinds, 深淵の結界像 / of the Abyss: while it is face-up
# on the field, neither player can special summon a monster that is not of its Attribute.
_STATUES = ((10963799, "WATER", "水"), (19740112, "EARTH", "地"), (46145256, "LIGHT", "光"),
            (47961808, "FIRE", "炎"), (73356503, "WIND", "風"), (84478195, "DARK", "闇"))
for _code, _attr, _attr_ja in _STATUES:
    define(_code, Effect(Kind.CONTINUOUS, locks_summons=special_only(_attr),
                         text_en=f"neither player can special summon monsters other than {_attr} ones",
                         text_ja=f"{_attr_ja}属性以外のモンスターはお互いに特殊召喚できない"))


# 暗黒恐獣 / Black Tyranno: while the opponent's field holds only defense position monsters (one at least, and no
# spell or trap card), it may attack directly.
define(38670435, past_only_defenders())


# 暗黒ステゴ / Black Stego: when this attack-position card is chosen as an attack target, it turns to defense.
define(79409334, Effect(T, self_to_defense, trigger="attack_declared", self_trigger=False,
                        when=lambda ctx, ev: ev.amount == ctx.card.idx and ctx.card.zone is Zone.MONSTERS
                        and ctx.card.pos is Pos.ATTACK,
                        text_en="attacked in attack position: change this card to defense position",
                        text_ja="攻撃表示の自身が攻撃対象に選ばれると、守備表示に変わる"))

# ミスター・ボンバー / Blast Juggler: an ignition effect used only in its controller's standby phase (not a
# trigger of the phase's start: it is open all through that phase, never chained): tribute this face-up card (the
# cost) to destroy 2 targeted face-up monsters with 1000 or less ATK.
define(70138455, Effect(Kind.IGNITION, destroy_targets, phases=("standby",), cost=TRIBUTE_SELF,
                        target=TargetSpec(face="up", count=2, where=lambda ctx, c: ctx.duel.atk(c) <= 1000,
                                          text_en="2 face-up monsters with 1000 or less ATK",
                                          text_ja="攻撃力１０００以下の表側表示モンスター２体"),
                        text_en="your standby phase: tribute this card to destroy the 2 targets",
                        text_ja="自分のスタンバイフェイズ、このカードを生け贄に捧げ対象２体を破壊する"))


# ブリザード・ドラゴン / Blizzard Dragon: once a turn, a targeted monster the opponent controls cannot change its
# position or attack until the end of the opponent's next turn.
def _freeze(res: Resolution) -> None:
    for t in res.targets():
        for what in ("attack", "change_position"):
            res.duel.restrict(t, what, res.cause, turns=2 if res.duel.tp == res.player else 1)


define(61802346, Effect(Kind.IGNITION, _freeze, once_per_turn=True, condition=face_up_here, target=OPP_MONSTER,
                        text_en="the target cannot attack or change its position until the end of the opponent's "
                                "next turn",
                        text_ja="対象は次の相手ターン終了時まで攻撃宣言・表示形式の変更ができない"))


# ブルーサンダーＴ４５ / Blue Thunder T-45: when it destroys an opponent's monster by battle, special summon a
# 「サンダーオプショントークン」 (Machine, LIGHT, Level 4, 1500/1500) that cannot be tributed for a tribute summon.
def _thunder_option(res: Resolution) -> None:
    t = summon_token(res, token_data(14089429, "サンダーオプショントークン"))
    if t is not None:
        res.duel.restrict(t, "tribute_summon", res.cause, turns=None)


define(14089428, Effect(T, _thunder_option, trigger="destroyed", self_trigger=False, when=destroyed_by_me,
                        needs=makes_token_here(14089429, "サンダーオプショントークン"), asks=True,
                        text_en="destroyed a monster by battle: special summon a Thunder Option Token",
                        text_ja="戦闘で相手モンスターを破壊した時、「サンダーオプショントークン」１体を特殊召喚する"))

# 黒竜の雛 / Black Dragon's Chick: send this face-up card to the graveyard (the cost): special summon 「真紅眼の黒竜」
# from your hand.
# not activated, its cost paid, while nothing can be summoned (a lock on its player's special summons)
_chick_needs, _chick_op = summon_named_from(74677422, Zone.HAND)
define(36262024, Effect(Kind.IGNITION, _chick_op, cost=SEND_SELF, condition=face_up_here, asks=True,
                        needs=_chick_needs,
                        text_en="send this card to the graveyard: special summon Red-Eyes Black Dragon from your hand",
                        text_ja="このカードを墓地へ送り、手札から「真紅眼の黒竜」を特殊召喚する"))

# ボアソルジャー / Boar Soldier: when it is normal summoned it is destroyed; while the opponent controls a monster
# it loses 1000 ATK.
define(21340051,
       Effect(T, destroy_itself, trigger="summoned", when=lambda ctx, ev: ev.detail == "normal",
              text_en="normal summoned: destroy this card", text_ja="通常召喚された時、このカードを破壊する"),
       Effect(Kind.CONTINUOUS, affects=itself,
              atk=lambda ctx, c: -1000 if ctx.duel.monsters_of(1 - c.ctl) else 0,
              text_en="-1000 ATK while the opponent controls a monster",
              text_ja="相手の場にモンスターがいる間、攻撃力１０００ダウン"))


# 電池メン－単三型 / Batteryman AA: while every 「電池メン－単三型」 you control is in attack position, it gains 1000
# ATK for each; while every one is in defense position, 1000 DEF for each. 電池メン－単二型 / Batteryman C: the
# same, 500 ATK or DEF for each, given to every Machine monster you control.
# A face-down copy is one in defense position: it keeps the ATK boost off and counts for the DEF boost.
def _batteries(ctx: Ctx, c: Card, passcode: int, pos: Pos) -> int:
    mine = [m for m in ctx.duel.monsters_of(c.ctl) if is_named(m, passcode)]
    wanted = (Pos.DEFENSE, Pos.SET) if pos is Pos.DEFENSE else (pos,)
    return len(mine) if mine and all(m.pos in wanted for m in mine) else 0


define(63142001, Effect(Kind.CONTINUOUS, affects=itself,
                        atk=lambda ctx, c: 1000 * _batteries(ctx, c, 63142001, Pos.ATTACK),
                        defense=lambda ctx, c: 1000 * _batteries(ctx, c, 63142001, Pos.DEFENSE),
                        text_en="+1000 ATK (DEF) for each Batteryman AA you control, all in attack (defense) "
                                "position",
                        text_ja="自分の「電池メン－単三型」が全て攻撃（守備）表示の場合、その数×１０００攻撃力（守備力）アップ"))
define(19733961, Effect(Kind.CONTINUOUS,
                        affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up and c.ctl == ctx.player
                        and ctx.duel.race(c) == "Machine",
                        atk=lambda ctx, c: 500 * _batteries(ctx, ctx.card, 19733961, Pos.ATTACK),
                        defense=lambda ctx, c: 500 * _batteries(ctx, ctx.card, 19733961, Pos.DEFENSE),
                        text_en="your Machine monsters gain 500 ATK (DEF) for each Batteryman C you control, all in "
                                "attack (defense) position",
                        text_ja="自分の「電池メン－単二型」が全て攻撃（守備）表示の場合、自分の機械族モンスターは"
                                "その数×５００攻撃力（守備力）アップ"))


# ビッグホーン・マンモス / Big-Tusked Mammoth: the opponent's monsters cannot attack in the turn they were summoned.
define(59380081, Effect(Kind.CONTINUOUS, forbids=("attack",),
                        affects=lambda ctx, c: c.ctl != ctx.player and summoned_this_turn(ctx.duel, c),
                        text_en="the opponent's monsters cannot attack the turn they are summoned",
                        text_ja="相手のモンスターは、召喚・反転召喚・特殊召喚されたそのターンは攻撃宣言不可"))

# 燃え盛るヒータ / Blazing Hiita: the FIRE one of the four attribute swappers (`shared.race_summoners`).
define(92518817, attribute_swapper("FIRE"))


# ブレードラビット / Blade Rabbit: turned from attack to face-up defense position, it destroys one of the
# opponent's monsters (chosen as it resolves).
define(58268433, Effect(T, destroy_one_opponents_monster, trigger="position", asks=True,
                        does=Does.MONSTERS | Does.OPPONENTS,
                        when=attack_to_defense,
                        text_en="changed from attack to face-up defense position: destroy a monster the opponent "
                                "controls",
                        text_ja="攻撃表示から表側守備表示になると、相手のモンスター１体を破壊"))

# ボタニカル・ライオ / Botanical Lion: +300 ATK for each face-up Plant monster you control; while it is face-up on the
# field, control of it cannot change. 盲信するゴブリン / Blindly Loyal Goblin: the latter only.
define(20546916,
       Effect(Kind.CONTINUOUS, affects=itself,
              atk=lambda ctx, c: 300 * sum(1 for m in ctx.duel.monsters_of(c.ctl)
                                           if m.face_up and ctx.duel.race(m) == "Plant"),
              text_en="+300 ATK for each face-up Plant monster you control",
              text_ja="攻撃力は、自分の場の表側表示の植物族の数×３００アップ"),
       KEEPS_ITS_CONTROLLER)
define(35215622, KEEPS_ITS_CONTROLLER)


# カオス・ソルジャー －開闢の使者－ / Black Luster Soldier - Envoy of the Beginning: special summoned from the hand by
# removing one LIGHT and one DARK monster of your graveyard from play. Once a turn, one of: banish 1 targeted
# monster on the field (it cannot attack in a turn this is activated, nor be activated once it has attacked); or,
# when it destroys an opponent's monster by battle as the attacker (banished instead of going to the graveyard, it still
# was destroyed), attack again in a row. The banished monster may be this card itself: the text names any monster
# on the field, with no "other".
define(72989439,
       Effect(Kind.IGNITION, banish_targets, once_per_turn=True, shared_use=True, target=TargetSpec(allow_self=True),
              no_attack_that_turn=True, condition=face_up_here,
              text_en="banish the target monster; this card cannot attack this turn",
              text_ja="対象のモンスターをゲームから除外する（このターンこのカードは攻撃できない）"),
       attacks_again_after_a_win(lambda ctx, ev: destroyed_by_me(ctx, ev) and battlers(ctx.duel)[0] == ctx.card.idx,
                                 "destroyed a monster by battle as the attacker: it may attack again in a row",
                                 "攻撃したこのカードが相手モンスターを戦闘で破壊した時、続けて攻撃できる",
                                 shared_use=True),
       LIGHT_AND_DARK)


# バーサーク・デッド・ドラゴン / Berserk Dragon: only special summoned by 「デーモンとの駆け引き」's effect; it may
# attack each monster the opponent controls once; in each of its controller's end phases it loses 500 ATK.
def _berserk_decay(res: Resolution) -> None:
    if still_face_up_here(res):
        res.duel.boost(res.card, -500, 0, res.cause, until_end=False)


define(85605684,
       Effect(Kind.CONTINUOUS, affects=itself, attacks_each=True,
              text_en="may attack each monster the opponent controls once",
              text_ja="相手モンスターそれぞれに１回ずつ攻撃可能"),
       Effect(T, _berserk_decay, trigger="phase", self_trigger=False,
              when=lambda ctx, ev: ev.detail == "end" and ctx.duel.tp == ctx.player
              and ctx.card.zone is Zone.MONSTERS and ctx.card.face_up,
              text_en="your end phase: this card loses 500 ATK",
              text_ja="自分のエンドフェイズ毎に攻撃力が５００ダウンする"),
       special_by=by_effect_of(6850209))

# 魂を喰らう者 バズー / Bazoo the Soul-Eater: once a turn, banish up to 3 monsters from your graveyard (the cost): it
# gains 300 ATK for each until the end of the opponent's next turn.
define(40133511, Effect(Kind.IGNITION, banished_for_atk(300), once_per_turn=True, condition=face_up_here,
                        cost=Cost(banish_grave_any=True, banish_most=3, banish_filter=lambda ctx, c: c.data.is_monster),
                        text_en="banish up to 3 monsters from your graveyard: +300 ATK for each until the end of the "
                                "opponent's turn",
                        text_ja="自分の墓地のモンスターを３体まで除外し、１体につき相手のエンドフェイズまで攻撃力３００アップ"))


# ブレイドナイト / Blade Knight: +400 ATK while its controller holds 1 card or fewer; while they control no other
# monster, the flip effects of the monsters it destroys by battle are negated.
define(39507162,
       Effect(Kind.CONTINUOUS, affects=itself,
              atk=lambda ctx, c: 400 if len(ctx.duel.players[c.ctl].hand) <= 1 else 0,
              text_en="+400 ATK while you hold 1 card or fewer",
              text_ja="自分の手札が１枚以下の場合、攻撃力４００アップ"),
       negates_flips_it_destroys(lambda ctx: all(m.idx == ctx.card.idx for m in ctx.duel.monsters_of(ctx.player)),
                                 "alone on your field: the flip effects of the monsters it destroys by battle are "
                                 "negated",
                                 "自分フィールド上に他のモンスターがいない場合、戦闘で破壊したリバースモンスターの"
                                 "効果を無効にする"))


# ブロックマン / Blockman: tribute it (the cost): special summon, in defense position, as many 「ブロックトークン」
# (Rock, EARTH, Level 4, 1000/1500) as its controller's turns it has been face-up on their field; they cannot
# declare an attack. The turns are noted as their phases begin (the turn it is activated in counts too), with the
# player on whose field it was and the moment it last turned face-up: taken by the opponent, only their turns with
# it count, and turned face-down and up again, a new card, it counts anew. The count is read as it is activated,
# before the tribute.
def _blockman_key(d: Duel, me: Card, player: int) -> str:
    return f"blockman:{player}:{d.stamp_of(me)[0]}"


def _blockman_watch(ctx: Ctx, ev: Event) -> bool:
    d, me = ctx.duel, ctx.card
    if me.zone is Zone.MONSTERS and me.face_up and d.tp == me.ctl:
        key = _blockman_key(d, me, me.ctl)
        if d.turn not in marked(d, key, me):
            mark(d, key, me, d.turn)
    return False  # nothing is activated


def _blockman_turns(ctx: Ctx) -> int:
    d = ctx.duel
    return len({*marked(d, _blockman_key(d, ctx.card, ctx.player), ctx.card), d.turn})


def _block_token() -> CardData:
    return token_data(48115278, "ブロックトークン")


def _blockman(res: Resolution) -> None:
    d = res.duel
    with d.moving_together(res.cause):
        for _ in range(min(res.link.noted, d.free_slots(res.player, Zone.MONSTERS))):
            t = d.create_token(_block_token(), res.player, Pos.DEFENSE, res.cause)
            if t is not None:
                d.restrict(t, "attack", res.cause, turns=None)


define(48115277, Effect(Kind.IGNITION, _blockman, cost=TRIBUTE_SELF, notes_on_activation=_blockman_turns,
                        condition=both(face_up_here, Worded(lambda ctx: may_summon_token(ctx, _block_token()),
                                                            "it is activated only while its player may special "
                                                            "summon a Block Token",
                                                            "「ブロックトークン」を特殊召喚できる時にしか発動できない")),
                        text_en="tribute this card: special summon a Block Token in defense position for each of your "
                                "turns it has been face-up; they cannot attack",
                        text_ja="このカードを生け贄に捧げ、表側表示で存在した自分のターン数と同じ数の「ブロックトークン」を"
                                "守備表示で特殊召喚する（攻撃宣言できない）"),
       Effect(T, never_activated, note=True, trigger="phase", self_trigger=False, when=_blockman_watch,
              text_en="(its turns face-up are noted)", text_ja="（表側表示で存在したターンを覚えておく）"),
       numbering=(1, 1))


# 闇の侯爵ベリアル / Belial - Marquis of Darkness: while it is face-up, the opponent can neither attack nor target with
# spell or trap effects the other face-up monsters its controller controls.
def _belials_others(ctx: Ctx, c: Card) -> bool:
    return c.zone is Zone.MONSTERS and c.face_up and c.ctl == ctx.player and not is_named(c, 33655493)


define(33655493,
       Effect(Kind.CONTINUOUS, affects=_belials_others, forbids=("be_attacked",),
              text_en="the opponent cannot attack your other face-up monsters",
              text_ja="相手は「闇の侯爵ベリアル」以外の自分の表側表示モンスターを攻撃対象に選択できない"),
       Effect(Kind.CONTINUOUS, affects=_belials_others,
              untargetable_by=lambda ctx, by: by.player != ctx.player and by.card.data.kind in ("spell", "trap"),
              text_en="the opponent cannot target your other face-up monsters with spell or trap effects",
              text_ja="「闇の侯爵ベリアル」を除く自分の表側表示モンスターは、相手の魔法・罠の効果の対象にならない"))


# 怒れる類人猿 / Berserk Gorilla: destroyed while it is in face-up defense position; it must attack if able.
define(39168895,
       Effect(Kind.CONTINUOUS, destroyed_unless=lambda ctx: ctx.card.pos is not Pos.DEFENSE,
              text_en="destroyed while it is in face-up defense position",
              text_ja="表側守備表示の場合、このカードを破壊する"),
       Effect(Kind.CONTINUOUS, affects=itself, must_attack=True, text_en="it must attack if able",
              text_ja="攻撃できる時は、必ず攻撃する"))


# ブラッド・マジシャン－煉獄の魔術師－ / Blast Magician: a spell counter each time a spell card's activation resolves
# while it is face-up; remove any number of them from it (the cost, the number declared first): destroy a targeted
# face-up monster whose ATK is at most 700 times that number.
def _blast_ok(ctx: Ctx, n: str) -> bool:
    return int(n) <= ctx.card.counters.get(SPELL_COUNTER, 0) and any(
        m.face_up and ctx.duel.atk(m) <= 700 * int(n) for p in (0, 1) for m in ctx.duel.monsters_of(p))


def _blast_reach(ctx: Ctx, c: Card) -> bool:
    n = int(ctx.declared) if ctx.declared else ctx.card.counters.get(SPELL_COUNTER, 0)
    return ctx.duel.atk(c) <= 700 * n


define(21051146,
       spell_counter_each_spell(0),
       Effect(Kind.IGNITION, destroy_targets, declare=tuple(str(n) for n in range(1, 31)), declare_ok=_blast_ok,
              cost=Cost(remove_counters=(SPELL_COUNTER, 1), counters_self=True, counters_declared=True),
              target=TargetSpec(face="up", allow_self=True, where=_blast_reach,
                                text_en="a face-up monster with ATK up to 700 per counter",
                                text_ja="取り除いた数×７００以下の攻撃力を持つ表側表示モンスター"),
              text_en="remove N spell counters: destroy the target (ATK N x 700 or less)",
              text_ja="魔力カウンターを好きな数だけ取り除き、攻撃力がその数×７００以下の対象を破壊"),
       holds=((SPELL_COUNTER, 0),))
# 神獣王バルバロス / Beast King Barbaros: it may be normal summoned or set without tributes, and then its original ATK
# is 1900; it may also be tribute summoned face-up with 3 tributes, and when that summon succeeds every card the
# opponent controls is destroyed (not when LP paid for them under 「死皇帝の陵墓」 tributed no monster).
def _barbaros_atk(d: Duel, c: Card) -> int:
    return 1900 if d.summoned_as(c, "fewer_tributes") else c.data.atk or 0


define(78651105,
       Effect(Kind.CONTINUOUS, affects=itself, atk=lambda ctx, c: _barbaros_atk(ctx.duel, c) - (c.data.atk or 0),
              original_value=True,
              text_en="normal summoned without tributes: original ATK 1900",
              text_ja="生け贄なしで通常召喚した時は、元々の攻撃力が１９００"),
       Effect(T, destroy_opponents_cards, does=Does.MONSTERS | Does.SPELLS_TRAPS | Does.OPPONENTS, trigger="summoned",
              when=summoned_by_way_tributing("also_tributes"),
              text_en="tribute summoned with 3 tributes: destroy every card the opponent controls",
              text_ja="３体を生け贄にした召喚の成功時、相手の場のカードを全部破壊"),
       fewer_tributes=0, also_tributes=3,
       numbering=(2, 4))  # its text's ① and ③ are its two ways of summoning (`fewer_tributes`, `also_tributes`)


# ブラックマンバ / Black Mamba (first printed after the era: its only text). (1) While you control a face-up Reptile
# monster it may be special summoned from the hand by its own procedure, once a turn for cards of its name. (2) When it
# is normal or special summoned its controller may target a monster the opponent controls: send a Reptile monster from
# their deck to the graveyard, and if they do, change the target's battle position; once a turn for its name.
def _reptiles_in_deck(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].deck
            if d.cards[i].data.is_monster and d.cards[i].data.race == "Reptile"]


def _black_mamba(res: Resolution) -> None:
    d = res.duel
    reptiles = _reptiles_in_deck(res)
    with deck_searched(d, res.player, True):  # looked through for one, found or not: shuffled after (R004-100)
        r = res.ask_cards(reptiles, purpose=TO_GRAVEYARD.monster) if reptiles else None
        if r is not None:
            d.send_to_grave([r.idx], res.cause)
    if r is not None and r.zone is Zone.GRAVE:
        switch_position(res)


define(86469231,
       *(Effect(T, _black_mamba, trigger=k, mandatory=False, once_per_name=True, asks=True,
                when=lambda ctx, ev: ev.card == ctx.card.idx
                and (ev.kind == "special_summoned" or ev.detail == "normal"),
                needs=lambda ctx: bool(_reptiles_in_deck(ctx)),
                target=TargetSpec(side="opp", text_en="a monster the opponent controls", text_ja="相手のモンスター"),
                text_en="normal or special summoned: send a Reptile from your deck to the graveyard and change the "
                        "target's battle position",
                text_ja="召喚・特殊召喚に成功した場合：デッキの爬虫類族を墓地へ送って、対象の表示形式を変える")
         for k in ("summoned", "special_summoned")),
       Effect(Kind.PROCEDURE, name_once=True,
              condition=lambda ctx: any(m.face_up and ctx.duel.race(m) == "Reptile"
                                        for m in ctx.duel.monsters_of(ctx.player)),
              text_en="while you control a Reptile monster, special summon it from your hand (once a turn)",
              text_ja="自分の場に爬虫類族がいれば、手札から特殊召喚可能（１ターンに１度）"),
       numbering=(2, 2, 1))


# ビッグ・シールド・ガードナー / Big Shield Gardna: the activation of a spell card that targets only this face-down
# card is negated and it turns face-up defense position; attacked, it turns to attack position at the end of the
# damage step (applied then, no chain link).
def _big_shield_attacked(ctx: Ctx, ev: Event) -> bool:
    return ev.amount == ctx.card.idx


def _to_attack(res: Resolution) -> None:
    c = res.card
    if c.zone is Zone.MONSTERS and c.face_up and c.pos is Pos.DEFENSE:
        res.duel.set_position(c, Pos.ATTACK, res.cause)


define(65240384, FACE_DOWN_SPELL_WARD,
       Effect(Kind.AT_ONCE, _to_attack, trigger="damage_step_end", self_trigger=False, when=_big_shield_attacked,
              text_en="attacked: at the damage step's end it changes to attack position",
              text_ja="攻撃を受けたら、ダメージステップの終わりに攻撃表示へ変わる"))
