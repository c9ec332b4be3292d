"""The normal spell cards whose English name begins with C."""

from __future__ import annotations

from collections.abc import Callable
from itertools import product

from arbiter.kernel.reasons import Why
from arbiter.ocg import fusion
from arbiter.ocg.cards.common import both, can_special_summon, ctx_of, revivable, room, take_targets_this_turn, takeable
from arbiter.ocg.cards.shared.archfiends import is_archfiend
from arbiter.ocg.cards.shared.attacks import targets_attack_directly
from arbiter.ocg.cards.shared.card_kinds import is_neo_spacian
from arbiter.ocg.cards.shared.chrysalises import CHRYSALIS
from arbiter.ocg.cards.shared.counters import A_COUNTER
from arbiter.ocg.cards.shared.crystal_beasts import crystal, crystals_in_spells
from arbiter.ocg.cards.shared.discard import choose_cards, discard_one_seen, has_hand, send_from_hand
from arbiter.ocg.cards.shared.draw import may_draw, simple_draw
from arbiter.ocg.cards.shared.notes import from_the_hand
from arbiter.ocg.cards.shared.passcodes import TERRORKING
from arbiter.ocg.cards.shared.search import deck_searched, summon_room
from arbiter.ocg.cards.shared.special_summons import (
    ask_face_up,
    ask_summon_position,
    summon,
    summon_one_of,
    summon_picked,
    summonable,
    summonable_now,
)
from arbiter.ocg.cards.shared.turn_log import turn_log
from arbiter.ocg.cards.shared.zones import (
    all_field_cards,
    all_monsters,
    cards_in_hand,
    deck_of,
    field_of,
    grave_of,
    hand_of,
    other_hand,
    pile_of,
)
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import RETURN_TO_DECK, SPECIAL_SUMMON, SWITCH_CONTROL, TO_GRAVEYARD, Purpose
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Operation, Resolution, TargetSpec, Worded
from arbiter.ocg.names import count_names, is_named, name_includes
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

A = Kind.ACTIVATE


# コンバート・コンタクト / Convert Contact: if you control no monsters, send a 「Ｎ」 monster from your hand
# and one from your deck to the graveyard, then draw 2 (not activated while the deck holds fewer than the 2 it draws:
# docs/uncertain-rulings.md, h-deck). It acts on its player alone, so it designates that player
# (`targets_player`): moved by 「精霊の鏡」, the other player sends theirs and draws.
def _convert_contact(res: Resolution) -> None:
    d, who = res.duel, res.target_player
    h = [c for c in hand_of(res, who) if is_neo_spacian(c)]
    k = pile_of(res, who, Zone.DECK, is_neo_spacian)
    # with one in the hand, the deck is looked through for the other, found or not: shuffled after (R004-100)
    with deck_searched(d, who, bool(h)):
        if h and k:
            a = res.ask_cards(h, player=who, purpose=TO_GRAVEYARD.monster)
            b = res.ask_cards(k, player=who, purpose=TO_GRAVEYARD.monster)
            d.send_to_grave([a.idx, b.idx], res.cause)
    if h and k:
        d.draw(who, 2, res.cause)


define(82639107, Effect(A, _convert_contact, asks=True, needs=may_draw("self"), draws=2, targets_player="own",
                        condition=both(
                            Worded(lambda ctx: not ctx.duel.monsters_of(ctx.player),
                                   "its player controls no monster", "自分フィールドにモンスターが存在しない"),
                            Worded(lambda ctx: any(is_neo_spacian(c) for c in other_hand(ctx, ctx.player)),
                                   "a Neo-Spacian in its player's hand", "自分の手札に「Ｎ」モンスターがいる"),
                            Worded(lambda ctx: bool(pile_of(ctx, ctx.player, Zone.DECK, is_neo_spacian)),
                                   "a Neo-Spacian in its player's deck", "自分のデッキに「Ｎ」モンスターがいる")),
                        text_en="send a Neo-Spacian from hand and one from the deck to the graveyard; draw 2",
                        text_ja="手札とデッキから「Ｎ」を１体ずつ墓地へ送り、２枚ドローする"))


