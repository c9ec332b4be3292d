"""The effect monsters whose English name begins with R."""

from __future__ import annotations

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event, Reason
from arbiter.ocg import ritual
from arbiter.ocg.cards.common import (
    FACE_UP_MONSTER,
    SPELL_COUNTER,
    as_it_battled,
    battle_opponent,
    battle_to_grave,
    chained_link,
    ctx_of,
    destroy_self_in_monster_zone,
    draw_one,
    face_up_here,
    itself,
    room_for_itself,
    spell_counter_each_spell,
    spell_trap_cards_of,
    switch_position,
    to_grave,
    token_data,
)
from arbiter.ocg.cards.shared.attacks import (
    attacked_in_attack_position,
    attacker_atk_to_opponent,
    attacks_face_down,
    destroy_face_down_target,
    may_attack_directly,
    past_only_defenders,
)
from arbiter.ocg.cards.shared.burn import burn_op
from arbiter.ocg.cards.shared.card_kinds import dark_monster, roid
from arbiter.ocg.cards.shared.chain import spell_trap_activated
from arbiter.ocg.cards.shared.coins import ask_number
from arbiter.ocg.cards.shared.columns import can_step, column_faces, self_moves, step_ok, step_why
from arbiter.ocg.cards.shared.crystal_beasts import crystal
from arbiter.ocg.cards.shared.discard import dark_world
from arbiter.ocg.cards.shared.draw import may_draw
from arbiter.ocg.cards.shared.effect_monsters import battle_damage_of, grow
from arbiter.ocg.cards.shared.events import (
    TO_GRAVE,
    battle_damage_by_me,
    by_battle,
    from_hand_by_opponents_effect,
    normal_summon,
    phase_of,
    tribute_summoned,
)
from arbiter.ocg.cards.shared.face_down import FACE_DOWN_SELF
from arbiter.ocg.cards.shared.life_points import gain_from_destroyed, gain_op, sanctuary_on_field
from arbiter.ocg.cards.shared.notes import mark, marked, note
from arbiter.ocg.cards.shared.passcodes import RED_EYES_B_DRAGON
from arbiter.ocg.cards.shared.race_summoners import attribute_swapper
from arbiter.ocg.cards.shared.recruiters import deck_monsters, element_reptile
from arbiter.ocg.cards.shared.resolving import still_face_up_here
from arbiter.ocg.cards.shared.revival import grave_phase_trigger, grave_target, in_later_own_standby, revive_self
from arbiter.ocg.cards.shared.search import deck_searched, gadget, summon_room
from arbiter.ocg.cards.shared.special_summons import summon_picked, summon_self_op, summonable
from arbiter.ocg.cards.shared.targets import ZonesSpec
from arbiter.ocg.cards.shared.to_hand_and_deck import back_to_deck, self_back_to_hand, to_deck_top
from arbiter.ocg.cards.shared.tokens import makes_token, makes_token_here, summon_token, summon_tokens
from arbiter.ocg.cards.shared.zones import field_of, grave_of
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import DESTROY
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import count_names, has_attribute, is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import once_properly_summoned


# ルーレットボマー / Roulette Barrel: ignition; roll twice, choose one of the results, and destroy 1
# face-up monster on the field with that level.
def _roulette(res: Resolution) -> None:
    d = res.duel
    results = sorted(set(d.roll_dice(res.player, 2, res.cause)))
    level = ask_number(res, results)
    hit = [c for c in d.monsters_of(res.player) + d.monsters_of(res.opponent)
           if c.face_up and d.level(c) == level]
    if hit:
        d.destroy([res.ask_cards(hit, purpose=DESTROY.monster)], res.cause)


define(46303688, Effect(Kind.IGNITION, _roulette, does=Does.MONSTERS, condition=face_up_here, asks=True,
                        text_en="roll twice, pick a result; destroy a face-up monster of that Level",
                        text_ja="サイコロ２回、目を１つ選びそのレベルの表側表示モンスター１体を破壊"))

T = Kind.TRIGGER


# 王立魔法図書館 / Royal Magical Library: each time either player's spell card activation resolves, it gets a
# spell counter (at most 3), with no chain link; remove 3 of them (the cost): draw 1.
define(70791313,
       spell_counter_each_spell(3),
       Effect(Kind.IGNITION, draw_one, needs=may_draw("self"), draws=1,
              cost=Cost(remove_counters=(SPELL_COUNTER, 3), counters_self=True),
              text_en="remove 3 spell counters: draw 1", text_ja="魔力カウンターを３つ取り除き、１枚ドローする"),
       holds=((SPELL_COUNTER, 3),))


