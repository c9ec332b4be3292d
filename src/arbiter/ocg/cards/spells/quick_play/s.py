"""The quick-play spell cards whose English name begins with S."""

from __future__ import annotations

import dataclasses

from arbiter.kernel.events import Event, Reason
from arbiter.ocg import fusion
from arbiter.ocg.cards.common import answered, spells_traps_of
from arbiter.ocg.cards.shared.chain import OPPONENTS_BURN_ACTIVATED, activation_of
from arbiter.ocg.cards.shared.damage import redirect_damage
from arbiter.ocg.cards.shared.fusion import any_card, fusion_spell
from arbiter.ocg.cards.shared.geminis import at_this_end_phase, is_gemini
from arbiter.ocg.cards.shared.notes import mark, marked
from arbiter.ocg.cards.shared.stats import half_up, original_atk
from arbiter.ocg.cards.shared.targets import grave_spec
from arbiter.ocg.cards.shared.to_hand_and_deck import targets_to_deck
from arbiter.ocg.cards.shared.tokens import SHEEP_TOKEN, token_spell
from arbiter.ocg.cards.shared.turn_log import turn_log
from arbiter.ocg.cards.shared.zones import arrange_top
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card

A = Kind.ACTIVATE

# リバースソウル / Soul Reversal (quick-play): put 1 targeted flip monster from your graveyard on top of
# your deck.
define(78864369, Effect(A, targets_to_deck("top"),
                        target=grave_spec(lambda c: c.data.is_monster and c.data.is_flip,
                                          en="a flip monster in your graveyard",
                                          ja="自分の墓地のリバース効果モンスター"),
                        text_en="put the target on top of your deck", text_ja="対象をデッキの一番上に戻す"))


# 魔法効果の矢 / Spell Shattering Arrow: destroy every face-up spell card the opponent controls; 500 damage to them for
# each one destroyed.
def _opp_face_up_spells(ctx: Ctx | Resolution) -> list[Card]:
    return [c for c in spells_traps_of(ctx.duel, ctx.opponent) if c.face_up and c.data.is_spell]


def _arrows(res: Resolution) -> None:
    gone = res.duel.destroy(_opp_face_up_spells(res), res.cause)
    res.duel.damage(res.opponent, 500 * len(gone), res.cause)


define(93260132, Effect(A, _arrows, does=Does.SPELLS_TRAPS | Does.SPELLS_ONLY | Does.OPPONENTS,
                        needs=lambda ctx: bool(_opp_face_up_spells(ctx)),
                        text_en="destroy all the opponent's face-up spell cards; 500 damage to them for each",
                        text_ja="相手の表側表示の魔法カードを全て破壊し、その数×５００ダメージを与える"))


# 痛魂の呪術 / Spell of Pain: when the opponent activates an effect that inflicts damage to you, the effect
# damage it would inflict to you is inflicted to the opponent instead. An effect that inflicts damage is one
# whose categories say so (`Does.DAMAGE`).
define(76714458, Effect(A, redirect_damage, condition=OPPONENTS_BURN_ACTIVATED,
                        text_en="the effect damage to you is inflicted to the opponent instead",
                        text_ja="その効果で自分が受けるダメージは代わりに相手が受ける"))


# 連続魔法 / Serial Spell: when you activate a normal spell card, discard your whole hand (the cost): this
# card's effect becomes the same as that spell's. What that spell's player chooses as it resolves (「死者蘇生」's
# position) this card's player chooses as this card resolves: the first question of the copied effect.
def _serial_spell(res: Resolution) -> None:
    from arbiter.ocg.effects import Resolution as Res

    d = res.duel
    link = answered(res)
    if link is None:
        return
    eff = d.link_effect(link)
    if eff.operation is None:
        return
    copy = link.copy()
    copy.player = res.player
    copy.number = res.link.number
    copy.asked = res.link.asked
    run = Res(d, copy)
    question = d.resolution_question(copy)
    if question is not None:
        copy.answer_choice(run.ask(question.options, question.kind, question.player, question.prompt_en,
                                   question.prompt_ja))
    eff.operation(run)


define(49398568, Effect(A, _serial_spell, condition=activation_of("spell", "own", "normal"), asks=True,
                        cost=Cost(discard_all=True),
                        text_en="discard your hand: this card's effect becomes the normal spell's",
                        text_ja="手札を全て捨て、このカードの効果はその通常魔法と同じになる"))

T = Kind.TRIGGER


# セベクの祝福 / Sebek's Blessing (quick-play spell): when your monster inflicts battle damage to the opponent
# by a direct attack: gain as many LP, one gain (R004-088.17). It answers the damage in the window after
# the battle (`responds_to`).
def _direct_damage(ctx: Ctx) -> Event | None:
    d = ctx.duel
    att = d.attack
    if att is None or att[2] >= 0:
        return None
    return next((e for e in ctx.events if e.kind == "damage" and e.cause.reason is Reason.BATTLE
                 and e.player == ctx.opponent and e.cause.card == att[0]
                 and d.cards[att[0]].ctl == ctx.player), None)


def _sebek(res: Resolution) -> None:
    ev = next((e for e in res.link.events if e.kind == "damage" and e.cause.reason is Reason.BATTLE), None)
    if ev is not None:
        res.duel.gain_lp(res.player, ev.amount, res.cause)


define(22537443, Effect(A, _sebek, condition=lambda ctx: _direct_damage(ctx) is not None, responds_to=("damage",),
                        text_en="gain LP equal to the battle damage of your monster's direct attack",
                        text_ja="直接攻撃で与えた戦闘ダメージの数値分ライフポイントを回復する"))


