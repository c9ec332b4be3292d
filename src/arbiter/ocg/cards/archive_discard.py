"""Seed 004: discarding and sending cards from the hand (R004-133 to R004-155).

Sections ●手札のカードを捨てる事によって発動する効果（コスト）, ●手札を捨てる効果（暗黒界）,
●「自らの手札を捨てる効果」を持つカード and ●「手札を墓地へ送る効果」を持つカード.

The page's taxonomy, as the engine sees it (every move carries its cause):
- a discard by an effect: the event "discarded" from the hand with `Reason.EFFECT`; the player whose
  effect it is is the controller of the source card (`effect_player`);
- a discard paid as a cost: "discarded" with `Reason.COST` (the engine's activation step);
- a card sent from the hand to the graveyard: the event "sent" (not a discard);
- the hand-size discard at the end phase: "discarded" with `Reason.RULE`.
The 暗黒界 (Dark World) monsters answer only the first (R004-137).

Costs made of the activating card itself (`Cost(self_to=...)`) and of chosen hand cards
(`Cost(discard=, hand_send=, hand_filter=)`) are paid on activation, like every declared cost.

Not defined here (what is missing is said where the card would be): 水面のアレサ (gemini rules), ゾンビタイガー
(archive_card_types, with the unions), 螺旋槍殺 (piercing battle damage), 融合 / パワー・ボンド /
ビークロイド・コネクション・ゾーン (fusion summons). Declared elsewhere since: 黒板消しの罠, 深淵の指名者,
ラストバトル！ and 墓場からの誘い (archive_spells_traps),
地獄詩人ヘルポエマー (archive_monsters). Declared
here in part: 火之迦具土 (a spirit; not "cannot be special summoned"), トゥーン・ヂェミナイ・エルフ
(with トゥーン・ワールド).

Declared in archive_draw_gain (the draw-counting section), and used here as they are: 天使の施し, 手札抹殺,
暗黒界の取引, 墓穴の道連れ, 風林火山, メタモルポット, 悪夢の蜃気楼, 悪魔の偵察者, 凡人の施し, 天魔神 ノーレラス,
コンバート・コンタクト, 暗黒界の狩人 ブラウ and 無効; in archive_chance: デンジャラスマシン ＴＹＰＥ－６.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Cause, Event, Reason
from arbiter.kernel.log import LogEntry
from arbiter.ocg.cards.common import (
    PIERCING,
    SEND_SELF,
    SPELL_COUNTER,
    SPIRIT_RETURN,
    answered,
    answered_link,
    chained_link,
    ctx_of,
    destroy_itself,
    destroy_targets,
    face_up_here,
    negate_activation,
    nothing,
    one_each,
    opponent_attacks,
    room,
    spell_counter_each_spell,
    spells_traps_of,
    tallied,
    tally,
    targets_this,
)
from arbiter.ocg.cards.flip_monsters import WEAKEN_DESTROYER
from arbiter.ocg.cards.seed000_spells import FieldCardSpec, ask_position
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import (
    Condition,
    Cost,
    Ctx,
    Effect,
    EventFilter,
    Kind,
    Operation,
    Resolution,
    TargetSpec,
)
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone
from arbiter.ocg.summon_conditions import never, not_from

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE
T = Kind.TRIGGER

NECROVALLEY = 47355498


# ==== shared helpers (also used by archive_chain and archive_counters_hand) ======================


def hand_of(d: Duel, p: int) -> list[Card]:
    return [d.cards[i] for i in d.players[p].hand]


def grave_of(d: Duel, p: int) -> list[Card]:
    return [d.cards[i] for i in d.players[p].grave]


def field_cards(d: Duel, p: int) -> list[Card]:
    """Every card a player controls on the field: monsters, spells/traps and the field spell."""
    pl = d.players[p]
    return [d.cards[i] for i in (*pl.monsters, *pl.spells, pl.field) if i >= 0]


def effect_player(d: Duel, cause: Cause) -> int:
    """The player whose card's effect caused an event.

    A link's cause names its player; other causes (the engine's `discard` verb names the discarding
    player) are judged by the source card's controller (its owner once it has left the field).
    """
    if cause.chain_link or cause.card < 0:
        return cause.player
    src = d.cards[cause.card]
    return src.ctl if src.on_field else src.owner


def discarded_by_effect(ctx: Ctx, ev: Event) -> bool:
    """This card went from the hand to the graveyard because an effect of another card discarded it
    (not as a cost, not by the rules, not sent or destroyed: R004-135, R004-137, R004-142)."""
    return (ev.kind == "discarded" and ev.src == int(Zone.HAND) and ev.dst == int(Zone.GRAVE)
            and ev.cause.reason is Reason.EFFECT and ev.cause.card != ctx.card.idx)


def by_opponents_effect(ctx: Ctx, ev: Event) -> bool:
    return effect_player(ctx.duel, ev.cause) != ctx.card.owner


def discard(res: Resolution, cards: list[Card]) -> list[Card]:
    """Discard these cards from their hands by this effect (a discard, not a cost)."""
    d = res.duel
    done: list[Card] = []
    for c in cards:
        if c.zone is Zone.HAND and d.move(c, Zone.GRAVE, res.cause, "discarded"):
            done.append(c)
    for p in (0, 1):
        mine = tuple(d.ref(c.idx) for c in done if c.owner == p)
        if mine:
            d.log.append(LogEntry("discarded", (p, mine, False)))
    return done


def discard_random(res: Resolution, player: int, n: int) -> list[Card]:
    """`player` discards n cards of their hand at random (the duel's own RNG)."""
    d = res.duel
    hand = hand_of(d, player)
    picked: list[Card] = []
    for _ in range(min(n, len(hand))):
        picked.append(hand.pop(d.rng.below(len(hand))))
    return discard(res, picked)


def choose_cards(res: Resolution, cands: list[Card], n: int, chooser: int = -1, upto: bool = False,
                 kind: str = "select") -> list[Card]:
    """`chooser` picks n of `cands` one at a time (fewer if fewer exist; with `upto` they may stop)."""
    picked: list[Card] = []
    rest = list(cands)
    while rest and len(picked) < n:
        opts = [res.duel.card_option(kind, c.idx) for c in rest]
        if upto:
            opts.append(Option("no", "no", label_en="no more", label_ja="選択を終える"))
        o = res.ask(opts, kind, chooser)
        if o.kind == "no":
            break
        c = res.duel.cards[o.card]
        picked.append(c)
        rest.remove(c)
    return picked


def discard_chosen(res: Resolution, player: int, n: int, chooser: int = -1, cands: list[Card] | None = None,
                   upto: bool = False) -> list[Card]:
    """`player` discards n cards of their hand (or of `cands`), picked by `chooser` (default: player)."""
    pool = hand_of(res.duel, player) if cands is None else cands
    picked = choose_cards(res, pool, n, player if chooser < 0 else chooser, upto, "discard")
    return discard(res, picked)


def send_from_hand(res: Resolution, cards: list[Card]) -> list[Card]:
    """Send cards from the hand to the graveyard: the event "sent", which is not a discard (R004-152)."""
    d = res.duel
    done = [c for c in cards if c.zone is Zone.HAND]
    d.send_to_grave([c.idx for c in done], res.cause, "sent")
    return [c for c in done if c.zone is not Zone.HAND]


def special_summon_self(res: Resolution) -> bool:
    """Special summon this card (from wherever it is) in the position its player chooses."""
    d = res.duel
    c = res.card
    if c.oid != res.link.oid or c.on_field or d.free_slots(res.player, Zone.MONSTERS) == 0:
        return False
    d.special_summon(c, res.player, ask_position(res), res.cause)
    return c.zone is Zone.MONSTERS




# ==== R004-136: the Dark World monsters ==========================================================

def _dark_world(op: Operation, *, opponent_only: bool = False, target: TargetSpec | None = None,
                asks: bool = True, text_en: str, text_ja: str) -> Effect:
    def when(ctx: Ctx, ev: Event) -> bool:
        return discarded_by_effect(ctx, ev) and (not opponent_only or by_opponents_effect(ctx, ev))
    return Effect(T, op, trigger="discarded", when=when, target=target, asks=asks, text_en=text_en, text_ja=text_ja)


def _why(res: Resolution) -> Event | None:
    evs = [e for e in res.link.events if e.kind == "discarded"]
    return evs[0] if evs else None


def _by_opponent(res: Resolution) -> bool:
    ev = _why(res)
    return ev is not None and effect_player(res.duel, ev.cause) != res.card.owner


# 暗黒界の尖兵 ベージ / Beiige, Vanguard of Dark World: discarded by another card's effect: special summon it.
def _summon_self_op(res: Resolution) -> None:
    special_summon_self(res)


define(33731070, _dark_world(_summon_self_op, text_en="special summon this card", text_ja="このカードを特殊召喚する"))


# 暗黒界の軍神 シルバ / Sillva, Warlord of Dark World: special summon it; if by the opponent's effect, the
# opponent also returns 2 cards of their hand to the bottom of their deck (they choose them).
def _sillva(res: Resolution) -> None:
    d = res.duel
    if special_summon_self(res) and _by_opponent(res):
        for c in choose_cards(res, hand_of(d, res.opponent), 2, res.opponent):
            d.to_deck([c], res.cause, "bottom")


define(32619583, _dark_world(_sillva, text_en="special summon this card (by the opponent's effect: they return 2 "
                             "cards of their hand to the bottom of the deck)",
                             text_ja="このカードを特殊召喚する（相手の効果なら相手は手札２枚をデッキの下に戻す）"))


# 暗黒界の武神 ゴルド / Goldd, Wu-Lord of Dark World: special summon it; if by the opponent's effect, you may
# also target up to 2 cards the opponent controls (選択して, on activation) and destroy them.
def _goldd(res: Resolution) -> None:
    if special_summon_self(res):
        res.duel.destroy(res.targets(), res.cause)


def _discarded_by_opponent(ctx: Ctx, c: Card) -> bool:
    return any(e.kind == "discarded" and by_opponents_effect(ctx, e) for e in ctx.events)


define(78004197, _dark_world(_goldd, target=FieldCardSpec(side="opp", count=2, optional=True,
                                                          where=_discarded_by_opponent,
                                                          text_en="up to 2 cards the opponent controls",
                                                          text_ja="相手フィールドのカード２枚まで"),
                             text_en="special summon this card (by the opponent's effect: you may destroy "
                             "up to 2 targeted cards of theirs)",
                             text_ja="このカードを特殊召喚する（相手の効果なら相手フィールドのカードを２枚まで選択して破壊できる）"))

# 暗黒界の刺客 カーキ / Kahkki, Guerilla of Dark World: destroy 1 targeted monster on the field.
define(25847467, _dark_world(destroy_targets, asks=False,
                             target=TargetSpec(text_en="a monster on the field", text_ja="フィールドのモンスター"),
                             text_en="destroy the target", text_ja="対象のモンスターを破壊する"))


# 暗黒界の策士 グリン / Gren, Tactician of Dark World: destroy 1 targeted spell or trap card on the field.
define(51232472, _dark_world(destroy_targets, asks=False,
                             target=TargetSpec(zone=Zone.SPELLS, text_en="a spell or trap card on the field",
                                               text_ja="フィールドの魔法・罠カード"),
                             text_en="destroy the target", text_ja="対象の魔法・罠カードを破壊する"))


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
       _dark_world(_summon_self_op, opponent_only=True, text_en="special summon this card",
                   text_ja="このカードを特殊召喚する"),
       Effect(T, _reign_wipe, trigger="special_summoned", when=_reign_summoned,
              declare=("monsters", "spells and traps"),
              text_en="destroy all the opponent's monsters, or all their spells and traps",
              text_ja="相手のモンスターを全て、または魔法・罠カードを全て破壊する"))