# 天よりの宝札 / Card of Sanctity: banish every other card you control and in your hand (at least one of
# each) to activate it (a cost: they stay banished if it is negated), then draw until you have 2 cards in hand
# (so 「神の恵み」 is never on the field then: R004-073). The cost empties the hand, so it must draw 2: not
# activated with fewer in the deck (`draws`). It draws for its player alone, so it designates that player
# (`targets_player`): moved by 「精霊の鏡」, the other player draws until they hold 2.
def _sanctity(res: Resolution) -> None:
    who = res.target_player
    n = 2 - len(res.duel.players[who].hand)
    if n > 0:
        res.duel.draw(who, n, res.cause)


# Its categories are declared: the page counts it a draw effect 「無効」 answers (R004-070.05), the banishing
# being what the draw needs.
define(42664989, Effect(A, _sanctity, needs=may_draw("self"), does=Does.DRAW, draws=2, targets_player="own",
                        cost=Cost(hand_send_all=True, hand_to="banish", banish_field_all=True),
                        condition=lambda ctx: bool(other_hand(ctx, ctx.player))
                        and any(c.idx != ctx.card.idx for c in field_of(ctx, ctx.player)),
                        text_en="banish your other cards on the field and in hand; draw until you hold 2",
                        text_ja="自分の手札とフィールドの他のカードを全て除外し、手札が２枚になるようにドローする"))

# カオス・グリード / Chaos Greed: with 4 or more of your cards banished and none in your graveyard, draw 2.
simple_draw(97439308, 2, "self", "draw 2", "カードを２枚ドローする",
            condition=lambda ctx: len(ctx.duel.players[ctx.player].banished) >= 4
            and not ctx.duel.players[ctx.player].grave)


# 手札抹殺 / Card Destruction: both players discard their whole hand, then each draws as many as they
# discarded. Not activated while a player's deck holds fewer cards than their hand, this card aside
# (`draws_hand`, `drawer`).
def _card_destruction(res: Resolution) -> None:
    d = res.duel
    counts = {}
    for p in (res.player, res.opponent):
        hand = list(d.players[p].hand)
        counts[p] = len(hand)
        if hand:
            d.discard(hand, res.cause)
    d.next_thing()  # "then" (その後): the draws are a step of their own
    for p in (res.player, res.opponent):
        if counts[p]:
            d.draw(p, counts[p], res.cause)


define(72892473, Effect(
    A, _card_destruction, does=Does.OWN_HAND | Does.OPP_HAND, draws_hand=True, drawer="both", needs=both(
        may_draw("both"), lambda ctx: bool(other_hand(ctx, ctx.player) or hand_of(ctx, ctx.opponent))),
    text_en="both players discard their hand and draw as many", text_ja="お互いに手札を全て捨て、その枚数分ドローする"))


# The monsters of `player` that a card switching control (「鹵獲装置」, 「強制転移」) can switch: not one whose
# control cannot change (「不意打ち又佐」), nor one unaffected by the card (「ホルスの黒炎竜 ＬＶ６」); the card is
# activated only with one such monster on each side.
def _switchable(ctx: Ctx | Resolution, player: int) -> list[Card]:
    d = ctx.duel
    return [c for c in d.monsters_of(player)
            if not d.forbidden(c, "change_control") and not d.unaffected(c, ctx.card, ctx.player)]


_NOT_CHOOSERS = Why("each player chooses a monster on their own field", "お互いに自分フィールドのモンスターを選ぶ")
_NOT_SWITCHABLE = Why("this card cannot switch its control", "このカードではコントロールを入れ替えられない")
_NOT_FACE_UP_NORMAL = Why("its player gives a face-up normal monster", "自分が渡すのは表側表示の通常モンスター")


def _swap_refusal(res: Resolution, player: int, c: Card) -> Why:
    """Why `c` is none of the monsters `player` may choose for a switch (`_switchable`, the same checks)."""
    if c.zone is not Zone.MONSTERS or c.ctl != player:
        return _NOT_CHOOSERS
    if c not in _switchable(res, player):
        return _NOT_SWITCHABLE
    return _NOT_FACE_UP_NORMAL


# 鹵獲装置 / Creature Seizure: each player picks one of their monsters this card can switch (`_switchable`; the
# activator a face-up normal monster) and the two swap controllers, for good.
def _seizure_mine(ctx: Ctx | Resolution) -> list[Card]:
    return [c for c in _switchable(ctx, ctx.player) if c.face_up and ctx.duel.is_normal_monster(c)]