# ホーリー・ジェラル / Radiant Jeral: when it is sent to the graveyard other than by battle, gain 1000 if
# 「天空の聖域」 is on the field (a condition of the activation, not asked again as it resolves).
def _sanctuary(ctx: Ctx) -> bool:
    return sanctuary_on_field(ctx.duel)


define(84177693, *(Effect(T, gain_op(1000), trigger=k, condition=_sanctuary,
                          when=lambda ctx, ev: ev.dst == int(Zone.GRAVE) and ev.cause.reason is not Reason.BATTLE,
                          text_en="sent to the graveyard, not by battle: gain 1000 LP if the Sanctuary is on the field",
                          text_ja="戦闘以外で墓地へ送られた時、「天空の聖域」があれば１０００回復する")
                   for k in ("destroyed", "sent", "tributed", "discarded")), numbering=(1, 1, 1, 1))

gain_from_destroyed(68280530, lambda c: c.data.def_ or 0, "destroyed a monster by battle: gain its DEF",
                     "戦闘で破壊したモンスターの守備力分回復する")

# グリーン・ガジェット / Green Gadget adds 「レッド・ガジェット」, レッド・ガジェット / Red Gadget
# 「イエロー・ガジェット」, イエロー・ガジェット / Yellow Gadget 「グリーン・ガジェット」, when normal or special
# summoned.
gadget(86445415, 13839120, "Yellow Gadget", "イエロー・ガジェット")


# 再生ミイラ / Regenerating Mummy: when it is sent from the hand to the graveyard by an effect of the
# opponent's card, it returns to the hand.
define(70821187, *(Effect(T, self_back_to_hand, trigger=k, when=from_hand_by_opponents_effect,
                          text_en="return this card to the hand", text_ja="このカードを手札に戻す")
                   for k in TO_GRAVE), numbering=(1, 1, 1, 1))

# リターン・ゾンビ / Return Zombie: in your standby phase, while it is in your graveyard and your hand is
# empty, you can pay 500 LP (the cost) to add it to your hand. The hand must still be empty as it resolves
# (docs/uncertain-rulings.md).
def _return_zombie(res: Resolution) -> None:
    if not res.duel.players[res.player].hand:
        self_back_to_hand(res)


define(3072077, Effect(T, _return_zombie, trigger="phase", self_trigger=False, from_zone=Zone.GRAVE,
                       when=phase_of("standby"), mandatory=False, cost=Cost(lp=500),
                       needs=lambda ctx: not ctx.duel.players[ctx.player].hand
                       and ctx.duel.players[ctx.player].lp >= 500,
                       text_en="pay 500 LP: add this card to your hand",
                       text_ja="５００ライフポイントを払い、このカードを手札に加える"))


# レスキューロイド / Rescueroid: while it is face-up on your field, when a 「ロイド」 monster you control is
# sent to the graveyard after losing a battle, its player may take it back to the hand (only while this card is
# still face-up on the field as it resolves: its condition is "while it is face-up").
def _roid_lost(ctx: Ctx, ev: Event) -> bool:
    c = ctx.duel.cards[ev.card]
    return battle_to_grave(ctx, ev) and ev.player == ctx.player and roid(c)


def _rescue_roid(res: Resolution) -> None:
    d = res.duel
    if not still_face_up_here(res):
        return
    for ev in res.link.events:
        c = d.cards[ev.card]
        if c.zone is Zone.GRAVE:
            d.to_hand([c], res.cause)


define(24311595, Effect(T, _rescue_roid, trigger="destroyed", self_trigger=False, when=_roid_lost, mandatory=False,
                        text_en="return the Roid monster to your hand", text_ja="その「ロイド」モンスターを手札に戻す"))


# 霞の谷の大怪鳥 / Roc from the Valley of Haze: when it is sent from the hand to the graveyard (for any reason),
# it is shuffled into the deck.
def _from_hand_to_grave(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.HAND) and to_grave(ctx, ev)


define(28143906, *back_to_deck("shuffle", _from_hand_to_grave), numbering=(1, 1, 1, 1))


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
                            "special summon this card in defense position", "このカードを守備表示で特殊召喚する"),
       numbering=(1, 1))  # the summon in the next standby phase is the rest of the text's ①


# 暗黒界の魔神 レイン / Reign-Beaux, Overlord of Dark World: only when discarded by the opponent's effect:
# special summon it; when it is special summoned so, destroy all the opponent's monsters or all their
# spells and traps (one is chosen and applied as it resolves: the text's 選んで適用). Its first effect only summons
# it: not activated while it could not be (no free zone, a lock); its second, while the opponent controls no card
# (nothing to destroy, R004-007).
def _reign_summoned(ctx: Ctx, ev: Event) -> bool:
    return ev.cause.card == ctx.card.idx and ev.cause.reason is Reason.EFFECT