# ==== R004-139: effects that discard from the hand ================================================

def _has_hand(p_of: str) -> Condition:
    def needs(ctx: Ctx) -> bool:
        d = ctx.duel
        if p_of == "opp":
            return bool(d.players[ctx.opponent].hand)
        if p_of == "own":
            return any(i != ctx.card.idx for i in d.players[ctx.player].hand)
        return bool(d.players[0].hand or d.players[1].hand)
    return needs


# いたずら好きな双子悪魔 / Delinquent Duo: pay 1000 LP; the opponent discards 1 card at random, then 1 more of
# their choice.
def _duo(res: Resolution) -> None:
    discard_random(res, res.opponent, 1)
    discard_chosen(res, res.opponent, 1)


define(44763025, Effect(A, _duo, cost=Cost(lp=1000), asks=True, needs=_has_hand("opp"),
                        text_en="the opponent discards 1 card at random, then 1 of their choice",
                        text_ja="相手は手札をランダムに１枚捨て、さらに１枚選んで捨てる"))


# 陽気な葬儀屋 / The Cheerful Coffin: discard up to 3 monster cards from your hand.
def _coffin(res: Resolution) -> None:
    mons = [c for c in hand_of(res.duel, res.player) if c.data.is_monster]
    discard_chosen(res, res.player, 3, cands=mons, upto=True)


define(41142615, Effect(A, _coffin, does=Does.OWN_HAND, asks=True,
                        needs=lambda ctx: any(c.data.is_monster for c in hand_of(ctx.duel, ctx.player)),
                        text_en="discard up to 3 monster cards from your hand",
                        text_ja="手札のモンスターカードを３枚まで捨てる"))


# 王家の生け贄 / Royal Tribute: while you control 「王家の眠る谷－ネクロバレー」, both players discard every
# monster card in their hands.
def _royal_tribute(res: Resolution) -> None:
    d = res.duel
    discard(res, [c for p in (d.tp, 1 - d.tp) for c in hand_of(d, p) if c.data.is_monster])


define(72405967, Effect(A, _royal_tribute, does=Does.OWN_HAND,
                        condition=lambda ctx: any(c.data.passcode == NECROVALLEY and c.face_up
                                                  for c in spells_traps_of(ctx.duel, ctx.player)),
                        text_en="both players discard every monster card in their hands",
                        text_ja="お互いの手札のモンスターカードを全て捨てる"))


# 弱肉一色 / The Law of the Normal: while you control 5 face-up level 2 or lower normal monsters, both
# players discard their hands, and every card on the field except level 2 or lower normal monsters is
# destroyed.
def _low_normal(c: Card) -> bool:
    return c.zone is Zone.MONSTERS and c.face_up and c.data.is_normal_monster and (c.data.level or 0) <= 2


def _law(res: Resolution) -> None:
    d = res.duel
    discard(res, [c for p in (d.tp, 1 - d.tp) for c in hand_of(d, p)])
    d.destroy([c for p in (0, 1) for c in field_cards(d, p) if not _low_normal(c) and c.idx != res.card.idx],
              res.cause)


def _five_low_normals(ctx: Ctx) -> bool:
    return sum(_low_normal(c) for c in ctx.duel.monsters_of(ctx.player)) >= 5


define(66926224, Effect(A, _law, does=Does.OWN_HAND, condition=_five_low_normals,
                        text_en="both players discard their hands; destroy every card but level 2 or lower "
                        "normal monsters",
                        text_ja="お互いに手札を全て捨て、レベル２以下の通常モンスター以外のカードを全て破壊する"))


# 押収 / Confiscation: pay 1000 LP; look at the opponent's hand and discard 1 card of it.
def _confiscation(res: Resolution) -> None:
    discard_chosen(res, res.opponent, 1, chooser=res.player)


define(17375316, Effect(A, _confiscation, cost=Cost(lp=1000), asks=True, needs=_has_hand("opp"),
                        text_en="look at the opponent's hand and discard 1 card of it",
                        text_ja="相手の手札を確認し、その中から１枚捨てる"))


# 暗黒界の雷 / Dark World Lightning: destroy 1 targeted set card on the field, then discard 1 card.
def _lightning(res: Resolution) -> None:
    d = res.duel
    ts = res.targets()
    if ts:
        d.destroy(ts, res.cause)
        discard_chosen(res, res.player, 1)


define(93554166, Effect(A, _lightning, does=Does.OWN_HAND, asks=True,
                        target=FieldCardSpec(face="down", text_en="a set card on the field",
                                             text_ja="セットされたカード"),
                        text_en="destroy the target, then discard 1 card",
                        text_ja="対象を破壊し、その後手札を１枚捨てる"))


# 光の召集 / Beckoning Light: discard your whole hand; then add as many LIGHT monsters from your graveyard to
# your hand as cards were discarded (those just discarded included).
def _beckoning(res: Resolution) -> None:
    d = res.duel
    n = len(discard(res, [c for c in hand_of(d, res.player) if c.idx != res.card.idx]))
    lights = [c for c in grave_of(d, res.player) if c.data.is_monster and c.data.attribute == "LIGHT"]
    d.to_hand(choose_cards(res, lights, n), res.cause)