def _seizure(res: Resolution) -> None:
    d = res.duel
    mine = _seizure_mine(res)
    theirs = _switchable(res, res.opponent)
    if not mine or not theirs:
        return
    a = res.ask_cards(mine, why=lambda c: _swap_refusal(res, res.player, c), purpose=SWITCH_CONTROL.monster)
    b = res.ask_cards(theirs, "select", res.opponent, why=lambda c: _swap_refusal(res, res.opponent, c),
                      purpose=SWITCH_CONTROL.monster)
    d.swap_control(a, b, res.cause)


define(15305240, Effect(A, _seizure, asks=True,
                        needs=lambda ctx: bool(_seizure_mine(ctx)) and bool(_switchable(ctx, ctx.opponent)),
                        text_en="swap control of your face-up normal monster and an opponent's monster",
                        text_ja="自分の表側表示の通常モンスターと相手のモンスターのコントロールを入れ替える"))

# サイバーダーク・インパクト！ / Cyberdark Impact!: return 「サイバー・ダーク・ホーン」, 「サイバー・ダーク・エッジ」
# and 「サイバー・ダーク・キール」, one each, from your hand, field (face-down too, like 「融合」's materials) or
# graveyard to the deck, and fusion summon 「鎧黒竜－サイバー・ダーク・ドラゴン」 from your fusion deck.
CYBERDARK = (41230939, 77625948, 3019642)  # ホーン, エッジ, キール
CYBERDARK_DRAGON = 40418351


def _cyberdark_parts(ctx: Ctx, code: int) -> list[Card]:
    d = ctx.duel
    p = ctx.player
    def same(c: Card) -> bool:
        return is_named(c, code)

    # none that 「王家の眠る谷－ネクロバレー」 keeps in the graveyard
    return cards_in_hand(d, p, same) + [c for c in d.monsters_of(p) if same(c)] + takeable(ctx, same, Zone.DECK,
                                                                                           "to_deck")


def _impact_fits(ctx: Ctx) -> Callable[[list[Card]], bool] | None:
    """The test the three parts must pass for the dragon's fusion summon (None: it cannot be made): with every monster
    zone taken, one of them must come from the field to leave room for it; under a summon lock, gone they must lift
    it (「群雄割拠」); and no ban may forbid it (`fusion.may_summon`)."""
    d, p = ctx.duel, ctx.player
    dragon = next((d.cards[i] for i in d.players[p].extra if is_named(d.cards[i], CYBERDARK_DRAGON)), None)
    if dragon is None:
        return None
    full = not d.free_slots(p, Zone.MONSTERS)
    return lambda parts: (not full or any(c.on_field for c in parts)) and fusion.may_summon(d, p, dragon, parts)


def _impact_needs(ctx: Ctx) -> bool:
    fits = _impact_fits(ctx)
    pools = [_cyberdark_parts(ctx, code) for code in CYBERDARK]
    return fits is not None and any(fits(list(parts)) for parts in product(*pools))


_NOT_THIS_PART = Why("it is not the 「サイバー・ダーク」 monster asked for now (from hand, field or graveyard)",
                     "いま選ぶ「サイバー・ダーク」モンスター（自分の手札・フィールド・墓地）ではない")
_IMPACT_UNFIT = Why("with it the three cannot make the fusion summon: with every monster zone taken one must come "
                    "from the field, and no summon lock may still forbid the Dragon",
                    "それでは融合召喚できない（モンスターゾーンが埋まっていればフィールドから１体、召喚制限も解けること）")


def _impact(res: Resolution) -> None:
    d = res.duel
    ctx = ctx_of(res)
    fits = _impact_fits(ctx)
    if fits is None or not _impact_needs(ctx):
        return
    pools = [_cyberdark_parts(ctx, code) for code in CYBERDARK]
    parts: list[Card] = []
    for i, pool in enumerate(pools):
        def why(c: Card, pool: list[Card] = pool) -> str:
            return _IMPACT_UNFIT if c in pool else _NOT_THIS_PART

        # only a part the later ones can complete into three that fit (one from the field where it must free a zone)
        parts.append(res.ask_cards([c for c in pool
                                    if any(fits([*parts, c, *rest]) for rest in product(*pools[i + 1:]))], why=why,
                                   purpose=RETURN_TO_DECK.monster))
    d.to_deck(parts, res.cause)
    dragons = [d.cards[i] for i in d.players[res.player].extra if is_named(d.cards[i], CYBERDARK_DRAGON)]
    # no position is asked for a fusion summon that cannot happen (no free zone, a lock)
    if dragons and d.may_special_summon(dragons[0], res.player, res.cause, "fusion"):
        c = dragons[0]
        fusion.summon_fusion(res, c, parts, ask_summon_position(res, c, res.player, face_down=False))


