"""The normal trap cards whose English name begins with D."""

from __future__ import annotations

import dataclasses

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event, Reason
from arbiter.kernel.reasons import Why
from arbiter.ocg import names
from arbiter.ocg.cards.common import (
    FACE_UP_MONSTER,
    answered,
    banish_targets,
    both,
    burn_500,
    can_special_summon,
    ctx_of,
    destroy_and_banish_targets,
    destroy_targets,
    grant_this_turn,
    opponent_attacks,
    room,
    the_attacker,
)
from arbiter.ocg.cards.shared.attacks import attack_of, battlers, not_the_attacker
from arbiter.ocg.cards.shared.card_kinds import is_destiny_hero, is_hero
from arbiter.ocg.cards.shared.chain import activation_of, card_or_monster_effect_targeting, link_targets
from arbiter.ocg.cards.shared.counters import A_COUNTER
from arbiter.ocg.cards.shared.damage import battle_damage_to, no_damage, sent_back, this_battle
from arbiter.ocg.cards.shared.damage_calculation import after_this_battle, outguarded_attacker
from arbiter.ocg.cards.shared.discard import choose_cards, discard, discard_random, opp_discards_random
from arbiter.ocg.cards.shared.draw import may_draw, reload_op
from arbiter.ocg.cards.shared.equips import equip_op, equipped_by
from arbiter.ocg.cards.shared.events import effect_player, own_cards_destroyed_by_opponent, own_monster_destroyed
from arbiter.ocg.cards.shared.gladiator_beasts import is_gladiator_beast
from arbiter.ocg.cards.shared.notes import note_pair, noted_pairs
from arbiter.ocg.cards.shared.passcodes import MONSTER_REBORN
from arbiter.ocg.cards.shared.resolving import alive, ask_up_to, ask_yes_no
from arbiter.ocg.cards.shared.search import Pred, deck_has, deck_searched, search, summon_room
from arbiter.ocg.cards.shared.special_summons import (
    as_many_as_fit,
    can_special_summon_from_hand,
    summon,
    summon_one_of,
    summon_picked,
    summonable,
)
from arbiter.ocg.cards.shared.turn_log import destroyed_this_turn
from arbiter.ocg.cards.shared.viruses import dark_tribute, virus
from arbiter.ocg.cards.shared.zones import cards_in_hand, equip_cards, fitting_monsters_in, hand_of, monsters_in
from arbiter.ocg.categories import Does
from arbiter.ocg.chain import ChainLink
from arbiter.ocg.choice_purposes import DESTROY, SET, SHOW, TO_GRAVEYARD, WHICH_WAY
from arbiter.ocg.effects import Choice, Cost, Ctx, Effect, Kind, Resolution, TargetSpec, Worded
from arbiter.ocg.lasting import Then
from arbiter.ocg.names import has_attribute, is_named, name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE

# リバースダイス / Dice Re-Roll (normal trap): for the rest of this turn, once, when an effect rolls dice (either
# player's), you may have them rolled again (R004-015 lists the cards it works with).
RE_ROLL = Effect(Kind.CONTINUOUS, redo="dice", once_per_turn=True,
                 text_en="once this turn you may have dice rolled again",
                 text_ja="このターン１度だけサイコロを振り直せる")
define(83241722, Effect(A, lambda res: res.duel.linger(res.card, res.player, RE_ROLL, res.cause),
                        text_en="once this turn, a die roll may be redone",
                        text_ja="このターン１度、サイコロを振り直せる"))

# 攪乱作戦 / Disturbance Strategy: the opponent shuffles their hand into the deck and draws as many.
define(77561728, Effect(A, reload_op("opp"),
                        needs=both(may_draw("opp"), lambda ctx: bool(hand_of(ctx, ctx.opponent))),
                        text_en="the opponent shuffles their hand into the deck and draws as many",
                        text_ja="相手は手札を全てデッキに戻してシャッフルし、その枚数分ドローする"))


# ドレインシールド / Draining Shield: when an opponent's monster attacks, negate the attack (targeting the
# attacker) and gain its ATK.
def _drain(res: Resolution) -> None:
    d = res.duel
    for c in res.targets():
        d.negate_attack()
        n = d.atk(c)
        if n:
            d.gain_lp(res.player, n, res.cause)


define(43250041, Effect(A, _drain, condition=opponent_attacks,
                        target=TargetSpec(side="opp", where=the_attacker, text_en="the attacking monster",
                                          text_ja="攻撃モンスター"),
                        text_en="negate the attack; gain the attacker's ATK",
                        text_ja="攻撃を無効にし、その攻撃力分ライフポイント回復する"))


# Ｄ－タイム / D - Time: when a face-up 「Ｅ・ＨＥＲＯ」 monster you control leaves the field, add from your deck a
# 「Ｄ－ＨＥＲＯ」 monster of its level or lower. It answers the move in the window right after the chain or
# battle that made it (`responds_to`; the move event's `pos` says it was face-up).
def _d_time_left(ctx: Ctx) -> list[Card]:
    d = ctx.duel
    out = []
    for e in ctx.events:
        c = d.cards[e.card] if e.card >= 0 else None
        if (c is not None and e.src == int(Zone.MONSTERS) and e.dst != int(Zone.MONSTERS) and e.player == ctx.player
                and e.pos in (int(Pos.ATTACK), int(Pos.DEFENSE)) and c.data.is_monster and is_hero(c)):
            out.append(c)
    return out


def _d_hero_up_to(level: int) -> Pred:
    return lambda c: is_destiny_hero(c) and (c.data.level or 0) <= level


def _d_time(res: Resolution) -> None:
    d = res.duel
    left = _d_time_left(Ctx(d, res.player, res.card, d.link_effect(res.link), res.link.events,
                            res.link))
    if left:
        search(res, _d_hero_up_to(max(c.data.level or 0 for c in left)))


define(99075257, Effect(A, _d_time, asks=True, responds_to=("destroyed", "sent", "tributed", "to_hand", "to_deck",
                                                             "banished"),
                        condition=lambda ctx: bool(_d_time_left(ctx)),
                        needs=lambda ctx: any(deck_has(_d_hero_up_to(c.data.level or 0))(ctx)
                                              for c in _d_time_left(ctx)),
                        text_en="add a Destiny HERO of the departed HERO's Level or lower from your deck",
                        text_ja="そのモンスターのレベル以下の「Ｄ－ＨＥＲＯ」１体をデッキから手札に加える"))

# 次元幽閉 / Dimensional Prison: when an opponent's monster declares an attack, banish that attacking monster (targeting
# it).
define(70342110, Effect(A, banish_targets, condition=opponent_attacks,
                        target=TargetSpec(side="opp", where=the_attacker, text_en="the attacking monster",
                                          text_ja="攻撃モンスター"),
                        text_en="banish the attacking monster", text_ja="攻撃モンスターをゲームから除外する"))


