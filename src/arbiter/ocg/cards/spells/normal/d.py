"""The normal spell cards whose English name begins with D."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from arbiter.ocg import fusion
from arbiter.ocg.cards.common import (
    DARK_MAGICIAN,
    FACE_UP_MONSTER,
    FACE_UP_TO_TURN_DOWN,
    banish_targets,
    both,
    can_special_summon,
    ctx_of,
    destroy_targets,
    grant_this_turn,
    paid_so_far,
    revivable,
    room,
    tallied,
    tally,
    to_hand_targets,
)
from arbiter.ocg.cards.shared.attacks import attack_directly_this_turn, battlers
from arbiter.ocg.cards.shared.card_kinds import is_destiny_hero
from arbiter.ocg.cards.shared.destruction import (
    destroy_all_monsters,
    destroy_opponents_cards,
    destroy_opponents_spells_traps,
)
from arbiter.ocg.cards.shared.discard import discard_chosen, discard_random, has_hand
from arbiter.ocg.cards.shared.draw import may_draw, simple_draw
from arbiter.ocg.cards.shared.face_down import reveal_opponent
from arbiter.ocg.cards.shared.fusion import DARK_FUSION, fusion_spell, only_by_dark_fusion
from arbiter.ocg.cards.shared.life_points import gain_spell
from arbiter.ocg.cards.shared.resolving import self_on_field
from arbiter.ocg.cards.shared.search import deck_searched, named, search
from arbiter.ocg.cards.shared.special_summons import (
    can_special_summon_from_hand,
    summon,
    summon_one_of,
    summon_target,
    summonable,
    summonable_now,
)
from arbiter.ocg.cards.shared.targets import FieldCardSpec
from arbiter.ocg.cards.shared.to_hand_and_deck import targets_to_hand
from arbiter.ocg.cards.shared.turn_counts import count_standbys, counting_here, ends_in_own_standby, start_standby_count
from arbiter.ocg.cards.shared.zones import (
    cards_in_hand,
    controls_face_up,
    deck_of,
    hand_of,
    look_at_hand,
    opponent_controls_a_card,
    opponents_spell_trap_cards,
    other_hand,
    pile_of,
)
from arbiter.ocg.categories import Does
from arbiter.ocg.chain import copyable_effects
from arbiter.ocg.choice_purposes import BANISH, DISCARD, SPECIAL_SUMMON, TO_GRAVEYARD, Purpose
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.lasting import Note
from arbiter.ocg.names import is_named, name_includes, same_name
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import summons_as

# 龍の鏡 / Dragon's Mirror: fusion summon a Dragon fusion monster by banishing its materials from your field
# or graveyard.
define(71490127, fusion_spell(lambda c: c.data.race == "Dragon", fusion.field_and_grave, "banish",
                              "fusion summon a Dragon by banishing materials from your field or graveyard",
                              "自分のフィールド・墓地の融合素材を除外しドラゴン族の融合モンスターを融合召喚する"))

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE

# デステニー・ドロー / Destiny Draw: discard a 「Ｄ－ＨＥＲＯ」 card (the cost); draw 2.
simple_draw(45809008, 2, "self", "draw 2", "カードを２枚ドローする",
            cost=Cost(discard=1, hand_filter=lambda ctx, c: name_includes(c, "Ｄ－ＨＥＲＯ"),
                      text_en="discard a Destiny HERO", text_ja="手札の「Ｄ－ＨＥＲＯ」１枚を捨てる"))


# 墓穴の道連れ / Dragged Down into the Grave: both hands are shown; each player picks a card of the other's
# hand; both picked cards are discarded, then each player draws 1.
def _dragged_down(res: Resolution) -> None:
    d = res.duel
    # each player looks at the other's hand, then picks from it
    mine = look_at_hand(res, res.opponent)
    theirs = look_at_hand(res, res.player, viewer=res.opponent)
    a = res.ask_cards(mine, "select", res.player, purpose=DISCARD) if mine else None
    b = res.ask_cards(theirs, "select", res.opponent, purpose=DISCARD) if theirs else None
    if a is not None:
        d.discard([a.idx], res.cause)
    if b is not None:
        d.discard([b.idx], res.cause)
    d.next_thing()  # "then" (その後): the draws are a step of their own
    d.draw(res.player, 1, res.cause)
    d.draw(res.opponent, 1, res.cause)


define(16435215, Effect(
    A, _dragged_down, does=Does.OWN_HAND | Does.OPP_HAND, asks=True, draws=1, drawer="both", needs=both(
        may_draw("both"), lambda ctx: bool(other_hand(ctx, ctx.player)) and bool(hand_of(ctx, ctx.opponent))),
    text_en="each player discards a card the other picks from their hand; both draw 1",
    text_ja="お互いに相手の手札を１枚選んで捨てさせ、その後お互いに１枚ドローする"))


# 暗黒界の取引 / Dark World Dealings: each player draws 1, then (a step of its own) each discards 1 of their choice.
def _dealings(res: Resolution) -> None:
    d = res.duel
    d.draw(res.player, 1, res.cause)
    d.draw(res.opponent, 1, res.cause)
    d.next_thing()
    discard_chosen(res, res.player, 1)
    discard_chosen(res, res.opponent, 1)


define(74117290, Effect(A, _dealings, does=Does.OWN_HAND | Does.OPP_HAND, asks=True, needs=may_draw("both"),
                        draws=1, drawer="both",
                        text_en="each player draws 1, then discards 1",
                        text_ja="お互いに１枚ドローし、その後１枚捨てる"))

gain_spell(84257639, 1000)

T = Kind.TRIGGER


# タイムカプセル / Different Dimension Capsule: banish a card of your deck face-down; the card stays on the
# field; in your 2nd standby phase after it, destroy it and, if so, add the banished card to the hand (that end
# negated, it comes again at each later standby phase of yours: docs/uncertain-rulings.md, h-left47d).
# 封印の黄金櫃 / Gold Sarcophagus: banish a card of your deck face-up; in your 2nd standby phase after it,
# add that card to the hand. The card comes from the banished zone, not the deck (R004-103). Both count the standby
# phases that begin, not turns (R004-132, `count_standbys`): one skipped (「ソロモンの律法書」) does not count.
def _capsule(res: Resolution) -> None:
    d = res.duel
    deck = pile_of(res, res.player, Zone.DECK)
    if not deck:
        return
    with deck_searched(d, res.player, True):
        c = res.ask_cards(deck, purpose=BANISH)
        d.banish([c], res.cause, face_down=True)
    tally(d, ("capsule", res.card.idx, res.card.oid), c.idx)
    start_standby_count(res)


def _capsule_open(res: Resolution) -> None:
    d = res.duel
    c = res.card
    kept = tallied(d, ("capsule", c.idx, c.oid))
    if self_on_field(res) and d.destroy([c], res.cause):
        for i in kept:
            if d.cards[i].zone is Zone.BANISHED:
                d.to_hand([d.cards[i]], res.cause)


define(11961740, Effect(A, _capsule, asks=True, remains=True, needs=lambda ctx: bool(ctx.duel.players[ctx.player].deck),
                        text_en="banish a card of your deck face-down",
                        text_ja="デッキのカード１枚を裏側表示でゲームから除外する"),
       Effect(T, _capsule_open, trigger="phase", self_trigger=False, when=ends_in_own_standby(2),
              text_en="your 2nd standby phase: destroy this card and add the banished card",
              text_ja="２回目の自分のスタンバイフェイズにこのカードを破壊し、除外したカードを手札に加える"),
       count_standbys(counting_here))


# 闇の指名者 / Dark Designator (normal spell): declare a monster card name: if the opponent's deck holds it, they
# add 1 copy of it to their hand (R004-104.05; the rule shuffle follows, R004-100).
def _designator(res: Resolution) -> None:
    search(res, named(int(res.link.declared)), res.opponent)


define(78053598, Effect(Kind.ACTIVATE, _designator, asks=True, declare_name=lambda c: c.is_monster,
                        text_en="declare a monster card name: the opponent adds 1 copy of it from their deck",
                        text_ja="モンスターカード名を宣言し、相手のデッキにあればそのカード１枚を相手の手札に加える"))

# 闇の量産工場 / Dark Factory of Mass Production: add 2 targeted normal monsters from your graveyard.
define(90928333, Effect(A, targets_to_hand,
                        target=TargetSpec(zone=Zone.GRAVE, side="own", count=2,
                                          where=lambda ctx, c: ctx.duel.is_normal_monster(c),
                                          text_en="a normal monster in your graveyard",
                                          text_ja="自分の墓地の通常モンスター"),
                        text_en="add the targets to your hand", text_ja="対象を手札に加える"))


# 黒・魔・導 / Dark Magic Attack: while you control a face-up 「ブラック・マジシャン」, destroy every spell and trap
# card the opponent controls.
define(2314238, Effect(A, destroy_opponents_spells_traps, does=Does.SPELLS_TRAPS | Does.OPPONENTS,
                       condition=lambda ctx: controls_face_up(ctx, DARK_MAGICIAN),
                       needs=lambda ctx: bool(opponents_spell_trap_cards(ctx)),
                       text_en="you control Dark Magician: destroy all the opponent's spell and trap cards",
                       text_ja="自分の場に「ブラック・マジシャン」がいれば、相手の魔法・罠カードを全部破壊する"))


# ダーク・バースト / Dark Eruption: add a targeted DARK monster with 1500 or less ATK from your graveyard to your hand.
def _dark_1500(ctx: Ctx, c: Card) -> bool:
    return c.data.is_monster and c.data.attribute == "DARK" and c.data.atk is not None and c.data.atk <= 1500


define(674561, Effect(A, to_hand_targets,
                      target=TargetSpec(zone=Zone.GRAVE, side="own", where=_dark_1500,
                                        text_en="a DARK monster with 1500 or less ATK in your graveyard",
                                        text_ja="墓地にある自分の闇属性・攻撃力１５００以下のモンスター"),
                      text_en="add the target to your hand", text_ja="対象を手札に加える"))


def has_trap_negation(ctx: Ctx, c: Card) -> bool:
    """A card with a continuous effect that negates the effects of traps: one its text says it gains under a
    condition only while it has gained it (`Effect.gained`: 「天魔神 インヴィシル」 summoned without a DARK Fiend has
    none)."""
    d = ctx.duel
    defn = d.defs[c.idx]
    return defn is not None and any(e.kind is Kind.CONTINUOUS and e.negates == "trap"
                                    and (e.gained is None or e.gained(Ctx(d, c.ctl, c, e))) for e in defn.effects)


# ブラック・コア / Dark Core: discard 1; banish a targeted face-up monster.
define(70231910, Effect(A, banish_targets, target=FACE_UP_MONSTER, cost=Cost(discard=1),
                        text_en="banish the target", text_ja="対象をゲームから除外する"))

# ダブルトラップ / Double Snare: destroy a targeted face-up card that has an effect negating traps.
define(3682106, Effect(A, destroy_targets,
                       target=FieldCardSpec(face="up", where=has_trap_negation,
                                            text_en="a face-up card with an effect that negates traps",
                                            text_ja="罠の効果を無効にする効果を持つ表側表示のカード"),
                       text_en="destroy the target", text_ja="対象を破壊する"))


# 火竜の火炎弾 / Dragon's Gunfire: while you control a face-up dragon, choose one: 800 damage to the
# opponent (effect 1), or destroy a targeted face-up monster with 800 or less DEF (effect 2). The dragon is one
# now (its current Type: 「ＤＮＡ改造手術」 makes one).
def _own_dragon(ctx: Ctx) -> bool:
    return any(c.face_up and ctx.duel.race(c) == "Dragon" for c in ctx.duel.monsters_of(ctx.player))


def _gunfire_damage(res: Resolution) -> None:
    res.duel.damage(res.target_player, 800, res.cause)


define(55991637,
       Effect(A, _gunfire_damage, condition=_own_dragon, targets_player="opp", text_en="800 damage to the opponent",
              text_ja="相手に８００ダメージ"),
       Effect(A, destroy_targets, condition=_own_dragon,
              target=TargetSpec(face="up", where=lambda ctx, c: ctx.duel.defense(c) <= 800,
                                text_en="a face-up monster with 800 or less DEF",
                                text_ja="守備力８００以下の表側表示モンスター"),
              text_en="destroy the target", text_ja="対象を破壊する"))

# 闇の訪れ / Darkness Approaches: discard 2; turn a targeted face-up monster face-down, keeping its battle
# position: an attack position one becomes face-down attack position (`Pos.SET_ATTACK`). A token, never face-down,
# is no target (docs/uncertain-rulings.md, 「月の書」).
def _darkness_approaches(res: Resolution) -> None:
    for c in res.targets():
        res.duel.set_position(c, Pos.SET_ATTACK if c.pos is Pos.ATTACK else Pos.SET, res.cause)


define(80168720, Effect(A, _darkness_approaches, target=FACE_UP_TO_TURN_DOWN, cost=Cost(discard=2),
                        text_en="turn the target face-down, keeping its battle position",
                        text_ja="対象を表示形式はそのままで裏側表示にする"))


# ワーム・ホール / Dimensionhole: banish a targeted monster you control until your next standby phase,
# when it returns to its owner's field (a trigger the resolution leaves in place until then, whatever happens to
# this card meanwhile; the return is a move, not a summon). Its monster zone cannot be used while the monster is
# away (`Duel.block_zone` for as long as it stays banished); it comes back there.
def _dimensionhole(res: Resolution) -> None:
    d = res.duel
    player = res.player
    back_turn = d.next_turn_of(player)
    for t in res.targets():
        pos, slot = t.pos, t.slot
        d.banish([t], res.cause)
        if t.zone is not Zone.BANISHED:
            continue
        idx, oid = t.idx, t.oid
        d.block_zone(player, Zone.MONSTERS, slot, res.card, while_card=t)

        # It comes back to its owner's field: into its locked zone, or, taken from the opponent, any free one of
        # theirs (none free: to the graveyard, `Duel.return_to_field`; a reading: docs/uncertain-rulings.md).
        def comes_back(r: Resolution, idx: int = idx, oid: int = oid, pos: Pos = pos, slot: int = slot) -> None:
            c = r.duel.cards[idx]
            if c.oid != oid or c.zone is not Zone.BANISHED:
                return
            if c.owner != player:
                r.duel.return_to_field(c, pos, r.cause)
            elif r.duel.players[player].monsters[slot] < 0:
                r.duel.return_to_field(c, pos, r.cause, slot=slot)

        d.linger(res.card, player, Effect(
            Kind.TRIGGER, comes_back, trigger="phase", self_trigger=False,
            when=lambda ctx, ev: ev.detail == "standby" and ctx.duel.turn == back_turn,
            text_en="the banished monster returns", text_ja="除外したモンスターが戻る"),
            res.cause, turns=back_turn - d.turn + 1)


define(22959079, Effect(A, _dimensionhole, target=TargetSpec(side="own", text_en="your monster",
                                                               text_ja="自分のモンスター"),
                        text_en="banish the target until your next standby phase",
                        text_ja="次の自分のスタンバイフェイズ時まで対象をゲームから除外する"))


# いたずら好きな双子悪魔 / Delinquent Duo: pay 1000 LP; the opponent discards 1 card at random, then 1 more of
# their choice.
def _duo(res: Resolution) -> None:
    discard_random(res, res.opponent, 1)
    discard_chosen(res, res.opponent, 1)


define(44763025, Effect(A, _duo, does=Does.OPP_HAND, cost=Cost(lp=1000), asks=True, needs=has_hand("opp"),
                        text_en="the opponent discards 1 card at random, then 1 of their choice",
                        text_ja="相手は手札をランダムに１枚捨て、さらに１枚選んで捨てる"))


# 暗黒界の雷 / Dark World Lightning: destroy 1 targeted set card on the field; if it was, then (a step of its own)
# discard 1 card.
def _lightning(res: Resolution) -> None:
    d = res.duel
    ts = res.targets()
    if ts and d.destroy(ts, res.cause):
        d.next_thing()
        discard_chosen(res, res.player, 1)


define(93554166, Effect(A, _lightning, does=Does.OWN_HAND, asks=True,
                        target=FieldCardSpec(face="down", text_en="a set card on the field",
                                             text_ja="セットされたカード"),
                        text_en="destroy the target, then discard 1 card",
                        text_ja="対象を破壊し、その後手札を１枚捨てる"))

# 闇をかき消す光 / Dark-Piercing Light: turn every face-down monster the opponent controls face-up, each keeping its
# battle position; flip effects activate (R003-026).
define(45895206, Effect(A, reveal_opponent, needs=lambda ctx: any(
    c.face_down for c in ctx.duel.monsters_of(ctx.opponent)),
    text_en="turn the opponent's face-down monsters face-up", text_ja="相手の裏側表示モンスターを全て表側表示にする"))


# ブラック・ホール / Dark Hole: destroy every monster on the field.
def _any_monster(ctx: Ctx) -> bool:
    return bool(ctx.duel.monsters_of(0) or ctx.duel.monsters_of(1))


define(53129443, Effect(A, destroy_all_monsters, does=Does.MONSTERS, needs=_any_monster,
                        text_en="destroy all monsters", text_ja="フィールド上のモンスターを全て破壊する"))


# 死の合唱 / Des Croaking: only while you control 3 face-up 「デスガエル」 (Des Frog): destroy every card the
# opponent controls.
DES_FROG = 84451804


def _three_frogs(ctx: Ctx) -> bool:
    return sum(1 for c in ctx.duel.monsters_of(ctx.player) if c.face_up and named(DES_FROG)(c)) >= 3


define(44883830, Effect(A, destroy_opponents_cards, condition=_three_frogs, needs=opponent_controls_a_card,
                        does=Does.MONSTERS | Does.SPELLS_TRAPS | Does.OPPONENTS,
                        text_en="with 3 face-up Des Frogs: destroy all cards the opponent controls",
                        text_ja="デスガエル３体が表側表示で存在する時、相手フィールドのカードを全て破壊する"))


# 魔法除去 / De-Spell: target 1 face-up spell card or 1 set card in a spell & trap zone; destroy it if it is a spell
# card. A set one is turned over for both players to see; a trap card stays set.
def _despell_target(ctx: Ctx, c: Card) -> bool:
    return c.data.is_spell if c.face_up else True


def _despell(res: Resolution) -> None:
    d = res.duel
    for c in res.targets():
        if not c.face_up:
            for p in (0, 1):
                d.reveal([c], p)
        if c.data.is_spell:
            d.destroy([c], res.cause)


define(19159413, Effect(A, _despell, target=TargetSpec(zone=Zone.SPELLS, where=_despell_target,
                                                       text_en="a face-up spell card or a set spell or trap card",
                                                       text_ja="表側表示の魔法カードかセットされた魔法・罠カード"),
                        does=Does.SPELLS_TRAPS | Does.SPELLS_ONLY,
                        text_en="destroy the target if it is a spell (a set one is revealed)",
                        text_ja="対象が魔法カードなら破壊する（セットされていればめくって確認する）"))


# 二重召喚 / Double Summon: this turn you may normal summon (or set) twice. Another one the same turn adds nothing.
def _double_summon(res: Resolution) -> None:
    res.duel.allow_second_normal_summon(res.player, res.cause)


define(43422537, Effect(A, _double_summon, text_en="you may normal summon twice this turn",
                        text_ja="このターン自分は通常召喚を２回まで行う事ができる"))


# デルタ・アタッカー / Delta Attacker: only while you control 3 face-up normal monsters (not tokens) of one name: this
# turn those 3 may attack directly. With more than 3 such monsters its player picks the 3 as it resolves. A gemini
# monster face-up and not gemini summoned is a normal monster there (`Duel.is_normal_monster`).
def _trio_pool(ctx: Ctx | Resolution) -> list[Card]:
    """Every face-up non-token normal monster of ctx.player's whose name 3 or more of them share."""
    normals = [c for c in ctx.duel.monsters_of(ctx.player) if c.face_up and ctx.duel.is_normal_monster(c)
               and "token" not in c.data.subtypes]
    return [c for c in normals if sum(same_name(x, c) for x in normals) >= 3]