_REIGN_MODES = [Option("monsters", "choice", label_en="monsters", label_ja="モンスター"),
                Option("spells and traps", "choice", label_en="spells and traps", label_ja="魔法・罠カード")]


def _reign_wipe(res: Resolution) -> None:
    d = res.duel
    mode = res.ask(_REIGN_MODES, "choice", prompt_en="destroy all the opponent's", prompt_ja="相手の全てを破壊").key
    if mode == "monsters":
        d.destroy(d.monsters_of(res.opponent), res.cause)
    else:
        d.destroy(spell_trap_cards_of(d, res.opponent), res.cause)


define(99458769,
       dark_world(summon_self_op, opponent_only=True, needs=room_for_itself, text_en="special summon this card",
                   text_ja="このカードを特殊召喚する"),
       Effect(T, _reign_wipe, does=Does.MONSTERS | Does.SPELLS_TRAPS | Does.OPPONENTS, trigger="special_summoned",
              when=_reign_summoned, asks=True,
              needs=lambda ctx: bool(ctx.duel.monsters_of(ctx.opponent) or spell_trap_cards_of(ctx.duel, ctx.opponent)),
              text_en="destroy all the opponent's monsters, or all their spells and traps",
              text_ja="相手のモンスターを全て、または魔法・罠カードを全て破壊する"))


# 突撃ライノス / Rampaging Rhynos: once a turn, move this card to an unused neighbouring monster zone
# (declared left or right: only a side whose zone is unused); when it attacks the opponent's monster in
# front of it, it gains 500 ATK during the damage step.
def _rhynos_in_front(ctx: Ctx, c: Card) -> int:
    d = ctx.duel
    att = d.attack
    if c.idx != ctx.card.idx or att is None or att[0] != c.idx or att[2] < 0 or d.phase != "battle:damage":
        return 0
    t = d.cards[att[2]]
    return 500 if t.zone is Zone.MONSTERS and t.slot == column_faces(c) else 0


define(3784434,
       Effect(Kind.IGNITION, self_moves, condition=can_step, once_per_turn=True, declare=("left", "right"),
              declare_ok=step_ok, declare_why=step_why,
              text_en="move this card to the neighbouring unused monster zone",
              text_ja="隣の空いているモンスターゾーンに移動する"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, atk=_rhynos_in_front,
              text_en="+500 ATK in the damage step when attacking the monster in front",
              text_ja="正面にいる相手モンスターへの攻撃では、ダメージステップ中の攻撃力が５００上がる"))


# レスキューキャット / Rescue Cat (R004-001.14, the era's text): the cost is sending this face-up card to the
# graveyard; then 2 Beasts of Level 3 or lower come from the deck by special summon, and this turn's end phase
# destroys them.
def _small_beast(c: Card) -> bool:
    return c.data.race == "Beast" and (c.data.level or 0) <= 3


def _rescue_ready(ctx: Ctx) -> bool:
    d = ctx.duel
    room = d.free_slots(ctx.player, Zone.MONSTERS) + (ctx.card.zone is Zone.MONSTERS)
    return room >= 2 and len(summonable(ctx, deck_monsters(d, ctx.player, _small_beast))) >= 2


def _rescue(res: Resolution) -> None:
    d = res.duel
    called: list[tuple[int, int]] = []
    with deck_searched(d, res.player, summon_room(res)):
        for _ in range(2):
            if (c := summon_picked(res, deck_monsters(d, res.player, _small_beast))) is not None:
                called.append((c.idx, c.oid))
    turn = d.turn

    def doomed(r: Resolution) -> None:
        r.duel.destroy([r.duel.cards[i] for i, oid in called if r.duel.cards[i].oid == oid], r.cause)

    if called:
        d.linger(res.card, res.player, Effect(T, doomed, trigger="phase", self_trigger=False,
                                              when=lambda ctx, ev: ev.detail == "end" and ctx.duel.turn == turn,
                                              text_en="the Beasts it summoned are destroyed",
                                              text_ja="特殊召喚した獣族モンスターを破壊する"), res.cause)


define(14878871, Effect(Kind.IGNITION, _rescue, does=Does.MONSTERS, cost=Cost(self_to="send"), needs=_rescue_ready,
                        asks=True,
                        text_en="send this card to the graveyard: 2 Beasts of Level 3 or below come from your deck by "
                                "special summon (destroyed in the end phase)",
                        text_ja="このカードを墓地へ送る：レベル３以下の獣族２体をデッキから特殊召喚する"
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
                        text_ja="生け贄召喚された場合：対象のカードを持ち主のデッキの一番上に置く"))