# 超再生能力 / Super Rejuvenation (quick-play spell): in the end phase of the turn it was activated, draw 1
# card for each dragon monster discarded from your hand or tributed from your hand or field that turn (by
# whoever tributed it), in one draw (R004-070.20: one draw effect). The resolution leaves a delayed action for
# that end phase; the turn's discards and tributes are read from the duel's log.
def _let_go(res: Resolution, c: Card, tributed: bool) -> bool:
    """Whether `c`, discarded or tributed, was a dragon let go from this player's hand or field. A tribute may take
    the opponent's monsters (「溶岩魔神ラヴァ・ゴーレム」): what counts is whose field it left, and its Type there."""
    left = res.duel.left_field_this_turn(c) if tributed else None
    if left is not None:
        return left[0] == res.player and left[1].race == "Dragon"
    return (not tributed or c.owner == res.player) and c.data.race == "Dragon"  # a hand holds its owner's cards


def _dragons_let_go(res: Resolution) -> int:
    d = res.duel
    n = 0
    for e in turn_log(d):
        if e.kind == "tribute" or (e.kind == "discarded" and e.args[0] == res.player):
            refs = e.args[1]
            assert isinstance(refs, tuple)
            n += sum(1 for i, r in enumerate(d.refs) if any(r is x for x in refs)
                     and _let_go(res, d.cards[i], e.kind == "tribute"))
    return n


def _rejuvenation(res: Resolution) -> None:
    d = res.duel
    turn = d.turn

    def draw(r: Resolution) -> None:
        n = _dragons_let_go(r)
        if n:
            r.duel.draw(r.player, n, r.cause)

    d.linger(res.card, res.player, Effect(T, draw, trigger="phase", self_trigger=False,
                                          when=lambda ctx, ev: ev.detail == "end" and ctx.duel.turn == turn,
                                          text_en="draw 1 for each Dragon you discarded or tributed this turn",
                                          text_ja="このターン捨てた・生け贄に捧げたドラゴン族の数だけドローする"),
             res.cause)


define(27770341, Effect(A, _rejuvenation,
                        text_en="in this turn's end phase, draw for each Dragon you discarded or tributed this turn",
                        text_ja="このターンのエンドフェイズ時、捨てた・生け贄に捧げたドラゴン族の数だけドローする"))


# 収縮 / Shrink (quick-play): a targeted face-up monster's original ATK is halved until the end of the
# turn. An original "?" ATK cannot be halved: no change. A second 「収縮」 on the same monster in the turn halves
# the same original ATK again: no further change, not a quarter (docs/uncertain-rulings.md). Turned face-down, the
# monster is a new card whose halving has ended, which a 「収縮」 may halve again (the mark ends as it turns face-down).
SHRUNK = "shrunk"


def _shrink(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        orig = original_atk(d, t)
        if orig is not None and d.turn not in marked(d, SHRUNK, t):
            d.boost(t, half_up(orig) - orig, 0, res.cause)
            mark(d, SHRUNK, t, d.turn, face_up=True)


define(55713623, Effect(A, _shrink, target=TargetSpec(face="up", text_en="a face-up monster",
                                                     text_ja="表側表示モンスター"),
                        text_en="halve the target's original ATK this turn",
                        text_ja="対象の元々の攻撃力をターン終了時まで半分にする"))


# スケープ・ゴート / Scapegoat (quick-play, the era's text): special summon 4 「羊トークン」 (Sheep Token: Beast,
# EARTH, Level 1, 0/0) in defense position, which cannot be tributed for a tribute summon (declared at the token).
# It needs 4 free monster zones; in the turn you activate it you summon no other monster (normal, flip or special
# summon), neither before it (it cannot be activated then) nor after it.
token_spell(73915051, SHEEP_TOKEN, "羊トークン", 4, "Sheep Tokens", "羊トークン")


# スペシャル・デュアル・サモン / Super Double Summon: target a face-up gemini monster you control; it is treated as
# gemini summoned (its effects apply); in this turn's end phase it returns to the hand (a delayed trigger).
def _back_to_hand(res: Resolution, cards: list[Card]) -> None:
    res.duel.to_hand(cards, res.cause)


def _super_double(res: Resolution) -> None:
    for t in res.targets():
        if t.face_up:
            res.duel.note_summon(t, "gemini")
            at_this_end_phase(res, [t], _back_to_hand, "the end phase: return it to the hand",
                              "エンドフェイズにそのモンスターを手札に戻す")


define(26120084, Effect(A, _super_double, does=Does.MONSTERS,
                        target=TargetSpec(side="own", face="up", where=lambda ctx, c: is_gemini(c)),
                        text_en="target a face-up gemini monster you control: it is gemini summoned; return it "
                                "to the hand in the end phase",
                        text_ja="自分の表側表示のデュアルモンスター１体を、もう一度召喚された状態にする。"
                                "エンドフェイズにそのモンスターを手札に戻す"))


# 超融合 / Super Polymerization (quick-play): discard 1 card (the cost); fusion summon a fusion monster from your fusion
# deck with monsters on either player's field as its materials (sent to their owners' graveyards). Nothing can be
# activated in response to its activation.
define(48130397, dataclasses.replace(
    fusion_spell(any_card, fusion.either_field, "grave",
                 "fusion summon with monsters on either field as materials",
                 "どちらの場のモンスターも素材にして融合召喚する"),
    cost=Cost(discard=1), unchainable=True))


# 魔導書整理 / Spellbook Organization (quick-play): the 3 cards on top of your deck are seen and put back on top in
# the order you choose.
define(96677818, Effect(A, lambda res: arrange_top(res, 3), asks=True,
                        needs=lambda ctx: bool(ctx.duel.players[ctx.player].deck),
                        text_en="look at your top 3 cards and put them back in any order",
                        text_ja="自分のデッキの上から３枚を確認し、好きな順番でデッキの上に戻す"))