_DIRECT = Purpose("to attack directly this turn", "このターン直接攻撃する")


def _delta_attacker(res: Resolution) -> None:
    pool = _trio_pool(res)
    if len(pool) < 3:
        return
    picked = pool if len(pool) == 3 else []
    while len(picked) < 3:
        picked.append(res.ask_cards([c for c in pool if c not in picked and all(same_name(c, x) for x in picked)],
                                    purpose=_DIRECT.monster.nth(len(picked) + 1, 3)))
    for c in picked:
        attack_directly_this_turn(res, c)


define(39719977, Effect(A, _delta_attacker, asks=True, condition=lambda ctx: bool(_trio_pool(ctx)),
                        text_en="with 3 same-name normal monsters: they may attack directly this turn",
                        text_ja="同名通常モンスター３体が存在する時、そのモンスターはこのターン直接攻撃できる"))


# 次元融合 / Dimension Fusion: pay 2000 LP; both players special summon their banished monsters, as many as each
# can, the activator first, each choosing which and in which position.
def _banished_summonable(ctx: Ctx, p: int) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[p].banished
            if d.cards[i].data.is_monster and not d.cards[i].hidden and can_special_summon(ctx, d.cards[i])]


def _dimension_fusion(res: Resolution) -> None:
    ctx = ctx_of(res)
    for p in (res.player, 1 - res.player):
        while cands := summonable_now(res, _banished_summonable(ctx, p), p):
            c = res.ask_cards(cands, "select", p, purpose=SPECIAL_SUMMON.monster)
            summon(res, c, p, asker=p)
            if c.zone is not Zone.MONSTERS:
                break