# 邪悪なるバリア －ダーク・フォース－ / Dark Mirror Force: when an opponent's monster declares an attack, banish every
# defense-position monster the opponent controls; with none it would banish nothing and is not activated (R004-007).
def _dark_force_defenders(ctx: Ctx | Resolution) -> list[Card]:
    return [c for c in ctx.duel.monsters_of(ctx.opponent) if c.pos in (Pos.DEFENSE, Pos.SET)]


def _dark_force(res: Resolution) -> None:
    res.duel.banish(_dark_force_defenders(res), res.cause)


define(20522190, Effect(A, _dark_force, does=Does.MONSTERS, condition=opponent_attacks,
                        needs=lambda ctx: bool(_dark_force_defenders(ctx)),
                        text_en="an opponent's monster attacks: banish all their defense-position monsters",
                        text_ja="相手モンスターの攻撃宣言時、相手の守備表示モンスターを全てゲームから除外する"))


# Ｄ．Ｄ．ダイナマイト / D.D. Dynamite: 300 damage to the opponent for each of their banished cards; not activated
# while they have none (it would deal nothing, R004-007).
def _dd_dynamite(res: Resolution) -> None:
    res.duel.damage(res.target_player, 300 * len(res.duel.players[res.target_player].banished), res.cause)


define(8628798, Effect(A, _dd_dynamite, targets_player="opp",
                       needs=lambda ctx: bool(ctx.duel.players[ctx.opponent].banished),
                       text_en="300 damage to the opponent for each of their banished cards",
                       text_ja="相手の除外されているカード１枚につき３００ダメージを与える"))


# 破壊指輪 / Destruction Ring: destroy a face-up monster you control (chosen at resolution); both players take 1000
# damage.
def _my_face_up(res: Resolution) -> list[Card]:
    return [c for c in res.duel.monsters_of(res.player) if c.face_up]


def _destruction_ring(res: Resolution) -> None:
    d = res.duel
    i = res.answer
    if i >= 0 and d.cards[i] in _my_face_up(res) and d.destroy([d.cards[i]], res.cause):
        d.damage(res.player, 1000, res.cause)
        d.damage(res.opponent, 1000, res.cause)


define(21219755, Effect(A, _destruction_ring, does=Does.MONSTERS, choice=Choice("card", _my_face_up),
                        needs=lambda ctx: any(c.face_up for c in ctx.duel.monsters_of(ctx.player)),
                        text_en="destroy a face-up monster you control; both players take 1000 damage",
                        text_ja="自分フィールドの表側モンスター１体を破壊する。両プレイヤーは１０００ダメージを受ける"))


# 武装解除 / Disarmament: destroy every equip card on the field.
def _disarm(res: Resolution) -> None:
    res.duel.destroy(equip_cards(res), res.cause)


define(20727787, Effect(A, _disarm, does=Does.SPELLS_TRAPS, needs=lambda ctx: bool(equip_cards(ctx)),
                        text_en="destroy all equip cards on the field",
                        text_ja="フィールド上の装備カードを全て破壊する"))

T = Kind.TRIGGER


# 闇の取引 / Dark Deal: when the opponent activates a normal spell card, pay 1000 LP: that spell's effect
# becomes "the opponent (of the spell's player) discards 1 card at random". The discard is done by the
# spell's effect, so it counts as the spell player's effect (R004-138). Chained directly (R004-156.39). Its
# activation discards nothing of its own and declares no hand, so neither watcher answers it; the rewritten effect
# declares its own discard, of its activator's opponent's hand (docs/uncertain-rulings.md).
def _dark_deal(res: Resolution) -> None:
    # the link is rewritten even if the spell card has since left the field: a destroyed normal spell still
    # resolves (R000-020), with the rewritten effect
    link = answered(res)
    if link is None:
        return
    eff = link.activated
    # that link's effect becomes "the opponent discards 1 at random": what it does changes with it (an effect made
    # at run time, declaring its own categories: this card's are another player's view); the card's own effect
    # stays as it is (its next activation is the spell's)
    link.activated = dataclasses.replace(eff, operation=opp_discards_random(1), target=None, choice=None, asks=False,
                                         does=Does.DISCARD | Does.OPP_HAND)


define(65824822, Effect(A, _dark_deal, condition=activation_of("spell", subtype="normal"),
                        cost=Cost(lp=1000),
                        text_en="the opponent's normal spell becomes: its player's opponent discards 1 at random",
                        text_ja="相手の通常魔法は、効果が「発動者の相手が手札をランダムに１枚捨てる」に変わる"))


# 呪われた棺 / Dark Coffin: destroyed while set and sent to the graveyard, it lets the opponent pick
# one: 1 random card from their hand is discarded, or 1 monster of theirs is destroyed (not activated while they have
# neither: nothing for it to act on).
def _was_set_destroyed(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.SPELLS) and ev.dst == int(Zone.GRAVE)


# why one of the curse's two ways is no choice of the player who chooses: nothing of theirs for it to take
HAND_EMPTY = Why("the player who chooses has no card in their hand", "選ぶプレイヤーの手札が０枚")
NO_MONSTER = Why("the player who chooses controls no monster", "選ぶプレイヤーのフィールドにモンスターがいない")


def _coffin_curse(res: Resolution) -> None:
    d = res.duel
    named = ((Option("discard", "choice", label_en="discard 1 at random", label_ja="手札をランダムに１枚捨てる"),
              bool(d.players[res.opponent].hand), HAND_EMPTY),
             (Option("destroy", "choice", label_en="destroy 1 monster", label_ja="モンスター１体を破壊する"),
              bool(d.monsters_of(res.opponent)), NO_MONSTER))
    opts = [o for o, ok, _ in named if ok]
    if not opts:
        return
    closed = [(x, lambda why=why: why) for x, ok, why in named if not ok]
    o = res.ask(opts, "choice", res.opponent, *WHICH_WAY, closed=closed)
    if o.key == "discard":
        discard_random(res, res.opponent, 1)
    else:
        d.destroy(choose_cards(res, d.monsters_of(res.opponent), 1, res.opponent, purpose=DESTROY.monster), res.cause)


define(1804528, Effect(T, _coffin_curse, does=Does.MONSTERS | Does.OPP_HAND | Does.OPPONENTS, trigger="destroyed",
                       when=_was_set_destroyed, asks=True,
                       needs=lambda ctx: bool(ctx.duel.players[ctx.opponent].hand
                                              or ctx.duel.monsters_of(ctx.opponent)),
                       text_en="the opponent discards 1 at random or destroys 1 of their monsters",
                       text_ja="相手は手札をランダムに１枚捨てるか自分のモンスター１体を破壊する"))


