"""The flip monsters whose English name begins with D."""

from __future__ import annotations

from arbiter.kernel.decision import Option
from arbiter.ocg.cards.common import (
    ANY_MONSTER,
    SEND_SELF,
    bind,
    bound,
    ctx_of,
    may_turn_face_down,
    room,
    take_targets_this_turn,
    takeable,
    tally,
    to_face_down,
    to_hand_targets,
)
from arbiter.ocg.cards.shared.draw import DARK_MIMIC_LV3, draw_op, may_draw
from arbiter.ocg.cards.shared.level_monsters import next_level, next_level_in_reach
from arbiter.ocg.cards.shared.resolving import alive, still_face_up_here
from arbiter.ocg.cards.shared.targets import opp_face_up
from arbiter.ocg.cards.shared.turn_log import times_placed
from arbiter.ocg.cards.shared.zones import face_up_monsters, face_up_spells, players_in_order
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import SWITCH_CONTROL
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

F = Kind.FLIP

JAR = 50045299  # ドラゴン族・封印の壺 / Dragon Capture Jar


# 壺魔人 / Dragon Piper: FLIP: destroy every face-up 「ドラゴン族・封印の壺」; if one was destroyed, every
# face-up dragon on the field turns to attack position.
def _jars(ctx: Ctx | Resolution) -> list[Card]:
    return face_up_spells(ctx.duel, players_in_order(ctx.duel), JAR)


def _dragon_piper(res: Resolution) -> None:
    d = res.duel
    if d.destroy(_jars(res), res.cause):
        for p in players_in_order(d):
            with d.moving_together(res.cause):
                for c in d.monsters_of(p):
                    if c.pos is Pos.DEFENSE and d.race(c) == "Dragon":
                        d.set_position(c, Pos.ATTACK, res.cause)


# with none it has nothing to destroy and is not activated (R004-007)
define(55763552, Effect(F, _dragon_piper, does=Does.SPELLS_TRAPS, needs=lambda ctx: bool(_jars(ctx)),
                        text_en="destroy face-up Dragon Capture Jars; if any, face-up Dragons turn to attack position",
                        text_ja="表側表示の「ドラゴン族・封印の壺」を破壊し、破壊した場合ドラゴン族を攻撃表示にする"))

# 尾も白い黒猫 / Dark Cat with White Tail: FLIP: return 2 targeted monsters the opponent controls and
# 1 targeted monster you control (it may be this card) to their owners' hands (a target spec of two parts).
define(8634636, Effect(F, to_hand_targets,
                       target=TargetSpec(count=3, parts=(TargetSpec(side="opp", count=2),
                                                         TargetSpec(side="own", count=1, allow_self=True))),
                       text_en="return 2 of the opponent's monsters and 1 of yours to their owners' hands",
                       text_ja="相手モンスター２体と自分のモンスター１体を持ち主の手札に戻す"))


# デスグレムリン / Des Feral Imp: FLIP: shuffle 1 targeted card from your graveyard into your deck; the text excludes
# no card, so this one may be the target when its flip effect is activated from the graveyard (R003-055).
def _shuffle_back(res: Resolution) -> None:
    res.duel.to_deck(res.targets(), res.cause)


define(81985784, Effect(F, _shuffle_back,
                        target=TargetSpec(zone=Zone.GRAVE, side="own", allow_self=True,
                                          text_en="a card in your graveyard", text_ja="自分の墓地のカード"),
                        text_en="shuffle the target into your deck", text_ja="対象をデッキに戻す"))


# デス・コアラ / Des Koala: FLIP: 400 damage to the opponent for each card in their hand.
def _koala(res: Resolution) -> None:
    res.duel.damage(res.opponent, 400 * len(res.duel.players[res.opponent].hand), res.cause)


define(69579761, Effect(F, _koala, text_en="400 damage to the opponent for each card in their hand",
                        text_ja="相手に、その手札１枚につき４００のダメージ"))


