"""The normal trap cards whose English name begins with S."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.events import Event, Reason
from arbiter.kernel.reasons import Why
from arbiter.ocg.cards.common import (
    FACE_UP_MONSTER,
    answered_link,
    can_special_summon,
    ctx_of,
    destroy_targets,
    grant_this_turn,
    opponent_attacks,
    paid_so_far,
    revivable,
    room,
    spells_traps_of,
    switch_position,
    the_attacker,
    token_data,
)
from arbiter.ocg.cards.shared.attacks import at_attacker, attack_of, drawn_to, the_object
from arbiter.ocg.cards.shared.card_kinds import race_as_it_left, roid
from arbiter.ocg.cards.shared.coins import ask_number
from arbiter.ocg.cards.shared.destruction import destroy_continuous
from arbiter.ocg.cards.shared.discard import choose_cards, has_hand, opp_discards_random, send_from_hand
from arbiter.ocg.cards.shared.draw import simple_draw
from arbiter.ocg.cards.shared.equips import boost
from arbiter.ocg.cards.shared.events import effect_player, own_monster_destroyed, set_and_destroyed
from arbiter.ocg.cards.shared.revival import grave_target
from arbiter.ocg.cards.shared.search import deck_searched, summon_room
from arbiter.ocg.cards.shared.special_summons import (
    pick_to_summon,
    room_for_one_more,
    summon,
    summon_one_of,
    summon_target,
    summon_targets,
    summonable,
)
from arbiter.ocg.cards.shared.targets import FieldCardSpec, MovedTargetSpec
from arbiter.ocg.cards.shared.to_hand_and_deck import capturer
from arbiter.ocg.cards.shared.tokens import makes_token, makes_token_here, summon_token
from arbiter.ocg.cards.shared.zones import fitting_monsters_in, look_at_hand
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import ATTACK_TARGET, TO_GRAVEYARD, Purpose
from arbiter.ocg.effects import Answers, Cost, Ctx, Effect, Kind, Resolution, TargetSpec, Worded
from arbiter.ocg.names import has_attribute
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE


def _opp_face_up(ctx: Ctx) -> bool:
    return any(c.face_up for c in ctx.duel.monsters_of(ctx.opponent))


# 悪魔のサイコロ / Skull Dice: roll; the opponent's monsters lose 100 x the result ATK and DEF until
# the end of the turn.
def _skull(res: Resolution) -> None:
    d = res.duel
    n = d.roll_die(res.player, res.cause)
    with d.moving_together(res.cause):
        for c in d.monsters_of(res.opponent):
            d.boost(c, -100 * n, -100 * n, res.cause)


define(126218, Effect(A, _skull, needs=_opp_face_up,
                      text_en="roll: the opponent's monsters lose 100 x the result ATK/DEF this turn",
                      text_ja="サイコロ：相手のモンスターの攻守を出た目×１００ダウン（ターン終了時まで）"))


# 第六感 / Sixth Sense: you declare two numbers from 1 to 6; the opponent rolls; on one of them you
# draw that many cards, otherwise the result's number of cards go from the top of your deck to the
# graveyard.
DECLARED_ONCE = Why("the two numbers declared are different: that one is declared already",
                    "宣言する２つの数字は異なる（その数字はすでに宣言している）")


def _sixth_sense(res: Resolution) -> None:
    d = res.duel
    first = ask_number(res, [1, 2, 3, 4, 5, 6])
    second = ask_number(res, [n for n in range(1, 7) if n != first], named=range(1, 7), why=lambda n: DECLARED_ONCE)
    n = d.roll_die(res.opponent, res.cause)
    if n in (first, second):
        d.draw(res.player, n, res.cause)
    else:
        d.mill(res.player, n, res.cause)


define(3280747, Effect(A, _sixth_sense, asks=True,
                       text_en="declare 2 numbers; the opponent rolls: a hit draws that many, a miss mills that many",
                       text_ja="数字を２つ宣言し相手がサイコロ：当たりでその枚数ドロー、ハズレで出た目の枚数デッキを墓地へ"))


# スーパーチャージ / Supercharge: when an opponent's monster attacks while every monster you control is a
# Machine 「ロイド」 (at least one), draw 2. 「ロイド」 is read from the Japanese name (the shared `roid`), so a
# 「ＳＲ」 monster, whose English name only holds "roid", is not one.
def _all_roids(ctx: Ctx) -> bool:
    ms = ctx.duel.monsters_of(ctx.player)
    return bool(ms) and all(c.face_up and ctx.duel.race(c) == "Machine" and roid(c) for c in ms)


simple_draw(97705809, 2, "self", "draw 2", "カードを２枚ドローする",
            condition=lambda ctx: opponent_attacks(ctx) and _all_roids(ctx))


# 生存本能 / Survival Instinct: target any number of dinosaurs in your graveyard (選択して); banish them and
# gain 400 for each banished.
def _dino(ctx: Ctx, c: Card) -> bool:
    return c.data.is_monster and c.data.race == "Dinosaur"


def _instinct(res: Resolution) -> None:
    d = res.duel
    chosen = res.targets()
    d.banish(chosen, res.cause)
    n = sum(1 for c in chosen if c.zone is Zone.BANISHED)
    if n:
        d.gain_lp(res.player, 400 * n, res.cause)


# "any number": no more than a graveyard can hold (every card of a deck)
define(58419204, Effect(A, _instinct, target=TargetSpec(zone=Zone.GRAVE, side="own", count=60, min=1, where=_dino,
                                                        text_en="Dinosaurs in your graveyard",
                                                        text_ja="自分の墓地の恐竜族モンスター"),
                        text_en="banish the targets; gain 400 LP for each",
                        text_ja="対象の恐竜族を除外し、１体につき４００ライフポイント回復する"))

T = Kind.TRIGGER

# マジック・キャプチャー / Spell Reclamation and トラップ・キャプチャー / Trap Reclamation: chained directly to
# your own spell (trap) card's activation, discard 1 card (the cost); when that card is sent to the
# graveyard, return it to your hand (carried out by this card from the graveyard).
capturer(76137276, "spell", "魔法")


# 地霊術－「鉄」 / Spiritual Earth Art - Kurogane: tribute an EARTH monster; target another level 4 or lower
# EARTH monster in your graveyard (not the one just tributed); special summon it.
def _kurogane_fits(ctx: Ctx, c: Card) -> bool:
    tributed = paid_so_far(ctx) or []
    return has_attribute(c, "EARTH") and (c.data.level or 0) <= 4 and all(t.idx != c.idx for t in tributed)


define(70156997, Effect(A, summon_target, asks=True,
                        cost=Cost(tribute=1, tribute_filter=lambda ctx, m: has_attribute(m, "EARTH"),
                                  text_en="tribute an EARTH monster", text_ja="地属性モンスター１体を生け贄に捧げる"),
                        target=grave_target(_kurogane_fits, "another Level 4 or lower EARTH monster in your "
                                            "graveyard", "自分の墓地にある地属性・レベル４以下のモンスター"),
                        text_en="special summon the target", text_ja="対象を特殊召喚する"))


# 仕込みマシンガン / Secret Barrel: 200 damage to the opponent for each card in their hand and on their side of the
# field; with none there it would deal nothing, so it is not activated then (R004-007).
def _barrel_count(d: Duel, p: int) -> int:
    return len(d.players[p].hand) + len(d.monsters_of(p)) + len(spells_traps_of(d, p))


def _secret_barrel(res: Resolution) -> None:
    p = res.target_player
    res.duel.damage(p, 200 * _barrel_count(res.duel, p), res.cause)


define(27053506, Effect(A, _secret_barrel, targets_player="opp",
                        needs=lambda ctx: _barrel_count(ctx.duel, ctx.opponent) > 0,
                        text_en="200 damage to the opponent for each card in their hand and on their field",
                        text_ja="相手の手札とフィールド上のカード１枚につき２００ダメージを与える"))


# ソーラーレイ / Solar Ray: 600 damage to the opponent for each face-up LIGHT monster you control.
def _my_lights(ctx: Ctx | Resolution) -> list[Card]:
    return [c for c in ctx.duel.monsters_of(ctx.player) if c.face_up and c.data.attribute == "LIGHT"]


def _solar_ray(res: Resolution) -> None:
    res.duel.damage(res.target_player, 600 * len(_my_lights(res)), res.cause)


define(44472639, Effect(A, _solar_ray, targets_player="opp", needs=lambda ctx: bool(_my_lights(ctx)),
                        text_en="600 damage to the opponent for each face-up LIGHT monster you control",
                        text_ja="自分の表側表示の光属性モンスター１体につき６００ダメージを与える"))


# 火霊術－「紅」 / Spiritual Fire Art - Kurenai: tribute 1 FIRE monster (the cost; face-down too, as for the other
# 「霊術」 traps); damage to the opponent equal to its original ATK.
def _kurenai(res: Resolution) -> None:
    paid = [res.duel.cards[i] for i in res.link.cost_cards]
    res.duel.damage(res.opponent, sum(c.base.atk or 0 for c in paid), res.cause)


define(42945701, Effect(A, _kurenai,
                        cost=Cost(tribute=1, tribute_filter=lambda ctx, m: has_attribute(m, "FIRE")),
                        text_en="tribute a FIRE monster: damage to the opponent equal to its original ATK",
                        text_ja="炎属性モンスター１体を生け贄にする：相手はその元々の攻撃力と同じダメージを受ける"))


# 魔力浄化 / Spell Purification: discard 1 card (the cost): destroy every face-up continuous spell card on the field.
define(1669772, destroy_continuous("spell", "spell", "魔法"))


# ストレートフラッシュ / Straight Flush: while the opponent has a card in each of their five spell & trap zones, destroy
# every card in those zones.
def _their_zone_cards(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.opponent].spells if i >= 0]


def _straight_flush(res: Resolution) -> None:
    res.duel.destroy(_their_zone_cards(res), res.cause)


define(25173686, Effect(A, _straight_flush, does=Does.SPELLS_TRAPS | Does.OPPONENTS,
                        condition=lambda ctx: all(i >= 0 for i in ctx.duel.players[ctx.opponent].spells),
                        text_en="the opponent's spell & trap zones are all full: destroy every card in them",
                        text_ja="相手の魔法・罠カードゾーンが全て埋まっている時、そのカードを全て破壊する"))


# シールドスピア / Shield Spear: a targeted face-up monster gains 400 ATK and DEF until the end of the turn.
def _shield_spear(res: Resolution) -> None:
    for c in res.targets():
        res.duel.boost(c, 400, 400, res.cause)


define(3244563, Effect(A, _shield_spear, target=FACE_UP_MONSTER,
                       text_en="until the turn ends, the target has +400 ATK and DEF",
                       text_ja="ターン終了時まで、対象は攻撃力と守備力が４００上がる"))


# 義賊の極意書 / Secrets of the Gallant: target 1 normal monster you control: this turn, when it inflicts battle
# damage to the opponent, they discard 2 cards at random (a trigger the resolution leaves in place for the turn,
# whatever becomes of the trap card; not activated while their hand is empty).
def _gallant(res: Resolution) -> None:
    d, me, turn = res.duel, res.player, res.duel.turn
    for t in res.targets():
        idx, oid = t.idx, t.oid

        def by_it(ctx: Ctx, ev: Event, idx: int = idx, oid: int = oid) -> bool:
            return (ctx.duel.turn == turn and ev.cause.reason is Reason.BATTLE and ev.cause.card == idx
                    and ctx.duel.cards[idx].oid == oid and ev.player != me)

        d.linger(res.card, me, Effect(T, opp_discards_random(2), trigger="damage", when=by_it, self_trigger=False,
                                      needs=has_hand("opp"),
                                      text_en="the opponent discards 2 cards at random",
                                      text_ja="相手は手札をランダムに２枚捨てる"), res.cause)


define(95096437,
       Effect(A, _gallant, does=Does.OPP_HAND,
              target=TargetSpec(side="own", face="up", where=lambda ctx, c: ctx.duel.is_normal_monster(c),
                                text_en="your face-up normal monster", text_ja="自分の通常モンスター"),
              text_en="this turn, its battle damage makes the opponent discard 2 at random",
              text_ja="このターン対象が戦闘ダメージを与えたら、相手は手札２枚をランダムに捨てる"))


# 水霊術－「葵」 / Spiritual Water Art - Aoi: tribute 1 WATER monster (the cost): look at the opponent's hand
# and send 1 card of it to the graveyard.
def _aoi(res: Resolution) -> None:
    send_from_hand(res, choose_cards(res, look_at_hand(res, res.opponent), 1, purpose=TO_GRAVEYARD))


define(6540606, Effect(A, _aoi, asks=True, needs=has_hand("opp"),
                       cost=Cost(tribute=1, tribute_filter=lambda ctx, m: has_attribute(m, "WATER"),
                                 text_en="tribute a WATER monster", text_ja="水属性モンスター１体を生け贄に捧げる"),
                       text_en="look at the opponent's hand and send 1 card of it to the graveyard",
                       text_ja="相手の手札を確認し、その中から１枚を墓地へ送る"))

# 毒蛇の牙 / Snake Fang: a targeted face-up monster loses 500 DEF until the end of the turn.
define(596051, Effect(A, boost(0, -500), target=FACE_UP_MONSTER,
                      text_en="the target loses 500 DEF until the end of the turn",
                      text_ja="エンドフェイズまで対象の守備力を５００ダウン"))


# 誘惑のシャドウ / Shadow of Eyes: when a monster is set on the opponent's field: target 1 of those
# monsters; it turns face-up attack position without its flip effect (R003-027; a monster turned
# face-down by 「月の書」 also counts as set, R003-011). It answers the window after a normal set, and
# (`responds_to`) the window after a chain or battle that set a monster (「血の代償」's set, R003-006), turned
# one face-down or special summoned one face-down.
def _just_set(ctx: Ctx, c: Card) -> bool:
    return c.pos is Pos.SET and any(
        e.card == c.idx and e.kind in ("set_monster", "special_summoned", "position") for e in ctx.events)


def _shadow_of_eyes(res: Resolution) -> None:
    for c in res.targets():
        res.duel.set_position(c, Pos.ATTACK, res.cause, flip_effect=False)


define(58621589, Effect(A, _shadow_of_eyes, responds_to=("set_monster", "position", "special_summoned"),
                        target=TargetSpec(side="opp", face="down", where=_just_set,
                                          text_en="a monster just set by the opponent",
                                          text_ja="相手がセットしたモンスター"),
                        text_en="turn the target face-up attack (no flip effect)",
                        text_ja="対象を表側攻撃表示にする（リバース効果は発動しない）"))


# シフトチェンジ / Shift: one effect with two alternative conditions, declared as two. As the very next
# chain link after an opponent's spell or trap that targets exactly one of your monsters, move that target
# to another of your monsters the original effect could have targeted, judged from its activator's side; or,
# when an opponent's monster attacks one of your monsters, move the attack to another of your monsters
# (no replay).
def _redirectable(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    if link is None or link.player == ctx.player or len(link.targets) != 1:
        return False
    d = ctx.duel
    src = d.cards[link.card]
    eff = d.link_effect(link)
    # a spell or trap card's activation, or the effect of one already face-up (「死霊の巣」, R000-052.31)
    if src.data.kind == "monster" or eff.target is None:
        return False
    if eff.target.zone is not Zone.MONSTERS:
        return False
    i, oid = link.targets[0]
    t = d.cards[i]
    return t.oid == oid and t.zone is Zone.MONSTERS and t.ctl == ctx.player


_REDIRECTABLE = Answers(_redirectable, "the activation of the opponent's spell or trap card that targets only 1 of "
                        "your monsters", "相手の魔法・罠カードのうち、自分のモンスター１体だけを対象に取るものの発動")


def _move_target(res: Resolution) -> None:
    link = answered_link(ctx_of(res))
    new = res.targets()
    if link is None or not new:
        return
    res.move_target(link, new[0])


def _attack_on_mine(ctx: Ctx) -> bool:
    att = ctx.duel.attack
    return (att is not None and ctx.duel.tp != ctx.player and att[2] >= 0
            and any(e.kind == "attack_declared" for e in ctx.events))


# its words, for a refusal: a direct attack, or a moment after the declaration, is no such moment (R000-010)
_ATTACK_ON_MINE = Worded(_attack_on_mine,
                         "it is activated only as an opponent's monster declares an attack on one of your monsters",
                         "相手モンスターが自分のモンスターを攻撃対象とした攻撃宣言時にしか発動できない")


def _fits_new_attack_target(ctx: Ctx, c: Card) -> bool:
    att = ctx.duel.attack
    return att is not None and c.idx != att[2]


def _move_attack(res: Resolution) -> None:
    d = res.duel
    att = d.attack
    new = res.targets()
    if att is None or not new or d.cards[att[0]].oid != att[1]:
        return
    d.change_attack(target=new[0])


define(59560625,
       # its condition, an opponent's card targeting your monster, also happens in the damage step (「道連れ」 as
       # the monster destroyed by battle is sent to the graveyard, R000-055): it is activated there too
       Effect(A, _move_target, condition=_REDIRECTABLE, damage_step=True,
              target=MovedTargetSpec(side="own", text_en="another of your monsters the moved effect could target",
                                     text_ja="移し替える効果の正しい対象となる自分の他のモンスター"),
              text_en="chained directly to an opponent's spell or trap that targets one of your monsters, move that "
                      "target to another of your monsters",
              text_ja="自分のモンスター１体を対象とする相手の魔法・罠の発動に直接チェーンし、その対象を自分の別のモンスターに移し替える"),
       Effect(A, _move_attack, condition=_ATTACK_ON_MINE,
              target=TargetSpec(side="own", where=_fits_new_attack_target, text_en="another of your monsters",
                                text_ja="自分の他のモンスター"),
              text_en="when an opponent's monster attacks one of yours, move the attack to another of your monsters",
              text_ja="相手モンスターの自分のモンスターへの攻撃宣言時、攻撃対象を自分の別のモンスターに移し替える"),
       numbering=(1, 1))  # one printed effect with two alternative conditions

# 炸裂装甲 / Sakuretsu Armor: when an opponent's monster declares an attack, destroy it (targeting it).
define(56120475, Effect(A, destroy_targets, condition=opponent_attacks,
                        target=TargetSpec(side="opp", where=the_attacker, text_en="the attacking monster",
                                          text_ja="攻撃モンスター"),
                        text_en="destroy the attacking monster", text_ja="攻撃モンスターを破壊する"))


# 魂の綱 / Soul Rope: a card effect destroys a monster of yours and sends it to the graveyard: pay 1000
# LP (the cost) to special summon a Level 4 monster from your deck (the deck is shuffled after).
def _level_4_in_deck(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].deck if d.cards[i].data.is_monster and d.cards[i].data.level == 4]


def _soul_rope(res: Resolution) -> None:
    with deck_searched(res.duel, res.player, summon_room(res)):
        m = pick_to_summon(res, _level_4_in_deck(res))
        if m is not None:
            summon(res, m)


define(37383714, Effect(A, _soul_rope, asks=True, responds_to=("destroyed",),
                        condition=own_monster_destroyed(Reason.EFFECT),
                        cost=Cost(lp=1000),
                        needs=lambda ctx: room(ctx) and bool(summonable(ctx, _level_4_in_deck(ctx))),
                        text_en="pay 1000 LP: special summon a Level 4 monster from your deck",
                        text_ja="１０００ライフを払う：レベル４のモンスター１体をデッキから特殊召喚"))


# 二者一両損 / Simultaneous Loss: both players mill the top card of their own deck.
def _simultaneous_loss(res: Resolution) -> None:
    for p in (res.player, res.opponent):
        res.duel.mill(p, 1, res.cause)


define(92219931, Effect(A, _simultaneous_loss,
                        text_en="both players mill the top card of their deck",
                        text_ja="両プレイヤーはデッキトップを１枚墓地へ送る"))


# ソロモンの律法書 / Solomon's Lawbook: you skip your next standby phase (this turn's, when activated in your own
# draw phase).
def _lawbook(res: Resolution) -> None:
    d = res.duel
    turn = d.turn if d.tp == res.player and d.phase == "draw" else d.next_turn_of(res.player)
    d.skip_phase(res.player, "standby", turn, res.cause)


define(23471572, Effect(A, _lawbook, text_en="skip your next standby phase",
                        text_ja="自分の次のスタンバイフェイズを飛ばす"))


# 成功確率０％ / Success Probability 0%: 2 fusion monsters of the opponent's fusion deck, picked at random, are
# sent to the graveyard.
def _probability_zero(res: Resolution) -> None:
    d = res.duel
    pool = [d.cards[i] for i in d.players[res.opponent].extra]
    picked = [pool.pop(d.rng.below(len(pool))) for _ in range(min(2, len(pool)))]
    d.send_to_grave([c.idx for c in picked], res.cause)


define(6859683, Effect(A, _probability_zero, needs=lambda ctx: bool(ctx.duel.players[ctx.opponent].extra),
                       text_en="send 2 random fusion monsters of the opponent's fusion deck to the graveyard",
                       text_ja="相手の融合デッキの融合モンスター２体を、ランダムに選んで墓地へ送る"))


# 風霊術－「雅」 / Spiritual Wind Art - Miyabi: tribute 1 WIND monster: a targeted card the opponent controls goes
# to the bottom of its owner's deck.
define(79333300, Effect(A, lambda res: res.duel.to_deck(res.targets(), res.cause, "bottom"),
                        cost=Cost(tribute=1, tribute_filter=lambda ctx, m: has_attribute(m, "WIND")),
                        target=FieldCardSpec(side="opp", text_en="a card the opponent controls",
                                             text_ja="相手フィールドのカード"),
                        text_en="tribute 1 WIND monster: put the target on the bottom of the deck",
                        text_ja="風属性モンスター１体を生け贄に捧げ、対象をデッキの一番下に戻す"))


# スネーク・ホイッスル / Snake Whistle: a Reptile monster of yours is destroyed: a Reptile monster of Level 4
# or lower is special summoned from your deck.
def _reptile_lost(ctx: Ctx) -> bool:
    d = ctx.duel
    return any(e.kind == "destroyed" and e.src == int(Zone.MONSTERS) and e.player == ctx.player
               and race_as_it_left(d, d.cards[e.card]) == "Reptile" for e in ctx.events)


def _small_reptiles(ctx: Ctx) -> list[Card]:
    return fitting_monsters_in(ctx, ctx.player, Zone.DECK, lambda c: c.data.race == "Reptile"
                               and (c.data.level or 0) <= 4 and can_special_summon(ctx, c))


define(81791932, Effect(A, lambda res: summon_one_of(res, _small_reptiles(ctx_of(res)), deck=True), asks=True,
                        responds_to=("destroyed",), condition=_reptile_lost,
                        needs=lambda ctx: room(ctx) and bool(_small_reptiles(ctx)),
                        text_en="your Reptile destroyed: special summon a Level 4 or lower Reptile from your deck",
                        text_ja="爬虫類族が破壊された時、デッキからレベル４以下の爬虫類族１体を特殊召喚する"))


# ストライク・ショット / Strike Slash: when a monster you control declares an attack, it gains 700 ATK until the end of
# the turn and, this turn, deals piercing battle damage.
def _own_attack(ctx: Ctx) -> bool:
    d = ctx.duel
    return d.tp == ctx.player and d.attack is not None and any(e.kind == "attack_declared" for e in ctx.events)


def _strike_slash(res: Resolution) -> None:
    d = res.duel
    a, _ = attack_of(res)  # the attacker as it declared the attack: one that left and came back is another card
    if a is None or not a.face_up:
        return
    d.boost(a, 700, 0, res.cause)
    # applied to the face-up attacker: turned face-down, it is a new card, no longer piercing
    grant_this_turn(res, a, "piercing battle damage this turn", "このターン貫通ダメージを与える", pierce=True)


define(30643162, Effect(A, _strike_slash, condition=_own_attack,
                        text_en="your monster attacks: +700 ATK and piercing damage this turn",
                        text_ja="自分のモンスターの攻撃宣言時、攻撃力７００アップし、このターン貫通ダメージを与える"))


# 黄金の邪神像 / Statue of the Wicked: destroyed while set and sent to the graveyard, it special summons 1
# 「邪神トークン」 (Wicked Token: Fiend, DARK, Level 4, 1000/1000).
WICKED_TOKEN = 65810490


def _wicked_token(res: Resolution) -> None:
    d = res.duel
    if d.free_slots(res.player, Zone.MONSTERS):
        summon_token(res, token_data(WICKED_TOKEN, "邪神トークン"))


# No free monster zone: the mandatory effect could do nothing, so it is not activated (as 「ブルーサンダーＴ４５」's).
define(65810489, Effect(Kind.TRIGGER, _wicked_token, trigger="destroyed", when=set_and_destroyed, asks=True,
                        needs=makes_token_here(WICKED_TOKEN, "邪神トークン"),
                        text_en="this set card destroyed: special summon a Wicked Token",
                        text_ja="セット状態で破壊され墓地へ送られた時：「邪神トークン」１体を特殊召喚"))


# セキュリティー・ボール / Security Orb: when an opponent's monster attacks, change the targeted attacker's battle
# position. When this set card is destroyed by the opponent's spell or trap effect and sent to the graveyard,
# destroy a targeted monster on the field.
def _set_destroyed_by_opponents_spell_trap(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return (ev.src == int(Zone.SPELLS) and ev.dst == int(Zone.GRAVE) and ev.pos == int(Pos.SET)
            and ev.cause.reason is Reason.EFFECT and ev.cause.card >= 0
            and d.cards[ev.cause.card].data.kind in ("spell", "trap") and effect_player(d, ev.cause) != ctx.player)


define(26533075, Effect(A, switch_position, condition=opponent_attacks, target=at_attacker("opp"),
                        text_en="change the attacker's battle position", text_ja="攻撃モンスターの表示形式を変更する"),
       Effect(Kind.TRIGGER, destroy_targets, trigger="destroyed", when=_set_destroyed_by_opponents_spell_trap,
              target=TargetSpec(text_en="a monster on the field", text_ja="フィールドのモンスター"),
              text_en="this set card destroyed by the opponent's spell or trap: destroy a monster",
              text_ja="セットされたこのカードが相手の魔法・罠の効果で破壊され墓地へ送られた時、モンスター１体を破壊する"))


# 立ちはだかる強敵 / Staunch Defender: when an opponent's monster declares an attack, target a face-up monster you
# control; this turn the opponent may attack no other monster (nor directly), and each of their face-up attack
# position monsters must attack it if able. The attack declared goes on against its own target. One attack meets
# each monster's duty: a monster that may attack twice makes its second at will (docs/uncertain-rulings.md).
def _staunch(res: Resolution) -> None:
    me = res.player
    for c in res.targets():
        for e in drawn_to(me, the_object(c), lambda ctx, a: a.face_up and a.pos is Pos.ATTACK, must=True, once=True):
            res.duel.linger(res.card, me, e, res.cause)


define(92854392, Effect(A, _staunch, condition=opponent_attacks,
                        target=TargetSpec(Zone.MONSTERS, side="own", face="up", text_en="a face-up monster you control",
                                          text_ja="自分フィールドの表側表示モンスター"),
                        text_en="this turn the opponent's face-up attack position monsters must attack the target only",
                        text_ja="このターン、相手は対象のモンスターにしか攻撃できず、表側攻撃表示のモンスター全てで攻撃する必要がある"))


# デモンバルサム・シード / Sinister Seeds: a face-up attack-position monster of yours is destroyed by battle: one
# 「デモンバルサムトークン」 (Plant/DARK/1/100/100) is special summoned per full 500 of the battle damage you took in
# that battle (as many as there is room for; each in the position you choose). "Destroyed by battle" is a damage-step
# timing: it may be chained to the triggers that battle sets off at the end of the damage step (ocg-rules 3.5).
SINISTER_SEED_TOKEN = 60406592


def _seed_damage(ctx: Ctx) -> int:
    lost = any(e.kind == "destroyed" and e.cause.reason is Reason.BATTLE and e.player == ctx.player
               and e.src == int(Zone.MONSTERS) and e.pos == int(Pos.ATTACK) for e in ctx.events)
    return sum(e.amount for e in ctx.events if e.kind == "damage" and e.cause.reason is Reason.BATTLE
               and e.player == ctx.player) if lost else 0


def _sinister_seeds(res: Resolution) -> None:
    d = res.duel
    for _ in range(_seed_damage(ctx_of(res)) // 500):
        if not d.free_slots(res.player, Zone.MONSTERS):
            break
        summon_token(res, token_data(SINISTER_SEED_TOKEN, "デモンバルサムトークン"))


define(60406591, Effect(A, _sinister_seeds, asks=True, responds_to=("destroyed", "damage"),
                        condition=lambda ctx: _seed_damage(ctx) >= 500,
                        needs=makes_token(SINISTER_SEED_TOKEN, "デモンバルサムトークン"),
                        text_en="your attack-position monster was destroyed by battle: a Sinister Seed Token for each "
                                "500 battle damage you took",
                        text_ja="表側攻撃表示モンスターが戦闘で破壊された時、受けた戦闘ダメージ５００につき"
                                "「デモンバルサムトークン」を１体特殊召喚する"))


# 自爆スイッチ / Self-Destruct Button: only while your LP are 7000 or more below the opponent's: the LP of both
# players become 0 (the duel is a draw).
def _self_destruct(res: Resolution) -> None:
    for p in (res.player, res.opponent):
        res.duel.set_lp(p, 0, res.cause)


define(57585212, Effect(A, _self_destruct,
                        condition=lambda ctx: ctx.duel.players[ctx.opponent].lp - ctx.duel.players[ctx.player].lp
                        >= 7000,
                        text_en="LP 7000 or more below the opponent's: both players' LP become 0",
                        text_ja="自分のライフが相手より７０００以上少ない時、お互いのライフを０にする"))


# スーパージュニア対決！ / Super Junior Confrontation: when an opponent's monster declares an attack: that battle is
# negated; the opponent's face-up attack position monster with the lowest ATK battles your face-up defense position
# monster with the lowest DEF (each chosen among equals), then the battle phase ends. With either missing there is no
# battle, and the battle phase goes on (docs/uncertain-rulings.md).
_ATTACKER = Purpose("to attack with", "攻撃させる")


def _junior(res: Resolution) -> None:
    d = res.duel
    a, _ = attack_of(res)
    d.negate_attack(a)
    theirs = [m for m in d.monsters_of(res.opponent) if m.face_up and m.pos is Pos.ATTACK]
    mine = [m for m in d.monsters_of(res.player) if m.face_up and m.pos is Pos.DEFENSE]
    if not theirs or not mine:
        return
    low_atk = min(d.atk(m) for m in theirs)
    low_def = min(d.defense(m) for m in mine)
    attacker = res.ask_cards([m for m in theirs if d.atk(m) == low_atk], purpose=_ATTACKER.monster)
    target = res.ask_cards([m for m in mine if d.defense(m) == low_def], purpose=ATTACK_TARGET.monster)
    d.battle(attacker, target)
    d.end_battle_phase(res.cause)


define(29590905, Effect(A, _junior, condition=opponent_attacks, asks=True,
                        text_en="negate the attack; the opponent's lowest-ATK attack position monster battles your "
                                "lowest-DEF defense position monster, then the battle phase ends",
                        text_ja="その戦闘を無効にし、攻撃力が最も低い相手の表側攻撃表示モンスターと守備力が最も低い自分の"
                                "表側守備表示モンスターを戦わせ、その後バトルフェイズを終わらせる"))


# スクラップ・ガレージ / Scrap Garage (the pool's text: docs/uncertain-rulings.md): when a face-up Machine monster you
# control (its Type as it was there) is destroyed by battle or by a card effect: special summon up to 3 targeted DARK
# Machine monsters from your graveyard, no more of them than your free monster zones (each target is one it summons);
# their ATK and DEF become 0. From your graveyard, banish this card (the cost):
# destroy a targeted face-up Machine monster you control. Each once a turn for the cards of its name.
def _machine_fell(ctx: Ctx) -> bool:
    d = ctx.duel
    return any(e.kind == "destroyed" and e.src == int(Zone.MONSTERS) and e.player == ctx.player
               and not Pos(e.pos).face_down and e.card >= 0 and race_as_it_left(d, d.cards[e.card]) == "Machine"
               for e in ctx.events)


def _garage(res: Resolution) -> None:
    d = res.duel
    with d.moving_together(res.cause):
        for c in summon_targets(res):
            d.set_stat(c, True, 0, res.cause, until_end=False)
            d.set_stat(c, False, 0, res.cause, until_end=False)


define(91019775, Effect(A, _garage, condition=_machine_fell, responds_to=("destroyed",), once_per_name=True,
                        asks=True, needs=room,
                        target=revivable(lambda ctx, c: c.data.race == "Machine" and has_attribute(c, "DARK")
                                         and room_for_one_more(ctx, c), "a DARK Machine monster in your graveyard",
                                         "自分の墓地の機械族・闇属性モンスター", count=3, min=1),
                        text_en="your face-up Machine destroyed: special summon up to 3 DARK Machines from your "
                                "graveyard with 0 ATK and DEF",
                        text_ja="自分の表側の機械族が破壊された時：墓地から闇属性・機械族モンスターを３体まで"
                                "特殊召喚し、それらの攻撃力と守備力は０になる"),
       Effect(Kind.IGNITION, destroy_targets, from_zone=Zone.GRAVE, cost=Cost(self_to="banish"), once_per_name=True,
              target=TargetSpec(side="own", face="up", where=lambda ctx, c: ctx.duel.race(c) == "Machine",
                                text_en="a face-up Machine monster you control",
                                text_ja="自分の表側表示の機械族モンスター"),
              text_en="banish this card from your graveyard: destroy the target",
              text_ja="墓地のこのカードを除外し、対象を破壊する"))