define(80033124, Effect(A, _impact, asks=True, needs=_impact_needs,
                        text_en="return the three Cyberdark monsters to the deck; fusion summon Cyberdark Dragon",
                        text_ja="「サイバー・ダーク」３種類を１枚ずつデッキへ戻して、融合召喚で「鎧黒竜－サイバー・ダーク・ドラゴン」を出す"))

# 心変わり / Change of Heart: take control of a targeted monster the opponent controls until the end phase.
define(4031928, Effect(A, take_targets_this_turn, needs=room,
                       target=TargetSpec(side="opp", text_en="an opponent's monster", text_ja="相手のモンスター"),
                       text_en="take control of the target until the end phase",
                       text_ja="エンドフェイズまで対象のコントロールを得る"))


# 強制転移 / Creature Swap (R000-018): each player chooses a monster they control at resolution, one this card can
# switch (`_switchable`); the two switch control; neither can change its battle position for the rest of the turn.
def _both_have_monsters(ctx: Ctx) -> bool:
    return bool(_switchable(ctx, ctx.player)) and bool(_switchable(ctx, ctx.opponent))


def _swap(res: Resolution) -> None:
    d = res.duel
    mine, theirs = _switchable(res, res.player), _switchable(res, res.opponent)
    if not mine or not theirs:
        return
    a = res.ask_cards(mine, why=lambda c: _swap_refusal(res, res.player, c), purpose=SWITCH_CONTROL.monster)
    b = res.ask_cards(theirs, player=res.opponent, why=lambda c: _swap_refusal(res, res.opponent, c),
                      purpose=SWITCH_CONTROL.monster)
    d.swap_control(a, b, res.cause)
    for c in (a, b):
        d.restrict(c, "change_position", res.cause)


define(31036355, Effect(A, _swap, needs=_both_have_monsters, asks=True,
                        text_en="each player chooses a monster they control; switch control of them; neither changes "
                                "its position this turn",
                        text_ja="お互いが自分のモンスター１体を選び、コントロールを入れ替える。このターン表示形式を変更できない"))


# 押収 / Confiscation: pay 1000 LP; look at the opponent's hand and discard 1 card of it.
define(17375316, Effect(A, discard_one_seen, does=Does.OPP_HAND, cost=Cost(lp=1000), asks=True, needs=has_hand("opp"),
                        text_en="look at the opponent's hand and discard 1 card of it",
                        text_ja="相手の手札を確認し、その中から１枚捨てる"))


# 選ばれし者 / Chosen One: choose 1 monster card and 2 other cards from your hand; the opponent picks 1 of
# them at random: a monster is special summoned and the other two sent to the graveyard; otherwise all
# three are sent to the graveyard. The monster card chosen is one this effect could special summon, and the
# card is activated only with a free monster zone.
def _summonable(ctx: Ctx, hand: list[Card]) -> list[Card]:
    return [c for c in hand if c.data.is_monster and can_special_summon(ctx, c)]


def _chosen_ready(ctx: Ctx) -> bool:
    hand = [c for c in cards_in_hand(ctx.duel, ctx.player) if c.idx != ctx.card.idx]
    return (room(ctx) and bool(_summonable(ctx, hand))
            and sum(not c.data.is_monster for c in hand) >= 2)


_NOT_ITS_MONSTER = Why("it is not a monster card in its player's hand that this effect could special summon",
                       "自分の手札の、この効果で特殊召喚できるモンスターカードではない")
_NOT_ITS_OTHER = Why("it is not a card other than a monster in its player's hand, not chosen yet",
                     "自分の手札の、まだ選んでいないモンスター以外のカードではない")
# the three cards are the pool the opponent picks one of at random
_OFFERED = Purpose("for the opponent's random pick", "相手がランダムに選ぶ")