# ダイス・ポット / Dice Jar: FLIP: each player rolls a die (the activating player first), again while
# the rolls are equal; the lower roller takes 500 times the higher roll, or 6000 if it was a 6. The two dice are one
# roll: 「リバースダイス」 has both rolled again, not one player's alone.
def _dice_jar(res: Resolution) -> None:
    d = res.duel
    while True:
        mine, theirs = d.roll_dice_each((res.player, res.opponent), res.cause)
        if mine != theirs:
            break
    loser, high = (res.opponent, mine) if mine > theirs else (res.player, theirs)
    d.damage(loser, 6000 if high == 6 else 500 * high, res.cause)


define(3549275, Effect(F, _dice_jar,
                       text_en="both players roll a die; the lower roller takes 500 x the higher roll (6: 6000)",
                       text_ja="お互いにサイコロを振り、小さい目のプレイヤーは相手の目×５００（６なら６０００）ダメージを受ける"))

# ドラゴン・ライダー / Dragon Manipulator: FLIP: take control of 1 face-up dragon the opponent controls
# until the end phase.
define(63018132, Effect(F, take_targets_this_turn, target=opp_face_up("Dragon"), needs=room,
                        text_en="take control of the target until the end phase",
                        text_ja="エンドフェイズまで対象のコントロールを得る"))

# 砂バク / Desertapir: FLIP: turn 1 targeted face-up monster other than a 「砂バク」 face-down.
define(13409151, Effect(F, to_face_down,
                        target=TargetSpec(face="up",
                                          where=lambda ctx, c: not is_named(c, 13409151) and may_turn_face_down(ctx, c),
                                          text_en="a face-up monster other than Desertapir or a token",
                                          text_ja="「砂バク」とトークン以外の表側表示モンスター"),
                        text_en="turn the target face-down", text_ja="対象を裏側守備表示にする"))


# ダーク・アイズ・イリュージョニスト / Dark-Eyes Illusionist: FLIP: 1 targeted monster cannot attack while
# this card is face-up on the field. The flip effect binds the target to this card object (a new flip
# binds a new one); effect 2 is the restriction, applying while this card is face-up. Either turned face-down is a
# new card for the effects: the hold ends and does not come back when it turns face-up again (a target may be
# face-down when held and flipped later: it stays held), and a flip effect resolving while this card is face-down
# holds nothing.
def _hold_target(res: Resolution) -> None:
    if not still_face_up_here(res):
        return
    for c in res.targets():
        bind(res.duel, "illusion", res.card, c, replace=True, face_up=True)


define(38247752,
       Effect(F, _hold_target, target=ANY_MONSTER, text_en="the target cannot attack while this card is face-up",
              text_ja="このカードが存在する限り対象は攻撃できない"),
       Effect(Kind.CONTINUOUS, forbids=("attack",), affects=lambda ctx, c: c in bound(ctx.duel, "illusion", ctx.card),
              text_en="the target cannot attack", text_ja="対象は攻撃できない"))


# ディメンション・ポッド / Dimension Jar: FLIP: each player (the activating player first) may banish up
# to 3 cards from the opponent's graveyard, chosen one by one ("no": no more); they are banished
# together at the end.
def _dimension_jar(res: Resolution) -> None:
    d = res.duel
    ctx = ctx_of(res)
    chosen: list[Card] = []
    for p in (res.player, res.opponent):
        mine: list[Card] = []
        # none that 「王家の眠る谷－ネクロバレー」 keeps in the graveyard
        theirs = takeable(ctx, lambda c: True, Zone.BANISHED, "banished", 1 - p)
        while len(mine) < 3:
            left = [c for c in theirs if c not in mine]
            if not left:
                break
            opts = [d.card_option("select", c.idx) for c in left]
            opts.append(Option("no", "no", label_en="no more", label_ja="終了"))
            o = res.ask(opts, "select", p, "banish a card from the opponent's graveyard, or no more",
                        "相手の墓地から除外するカードを選ぶ（終了で終わる）")
            if o.kind == "no":
                break
            mine.append(d.cards[o.card])
        chosen += mine
    d.banish(chosen, res.cause)


