"""The normal spell cards whose English name begins with A."""

from __future__ import annotations

from arbiter.kernel.decision import Option
from arbiter.ocg.carddata import CardData
from arbiter.ocg.cards.common import ctx_of, grant_this_turn, room, takeable
from arbiter.ocg.cards.shared.card_kinds import is_ancient_gear, is_hero
from arbiter.ocg.cards.shared.destruction import destroy_all_face_up
from arbiter.ocg.cards.shared.discard import DECLARABLE_TYPES, send_from_hand
from arbiter.ocg.cards.shared.notes import mark, marked
from arbiter.ocg.cards.shared.resolving import ask_up_to, ask_yes_no
from arbiter.ocg.cards.shared.search import deck_searched, search_refusal
from arbiter.ocg.cards.shared.special_summons import summon_one_of, summon_picked, summonable
from arbiter.ocg.cards.shared.stats import half_up, original_atk
from arbiter.ocg.cards.shared.targets import OPP_FACE_UP, grave_spec
from arbiter.ocg.cards.shared.to_hand_and_deck import targets_to_deck, targets_to_hand
from arbiter.ocg.cards.shared.tokens import makes_token, summon_tokens
from arbiter.ocg.cards.shared.zones import (
    all_spell_trap_cards,
    cards_in_hand,
    deck_of,
    other_hand,
)
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import BANISH, SET, SHOW, TO_GRAVEYARD
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.legality import NO_SET
from arbiter.ocg.names import has_attribute, name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.ritual import completable
from arbiter.ocg.state import Card, Zone

A = Kind.ACTIVATE

# 古代の整備場 / Ancient Gear Workshop: add 1 targeted 「アンティーク・ギア」 (古代の機械) monster from your
# graveyard to your hand.
define(59811955, Effect(A, targets_to_hand,
                        target=grave_spec(is_ancient_gear,
                                          en="an Ancient Gear monster in your graveyard",
                                          ja="墓地にある自分の「アンティーク・ギア」モンスター"),
                        text_en="add the target to your hand", text_ja="対象を手札に加える"))

# 鳳凰神の羽根 / A Feather of the Phoenix: discard 1 card (the cost): put 1 targeted card from your
# graveyard on top of your deck.
define(49140998, Effect(A, targets_to_deck("top"), cost=Cost(discard=1),
                        target=grave_spec(lambda c: True), text_en="put the target on top of your deck",
                        text_ja="対象をデッキの一番上に戻す"))

# 酸の嵐 / Acid Rain: destroy every face-up Machine monster on the field.
define(21323861, destroy_all_face_up("Machine", "Machine", "機械族"))


# 古のルール / Ancient Rules: special summon a Level 5 or higher normal monster from your hand. Its Level is the one it
# has in the hand now (「コストダウン」 may have lowered it).
def _big_normals(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].hand
            if d.is_normal_monster(d.cards[i]) and d.level(d.cards[i]) >= 5]


def _ancient_rules(res: Resolution) -> None:
    summon_picked(res, _big_normals(res))


define(10667321, Effect(A, _ancient_rules, asks=True,
                        needs=lambda ctx: bool(summonable(ctx, _big_normals(ctx))) and room(ctx),
                        text_en="special summon a Level 5 or higher normal monster from your hand",
                        text_ja="手札にあるレベル５以上の通常モンスターを１体特殊召喚する"))