# 逆巻く炎の精霊 / Raging Flame Sprite: it may attack directly; when it deals battle damage to the opponent by a
# direct attack, it gains 1000 ATK (for as long as it stays face-up on the field).
define(90810762, may_attack_directly(),
       Effect(Kind.TRIGGER, grow(1000), trigger="damage", self_trigger=False, when=battle_damage_by_me(direct=True),
              text_en="battle damage by a direct attack: this card gains 1000 ATK",
              text_ja="直接攻撃で戦闘ダメージを与えた場合：このカードの攻撃力が１０００上がる"))

# ガーゴイルの道化師 / Ryu-Kishin Clown: when it is normal, flip or special summoned, a targeted face-up monster
# changes its battle position.
define(42647539, *(Effect(Kind.TRIGGER, switch_position, trigger=k, target=FACE_UP_MONSTER,
                          text_en="summoned: change the battle position of the target face-up monster",
                          text_ja="召喚・反転召喚・特殊召喚された場合：表側表示の対象モンスターの表示形式を変える")
                   for k in ("summoned", "special_summoned")),
       numbering=(1, 1))

# レアメタル・ドラゴン / Rare Metal Dragon: it cannot be normal summoned (its card type says so; it has no procedure
# of its own, so effects may special summon it, from the graveyard only once it was properly summoned).
define(25236056, special_by=once_properly_summoned)

# リボーン・ゾンビ / Reborn Zombie: while its controller's hand is empty, it is not destroyed by battle in attack
# position.
define(23421244, Effect(Kind.CONTINUOUS, battle_proof=True,
                        affects=lambda ctx, c: c.idx == ctx.card.idx and c.pos is Pos.ATTACK
                        and not ctx.duel.players[c.ctl].hand,
                        text_en="in attack position with an empty hand, it is not destroyed by battle",
                        text_ja="手札が無く攻撃表示なら、このカードは戦闘で破壊されない"))


# ロケット・ジャンパー / Rocket Jumper: the same text as 「暗黒恐獣」's: while the opponent's field holds only defense
# position monsters, it may attack directly.
define(53890795, past_only_defenders())

# 真紅眼の闇竜 / Red-Eyes Darkness Dragon: special summoned from the hand only by tributing a 「真紅眼の黒竜」 you
# control; it gains 300 ATK for each Dragon monster in your graveyard.
define(96561011, Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c is ctx.card,
                        atk=lambda ctx, c: 300 * len(grave_of(ctx.duel, c.ctl, lambda g: g.data.is_monster
                                                              and g.data.race == "Dragon")),
                        text_en="300 more ATK for each Dragon in your graveyard",
                        text_ja="自分の墓地のドラゴン族モンスター１体につき攻撃力が３００アップする"),
       Effect(Kind.PROCEDURE, cost=Cost(tribute=1, tribute_filter=lambda ctx, m: is_named(m, RED_EYES_B_DRAGON)),
              text_en="special summon by tributing a Red-Eyes B. Dragon",
              text_ja="自分フィールドの「真紅眼の黒竜」１体を生け贄に捧げて特殊召喚する"))


# スプリット・Ｄ・ローズ / Regenerating Rose: destroyed by battle and sent to the graveyard, it may special summon
# 2 「Ｄ・ローズトークン」 (Plant, DARK, level 3, 1200 ATK and DEF).
_ROSE_TOKEN_OK = makes_token(31986289, "Ｄ・ローズトークン")


def _rose_tokens(res: Resolution) -> None:
    d = res.duel
    if d.free_slots(res.player, Zone.MONSTERS) < 2:
        return
    data = token_data(31986289, "Ｄ・ローズトークン")
    summon_tokens(res, data, 2)


define(31986288, Effect(T, _rose_tokens, trigger="destroyed", when=battle_to_grave, mandatory=False, asks=True,
                        needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) >= 2
                        and _ROSE_TOKEN_OK(ctx),
                        text_en="destroyed by battle: special summon 2 Regenerating Rose Tokens",
                        text_ja="戦闘で破壊され墓地へ送られた時、「Ｄ・ローズトークン」２体を特殊召喚する"))


# 炎帝近衛兵 / Royal Firestorm Guards: when it is normal summoned, 4 targeted Pyro monsters of your graveyard are
# shuffled into the deck, then you draw 2.
def _guards(res: Resolution) -> None:
    d = res.duel
    back = res.targets()
    if len(back) < 4:
        return
    d.to_deck(back, res.cause)
    d.next_thing()
    d.draw(res.player, 2, res.cause)


