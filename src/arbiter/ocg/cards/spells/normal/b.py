"""The normal spell cards whose English name begins with B."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.ocg.cards.common import (
    ANY_MONSTER,
    FACE_DOWN_MONSTER,
    can_special_summon,
    ctx_of,
    room,
    take_targets_this_turn,
    to_defense,
)
from arbiter.ocg.cards.shared.card_kinds import is_hero
from arbiter.ocg.cards.shared.destruction import destroy_all_face_up
from arbiter.ocg.cards.shared.discard import choose_cards
from arbiter.ocg.cards.shared.equips import to_attack
from arbiter.ocg.cards.shared.life_points import gain_spell
from arbiter.ocg.cards.shared.passcodes import BLUE_EYES_WHITE_DRAGON
from arbiter.ocg.cards.shared.revival import HYDROGEDDON, OXYGEDDON
from arbiter.ocg.cards.shared.special_summons import (
    can_special_summon_from_hand,
    from_anywhere,
    picked,
    summon,
    summon_one_of,
    summon_picked,
    summonable,
    summoned_refusal,
)
from arbiter.ocg.cards.shared.turn_counts import destroy_self_if_alive, ends_in_opponent_end_phase, start_on_field
from arbiter.ocg.cards.shared.zones import cards_in_hand, fitting_monsters_in, players_in_order
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import SPECIAL_SUMMON
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import has_attribute, is_named, name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import normal_summonable

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE


# 洗脳－ブレインコントロール / Brain Control: pay 800 LP; take control of a targeted face-up monster
# the opponent controls that can be normal summoned, until the end phase. (A spell whose activation
# costs LP, for 魔力倹約術 and the LP payment rulings.)
def _normal_summonable(ctx: Ctx, c: Card) -> bool:
    return normal_summonable(c.data)


define(87910978, Effect(A, take_targets_this_turn, cost=Cost(lp=800), needs=room,
                        target=TargetSpec(side="opp", face="up", where=_normal_summonable,
                                          text_en="a face-up monster the opponent controls",
                                          text_ja="相手フィールドの表側表示モンスター"),
                        text_en="take control of the target until the end phase",
                        text_ja="対象のコントロールをエンドフェイズまで得る"))

gain_spell(20871001, 400)

# バースト・リターン / Burst Return: only while 「Ｅ・ＨＥＲＯ バーストレディ」 is face-up on your field:
# return every other 「Ｅ・ＨＥＲＯ」 monster on the field to its owner's hand.
BURSTINATRIX = 58932615


def _other_heroes(d: Duel) -> list[Card]:
    return [c for p in players_in_order(d) for c in d.monsters_of(p)
            if c.face_up and is_hero(c) and not is_named(c, BURSTINATRIX)]


define(27191436, Effect(A, lambda res: res.duel.to_hand(_other_heroes(res.duel), res.cause), does=Does.MONSTERS,
                        condition=lambda ctx: any(c.face_up and is_named(c, BURSTINATRIX)
                                                  for c in ctx.duel.monsters_of(ctx.player)),
                        needs=lambda ctx: bool(_other_heroes(ctx.duel)),
                        text_en="return every E-HERO monster but Burstinatrix to its owner's hand",
                        text_ja="「Ｅ・ＨＥＲＯ」を全て持ち主の手札に戻す（「Ｅ・ＨＥＲＯ バーストレディ」は除く）"))


# 生者の書－禁断の呪術－ / Book of Life: target a Zombie in your graveyard and a monster in the opponent's
# graveyard; special summon the first, banish the second.
def _revivable_zombie(ctx: Ctx, c: Card) -> bool:
    """A Zombie of your graveyard the card may special summon (its own conditions allow it)."""
    return c.data.kind == "monster" and c.data.race == "Zombie" and can_special_summon(ctx, c)


def _book_fits(ctx: Ctx, c: Card) -> bool:
    if c.data.kind != "monster":
        return False
    mine = c.owner == ctx.player
    if mine and not _revivable_zombie(ctx, c):
        return False
    return all((x.owner == ctx.player) != mine for x in picked(ctx) if x.idx != c.idx)


def _book_needs(ctx: Ctx) -> bool:
    d = ctx.duel
    return room(ctx) and any(_revivable_zombie(ctx, d.cards[i]) for i in d.players[ctx.player].grave) and any(
        d.cards[i].data.kind == "monster" for i in d.players[ctx.opponent].grave)


def _book_of_life(res: Resolution) -> None:
    with res.duel.moving_together(res.cause):
        for t in res.targets():
            if t.owner == res.player:
                summon(res, t)
    res.duel.banish([t for t in res.targets() if t.owner != res.player], res.cause)


define(2204140, Effect(A, _book_of_life, needs=_book_needs, asks=True,
                       target=TargetSpec(zone=Zone.GRAVE, count=2, where=_book_fits,
                                         text_en="a Zombie in your graveyard and a monster in the opponent's",
                                         text_ja="自分の墓地のアンデット族と相手の墓地のモンスター"),
                       text_en="special summon your Zombie; banish the opponent's monster",
                       text_ja="アンデット族を特殊召喚し、相手のモンスターを除外する"))


# 充電器 / Battery Charger: pay 500 LP; special summon a 「電池メン」 monster from your graveyard.
def _batteryman(c: Card) -> bool:
    return name_includes(c, "電池メン")


def _battery_charger(res: Resolution) -> None:
    summon_picked(res, fitting_monsters_in(ctx_of(res), res.player, Zone.GRAVE, _batteryman))


define(61181383, Effect(A, _battery_charger, cost=Cost(lp=500), asks=True,
                        needs=lambda ctx: room(ctx)
                        and bool(summonable(ctx, fitting_monsters_in(ctx, ctx.player, Zone.GRAVE, _batteryman))),
                        text_en="special summon a Batteryman from your graveyard",
                        text_ja="自分の墓地の「電池メン」１体を特殊召喚する"))


# ボンディング－Ｈ２Ｏ / Bonding - H2O: tribute 2 「ハイドロゲドン」 and 1 「オキシゲドン」; special summon
# 「ウォーター・ドラゴン」 from your hand, deck or graveyard.
def _h2o_tribute(ctx: Ctx, m: Card) -> bool:
    got = picked(ctx)
    if is_named(m, HYDROGEDDON):
        return sum(1 for c in got if is_named(c, HYDROGEDDON)) < 2
    if is_named(m, OXYGEDDON):
        return not any(is_named(c, OXYGEDDON) for c in got)
    return False


def _h2o_ready(ctx: Ctx) -> bool:
    mine = ctx.duel.monsters_of(ctx.player)
    return sum(1 for c in mine if is_named(c, HYDROGEDDON)) >= 2 and any(
        is_named(c, OXYGEDDON) for c in mine) and bool(
        summonable(ctx, from_anywhere(ctx, lambda c: is_named(c, 85066822))))


def _h2o(res: Resolution) -> None:
    # the deck is shuffled after, if it came from there or was looked through in vain
    summon_one_of(res, from_anywhere(ctx_of(res), lambda c: is_named(c, 85066822)), deck=True)


define(45898858, Effect(A, _h2o, cost=Cost(tribute=3, tribute_filter=_h2o_tribute), needs=_h2o_ready, asks=True,
                        text_en="special summon Water Dragon from your hand, deck or graveyard",
                        text_ja="「ウォーター・ドラゴン」を手札・デッキ・墓地のいずれかから特殊召喚する"))

# 神の息吹 / Breath of Light: destroy every face-up Rock monster on the field.
define(20101223, destroy_all_face_up("Rock", "Rock", "岩石族"))


# 『攻撃』封じ / Block Attack: a targeted attack position monster the opponent controls becomes face-up
# defense position.
define(25880422, Effect(A, to_defense,
                        target=TargetSpec(side="opp", where=lambda ctx, c: c.pos is Pos.ATTACK,
                                          text_en="an opponent's attack position monster",
                                          text_ja="相手の攻撃表示モンスター"),
                        text_en="change the target to face-up defense position", text_ja="対象を表側守備表示にする"))

# 太陽の書 / Book of Taiyou: a targeted face-down monster becomes face-up attack position.
define(38699854, Effect(A, to_attack, target=FACE_DOWN_MONSTER,
                        text_en="change the target to face-up attack position", text_ja="対象を表側攻撃表示にする"))

T = Kind.TRIGGER
C = Kind.CONTINUOUS


# 大進化薬 / Big Evolution Pill: tribute 1 monster you control that is a dinosaur now (the cost); it stays on the
# field and is destroyed in the end phase of the opponent's 3rd turn after its activation (counting their turns).
# While it stays, its controller may normal summon (or set) a level 5 or higher dinosaur without tributes.
def _pill_dinosaur(ctx: Ctx, c: Card) -> bool:
    return (ctx.card.active and c.zone is Zone.HAND and c.ctl == ctx.player and c.data.race == "Dinosaur"
            and ctx.duel.level(c) >= 5)


define(84808313,
       Effect(A, start_on_field, remains=True,
              cost=Cost(tribute=1, tribute_filter=lambda ctx, m: ctx.duel.race(m) == "Dinosaur",
                        text_en="tribute a Dinosaur you control", text_ja="恐竜族モンスター１体を生け贄に捧げる"),
              text_en="stays on the field", text_ja="フィールドに残り続ける"),
       Effect(C, affects=_pill_dinosaur, fewer_tributes=0,
              text_en="your Level 5 or higher Dinosaurs may be summoned without tributes",
              text_ja="自分はレベル５以上の恐竜族モンスターを生け贄なしで召喚できる"),
       Effect(T, destroy_self_if_alive, trigger="phase", self_trigger=False, when=ends_in_opponent_end_phase(3),
              text_en="destroyed in the opponent's 3rd end phase",
              text_ja="相手ターンで数えて３ターン目のエンドフェイズに破壊"),
       # its text prints its activation, its staying and its end before ① (the summons without tributes): the
       # activation is no effect of the text, the end is numbered after the text's effects
       numbering=(0, 1, 2))


# 振り出し / Back to Square One: discard 1 card (the cost): return 1 targeted monster on the field to the top of its
# owner's deck (a fusion monster to the fusion deck).
def _back_to_square_one(res: Resolution) -> None:
    res.duel.to_deck([c for c in res.targets() if c.zone is Zone.MONSTERS], res.cause, "top")


define(47453433, Effect(A, _back_to_square_one, cost=Cost(discard=1), target=ANY_MONSTER,
                        text_en="discard 1: put the target on top of its owner's deck",
                        text_ja="手札を１枚捨て、対象を持ち主のデッキの一番上に戻す"))


# 滅びの爆裂疾風弾 / Burst Stream of Destruction: only while you control a face-up 「青眼の白龍」: destroy every
# monster the opponent controls; 「青眼の白龍」 cannot attack this turn (from its resolution on: a reading).
def _burst_stream(res: Resolution) -> None:
    d = res.duel
    d.destroy(list(d.monsters_of(1 - res.player)), res.cause)
    d.ban_name(BLUE_EYES_WHITE_DRAGON, "attack", res.cause, player=res.player)


define(17655904, Effect(A, _burst_stream, does=Does.MONSTERS | Does.OPPONENTS,
                        condition=lambda ctx: any(c.face_up and is_named(c, BLUE_EYES_WHITE_DRAGON)
                                                  for c in ctx.duel.monsters_of(ctx.player)),
                        needs=lambda ctx: bool(ctx.duel.monsters_of(ctx.opponent)),
                        text_en="destroy every monster the opponent controls; 「青眼の白龍」 cannot attack this turn",
                        text_ja="相手の場のモンスターを全部破壊する。このターン「青眼の白龍」は攻撃できない"))


# 大波小波 / Big Wave Small Wave: destroy every face-up WATER monster you control; then you may special summon WATER
# monsters from your hand, up to as many as were destroyed.
def _own_face_up_water(ctx: Ctx | Resolution) -> list[Card]:
    return [c for c in ctx.duel.monsters_of(ctx.player) if c.face_up and has_attribute(c, "WATER")]


def _big_wave(res: Resolution) -> None:
    d = res.duel
    n = len(d.destroy(_own_face_up_water(res), res.cause))
    # not one its own summoning conditions keep from it (「海竜神－ネオダイダロス」), nor any under a lock
    hand = summonable(res, cards_in_hand(d, res.player, lambda c: has_attribute(c, "WATER")
                                         and can_special_summon_from_hand(c)))
    picked = choose_cards(res, hand, min(n, d.free_slots(res.player, Zone.MONSTERS)), upto=True,
                          why=lambda x: summoned_refusal(res, x), purpose=SPECIAL_SUMMON.monster)
    if not picked:
        return  # no summon after it: the destruction was the last thing done (a "when" trigger keeps its timing)
    d.next_thing()  # "then" (その後): the summons are a step of their own
    with d.moving_together(res.cause):
        for c in picked:
            if d.free_slots(res.player, Zone.MONSTERS):
                summon(res, c)


define(51562916, Effect(A, _big_wave, does=Does.MONSTERS, asks=True, needs=lambda ctx: bool(_own_face_up_water(ctx)),
                        text_en="destroy your face-up WATER monsters; then special summon as many WATER monsters "
                                "from your hand at most",
                        text_ja="自分の表側表示の水属性モンスターを全部破壊し、その後、その破壊数を上限に手札の水属性モンスターを特殊召喚できる"))


# おとり人形 / Bait Doll: target a set card in a spell & trap zone; it is shown to both players. A trap card is made to
# be activated (`Duel.force_activation`: by its controller, as the next chain link, resolving next); where its
# activation would not be legal now, its effect is negated and it is destroyed. Another card stays set. After it
# resolves, this card goes back into the deck (shuffled) rather than to the graveyard, its target gone or not.
def _bait_doll(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        if t.zone is not Zone.SPELLS or t.pos is not Pos.SET:
            continue
        for p in (0, 1):
            d.reveal([t], p)
        if t.data.is_trap and not d.force_activation(t, res.cause):
            d.destroy([t], res.cause)
    if res.card.on_field and res.card.oid == res.link.oid:
        d.to_deck([res.card], res.cause)


define(7165085, Effect(A, _bait_doll, target=TargetSpec(zone=Zone.SPELLS, face="down", no_fizzle=True,
                                                       where=lambda ctx, c: c.zone is Zone.SPELLS,
                                                       text_en="a set card in a spell & trap zone",
                                                       text_ja="魔法＆罠カードゾーンのセットカード"),
                       text_en="reveal the target: a trap is activated, or destroyed if it cannot be; this card "
                               "returns to the deck",
                       text_ja="対象をめくり、罠カードなら強制発動させる（発動タイミングが正しくなければ無効にし破壊する）。"
                               "このカードはデッキに戻す"))
