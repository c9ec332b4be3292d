"""The normal spell cards whose English name begins with F."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg import fusion
from arbiter.ocg.cards.common import (
    POLYMERIZATION,
    can_special_summon,
    ctx_of,
    grant_this_turn,
    opponent_monsters,
    takeable,
    token_data,
)
from arbiter.ocg.cards.shared.burn import burn
from arbiter.ocg.cards.shared.card_kinds import is_hero, is_monster_card
from arbiter.ocg.cards.shared.damage import sent_back
from arbiter.ocg.cards.shared.destruction import destroy_field_but_this, destroy_opponents_monsters
from arbiter.ocg.cards.shared.discard import discard_chosen, has_hand
from arbiter.ocg.cards.shared.draw import may_draw
from arbiter.ocg.cards.shared.geminis import at_this_end_phase
from arbiter.ocg.cards.shared.passcodes import AVIAN
from arbiter.ocg.cards.shared.search import deck_searched, named, search_refusal, search_spell
from arbiter.ocg.cards.shared.special_summons import ask_face_up, pick_to_summon, summon
from arbiter.ocg.cards.shared.targets import grave_spec
from arbiter.ocg.cards.shared.to_hand_and_deck import targets_to_hand
from arbiter.ocg.cards.shared.tokens import makes_token, summon_token
from arbiter.ocg.cards.shared.turn_counts import advanced, start_count
from arbiter.ocg.cards.shared.upkeep import keeps
from arbiter.ocg.cards.shared.zones import all_field_cards, cards_in_hand, look_at_hand
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import TO_GRAVEYARD, TO_HAND
from arbiter.ocg.effects import Choice, Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

search_spell(26902560, named(POLYMERIZATION), "add Polymerization", "「融合」を手札に加える")  # 融合賢者

A = Kind.ACTIVATE
T = Kind.TRIGGER


# フェイク・ヒーロー / Fake Hero: special summon 1 「Ｅ・ＨＥＲＯ」 monster from your hand; it cannot attack,
# and it returns to its owner's hand in this turn's end phase (a delayed trigger left by the resolution: it happens
# wherever this card is by then, banished from the graveyard too). Only a hero it may special summon counts (a lock on
# special summons leaves nothing to summon, so no activation).
def _hero_in_hand(ctx: Ctx) -> list[Card]:
    return cards_in_hand(ctx.duel, ctx.player, lambda c: c.data.is_monster and is_hero(c)
                         and can_special_summon(ctx, c))


def _fake_hero(res: Resolution) -> None:
    d = res.duel
    c = pick_to_summon(res, _hero_in_hand(ctx_of(res)))
    if c is None:
        return
    summon(res, c, ask=ask_face_up)
    if c.zone is Zone.MONSTERS:
        d.restrict(c, "attack", res.cause)
        at_this_end_phase(res, [c], lambda r, cs: r.duel.to_hand(cs, r.cause),
                          "the end phase: the monster it summoned returns to the hand",
                          "エンドフェイズに特殊召喚したモンスターを手札に戻す")


define(78387742,
       Effect(A, _fake_hero, does=Does.MONSTERS, asks=True, needs=lambda ctx: bool(_hero_in_hand(ctx))
              and ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0,
              text_en="special summon an E-HERO from your hand; it cannot attack and returns in the end phase",
              text_ja="手札から「Ｅ・ＨＥＲＯ」を特殊召喚する。攻撃できず、エンドフェイズに手札に戻る"))


# 融合回収 / Fusion Recovery: add 1 targeted 「融合」 and 1 targeted monster used as a fusion material from
# your graveyard to your hand (a target spec of two parts; the fusion summons' record tells the materials).
def _fusion_material(ctx: Ctx, c: Card) -> bool:
    return c.data.is_monster and fusion.used_as_material(ctx.duel, c)


define(18511384, Effect(A, targets_to_hand,
                        target=TargetSpec(zone=Zone.GRAVE, count=2, parts=(
                            grave_spec(lambda c: is_named(c, POLYMERIZATION), en="Polymerization in your "
                                       "graveyard", ja="自分の墓地の「融合」"),
                            TargetSpec(zone=Zone.GRAVE, side="own", where=_fusion_material,
                                       text_en="a fusion material in your graveyard",
                                       text_ja="自分の墓地の融合素材モンスター")),
                            text_en="Polymerization and a fusion material", text_ja="「融合」と融合素材モンスター"),
                        text_en="add the targets to your hand", text_ja="対象を手札に加える"))


# 泉の精霊 / Fairy of the Spring: add 1 equip spell from your graveyard to your hand; it cannot be
# activated this turn.
def _equips_in_grave(ctx: Ctx) -> list[Card]:
    return takeable(ctx, lambda c: c.data.is_spell and "equip" in c.data.subtypes, Zone.HAND, "to_hand")


def _spring_fairy(res: Resolution) -> None:
    cands = _equips_in_grave(ctx_of(res))
    if cands:
        c = res.ask_cards(cands, purpose=TO_HAND)
        res.duel.to_hand([c], res.cause)
        if c.zone is Zone.HAND:
            res.duel.restrict(c, "activate_card", res.cause)


define(20188127, Effect(A, _spring_fairy, asks=True, needs=lambda ctx: bool(_equips_in_grave(ctx)),
                        text_en="add an equip spell from your graveyard to your hand; it cannot be activated this turn",
                        text_ja="墓地の装備魔法１枚を手札に加える。そのカードはこのターン発動できない"))


# ホープ・オブ・フィフス / Fifth Hope: shuffle 5 targeted 「Ｅ・ＨＥＲＯ」 cards from your graveyard into your
# deck, then draw 2 (3 if you had no other card in your hand or on your field when it was activated: noted on
# activation, `Effect.notes_on_activation`).
def _alone(ctx: Ctx) -> bool:
    d = ctx.duel
    return not d.players[ctx.player].hand and all(c.idx == ctx.card.idx for c in d.field_cards(ctx.player))


def _fifth_hope(res: Resolution) -> None:
    d = res.duel
    ts = [c for c in res.targets() if c.zone is Zone.GRAVE]
    d.to_deck(ts, res.cause)
    if len(ts) == 5:
        d.draw(res.player, 3 if res.link.noted else 2, res.cause)


define(55428811, Effect(A, _fifth_hope, needs=may_draw("self"), notes_on_activation=_alone,
                        target=grave_spec(is_hero, count=5, en="an E-HERO card in your graveyard",
                                          ja="自分の墓地の「Ｅ・ＨＥＲＯ」カード"),
                        text_en="shuffle the 5 targets into your deck, then draw 2 (3 with no other cards)",
                        text_ja="対象５枚をデッキに戻し、２枚ドローする（他にカードが無ければ３枚）"))

# 火あぶりの刑 / Final Flame: 600 damage to the opponent.
define(73134081, Effect(A, burn(600), targets_player="opp", text_en="600 damage to the opponent",
                        text_ja="相手に６００ダメージを与える"))


# 封魔一閃 / Flash of the Forbidden Spell: while the opponent has a monster in each of their monster zones, destroy
# every monster they control.
def _full_house(ctx: Ctx) -> bool:
    return all(i >= 0 for i in ctx.duel.players[ctx.opponent].monsters)


define(39956951, Effect(A, destroy_opponents_monsters, does=Does.MONSTERS | Does.OPPONENTS, condition=_full_house,
                        text_en="the opponent's monster zones are all full: destroy all their monsters",
                        text_ja="相手のモンスターカードゾーンが全て埋まっている時、相手のモンスターを全て破壊する"))


# おろかな埋葬 / Foolish Burial: send 1 monster from your deck to the graveyard.
def _deck_monsters(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].deck if is_monster_card(d.cards[i])]


def _foolish_burial(res: Resolution) -> None:
    d = res.duel
    found = _deck_monsters(res)
    with deck_searched(d, res.player, True):
        if found:
            # a refused answer says why by the same check as a search's: a monster of its player's deck
            pick = res.ask_cards(found, purpose=TO_GRAVEYARD.monster,
                                 why=lambda x: search_refusal(res, res.player, (Zone.DECK,), is_monster_card, x))
            d.send_to_grave([pick.idx], res.cause)


define(81439173, Effect(A, _foolish_burial, asks=True, needs=lambda ctx: bool(_deck_monsters(ctx)),
                        text_en="send 1 monster from your deck to the graveyard",
                        text_ja="デッキからモンスター１体を墓地へ送る"))


# 封神鏡 / Fengsheng Mirror: look at the opponent's whole hand (with or without a spirit in it); discard 1 spirit
# monster from it, picked by the activator.
def _fengsheng(res: Resolution) -> None:
    spirits = [c for c in look_at_hand(res, res.opponent) if "spirit" in c.data.subtypes]
    discard_chosen(res, res.opponent, 1, chooser=res.player, cands=spirits)


define(37406863, Effect(A, _fengsheng, does=Does.OPP_HAND, asks=True, needs=has_hand("opp"),
                        text_en="look at the opponent's hand and discard 1 spirit monster from it",
                        text_ja="相手の手札を確認し、スピリットモンスター１体を捨てる"))


# 終焉のカウントダウン / Final Countdown: pay 2000 LP (the cost); at the end of the 20th turn, counting the
# turn of activation as the 1st and every turn of both players (R004-128), you win the duel (a delayed trigger left
# by the resolution: it happens wherever this card is by then, banished from the graveyard too). A turn skipped whole
# (「ギャンブル」) is counted and still ends: with no end phase, the win comes as its end phase is skipped
# (docs/uncertain-rulings.md).
def _countdown(res: Resolution) -> None:
    d, start = res.duel, res.duel.turn
    start_count(d, res.card)

    def due(ctx: Ctx, ev: Event) -> bool:
        return ev.detail == "end" and ctx.duel.turn - start + 1 + advanced(ctx.duel, ctx.card) >= 20

    for kind in ("phase", "phase_skipped"):
        d.linger(res.card, res.player, Effect(T, lambda r: r.duel.win(r.player), trigger=kind, self_trigger=False,
                                              when=due, text_en="(the 20th turn's end) you win the duel",
                                              text_ja="（２０ターン目の終了時）デュエルに勝利する"),
                 res.cause, turns=None)


define(95308449, Effect(A, _countdown, cost=Cost(lp=2000), text_en="you win at the end of the 20th turn",
                        text_ja="発動ターンを１ターン目として２０ターン目の終了時に勝利する"))


# 地割れ / Fissure: destroy the opponent's face-up monster with the lowest ATK (chosen at resolution
# among ties; it does not target).
def _face_up_opponent(ctx: Ctx) -> bool:
    return any(c.face_up for c in opponent_monsters(ctx))


def _lowest(res: Resolution) -> list[Card]:
    d = res.duel
    ups = [c for c in d.monsters_of(res.opponent) if c.face_up]
    low = min((d.atk(c) for c in ups), default=0)
    return [c for c in ups if d.atk(c) == low]


def _fissure(res: Resolution) -> None:
    i = res.answer
    if i >= 0 and res.duel.cards[i] in _lowest(res):
        res.duel.destroy([res.duel.cards[i]], res.cause)


define(66788016, Effect(A, _fissure, does=Does.MONSTERS | Does.OPPONENTS, needs=_face_up_opponent,
                        choice=Choice("card", _lowest),
                        text_en="destroy the opponent's face-up monster with the lowest ATK",
                        text_ja="相手の表側表示モンスターのうち攻撃力が一番低いものを破壊する"))


# 最終戦争 / Final Destiny: discard 5 cards (the cost): destroy every other card on the field (not itself, as it
# resolves; with none, it is not activated: docs/uncertain-rulings.md).
define(18591904, Effect(A, destroy_field_but_this, cost=Cost(discard=5), does=Does.MONSTERS | Does.SPELLS_TRAPS,
                        needs=lambda ctx: bool(all_field_cards(ctx.duel, ctx.card)),
                        text_en="discard 5: destroy all cards on the field",
                        text_ja="手札を５枚捨て、フィールドのカードを全て破壊する"))


# フェザー・ショット / Feather Shot: target a face-up 「Ｅ・ＨＥＲＯ フェザーマン」 you control; this turn it may
# attack as many times as you control monsters as it resolves, but not the opponent directly, and your other monsters
# cannot attack.
def _feather_shot(res: Resolution) -> None:
    d, me = res.duel, res.player
    n = len(d.monsters_of(me))
    kept = {(t.idx, t.oid) for t in res.targets()}
    for t in res.targets():
        if n > 1:
            grant_this_turn(res, t, f"it may attack {n} times this turn", f"このターン{n}回攻撃できる",
                            extra_attacks=n - 1)
        d.restrict(t, "attack_directly", res.cause)
    if kept:
        d.linger(res.card, me, Effect(Kind.CONTINUOUS, forbids=("attack",),
                                      affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.ctl == me
                                      and (c.idx, c.oid) not in kept,
                                      text_en="your other monsters cannot attack this turn",
                                      text_ja="このターン他の自分のモンスターは攻撃できない"), res.cause)


define(19394153, Effect(A, _feather_shot,
                        target=TargetSpec(side="own", face="up", where=lambda ctx, c: is_named(c, AVIAN),
                                          text_en="a face-up 「Ｅ・ＨＥＲＯ フェザーマン」 you control",
                                          text_ja="自分の表側表示の「Ｅ・ＨＥＲＯ フェザーマン」"),
                        text_en="the target attacks once for each monster you control, not directly; your others "
                                "cannot attack",
                        text_ja="対象は自分のモンスターの数だけ攻撃できる（直接攻撃不可）。他の自分のモンスターは攻撃できない"))


# デビルズ・サンクチュアリ / Fiend's Sanctuary: special summon a 「メタルデビル・トークン」 (Fiend, DARK, Level 1,
# 0/0), in the face-up position its player chooses (the text gives none). It cannot attack; the battle damage its
# controller would take from its battles is taken by the opponent instead; in each of its controller's standby
# phases they pay 1000 LP, or (without paying) it is destroyed: a maintenance cost, applied as that phase begins
# with no chain link (`shared/upkeep`), ordered among its controller's other maintenance costs (`Effect.upkeep_of`).
METAL_FIEND_TOKEN = 24874631


_METAL_FIEND_OK = makes_token(METAL_FIEND_TOKEN, "メタルデビル・トークン")


def _fiends_sanctuary(res: Resolution) -> None:
    d, me = res.duel, res.player
    t = summon_token(res, token_data(METAL_FIEND_TOKEN, "メタルデビル・トークン"), ask=ask_face_up)
    if t is None:
        return
    d.restrict(t, "attack", res.cause, turns=None)
    ref = (t.idx, t.oid)

    def here(ctx: Ctx) -> Card | None:
        c = ctx.duel.cards[ref[0]]
        return c if c.oid == ref[1] and c.zone is Zone.MONSTERS else None

    def its_battle(ctx: Ctx, ev: Event) -> bool:
        c, att = here(ctx), ctx.duel.attack
        return (c is not None and att is not None and c.idx in (att[0], att[2]) and ev.kind == "damage"
                and ev.cause.reason is Reason.BATTLE and ev.player == c.ctl)

    def upkeep(r: Resolution) -> None:
        c = here(ctx_of(r))
        if c is None:
            return
        if r.duel.players[c.ctl].lp >= 1000 and keeps(r, "pay 1000 LP to keep the token?",
                                                      "１０００ライフポイントを払ってトークンを維持する？", c.ctl):
            r.duel.pay_lp(c.ctl, 1000, r.card.idx, "upkeep")
        else:
            r.duel.destroy([c], r.cause)

    d.linger(res.card, me, Effect(Kind.REPLACEMENT, when=its_battle,
                                  instead=sent_back,
                                  text_en="its controller's battle damage from its battles goes to the opponent",
                                  text_ja="このトークンの戦闘でコントローラーが受けるはずの戦闘ダメージは、代わりに相手が受ける"),
             res.cause, turns=None, while_there=t)
    d.linger(res.card, me, Effect(Kind.AT_ONCE, upkeep, trigger="phase", self_trigger=False, asks=True,
                                  upkeep=True, upkeep_lp=1000, upkeep_of=here,
                                  when=lambda ctx, ev: ev.detail == "standby" and (c := here(ctx)) is not None
                                  and ctx.duel.tp == c.ctl and not ctx.duel.upkeep_waived(c),
                                  text_en="its controller's standby phase: pay 1000 LP or destroy the token (a "
                                          "maintenance cost, no chain link)",
                                  text_ja="コントローラーのスタンバイフェイズ毎に１０００ライフを払うか、トークンを破壊する"
                                          "（維持コスト、チェーンに乗らない）"),
             res.cause, turns=None, while_there=t)


define(24874630, Effect(A, _fiends_sanctuary, does=Does.MONSTERS, asks=True,
                        needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0
                        and _METAL_FIEND_OK(ctx),
                        text_en="special summon a Metal Fiend Token",
                        text_ja="「メタルデビル・トークン」１体を特殊召喚する"))