define(54040221, Effect(T, _guards, trigger="summoned", when=lambda ctx, ev: ev.detail == "normal",
                        needs=may_draw("self"),
                        target=grave_target(lambda ctx, c: c.data.race == "Pyro", "4 Pyro monsters in your graveyard",
                                            "自分の墓地の炎族モンスター４体", count=4, summoned=False),
                        text_en="normal summoned: shuffle the 4 targets into the deck, then draw 2",
                        text_ja="召喚に成功した時、対象の炎族モンスター４体をデッキに戻してシャッフルし、その後２枚ドローする"))


# 龍骨鬼 / Ryu Kokki: at the end of the damage step, a Warrior or Spellcaster monster it battled is destroyed.
def _kokki_battled(ctx: Ctx, ev: Event) -> bool:
    me = ctx.card
    return me.idx in (ev.card, ev.amount) and ev.amount >= 0 and as_it_battled(ctx, me) is not None \
        and _kokki_victim(ctx) is not None


def _kokki_victim(ctx: Ctx | Resolution) -> Card | None:
    """The Warrior or Spellcaster it battled, still on the field: one the battle destroyed has left as the end of the
    damage step comes (then it is not activated)."""
    foe = battle_opponent(ctx)
    return foe if foe is not None and foe.face_up and ctx.duel.race(foe) in ("Warrior", "Spellcaster") else None


def _kokki(res: Resolution) -> None:
    foe = _kokki_victim(res)
    if foe is not None:
        res.duel.destroy([foe], res.cause)


# The damage_step_end event is the attacker's own: its attack is seen as its own event, its being attacked as
# another card's ("either").
define(57281778, Effect(T, _kokki, does=Does.MONSTERS | Does.OPPONENTS, trigger="damage_step_end",
                        self_trigger="either",
                        when=_kokki_battled,
                        text_en="it battled a Warrior or Spellcaster: destroy that monster at the damage step's end",
                        text_ja="戦士族か魔法使い族と戦闘した場合：ダメージステップの終わりに戦闘相手を"
                                "破壊する"))


# ロケット戦士 / Rocket Warrior: during its controller's battle phase it is not destroyed by battle and its
# controller takes no battle damage from its battles; after damage calculation of its attack on a monster, that
# monster loses 500 ATK until the end of the turn.
def _own_battle_phase(ctx: Ctx, c: Card) -> bool:
    return c is ctx.card and ctx.duel.tp == ctx.player and ctx.duel.phase.startswith("battle")


def _rocket_hits(res: Resolution) -> None:
    t = res.duel.cards[res.link.events[0].amount]
    if t.zone is Zone.MONSTERS and t.face_up:
        res.duel.boost(t, -500, 0, res.cause, until_end=True)


define(30860696, Effect(Kind.CONTINUOUS, affects=_own_battle_phase, battle_proof=True,
                        text_en="not destroyed by battle during your battle phase",
                        text_ja="自分のバトルフェイズ中は戦闘では破壊されない"),
       Effect(Kind.REPLACEMENT, when=lambda ctx, ev: ctx.duel.tp == ctx.player and battle_damage_of(mine=True)(ctx, ev),
              instead=lambda ctx, ev: None,
              text_en="no battle damage to you from its battles during your battle phase",
              text_ja="自分のバトルフェイズ中は、このカードの戦闘で自分は戦闘ダメージを受けない"),
       Effect(T, _rocket_hits, trigger="damage_calculated", when=lambda ctx, ev: ev.amount >= 0,
              text_en="after damage calculation of its attack on a monster: that monster loses 500 ATK this turn",
              text_ja="モンスターに攻撃した場合、ダメージ計算後にその攻撃対象モンスターの攻撃力をエンドフェイズまで"
                      "５００ダウンする"),
       numbering=(1, 1, 2))


# 王族親衛隊 / Royal Keeper: once a turn it may turn itself face-down; when it is flipped face-up, it gains 300 ATK
# and DEF until the end of the turn.
def _keeper_up(res: Resolution) -> None:
    if still_face_up_here(res):
        res.duel.boost(res.card, 300, 300, res.cause, until_end=True)


define(16509093, FACE_DOWN_SELF,
       Effect(T, _keeper_up, trigger="flipped", text_en="flipped face-up: 300 more ATK and DEF this turn",
              text_ja="リバースした時、エンドフェイズまで攻撃力・守備力が３００アップする"))


# レッドアイズ・ブラックメタルドラゴン / Red-Eyes Black Metal Dragon: special summoned from the deck only by tributing a
# 「真紅眼の黒竜」 equipped with 「メタル化・魔法反射装甲」 (its own procedure; the deck is shuffled after).
METALMORPH = 68540058