define(16255442, Effect(A, _beckoning, does=Does.OWN_HAND, asks=True, needs=_has_hand("own"),
                        text_en="discard your hand; add that many LIGHT monsters from your graveyard to your hand",
                        text_ja="手札を全て捨て、その枚数分自分の墓地の光属性モンスターを手札に加える"))


# 魔の取引 / Terrible Deal: when the opponent activates a spell card, pay 1000 LP: they discard 1 card at
# random. Chained directly to that activation (R004-156.40).
def _opponent_spell(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    if link is None or link.player == ctx.player:
        return False
    d = ctx.duel
    return d.cards[link.card].data.is_spell and d.effect_of(link.card, link.effect).kind is A


def _terrible_deal(res: Resolution) -> None:
    discard_random(res, res.opponent, 1)


define(69724380, Effect(A, _terrible_deal, condition=_opponent_spell, cost=Cost(lp=1000),
                        text_en="the opponent discards 1 card at random", text_ja="相手は手札をランダムに１枚捨てる"))


# 闇の取引 / Dark Deal: when the opponent activates a normal spell card, pay 1000 LP: that spell's effect
# becomes "the opponent (of the spell's player) discards 1 card at random". The discard is done by the
# spell's effect, so it counts as the spell player's effect (R004-138). Chained directly (R004-156.39).
def _opponent_normal_spell(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    if not _opponent_spell(ctx) or link is None:
        return False
    return ctx.duel.cards[link.card].data.spell_type == "normal"


def _dark_deal(res: Resolution) -> None:
    d = res.duel
    link = answered(res)
    if link is None:
        return
    c = d.cards[link.card]
    defn = d.defs[link.card]
    if defn is None or c.oid != link.oid:
        return
    original = defn
    oid = link.oid
    n = link.effect

    def changed(r: Resolution) -> None:
        if r.link.oid != oid:
            orig = original.effects[n - 1].operation
            if orig is not None:
                orig(r)
            return
        discard_random(r, r.opponent, 1)  # the changed effect discards (its categories say so), then it is over
        r.duel.redefine(link.card, original)

    effs = list(defn.effects)
    # the effect becomes "the opponent discards": what it does changes with it
    effs[n - 1] = dataclasses.replace(effs[n - 1], operation=changed, target=None, choice=None, asks=False,
                                      does=Does.DISCARD | (effs[n - 1].does or Does.NOTHING))
    d.redefine(link.card, dataclasses.replace(defn, effects=tuple(effs)))


define(65824822, Effect(A, _dark_deal, condition=_opponent_normal_spell, cost=Cost(lp=1000),
                        text_en="the opponent's normal spell becomes: its player's opponent discards 1 at random",
                        text_ja="相手の通常魔法の効果は「相手はランダムに手札を１枚捨てる」となる"))


# リグラス・リーパー / Rigorous Reaver: FLIP: each player discards 1 card of their choice; when it is destroyed by
# battle, the monster that destroyed it loses 500 ATK and DEF (`WEAKEN_DESTROYER`).
def _reaver(res: Resolution) -> None:
    for p in (res.duel.tp, 1 - res.duel.tp):
        discard_chosen(res, p, 1)


define(39180960, Effect(Kind.FLIP, _reaver, does=Does.OWN_HAND, asks=True, text_en="each player discards 1 card",
                        text_ja="お互いに手札を１枚選んで捨てる"),
       WEAKEN_DESTROYER)


# ---- monsters whose battle damage makes the opponent discard -----------------------------------------

def _my_battle_damage(direct: bool = False) -> EventFilter:
    def when(ctx: Ctx, ev: Event) -> bool:
        d = ctx.duel
        if ev.cause.reason is not Reason.BATTLE or ev.cause.card != ctx.card.idx or ev.player == ctx.card.ctl:
            return False
        return not direct or (d.attack is not None and d.attack[2] < 0)
    return when


def _opp_discards_random(n: int) -> Operation:
    def op(res: Resolution) -> None:
        discard_random(res, res.opponent, n)
    return op


def _battle_discard(n: int, direct: bool = False, text_en: str = "", text_ja: str = "",
                    condition: Condition | None = None) -> Effect:
    return Effect(T, _opp_discards_random(n), trigger="damage", when=_my_battle_damage(direct), self_trigger=False,
                  condition=condition, damage_step=True,
                  text_en=text_en or f"the opponent discards {n} card(s) at random",
                  text_ja=text_ja or f"相手は手札をランダムに{n}枚捨てる")


# 白い泥棒 / White Magical Hat: when it inflicts battle damage to the opponent, they discard 1 at random.
define(15150365, _battle_discard(1))


# 首領・ザルーグ / Don Zaloog: when it inflicts battle damage to the opponent, you may choose: they discard 1
# card at random, or the top 2 cards of their deck go to the graveyard.
def _zaloog(res: Resolution) -> None:
    if res.link.declared == "discard":
        discard_random(res, res.opponent, 1)
    else:
        res.duel.mill(res.opponent, 2, res.cause)


define(76922029, Effect(T, _zaloog, trigger="damage", when=_my_battle_damage(), self_trigger=False, mandatory=False,
                        declare=("discard", "mill 2"), damage_step=True,
                        text_en="the opponent discards 1 at random, or sends the top 2 cards of their deck",
                        text_ja="相手の手札をランダムに１枚捨てるか、相手のデッキの上から２枚を墓地へ送る"))

# 地獄将軍・メフィスト / Mefist the Infernal General: piercing damage; when it inflicts battle damage, the opponent
# discards 1 at random.
define(46820049, PIERCING, _battle_discard(1))

# 忍者義賊ゴエゴエ / Goe Goe the Gallant Ninja: while the opponent has 5 or more cards in hand, when it
# inflicts battle damage they discard 2 at random.
define(10236520, _battle_discard(2, condition=lambda ctx: len(ctx.duel.players[ctx.opponent].hand) >= 5))

# Destroyed when targeted: the moment an effect that targets this face-up card is activated (its chain link is
# added), this card is destroyed, with no chain link of its own.
DESTROYED_WHEN_TARGETED = Effect(
    Kind.AT_ONCE, destroy_itself, trigger="chained", self_trigger=False,
    when=lambda ctx, ev: (link := chained_link(ctx, ev)) is not None and targets_this(ctx, link),
    text_en="targeted by an effect: this card is destroyed", text_ja="効果の対象になった時、このカードは破壊される")


# 魂を削る死霊 / Spirit Reaper: not destroyed by battle; when it inflicts battle damage by a direct attack, the
# opponent discards 1 at random; destroyed when targeted by an effect.
define(23205979,
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, battle_proof=True,
              text_en="not destroyed by battle", text_ja="戦闘では破壊されない"),
       _battle_discard(1, direct=True), DESTROYED_WHEN_TARGETED)

# ナイトメアを駆る死霊 / Reaper on the Nightmare: not destroyed by battle; destroyed when targeted by an effect;
# may attack directly; when its direct attack inflicts battle damage, the opponent discards 1 at random.
define(85684223,
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, battle_proof=True, direct_attack=True,
              text_en="not destroyed by battle; may attack directly", text_ja="戦闘では破壊されず、直接攻撃できる"),
       _battle_discard(1, direct=True), DESTROYED_WHEN_TARGETED)

# 朽ち果てた武将 / Decayed Commander: when it is normal summoned, you may special summon a 「ゾンビタイガー」 from
# your hand; when its direct attack inflicts battle damage, the opponent discards 1 at random.
ZOMBIE_TIGER = 47693640


def _tigers_in_hand(d: Duel, p: int) -> list[Card]:
    return [d.cards[i] for i in d.players[p].hand if d.cards[i].data.passcode == ZOMBIE_TIGER]


def _call_tiger(res: Resolution) -> None:
    d = res.duel
    tigers = _tigers_in_hand(d, res.player)
    if tigers and d.free_slots(res.player, Zone.MONSTERS):
        t = res.ask_cards(tigers)
        d.special_summon(t, res.player, ask_position(res), res.cause)


