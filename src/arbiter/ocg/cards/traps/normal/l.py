"""The normal trap cards whose English name begins with L."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event, Reason
from arbiter.kernel.reasons import Why
from arbiter.ocg import names
from arbiter.ocg.cards.common import ctx_of, opponent_attacks
from arbiter.ocg.cards.shared.crystal_beasts import RAINBOW_RUINS
from arbiter.ocg.cards.shared.discard import choose_cards, discard
from arbiter.ocg.cards.shared.draw import SANCTUARY_IN_THE_SKY, draw_op, may_draw
from arbiter.ocg.cards.shared.notes import from_the_hand
from arbiter.ocg.cards.shared.recruiters import deck_monsters
from arbiter.ocg.cards.shared.resolving import ask_yes_no
from arbiter.ocg.cards.shared.search import deck_searched, summon_room
from arbiter.ocg.cards.shared.special_summons import summonable_now, summoned_refusal
from arbiter.ocg.cards.shared.turn_counts import linger_for_opponent_turns, opponent_turns_counted
from arbiter.ocg.cards.shared.zones import cards_in_hand, deck_of, face_up_monsters, look_at_hand
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import ACTIVATE, DISCARD, SHOW, SPECIAL_SUMMON, TO_GRAVEYARD, WHICH_WAY
from arbiter.ocg.effects import Choice, Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE


# 八汰烏の骸 / Legacy of Yata-Garasu: draw 1 (effect 1); or, while the opponent controls a face-up spirit
# monster, draw 2 (effect 2).
def _opp_spirit(ctx: Ctx) -> bool:
    return any("spirit" in c.data.subtypes for c in face_up_monsters(ctx, ctx.opponent))


define(30461781, Effect(A, draw_op(1), needs=may_draw("self"), draws=1, text_en="draw 1", text_ja="１枚ドローする"),
       Effect(A, draw_op(2), needs=may_draw("self"), draws=2, condition=_opp_spirit,
              text_en="draw 2", text_ja="２枚ドローする"))

T = Kind.TRIGGER


# ラスト・リゾート / Last Resort: when an opponent's monster declares an attack, choose 「虹の古代都市－
# レインボー・ルイン」 in your deck and activate it. If the opponent had a field spell active then, they may
# draw 1 (one draw effect; 「無効」 cannot answer it: R004-070.42). Their field spell is destroyed as the
# new one is activated (one field spell for both players). Not while no field spell card may be activated
# (「フィールドバリア」).
def _ruins_in_deck(ctx: Ctx) -> list[Card]:
    d = ctx.duel
    return deck_of(d, ctx.player, lambda c: is_named(c, RAINBOW_RUINS) and d.may_activate_by_effect(c, ctx.player))


def _last_resort(res: Resolution) -> None:
    d = res.duel
    with deck_searched(d, res.player, True):  # looked through for one, found or not: shuffled after (R004-100)
        ruins = _ruins_in_deck(ctx_of(res))
        if not ruins:
            return
        c = res.ask_cards(ruins, purpose=ACTIVATE)
        theirs = d.players[res.opponent].field
        had = theirs >= 0 and d.cards[theirs].active
        placed = d.activate_by_effect(c, res.player, res.cause)
    if placed and had and may_draw("opp")(ctx_of(res)) and ask_yes_no(res, res.opponent, "draw 1?", "１枚ドローする？"):
        d.draw(res.opponent, 1, res.cause)


define(97970833, Effect(A, _last_resort, asks=True, condition=opponent_attacks,
                        needs=lambda ctx: bool(_ruins_in_deck(ctx)),
                        text_en="activate Ancient City - Rainbow Ruins from your deck; the opponent with an active "
                                "field spell may draw 1",
                        text_ja="「虹の古代都市－レインボー・ルイン」をデッキから発動。相手のフィールド魔法が"
                                "発動中なら、相手は１枚ドローしてもよい"))


# 光の封札剣 / Lightforce Sword: banish 1 random card of the opponent's hand face-down; in the opponent's
# standby phase of their 4th turn after the activation (counting their turns), it returns to their hand, by the
# effect the activation leaves in place: whether this card is still in the graveyard does not matter (while it is
# there, 「運命の火時計」 can advance its count).
def _lightforce(res: Resolution) -> None:
    d = res.duel
    hand = d.players[res.opponent].hand
    if not hand:
        return
    c = d.cards[hand[d.rng.below(len(hand))]]
    if not d.banish([c], res.cause, face_down=True):
        return
    ref = (c.idx, c.oid)

    def waiting(duel: Duel) -> Card | None:
        x = duel.cards[ref[0]]
        return x if x.oid == ref[1] and x.zone is Zone.BANISHED else None

    def due(ctx: Ctx, ev: Event) -> bool:
        return (ev.detail == "standby" and ctx.duel.tp == ctx.opponent and waiting(ctx.duel) is not None
                and opponent_turns_counted(ctx.duel, ctx.card, ctx.player) >= 4)

    def back(r: Resolution) -> None:
        x = waiting(r.duel)
        if x is not None:
            r.duel.to_hand([x], r.cause)

    linger_for_opponent_turns(res, Effect(T, back, trigger="phase", self_trigger=False, when=due,
                                          text_en="the banished card returns to the opponent's hand",
                                          text_ja="除外したカードを相手の手札に戻す"), 4)


define(49587034,
       Effect(A, _lightforce, needs=lambda ctx: bool(ctx.duel.players[ctx.opponent].hand),
              text_en="banish a random card of the opponent's hand face-down until their 4th standby phase",
              text_ja="相手の手札をランダムに１枚裏側表示で除外し、４ターン目のスタンバイフェイズに戻す"))


# レベル変換実験室 / Level Conversion Lab (normal trap): choose a monster in your hand and roll a die: on a 1 it is
# sent to the graveyard; otherwise its Level is the result until the end of the turn, in the hand and on the field
# once it is summoned or set from there that turn; having left the field, a new card, it has its own Level again.
def _level_lab(res: Resolution) -> None:
    d = res.duel
    hand = [c for c in cards_in_hand(d, res.player) if c.data.is_monster]
    if not hand:
        return
    m = res.ask_cards(hand, purpose=SHOW.monster)
    d.reveal([m], res.opponent)  # shown to the opponent before the die
    n = d.roll_die(res.player, res.cause)
    if n == 1:
        d.send_to_grave([m.idx], res.cause)
        return
    d.linger(res.card, res.player, Effect(Kind.CONTINUOUS, level_becomes=lambda ctx, c: n, in_hand=True,
                                          affects=from_the_hand(res, (m,)), text_en=f"its Level is {n} this turn",
                                          text_ja=f"このターンレベル{n}になる"), res.cause)


define(84397023, Effect(A, _level_lab, asks=True,
                        needs=lambda ctx: any(c.data.is_monster for c in cards_in_hand(ctx.duel, ctx.player)),
                        text_en="a monster of your hand: roll; 1 sends it to the graveyard, else its Level is the roll",
                        text_ja="手札のモンスター１体を選びサイコロを振る。１なら墓地へ送り、それ以外ならそのレベルになる"))


# ラストバトル！ / Last Turn: only in the opponent's turn, while your LP are 1000 or less. You choose 1 monster
# you control at resolution (it does not target, R004-005); every other card in both hands and on the field
# is sent to the graveyard (not a discard, R004-155.15). Then the opponent special summons 1 monster from
# their deck in face-up attack position, and it battles the chosen monster; that battle deals neither player
# battle damage. In this turn's end phase, a player who alone controls monsters wins the duel; otherwise the
# duel is a draw.
def _last_turn_decides(res: Resolution) -> None:
    d = res.duel
    holders = [p for p in (0, 1) if d.monsters_of(p)]
    d.win(holders[0] if len(holders) == 1 else 2)


def _last_turn(res: Resolution) -> None:
    d = res.duel
    kept = d.cards[res.answer]
    d.linger(res.card, res.player, Effect(Kind.AT_ONCE, _last_turn_decides, trigger="phase",
                                          when=lambda ctx, ev: ev.detail == "end",
                                          text_en="the end phase: a player alone controlling monsters wins, "
                                                  "otherwise the duel is a draw",
                                          text_ja="エンドフェイズに、モンスターを持つのが片方のプレイヤーだけなら"
                                                  "そのプレイヤーが勝ち、そうでなければ引き分け"),
             res.cause)
    others = [(i, d.cards[i].oid) for pl in d.players for i in (*pl.hand, *pl.monsters, *pl.spells, pl.field)
              if i >= 0 and i != kept.idx]
    for i, oid in others:
        if d.cards[i].oid == oid:  # not already gone with another (an equip card with its monster)
            d.send_to_grave([i], res.cause)
    # only a monster an effect may special summon from the deck: not a ritual monster, nor one that only its own
    # procedure summons (「ダーク・ネクロフィア」), which would summon nothing and skip the battle
    deck = summonable_now(res, deck_monsters(d, res.opponent, lambda c: True), res.opponent)
    # the deck looked through for one, found or not, is shuffled after (R004-100), where one could have come
    with deck_searched(d, res.opponent, summon_room(res, res.opponent)):
        if not deck:
            return  # no summon after it: the sending was the last thing done
        d.next_thing()  # "then" (その後): the summon is a step of its own
        m = res.ask_cards(deck, "select", res.opponent,
                          partial(summoned_refusal, res, player=res.opponent), purpose=SPECIAL_SUMMON.monster)
        d.special_summon(m, res.opponent, Pos.ATTACK, res.cause)
    if m.zone is not Zone.MONSTERS or kept.zone is not Zone.MONSTERS:
        return
    n = d.battle(m, kept)  # its number, to tell it from a later attack of the same monsters this turn
    d.linger(res.card, res.player, Effect(Kind.REPLACEMENT, when=lambda ctx, ev: ev.kind == "damage"
                                          and ev.cause.reason is Reason.BATTLE and ctx.duel.battle_serial() == n,
                                          instead=lambda ctx, ev: None,
                                          text_en="no battle damage from this battle",
                                          text_ja="この戦闘で発生する戦闘ダメージは０になる"), res.cause)


define(28566710, Effect(A, _last_turn, asks=True,
                        condition=lambda ctx: ctx.duel.tp != ctx.player and ctx.duel.players[ctx.player].lp <= 1000,
                        needs=lambda ctx: bool(ctx.duel.monsters_of(ctx.player)),
                        choice=Choice("card", lambda res: res.duel.monsters_of(res.player)),
                        text_en="keep 1 of your monsters and send every other card of the hands and the field to the "
                                "graveyard; a monster from the opponent's deck battles it; the end phase decides the "
                                "duel",
                        text_ja="自分のモンスター１体だけを残して、両者の手札とフィールドのカードを全て墓地へ送る。相手は"
                                "デッキからモンスターを特殊召喚してそれと戦闘する。勝敗はエンドフェイズに決まる"))


# 裁きの光 / Light of Judgment: while 「天空の聖域」 is on the field, discard 1 LIGHT monster: either look at the
# opponent's hand and discard 1 card of it, or send 1 card the opponent controls to the graveyard (your choice as it
# resolves).
def _sanctuary_up(ctx: Ctx) -> bool:
    d = ctx.duel
    return any(pl.field >= 0 and d.cards[pl.field].face_up and names.is_named(d.cards[pl.field], SANCTUARY_IN_THE_SKY)
               for pl in d.players)


# why one of 「裁きの光」's two ways is no choice: nothing for it to take
EMPTY_HAND = Why("the opponent's hand is empty", "相手の手札が０枚")
EMPTY_FIELD = Why("the opponent controls no card", "相手フィールドにカードがない")


def _judgment(res: Resolution) -> None:
    d = res.duel
    hand = cards_in_hand(d, res.opponent)
    theirs = d.field_cards(res.opponent)
    named = ((Option("hand", "choice", label_en="look at the hand and discard 1", label_ja="手札を確認して１枚捨てる"),
              hand, EMPTY_HAND),
             (Option("field", "choice", label_en="send 1 card they control to the graveyard",
                     label_ja="相手フィールドのカード１枚を墓地へ送る"), theirs, EMPTY_FIELD))
    ways = [o for o, ok, _ in named if ok]
    if not ways:
        return
    closed = [(o, lambda why=why: why) for o, ok, why in named if not ok]
    if res.ask(ways, "choice", -1, *WHICH_WAY, closed=closed).key == "hand":
        discard(res, choose_cards(res, look_at_hand(res, res.opponent), 1, purpose=DISCARD))
    else:
        d.send_to_grave([choose_cards(res, theirs, 1, purpose=TO_GRAVEYARD)[0].idx], res.cause)


define(44595286, Effect(A, _judgment, condition=_sanctuary_up, asks=True,
                        does=Does.DISCARD | Does.OTHER | Does.OPP_HAND,
                        cost=Cost(discard=1, hand_filter=lambda ctx, c: c.data.is_monster and names.has_attribute(
                            c, "LIGHT")),
                        needs=lambda ctx: bool(cards_in_hand(ctx.duel, ctx.opponent)
                                               or ctx.duel.field_cards(ctx.opponent)),
                        text_en="discard 1 LIGHT monster: discard 1 card of the opponent's hand after looking at it, "
                                "or send 1 card they control to the graveyard",
                        text_ja="光属性モンスターを捨て、相手の手札を確認して１枚捨てるか、相手フィールドのカード１枚を墓地へ送る"))


# ライフチェンジャー / Life Equalizer: only while the two players' LP are 8000 or more apart: the LP of both
# players become 3000.
def _equalize(res: Resolution) -> None:
    for p in (res.player, res.opponent):
        res.duel.set_lp(p, 3000, res.cause)


define(17178486, Effect(A, _equalize,
                        condition=lambda ctx: abs(ctx.duel.players[0].lp - ctx.duel.players[1].lp) >= 8000,
                        text_en="LP 8000 or more apart: both players' LP become 3000",
                        text_ja="お互いのライフの差が８０００以上の時、お互いのライフを３０００にする"))