define(23557835, Effect(A, _dimension_fusion, cost=Cost(lp=2000), asks=True,
                        needs=lambda ctx: any(ctx.duel.free_slots(p, Zone.MONSTERS) and _banished_summonable(ctx, p)
                                              for p in (0, 1)),
                        text_en="both players special summon their banished monsters, as many as each can",
                        text_ja="お互いに除外されているモンスターを可能な限り自分フィールドに特殊召喚する"))


# Ｄ－スピリッツ / D - Spirit: only while you control no face-up 「Ｄ－ＨＥＲＯ」 monster (as it is activated and as it
# resolves): special summon a Level 4 or lower 「Ｄ－ＨＥＲＯ」 monster from your hand.
def _no_destiny_hero(ctx: Ctx | Resolution) -> bool:
    return not any(c.face_up and is_destiny_hero(c) for c in ctx.duel.monsters_of(ctx.player))


def _small_destiny_heroes(ctx: Ctx | Resolution) -> list[Card]:
    return cards_in_hand(ctx.duel, ctx.player, lambda c: is_destiny_hero(c) and ctx.duel.level(c) <= 4
                         and can_special_summon_from_hand(c))


def _d_spirit(res: Resolution) -> None:
    if _no_destiny_hero(res):
        summon_one_of(res, _small_destiny_heroes(res))