define(10209545,
       Effect(Kind.TRIGGER, _call_tiger, trigger="summoned", when=lambda ctx, ev: ev.detail == "normal",
              mandatory=False, asks=True,
              needs=lambda ctx: bool(_tigers_in_hand(ctx.duel, ctx.player)) and room(ctx),
              text_en="normal summoned: you may special summon a Zombie Tiger from your hand",
              text_ja="召喚に成功した時、手札から「ゾンビタイガー」１体を特殊召喚できる"),
       _battle_discard(1, direct=True))


# シルフィード / Silpheed: when it is destroyed by battle and sent to the graveyard, the opponent discards 1
# at random. (Its special summon procedure is missing.)
def _battle_destroyed(ctx: Ctx, ev: Event) -> bool:
    return ev.cause.reason is Reason.BATTLE and ev.src == int(Zone.MONSTERS) and ev.dst == int(Zone.GRAVE)


define(73001017, Effect(T, _opp_discards_random(1), trigger="destroyed", when=_battle_destroyed,
                        text_en="the opponent discards 1 card at random", text_ja="相手は手札をランダムに１枚捨てる"),
       Effect(Kind.PROCEDURE, cost=Cost(banish_grave=1, banish_filter=lambda ctx, c: c.data.is_monster
                                        and c.data.attribute == "WIND"),
              text_en="special summon by banishing a WIND monster from your graveyard",
              text_ja="自分の墓地の風属性モンスター１体を除外して特殊召喚する"))


# 炎帝テスタロス / Thestalos the Firestorm Monarch: when tribute summoned, the opponent discards 1 at random;
# if it is a monster, they take 100 damage per its level.
def _tribute_summoned(ctx: Ctx, ev: Event) -> bool:
    return ev.detail == "normal" and ctx.card.data.level is not None and ctx.card.data.level >= 5


def _thestalos(res: Resolution) -> None:
    for c in discard_random(res, res.opponent, 1):
        if c.data.is_monster:
            res.duel.damage(res.opponent, 100 * (c.data.level or 0), res.cause)


define(26205777, Effect(T, _thestalos, trigger="summoned", when=_tribute_summoned,
                        needs=lambda ctx: bool(ctx.duel.players[ctx.opponent].hand),
                        text_en="the opponent discards 1 at random; a monster: 100 damage per level",
                        text_ja="相手の手札をランダムに１枚捨て、モンスターならレベル×１００ダメージ"))


# 暗黒界の狂王 ブロン / Brron, Mad King of Dark World: when it inflicts battle damage to the opponent, you may
# discard 1 card (in the damage step: 「墓守の監視者」 cannot answer it, R004-146.13).
def _brron(res: Resolution) -> None:
    discard_chosen(res, res.player, 1)


define(6214884, Effect(T, _brron, trigger="damage", when=_my_battle_damage(), self_trigger=False, mandatory=False,
                       does=Does.OWN_HAND,
                       asks=True, damage_step=True, needs=lambda ctx: bool(ctx.duel.players[ctx.player].hand),
                       text_en="discard 1 card", text_ja="手札を１枚捨てる"))


# 義賊の入門書 / Introduction to Gallantry: while the opponent has 5 or more cards in hand, they discard 1 at
# random (the page's list; the era's condition).
define(69091732, Effect(A, _opp_discards_random(1), condition=lambda ctx: len(ctx.duel.players[ctx.opponent].hand) >= 5,
                        text_en="the opponent discards 1 card at random", text_ja="相手は手札をランダムに１枚捨てる"))