# はたき落とし / Drop Off (normal trap): when the opponent makes the normal draw of their draw phase, they
# discard the card drawn (R004-139.37). The draw phase's window carries that draw (`responds_to`).
def _normal_draw(ctx: Ctx) -> Event | None:
    d = ctx.duel
    if d.phase != "draw" or d.tp != ctx.opponent:
        return None
    return next((e for e in ctx.events if e.kind == "drawn" and e.player == ctx.opponent
                 and e.cause.reason is Reason.RULE), None)


def _drop_off(res: Resolution) -> None:
    ev = _normal_draw(ctx_of(res))
    if ev is not None:
        discard(res, [res.duel.cards[ev.card]])


define(55773067, Effect(A, _drop_off, does=Does.OPP_HAND, condition=lambda ctx: _normal_draw(ctx) is not None,
                        responds_to=("drawn",),
                        text_en="the opponent discards the card of their normal draw",
                        text_ja="相手は通常のドローをしたカードを墓地へ捨てる"))

C = Kind.CONTINUOUS


# Ｄ－チェーン / D - Chain: equip this card to 1 targeted 「Ｄ－ＨＥＲＯ」 monster you control; +500 ATK. When
# the equipped monster wins a battle, the opponent's monster destroyed and sent to the graveyard: 500 damage.
def _equipped_won(ctx: Ctx, ev: Event) -> bool:
    m = ctx.card.equipped_to
    attacker, target = battlers(ctx.duel)
    return (ctx.card.zone is Zone.SPELLS and m >= 0 and ev.cause.reason is Reason.BATTLE and ev.card != m
            and m in (attacker, target) and ev.card in (attacker, target) and ev.dst == int(Zone.GRAVE))


define(43405287,
       # the 500 ATK it gives once equipped is a direct change of ATK the damage step allows (ocg-rules 3.5)
       Effect(A, equip_op, remains=True, does=Does.OTHER | Does.ATK_DEF,
              target=TargetSpec(side="own", face="up", where=lambda ctx, c: is_destiny_hero(c),
                                text_en="your face-up D-HERO monster", text_ja="自分の「Ｄ－ＨＥＲＯ」モンスター"),
              text_en="equip this card to the target", text_ja="このカードを対象に装備する"),
       Effect(C, affects=equipped_by, atk=lambda ctx, m: 500, text_en="the equipped monster gains 500 ATK",
              text_ja="装備モンスターの攻撃力は５００アップ"),
       Effect(T, burn_500, trigger="destroyed", self_trigger=False, when=_equipped_won,
              text_en="the equipped monster destroyed a monster by battle: 500 damage",
              text_ja="装備モンスターの戦闘で相手モンスターが破壊され墓地へ行った時、相手は５００ダメージを受ける"),
       equip_trap=True, numbering=(1, 1, 2))  # the text's ① equips it with its 500 ATK; the damage is ②


# Ｄ－シールド / D - Shield: when a 「Ｄ－ＨＥＲＯ」 monster you control in attack position is the target of an
# attack: it becomes defense position and this card is equipped to it; the equipped monster is not
# destroyed by battle.
def _attacked_hero(ctx: Ctx, c: Card) -> bool:
    _, target = battlers(ctx.duel)
    return c.idx == target and c.pos is Pos.ATTACK and is_destiny_hero(c)


def _d_shield(res: Resolution) -> None:
    c = res.card
    for t in res.targets():
        res.duel.set_position(t, Pos.DEFENSE, res.cause)
        if alive(res) and c.on_field:
            res.duel.equip(c, t, res.cause)


define(62868900,
       Effect(A, _d_shield, remains=True,
              condition=lambda ctx: any(e.kind == "attack_declared" for e in ctx.events),
              target=TargetSpec(side="own", face="up", where=_attacked_hero, text_en="your attacked D-HERO monster",
                                text_ja="攻撃対象になった自分の「Ｄ－ＨＥＲＯ」モンスター"),
              text_en="the target becomes defense position; equip this card to it",
              text_ja="対象を守備表示にし、このカードを装備する"),
       Effect(C, battle_proof=True, affects=equipped_by, text_en="the equipped monster is not destroyed by battle",
              text_ja="装備モンスターは戦闘では破壊されない"),
       equip_trap=True)


# デステニー・ミラージュ / Destiny Mirage (normal trap): when a 「Ｄ－ＨＥＲＯ」 monster you control is destroyed
# by the opponent's card effect and sent to the graveyard: special summon to your field every 「Ｄ－ＨＥＲＯ」
# destroyed and sent to either graveyard this turn (R004-053.04). It answers the destruction in the window
# after the chain that made it (`responds_to`); the turn's destructions are read from the duel's log. With fewer free
# monster zones than such 「Ｄ－ＨＥＲＯ」, its player picks the ones summoned (docs/uncertain-rulings.md).
def _destiny_hero_destroyed(ctx: Ctx) -> bool:
    d = ctx.duel
    return any(e.kind == "destroyed" and e.player == ctx.player and e.dst == int(Zone.GRAVE)
               and e.src == int(Zone.MONSTERS) and e.cause.reason is Reason.EFFECT
               and effect_player(d, e.cause) != ctx.player and is_destiny_hero(d.cards[e.card])
               for e in ctx.events)