define(73414375, Effect(F, _dimension_jar, asks=True,
                        text_en="each player may banish up to 3 cards from the opponent's graveyard",
                        text_ja="お互いに相手の墓地のカードを３枚まで除外できる"))

T = Kind.TRIGGER

BOKOICHI = 8715625
DARK_MIMIC_LV1 = 74713516


# 魔装機関車 デコイチ / Dekoichi the Battlechanted Locomotive: FLIP: draw 1, then draw 1 more for each
# face-up 「魔貨物車両 ボコイチ」 you control: two draw effects (R004-072; the table's ●).
def _dekoichi(res: Resolution) -> None:
    d = res.duel
    d.draw(res.player, 1, res.cause)
    n = sum(1 for c in face_up_monsters(res, res.player) if is_named(c, BOKOICHI))
    if n:
        d.draw(res.player, n, res.cause)


define(87621407, Effect(Kind.FLIP, _dekoichi, needs=may_draw("self"),
                        text_en="draw 1, then 1 for each face-up Bokoichi you control",
                        text_ja="１枚ドローし、さらに自分の表側表示の「魔貨物車両 ボコイチ」の数だけドローする"))


# 暗黒のミミック ＬＶ１ / Dark Mimic LV1: FLIP: draw 1. In your standby phase you may send it to the
# graveyard to special summon 「暗黒のミミック ＬＶ３」 from your hand or deck (face-up, in the position you choose).
def _mimic_up(res: Resolution) -> None:
    m = next_level(res, DARK_MIMIC_LV3, None)
    if m is not None and m.zone is Zone.MONSTERS:
        tally(res.duel, ("mimic", m.idx, times_placed(res.duel, m.idx)), 1)


define(DARK_MIMIC_LV1, Effect(Kind.FLIP, draw_op(1), needs=may_draw("self"), text_en="draw 1",
                              text_ja="１枚ドローする"),
       Effect(T, _mimic_up, trigger="phase", self_trigger=False, mandatory=False, asks=True, cost=SEND_SELF,
              needs=next_level_in_reach(DARK_MIMIC_LV3),
              when=lambda ctx, ev: ev.detail == "standby" and ev.player == ctx.player and ctx.card.face_up,
              text_en="send this card to the graveyard: special summon Dark Mimic LV3",
              text_ja="このカードを墓地へ送り、「暗黒のミミック ＬＶ３」を特殊召喚する"))


# ダミー・ゴーレム / Dummy Golem: FLIP: the opponent picks a monster they control; it and this card swap
# controllers, for good. Destroyed by the battle that flipped it, it is no longer there to swap, so nothing moves
# (as a monster destroyed by the battle cannot be targeted by a flip effect). Turned face-down in answer it still
# swaps, face-down: its text asks nothing of its face, and the swap leaves nothing tied to it (as 「王座の侵略者」).
# Taken by the opponent in answer, it is not its player's to swap: nothing happens (as 「王座の侵略者」 too).
def _dummy_golem(res: Resolution) -> None:
    d = res.duel
    me = res.card
    theirs = d.monsters_of(res.opponent)
    if not theirs or not alive(res) or me.zone is not Zone.MONSTERS or me.ctl != res.player \
            or (me.idx, me.oid) in d.doomed:
        return
    t = res.ask_cards(theirs, "select", res.opponent, purpose=SWITCH_CONTROL.monster)
    d.take_control(me, res.opponent, res.cause)
    d.take_control(t, res.player, res.cause)


define(13532663, Effect(Kind.FLIP, _dummy_golem, asks=True,
                        text_en="swap control of this card and a monster the opponent picks",
                        text_ja="このカードと、相手が選ぶ相手モンスター１体のコントロールを交換"))