def _metal_red_eyes(ctx: Ctx, m: Card) -> bool:
    d = ctx.duel
    return is_named(m, RED_EYES_B_DRAGON) and any(
        d.cards[i].equipped_to == m.idx and is_named(d.cards[i], METALMORPH)
        for pl in d.players for i in pl.spells if i >= 0)


define(64335804, Effect(Kind.PROCEDURE, from_zone=Zone.DECK, cost=Cost(tribute=1, tribute_filter=_metal_red_eyes),
                        text_en="special summon from the deck by tributing a Red-Eyes B. Dragon equipped with "
                                "Metalmorph",
                        text_ja="「メタル化・魔法反射装甲」を装備した「真紅眼の黒竜」を生け贄に捧げ、デッキから特殊召喚する"))


# 幻魔皇ラビエル / Raviel, Lord of Phantasms: special summoned from the hand by tributing 3 Fiends. Once a turn,
# tribute another monster (the cost): this card gains the tributed monster's original ATK, for the rest of the turn.
# Each time the opponent normal summons a monster (a gemini monster's second summon too), special summon a
# 「幻魔トークン」 (Fiend, DARK, level 1, 1000/1000) that cannot declare an attack.
def _phantasm(res: Resolution) -> None:
    d = res.duel
    t = summon_token(res, token_data(69890968, "幻魔トークン"))
    if t is not None and t.zone is Zone.MONSTERS:
        d.restrict(t, "attack", res.cause, turns=None)


def _raviel_feeds(res: Resolution) -> None:
    gain = sum(res.duel.cards[i].data.atk or 0 for i in res.link.cost_cards)
    if gain and still_face_up_here(res):
        res.duel.boost(res.card, gain, 0, res.cause, until_end=True)


define(69890967,
       Effect(Kind.IGNITION, _raviel_feeds, once_per_turn=True,
              cost=Cost(tribute=1, tribute_filter=lambda ctx, m: m is not ctx.card),
              text_en="tribute a monster: ATK up by its original ATK this turn",
              text_ja="モンスター１体を生け贄に捧げる：このターン、その元々の攻撃力の分だけ攻撃力が上がる"),
       Effect(T, _phantasm, trigger="summoned", self_trigger=False, asks=True,
              needs=makes_token_here(69890968, "幻魔トークン"),
              when=lambda ctx, ev: normal_summon(ev) and ev.player == ctx.opponent,
              text_en="the opponent normal summons: special summon a Phantasm Token that cannot attack",
              text_ja="相手がモンスターを通常召喚する度に、攻撃宣言できない「幻魔トークン」１体を特殊召喚する"),
       Effect(Kind.PROCEDURE, cost=Cost(tribute=3, tribute_filter=lambda ctx, m: ctx.duel.race(m) == "Fiend"),
              text_en="special summon by tributing 3 Fiends",
              text_ja="悪魔族モンスター３体を生け贄に捧げて特殊召喚する"))


# 逆巻くエリア / Raging Eria: the WATER one of the four attribute swappers (`shared.race_summoners`).
define(56524813, attribute_swapper("WATER"))


# 魔鏡導士リフレクト・バウンダー / Reflect Bounder: attacked by an opponent's monster while in face-up attack position
# (at the start of the damage step), it inflicts damage to the opponent equal to the attacker's ATK before damage
# calculation; if it did, it is destroyed right after damage calculation (no chain link), unless the battle already
# destroyed it.
def _bounce_back(res: Resolution) -> None:
    if attacker_atk_to_opponent(res) and still_face_up_here(res):
        mark(res.duel, "bounced", res.card, res.duel.turn)


def _bounder_marked(ctx: Ctx, ev: Event) -> bool:
    # one the battle itself destroyed is already on its way out by battle: its own effect has nothing left to destroy
    # (docs/uncertain-rulings.md)
    return ev.amount == ctx.card.idx and ctx.duel.turn in marked(ctx.duel, "bounced", ctx.card) \
        and (ctx.card.idx, ctx.card.oid) not in ctx.duel.doomed


define(2851070, Effect(T, _bounce_back, trigger="attacked", when=attacked_in_attack_position,
                       text_en="attacked in attack position: the attacker's ATK as damage to the opponent, then this "
                               "card is destroyed after damage calculation",
                       text_ja="攻撃表示で攻撃された場合：ダメージ計算の前に攻撃モンスターの攻撃力と同じダメージ"
                               "を相手に与え、計算の後でこのカードを破壊する"),
       Effect(Kind.AT_ONCE, destroy_self_in_monster_zone, trigger="damage_calculated",
              when=_bounder_marked, text_en="(after damage calculation: destroy this card)",
              text_ja="（ダメージ計算後、このカードを破壊する）"),
       numbering=(1, 1))