def _destroyed_heroes(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return summonable(ctx, [c for p in (0, 1) for i in d.players[p].grave
                            if is_destiny_hero(c := d.cards[i]) and destroyed_this_turn(d, c, battle=False)])


def _destiny_mirage(res: Resolution) -> None:
    with res.duel.moving_together(res.cause):
        for c in as_many_as_fit(res, _destroyed_heroes(res)):
            summon(res, c)


define(15294090, Effect(A, _destiny_mirage, condition=_destiny_hero_destroyed, responds_to=("destroyed",), asks=True,
                        needs=lambda ctx: room(ctx) and bool(_destroyed_heroes(ctx)),
                        text_en="special summon every Destiny HERO destroyed and sent to a graveyard this turn",
                        text_ja="このターン破壊され墓地へ送られた「Ｄ－ＨＥＲＯ」を可能な限り自分フィールドに特殊召喚する"))

define(35027493, Effect(A, virus(lambda a: a <= 1500), does=Does.MONSTERS | Does.OPPONENTS,
                        cost=Cost(tribute=1, tribute_filter=dark_tribute(lambda a: a >= 2000),
                                  text_en="tribute a DARK monster with 2000 or more ATK",
                                  text_ja="闇属性で攻撃力２０００以上のモンスターを１体生け贄にする"),
                        text_en="destroy the opponent's monsters on the field and in hand with 1500 or less ATK",
                        text_ja="相手フィールドのモンスターと手札の攻撃力１５００以下のモンスターを破壊する"))


# 救出劇 / Dramatic Rescue: when a card is activated that targets an 「アマゾネス」 monster on the field,
# return that monster to the hand, and if it is returned, special summon another monster from your hand. A card
# being activated (`card_activated`), not the later effect of a face-up spell or trap (「ブレイズ・キャノン」's).
def _amazoness(ctx: Ctx, c: Card) -> bool:
    # face-up only: a face-down monster shows no name, so it is no 「アマゾネス」 monster
    return c.zone is Zone.MONSTERS and c.face_up and name_includes(c, "アマゾネス")


def _amazoness_targets(ctx: Ctx, link: ChainLink) -> list[Card]:
    return [c for c in link_targets(ctx, link) if _amazoness(ctx, c)]


def _rescue(res: Resolution) -> None:
    d = res.duel
    ctx = ctx_of(res)
    link = answered(res)
    if link is None:
        return
    for t in _amazoness_targets(ctx, link)[:1]:
        d.to_hand([t], res.cause)
        if t.zone is not Zone.HAND:
            return
        # not one only another card's effect may summon (「ホルスの黒炎竜 ＬＶ８」), nor any under a lock
        hand = summonable(ctx, [c for c in monsters_in(ctx, res.player, Zone.HAND)
                                if c.idx != t.idx and can_special_summon_from_hand(c)])
        summon_picked(res, hand)


define(80193355, Effect(A, _rescue, does=Does.MONSTERS, condition=card_or_monster_effect_targeting(
                            _amazoness, "a face-up Amazoness monster on the field",
                            "フィールド上の表側表示の「アマゾネス」モンスター"),
                        asks=True,
                        text_en="return the targeted Amazoness to the hand; special summon another monster from yours",
                        text_ja="対象になったアマゾネスを手札に戻し、別のモンスターを手札から特殊召喚する"))


# 守護霊のお守り / Deal of Phantom: a targeted face-up monster gains 100 ATK for each monster in your
# graveyard, until the end of the turn.
def _phantom(res: Resolution) -> None:
    d = res.duel
    n = sum(1 for i in d.players[res.player].grave if d.cards[i].data.kind == "monster")
    for c in res.targets():
        d.boost(c, 100 * n, 0, res.cause)


define(69122763, Effect(A, _phantom, target=FACE_UP_MONSTER,
                        text_en="the target gains 100 ATK for each monster in your graveyard this turn",
                        text_ja="ターン終了時まで自分の墓地のモンスター１体につき対象の攻撃力を１００アップ"))

# ロスト / Disappear: banish a targeted card from the opponent's graveyard (R000-030).
define(24623598, Effect(A, banish_targets,
                        target=TargetSpec(zone=Zone.GRAVE, side="opp", text_en="a card in the opponent's graveyard",
                                          text_ja="相手の墓地のカード"),
                        text_en="banish the target", text_ja="対象をゲームから除外する"))


# ディメンション・ウォール / Dimension Wall: when an opponent's monster declares an attack: the battle damage you would
# take from this battle is taken by the opponent instead (left in place for the battle of this attack, wherever the
# attack is moved; not a later attack of the same monster). The damage sent back is this card's player's doing
# (`sent_back`).
def _dimension_wall(res: Resolution) -> None:
    att = res.duel.attack
    me = res.player
    if att is None:
        return
    res.duel.linger(res.card, me, Effect(Kind.REPLACEMENT, when=battle_damage_to(me, this_battle(res.duel)),
                                         instead=sent_back,
                                         text_en="the opponent takes your battle damage from this battle instead",
                                         text_ja="この戦闘で自分が受ける戦闘ダメージはかわりに相手が受ける"), res.cause)


define(67095270, Effect(A, _dimension_wall, condition=opponent_attacks,
                        text_en="the battle damage you would take from this battle goes to the opponent instead",
                        text_ja="この戦闘で自分に発生する戦闘ダメージを、相手が代わりに受ける"))


# 竜の血族 / D. Tribe: every monster you control becomes a Dragon until the end phase (those on the field as it
# resolves; the end of the turn).
def _d_tribe(res: Resolution) -> None:
    for c in res.duel.monsters_of(res.player):
        grant_this_turn(res, c, "it is a Dragon this turn", "このターンドラゴン族になる", race=lambda ctx, m: "Dragon")


define(2833249, Effect(A, _d_tribe, needs=lambda ctx: bool(ctx.duel.monsters_of(ctx.player)),
                       text_en="all your monsters become Dragons until the end phase",
                       text_ja="自分フィールドの全てのモンスターはエンドフェイズまでドラゴン族になる"))


# デストラクト・サークル－Ａ / Detonator Circle "A": target 1 face-up monster with an A-Counter: destroy it; then both
# players take 1000 damage.
def _detonator(res: Resolution) -> None:
    d = res.duel
    if d.destroy(res.targets(), res.cause):
        d.damage(res.player, 1000, res.cause)
        d.damage(1 - res.player, 1000, res.cause)


define(20985997, Effect(A, _detonator,
                        target=TargetSpec(face="up", where=lambda ctx, c: bool(c.counters.get(A_COUNTER)),
                                          text_en="a face-up monster with an A-Counter",
                                          text_ja="Ａカウンターが乗った表側表示モンスター"),
                        text_en="destroy the target; both players take 1000 damage",
                        text_ja="対象を破壊し、お互いに１０００ダメージを受ける"))


# 砂漠の光 / Desert Sunlight: every monster you control becomes face-up defense (a face-down one is flipped: its
# flip effect activates).
def _not_face_up_defense(ctx: Ctx | Resolution) -> list[Card]:
    return [c for c in ctx.duel.monsters_of(ctx.player) if c.pos is not Pos.DEFENSE]


def _desert_sunlight(res: Resolution) -> None:
    res.duel.set_positions(_not_face_up_defense(res), Pos.DEFENSE, res.cause)


define(93747864, Effect(A, _desert_sunlight, needs=lambda ctx: bool(_not_face_up_defense(ctx)),
                        text_en="change all monsters you control to face-up defense position",
                        text_ja="自分フィールドのモンスターを全て表側守備表示にする"))


# デステニー・デストロイ / Destruction of Destiny: the top 3 cards of your deck go to the graveyard; for each spell
# or trap card among those that reached it, you take 1000 damage. An empty deck leaves it nothing to do: no activation.
def _destruction_of_destiny(res: Resolution) -> None:
    d = res.duel
    top = [d.cards[i] for i in d.players[res.player].deck[-3:]]
    d.mill(res.player, 3, res.cause)
    hits = [c for c in top if c.zone is Zone.GRAVE and c.data.kind in ("spell", "trap")]
    d.damage(res.player, 1000 * len(hits), res.cause)


define(62980542, Effect(A, _destruction_of_destiny, targets_player="own",
                        needs=lambda ctx: bool(ctx.duel.players[ctx.player].deck),
                        text_en="send your top 3 cards to the graveyard; take 1000 damage per spell or trap among them",
                        text_ja="デッキの上から３枚を墓地へ送り、その中の魔法・罠カード１枚につき１０００ダメージを受ける"))


# 砂塵の大竜巻 / Dust Tornado: destroy a targeted spell or trap card the opponent controls; then you may set 1
# spell or trap card from your hand.
def _settable(res: Resolution) -> list[Card]:
    d = res.duel
    return [c for c in hand_of(res, res.player) if c.data.kind in ("spell", "trap")
            and ("field" in c.data.subtypes or d.free_slots(res.player, Zone.SPELLS) > 0)
            and d.may_set_spell_trap(c, res.player)]


_NOT_SETTABLE = Why("it is not a spell or trap card in its player's hand that they may set",
                    "自分の手札のセットできる魔法・罠カードではない")


def _dust_tornado(res: Resolution) -> None:
    d = res.duel
    d.destroy(res.targets(), res.cause)
    cands = _settable(res)
    if cands and ask_yes_no(res, en="set a spell or trap card from the hand?", ja="手札の魔法・罠をセットする？"):
        d.next_thing()
        d.set_spell_trap(res.ask_cards(cands, why=lambda _: _NOT_SETTABLE, purpose=SET), res.player, res.cause)


define(60082869, Effect(A, _dust_tornado, asks=True,
                        target=TargetSpec(zone=Zone.SPELLS, side="opp", text_en="a spell or trap card the opponent "
                                          "controls", text_ja="相手フィールドの魔法・罠カード"),
                        text_en="destroy the target; then you may set a spell or trap card from your hand",
                        text_ja="対象を破壊し、その後に手札の魔法・罠カード１枚をセットしてもよい"))


# 猛吹雪 / Driving Snow: the opponent's card effect destroys trap cards you controlled and sends
# them from the field to the graveyard: target a spell or trap card on the field and destroy it.
define(473469, Effect(A, destroy_targets, responds_to=("destroyed",), condition=own_cards_destroyed_by_opponent("trap"),
                      target=TargetSpec(zone=Zone.SPELLS, text_en="a spell or trap card on the field",
                                        text_ja="フィールドの魔法・罠カード"),
                      text_en="your traps destroyed by the opponent's effect: destroy a spell or trap card",
                      text_ja="相手の効果で自分の罠カードが破壊された時、魔法・罠カード１枚を破壊する"))


# デステニー・シグナル / Destiny Signal: a monster of yours is destroyed by battle and sent to the graveyard:
# 1 「Ｄ－ＨＥＲＯ」 monster of Level 4 or lower is special summoned from your hand or deck.
def _small_destiny_heroes(ctx: Ctx) -> list[Card]:
    def ok(c: Card) -> bool:
        return is_destiny_hero(c) and (c.data.level or 0) <= 4 and can_special_summon(ctx, c)
    return [*fitting_monsters_in(ctx, ctx.player, Zone.HAND, ok), *fitting_monsters_in(ctx, ctx.player, Zone.DECK, ok)]


define(35464895, Effect(A, lambda res: summon_one_of(res, _small_destiny_heroes(ctx_of(res)), deck=True), asks=True,
                        responds_to=("destroyed",), condition=own_monster_destroyed(Reason.BATTLE),
                        needs=lambda ctx: room(ctx) and bool(_small_destiny_heroes(ctx)),
                        text_en="your monster destroyed by battle: special summon a Level 4 or lower Destiny HERO "
                                "from your hand or deck",
                        text_ja="戦闘破壊された時、手札かデッキからレベル４以下の「Ｄ－ＨＥＲＯ」１体を特殊召喚する"))


# Ｄ－カウンター / D - Counter: when a face-up 「Ｄ－ＨＥＲＯ」 monster you control is chosen as an attack target,
# destroy the attacking monster.
def _destiny_hero_attacked(ctx: Ctx) -> bool:
    d = ctx.duel
    if not opponent_attacks(ctx) or d.attack is None or d.attack[2] < 0:
        return False
    t = d.cards[d.attack[2]]
    return t.ctl == ctx.player and t.face_up and is_destiny_hero(t)


def _destroy_attacker(res: Resolution) -> None:
    # the attacker as the same object still on the field: one returned to the hand in answer is not destroyed there
    attacker, _ = attack_of(res)
    if attacker is not None:
        res.duel.destroy([attacker], res.cause)


define(8698851, Effect(A, _destroy_attacker, condition=_destiny_hero_attacked,
                       does=Does.DESTROY | Does.MONSTERS | Does.OPPONENTS,
                       text_en="your face-up Destiny HERO attacked: destroy the attacking monster",
                       text_ja="自分の表側の「Ｄ－ＨＥＲＯ」が攻撃対象になった時、攻撃してきたモンスターを破壊"))


# ダメージ・コンデンサー / Damage Condenser: you take battle damage: discard 1 card to special summon, from your
# deck in attack position, 1 monster with ATK no higher than that damage.
def _battle_damage_taken(ctx: Ctx | Resolution, events: tuple[Event, ...]) -> int:
    return max((e.amount for e in events if e.kind == "damage" and e.player == ctx.player
                and e.cause.reason is Reason.BATTLE), default=0)


def _condensed(ctx: Ctx, most: int) -> list[Card]:
    return fitting_monsters_in(ctx, ctx.player, Zone.DECK, lambda c: c.data.atk is not None and c.data.atk <= most
                               and can_special_summon(ctx, c))


def _condenser(res: Resolution) -> None:
    d = res.duel
    with deck_searched(d, res.player, summon_room(res)):
        summon_picked(res, _condensed(ctx_of(res), _battle_damage_taken(res, res.link.events)), Pos.ATTACK)


define(28378427, Effect(A, _condenser, responds_to=("damage",), cost=Cost(discard=1), asks=True,
                        condition=lambda ctx: _battle_damage_taken(ctx, ctx.events) > 0,
                        needs=lambda ctx: room(ctx) and bool(_condensed(ctx, _battle_damage_taken(ctx, ctx.events))),
                        text_en="you took battle damage, discard 1: special summon a monster from your deck with "
                                "ATK at most that damage",
                        text_ja="戦闘ダメージを受けた時、手札を１枚捨て、その数値以下の攻撃力のモンスターをデッキから特殊召喚する"))


# リバースディメンション / Dimensional Inversion: when monsters you own are banished by an effect of the opponent's
# card, special summon 1 of them.
def _banished_mine(ctx: Ctx) -> list[Card]:
    d = ctx.duel
    return [d.cards[e.card] for e in ctx.events if e.kind in ("banished", "destroyed") and e.dst == int(Zone.BANISHED)
            and d.cards[e.card].owner == ctx.player
            and d.cards[e.card].data.kind == "monster" and d.cards[e.card].zone is Zone.BANISHED
            and e.cause.reason is Reason.EFFECT and effect_player(d, e.cause) != ctx.player
            and can_special_summon(ctx, d.cards[e.card])]


def _inversion(res: Resolution) -> None:
    summon_one_of(res, _banished_mine(ctx_of(res)))


define(98666339, Effect(A, _inversion, asks=True, responds_to=("banished", "destroyed"),
                        condition=lambda ctx: bool(_banished_mine(ctx)), needs=room,
                        text_en="your monsters banished by the opponent's effect: special summon 1 of them",
                        text_ja="相手の効果で自分のモンスターが除外された時、その１体を特殊召喚する"))


# ハンディキャップマッチ！ / Double Tag Team: when you special summon a 「剣闘獣」 monster, special summon 1 Level 4
# or lower 「剣闘獣」 monster from your hand or deck.
def _small_gladiators(ctx: Ctx) -> list[Card]:
    def ok(c: Card) -> bool:
        return is_gladiator_beast(c) and ctx.duel.level(c) <= 4 and can_special_summon(ctx, c)
    return [*fitting_monsters_in(ctx, ctx.player, Zone.HAND, ok), *fitting_monsters_in(ctx, ctx.player, Zone.DECK, ok)]


define(67223587, Effect(A, lambda res: summon_one_of(res, _small_gladiators(ctx_of(res)), deck=True), asks=True,
                        responds_to=("special_summoned",),
                        condition=lambda ctx: any(e.kind == "special_summoned" and e.cause.player == ctx.player
                                                  and is_gladiator_beast(ctx.duel.cards[e.card]) for e in ctx.events),
                        needs=lambda ctx: room(ctx) and bool(_small_gladiators(ctx)),
                        text_en="you special summoned a Gladiator Beast: special summon a Level 4 or lower one from "
                                "your hand or deck",
                        text_ja="「剣闘獣」を特殊召喚した時、手札かデッキからレベル４以下の「剣闘獣」を特殊召喚する"))


# 沈黙の邪悪霊 / Dark Spirit of the Silent: in the opponent's battle step, target another face-up monster the
# opponent controls: negate the attack; the target attacks instead, turned to attack position if it is in defense.
def _silent_spirit(res: Resolution) -> None:
    d = res.duel
    others = [t for t in res.targets() if not_the_attacker(ctx_of(res), t)]
    if d.attack is None or not others:
        return
    c = others[0]
    if c.pos is not Pos.ATTACK:
        d.set_position(c, Pos.ATTACK, res.cause)
    d.change_attack(attacker=c)


define(93599951, Effect(A, _silent_spirit, does=Does.OTHER,
                        condition=lambda ctx: (ctx.duel.tp != ctx.player and ctx.duel.phase == "battle:battle"
                                               and ctx.duel.attack is not None),
                        target=TargetSpec(side="opp", face="up", where=not_the_attacker,
                                          text_en="another face-up monster the opponent controls",
                                          text_ja="相手フィールドの攻撃モンスター以外の表側表示モンスター"),
                        text_en="negate the attack: the target attacks instead",
                        text_ja="攻撃を無効にし、対象の相手モンスターに代わりに攻撃させる"))


# 闇霊術－「欲」 / Dark Spirit Art - Greed: tribute 1 DARK monster: draw 2 cards, unless the opponent shows a spell card
# of their hand to negate this effect.
def _dark_greed(res: Resolution) -> None:
    d = res.duel
    spells = [c for c in cards_in_hand(d, res.opponent) if c.data.is_spell]
    shown = choose_cards(res, spells, 1, res.opponent, upto=True, purpose=SHOW) if spells else []
    if shown:
        d.reveal([shown[0]], res.player)
        return
    d.draw(res.player, 2, res.cause)


define(38167722, Effect(A, _dark_greed, asks=True, needs=may_draw("self"), draws=2,
                        cost=Cost(tribute=1, tribute_filter=lambda ctx, m: has_attribute(m, "DARK")),
                        text_en="tribute 1 DARK monster: draw 2, unless the opponent shows a spell card from their "
                                "hand",
                        text_ja="闇属性モンスターを生け贄に捧げて２枚ドロー。相手は手札の魔法カードを見せてこの効果を無効にできる"))


# 異次元の落とし穴 / D.D. Trap Hole: when the opponent sets a monster (a normal set, also one a chain link makes:
# 「血の代償」's, answered after its chain, `responds_to`), target it and 1 monster you control: destroy both and
# banish them.
def _just_set_by_opponent(ctx: Ctx, c: Card) -> bool:
    return c.pos is Pos.SET and any(e.kind == "set_monster" and e.card == c.idx and e.player != ctx.player
                                    for e in ctx.events)


define(5606466, Effect(A, destroy_and_banish_targets, does=Does.MONSTERS, responds_to=("set_monster",),
                       target=TargetSpec(count=2, parts=(
                           TargetSpec(side="opp", face="down", where=_just_set_by_opponent), TargetSpec(side="own")),
                                         text_en="the monster the opponent just set and 1 monster you control",
                                         text_ja="相手がセットしたモンスターと自分のモンスター１体"),
                       text_en="destroy and banish the targets", text_ja="対象を破壊し除外する"))


# ディフェンシブ・タクティクス / Defensive Tactics: while you control a face-up 「剣闘獣」 monster: for the rest of the
# turn your monsters are not destroyed by battle and the battle damage you take is 0; after it resolves this card goes
# to the bottom of your deck (not the graveyard).
def _defensive_tactics(res: Resolution) -> None:
    d = res.duel
    me = res.player
    d.linger(res.card, me, Effect(Kind.CONTINUOUS, battle_proof=True,
                                  affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.ctl == me,
                                  text_en="your monsters are not destroyed by battle this turn",
                                  text_ja="自分のモンスターはこのターン戦闘で破壊されない"), res.cause)
    no_damage(res, lambda duel: True, "you take no battle damage this turn", "このターン自分への戦闘ダメージは０になる")
    if res.card.on_field and res.card.oid == res.link.oid:
        d.to_deck([res.card], res.cause, where="bottom")


define(28877100, Effect(A, _defensive_tactics, does=Does.OTHER,
                        condition=Worded(lambda ctx: any(c.face_up and is_gladiator_beast(c)
                                                         for c in ctx.duel.monsters_of(ctx.player)),
                                         "its player controls a face-up Gladiator Beast monster",
                                         "自分フィールドに表側表示の「剣闘獣」モンスターが存在する"),
                        text_en="with a face-up Gladiator Beast: no battle destruction or battle damage for you this "
                                "turn; then this card goes to the bottom of your deck",
                        text_ja="「剣闘獣」がいる場合、このターン自分のモンスターは戦闘で破壊されず戦闘ダメージも０。その後デッキの一番下に戻る"))


# 諸刃の活人剣術 / Double-Edged Sword Technique: target 2 「六武衆」 monsters in your graveyard: special summon them in
# attack position; at this turn's end phase they are destroyed and you take damage equal to the total ATK of those
# destroyed (applied at once, no chain link).
def _samurai(ctx: Ctx, c: Card) -> bool:
    return c.data.kind == "monster" and name_includes(c, "六武衆") and can_special_summon(ctx, c)


def _double_edged(res: Resolution) -> None:
    d = res.duel
    if d.free_slots(res.player, Zone.MONSTERS) < len(res.targets()):
        return
    with d.moving_together(res.cause):  # summoned at once
        came = [t for t in res.targets() if summon(res, t, pos=Pos.ATTACK)]
    refs = {(c.idx, c.oid) for c in came}
    turn, me = d.turn, res.player

    def at_end(ctx: Ctx, ev: Event) -> bool:
        return ev.detail == "end" and ctx.duel.turn == turn

    def cut_down(r: Resolution) -> None:
        dd = r.duel
        still = [dd.cards[i] for i, o in refs if dd.cards[i].oid == o and dd.cards[i].zone is Zone.MONSTERS]
        atk = {c.idx: dd.atk(c) for c in still}
        gone = dd.destroy(still, r.cause)
        dd.damage(me, sum(atk[c.idx] for c in gone), r.cause)

    if came:
        d.linger(res.card, me, Effect(Kind.AT_ONCE, cut_down, trigger="phase", when=at_end,
                                      does=Does.DESTROY | Does.DAMAGE | Does.MONSTERS,
                                      text_en="the end phase: destroy them; take their ATK as damage",
                                      text_ja="エンドフェイズに破壊し、その攻撃力分のダメージを受ける"), res.cause)


define(21007444, Effect(A, _double_edged, needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) >= 2,
                        target=TargetSpec(zone=Zone.GRAVE, side="own", count=2, where=_samurai,
                                          text_en="2 Six Samurai monsters in your graveyard",
                                          text_ja="自分の墓地の「六武衆」モンスター２体"),
                        text_en="special summon the targets in attack position; in the end phase they are destroyed "
                                "and you take their ATK as damage",
                        text_ja="対象を攻撃表示で特殊召喚し、エンドフェイズに破壊され、その攻撃力の合計分のダメージを受ける"))


