"""The normal spell cards whose English name begins with T."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.common import (
    ANY_MONSTER,
    DARK_MAGICIAN,
    FACE_UP_MONSTER,
    can_special_summon,
    ctx_of,
    destroy_targets,
    room,
    to_hand_targets,
)
from arbiter.ocg.cards.shared.card_kinds import dark_monster
from arbiter.ocg.cards.shared.discard import discard, discard_chosen
from arbiter.ocg.cards.shared.draw import draw_op, may_draw, simple_draw
from arbiter.ocg.cards.shared.passcodes import GARDIUS, HARPIE_LADY_SISTERS, LORD_OF_D, MASK_OF_REMNANTS
from arbiter.ocg.cards.shared.recruiters import deck_monsters
from arbiter.ocg.cards.shared.resolving import ask_up_to
from arbiter.ocg.cards.shared.revival import grave_target
from arbiter.ocg.cards.shared.search import deck_searched, search_spell, summon_room
from arbiter.ocg.cards.shared.special_summons import (
    can_special_summon_from_hand,
    summon,
    summon_all,
    summon_picked,
    summonable,
    summonable_now,
    summoned_refusal,
)
from arbiter.ocg.cards.shared.stats import original_atk, original_def
from arbiter.ocg.cards.shared.to_hand_and_deck import choose_n_to_deck, has_in_grave
from arbiter.ocg.cards.shared.zones import (
    all_field_cards,
    cards_in_hand,
    face_up_named,
    look_at_hand,
    monsters_in,
    other_hand,
    tokens_on_field,
)
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import BANISH, LOOK_AT, RETURN_TO_DECK, SPECIAL_SUMMON
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import count_names, is_named, name_includes, same_name
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel
from arbiter.ocg.summon_conditions import normal_summonable

A = Kind.ACTIVATE


# 強引な番兵 / The Forceful Sentry: look at the opponent's hand and shuffle 1 card of it into the deck.
def _sentry(res: Resolution) -> None:
    hand = look_at_hand(res, res.opponent)
    if hand:
        res.duel.to_deck([res.ask_cards(hand, purpose=RETURN_TO_DECK)], res.cause)


define(42829885, Effect(A, _sentry, needs=lambda ctx: bool(ctx.duel.players[ctx.opponent].hand), asks=True,
                        text_en="look at the opponent's hand and return 1 card of it to the deck",
                        text_ja="相手の手札を確認し１枚をデッキに戻す"))


# トークン収穫祭 / Token Thanksgiving: destroy every token; gain 800 for each.
def _thanksgiving(res: Resolution) -> None:
    n = len(res.duel.destroy(tokens_on_field(res), res.cause))
    if n:
        res.duel.gain_lp(res.player, 800 * n, res.cause)


define(57182235, Effect(A, _thanksgiving, does=Does.MONSTERS, needs=lambda ctx: bool(tokens_on_field(ctx)),
                        text_en="destroy all tokens; gain 800 LP for each",
                        text_ja="トークンを全て破壊し、１体につき８００回復する"))


def _field_spell(c: Card) -> bool:
    return c.data.is_spell and "field" in c.data.subtypes


search_spell(73628505, _field_spell, "add a field spell", "フィールド魔法を手札に加える")  # テラ・フォーミング
# 「トゥーン」と名のついたカード: the name holds 「トゥーン」 anywhere (「ブルーアイズ・トゥーン・ドラゴン」 too).
search_spell(89997728, lambda c: name_includes(c, "トゥーン"),
             "add a Toon card", "「トゥーン」と名のついたカードを手札に加える")  # トゥーンのもくじ


def _mask_of_remnants(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid and c.on_field:
        res.duel.to_deck([c], res.cause)


def _equipped_by_gardius(ctx: Ctx, ev: Event) -> bool:
    return ev.card == ctx.card.idx and ev.cause.card >= 0 and is_named(ctx.duel.cards[ev.cause.card], GARDIUS)


def _mask_control(res: Resolution) -> None:
    d = res.duel
    me = res.card
    if me.on_field and me.equipped_to >= 0:
        d.take_control(d.cards[me.equipped_to], res.player, res.cause, while_card=me)


define(MASK_OF_REMNANTS,
       Effect(A, _mask_of_remnants, text_en="shuffle this card into its owner's deck",
              text_ja="このカードを持ち主のデッキに戻す"),
       Effect(Kind.AT_ONCE, _mask_control, trigger="equipped", when=_equipped_by_gardius,
              text_en="equipped by Des Gardius's effect: you control the equipped monster",
              text_ja="「仮面魔獣デス・ガーディウス」の効果による装備である間、装備モンスターは自分のコントロールになる"))


# テールスイング / Tail Swipe: target 1 face-up level 5 or higher dinosaur you control (選択して発動する); as it
# resolves, if that dinosaur still fits, choose up to 2 monsters the opponent controls that are face-down or of a lower
# level than it (選択し: not targeted) and return them to their owners' hands. It targets only such a dinosaur with
# something to sweep: one with nothing below it would leave the activation nothing to act on (R004-007, as 「モーム」's
# tribute is read), so with none it is not activated.
def _big_dino(ctx: Ctx, c: Card) -> bool:
    return (c.ctl == ctx.player and c.face_up and ctx.duel.race(c) == "Dinosaur" and ctx.duel.level(c) >= 5)


def _swept(ctx: Ctx | Resolution, dino: Card) -> list[Card]:
    d = ctx.duel
    return [c for c in d.monsters_of(1 - ctx.player) if c.face_down or d.level(c) < d.level(dino)]


def _sweeping_dino(ctx: Ctx, c: Card) -> bool:
    return _big_dino(ctx, c) and bool(_swept(ctx, c))


def _tail_swipe(res: Resolution) -> None:
    for dino in res.targets():
        res.duel.to_hand(ask_up_to(res, _swept(res, dino), 2, at_least=1), res.cause)


define(83682725, Effect(A, _tail_swipe, asks=True,
                        does=Does.TO_HAND | Does.MONSTERS | Does.OPPONENTS,
                        target=TargetSpec(where=_sweeping_dino,
                                          text_en="your face-up Level 5 or higher Dinosaur with a monster to return",
                                          text_ja="戻せるモンスターがいる自分の表側表示のレベル５以上の恐竜族モンスター"),
                        text_en="return up to 2 opponent's monsters face-down or of a lower Level than it to the hand",
                        text_ja="相手の裏側表示かそのレベル未満のモンスター２体までを持ち主の手札に戻す"))


# 四次元の墓 / The Graveyard in the Fourth Dimension: shuffle 2 monsters with "LV" from your graveyard into
# your deck (chosen as it resolves).
def _lv(c: Card) -> bool:
    return c.data.is_monster and name_includes(c, "ＬＶ")


define(88089103, Effect(A, choose_n_to_deck(_lv, 2, 2), asks=True, needs=has_in_grave(_lv, 2),
                        text_en="shuffle 2 LV monsters from your graveyard into your deck",
                        text_ja="墓地にある自分の「ＬＶ」を持つモンスターを２体デッキに戻し、シャッフルする"))


# 冥界流傀儡術 / The Puppet Magic of Dark Ruler: target a Fiend in your graveyard; banish face-up monsters
# you control whose levels (as they are now) add up to exactly its level, then special summon it.
def _level_sets(d: Duel, cards: list[Card], total: int) -> list[tuple[Card, ...]]:
    out: list[tuple[Card, ...]] = []

    def walk(i: int, acc: tuple[Card, ...], s: int) -> None:
        if s == total and acc:
            out.append(acc)
            return
        if i == len(cards) or s > total:
            return
        walk(i + 1, (*acc, cards[i]), s + d.level(cards[i]))
        walk(i + 1, acc, s)

    walk(0, (), 0)
    return out


def _own_face_up(ctx: Ctx) -> list[Card]:
    return [c for c in ctx.duel.monsters_of(ctx.player) if c.face_up and ctx.duel.level(c) > 0]


def _puppet_fits(ctx: Ctx, c: Card) -> bool:
    return c.data.race == "Fiend" and bool(_level_sets(ctx.duel, _own_face_up(ctx), c.data.level or 0))


def _puppet_magic(res: Resolution) -> None:
    d = res.duel
    ctx = ctx_of(res)
    with d.moving_together(res.cause):
        for t in res.targets():
            lv = t.data.level or 0
            chosen: list[Card] = []
            while sum(d.level(c) for c in chosen) < lv:
                sets = [s for s in _level_sets(d, _own_face_up(ctx), lv) if all(c in s for c in chosen)]
                opts = [c for s in sets for c in s if c not in chosen]
                if not opts:
                    return
                chosen.append(res.ask_cards(list(dict.fromkeys(opts)), "banish", purpose=BANISH.monster))
            d.banish(chosen, res.cause)
            summon(res, t)


define(40703393, Effect(A, _puppet_magic, asks=True,
                        target=grave_target(_puppet_fits, "a Fiend in your graveyard",
                                            "自分の墓地の悪魔族モンスター"),
                        text_en="banish your face-up monsters whose Levels total its Level; special summon the "
                                "target",
                        text_ja="レベルの合計が同じになるようにモンスターを除外し、対象を特殊召喚する"))


# トレード・イン / Trade-In: discard 1 Level 8 monster (the cost); draw 2 cards.
define(38120068, Effect(A, draw_op(2), targets_player="own", needs=may_draw("self"), draws=2,
                        cost=Cost(discard=1, hand_filter=lambda ctx, c: c.data.is_monster and ctx.duel.level(c) == 8),
                        text_en="discard 1 Level 8 monster: draw 2 cards",
                        text_ja="手札のレベル８モンスター１体を捨て、カードを２枚ドローする"))


# サンダー・クラッシュ / Thunder Crash: destroy every monster you control; 300 damage to the opponent for each one
# destroyed.
def _thunder_crash(res: Resolution) -> None:
    d = res.duel
    gone = d.destroy(d.monsters_of(res.player), res.cause)
    d.damage(res.opponent, 300 * len(gone), res.cause)


define(69196160, Effect(A, _thunder_crash, does=Does.MONSTERS, needs=lambda ctx: bool(ctx.duel.monsters_of(ctx.player)),
                        text_en="destroy all your monsters; 300 damage to the opponent for each",
                        text_ja="自分のモンスターを全て破壊し、その数×３００ダメージを相手に与える"))

# 千本ナイフ / Thousand Knives: while you control a face-up 「ブラック・マジシャン」, destroy a targeted
# monster the opponent controls (face-up or face-down).
define(63391643, Effect(A, destroy_targets, condition=lambda ctx: face_up_named(ctx, (DARK_MAGICIAN,), "own"),
                        target=TargetSpec(side="opp", text_en="an opponent's monster", text_ja="相手のモンスター"),
                        text_en="destroy the target", text_ja="対象を破壊する"))


# 盗賊の極意 / The Secret of the Bandit: main phase 1 only; a targeted face-up monster makes the opponent
# discard a random card each time it deals them battle damage this turn (a trigger the resolution leaves
# in place for the turn, whatever becomes of this card).
def _bandit(res: Resolution) -> None:
    d = res.duel
    turn = d.turn
    for t in res.targets():
        idx, oid = t.idx, t.oid

        def by_it(ctx: Ctx, ev: Event, idx: int = idx, oid: int = oid) -> bool:
            c = ctx.duel.cards[idx]
            return (ctx.duel.turn == turn and ev.cause.reason is Reason.BATTLE and ev.cause.card == idx
                    and c.oid == oid and ev.player != c.ctl)

        def discard(r: Resolution) -> None:
            dd = r.duel
            for ev in r.link.events:
                hand = dd.players[ev.player].hand
                if hand:
                    dd.discard([hand[dd.rng.below(len(hand))]], r.cause)

        # on the opponent's own monster, its damage to this card's player makes them discard: their own hand
        d.linger(res.card, res.player, Effect(Kind.TRIGGER, discard, does=Does.OWN_HAND, trigger="damage", when=by_it,
                                              self_trigger=False, text_en="discard a random card",
                                              text_ja="手札をランダムに１枚捨てる"), res.cause)


define(99351431, Effect(A, _bandit, does=Does.OPP_HAND, condition=lambda ctx: ctx.duel.phase == "main1",
                        target=FACE_UP_MONSTER,
                        text_en="this turn, the target's battle damage makes the opponent discard at random",
                        text_ja="このターン、対象が戦闘ダメージを与える度に相手はランダムに手札を捨てる"))


# 生け贄人形 / Tribute Doll: tribute a monster (a cost); special summon a level 7 monster that can be
# normal summoned from your hand; it cannot attack this turn.
def _level7_in_hand(ctx: Ctx) -> list[Card]:
    # not one that cannot be special summoned (「八俣大蛇」), nor any under a lock
    return summonable(ctx, [c for c in monsters_in(ctx, ctx.player, Zone.HAND)
                            if ctx.duel.level(c) == 7 and can_special_summon_from_hand(c)
                            and normal_summonable(c.data)])


def _doll(res: Resolution) -> None:
    ctx = ctx_of(res)
    c = summon_picked(res, _level7_in_hand(ctx))
    if c is not None:
        res.duel.restrict(c, "attack", res.cause)


define(2903036, Effect(A, _doll, cost=Cost(tribute=1), needs=lambda ctx: bool(_level7_in_hand(ctx)), asks=True,
                       text_en="special summon a Level 7 monster from your hand",
                       text_ja="手札からレベル７のモンスター１体を特殊召喚する"))


# ドラゴンを呼ぶ笛 / The Flute of Summoning Dragon: only while Lord of D. (17985575) is
# face-up on the field (it is not targeted), as it is activated and again as it resolves; special summon up to
# two dragons from your hand.
def _dragons_in_hand(ctx: Ctx) -> list[Card]:
    # not one only another card's effect may summon (「ホルスの黒炎竜 ＬＶ８」), nor any under a lock
    return summonable(ctx, [c for c in monsters_in(ctx, ctx.player, Zone.HAND) if c.data.race == "Dragon"
                            and can_special_summon_from_hand(c)])


def _flute(res: Resolution) -> None:
    d = res.duel
    ctx = ctx_of(res)
    if not face_up_named(ctx, (LORD_OF_D,)):
        return
    for n in range(2):
        cands = _dragons_in_hand(ctx)
        if not cands or d.free_slots(res.player, Zone.MONSTERS) == 0:
            return
        opts = [d.card_option("select", c.idx) for c in cands]
        if n:
            opts.append(Option("stop", "stop", label_en="no more", label_ja="終了"))
        o = res.ask(opts, "select", prompt_en="choose a Dragon to special summon",
                    prompt_ja="特殊召喚するドラゴンを選ぶ", why=lambda x: summoned_refusal(res, x))
        if o.kind == "stop":
            return
        summon(res, d.cards[o.card])


define(43973174, Effect(A, _flute, condition=lambda ctx: face_up_named(ctx, (LORD_OF_D,)),
                        needs=lambda ctx: bool(_dragons_in_hand(ctx)) and room(ctx), asks=True,
                        text_en="special summon up to two Dragons from your hand",
                        text_ja="ドラゴン族を手札から２体まで特殊召喚する"))

# 戦士の生還 / The Warrior Returning Alive: add a targeted warrior from your graveyard to your hand; a fusion warrior
# goes back to the fusion deck instead (R004-120).
define(95281259, Effect(A, to_hand_targets,
                        target=TargetSpec(zone=Zone.GRAVE, side="own",
                                          where=lambda ctx, c: c.data.kind == "monster" and c.data.race == "Warrior",
                                          text_en="a Warrior in your graveyard",
                                          text_ja="自分の墓地の戦士族モンスター"),
                        text_en="add the target to your hand", text_ja="対象を手札に加える"))


# 陽気な葬儀屋 / The Cheerful Coffin: discard up to 3 monster cards from your hand.
def _coffin(res: Resolution) -> None:
    mons = [c for c in cards_in_hand(res.duel, res.player) if c.data.is_monster]
    discard_chosen(res, res.player, 3, cands=mons, upto=True)


define(41142615, Effect(A, _coffin, does=Does.OWN_HAND, asks=True,
                        needs=lambda ctx: any(c.data.is_monster for c in cards_in_hand(ctx.duel, ctx.player)),
                        text_en="discard up to 3 monster cards from your hand",
                        text_ja="手札のモンスターカードを３枚まで捨てる"))


# 弱肉一色 / The Law of the Normal: while you control 5 face-up level 2 or lower normal monsters, both
# players discard their hands, and every card on the field is destroyed but the normal monsters of
# level 2 or less.
def _low_normal(d: Duel, c: Card) -> bool:
    return c.zone is Zone.MONSTERS and c.face_up and d.is_normal_monster(c) and d.level(c) <= 2


def _law_destroyed(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [c for c in all_field_cards(d, but=ctx.card) if not _low_normal(d, c)]


def _law(res: Resolution) -> None:
    d = res.duel
    discard(res, [c for p in (d.tp, 1 - d.tp) for c in cards_in_hand(d, p)])
    d.destroy(_law_destroyed(res), res.cause)


def _law_needs(ctx: Ctx) -> bool:
    """A card of either hand to discard (this one, activated from the hand, aside) or one on the field to destroy."""
    return any(other_hand(ctx, p) for p in (0, 1)) or bool(_law_destroyed(ctx))


def _five_low_normals(ctx: Ctx) -> bool:
    return sum(_low_normal(ctx.duel, c) for c in ctx.duel.monsters_of(ctx.player)) >= 5


define(66926224, Effect(A, _law, does=Does.OWN_HAND | Does.MONSTERS | Does.SPELLS_TRAPS | Does.OPP_HAND,
                        condition=_five_low_normals, needs=_law_needs,
                        text_en="both players discard their hands; destroy every card but Level 2 or lower "
                        "normal monsters",
                        text_ja="お互いに手札を全部捨てる。場のカードは、レベル２以下の通常モンスターを除いて全て破壊する"))


# 浅すぎた墓穴 / The Shallow Grave: each player (the activating player first) chooses 1 monster in
# their own graveyard and special summons it face-down in defense position (R003-007). The choices are
# made while it resolves, each by the player concerned.
def _grave_monsters(d: Duel, p: int) -> list[Card]:
    return [d.cards[i] for i in d.players[p].grave if d.cards[i].data.is_monster
            and "ritual" not in d.cards[i].data.subtypes and not d.cards[i].data.is_fusion]


def _shallow_grave_needs(ctx: Ctx) -> bool:
    d = ctx.duel
    # each player summons their own: each one's own locks on special summons count
    return any(d.free_slots(p, Zone.MONSTERS) > 0
               and bool(summonable(Ctx(d, p, ctx.card, ctx.effect, ctx.events, ctx.link), _grave_monsters(d, p)))
               for p in (0, 1))


def _shallow_grave(res: Resolution) -> None:
    d = res.duel
    picks: list[tuple[Card, int]] = []
    for p in (res.player, res.opponent):
        cands = summonable_now(res, _grave_monsters(d, p), player=p)
        if cands:
            picks.append((res.ask_cards(cands, player=p, purpose=SPECIAL_SUMMON.monster), p))
    with d.moving_together(res.cause):
        for c, p in picks:
            d.special_summon(c, p, Pos.SET, res.cause)


define(43434803, Effect(A, _shallow_grave, needs=_shallow_grave_needs, asks=True,
                        text_en="each player sets 1 monster from their graveyard face-down",
                        text_ja="お互いに自分の墓地のモンスター１体を裏側守備表示でセットする"))

# 死者への手向け / Tribute to the Doomed: discard 1 as cost, destroy 1 targeted monster.
define(79759861, Effect(A, destroy_targets, target=ANY_MONSTER, cost=Cost(discard=1),
                        text_en="destroy the target", text_ja="対象を破壊する"))


# 火炎地獄 / Tremendous Fire: the opponent takes 1000 damage and you take 500.
def _tremendous_fire(res: Resolution) -> None:
    res.duel.damage(1 - res.player, 1000, res.cause)
    res.duel.damage(res.player, 500, res.cause)


define(46918794, Effect(A, _tremendous_fire, text_en="1000 damage to the opponent and 500 damage to you",
                        text_ja="相手に１０００ダメージを与え、自分は５００ダメージを受ける"))


# サウザンドエナジー / Thousand Energy: the original ATK and DEF of every face-up Level 2 normal monster you control
# (not a token) gain 1000, with no time limit (one not on your field in the end phase keeps it); in this turn's end
# phase every Level 2 normal monster you control is destroyed (face-down ones, ones that came later, and tokens,
# which the text leaves out of the raise only: docs/uncertain-rulings.md). The Level is the one it has then
# (「伝説の都 アトランティス」 makes a Level 3 WATER one Level 2).
def _energy(level: int, gain: int, en: str, ja: str) -> Effect:
    def doomed(d: Duel, c: Card) -> bool:
        return (d.is_normal_monster(c) or c.data.is_token) and d.level(c) == level

    def fits(d: Duel, c: Card) -> bool:
        return doomed(d, c) and not c.data.is_token

    def op(res: Resolution) -> None:
        d = res.duel
        with d.moving_together(res.cause):
            for c in d.monsters_of(res.player):
                oa, od = original_atk(d, c), original_def(d, c)
                if c.face_up and fits(d, c) and oa is not None and od is not None:
                    d.set_stat(c, True, oa + gain, res.cause, until_end=False, original=True)
                    d.set_stat(c, False, od + gain, res.cause, until_end=False, original=True)
        turn = d.turn

        def at_end(ctx: Ctx, ev: Event) -> bool:
            return ev.detail == "end" and ctx.duel.turn == turn

        def burn_out(r: Resolution) -> None:
            r.duel.destroy([c for c in r.duel.monsters_of(r.player) if doomed(r.duel, c)], r.cause)

        d.linger(res.card, res.player, Effect(Kind.TRIGGER, burn_out, trigger="phase", self_trigger=False,
                                              when=at_end, text_en=f"the end phase: destroy your Level {level} "
                                                                   "normal monsters",
                                              text_ja=f"エンドフェイズに自分のレベル{level}通常モンスターを全て破壊する"),
                 res.cause)

    return Effect(A, op, does=Does.MONSTERS, needs=lambda ctx: any(c.face_up and fits(ctx.duel, c)
                                               for c in ctx.duel.monsters_of(ctx.player)),
                  text_en=en, text_ja=ja)


define(5703682, _energy(2, 1000, "your face-up Level 2 normal monsters' original ATK/DEF gain 1000; destroy them in "
                                 "the end phase",
                        "自分のレベル２通常モンスターの元々の攻撃力・守備力を１０００アップし、エンドフェイズに破壊する"))

# トライアングルパワー / Triangle Power: the same for Level 1 normal monsters, with 2000.
define(32298781, _energy(1, 2000, "your face-up Level 1 normal monsters' original ATK/DEF gain 2000; destroy them in "
                                  "the end phase",
                         "自分のレベル１通常モンスターの元々の攻撃力・守備力を２０００アップし、エンドフェイズに破壊する"))


# 未熟な密偵 / The Inexperienced Spy: its player picks a card of the opponent's hand and sees it.
def _spy(res: Resolution) -> None:
    hand = cards_in_hand(res.duel, 1 - res.player)
    if hand:
        res.duel.reveal([res.ask_cards(hand, purpose=LOOK_AT)], res.player)


define(81820689, Effect(A, _spy, needs=lambda ctx: bool(cards_in_hand(ctx.duel, ctx.opponent)), asks=True,
                        does=Does.OTHER,
                        text_en="look at a card of the opponent's hand", text_ja="相手の手札を１枚選んで見る"))


# 終わりの始まり / The Beginning of the End: only while you have 7 or more DARK monsters in your graveyard: banish 5
# of them as the cost; draw 3 cards.
simple_draw(73680966, 3, "self", "banish 5 DARK monsters from your graveyard: draw 3",
            "墓地の闇属性モンスター５体を除外し、３枚ドローする",
            condition=lambda ctx: sum(dark_monster(ctx, ctx.duel.cards[i])
                                      for i in ctx.duel.players[ctx.player].grave) >= 7,
            cost=Cost(banish_grave=5, banish_filter=dark_monster))


# おくびょうかぜ / Timidity: until the end of the opponent's next turn, set spell and trap cards on the field cannot be
# destroyed (by card effects: set cards are never destroyed by battle), a field spell set in the field zone too.
def _timidity(res: Resolution) -> None:
    d = res.duel
    last = d.next_turn_of(res.opponent)
    d.linger(res.card, res.player,
             Effect(Kind.CONTINUOUS, effect_proof=True,
                    affects=lambda ctx, c: ctx.duel.turn <= last and c.zone in (Zone.SPELLS, Zone.FIELD)
                    and c.pos is Pos.SET,
                    text_en="set spell and trap cards cannot be destroyed",
                    text_ja="セットされた魔法・罠カードは破壊されない"),
             res.cause, turns=last - d.turn + 1)


define(40350910, Effect(A, _timidity, does=Does.OTHER,
                        text_en="until the opponent's next end phase, set spells and traps cannot be destroyed",
                        text_ja="次の相手ターンのエンドフェイズまで、セットされた魔法・罠カードは破壊されない"))


# トライアングル・Ｘ・スパーク / Triangle Ecstasy Spark: every 「ハーピィ・レディ三姉妹」 on the field has 2700 ATK
# until the end of the turn; this turn the opponent cannot activate trap cards and the trap cards on their field
# are negated.
_OPPONENTS_TRAPS_NEGATED = Effect(Kind.CONTINUOUS, negates="trap",
                                  affects=lambda ctx, c: c.on_field and c.ctl != ctx.player,
                                  text_en="the trap cards on the opponent's field are negated this turn",
                                  text_ja="このターンの間、相手の場の罠カードは効果が無効になる")


def _spark(res: Resolution) -> None:
    d = res.duel
    for p in (0, 1):
        with d.moving_together(res.cause):
            for m in d.monsters_of(p):
                if m.face_up and is_named(m, HARPIE_LADY_SISTERS):
                    d.set_stat(m, True, 2700, res.cause)
    d.forbid_player(res.opponent, "activate_trap", res.cause)
    d.linger(res.card, res.player, _OPPONENTS_TRAPS_NEGATED, res.cause)


define(12181376, Effect(Kind.ACTIVATE, _spark,
                        text_en="Harpie Lady Sisters have 2700 ATK this turn; the opponent cannot activate trap cards "
                                "this turn and their trap cards on the field are negated",
                        text_ja="ターン終了時まで「ハーピィ・レディ三姉妹」の攻撃力を２７００にする。このターン、相手は"
                                "罠カードの発動ができず、相手の場の罠カードは効果が無効になる"))


# 同胞の絆 / Ties of the Brethren: pay 2000 LP and target a face-up monster of yours of Level 4 or less; special
# summon from the deck 2 monsters of its Type, Attribute and Level whose names differ from its name and from each
# other. After it resolves you cannot special summon for the rest of the turn, and the turn you activate it you
# cannot conduct your battle phase (`turn_ban`: not activated after one; from its activation on, negated or not, the
# battle phase is skipped).
def _brethren_of(ctx: Ctx | Resolution, t: Card) -> list[Card]:
    d = ctx.duel
    c_ctx = ctx if isinstance(ctx, Ctx) else ctx_of(ctx)
    return deck_monsters(d, c_ctx.player, lambda c: (
        not same_name(c, t) and c.data.race == d.race(t) and c.data.attribute == t.data.attribute
        and c.data.level == d.level(t) and can_special_summon(c_ctx, c)))


def _two_names(cards: list[Card]) -> bool:
    return count_names(cards) >= 2


def _brethren_target(ctx: Ctx, t: Card) -> bool:
    return (t.face_up and ctx.duel.level(t) <= 4 and ctx.duel.free_slots(ctx.player, Zone.MONSTERS) >= 2
            and _two_names(_brethren_of(ctx, t)))


def _brethren(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        # the target still face-up, with room for two, the deck is looked through for them, found or not: shuffled
        # after (R004-100)
        room = t.face_up and d.free_slots(res.player, Zone.MONSTERS) >= 2 and summon_room(res)
        with deck_searched(d, res.player, room):
            cands = summonable_now(res, _brethren_of(res, t))
            if room and _two_names(cands):
                first = res.ask_cards(cands, purpose=SPECIAL_SUMMON.monster.nth(1, 2))
                second = res.ask_cards([c for c in cands if not same_name(c, first)],
                                       purpose=SPECIAL_SUMMON.monster.nth(2, 2))
                summon_all(res, (first, second))
    d.forbid_player(res.player, "special_summon", res.cause)


define(40450317, Effect(A, _brethren, cost=Cost(lp=2000), asks=True, does=Does.SPECIAL_SUMMON,
                        turn_ban=("battle_phase",),
                        target=TargetSpec(side="own", face="up", where=_brethren_target,
                                          text_en="your face-up Level 4 or lower monster",
                                          text_ja="自分の表側表示のレベル４以下のモンスター"),
                        text_en="special summon 2 monsters of the target's Type, Attribute and Level with other names "
                                "from the deck; no more special summons this turn; no battle phase this turn",
                        text_ja="種族・属性・レベルが対象と同じで名前の違うモンスターを、デッキから２体特殊召喚する。"
                                "その後このターン、特殊召喚とバトルフェイズはできない"))