define(89899996, Effect(A, _d_spirit, condition=_no_destiny_hero, asks=True,
                        needs=lambda ctx: room(ctx) and bool(summonable(ctx, _small_destiny_heroes(ctx))),
                        text_en="special summon a Level 4 or lower D-HERO monster from your hand",
                        text_ja="レベル４以下の「Ｄ－ＨＥＲＯ」を手札から１体特殊召喚する"))


# 黒魔術のカーテン / Dark Magic Curtain: pay half your LP: special summon a 「ブラック・マジシャン」 from your deck.
# In the turn you activate it you cannot normal, flip or special summon monsters except by this card's effect
# (setting stays allowed), nor activate it after having done so.
def _magicians_in_deck(ctx: Ctx | Resolution) -> list[Card]:
    return deck_of(ctx.duel, ctx.player, lambda c: is_named(c, DARK_MAGICIAN))


define(99789342, Effect(A, lambda res: summon_one_of(res, _magicians_in_deck(res), deck=True), cost=Cost(lp_half=True),
                        asks=True, turn_ban=("summon", "flip_summon", "special_summon"),
                        needs=lambda ctx: room(ctx) and bool(summonable(ctx, _magicians_in_deck(ctx))),
                        text_en="special summon 「ブラック・マジシャン」 from your deck",
                        text_ja="「ブラック・マジシャン」をデッキから１体特殊召喚する"))