# 黒魔族復活の棺 / Dark Renewal: when the opponent normal or special summons monsters (not a flip summon), target 1 of
# them (wherever it went) and 1 face-up Spellcaster you control: send both to the graveyard; then you may special
# summon 1 DARK Spellcaster from your deck or graveyard (only once both went: docs/uncertain-rulings.md).
def _summoned_by_opponent(ctx: Ctx, c: Card) -> bool:
    # a normal (tribute) summon or a special summon; a flip summon is not a 「召喚」
    return any((e.kind == "special_summoned" or (e.kind == "summoned" and e.detail != "flip"))
               and e.card == c.idx and e.player != ctx.player for e in ctx.events)


def _dark_spellcasters(res: Resolution) -> list[Card]:
    d = res.duel
    ctx = ctx_of(res)
    # none that 「王家の眠る谷－ネクロバレー」 keeps in the graveyard (`summonable`)
    return summonable(ctx, [d.cards[i] for i in (*d.players[res.player].deck, *d.players[res.player].grave)
                            if d.cards[i].data.is_monster and d.cards[i].data.race == "Spellcaster"
                            and has_attribute(d.cards[i], "DARK")])


def _dark_renewal(res: Resolution) -> None:
    d = res.duel
    pair = res.targets()
    # a target still there is sent even with the other gone (as the project reads partly lost targets); the
    # summon needs both sent
    d.send_to_grave([c.idx for c in pair], res.cause)
    if len(pair) < 2 or any(c.zone is not Zone.GRAVE for c in pair) or not d.free_slots(res.player, Zone.MONSTERS):
        return
    cands = _dark_spellcasters(res)
    # the deck is shuffled after the monster is taken from it, or after it was looked through for one in vain
    with deck_searched(d, res.player, summon_room(res) and not cands), d.moving_together(res.cause):
        for c in ask_up_to(res, cands, 1):
            # "then" (その後): a step of its own once a monster is summoned; none summoned, the sending was the last
            # thing (the rule shuffle of a deck looked through in vain is no step of the effect, R004-100)
            d.next_thing()
            summon(res, c)