def _chosen_one(res: Resolution) -> None:
    d = res.duel
    hand = [c for c in cards_in_hand(d, res.player) if c.idx != res.card.idx]
    mon = choose_cards(res, _summonable(ctx_of(res), hand), 1, why=lambda x: _NOT_ITS_MONSTER,
                       purpose=_OFFERED.monster)
    others = choose_cards(res, [c for c in hand if not c.data.is_monster], 2, why=lambda x: _NOT_ITS_OTHER,
                          purpose=_OFFERED)
    three = [*mon, *others]
    if len(three) < 3:
        return
    pick = three[d.rng.below(3)]
    if pick.data.is_monster and d.free_slots(res.player, Zone.MONSTERS):
        summon(res, pick)
        send_from_hand(res, [c for c in three if c is not pick])
    else:
        send_from_hand(res, three)


define(21888494, Effect(A, _chosen_one, condition=_chosen_ready, asks=True,
                        text_en="the opponent picks 1 of a monster and 2 other cards from your hand: a monster is "
                        "special summoned; the rest go to the graveyard",

                        text_ja="手札のモンスター１枚とそれ以外２枚から相手がランダムに選び、モンスターなら特殊召喚、残りは墓地へ送る"))


# 宝玉の恵み / Crystal Blessing: place up to 2 targeted 「宝玉獣」 monsters from your graveyard face-up in your
# spell & trap zone as continuous spells. It is not activated with no zone left there besides the one it takes
# itself: the effect could place nothing (docs/uncertain-rulings.md).
def _blessing_room(ctx: Ctx) -> bool:
    return ctx.duel.free_slots(ctx.player, Zone.SPELLS) > (1 if ctx.card.zone is Zone.HAND else 0)


def _blessing(res: Resolution) -> None:
    for c in res.targets():
        res.duel.place_as_spell(c, res.player, res.cause)


define(35486099, Effect(A, _blessing, needs=_blessing_room,
                        target=TargetSpec(zone=Zone.GRAVE, side="own", count=2, min=1, where=lambda ctx, c: crystal(c),
                                          text_en="a Crystal Beast in your graveyard",
                                          text_ja="自分の墓地の「宝玉獣」モンスター"),
                        text_en="place the targets in your spell & trap zone as continuous spells",
                        text_ja="対象を永続魔法カード扱いとして魔法＆罠カードゾーンに置く"))


# 宝玉の氾濫 / Crystal Abundance: send 4 face-up 「宝玉獣」 cards from your spell & trap zones to the graveyard
# (the cost): every card on the field is sent to the graveyard; then you special summon 「宝玉獣」 monsters
# from your graveyard, as many as you can, up to the number of cards this sent there from the opponent's
# field (R004-052.13).
def _abundance(res: Resolution) -> None:
    d = res.duel
    p = res.player
    theirs = d.field_cards(res.opponent)
    d.send_to_grave([c.idx for c in d.field_cards(p) + theirs], res.cause)
    left = sum(1 for c in theirs if c.zone is Zone.GRAVE)
    if left and d.free_slots(p, Zone.MONSTERS) and summonable_now(res, grave_of(d, p, crystal), p):
        d.next_thing()  # "then" (その後): the summons are a step of their own; none to make, the sending was the last
    while left > 0 and d.free_slots(p, Zone.MONSTERS) > 0:
        beasts = summonable_now(res, grave_of(d, p, crystal), p)
        if not beasts:
            return
        c = res.ask_cards(beasts, purpose=SPECIAL_SUMMON.monster)
        summon(res, c, p, asker=p, ask=ask_face_up)
        left -= 1


define(72881007, Effect(A, _abundance, asks=True,
                        cost=Cost(field_send=4,
                                  field_filter=lambda ctx, c: c.zone is Zone.SPELLS and c.face_up and crystal(c)),
                        text_en="send every card on the field to the graveyard; then special summon Crystal Beasts "
                                "from your graveyard, up to the number sent from the opponent's field",
                        text_ja="場のカードを全て墓地へ送る。続けて、相手の場から送った枚数を上限に"
                                "墓地の「宝玉獣」を特殊召喚する"))

OPP_FACE_UP = TargetSpec(side="opp", face="up", text_en="a face-up monster the opponent controls",
                         text_ja="相手の表側表示モンスター")


# カウンタークリーナー / Counter Cleaner: pay 500 LP: remove every counter on the field.
def _all_counters(ctx: Ctx) -> list[Card]:
    return [c for c in all_field_cards(ctx.duel) if c.counters]


def _cleaner(res: Resolution) -> None:
    d = res.duel
    for c in [c for c in all_field_cards(d) if c.counters]:
        for kind, n in list(c.counters.items()):
            d.remove_counter(c, kind, n, res.cause)