# 次元の歪み / Dimension Distortion: only while your graveyard holds no cards: special summon a targeted banished
# monster of yours.
define(95194279, Effect(A, summon_target, needs=room, asks=True,
                        condition=lambda ctx: not ctx.duel.players[ctx.player].grave,
                        target=revivable(lambda ctx, c: True, "a banished monster of yours",
                                         "除外された自分のモンスター",
                                         zone=Zone.BANISHED),
                        text_en="special summon the target", text_ja="対象を特殊召喚する"))


# ダブルアタック / Double Attack: discard a monster card as its cost; a targeted monster you control with a lower
# Level than the discarded one may attack twice this turn.
def _double_attack(res: Resolution) -> None:
    for t in res.targets():
        grant_this_turn(res, t, "it may attack twice this turn", "このターン２回攻撃できる", extra_attacks=1)


def _lower_than_discard(ctx: Ctx, c: Card) -> bool:
    paid = paid_so_far(ctx)
    if paid is None:  # while the activation is checked: some monster of the hand must be higher
        return any(h.data.is_monster and (h.data.level or 0) > ctx.duel.level(c) for h in other_hand(ctx, ctx.player))
    return any((p.data.level or 0) > ctx.duel.level(c) for p in paid)


def _discard_fits(ctx: Ctx, h: Card) -> bool:
    # only a monster above some face-up monster of yours: discarding another would leave the spell no target
    return h.data.is_monster and any(m.face_up and ctx.duel.level(m) < (h.data.level or 0)
                                     for m in ctx.duel.monsters_of(ctx.player))