# 追い剥ぎゴブリン / Robbin' Goblin (continuous trap): each time a monster you control inflicts battle damage
# to the opponent, they discard 1 at random.
def _my_monster_battle_damage(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    return (ev.cause.reason is Reason.BATTLE and ev.player != ctx.player and ev.cause.card >= 0
            and d.cards[ev.cause.card].ctl == ctx.player and ctx.card.active)


define(88279736, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(T, _opp_discards_random(1), trigger="damage", when=_my_monster_battle_damage, self_trigger=False,
              damage_step=True, text_en="the opponent discards 1 card at random",
              text_ja="相手は手札をランダムに１枚捨てる"))


# 呪われた棺 / Dark Coffin: when this set card is destroyed and sent to the graveyard, the opponent chooses
# one: discard 1 card at random, or destroy 1 monster they control.
def _was_set_destroyed(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.SPELLS) and ev.dst == int(Zone.GRAVE)


def _coffin_curse(res: Resolution) -> None:
    d = res.duel
    opts = []
    if d.players[res.opponent].hand:
        opts.append(Option("discard", "choice", label_en="discard 1 at random", label_ja="手札をランダムに１枚捨てる"))
    if d.monsters_of(res.opponent):
        opts.append(Option("destroy", "choice", label_en="destroy 1 monster", label_ja="モンスター１体を破壊する"))
    if not opts:
        return
    o = res.ask(opts, "choice", res.opponent)
    if o.key == "discard":
        discard_random(res, res.opponent, 1)
    else:
        d.destroy(choose_cards(res, d.monsters_of(res.opponent), 1, res.opponent), res.cause)


define(1804528, Effect(T, _coffin_curse, trigger="destroyed", when=_was_set_destroyed, asks=True,
                       text_en="the opponent discards 1 at random or destroys 1 of their monsters",
                       text_ja="相手は手札をランダムに１枚捨てるか自分のモンスター１体を破壊する"))


def _standby_of(whose: str) -> EventFilter:
    def when(ctx: Ctx, ev: Event) -> bool:
        if ev.detail != "standby" or not ctx.card.active:
            return False
        return (ev.player != ctx.player) if whose == "opp" else (ev.player == ctx.player)
    return when


# 与奪の首飾り / Necklace of Command (equip spell): when the equipped monster you control is destroyed by
# battle and this card is sent to the graveyard, choose: draw 1, or the opponent discards 1 at random.
def _equip(res: Resolution) -> None:
    for t in res.targets():
        if res.card.on_field and res.card.oid == res.link.oid:
            res.duel.equip(res.card, t, res.cause)


def _necklace_sent(ctx: Ctx, ev: Event) -> bool:
    """Sent from the field because its monster left it, in the damage step (destroyed by battle)."""
    src = ctx.duel.cards[ev.cause.card] if ev.cause.card >= 0 else None
    return (ev.src == int(Zone.SPELLS) and ev.dst == int(Zone.GRAVE) and ev.cause.reason is Reason.RULE
            and src is not None and src.zone is Zone.GRAVE and src.owner == ctx.card.owner
            and ctx.duel.phase == "battle:damage")


def _necklace(res: Resolution) -> None:
    if res.link.declared == "draw 1":
        res.duel.draw(res.player, 1, res.cause)
    else:
        discard_random(res, res.opponent, 1)


define(48576971,
       Effect(A, _equip, target=TargetSpec(side="own", face="up", text_en="your face-up monster",
                                           text_ja="自分の表側表示モンスター"),
              text_en="equip to the target", text_ja="対象に装備する"),
       Effect(T, _necklace, trigger="destroyed", when=_necklace_sent, declare=("draw 1", "discard 1"),
              does=Does.OWN_HAND,
              damage_step=True, text_en="draw 1, or the opponent discards 1 at random",
              text_ja="１枚ドローするか、相手の手札をランダムに１枚捨てる"))


# 盗人の煙玉 / Smoke Grenade of the Thief (equip spell): when this card, equipped to a monster, is destroyed by
# a card effect, look at the opponent's hand and discard 1 card of it. (That it was equipped when destroyed
# is not kept by the event: any destruction of it by an effect in a spell & trap zone counts.)
def _grenade_when(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.SPELLS) and ev.cause.reason is Reason.EFFECT


def _grenade(res: Resolution) -> None:
    discard_chosen(res, res.opponent, 1, chooser=res.player)


define(63789924,
       Effect(A, _equip, target=TargetSpec(face="up", text_en="a face-up monster", text_ja="表側表示モンスター"),
              text_en="equip to the target", text_ja="対象に装備する"),
       Effect(T, _grenade, trigger="destroyed", when=_grenade_when, asks=True, needs=_has_hand("opp"),
              text_en="look at the opponent's hand and discard 1 card of it",
              text_ja="相手の手札を確認して１枚捨てる"))


# 義賊の極意書 / Secrets of the Gallant: target 1 normal monster you control: this turn, when it inflicts battle
# damage to the opponent, they discard 2 cards at random. (Kept as a mark of the target; the trap answers
# from the graveyard.)
def _gallant(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        tally(d, ("gallant", res.card.idx, t.idx, t.oid, d.turn), 1)


def _gallant_damage(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    if ev.cause.reason is not Reason.BATTLE or ev.player == ctx.card.owner or ev.cause.card < 0:
        return False
    src = d.cards[ev.cause.card]
    return bool(tallied(d, ("gallant", ctx.card.idx, src.idx, src.oid, d.turn)))


define(95096437,
       Effect(A, _gallant, target=TargetSpec(side="own", face="up", where=lambda ctx, c: c.data.is_normal_monster,
                                             text_en="your face-up normal monster", text_ja="自分の通常モンスター"),
              text_en="this turn, its battle damage makes the opponent discard 2 at random",
              text_ja="このターン、対象が戦闘ダメージを与えた時、相手の手札をランダムに２枚捨てる"),
       Effect(T, _opp_discards_random(2), trigger="damage", when=_gallant_damage, self_trigger=False,
              from_zone=Zone.GRAVE, damage_step=True,
              text_en="the opponent discards 2 cards at random", text_ja="相手は手札をランダムに２枚捨てる"))


# 闇紅の魔導師 / Dark Red Enchanter: when normal summoned, put 2 spell counters on it; +300 ATK per spell
# counter; once a turn, remove 2 spell counters from it (the cost): the opponent discards 1 card at random; each
# time a spell card is activated, a spell counter is put on it.
def _two_spell_counters(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.MONSTERS:
        res.duel.add_counter(c, SPELL_COUNTER, 2, res.cause)


def _enchanter(res: Resolution) -> None:
    discard_random(res, res.opponent, 1)


define(45462639,
       Effect(T, _two_spell_counters, trigger="summoned", when=lambda ctx, ev: ev.detail == "normal",
              text_en="put 2 spell counters on this card", text_ja="このカードに魔力カウンターを２つ置く"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx,
              atk=lambda ctx, c: 300 * c.counters.get(SPELL_COUNTER, 0),
              text_en="+300 ATK per spell counter", text_ja="魔力カウンター１つにつき攻撃力３００アップ"),
       Effect(Kind.IGNITION, _enchanter, once_per_turn=True,
              cost=Cost(remove_counters=(SPELL_COUNTER, 2), counters_self=True),
              needs=lambda ctx: bool(ctx.duel.players[ctx.opponent].hand),
              text_en="remove 2 spell counters: the opponent discards 1 at random",
              text_ja="魔力カウンターを２つ取り除き、相手の手札をランダムに１枚捨てる"),
       spell_counter_each_spell())


# 強制接収 / Forced Requisition (continuous trap): after it is activated, each time you discard, the
# opponent discards as many cards (of their choice). Each discarded card is one event here, so the
# opponent discards one card per card you discarded.
def _i_discarded(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.HAND) and ev.dst == int(Zone.GRAVE) and ctx.duel.cards[ev.card].owner == ctx.player \
        and ctx.card.active


def _requisition(res: Resolution) -> None:
    discard_chosen(res, res.opponent, 1)


define(74923978, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(T, _requisition, trigger="discarded", when=_i_discarded, self_trigger=False, asks=True,
              needs=lambda ctx: bool(ctx.duel.players[ctx.opponent].hand),
              text_en="the opponent discards as many cards as you did", text_ja="相手は同じ枚数の手札を捨てる"))


# ==== R004-140: other cards that discard (or send) specific cards ====================================
# (悪魔の偵察者 is declared in archive_draw_gain.)

# 封神鏡 / Fengsheng Mirror: look at the opponent's hand; discard 1 spirit monster from it.
def _fengsheng(res: Resolution) -> None:
    spirits = [c for c in hand_of(res.duel, res.opponent) if "spirit" in c.data.subtypes]
    discard_chosen(res, res.opponent, 1, chooser=res.player, cands=spirits)


define(37406863, Effect(A, _fengsheng, asks=True, needs=_has_hand("opp"),
                        text_en="look at the opponent's hand and discard 1 spirit monster from it",
                        text_ja="相手の手札を確認し、スピリットモンスター１体を捨てる"))


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


define(55773067, Effect(A, _drop_off, condition=lambda ctx: _normal_draw(ctx) is not None, responds_to=("drawn",),
                        text_en="the opponent discards the card of their normal draw",
                        text_ja="相手は通常のドローをしたカードを墓地へ捨てる"))


# マジック・ドレイン / Magic Drain (counter trap): when the opponent activates a spell card: they may discard
# 1 spell card to negate this card's effect; if they do not, negate that spell's activation and destroy it.
def _magic_drain(res: Resolution) -> None:
    d = res.duel
    link = answered(res)
    if link is None:
        return
    spells = [c for c in hand_of(d, res.opponent) if c.data.is_spell]
    if spells:
        picked = choose_cards(res, spells, 1, res.opponent, upto=True, kind="discard")
        if discard(res, picked):
            return
    negate_activation(res, link)


define(59344077, Effect(A, _magic_drain, condition=_opponent_spell, asks=True,
                        text_en="negate the spell unless its player discards a spell card",
                        text_ja="相手が魔法カードを１枚捨てない限り、その魔法の発動を無効にし破壊する"))


# 呪術抹消 / Spell Vanishing (counter trap): discard 2 cards (the cost): negate the activation of a spell
# card and destroy it; then every card of its name in the opponent's hand and deck is sent to the
# graveyard (sent, not discarded: R004-140.04, R004-155.24).
def _spell_vanishing(res: Resolution) -> None:
    d = res.duel
    link = answered(res)
    if link is None:
        return
    code = d.cards[link.card].data.passcode
    negate_activation(res, link)
    pl = d.players[link.player]
    same = [i for i in (*pl.hand, *pl.deck) if d.cards[i].data.passcode == code]
    d.send_to_grave(same, res.cause, "sent")


define(29735721, Effect(A, _spell_vanishing, cost=Cost(discard=2),
                        condition=lambda ctx: (lambda link: link is not None and ctx.duel.cards[link.card].data.is_spell
                                               and ctx.duel.effect_of(link.card, link.effect).kind is A)(
                                                   answered_link(ctx)),
                        text_en="negate a spell card's activation and destroy it; send its copies from its "
                        "player's hand and deck",
                        text_ja="魔法カードの発動を無効にし破壊し、相手の手札・デッキの同名カードを墓地へ送る"))


# ヒーロー見参 / A Hero Emerges: when an opponent's monster declares an attack, the opponent picks 1 card of
# your hand at random: a monster is special summoned; anything else is sent to the graveyard.
def _hero_emerges(res: Resolution) -> None:
    d = res.duel
    hand = [c for c in hand_of(d, res.player) if c.idx != res.card.idx]
    if not hand:
        return
    c = hand[d.rng.below(len(hand))]
    if c.data.is_monster and d.free_slots(res.player, Zone.MONSTERS):
        d.special_summon(c, res.player, ask_position(res), res.cause)
    else:
        send_from_hand(res, [c])


define(21597117, Effect(A, _hero_emerges, condition=opponent_attacks, needs=_has_hand("own"), asks=True,
                        text_en="the opponent picks a card of your hand at random: a monster is special "
                        "summoned, anything else sent to the graveyard",
                        text_ja="相手が自分の手札をランダムに１枚選び、モンスターなら特殊召喚、違えば墓地へ送る"))


# ==== R004-134: cards sent to the graveyard are banished instead ===================================

def _pays_hand_cost(c: Card, d: Duel) -> bool:
    """A card whose activation cost discards or sends cards from the hand."""
    defn = d.defs[c.idx]
    return defn is not None and any(e.cost.from_hand for e in defn.effects)


def _to_grave_banished(ctx: Ctx, ev: Event) -> bool:
    return ev.dst == int(Zone.GRAVE) and ev.card >= 0


def _banish_instead(ctx: Ctx, ev: Event) -> Event | None:
    return dataclasses.replace(ev, dst=int(Zone.BANISHED))


HELIOS_THE_PRIMORDIAL_SUN = 54493213  # 原始太陽ヘリオス


def _heliosses(d: Duel, p: int) -> list[Card]:
    return [d.cards[i] for i in (*d.players[p].hand, *d.players[p].deck)
            if d.cards[i].data.passcode == HELIOS_THE_PRIMORDIAL_SUN]


def _macro_cosmos(res: Resolution) -> None:
    """As it is activated, its player may special summon 「原始太陽ヘリオス」 from the hand or deck."""
    d = res.duel
    found = _heliosses(d, res.player)
    yes_no = [Option("yes", "yes", label_en="yes", label_ja="はい"),
              Option("no", "no", label_en="no", label_ja="いいえ")]
    if found and d.free_slots(res.player, Zone.MONSTERS) and res.ask(
            yes_no, "yes_no", res.player, "special summon Helios - The Primordial Sun?",
            "「原始太陽ヘリオス」を特殊召喚する？").kind == "yes":
        h = res.ask_cards(found)
        from_deck = h.zone is Zone.DECK
        d.special_summon(h, res.player, ask_position(res), res.cause)
        if from_deck:
            d.shuffle_deck(res.player)


def _banisher(*, trap: bool) -> tuple[Effect, ...]:
    active = (lambda ctx: ctx.card.active) if trap else (lambda ctx: True)
    effects: tuple[Effect, ...] = (
        Effect(Kind.REPLACEMENT, when=lambda ctx, ev: active(ctx) and _to_grave_banished(ctx, ev),
               instead=_banish_instead, text_en="cards sent to the graveyard are banished instead",
               text_ja="墓地へ送られるカードは墓地へは行かずゲームから除外される"),
        Effect(Kind.CONTINUOUS, forbids=("activate",),
               affects=lambda ctx, c: active(ctx) and _pays_hand_cost(c, ctx.duel),
               text_en="cards whose cost discards or sends cards from the hand cannot be activated",
               text_ja="手札を墓地へ送るコストのカードは発動できない"))
    activation = Effect(A, _macro_cosmos, asks=True,
                        text_en="activate; you may special summon Helios from your hand or deck",
                        text_ja="発動：手札・デッキから「原始太陽ヘリオス」を特殊召喚できる")
    return (activation, *effects) if trap else effects


# マクロコスモス / Macro Cosmos (continuous trap): while face-up, cards sent to the graveyard are banished
# instead; so a card whose cost discards or sends cards from the hand to the graveyard cannot be
# activated (R004-134). As it is activated, its player may special summon 「原始太陽ヘリオス」 from the hand or
# deck.
define(30241314, *_banisher(trap=True))
# 光の追放者 / Banisher of the Light, 閃光の追放者 / Banisher of the Radiance: the same while face-up.
define(61528025, *_banisher(trap=False))
define(94853057, *_banisher(trap=False))


# ==== R004-148: a discard as an activation cost: 同族感染ウィルス ====================================

# 同族感染ウィルス / Tribe-Infecting Virus: discard 1 card (the cost) and declare a type: destroy every face-up
# monster of that type on the field.
DECLARABLE_TYPES = ("Warrior", "Spellcaster", "Fairy", "Fiend", "Zombie", "Machine", "Aqua", "Pyro", "Rock",
                    "Winged Beast", "Plant", "Insect", "Thunder", "Dragon", "Beast", "Beast-Warrior", "Dinosaur",
                    "Fish", "Sea Serpent", "Reptile")


def _tribe_virus(res: Resolution) -> None:
    d = res.duel
    d.destroy([c for p in (0, 1) for c in d.monsters_of(p) if c.face_up and d.race(c) == res.link.declared],
              res.cause)


define(33184167, Effect(Kind.IGNITION, _tribe_virus, cost=Cost(discard=1), declare=DECLARABLE_TYPES,
                        condition=lambda ctx: ctx.card.zone is Zone.MONSTERS and ctx.card.face_up,
                        text_en="destroy every face-up monster of the declared type",
                        text_ja="宣言した種族の表側表示モンスターを全て破壊する"))


# ==== R004-145 to R004-151: 「墓守の監視者」 and the cards that discard their player's own hand ============

def _discard_named(res: Resolution, p: int) -> bool:
    """Player p discards every card of their hand with the name declared on activation; whether they held one."""
    code = int(res.link.declared)
    named = [c for c in hand_of(res.duel, p) if c.data.passcode == code]
    discard(res, named)
    return bool(named)


# マインドクラッシュ / Mind Crush (normal trap): declare a card name: if the opponent holds it, they discard every
# copy of it from their hand; if not, you discard 1 card of your hand at random. It is listed among the cards
# whose effect discards their own player's hand (◎, ★ R004-151: reading (a), 「墓守の監視者」 can answer it).
def _mind_crush(res: Resolution) -> None:
    d = res.duel
    if _discard_named(res, res.opponent):
        return
    hand = hand_of(d, res.player)
    if hand:
        discard(res, [hand[d.rng.below(len(hand))]])


define(15800838, Effect(Kind.ACTIVATE, _mind_crush, does=Does.OWN_HAND, declare_name=lambda c: True,
                        text_en="declare a card name: the opponent discards every copy of it in their hand; if they "
                        "have none, you discard 1 card at random",
                        text_ja="カード名を宣言し、相手の手札にあれば全て捨てさせ、なければ自分の手札をランダムに１枚捨てる"))


# 世紀の大泥棒 / Great Phantom Thief: when it inflicts battle damage to the opponent, declare a card name: the
# opponent discards every copy of it in their hand.
def _thief_damage(ctx: Ctx, ev: Event) -> bool:
    return ev.cause.reason is Reason.BATTLE and ev.cause.card == ctx.card.idx and ev.player == ctx.opponent


def _thief(res: Resolution) -> None:
    _discard_named(res, res.opponent)


define(10809984, Effect(Kind.TRIGGER, _thief,
                        trigger="damage", self_trigger=False, when=_thief_damage, declare_name=lambda c: True,
                        text_en="battle damage: declare a card name; the opponent discards every copy of it",
                        text_ja="戦闘ダメージを与えた時、カード名を宣言し、相手の手札にあれば全て捨てさせる"))

# An effect whose discard includes its activator's own hand (R004-146: ● and ◎) declares it (`Does.OWN_HAND`). The
# damage-step ones are kept out by the watchers' own condition; 「悪夢の蜃気楼」 and
# 「デンジャラスマシン ＴＹＰＥ－６」 are not answerable (R004-150): their activation discards nothing.
def _opponent_self_discard(ctx: Ctx) -> bool:
    d = ctx.duel
    link = answered_link(ctx)
    if link is None or link.player == ctx.player or d.phase == "battle:damage":
        return False
    return d.effect_of(link.card, link.effect).does_(Does.OWN_HAND)


def _watcher(draw: bool) -> Operation:
    def op(res: Resolution) -> None:
        link = answered(res)
        if link is None:
            return
        negate_activation(res, link)
        if draw:
            res.duel.draw(res.player, 1, res.cause)
    return op


# 墓守の監視者 / Gravekeeper's Watcher: when the opponent activates a card whose effect includes discarding
# from their own hand, send this card from your hand to the graveyard (the cost): negate the activation
# and destroy that card. Not in the damage step (R004-147); chained directly (R004-156.14).
define(26084285, Effect(Kind.QUICK, _watcher(False), condition=_opponent_self_discard, from_zone=Zone.HAND,
                        cost=SEND_SELF,
                        text_en="negate the activation of the opponent's card that discards their own hand and "
                        "destroy it", text_ja="自分の手札を捨てる効果を含む相手のカードの発動を無効にし破壊する"))

# ヂェミナイ・デビル / Gemini Imps: the same answer; then you draw 1 card.
define(67688478, Effect(Kind.QUICK, _watcher(True), condition=_opponent_self_discard, from_zone=Zone.HAND,
                        cost=SEND_SELF,
                        text_en="negate the activation of the opponent's card that discards their own hand, destroy "
                        "it and draw 1",
                        text_ja="自分の手札を捨てる効果を含む相手のカードの発動を無効にし破壊し、１枚ドローする"))


# ==== R004-155: effects that send cards from the hand to the graveyard (not discards) ==============

# 全弾発射 / Full Salvo: send your whole hand to the graveyard; 200 damage to the opponent per card.
def _full_salvo(res: Resolution) -> None:
    sent = send_from_hand(res, [c for c in hand_of(res.duel, res.player) if c.idx != res.card.idx])
    res.duel.damage(res.opponent, 200 * len(sent), res.cause)


define(70865988, Effect(A, _full_salvo, needs=_has_hand("own"),
                        text_en="send your hand to the graveyard; 200 damage to the opponent per card",
                        text_ja="手札を全て墓地へ送り、その枚数×２００ダメージを相手に与える"))


# 水霊術－「葵」 / Spiritual Water Art - Aoi: tribute 1 WATER monster (the cost): look at the opponent's hand
# and send 1 card of it to the graveyard.
def _aoi(res: Resolution) -> None:
    send_from_hand(res, choose_cards(res, hand_of(res.duel, res.opponent), 1))


define(6540606, Effect(A, _aoi, asks=True, needs=_has_hand("opp"),
                       cost=Cost(tribute=1, tribute_filter=lambda ctx, m: m.data.attribute == "WATER"),
                       text_en="look at the opponent's hand and send 1 card of it to the graveyard",
                       text_ja="相手の手札を確認し、その中から１枚を墓地へ送る"))


# Both hands and the field sent to the graveyard (sent, not discarded), all but one card maybe.
def _send_everything(res: Resolution, keep: int = -1) -> None:
    d = res.duel
    for p in (d.tp, 1 - d.tp):
        send_from_hand(res, hand_of(d, p))
    d.send_to_grave([c.idx for p in (d.tp, 1 - d.tp) for c in field_cards(d, p) if c.idx != keep], res.cause, "sent")


# 混沌帝龍 －終焉の使者－ / Chaos Emperor Dragon - Envoy of the End: pay 1000 LP: send every card in both hands and
# on the field to the graveyard; the opponent takes 300 damage for each card sent to their graveyard. It is
# special summoned from the hand by banishing a LIGHT and a DARK monster from your graveyard (its procedure).
_ENVOY_PICK, _ENVOY_READY = one_each(lambda c: c.data.is_monster and c.data.attribute == "LIGHT",
                                     lambda c: c.data.is_monster and c.data.attribute == "DARK")
def _envoy(res: Resolution) -> None:
    d = res.duel
    before = len(d.players[res.opponent].grave)
    _send_everything(res)
    d.damage(res.opponent, 300 * (len(d.players[res.opponent].grave) - before), res.cause)


define(82301904, Effect(Kind.IGNITION, _envoy, cost=Cost(lp=1000), condition=face_up_here,
                        text_en="send every card in both hands and on the field to the graveyard; 300 damage "
                        "per card sent to the opponent's graveyard",

                        text_ja="お互いの手札とフィールドのカードを全て墓地へ送り、相手の墓地へ送ったカード×３００ダメージ"),
       Effect(Kind.PROCEDURE, cost=Cost(banish_grave=2, banish_filter=_ENVOY_PICK), condition=_ENVOY_READY,
              text_en="special summon by banishing a LIGHT and a DARK monster from your graveyard",
              text_ja="自分の墓地の光属性と闇属性モンスターを１体ずつ除外して特殊召喚する"))


# 海竜神－ネオダイダロス / Ocean Dragon Lord - Neo-Daedalus: send a face-up 「海」 you control to the
# graveyard (the cost, paid as the operation's first step here): send every other card in both hands and
# on the field to the graveyard.
UMI = 22702055


def _my_umi(ctx: Ctx) -> list[Card]:
    return [c for c in spells_traps_of(ctx.duel, ctx.player) if c.data.passcode == UMI and c.face_up]


def _neo_daedalus(res: Resolution) -> None:
    umi = _my_umi(ctx_of(res))
    if not umi:
        return
    res.duel.send_to_grave([umi[0].idx], Cause(res.player, Reason.COST, res.card.idx), "sent")
    _send_everything(res, keep=res.card.idx)


define(10485110, Effect(Kind.IGNITION, _neo_daedalus, condition=lambda ctx: face_up_here(ctx) and bool(_my_umi(ctx)),
                        text_en="send every other card in both hands and on the field to the graveyard",
                        text_ja="このカード以外のお互いの手札とフィールドのカードを全て墓地へ送る"),
       Effect(Kind.PROCEDURE, cost=Cost(tribute=1, tribute_filter=lambda ctx, m: m.data.passcode == 37721209),
              text_en="special summon by tributing a Levia-Dragon - Daedalus you control",
              text_ja="自分フィールドの「海竜－ダイダロス」１体を生け贄に捧げて特殊召喚する"))


# 創世神 / The Creator: once a turn: send 1 card from your hand to the graveyard (the cost) and special
# summon 1 targeted monster from your graveyard.
def _creator(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        if d.free_slots(res.player, Zone.MONSTERS):
            d.special_summon(t, res.player, ask_position(res), res.cause)


define(61505339, Effect(Kind.IGNITION, _creator, once_per_turn=True, asks=True, cost=Cost(hand_send=1),
                        condition=face_up_here,
                        target=TargetSpec(zone=Zone.GRAVE, side="own", where=lambda ctx, c: c.data.is_monster,
                                          text_en="a monster in your graveyard", text_ja="自分の墓地のモンスター"),
                        text_en="send 1 card from your hand to the graveyard: special summon the target",
                        text_ja="手札を１枚墓地へ送り、対象を特殊召喚する"),
       special_by=not_from(Zone.GRAVE))


# クリオスフィンクス / Criosphinx: while it is face-up, when a monster on the field returns to its owner's
# hand, that owner sends 1 card of their hand to the graveyard.
def _returned(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.MONSTERS) and ev.dst == int(Zone.HAND)


def _criosphinx(res: Resolution) -> None:
    d = res.duel
    ev = res.link.events[0]
    owner = d.cards[ev.card].owner
    send_from_hand(res, choose_cards(res, hand_of(d, owner), 1, owner))


define(18654201, Effect(T, _criosphinx, trigger="to_hand", when=_returned, self_trigger=False, asks=True,
                        text_en="the returned monster's owner sends 1 card of their hand to the graveyard",
                        text_ja="手札に戻ったモンスターの持ち主は手札を１枚選んで墓地へ送る"))


# 無情の抹殺 / Ruthless Denial: target 1 monster you control: send it to the graveyard, and 1 random card of
# the opponent's hand to the graveyard.
def _ruthless(res: Resolution) -> None:
    d = res.duel
    ts = res.targets()
    if not ts:
        return
    d.send_to_grave([ts[0].idx], res.cause, "sent")
    hand = hand_of(d, res.opponent)
    if hand:
        send_from_hand(res, [hand[d.rng.below(len(hand))]])


define(73148972, Effect(A, _ruthless, target=TargetSpec(side="own", text_en="a monster you control",
                                                        text_ja="自分のモンスター"),
                        text_en="send the target and a random card of the opponent's hand to the graveyard",
                        text_ja="対象と相手の手札ランダム１枚を墓地へ送る"))


# ブレイズ・キャノン / Blaze Accelerator (continuous spell): once it is face-up: send 1 Pyro monster with 500
# or less ATK from your hand to the graveyard (the cost) and destroy 1 targeted monster the opponent controls.
def _small_pyro(ctx: Ctx, c: Card) -> bool:
    return c.data.is_monster and c.data.race == "Pyro" and c.data.atk is not None and c.data.atk <= 500


define(69537999, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.IGNITION, destroy_targets, cost=Cost(hand_send=1, hand_filter=_small_pyro),
              target=TargetSpec(side="opp", text_en="a monster the opponent controls", text_ja="相手のモンスター"),
              text_en="send a Pyro monster with 500 or less ATK from your hand: destroy the target",
              text_ja="手札の攻撃力５００以下の炎族モンスターを墓地へ送り、対象を破壊する"))


# 大革命 / Huge Revolution: in your main phase, while you control face-up 「逃げまどう民」, 「弾圧される民」 and
# 「団結するレジスタンス」: send the opponent's whole hand to the graveyard and destroy every card they control.
PEOPLE = (12143771, 58538870, 85936485)  # 逃げまどう民, 弾圧される民, 団結するレジスタンス


def _revolution_ready(ctx: Ctx) -> bool:
    d = ctx.duel
    have = {c.data.passcode for c in d.monsters_of(ctx.player) if c.face_up}
    return d.tp == ctx.player and d.phase in ("main1", "main2") and set(PEOPLE) <= have


def _revolution(res: Resolution) -> None:
    d = res.duel
    send_from_hand(res, hand_of(d, res.opponent))
    d.destroy(field_cards(d, res.opponent), res.cause)


define(65396880, Effect(A, _revolution, condition=_revolution_ready,
                        text_en="send the opponent's hand to the graveyard and destroy every card they control",
                        text_ja="相手の手札を全て墓地へ送り、相手フィールドのカードを全て破壊する"))


# バブル・クラッシュ / Bubble Crash: each player with 6 or more cards in hand and on the field together sends
# cards of them to the graveyard until they have 5 (they choose which).
def _bubble_crash(res: Resolution) -> None:
    d = res.duel
    for p in (d.tp, 1 - d.tp):
        mine = [c for c in (*hand_of(d, p), *field_cards(d, p)) if c.idx != res.card.idx]
        extra = len(mine) - 5
        if extra > 0:
            picked = choose_cards(res, mine, extra, p)
            send_from_hand(res, [c for c in picked if c.zone is Zone.HAND])
            d.send_to_grave([c.idx for c in picked if c.on_field], res.cause, "sent")


def _someone_over_5(ctx: Ctx) -> bool:
    d = ctx.duel
    return any(len([c for c in (*hand_of(d, p), *field_cards(d, p)) if c.idx != ctx.card.idx]) >= 6 for p in (0, 1))


define(61622107, Effect(A, _bubble_crash, needs=_someone_over_5, asks=True,
                        text_en="each player with 6 or more cards in hand and on the field sends cards until 5 remain",
                        text_ja="手札とフィールドのカードが合計６枚以上のプレイヤーは５枚になるように墓地へ送る"))


# お家おとりつぶし / Eliminating the League: discard 1 spell card (the cost; the engine's discard cost takes
# any card, so the condition asks for a spell in hand and the discard is chosen freely) and target 1 face-up
# monster the opponent controls: destroy it; then every card of its name in the opponent's hand is sent
# to the graveyard.
def _eliminating(res: Resolution) -> None:
    d = res.duel
    ts = res.targets()
    if not ts:
        return
    code = ts[0].data.passcode
    if d.destroy(ts, res.cause):
        send_from_hand(res, [c for c in hand_of(d, res.opponent) if c.data.passcode == code])


define(73872164, Effect(A, _eliminating, cost=Cost(discard=1),
                        condition=lambda ctx: any(c.data.is_spell and c.idx != ctx.card.idx
                                                  for c in hand_of(ctx.duel, ctx.player)),
                        target=TargetSpec(side="opp", face="up", text_en="a face-up monster the opponent controls",
                                          text_ja="相手の表側表示モンスター"),
                        text_en="destroy the target; send its copies from the opponent's hand to the graveyard",
                        text_ja="対象を破壊し、相手の手札の同名カードを全て墓地へ送る"))


# 選ばれし者 / Chosen One: choose 1 monster card and 2 other cards from your hand; the opponent picks 1 of
# them at random: a monster is special summoned and the other two sent to the graveyard; otherwise all
# three are sent to the graveyard.
def _chosen_ready(ctx: Ctx) -> bool:
    hand = [c for c in hand_of(ctx.duel, ctx.player) if c.idx != ctx.card.idx]
    return sum(c.data.is_monster for c in hand) >= 1 and sum(not c.data.is_monster for c in hand) >= 2


def _chosen_one(res: Resolution) -> None:
    d = res.duel
    hand = [c for c in hand_of(d, res.player) if c.idx != res.card.idx]
    mon = choose_cards(res, [c for c in hand if c.data.is_monster], 1)
    others = choose_cards(res, [c for c in hand if not c.data.is_monster], 2)
    three = [*mon, *others]
    if len(three) < 3:
        return
    pick = three[d.rng.below(3)]
    if pick.data.is_monster and d.free_slots(res.player, Zone.MONSTERS):
        d.special_summon(pick, res.player, ask_position(res), res.cause)
        send_from_hand(res, [c for c in three if c is not pick])
    else:
        send_from_hand(res, three)


define(21888494, Effect(A, _chosen_one, condition=_chosen_ready, asks=True,
                        text_en="the opponent picks 1 of a monster and 2 other cards from your hand: a monster is "
                        "special summoned; the rest go to the graveyard",

                        text_ja="手札のモンスター１枚とそれ以外２枚から相手がランダムに選び、モンスターなら特殊召喚、残りは墓地へ送る"))



# 火之迦具土 / Hino-Kagu-Tsuchi: a spirit (common.SPIRIT_RETURN). When it inflicts battle damage to the opponent
# (a mandatory trigger), they discard their whole hand in the next turn's draw phase before the draw
# (R004-139.13): a lasting effect applied at once at that draw phase's start, which comes before its draw. Not
# declared: "cannot be special summoned" (the engine has no summon restriction a card can declare).
def _hino_arms(res: Resolution) -> None:
    next_turn = res.duel.turn + 1

    def next_draw_phase(ctx: Ctx, ev: Event) -> bool:
        return ev.detail == "draw" and ctx.duel.turn == next_turn

    def discard_hand(r: Resolution) -> None:
        discard(r, hand_of(r.duel, r.opponent))

    res.duel.linger(res.card, res.player, Effect(Kind.AT_ONCE, discard_hand, trigger="phase", when=next_draw_phase,
                                                 text_en="the next draw phase, before the draw: the opponent "
                                                         "discards their whole hand",
                                                 text_ja="次のターンのドローフェイズのドロー前に相手は手札を全て捨てる"),
                    res.cause, turns=2)


define(75745607, *SPIRIT_RETURN,
       Effect(T, _hino_arms, trigger="damage", when=_my_battle_damage(), self_trigger=False, damage_step=True,
              text_en="battle damage to the opponent: they discard their whole hand in the next draw phase, "
                      "before the draw",
              text_ja="相手ライフに戦闘ダメージを与えた時、次のターンのドローフェイズのドロー前に相手は手札を全て捨てる"),
       special_by=never)


TOON_WORLD = 15259703


# トゥーン・ワールド / Toon World: activated by paying 1000 LP; its card does nothing itself (the toon monsters
# read it).
define(TOON_WORLD, Effect(A, nothing, cost=Cost(lp=1000), text_en="pay 1000 LP to activate this card",
                          text_ja="１０００ライフポイントを払って発動する"))


def _cannot_attack_this_turn(res: Resolution) -> None:
    oid = res.card.oid
    res.duel.linger(res.card, res.player,
                    Effect(Kind.CONTINUOUS, forbids=("attack",), affects=lambda ctx, c: c is ctx.card and c.oid == oid,
                           text_en="it cannot attack this turn", text_ja="このターン攻撃できない"), res.cause)


def _own_summon(ctx: Ctx, ev: Event) -> bool:
    return ev.card == ctx.card.idx


def _toon_direct(ctx: Ctx, c: Card) -> bool:
    d = ctx.duel
    return (c is ctx.card and any(d.cards[i].data.passcode == TOON_WORLD and d.cards[i].face_up
                                  for i in d.players[ctx.player].spells if i >= 0)
            and not any("toon" in d.cards[i].data.subtypes and d.cards[i].face_up
                        for i in d.players[ctx.opponent].monsters if i >= 0))


def _toon_world_destroyed(ctx: Ctx, ev: Event) -> bool:
    return ctx.duel.cards[ev.card].data.passcode == TOON_WORLD and ev.src == int(Zone.SPELLS)


def _destroy_self(res: Resolution) -> None:
    if res.card.zone is Zone.MONSTERS:
        res.duel.destroy([res.card], res.cause)


# トゥーン・ヂェミナイ・エルフ / Toon Gemini Elf (R004-139.05): it cannot attack in the turn it was summoned
# (normal, flip or special); with a face-up 「トゥーン・ワールド」 on your field and no face-up toon monster on the
# opponent's, it may attack directly; when it inflicts battle damage to the opponent, they discard 1 at random;
# it is destroyed when a 「トゥーン・ワールド」 on the field is destroyed (at once, no chain link). Its text asks
# nothing of its summon, so it is summoned like any level 4 monster.
define(42386471,
       *(Effect(Kind.AT_ONCE, _cannot_attack_this_turn, trigger=k, when=_own_summon,
                text_en="summoned: it cannot attack this turn",
                text_ja="召喚・反転召喚・特殊召喚したターンには攻撃できない")
         for k in ("summoned", "special_summoned")),
       Effect(Kind.CONTINUOUS, direct_attack=True, affects=_toon_direct,
              text_en="with your Toon World and no opposing toon monster: may attack directly",
              text_ja="自分フィールドに「トゥーン・ワールド」が存在し、相手フィールドにトゥーンモンスターが"
                      "存在しない場合、直接攻撃できる"),
       _battle_discard(1),
       Effect(Kind.AT_ONCE, _destroy_self, trigger="destroyed", when=_toon_world_destroyed,
              text_en="a Toon World on the field is destroyed: destroy this card",
              text_ja="フィールドの「トゥーン・ワールド」が破壊される時にこのカードは破壊される"),
       missing=("the toon rules of its era text beyond those declared",))