define(9287078, Effect(A, _dark_renewal, asks=True,
                       responds_to=("special_summoned",),
                       # the Spellcaster part first: a card of yours that fits neither part is refused for its reason
                       target=TargetSpec(count=2, parts=(
                           TargetSpec(side="own", face="up", where=lambda ctx, c: ctx.duel.race(c) == "Spellcaster"),
                           # the monster the opponent summoned, on either field (「ミス・リバイブ」 puts it on yours)
                           TargetSpec(side="any", where=_summoned_by_opponent)),
                           text_en="a monster the opponent just summoned and a face-up Spellcaster you control",
                           text_ja="相手が召喚・特殊召喚したモンスターと自分の表側表示の魔法使い族モンスター"),
                       text_en="send both targets to the graveyard; then you may special summon a DARK Spellcaster "
                               "from your deck or graveyard",
                       text_ja="対象２体を墓地へ送り、その後デッキ・墓地から闇属性の魔法使い族１体を特殊召喚できる"))


# 運命のドラ / Dora of Fate: only in the opponent's turn; target a face-up monster the opponent controls (its Level is
# read as this resolves). The first time in your next turn that you normal summon a monster whose Level is 1 lower,
# the opponent takes damage equal to that Level x 500 (a trigger left in place until then).
def _dora_trigger(me: int, level: int, turn: int, key: tuple[int, int]) -> Effect:
    def when(ctx: Ctx, ev: Event) -> bool:
        d = ctx.duel
        return (d.turn == turn and ev.player == me and ev.detail != "flip" and ev.card >= 0
                and d.level(d.cards[ev.card]) == level - 1 and key not in noted_pairs(d, "dora_of_fate"))

    def burn(res: Resolution) -> None:
        note_pair(res.duel, "dora_of_fate", *key)
        res.duel.damage(1 - me, level * 500, res.cause)

    return Effect(T, burn, trigger="summoned", self_trigger=False, when=when,
                  text_en=f"you normal summoned a Level {level - 1} monster: {level * 500} damage to the opponent",
                  text_ja=f"レベル{level - 1}のモンスターの召喚に成功した時、相手に{level * 500}ダメージ")