define(34187685, Effect(A, _double_attack, cost=Cost(
    discard=1, hand_filter=_discard_fits,
    text_en="discard a monster of a higher Level than a face-up monster you control",
    text_ja="自分の表側表示モンスターよりレベルの高いモンスター１体を手札から捨てる"),
                        target=TargetSpec(side="own", face="up", where=_lower_than_discard,
                                          text_en="a face-up monster you control of a lower Level than the discard",
                                          text_ja="捨てたモンスターよりレベルが低い自分の表側表示モンスター"),
                        text_en="the target may attack twice this turn", text_ja="このターン対象は２回攻撃できる"))


# 異次元の指名者 / D.D. Designator: declare a card name; look at the opponent's hand: if it holds that card, banish
# 1 copy of it; if not, banish a card of your own hand at random.
def _dd_designator(res: Resolution) -> None:
    d = res.duel
    named = [c for c in look_at_hand(res, res.opponent) if is_named(c, int(res.link.declared))]
    if named:
        d.banish([res.ask_cards(named, purpose=BANISH)], res.cause)
        return
    mine = cards_in_hand(d, res.player)
    if mine:
        d.banish([mine[d.rng.below(len(mine))]], res.cause)


define(33423043, Effect(A, _dd_designator, asks=True, declare_name=lambda c: True,
                        needs=lambda ctx: bool(cards_in_hand(ctx.duel, ctx.opponent)),
                        text_en="declare a card name: banish a copy from the opponent's hand, or else a random card "
                                "of yours",
                        text_ja="カード名を宣言し、相手の手札にあれば１枚除外し、なければ自分の手札をランダムに１枚除外する"))


# ダーク・フュージョン / Dark Fusion: fusion summon a Fiend fusion monster with materials from your hand or field; this
# turn the opponent's effects cannot target it (an untargetability left on that face-up monster for the turn: turned
# face-down, it is a new card for it).
def _fiend(c: Card) -> bool:
    return c.data.race == "Fiend"


def _shielded_this_turn(res: Resolution, f: Card) -> None:
    me = res.player
    grant_this_turn(res, f, "the opponent cannot target it this turn",
                    "相手はこのターン、そのモンスターを効果で対象に取れない",
                    untargetable_by=lambda ctx, by: by.player != me)


define(DARK_FUSION, fusion_spell(_fiend, fusion.hand_and_field, "grave",
                                 "fusion summon a Fiend fusion monster from your hand or field; the opponent cannot "
                                 "target it this turn",
                                 "手札・フィールドの素材で悪魔族の融合モンスターを融合召喚する。"
                                 "相手はこのターン、そのモンスターを効果で対象に取れない", after=_shielded_this_turn))


# ダーク・コーリング / Dark Calling: fusion summon a fusion monster that only 「ダーク・フュージョン」's effect may
# special summon, banishing its materials from your hand or graveyard; the summon counts as made by
# 「ダーク・フュージョン」's effect (`summon_conditions.summons_as`). A card that cannot be banished (in a graveyard
# under 「王家の眠る谷－ネクロバレー」) is no material for it.
DARK_CALLING = 12071500


def _hand_and_grave(d: Duel, p: int) -> list[Card]:
    pl = d.players[p]
    return [c for c in (d.cards[i] for i in (*pl.hand, *pl.grave))
            if c.data.is_monster and not d.banish_forbidden(c, p)]


define(DARK_CALLING, fusion_spell(only_by_dark_fusion, _hand_and_grave, "banish",
                                  "banish materials from your hand or graveyard: fusion summon a monster only Dark "
                                  "Fusion summons, as by Dark Fusion",
                                  "手札・墓地の素材を除外し、「ダーク・フュージョン」でのみ特殊召喚できる融合モンスターを"
                                  "融合召喚する（「ダーク・フュージョン」による融合召喚として扱う）"))
summons_as(DARK_CALLING, DARK_FUSION)


# 二重魔法 / Double Spell (normal spell): discard a spell card (the cost) and target a spell card in the opponent's
# graveyard: it is put on your field in its zone and you use it. Read as 「闇よりの罠」 reads its trap
# (`Effect.borrows`): this card's effect is the target's activation (its targets chosen now). A continuous or field
# spell is first put face-up on your field, and its activation resolves as that card's (what it declares is that
# card's: `Effect.places_borrowed`); an equip spell equips the monster this card equipped, then takes its place; a
# normal or quick-play spell, used, stays in its owner's graveyard. Once
# the targeted spell has left the graveyard it cannot be placed and used: nothing happens (`Effect.borrowed_stays`).
# A continuous or field spell, which this card activates on its player's field, is no target where its activation
# is forbidden (`may_activate_by_effect`: a field spell under 「フィールドバリア」); one that
# 「王家の眠る谷－ネクロバレー」 keeps in the graveyard, where it cannot negate this effect (「Ｔｈｅ ｓｐｌｅｎｄｉｄ
# ＶＥＮＵＳ」), is not placed.
def _placed_first(c: Card) -> bool:
    """A continuous or field spell: one this card puts on its player's field before using it."""
    return bool(c.data.subtypes & {"continuous", "field"})