# 連弾の魔術師 / Rapid-Fire Magician: each time its controller activates a normal spell card, the opponent takes 400
# damage (a trigger: it resolves after the chain of that activation). Its effect works only while it is face-up on
# the field, so it must still be there when that chain has resolved and the burn is activated (gone or turned
# face-down in the chain: no burn; docs/uncertain-rulings.md).
def _own_normal_spell(ctx: Ctx, ev: Event) -> bool:
    link = chained_link(ctx, ev)
    if link is None or link.player != ctx.player or not spell_trap_activated(ctx, link):
        return False
    data = ctx.duel.cards[link.card].data
    return data.kind == "spell" and "normal" in data.subtypes


define(6337436, Effect(T, burn_op(400), trigger="chained", self_trigger=False, when=_own_normal_spell,
                       condition=face_up_here,
                       text_en="you activate a normal spell: 400 damage to the opponent",
                       text_ja="自分が通常魔法を発動する度に、相手に４００ポイントダメージを与える"))


# カミソーリトカゲ / Razor Lizard: while its controller controls another face-up Reptile, attacking a face-down
# defense position monster it destroys that monster before it is flipped, with no damage calculation.
def _another_reptile(ctx: Ctx) -> bool:
    d = ctx.duel
    return any(c is not ctx.card and c.face_up and d.race(c) == "Reptile" for c in d.monsters_of(ctx.player))


def _razor(res: Resolution) -> None:
    if _another_reptile(ctx_of(res)):
        destroy_face_down_target(res)


define(18372968, Effect(T, _razor, does=Does.MONSTERS | Does.OPPONENTS | Does.SET_ONLY, trigger="damage_step_start",
                        when=lambda ctx, ev: attacks_face_down(ctx, ev) and _another_reptile(ctx),
                        text_en="with another Reptile, attacking a face-down monster: destroy it unflipped",
                        text_ja="自分フィールドに他の爬虫類族がいる場合、裏側守備表示モンスターを攻撃した時、表にせず"
                                "ダメージ計算を行わずに破壊する"))


# 星見鳥ラリス / Rallis the Star Bird: in the damage step of a battle with a monster it gains 200 ATK for each Level
# of that monster (face-up: a face-down one's Level counts once it is flipped). When it has attacked, at the end of
# the damage step it is banished (a mandatory effect); at the start of the battle phase of its controller's next
# turn it comes back to their field in face-up attack position (not a summon; to the graveyard with no free zone).
def _star_gain(ctx: Ctx, c: Card) -> int:
    d = ctx.duel
    if d.phase != "battle:damage" or d.attack is None or d.attack[2] < 0 or c.idx not in (d.attack[0], d.attack[2]):
        return 0
    other = d.cards[d.attack[2] if d.attack[0] == c.idx else d.attack[0]]
    return 200 * d.level(other) if other.zone is Zone.MONSTERS and other.face_up else 0


def _rallis_away(res: Resolution) -> None:
    d, c, me, since = res.duel, res.card, res.player, res.duel.turn
    if not still_face_up_here(res) or not d.banish([c], res.cause):
        return
    idx, oid = c.idx, c.oid

    def next_battle(ctx: Ctx, ev: Event) -> bool:
        card = ctx.duel.cards[idx]
        return (ev.detail == "battle:start" and ctx.duel.tp == me and ctx.duel.turn > since and card.oid == oid
                and card.zone is Zone.BANISHED)

    def comes_back(r: Resolution) -> None:
        r.duel.return_to_field(r.duel.cards[idx], Pos.ATTACK, r.cause, me)

    d.linger(c, me, Effect(Kind.AT_ONCE, comes_back, trigger="phase", when=next_battle, self_trigger=False,
                           does=Does.OTHER, text_en="your next battle phase: it comes back in attack position",
                           text_ja="次の自分のバトルフェイズ開始時に表側攻撃表示で戻る"), res.cause, turns=3)


define(41382147,
       Effect(Kind.CONTINUOUS, affects=itself, atk=_star_gain,
              text_en="in the damage step: +200 ATK per Level of the monster it battles",
              text_ja="戦闘を行う場合、ダメージステップの間、相手モンスターのレベル×２００攻撃力アップ"),
       # destroyed by that battle it is already in the graveyard: nothing to banish, so not activated
       Effect(Kind.TRIGGER, _rallis_away, trigger="damage_step_end", does=Does.OTHER,
              needs=lambda ctx: ctx.card.zone is Zone.MONSTERS,
              text_en="it attacked: banish it at the end of the damage step; it comes back at your next battle phase",
              text_ja="攻撃したダメージステップ終了時に除外し、次の自分のバトルフェイズ開始時に戻す"))