define(38834303, Effect(A, _cleaner, cost=Cost(lp=500), needs=lambda ctx: bool(_all_counters(ctx)),
                        text_en="remove every counter on the field", text_ja="フィールドのカウンターを全て取り除く"))


def _put_a(n: int = 1) -> Operation:
    def op(res: Resolution) -> None:
        for c in res.targets():
            res.duel.add_counter(c, A_COUNTER, n, res.cause)
    return op


# 侵食細胞「Ａ」 / Corruption Cell "A": put 1 A-counter on a targeted face-up monster the opponent controls.
define(2561846, Effect(A, _put_a(), target=OPP_FACE_UP, text_en="put 1 A-counter on the target",
                       text_ja="対象にＡカウンターを１つ置く"))


# 邪悪な儀式 / Curse of Fiend: activated only in your standby phase; every monster's battle position
# is switched (attack <-> defense; a face-down monster turns face-up attack, and its flip effect
# activates, R003-026); their positions cannot be changed for the rest of the turn.
def _curse_of_fiend(res: Resolution) -> None:
    d = res.duel
    d.switch_positions(all_monsters(res), res.cause)
    for c in all_monsters(res):
        d.restrict(c, "change_position", res.cause)


define(12470447, Effect(A, _curse_of_fiend, phases=("standby",),
                        needs=lambda ctx: bool(ctx.duel.monsters_of(0) or ctx.duel.monsters_of(1)),
                        text_en="switch the battle positions of all monsters",
                        text_ja="場の全モンスターの表示形式を入れ替える"))


# カオス・エンド / Chaos End: only while 7 or more of your cards are banished: destroy every monster on the field.
def _all_monsters(ctx: Ctx | Resolution) -> list[Card]:
    return [c for p in (0, 1) for c in ctx.duel.monsters_of(p)]


def _chaos_end(res: Resolution) -> None:
    res.duel.destroy(_all_monsters(res), res.cause)


define(61044390, Effect(A, _chaos_end, does=Does.MONSTERS,
                        condition=lambda ctx: len(ctx.duel.players[ctx.player].banished) >= 7,
                        needs=lambda ctx: bool(_all_monsters(ctx)),
                        text_en="with 7 or more of your cards banished: destroy all monsters",
                        text_ja="自分のカードが７枚以上除外されている時、フィールドのモンスターを全て破壊する"))