def _may_use(ctx: Ctx, c: Card) -> bool:
    return not _placed_first(c) or ctx.duel.may_activate_by_effect(c, ctx.player)


def _place_first(res: Resolution) -> Card | None:
    """A continuous or field spell is put on its player's field before it is used (`Effect.places_borrowed`): its
    activation resolves as that card's, so what it declares (「光の護封陣」's Type) is the placed card's."""
    b = res.link.borrowed
    d = res.duel
    if b is None:
        return None
    spell = d.cards[b[0]]
    if not _placed_first(spell) or not d.activate_by_effect(spell, res.player, res.cause):
        return None
    return spell


def _double_spell(res: Resolution) -> None:
    b = res.link.borrowed
    d = res.duel
    if b is None:
        return
    spell = d.cards[b[0]]
    if spell.oid != b[1] or spell.zone is not Zone.GRAVE or "equip" not in spell.data.subtypes:
        return
    me = res.card
    m = d.cards[me.equipped_to] if me.zone is Zone.SPELLS and me.equipped_to >= 0 else None
    if m is not None and d.free_slots(res.player, Zone.SPELLS):
        d.send_to_grave([me.idx], res.cause)
        d.equip(spell, m, res.cause, player=res.player)


define(24096228, Effect(A, _double_spell, borrows=True, borrowed_stays=True, places_borrowed=_place_first,
                        cost=Cost(discard=1, hand_filter=lambda ctx, c: c.data.kind == "spell"),
                        target=TargetSpec(zone=Zone.GRAVE, side="opp",
                                          where=lambda ctx, c: c.data.kind == "spell"
                                          and bool(copyable_effects(ctx, c)) and _may_use(ctx, c),
                                          text_en="a spell card in the opponent's graveyard",
                                          text_ja="相手の墓地の魔法カード"),
                        text_en="discard a spell card: use the targeted spell of the opponent's graveyard as yours",
                        text_ja="手札から魔法カードを１枚捨て、相手の墓地の魔法カードを自分フィールドに置き使用する"))
# 神の進化 / Divine Evolution: neither its activation nor its effect can be negated. Choose a monster you control whose
# original Type is Divine-Beast, or that is by its original name one of the three Wicked Gods, one no 「神の進化」
# has chosen yet: while it stays on the field it gains 1000 ATK and DEF, the activations and effects of its own
# effects cannot be negated, and when it declares an attack its controller (whoever controls it then) may have their
# opponent send a monster they control (of their choice) to the graveyard (not offered while they control none).
WICKED_GODS = (21208154, 62180201, 57793869)  # 邪神アバター, 邪神ドレッド・ルート, 邪神イレイザー


@dataclass(frozen=True, slots=True)
class Evolved(Note):
    card: int
    oid: int


def _evolvable(d: Duel, c: Card) -> bool:
    return c.face_up and (c.base.race == "Divine-Beast" or c.base.passcode in WICKED_GODS) \
        and Evolved(c.idx, c.oid) not in d.notes(Evolved)


def _evolvable_of(ctx: Ctx | Resolution) -> list[Card]:
    return [c for c in ctx.duel.monsters_of(ctx.player) if _evolvable(ctx.duel, c)]


_EVOLVE = Purpose("to evolve", "進化させる")


def _evolve(res: Resolution) -> None:
    d = res.duel
    choices = _evolvable_of(res)
    if not choices:
        return
    m = res.ask_cards(choices, "select", purpose=_EVOLVE.monster)
    idx, oid = m.idx, m.oid
    d.remember(Evolved(idx, oid))
    d.boost(m, 1000, 1000, res.cause, until_end=False)

    def same(c: Card) -> bool:
        return c.idx == idx and c.oid == oid

    def sacrifice(r: Resolution) -> None:
        theirs = r.duel.monsters_of(1 - r.player)
        if theirs:
            r.duel.send_to_grave([r.ask_cards(theirs, "send", 1 - r.player, purpose=TO_GRAVEYARD.monster).idx], r.cause)

    d.linger(res.card, res.player, Effect(Kind.CONTINUOUS, affects=lambda ctx, c: same(c), unnegatable=True,
                                          text_en="its effects cannot be negated",
                                          text_ja="自身の効果は、発動もその効果も無効にならない"),
             res.cause, turns=None, while_there=m)
    d.linger(res.card, res.player, Effect(
        Kind.TRIGGER, sacrifice, trigger="attack_declared", self_trigger=False, mandatory=False, asks=True,
        when=lambda ctx, ev: ctx.duel.attack is not None and same(ctx.duel.cards[ctx.duel.attack[0]]),
        needs=lambda ctx: bool(ctx.duel.monsters_of(1 - ctx.player)),  # no activation that would send nothing
        # the monster gained the effect: whoever controls it now activates it, taken by the opponent too
        trigger_player=lambda ctx, ev: ctx.duel.cards[idx].ctl,
        text_en="it declares an attack: the opponent sends a monster they control to the graveyard",
        text_ja="このカードが攻撃を宣言した時、相手は自分の場のモンスター１体を選んで墓地へ送る"),
        res.cause, turns=None, while_there=m)