def _dora_of_fate(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        level = d.level(t)
        turn = d.next_turn_of(res.player)
        if t.face_up and level >= 1:
            d.linger(res.card, res.player, _dora_trigger(res.player, level, turn, (res.card.idx, turn)), res.cause,
                     turns=turn - d.turn + 1)


define(67464807, Effect(A, _dora_of_fate, condition=lambda ctx: ctx.duel.tp != ctx.player,
                        target=TargetSpec(side="opp", face="up", where=lambda ctx, c: ctx.duel.level(c) >= 1,
                                          text_en="a face-up monster the opponent controls",
                                          text_ja="相手の表側表示モンスター"),
                        text_en="your next turn: normal summon a monster 1 Level lower than the target: the opponent "
                                "takes its Level x 500 damage",
                        text_ja="次の自分のターン、対象のレベルより１低いモンスターを通常召喚できたら、"
                                "相手は対象のレベル×５００のダメージを受ける"))


# 暗黒の魔再生 / Dark Spell Regeneration (normal trap; the pool's current text): when an opponent's monster declares
# an attack, target a spell card in the opponent's graveyard: set it on your field. From your graveyard: banish it and
# send to the graveyard a 「死者蘇生」 in your hand or set on your field (the cost): 「ラーの翼神竜」 is special
# summoned from your graveyard, its summoning conditions ignored; after that you may send one of the opponent's
# monsters to the graveyard; in the end phase the summoned Ra goes to the graveyard.
WINGED_DRAGON_OF_RA = 10000011


def _set_theirs(res: Resolution) -> None:
    for t in res.targets():
        res.duel.set_spell_trap(t, res.player, res.cause)


def _ras(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].grave if is_named(d.cards[i], WINGED_DRAGON_OF_RA)]