# 巨竜の羽ばたき / A Wingbeat of Giant Dragon (★ on the page's table): return a face-up level 5 or higher
# dragon you control (its Type and Level as they are now) to the hand (a fusion monster: to the fusion deck,
# R004-119); if it is returned, destroy every spell and trap card on the field.
def _wingbeat(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        d.to_hand([t], res.cause)
        if t.zone in (Zone.HAND, Zone.EXTRA):
            d.destroy(all_spell_trap_cards(d, res.card), res.cause)


define(28596933, Effect(A, _wingbeat, does=Does.SPELLS_TRAPS,
                        target=TargetSpec(side="own", face="up",
                                          where=lambda ctx, c: ctx.duel.race(c) == "Dragon" and ctx.duel.level(c) >= 5,
                                          text_en="your face-up Level 5 or higher Dragon",
                                          text_ja="自分のレベル５以上のドラゴン族モンスター"),
                        text_en="return the target to the hand and destroy all spells and traps",
                        text_ja="対象を手札へ戻す。その後、場の魔法・罠カードを全て破壊する"))

# 深淵の指名者 / Abyssal Designator: pay 1000 LP and declare a type and an attribute (one declaration of
# both): the opponent sends 1 monster with both from their hand or deck to the graveyard (their choice; not
# a discard, R004-155.09).
_ATTRIBUTES = ("DARK", "LIGHT", "EARTH", "WATER", "FIRE", "WIND")
_TYPE_ATTRIBUTES = tuple(f"{t}/{a}" for t in DECLARABLE_TYPES for a in _ATTRIBUTES)


def _designated(res: Resolution) -> list[Card]:
    d = res.duel
    race, attr = res.link.declared.split("/")
    pl = d.players[res.opponent]
    return [d.cards[i] for i in (*pl.hand, *pl.deck)
            if d.cards[i].data.is_monster and d.cards[i].data.race == race and has_attribute(d.cards[i], attr)]


def _abyssal(res: Resolution) -> None:
    d = res.duel
    cands = _designated(res)
    # their deck is shuffled after the card is taken from it, or after it was looked through for one in vain
    with deck_searched(d, res.opponent, not cands):
        if not cands:
            return
        c = res.ask_cards(cands, player=res.opponent, purpose=TO_GRAVEYARD)
        if c.zone is Zone.HAND:
            send_from_hand(res, [c])
        else:
            d.send_to_grave([c.idx], res.cause)


define(89801755, Effect(A, _abyssal, cost=Cost(lp=1000), declare=_TYPE_ATTRIBUTES, asks=True,
                        text_en="the opponent sends a monster of the declared Type and Attribute from hand or deck "
                                "to the graveyard",
                        text_ja="相手は宣言された種族・属性のモンスター１体を手札またはデッキから墓地へ送る"))


# 古代の遠眼鏡 / Ancient Telescope: look at the opponent's top deck cards, 5 at most (shown to you, left in
# their order).
def _telescope(res: Resolution) -> None:
    d = res.duel
    d.reveal([d.cards[i] for i in reversed(d.players[1 - res.player].deck[-5:])], res.player)  # the top first


define(17092736, Effect(A, _telescope, needs=lambda ctx: bool(ctx.duel.players[ctx.opponent].deck),  # a card to see
                        text_en="look at the top 5 cards of the opponent's deck",
                        text_ja="相手のデッキの上から５枚までを見る"))


# 古代の機械爆弾 / Ancient Gear Explosive: target a face-up 「アンティーク・ギア」 monster you control; destroy it, and
# if it is destroyed the opponent takes damage equal to half its original ATK.
def _gear_explosive(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        half = half_up(original_atk(d, t) or 0)
        if d.destroy([t], res.cause):
            d.damage(1 - res.player, half, res.cause)


define(4446672, Effect(A, _gear_explosive,
                       target=TargetSpec(side="own", face="up",
                                         where=lambda ctx, c: is_ancient_gear(c),
                                         text_en="a face-up Ancient Gear monster you control",
                                         text_ja="自分の表側表示の「アンティーク・ギア」モンスター"),
                       text_en="destroy the target; the opponent takes half its original ATK as damage",
                       text_ja="対象を破壊する。相手は、それの元々の攻撃力の半分だけダメージを受ける"))


# ヒーローアライブ / A Hero Lives: only while you control no face-up monster; pay half your LP: special summon a
# Level 4 or lower 「Ｅ・ＨＥＲＯ」 monster from your deck.
def _small_hero(c: Card) -> bool:
    return c.data.is_monster and is_hero(c) and (c.data.level or 0) <= 4


define(8949584, Effect(A, lambda res: summon_one_of(res, deck_of(res.duel, res.player, _small_hero), deck=True),
                       cost=Cost(lp_half=True), asks=True,
                       condition=lambda ctx: not any(c.face_up for c in ctx.duel.monsters_of(ctx.player)),
                       needs=lambda ctx: room(ctx)
                       and bool(summonable(ctx, deck_of(ctx.duel, ctx.player, _small_hero))),
                       text_en="special summon a Level 4 or lower E-HERO monster from your deck",
                       text_ja="レベル４以下の「Ｅ・ＨＥＲＯ」をデッキから１体特殊召喚する"))


# アマゾネスの呪詛師 / Amazoness Spellcaster: target a face-up 「アマゾネス」 monster you control and a face-up monster
# the opponent controls; their original ATK are switched until the end of the turn (none where one is "?").
def _amazoness_spellcaster(res: Resolution) -> None:
    d = res.duel
    mine = [t for t in res.targets() if t.face_up and t.ctl == res.player]
    theirs = [t for t in res.targets() if t.face_up and t.ctl != res.player]
    if not (mine and theirs):
        return
    a, b = original_atk(d, mine[0]), original_atk(d, theirs[0])
    if a is not None and b is not None:
        d.set_stat(mine[0], True, b, res.cause, original=True)
        d.set_stat(theirs[0], True, a, res.cause, original=True)


define(81325903, Effect(A, _amazoness_spellcaster,
                        target=TargetSpec(count=2, text_en="a face-up Amazoness you control and a face-up monster "
                                                           "the opponent controls",
                                          text_ja="自分の表側表示の「アマゾネス」と相手の表側表示モンスター", parts=(
                            TargetSpec(side="own", face="up", where=lambda ctx, c: name_includes(c, "アマゾネス"),
                                       text_en="a face-up Amazoness monster you control",
                                       text_ja="自分の表側表示の「アマゾネス」モンスター"),
                            OPP_FACE_UP)),
                        text_en="switch the targets' original ATK until the end of the turn",
                        text_ja="対象２体の元々の攻撃力をターン終了時まで入れ替える"))


# アンティ勝負 / Ante: each player picks a card of their hand and both are shown; the player whose card has the lower
# Level (a card that is no monster counts as Level 0) takes 1000 damage and sends it to the graveyard; the other card
# stays in the hand; with equal Levels both stay. A player whose hand is empty as it resolves (emptied since the
# activation: the cost of a 「連続魔法」 copying it) has no card to compare, and nothing happens.
def _ante(res: Resolution) -> None:
    d, me = res.duel, res.player
    hands = [cards_in_hand(d, p) for p in (me, 1 - me)]
    if not all(hands):
        return
    picks = [res.ask_cards(hand, "select", p, purpose=SHOW) for p, hand in zip((me, 1 - me), hands, strict=True)]
    for p, c in zip((me, 1 - me), picks, strict=True):
        d.reveal([c], 1 - p)
    levels = [d.level(c) if c.data.is_monster else 0 for c in picks]
    if levels[0] == levels[1]:
        return
    loser = 0 if levels[0] < levels[1] else 1
    d.damage((me, 1 - me)[loser], 1000, res.cause)
    send_from_hand(res, [picks[loser]])


define(34236961, Effect(A, _ante, asks=True,
                        needs=lambda ctx: bool(other_hand(ctx, ctx.player)) and bool(other_hand(ctx, ctx.opponent)),
                        text_en="each player shows a card of their hand: the lower Level's player takes 1000 damage "
                                "and sends it to the graveyard",
                        text_ja="お互いに手札を１枚選んで見せ、レベルの低い方のプレイヤーは１０００ダメージを受けそのカードを墓地へ送る"))


# 古代の採掘機 / Ancient Gear Drill: only while you control a face-up 「アンティーク・ギア」 monster; discard a card as
# its cost: set a spell card from your deck on your field; it cannot be activated this turn.
def _deck_spells(ctx: Ctx | Resolution) -> list[Card]:
    """The spell cards of the deck there is room to set (a field spell replaces the one in the field zone)."""
    d, p = ctx.duel, ctx.player
    room_here = d.free_slots(p, Zone.SPELLS) > (1 if ctx.card.zone is Zone.HAND else 0)
    field_room = d.free_slots(p, Zone.FIELD) > 0
    return deck_of(d, p, lambda c: c.data.is_spell and (field_room if c.data.spell_type == "field" else room_here)
                   and d.may_set_spell_trap(c, p))


def _gear_drill(res: Resolution) -> None:
    d, me = res.duel, res.player
    cands = _deck_spells(res)

    def why(x: Card) -> str:
        # a spell of the deck no set may reach (「第二の棺」: only 「第一の棺」 puts it on the field)
        if x.zone is Zone.DECK and x.owner == me and x.data.is_spell and not d.may_set_spell_trap(x, me):
            return NO_SET
        return search_refusal(res, me, (Zone.DECK,), lambda y: y.data.is_spell, x)

    # with no zone to set a spell in, its player has nothing to look for: the deck stays as it is
    with deck_searched(d, me, d.free_slots(me, Zone.SPELLS) > 0 or d.free_slots(me, Zone.FIELD) > 0):
        if cands:
            c = res.ask_cards(cands, why=why, purpose=SET)
            if d.set_spell_trap(c, me, res.cause):
                d.restrict(c, "activate_card", res.cause)


define(67829249, Effect(A, _gear_drill, cost=Cost(discard=1), asks=True, does=Does.OTHER,
                        condition=lambda ctx: any(c.face_up and is_ancient_gear(c)
                                                  for c in ctx.duel.monsters_of(ctx.player)),
                        needs=lambda ctx: bool(_deck_spells(ctx)),
                        text_en="discard 1: set a spell card from your deck; it cannot be activated this turn",
                        text_ja="手札１枚を捨てる。デッキの魔法カードを１枚選んでセットし、それはこのターン発動できない"))


# 古代の機械工場 / Ancient Gear Factory (normal spell): choose an 「アンティーク・ギア」 monster in your hand (shown to
# the opponent) and banish 「アンティーク・ギア」 monsters from your graveyard whose Levels add up to exactly twice its
# Level; this turn that card needs no tributes for its normal summon. (The era's text names no Level; the banishing
# is done as it resolves.)
def _gear_grave(ctx: Ctx) -> list[Card]:
    # none that 「王家の眠る谷－ネクロバレー」 keeps in the graveyard
    return takeable(ctx, is_ancient_gear, Zone.BANISHED, "banished")


def _factory_picks(ctx: Ctx) -> list[Card]:
    pool = _gear_grave(ctx)
    return [m for m in cards_in_hand(ctx.duel, ctx.player)
            if is_ancient_gear(m) and ctx.duel.level(m) > 0 and completable([], pool, 2 * ctx.duel.level(m), True)]


def _factory(res: Resolution) -> None:
    d = res.duel
    picks = _factory_picks(ctx_of(res))
    if not picks:
        return
    m = res.ask_cards(picks, purpose=SHOW.monster)
    d.reveal([m], res.opponent)
    need, pool = 2 * d.level(m), _gear_grave(ctx_of(res))
    chosen: list[Card] = []
    while sum(c.data.level or 0 for c in chosen) < need:
        fits = [g for g in pool if g not in chosen and completable([*chosen, g], pool, need, True)]
        chosen.append(res.ask_cards(fits, purpose=BANISH))
    d.banish(chosen, res.cause)
    grant_this_turn(res, m, "it needs no tributes for its normal summon this turn",
                    "このターン、召喚時に生け贄を必要としない", fewer_tributes=0)


define(30435145, Effect(A, _factory, asks=True, needs=lambda ctx: bool(_factory_picks(ctx)),
                        text_en="choose an Ancient Gear monster in your hand, banish Ancient Gear monsters of twice "
                                "its Level from your graveyard: it needs no tributes this turn",
                        text_ja="手札の「アンティーク・ギア」モンスター１枚を選び、その倍のレベル分の「アンティーク・ギア」を墓地から除外する。"
                                "このターンそのカードは生け贄なしで召喚できる"))


# ジェノサイド・ウォー / After the Struggle (activated in main phase 1 only): in this turn's end phase, every monster
# that took part in a damage calculation this turn (after the activation: the battle phase comes after it), either
# player's, is destroyed, if it is still the same card on the field.
def _after_the_struggle(res: Resolution) -> None:
    d = res.duel
    turn = d.turn

    def battled(r: Resolution) -> None:
        ev = r.link.events[0]
        for i in (ev.card, ev.amount):
            c = r.duel.cards[i] if i >= 0 else None
            if c is not None and c.zone is Zone.MONSTERS:
                mark(r.duel, "after the struggle", c, turn)

    def destroy_them(r: Resolution) -> None:
        dd = r.duel
        dd.destroy([m for p in (dd.tp, 1 - dd.tp) for m in dd.monsters_of(p)
                    if turn in marked(dd, "after the struggle", m)], r.cause)

    d.linger(res.card, res.player, Effect(Kind.AT_ONCE, battled, trigger="damage_calculated", self_trigger=False,
                                          note=True, text_en="(the monsters of each damage calculation are noted)",
                                          text_ja="（ダメージ計算をしたモンスターを覚えておく）"), res.cause)
    d.linger(res.card, res.player, Effect(Kind.AT_ONCE, destroy_them, trigger="phase", self_trigger=False,
                                          when=lambda ctx, ev: ev.detail == "end" and ctx.duel.turn == turn,
                                          does=Does.DESTROY | Does.MONSTERS,
                                          text_en="the end phase: destroy the monsters that battled this turn",
                                          text_ja="エンドフェイズ時、このターンダメージ計算をしたモンスターを全て破壊する"),
             res.cause)


define(25345186, Effect(A, _after_the_struggle, does=Does.MONSTERS, phases=("main1",),
                        text_en="in the end phase, destroy every monster that took part in a damage calculation this "
                                "turn",
                        text_ja="このターンにダメージ計算を行ったモンスターを、エンドフェイズに全て破壊する"))


# 武装転生 / Armament Reincarnation (first printed after the era: its only text): special summon up to as many
# 「武装転生トークン」 (Warrior, LIGHT, Level 1, 500/500) as there are equip cards in your graveyard (equip spells, and
# traps that equip themselves: `define(equip_trap=True)`); then you may destroy every card in your spell & trap zones,
# this one included, and then set as many of those equip cards from your graveyard as you can (traps set this way
# may be activated this turn). For the rest of the turn you special summon no monster.
# The card database has no row for the token: its facts are the card's text.
ARMAMENT_TOKEN = CardData(53770667, "武装転生トークン", "Armament Reincarnation Token", "monster",
                          frozenset({"normal", "token"}), "LIGHT", "Warrior", 1, 500, 500)


_ARMAMENT_OK = makes_token(ARMAMENT_TOKEN)


def _equip_cards_in_grave(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [c for c in (d.cards[i] for i in d.players[ctx.player].grave)
            if (c.data.is_spell and "equip" in c.data.subtypes)
            or (c.data.is_trap and (defn := d.defs[c.idx]) is not None and defn.equip_trap)]


def _armament_reincarnation(res: Resolution) -> None:
    d, me = res.duel, res.player
    most = min(len(_equip_cards_in_grave(res)), d.free_slots(me, Zone.MONSTERS))
    # no number is asked for tokens that cannot come (a lock chained to it), and nothing follows them then
    if most and d.may_create_token(ARMAMENT_TOKEN, me, res.cause):
        n = int(res.ask([Option(str(k), "number", arg=k, label_en=str(k), label_ja=str(k)) for k in range(1, most + 1)],
                        "number", prompt_en="how many tokens?", prompt_ja="特殊召喚するトークンの数").key)
        summon_tokens(res, ARMAMENT_TOKEN, n)
        if ask_yes_no(res, en="destroy the cards of the spell & trap zones and set equip cards from the graveyard?",
                      ja="魔法＆罠カードゾーンのカードを全て破壊し、装備カードをセットする？"):
            d.next_thing()  # "then" (その後): taken, a step of its own; declined, the summon was the last thing
            d.destroy([d.cards[i] for i in d.players[me].spells if i >= 0], res.cause)
            d.next_thing()
            equips = [c for c in _equip_cards_in_grave(res) if d.may_set_spell_trap(c, me)]
            room = d.free_slots(me, Zone.SPELLS)
            chosen = equips if len(equips) <= room else ask_up_to(res, equips, room, at_least=room)
            for c in chosen:
                if d.set_spell_trap(c, me, res.cause) and c.data.is_trap:
                    d.allow(c, me, "activate_set", res.cause)
    d.forbid_player(me, "special_summon", res.cause)


define(53770666, Effect(A, _armament_reincarnation, asks=True, does=Does.SPELLS_TRAPS,
                        needs=lambda ctx: bool(_equip_cards_in_grave(ctx)) and room(ctx) and _ARMAMENT_OK(ctx),
                        text_en="special summon up to as many tokens as equip cards in your graveyard; you may destroy "
                                "your spells and traps and set those equip cards; no more special summons this turn",
                        text_ja="墓地の装備カードの数までトークンを特殊召喚する。自分の魔法＆罠カードゾーンのカードを全部破壊し、"
                                "それらの装備カードをセットできる。このターン特殊召喚できない"))