define(7373632, Effect(Kind.ACTIVATE, _evolve, unnegatable=True, asks=True,
                       needs=lambda ctx: bool(_evolvable_of(ctx)),
                       text_en="a Divine-Beast or Wicked God you control gains 1000 ATK/DEF, its effects cannot be "
                               "negated, and its attacks make the opponent send a monster to the graveyard",
                       text_ja="幻神獣族か邪神のモンスター１体の攻撃力・守備力が１０００アップし、その効果は無効化されず、"
                               "攻撃宣言時に相手はモンスター１体を墓地へ送る"))


# 究極進化薬 / Double Evolution Pill (first printed after the era: its only text; one activation of its name a
# turn): banish a Dinosaur monster and a non-Dinosaur monster from your hand and/or graveyard (the cost) to special
# summon from your hand or deck a Dinosaur of Level 7 or more, its summoning conditions ignored.
def _big_dinosaur(d: Duel, c: Card) -> bool:
    return c.data.is_monster and c.data.race == "Dinosaur" and d.level(c) >= 7


def _pill_targets(ctx: Ctx | Resolution) -> list[Card]:
    return [c for c in cards_in_hand(ctx.duel, ctx.player) + deck_of(ctx.duel, ctx.player)
            if _big_dinosaur(ctx.duel, c) and c.idx != ctx.card.idx]


def _pill_dinosaur(ctx: Ctx, c: Card) -> bool:
    """A Dinosaur monster for the cost, leaving another monster to special summon (the one banished is not)."""
    return c.data.is_monster and c.data.race == "Dinosaur" and any(t is not c for t in _pill_targets(ctx))


define(38179121, Effect(A, lambda res: summon_one_of(res, _pill_targets(res), ignore_conditions=True, deck=True),
                        asks=True, name_once=True,
                        needs=lambda ctx: room(ctx)
                        and bool(summonable(ctx, _pill_targets(ctx), ignore_conditions=True)),
                        cost=Cost(banish_grave=2, banish_hand=True,
                                  one_each=(_pill_dinosaur,
                                            lambda ctx, c: c.data.is_monster and c.data.race != "Dinosaur")),
                        text_en="banish a Dinosaur and a non-Dinosaur monster from your hand or graveyard: special "
                                "summon a Level 7 or higher Dinosaur from your hand or deck, ignoring its summoning "
                                "conditions",
                        text_ja="手札・墓地から恐竜族と恐竜族以外のモンスターを１体ずつ除外し、手札・デッキのレベル７以上の"
                                "恐竜族を１体、召喚条件を無視して特殊召喚する"))


# 拡散する波動 / Diffusion Wave-Motion: with a monster on the opponent's field, pay 1000 LP and target a Level 7 or
# higher Spellcaster you control; this turn only it may attack, it may (and, while it can, must) attack each monster
# the opponent controls once, and the monsters it destroys by battle have their effects negated (none activates).
def _wave_motion(res: Resolution) -> None:
    d = res.duel
    mine = [t for t in res.targets() if t.ctl == res.player]
    if not mine:
        return
    ref = (mine[0].idx, mine[0].oid)
    grant_this_turn(res, mine[0], "it attacks each of the opponent's monsters once and must attack; the monsters it "
                    "destroys by battle are negated", "相手の各モンスターに１回ずつ攻撃する義務を負う。"
                    "その攻撃で破壊されたモンスターの効果は無効化される",
                    attacks_each=True, must_attack=True, battle_silences=True)
    d.linger(res.card, res.player, Effect(Kind.CONTINUOUS, forbids=("attack",),
                                          affects=lambda ctx, c: c.ctl == ctx.player and c.zone is Zone.MONSTERS
                                          and (c.idx, c.oid) != ref,
                                          text_en="your other monsters cannot attack this turn",
                                          text_ja="他の自分のモンスターはこのターン攻撃できない"),
             res.cause)
    # a flip monster its attack destroys waits in its zone until the damage step ends: its flip effect, due after
    # damage calculation, cannot be activated either (in the graveyard, `battle_silences` keeps it silent)
    d.linger(res.card, res.player, Effect(Kind.CONTINUOUS, forbids=("activate",),
                                          affects=lambda ctx, c: (c.idx, c.oid) in ctx.duel.doomed
                                          and ref[0] in battlers(ctx.duel) and c.idx in battlers(ctx.duel)
                                          and c.idx != ref[0] and (ctx.duel.cards[ref[0]].oid == ref[1]),
                                          text_en="the monsters its attack destroys cannot activate their effects",
                                          text_ja="その攻撃で破壊したモンスターは効果を発動できない"),
             res.cause)


define(87880531, Effect(A, _wave_motion, cost=Cost(lp=1000),
                        condition=lambda ctx: bool(ctx.duel.monsters_of(ctx.opponent)),
                        target=TargetSpec(side="own", face="up",
                                          where=lambda ctx, c: ctx.duel.race(c) == "Spellcaster"
                                          and ctx.duel.level(c) >= 7,
                                          text_en="your Level 7 or higher Spellcaster monster",
                                          text_ja="自分のレベル７以上の魔法使い族モンスター"),
                        text_en="pay 1000 LP: this turn only the target attacks, each of the opponent's monsters once",
                        text_ja="１０００ライフを払う。このターン対象のモンスターのみ攻撃でき、相手モンスター全てに１回ずつ攻撃する"))
