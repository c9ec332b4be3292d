"""The effect monsters whose English name begins with R."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import (
    FACE_UP_MONSTER,
    SPELL_COUNTER,
    battle_to_grave,
    ctx_of,
    face_up_here,
    spell_counter_each_spell,
    spells_traps_of,
    switch_position,
    to_grave,
)
from arbiter.ocg.cards.shared.attacks import may_attack_directly
from arbiter.ocg.cards.shared.card_kinds import roid
from arbiter.ocg.cards.shared.coins import ask_number
from arbiter.ocg.cards.shared.columns import can_step, column_faces, self_moves
from arbiter.ocg.cards.shared.discard import dark_world
from arbiter.ocg.cards.shared.draw import may_draw
from arbiter.ocg.cards.shared.effect_monsters import grow
from arbiter.ocg.cards.shared.events import TO_GRAVE, battle_damage_by_me, by_battle, phase_of, tribute_summoned
from arbiter.ocg.cards.shared.life_points import gain_from_destroyed, gain_op, sanctuary_on_field
from arbiter.ocg.cards.shared.notes import note
from arbiter.ocg.cards.shared.recruiters import deck_monsters, element_reptile
from arbiter.ocg.cards.shared.revival import grave_phase_trigger, in_later_own_standby, revive_self
from arbiter.ocg.cards.shared.search import gadget
from arbiter.ocg.cards.shared.special_summons import summon, summon_self_op
from arbiter.ocg.cards.shared.targets import ZonesSpec
from arbiter.ocg.cards.shared.to_hand_and_deck import back_to_deck, return_to_hand, self_back_to_hand, to_deck_top
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone


# ルーレットボマー / Roulette Barrel: ignition; roll twice, choose one of the results, and destroy 1
# face-up monster on the field with that level.
def _roulette(res: Resolution) -> None:
    d = res.duel
    results = sorted(set(d.roll_dice(res.player, 2, res.cause)))
    level = ask_number(res, results)
    hit = [c for c in d.monsters_of(res.player) + d.monsters_of(res.opponent)
           if c.face_up and c.data.level == level]
    if hit:
        d.destroy([res.ask_cards(hit)], res.cause)


define(46303688, Effect(Kind.IGNITION, _roulette, condition=face_up_here, asks=True,
                        text_en="roll twice, pick a result; destroy a face-up monster of that level",
                        text_ja="サイコロ２回、目を１つ選びそのレベルの表側表示モンスター１体を破壊"))

T = Kind.TRIGGER


# 王立魔法図書館 / Royal Magical Library: each time either player's spell card activation resolves, it gets a
# spell counter (at most 3), with no chain link; remove 3 of them (the cost): draw 1.
def _library(res: Resolution) -> None:
    res.duel.draw(res.player, 1, res.cause)


define(70791313,
       spell_counter_each_spell(3),
       Effect(Kind.IGNITION, _library, needs=may_draw("self"),
              cost=Cost(remove_counters=(SPELL_COUNTER, 3), counters_self=True),
              text_en="remove 3 spell counters: draw 1", text_ja="魔力カウンターを３つ取り除き、１枚ドローする"),
       holds=((SPELL_COUNTER, 3),))


# ホーリー・ジェラル / Radiant Jeral: when it is sent to the graveyard other than by battle, gain 1000 if
# 「天空の聖域」 is on the field.
def _sanctuary(ctx: Ctx) -> bool:
    return sanctuary_on_field(ctx.duel)


define(84177693, *(Effect(T, gain_op(1000), trigger=k, needs=_sanctuary,
                          when=lambda ctx, ev: ev.dst == int(Zone.GRAVE) and ev.cause.reason is not Reason.BATTLE,
                          text_en="sent to the graveyard, not by battle: gain 1000 LP if the Sanctuary is on the field",
                          text_ja="戦闘以外で墓地へ送られた時、「天空の聖域」があれば１０００回復する")
                   for k in ("destroyed", "sent", "tributed", "discarded")))

gain_from_destroyed(68280530, lambda c: c.data.def_ or 0, "destroyed a monster by battle: gain its DEF",
                     "戦闘で破壊したモンスターの守備力分回復する")

# グリーン・ガジェット / Green Gadget adds 「レッド・ガジェット」, レッド・ガジェット / Red Gadget
# 「イエロー・ガジェット」, イエロー・ガジェット / Yellow Gadget 「グリーン・ガジェット」, when normal or special
# summoned.
gadget(86445415, 13839120, "Yellow Gadget", "イエロー・ガジェット")


# 再生ミイラ / Regenerating Mummy: when it is sent from the hand to the graveyard by an effect of the
# opponent's card, it returns to the hand.
def _from_hand_by_opponent(ctx: Ctx, ev: Event) -> bool:
    return (ev.src == int(Zone.HAND) and ev.dst == int(Zone.GRAVE) and ev.cause.reason is Reason.EFFECT
            and ev.cause.player != ctx.card.owner)


define(70821187, *(Effect(T, self_back_to_hand, trigger=k, when=_from_hand_by_opponent,
                          text_en="return this card to the hand", text_ja="このカードを手札に戻す")
                   for k in TO_GRAVE))

# リターン・ゾンビ / Return Zombie: in your standby phase, while it is in your graveyard and your hand is
# empty, you can pay 500 LP (the cost) to add it to your hand.
define(3072077, Effect(T, self_back_to_hand, trigger="phase", self_trigger=False, from_zone=Zone.GRAVE,
                       when=phase_of("standby"), mandatory=False, cost=Cost(lp=500),
                       needs=lambda ctx: not ctx.duel.players[ctx.player].hand
                       and ctx.duel.players[ctx.player].lp >= 500,
                       text_en="pay 500 LP: add this card to your hand",
                       text_ja="５００ライフポイントを払い、このカードを手札に加える"))


# レスキューロイド / Rescueroid: while it is face-up on your field, when a 「ロイド」 monster you control is
# destroyed by battle and sent to the graveyard, you can return it to your hand.
def _roid_lost(ctx: Ctx, ev: Event) -> bool:
    c = ctx.duel.cards[ev.card]
    return battle_to_grave(ctx, ev) and ev.player == ctx.player and roid(c)


def _rescue_roid(res: Resolution) -> None:
    d = res.duel
    for ev in res.link.events:
        c = d.cards[ev.card]
        if c.zone is Zone.GRAVE:
            return_to_hand(d, [c], res.cause)


define(24311595, Effect(T, _rescue_roid, trigger="destroyed", self_trigger=False, when=_roid_lost, mandatory=False,
                        text_en="return the Roid monster to your hand", text_ja="その「ロイド」モンスターを手札に戻す"))


def _from_hand_to_grave(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.HAND) and to_grave(ctx, ev)


define(28143906, *back_to_deck("shuffle", _from_hand_to_grave))


# リバイバルスライム / Revival Jam: destroyed by battle and sent to the graveyard: you may pay 1000 LP; it is
# special summoned in defense position in your next standby phase.
def _jam_pay(res: Resolution) -> None:
    if res.card.zone is Zone.GRAVE and res.card.oid == res.link.oid:
        note(ctx_of(res), "jam", res.card)


def _jam_back(res: Resolution) -> None:
    revive_self(res, Pos.DEFENSE)


define(31709826,
       Effect(T, _jam_pay, trigger="destroyed", when=by_battle, cost=Cost(lp=1000), mandatory=False,
              text_en="pay 1000 LP: it comes back in your next standby phase",
              text_ja="１０００ライフを払い、次の自分のスタンバイフェイズに特殊召喚する"),
       grave_phase_trigger(in_later_own_standby("jam"), _jam_back,
                            "special summon this card in defense position", "このカードを守備表示で特殊召喚する"))


# 暗黒界の魔神 レイン / Reign-Beaux, Overlord of Dark World: only when discarded by the opponent's effect:
# special summon it; when it is special summoned so, destroy all the opponent's monsters or all their
# spells and traps (declared on activation).
def _reign_summoned(ctx: Ctx, ev: Event) -> bool:
    return ev.cause.card == ctx.card.idx and ev.cause.reason is Reason.EFFECT


def _reign_wipe(res: Resolution) -> None:
    d = res.duel
    if res.link.declared == "monsters":
        d.destroy(d.monsters_of(res.opponent), res.cause)
    else:
        d.destroy(spells_traps_of(d, res.opponent), res.cause)


define(99458769,
       dark_world(summon_self_op, opponent_only=True, text_en="special summon this card",
                   text_ja="このカードを特殊召喚する"),
       Effect(T, _reign_wipe, trigger="special_summoned", when=_reign_summoned,
              declare=("monsters", "spells and traps"),
              text_en="destroy all the opponent's monsters, or all their spells and traps",
              text_ja="相手のモンスターを全て、または魔法・罠カードを全て破壊する"))


# 突撃ライノス / Rampaging Rhynos: once a turn, move this card to an unused neighbouring monster zone
# (declared left or right); when it attacks the opponent's monster in front of it, it gains 500 ATK during
# the damage step.
def _rhynos_in_front(ctx: Ctx, c: Card) -> int:
    d = ctx.duel
    att = d.attack
    if c.idx != ctx.card.idx or att is None or att[0] != c.idx or att[2] < 0 or d.phase != "battle:damage":
        return 0
    t = d.cards[att[2]]
    return 500 if t.zone is Zone.MONSTERS and t.slot == column_faces(c) else 0


define(3784434,
       Effect(Kind.IGNITION, self_moves, condition=can_step, once_per_turn=True, declare=("left", "right"),
              text_en="move this card to the neighbouring unused monster zone",
              text_ja="隣の空いているモンスターゾーンに移動する"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, atk=_rhynos_in_front,
              text_en="+500 ATK in the damage step when attacking the monster in front",
              text_ja="正面の相手モンスターを攻撃する場合、ダメージステップの間攻撃力５００アップ"))


# レスキューキャット / Rescue Cat (R004-001.14, the era's text): send this face-up card from the field to the
# graveyard (the cost): special summon 2 Level 3 or lower Beast monsters from your deck; they are destroyed
# in this turn's end phase.
def _small_beast(c: Card) -> bool:
    return c.data.race == "Beast" and (c.data.level or 0) <= 3


def _rescue_ready(ctx: Ctx) -> bool:
    d = ctx.duel
    room = d.free_slots(ctx.player, Zone.MONSTERS) + (ctx.card.zone is Zone.MONSTERS)
    return room >= 2 and len(deck_monsters(d, ctx.player, _small_beast)) >= 2


def _rescue(res: Resolution) -> None:
    d = res.duel
    called: list[tuple[int, int]] = []
    for _ in range(2):
        found = deck_monsters(d, res.player, _small_beast)
        if found and summon(res, c := res.ask_cards(found)):
            called.append((c.idx, c.oid))
    d.shuffle_deck(res.player)
    turn = d.turn

    def doomed(r: Resolution) -> None:
        r.duel.destroy([r.duel.cards[i] for i, oid in called if r.duel.cards[i].oid == oid], r.cause)

    if called:
        d.linger(res.card, res.player, Effect(T, doomed, trigger="phase", self_trigger=False,
                                              when=lambda ctx, ev: ev.detail == "end" and ctx.duel.turn == turn,
                                              text_en="the Beasts it summoned are destroyed",
                                              text_ja="特殊召喚した獣族モンスターを破壊する"), res.cause)


define(14878871, Effect(Kind.IGNITION, _rescue, cost=Cost(self_to="send"), needs=_rescue_ready, asks=True,
                        text_en="send this card to the graveyard: special summon 2 Level 3 or lower Beasts from your "
                                "deck (destroyed in the end phase)",
                        text_ja="このカードを墓地へ送り、デッキからレベル３以下の獣族モンスター２体を特殊召喚する"
                                "（エンドフェイズ時に破壊される）"))

# シャインスピリッツ / Radiant Spirit: the LIGHT one.
define(12624008, element_reptile("LIGHT", "光"))

# レイジアース / Raging Earth: the EARTH one.
define(50957346, element_reptile("EARTH", "地"))

# レインボー・フラワー / Rainbow Flower: it may attack directly.
define(21347810, may_attack_directly())

# 風帝ライザー / Raiza the Storm Monarch: when tribute summoned, a targeted card on the field goes on top of its owner's
# deck.
define(73125233, Effect(T, to_deck_top, trigger="summoned", when=tribute_summoned,
                        target=ZonesSpec(allow_self=True, text_en="a card on the field",
                                         text_ja="フィールド上のカード"),
                        text_en="tribute summoned: put the target card on top of its owner's deck",
                        text_ja="アドバンス召喚に成功した時、フィールド上のカード１枚をデッキの一番上に戻す"))

# 逆巻く炎の精霊 / Raging Flame Sprite: it may attack directly; when it deals battle damage to the opponent by a
# direct attack, it gains 1000 ATK (for as long as it stays face-up on the field).
define(90810762, may_attack_directly(),
       Effect(Kind.TRIGGER, grow(1000), trigger="damage", self_trigger=False, when=battle_damage_by_me(direct=True),
              text_en="battle damage by a direct attack: this card gains 1000 ATK",
              text_ja="直接攻撃で相手に戦闘ダメージを与えた時、このカードの攻撃力は１０００アップする"))

# ガーゴイルの道化師 / Ryu-Kishin Clown: when it is normal, flip or special summoned, a targeted face-up monster
# changes its battle position.
define(42647539, *(Effect(Kind.TRIGGER, switch_position, trigger=k, target=FACE_UP_MONSTER,
                          text_en="summoned: change the battle position of the target face-up monster",
                          text_ja="召喚・反転召喚・特殊召喚された時、対象の表側表示モンスターの表示形式を変更する")
                   for k in ("summoned", "special_summoned")),
       numbering=(1, 1))

# レアメタル・ドラゴン / Rare Metal Dragon: it cannot be normal summoned (its card type says so; it has no procedure
# of its own, so effects may special summon it).
define(25236056)

# リボーン・ゾンビ / Reborn Zombie: while its controller's hand is empty, it is not destroyed by battle in attack
# position.
define(23421244, Effect(Kind.CONTINUOUS, battle_proof=True,
                        affects=lambda ctx, c: c.idx == ctx.card.idx and c.pos is Pos.ATTACK
                        and not ctx.duel.players[c.ctl].hand,
                        text_en="in attack position with an empty hand, it is not destroyed by battle",
                        text_ja="自分の手札が０枚の場合、攻撃表示のこのカードは戦闘では破壊されない"))