# 究極宝玉神 レインボー・ドラゴン / Rainbow Dragon: it cannot be normal summoned; it is special summoned from the hand
# while 7 「宝玉獣」 cards of different names are face-up on your field (monster or spell & trap zones) and in your
# graveyard together. In the turn it was special summoned neither of its effects can be activated. (1) A quick
# effect: send every face-up 「宝玉獣」 monster you control to the graveyard (the cost, at least one): it gains
# 1000 ATK for each while it stays face-up. (2) Banish every 「宝玉獣」 monster in your graveyard (the cost, at
# least one): shuffle every card on the field into its owner's deck (a fusion monster: the fusion deck).
def _crystal_names(ctx: Ctx) -> int:
    # a face-down card on the field shows no name, so it is not one of the seven
    d, pl = ctx.duel, ctx.duel.players[ctx.player]
    field = [d.cards[i] for i in (*pl.monsters, *pl.spells) if i >= 0 and d.cards[i].face_up]
    # by the names they have now (`count_names`): a 「ファントム・オブ・カオス」 that took on one is of its name
    return count_names(c for c in (*field, *(d.cards[i] for i in pl.grave)) if crystal(c))


def _rainbow_ready(ctx: Ctx) -> bool:
    return face_up_here(ctx) and ctx.card.t_entered != ctx.duel.turn


def _rainbow_shines(res: Resolution) -> None:
    if still_face_up_here(res):
        res.duel.boost(res.card, 1000 * len(res.link.cost_cards), 0, res.cause, until_end=False)


def _rainbow_overdrive(res: Resolution) -> None:
    d = res.duel
    d.to_deck([c for p in (d.tp, 1 - d.tp) for c in field_of(res, p)], res.cause)


define(79856792,
       Effect(Kind.QUICK, _rainbow_shines, condition=_rainbow_ready,
              cost=Cost(field_send_any=True, take_all=True,
                        field_filter=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up and crystal(c)),
              text_en="send every face-up Crystal Beast monster you control to the graveyard: +1000 ATK for each",
              text_ja="自分の場の表側表示の「宝玉獣」を全て墓地へ送る：送った数×１０００攻撃力が上がる"),
       Effect(Kind.IGNITION, _rainbow_overdrive, condition=_rainbow_ready, does=Does.OTHER,
              cost=Cost(banish_grave_any=True, take_all=True,
                        banish_filter=lambda ctx, c: c.data.is_monster and crystal(c)),
              text_en="banish every Crystal Beast monster in your graveyard: shuffle every card on the field into "
                      "the deck",
              text_ja="自分の墓地の「宝玉獣」モンスターを全て除外し、フィールドのカードを全てデッキに戻す"),
       Effect(Kind.PROCEDURE, condition=lambda ctx: _crystal_names(ctx) >= 7,
              text_en="special summon with 7 Crystal Beast cards of different names on your field and in your "
                      "graveyard",
              text_ja="自分の場と墓地に７種類の「宝玉獣」カードがあれば特殊召喚できる"))


# 究極宝玉神 レインボー・ダーク・ドラゴン / Rainbow Dark Dragon: it cannot be normal summoned; it is special summoned
# from the hand by banishing 7 DARK monsters of different names from your graveyard. Ignition: banish every other
# DARK monster in your graveyard and face-up on your field (the cost, at least one): it gains 500 ATK for each.
def _rainbow_dark_shines(res: Resolution) -> None:
    if still_face_up_here(res):
        res.duel.boost(res.card, 500 * len(res.link.cost_cards), 0, res.cause, until_end=False)


define(79407975,
       Effect(Kind.IGNITION, _rainbow_dark_shines, condition=face_up_here,
              cost=Cost(banish_grave_any=True, take_all=True, banish_filter=dark_monster, banish_field_all=True,
                        field_filter=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up and dark_monster(ctx, c)),
              text_en="banish every other DARK monster in your graveyard and face-up on your field: +500 ATK for each",
              text_ja="他の闇属性モンスターを自分の墓地と場（表側表示）から全て除外する："
                      "除外した数×５００攻撃力が上がる"),
       Effect(Kind.PROCEDURE, cost=Cost(banish_grave=7, banish_filter=dark_monster, distinct_names=True),
              text_en="special summon by banishing 7 DARK monsters of different names from your graveyard",
              text_ja="自分の墓地の闇属性モンスター７種類を１体ずつ除外して特殊召喚する"),
       normal_summon=False)


# 儀式の供物 / Ritual Raven: for the ritual summon of a DARK ritual monster it may alone be all the tributes, whatever
# that monster's Level (`ritual.whole_tribute`); for any other ritual summon it counts its own Level.
ritual.whole_tribute(34334692, lambda m: has_attribute(m, "DARK"))
define(34334692)