# 宝玉の契約 / Crystal Promise: target a 「宝玉獣」 card in your spell & trap zones; special summon it.
def _crystal_promise(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        if d.free_slots(res.player, Zone.MONSTERS):
            summon(res, t, ask=ask_face_up)


define(8275702, Effect(A, _crystal_promise, needs=room, asks=True,
                       target=revivable(lambda ctx, c: crystal(c), "a Crystal Beast card in your spell & trap zones",
                                        "自分の魔法＆罠カードゾーンの「宝玉獣」カード", zone=Zone.SPELLS),
                       text_en="special summon the target", text_ja="対象を特殊召喚する"))


# 宝玉の導き / Crystal Beacon: only while at least 2 「宝玉獣」 cards sit in your spell & trap zones (as it is
# activated and as it resolves): special summon a 「宝玉獣」 monster from your deck.
def _two_crystals(ctx: Ctx | Resolution) -> bool:
    return len(crystals_in_spells(ctx.duel, ctx.player)) >= 2


def _crystal_beacon(res: Resolution) -> None:
    if _two_crystals(res):
        summon_one_of(res, deck_of(res.duel, res.player, crystal), deck=True)


define(95326659, Effect(A, _crystal_beacon, condition=_two_crystals, asks=True,
                        needs=lambda ctx: room(ctx) and bool(summonable(ctx, deck_of(ctx.duel, ctx.player, crystal))),
                        text_en="special summon a Crystal Beast monster from your deck",
                        text_ja="「宝玉獣」モンスターをデッキから１体特殊召喚する"))


# ディスカバード・アタック / Checkmate: tribute a 「デーモン」 monster you control as its cost; a targeted face-up
# 「ジェノサイドキングデーモン」 you control may attack the opponent directly this turn (so the tribute leaves one).
def _checkmate_tribute(ctx: Ctx, c: Card) -> bool:
    """A 「デーモン」 monster, but never the last face-up 「ジェノサイドキングデーモン」 you control: the cost is paid
    before the target is chosen, and the card needs one left to target."""
    return is_archfiend(c) and any(m is not c and m.face_up and is_named(m, TERRORKING)
                                   for m in ctx.duel.monsters_of(ctx.player))


define(69313735, Effect(A, targets_attack_directly, cost=Cost(tribute=1, tribute_filter=_checkmate_tribute),
                        target=TargetSpec(side="own", face="up", where=lambda ctx, c: is_named(c, TERRORKING),
                                          text_en="a face-up 「ジェノサイドキングデーモン」 you control",
                                          text_ja="自分の表側表示の「ジェノサイドキングデーモン」"),
                        text_en="the target may attack directly this turn", text_ja="このターン対象は直接攻撃できる"))


# エクゾディアとの契約 / Contract with Exodia: only while 「封印されしエクゾディア」 and the four 「封印されし者」
# limbs are all in your graveyard: special summon an 「エクゾディア・ネクロス」 from your hand.
EXODIA_PIECES = (33396948, 70903634, 7902349, 8124921, 44519536)
EXODIA_NECROSS = 12600382


def _necrosses(ctx: Ctx | Resolution) -> list[Card]:
    return cards_in_hand(ctx.duel, ctx.player, lambda c: is_named(c, EXODIA_NECROSS))


def _contract(res: Resolution) -> None:
    summon_picked(res, _necrosses(res))


define(33244944, Effect(A, _contract, asks=True,
                        condition=lambda ctx: all(any(is_named(c, p) for c in grave_of(ctx.duel, ctx.player))
                                                  for p in EXODIA_PIECES),
                        needs=lambda ctx: room(ctx) and bool(summonable(ctx, _necrosses(ctx))),
                        text_en="special summon 「エクゾディア・ネクロス」 from your hand",
                        text_ja="手札から「エクゾディア・ネクロス」を特殊召喚する"))


# コストダウン / Cost Down: discard a card as its cost; this turn the Levels of the monsters in your hand as it
# resolves are 2 lower, and stay so once they are summoned or set from it (read from the card's English text); having
# left the field or the hand and come back, a new card, one has its own Level again.
def _cost_down(res: Resolution) -> None:
    hand = cards_in_hand(res.duel, res.player, lambda c: c.data.is_monster)
    res.duel.linger(res.card, res.player,
                    Effect(Kind.CONTINUOUS, level=lambda ctx, c: -2, affects=from_the_hand(res, hand), in_hand=True,
                           text_en="2 Levels lower this turn", text_ja="このターンレベルが２つ下がる"), res.cause)


define(23265313, Effect(A, _cost_down, cost=Cost(discard=1), does=Does.OTHER,
                        text_en="discard 1: this turn the monsters in your hand are 2 Levels lower",
                        text_ja="手札１枚を捨てる。このターン、自分の手札のモンスターはレベルが２下がる"))


# コクーン・パーティ / Cocoon Party: special summon from your deck a 「Ｃ」 monster for each 「Ｎ」 monster name in your
# graveyard (as many as your zones hold).
def _neo_names(ctx: Ctx | Resolution) -> int:
    return count_names(grave_of(ctx.duel, ctx.player, is_neo_spacian))


def _chrysalises(ctx: Ctx | Resolution) -> list[Card]:
    return deck_of(ctx.duel, ctx.player, lambda c: c.data.is_monster and name_includes(c, "Ｃ・"))


def _cocoon_party(res: Resolution) -> None:
    d = res.duel
    n = min(_neo_names(res), d.free_slots(res.player, Zone.MONSTERS))
    with deck_searched(d, res.player, n > 0 and summon_room(res)), d.moving_together(res.cause):
        for c in choose_cards(res, summonable_now(res, _chrysalises(res)), n, purpose=SPECIAL_SUMMON.monster):
            summon(res, c)


define(80368942, Effect(A, _cocoon_party, asks=True,
                        needs=lambda ctx: room(ctx) and _neo_names(ctx) > 0
                        and bool(summonable(ctx, _chrysalises(ctx))),
                        text_en="special summon a Chrysalis from your deck for each Neo-Spacian name in your graveyard",
                        text_ja="墓地の「Ｎ」モンスターの種類の数だけ、デッキから「Ｃ」モンスターを特殊召喚する"))


# コンタクト / Contact: every face-up 「Ｃ」 monster you control goes to the graveyard (a face-down one shows no
# name); special summon from your hand or deck a monster those cards name (their 「Ｎ」 monsters).
def _own_chrysalises(ctx: Ctx | Resolution) -> list[Card]:
    return [c for c in ctx.duel.monsters_of(ctx.player) if c.face_up and is_named(c, *CHRYSALIS)]


def _contact(res: Resolution) -> None:
    d, me = res.duel, res.player
    sent = _own_chrysalises(res)
    named = {CHRYSALIS[c.data.passcode] for c in sent}
    d.send_to_grave([c.idx for c in sent], res.cause)
    summon_one_of(res, [c for c in cards_in_hand(d, me) + deck_of(d, me) if is_named(c, *named)], deck=True)


define(16616620, Effect(A, _contact, asks=True, condition=lambda ctx: bool(_own_chrysalises(ctx)),
                        text_en="send every Chrysalis you control to the graveyard; special summon a monster they name "
                                "from your hand or deck",
                        text_ja="自分の「Ｃ」モンスターを全て墓地へ送る。そのカードに名前のあるモンスターを手札・デッキから１体特殊召喚する"))


# 大寒波 / Cold Wave: activated only at the start of main phase 1 (nothing done in it yet); until its player's next
# draw phase begins, neither player can activate spell or trap cards or their effects, nor set spell or trap cards.
# The continuous effects of face-up spells and traps keep applying (docs/uncertain-rulings.md).
def _main1_start(ctx: Ctx) -> bool:
    d = ctx.duel
    done = turn_log(d)
    return d.phase == "main1" and bool(done) and done[0].kind == "phase" and done[0].args[0] == "main1"


def _cold_wave(res: Resolution) -> None:
    d = res.duel
    turns = d.next_turn_of(res.player) - d.turn + 1
    for p in (res.player, res.opponent):
        for what in ("activate_spell_effects", "activate_trap_effects", "set_spell_trap"):
            d.forbid_player(p, what, res.cause, turns=turns, phase="draw")


define(60682203, Effect(A, _cold_wave, condition=_main1_start,
                        text_en="start of main phase 1: until your next draw phase, neither player activates or sets "
                                "spell or trap cards, nor activates their effects",
                        text_ja="メインフェイズ１の開始時のみ発動可能。自分の次のドローフェイズまで、"
                                "お互いに魔法・罠カードの効果の発動、及び魔法・罠カードの発動・セットはできない"))


# 命削りの宝札 / Card of Demise (once a turn by name; no special summon in the turn you activate it, `turn_ban`): draw
# until you hold 3 cards; from its resolution to the end of the turn the opponent takes no damage (battle or
# effect); at the start of this turn's end phase your whole hand is sent to the graveyard (no chain link). Its effect
# is the draw: with 3 other cards already in hand it cannot be activated (docs/uncertain-rulings.md).
def _demise_draws(ctx: Ctx) -> bool:
    return len(other_hand(ctx, ctx.player)) < 3 and may_draw("self")(ctx)


def _demise(res: Resolution) -> None:
    d, p, turn = res.duel, res.player, res.duel.turn
    n = 3 - len(d.players[p].hand)
    if n > 0:
        d.draw(p, n, res.cause)
    opp = res.opponent
    d.linger(res.card, p, Effect(Kind.REPLACEMENT, when=lambda ctx, ev: ev.kind == "damage" and ev.player == opp,
                                 instead=lambda ctx, ev: None, text_en="the opponent takes no damage this turn",
                                 text_ja="このターン相手が受けるダメージは０になる"), res.cause)

    def discard_hand(r: Resolution) -> None:
        hand = list(r.duel.players[r.player].hand)
        if hand:
            r.duel.send_to_grave(hand, r.cause)

    d.linger(res.card, p, Effect(Kind.AT_ONCE, discard_hand, trigger="phase",
                                 when=lambda ctx, ev: ev.detail == "end" and ctx.duel.turn == turn,
                                 text_en="this end phase: send your whole hand to the graveyard",
                                 text_ja="このターンのエンドフェイズに自分の手札を全て墓地へ送る"), res.cause)


define(59750328, Effect(A, _demise, name_once=True, turn_ban=("special_summon",), does=Does.DRAW, needs=_demise_draws,
                        draws_to=3,
                        text_en="draw until you hold 3 cards; the opponent takes no damage this turn; in the end "
                                "phase send your hand to the graveyard",
                        text_ja="手札が３枚になるようにドローする。ターン終了時まで相手が受けるダメージは０。"
                                "エンドフェイズに手札を全て墓地へ送る"))