def _ra_rises(res: Resolution) -> None:
    d = res.duel
    ra = summon_picked(res, _ras(res), ignore_conditions=True)
    if ra is None:
        return
    d.at_end_phase(ra, Then.TO_GRAVE, res.cause)
    theirs = d.monsters_of(res.opponent)
    if theirs and ask_yes_no(res, en="send a monster the opponent controls to the graveyard?",
                             ja="相手のモンスター１体を墓地へ送りますか"):
        d.next_thing()
        d.send_to_grave([res.ask_cards(theirs, purpose=TO_GRAVEYARD.monster).idx], res.cause)


define(12930501,
       Effect(A, _set_theirs, condition=opponent_attacks,
              target=TargetSpec(zone=Zone.GRAVE, side="opp",
                                where=lambda ctx, c: c.data.kind == "spell"
                                and ctx.duel.may_set_spell_trap(c, ctx.player),
                                text_en="a spell card in the opponent's graveyard", text_ja="相手の墓地の魔法カード"),
              text_en="an opponent's monster attacks: set the target on your field",
              text_ja="相手モンスターの攻撃宣言時、対象の魔法カードを自分フィールドにセットする"),
       Effect(Kind.IGNITION, _ra_rises, from_zone=Zone.GRAVE, asks=True,
              needs=lambda ctx: bool(summonable(ctx, _ras(ctx), ignore_conditions=True)),
              cost=Cost(self_to="banish", hand_send=1, hand_send_set=True,
                        hand_filter=lambda ctx, c: is_named(c, MONSTER_REBORN)),
              text_en="banish it and send a Monster Reborn from your hand or field: special summon The Winged Dragon "
                      "of Ra from your graveyard ignoring its conditions, then you may send an opponent's monster to "
                      "the graveyard; Ra goes to the graveyard in the end phase",
              text_ja="墓地のこのカードを除外し、「死者蘇生」を墓地へ送る：「ラーの翼神竜」を召喚条件を無視して墓地から特殊召喚。"
                      "その後、相手モンスター１体を墓地へ送ってもよい。そのラーはエンドフェイズに墓地へ送られる"))


# カウンターパンチ / Destruction Punch: before damage calculation, when an opponent's monster attacks your defense
# position monster whose DEF is higher than its ATK: that attacker is destroyed at the end of the damage step (damage
# is calculated as usual).
def _punch(res: Resolution) -> None:
    after_this_battle(res, "damage_step_end", lambda r, a: r.duel.destroy([a], r.cause),
                      "the end of the damage step: destroy the attacker",
                      "ダメージステップ終了時、攻撃モンスターを破壊する")


define(5616412, Effect(A, _punch, condition=lambda ctx: outguarded_attacker(ctx) is not None, damage_step=True,
                       does=Does.DESTROY | Does.MONSTERS | Does.OPPONENTS,
                       text_en="your defense monster out-guards the attacker: destroy it at the end of the damage step",
                       text_ja="守備力が攻撃してきたモンスターの攻撃力より高い場合、ダメージステップの終わりにそれを破壊"))


# 必殺！黒蠍コンビネーション / Dark Scorpion Combination: while you control face-up 「首領・ザルーグ」 and the four
# 「黒蠍」 monsters (Cliff, Chick, Gorg, Meanae): this turn those five monster objects may attack the opponent
# directly, and the battle damage each deals by such a direct attack becomes 400.
_SCORPIONS = (76922029, 6967870, 61587183, 48768179, 74153887)


def _scorpions(ctx: Ctx | Resolution) -> list[Card]:
    return [m for m in ctx.duel.monsters_of(ctx.player) if m.face_up and names.is_named(m, *_SCORPIONS)]


def _all_five(ctx: Ctx) -> bool:
    return all(any(names.is_named(m, p) for m in _scorpions(ctx)) for p in _SCORPIONS)


def _combination(res: Resolution) -> None:
    d = res.duel
    five = frozenset((m.idx, m.oid) for m in _scorpions(res))

    def one_of(ctx: Ctx, c: Card) -> bool:
        return (c.idx, c.oid) in five

    def direct_hit(ctx: Ctx, ev: Event) -> bool:
        att = ctx.duel.attack
        return (ev.kind == "damage" and ev.cause.reason is Reason.BATTLE and att is not None and att[2] < 0
                and (att[0], att[1]) in five)

    d.linger(res.card, res.player, Effect(Kind.CONTINUOUS, affects=one_of, direct_attack=True,
                                          text_en="it may attack directly this turn",
                                          text_ja="このターン相手プレイヤーに直接攻撃できる"), res.cause)
    d.linger(res.card, res.player, Effect(Kind.REPLACEMENT, when=direct_hit,
                                          instead=lambda ctx, ev: dataclasses.replace(ev, amount=400),
                                          text_en="its direct attack's battle damage becomes 400",
                                          text_ja="直接攻撃の戦闘ダメージは４００になる"), res.cause)


define(20858318, Effect(A, _combination, condition=_all_five,
                        text_en="with Don Zaloog and the four Dark Scorpions face-up: this turn they may attack "
                                "directly, each dealing 400 battle damage that way",
                        text_ja="「首領・ザルーグ」と「黒蠍」４体が表側表示の時、このターンそれらは直接攻撃でき、その戦闘"
                                "ダメージは４００になる"))
