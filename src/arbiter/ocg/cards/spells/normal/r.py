"""The normal spell cards whose English name begins with R."""

from __future__ import annotations

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Event
from arbiter.kernel.reasons import Why
from arbiter.ocg import fusion
from arbiter.ocg.cards.common import (
    NECROVALLEY,
    POLYMERIZATION,
    can_special_summon,
    ctx_of,
    destroy_targets,
    has_opponent_monster,
    room,
    spells_traps_of,
    takeable,
)
from arbiter.ocg.cards.shared.burn import burn
from arbiter.ocg.cards.shared.card_kinds import face_up_heroes, is_trap_card
from arbiter.ocg.cards.shared.crystal_beasts import crystals_in_spells
from arbiter.ocg.cards.shared.destruction import destroy_opponents_monsters
from arbiter.ocg.cards.shared.discard import choose_cards, discard, has_hand, send_from_hand
from arbiter.ocg.cards.shared.draw import may_draw
from arbiter.ocg.cards.shared.events import phase_of
from arbiter.ocg.cards.shared.life_points import gain_spell
from arbiter.ocg.cards.shared.notes import note_pair, noted_pairs, unnote
from arbiter.ocg.cards.shared.search import is_ritual_monster, search_spell, turn_up_until_summonable
from arbiter.ocg.cards.shared.special_summons import summon, summon_one_of, summon_picked, summonable
from arbiter.ocg.cards.shared.stats import half_up
from arbiter.ocg.cards.shared.targets import grave_spec
from arbiter.ocg.cards.shared.to_hand_and_deck import battle_dead, targets_to_hand
from arbiter.ocg.cards.shared.zones import all_spell_trap_cards, cards_in_hand
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import DESTROY, TO_GRAVEYARD, TO_HAND
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.lasting import Then
from arbiter.ocg.names import has_attribute, is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

A = Kind.ACTIVATE


# レア・ヴァリュー / Rare Value: with 2 or more 「宝玉獣」 cards in your spell & trap zones, the opponent
# picks one of them; you send it to the graveyard and draw 2.
def _rare_value(res: Resolution) -> None:
    d = res.duel
    beasts = crystals_in_spells(d, res.player)
    if not beasts:
        return
    c = res.ask_cards(beasts, "select", res.opponent, purpose=TO_GRAVEYARD)
    d.send_to_grave([c.idx], res.cause)
    if c.zone is Zone.GRAVE:
        d.draw(res.player, 2, res.cause)


define(60876124, Effect(A, _rare_value, asks=True, needs=may_draw("self"), draws=2,
                        condition=lambda ctx: len(crystals_in_spells(ctx.duel, ctx.player)) >= 2,
                        text_en="send a Crystal Beast the opponent picks to the graveyard; draw 2",
                        text_ja="相手が選んだ「宝玉獣」を墓地へ送り、２枚ドローする"))

gain_spell(38199696, 500)

gain_spell(66719324, 1000, "both", "both players gain 1000 LP", "お互いに１０００ライフポイント回復する")

search_spell(32807846, lambda c: c.data.is_monster and c.data.race == "Warrior" and (c.data.level or 0) <= 4,
             "add a Level 4 or lower Warrior", "レベル４以下の戦士族モンスターを手札に加える")  # 増援 / Reinforcement

T = Kind.TRIGGER


# 死者の生還 / Return of the Doomed: discard 1 monster card (the cost); at the end of the turn, return 1
# monster of yours that went to the graveyard after being destroyed by battle this turn to your hand (carried out by
# this card from the graveyard).
def _doomed_mark(res: Resolution) -> None:
    note_pair(res.duel, "doomed", res.player, res.duel.turn)


def _doomed_due(ctx: Ctx, ev: Event) -> bool:
    return phase_of("end", None)(ctx, ev) and (ctx.player, ctx.duel.turn) in noted_pairs(ctx.duel, "doomed")


def _doomed_back(res: Resolution) -> None:
    d = res.duel
    unnote(d, "doomed", res.player, d.turn)
    ctx = ctx_of(res)
    cands = takeable(ctx, lambda c: battle_dead(ctx, c), Zone.HAND, "to_hand")
    if cands:
        d.to_hand([res.ask_cards(cands, purpose=TO_HAND.monster)], res.cause)


define(19827717,
       Effect(A, _doomed_mark, cost=Cost(discard=1, hand_filter=lambda ctx, c: c.data.is_monster,
                                         text_en="discard a monster", text_ja="手札のモンスター１体を捨てる"),
              text_en="at the end of the turn, return a monster destroyed by battle this turn to your hand",
              text_ja="ターン終了時、このターンに戦闘で破壊されて墓地に行ったモンスターを１体手札に戻す"),
       Effect(T, _doomed_back, trigger="phase", self_trigger=False, from_zone=Zone.GRAVE, when=_doomed_due, asks=True,
              text_en="(end of the turn) return a monster destroyed by battle this turn to your hand",
              text_ja="（ターン終了時）戦闘で破壊されたモンスター１体を手札に戻す"))

# 悪夢再び / Recurring Nightmare: add 2 targeted DARK monsters with 0 DEF from your graveyard.
define(81191584, Effect(A, targets_to_hand,
                        target=grave_spec(lambda c: c.data.is_monster and has_attribute(c, "DARK")
                                          and c.data.def_ == 0, count=2,
                                          en="a DARK monster with 0 DEF in your graveyard",
                                          ja="自分の墓地の守備力０の闇属性モンスター"),
                        text_en="add the targets to your hand", text_ja="対象を手札に加える"))

# 雷鳴 / Raimei: 300 damage to the opponent.
define(56260110, Effect(A, burn(300), targets_player="opp", text_en="300 damage to the opponent",
                        text_ja="相手に３００ダメージを与える"))


# 革命 / Restructer Revolution: 200 damage to the opponent for each card in their hand as it resolves; not activated
# while their hand is empty (it would deal nothing, R004-007).
def _revolution(res: Resolution) -> None:
    res.duel.damage(res.target_player, 200 * len(res.duel.players[res.target_player].hand), res.cause)


define(99518961, Effect(A, _revolution, targets_player="opp",
                        needs=lambda ctx: bool(ctx.duel.players[ctx.opponent].hand),
                        text_en="200 damage to the opponent for each card in their hand",
                        text_ja="相手の手札の枚数×２００ダメージを相手に与える"))

# 罠はずし / Remove Trap: destroy a targeted face-up trap card on the field.
define(51482758, Effect(A, destroy_targets,
                        target=TargetSpec(zone=Zone.SPELLS, face="up", where=lambda ctx, c: is_trap_card(c),
                                          text_en="a face-up trap card", text_ja="表側表示の罠カード"),
                        text_en="destroy the target", text_ja="対象を破壊する"))


# フォース / Riryoku: target two face-up monsters; until the end of the turn the first's ATK becomes half its ATK
# as it resolves (rounded up, R004-041: a value set, so a change that applied before and leaves later does not alter
# it, nor does 「あまのじゃくの呪い」 reverse it) and the second gains that halved value (docs/uncertain-rulings.md).
def _riryoku(res: Resolution) -> None:
    ts = res.targets()
    if len(ts) != 2:
        return
    d = res.duel
    half = half_up(d.atk(ts[0]))
    d.set_stat(ts[0], True, half, res.cause)
    d.boost(ts[1], half, 0, res.cause)


define(34016756, Effect(A, _riryoku, target=TargetSpec(face="up", count=2, text_en="two face-up monsters",
                                                        text_ja="表側表示モンスター２体"),
                        text_en="halve the first target's ATK and add it to the second",
                        text_ja="一方の攻撃力を半分にし、減った数値だけ他方の攻撃力が上がる"))


# 王家の生け贄 / Royal Tribute: while you control 「王家の眠る谷－ネクロバレー」, both players discard every
# monster card in their hands.
def _royal_tribute(res: Resolution) -> None:
    d = res.duel
    discard(res, [c for p in (d.tp, 1 - d.tp) for c in cards_in_hand(d, p) if c.data.is_monster])


define(72405967, Effect(A, _royal_tribute, does=Does.OWN_HAND | Does.OPP_HAND,
                        condition=lambda ctx: any(is_named(c, NECROVALLEY) and c.face_up
                                                  for c in spells_traps_of(ctx.duel, ctx.player)),
                        text_en="both players discard every monster card in their hands",
                        text_ja="お互いの手札のモンスターカードを全て捨てる"))


# 無情の抹殺 / Ruthless Denial: target 1 monster you control: send it to the graveyard, and 1 random card of
# the opponent's hand to the graveyard (not a discard, R004-155.12). The two sends are one effect: it needs a
# card in the opponent's hand to be activated, and with the target gone or the opponent's hand emptied by the
# time it resolves, it sends nothing (docs/uncertain-rulings.md).
def _ruthless(res: Resolution) -> None:
    d = res.duel
    ts = res.targets()
    hand = cards_in_hand(d, res.opponent)
    if not ts or not hand:
        return
    d.send_to_grave([ts[0].idx], res.cause, "sent")
    send_from_hand(res, [hand[d.rng.below(len(hand))]])


define(73148972, Effect(A, _ruthless, needs=has_hand("opp"),
                        target=TargetSpec(side="own", text_en="a monster you control", text_ja="自分のモンスター"),
                        text_en="send the target and a random card of the opponent's hand to the graveyard",
                        text_ja="対象と相手の手札ランダム１枚を墓地へ送る"))


# サンダー・ボルト / Raigeki: destroy every monster the opponent controls (no target).
define(12580477, Effect(A, destroy_opponents_monsters, needs=has_opponent_monster, does=Does.MONSTERS | Does.OPPONENTS,
                        text_en="destroy all the opponent's monsters",
                        text_ja="相手フィールド上のモンスターを全て破壊する"))


# 拘束解除 / Release Restraint: tribute a 「鉄の騎士 ギア・フリード」 you control: special summon a
# 「剣聖－ネイキッド・ギア・フリード」 from your hand or deck.
def _release(tribute: int, result: int, en: str, ja: str, cost_en: str, cost_ja: str) -> Effect:
    def found(ctx: Ctx | Resolution) -> list[Card]:
        d = ctx.duel
        return [d.cards[i] for i in (*d.players[ctx.player].hand, *d.players[ctx.player].deck)
                if is_named(d.cards[i], result)]

    return Effect(A, lambda res: summon_one_of(res, found(res), deck=True),
                  cost=Cost(tribute=1, tribute_filter=lambda ctx, c: is_named(c, tribute), text_en=cost_en,
                            text_ja=cost_ja),
                  needs=lambda ctx: bool(summonable(ctx, found(ctx))), asks=True, text_en=en, text_ja=ja)


define(75417459, _release(423705, 57046845,
                          "special summon 「剣聖－ネイキッド・ギア・フリード」 from your hand or deck",
                          "「剣聖－ネイキッド・ギア・フリード」を手札かデッキから特殊召喚する",
                          "tribute a Gearfried the Iron Knight", "「鉄の騎士 ギア・フリード」１体を生け贄に捧げる"))

# ブルーメンブラット / Rose Bud: tribute an 「Ｅ・ＨＥＲＯ クノスペ」 you control: special summon an
# 「Ｅ・ＨＥＲＯ ブルーメ」 from your hand or deck.
define(25090294, _release(62107981, 51085303, "special summon 「Ｅ・ＨＥＲＯ ブルーメ」 from your hand or deck",
                          "手札・デッキから「Ｅ・ＨＥＲＯ ブルーメ」を特殊召喚する",
                          "tribute an Elemental HERO Knospe", "「Ｅ・ＨＥＲＯ クノスペ」１体を生け贄に捧げる"))


# 大逆転クイズ / Reversal Quiz: every card of your hand and field goes to the graveyard; then you call the kind of the
# top card of your deck (monster, spell or trap), it is shown to both players, and if you called it right the two
# players' LP are exchanged.
QUIZ_CALLS = (("monster", "monster", "モンスター"), ("spell", "spell", "魔法"), ("trap", "trap", "罠"))


def _reversal_quiz(res: Resolution) -> None:
    d, me = res.duel, res.player
    gone = cards_in_hand(d, me) + [c for c in d.field_cards(me) if c.idx != res.card.idx]
    d.send_to_grave([c.idx for c in gone], res.cause)
    deck = d.players[me].deck
    if not deck:
        return
    call = res.ask([Option(k, "declare", label_en=en, label_ja=ja) for k, en, ja in QUIZ_CALLS], "declare", me,
                   "call the kind of the top card of the deck", "デッキの一番上のカードの種類を当てる")
    top = d.excavate([d.cards[deck[-1]]])[0]
    if top.data.kind == call.key:
        mine, theirs = d.players[me].lp, d.players[1 - me].lp
        d.set_lp(me, theirs, res.cause)
        d.set_lp(1 - me, mine, res.cause)


define(5990062, Effect(A, _reversal_quiz, asks=True, needs=lambda ctx: bool(ctx.duel.players[ctx.player].deck),
                       text_en="send your hand and field to the graveyard; call your top card's kind: right, "
                               "exchange both players' LP",
                       text_ja="自分の手札とフィールドのカードを全て墓地へ送り、デッキの一番上のカードの種類を当てる。"
                               "当たればお互いのライフを入れ替える"))


# Ｒ－ライトジャスティス / R - Righteous Justice: its player picks as many spell and trap cards on the field as they
# control face-up 「Ｅ・ＨＥＲＯ」 cards, and destroys them (no target).
def _righteous_justice(res: Resolution) -> None:
    d = res.duel
    picks = choose_cards(res, all_spell_trap_cards(d, res.card), face_up_heroes(res), purpose=DESTROY.spell_trap)
    d.destroy(picks, res.cause)


define(37318031, Effect(A, _righteous_justice, asks=True, does=Does.SPELLS_TRAPS,
                        needs=lambda ctx: face_up_heroes(ctx) > 0 and bool(all_spell_trap_cards(ctx.duel, ctx.card)),
                        text_en="destroy as many spells and traps as you control E-HERO cards",
                        text_ja="自分の「Ｅ・ＨＥＲＯ」カードの数だけフィールドの魔法・罠カードを破壊する"))


# 名推理 / Reasoning: the opponent declares a Level from 1 to 12; turn up cards from the top of your deck until a
# monster that can be normal summoned: if its Level is the declared one, every card turned up goes to the graveyard;
# if not, it is special summoned and the other cards turned up go to the graveyard, that monster too where it cannot
# be special summoned (「阿修羅」, as for 「モンスターゲート」). (With no such monster in the deck, every card is turned
# up and the deck is shuffled.)
def _reasoning(res: Resolution) -> None:
    d, me = res.duel, res.player
    said = res.ask([Option(f"level:{n}", "level", arg=n, label_en=f"Level {n}", label_ja=f"レベル{n}")
                    for n in range(1, 13)], "declare", 1 - me, "declare a Level", "レベルを宣言する").arg
    shown, found = turn_up_until_summonable(res, me)
    if found is None:
        return
    if (found.data.level or 0) != said and d.free_slots(me, Zone.MONSTERS) and can_special_summon(ctx_of(res), found):
        summon(res, found, me)
    d.send_to_grave([c.idx for c in shown if c.zone is Zone.DECK], res.cause)


define(58577036, Effect(A, _reasoning, asks=True, needs=lambda ctx: bool(ctx.duel.players[ctx.player].deck),
                        text_en="the opponent declares a Level; turn up your deck until a normal-summonable monster: "
                                "another Level, special summon it; the cards turned up go to the graveyard",
                        text_ja="相手がレベルを宣言し、通常召喚可能なモンスターが出るまでデッキをめくる。"
                                "レベルが違えば特殊召喚し、めくったカードは墓地へ送る"))


# 限定解除 / Ritual Foregone: pay 1000 LP; special summon a ritual monster from your hand (not a ritual summon: its
# summoning conditions are set aside); it cannot attack and is destroyed at the start of this end phase. Only one
# Ritual Foregone is activated a turn; a lock on special summons still binds it (no activation then).
def _foregone(res: Resolution) -> None:
    d = res.duel
    c = summon_picked(res, cards_in_hand(d, res.player, is_ritual_monster), ignore_conditions=True)
    if c is not None:
        d.at_end_phase(c, Then.DESTROY, res.cause, forbid="attack")


define(65450690, Effect(A, _foregone, cost=Cost(lp=1000), name_once=True, asks=True,
                        needs=lambda ctx: room(ctx) and any(can_special_summon(ctx, c, ignore_conditions=True) for c
                                                            in cards_in_hand(ctx.duel, ctx.player, is_ritual_monster)),
                        text_en="pay 1000 LP: special summon a ritual monster from your hand; it cannot attack and "
                                "is destroyed in the end phase",
                        text_ja="１０００ライフを払う。儀式モンスターを手札から１体特殊召喚し、"
                                "それは攻撃不可で、エンドフェイズに破壊される"))


# 融合破棄 / Revoke Fusion: discard a 「融合」 (the cost); send a fusion monster of your fusion deck to the graveyard
# and special summon from your hand a fusion material monster that card names; in this turn's end phase the monster
# summoned is sent to the graveyard.
def _revoke_pairs(ctx: Ctx) -> list[tuple[Card, list[Card]]]:
    d = ctx.duel
    if d.free_slots(ctx.player, Zone.MONSTERS) == 0:
        return []
    hand = cards_in_hand(d, ctx.player, lambda c: c.data.is_monster and can_special_summon(ctx, c))
    out = []
    for f in fusion.fusion_deck(d, ctx.player):
        names = fusion.listed(f.data)
        mats = [c for c in hand if is_named(c, *names)] if names else []
        if mats:
            out.append((f, mats))
    return out


# why a card is none of the fusion monsters 「融合破棄」 offers (`_revoke_pairs`'s checks)
_NOT_IN_FUSION_DECK = Why("it is not a fusion monster in its player's fusion deck",
                          "自分の融合デッキに存在する融合モンスターではない")
_NO_MATERIAL_IN_HAND = Why("none of its listed materials is in its player's hand to be special summoned",
                           "それに記された融合素材モンスターが手札にない（特殊召喚できない）")


def _revoke(res: Resolution) -> None:
    d = res.duel
    pairs = _revoke_pairs(ctx_of(res))
    if not pairs:
        return
    f = res.ask_cards([f for f, _ in pairs], "fusion", purpose=TO_GRAVEYARD.monster, why=lambda x: _NO_MATERIAL_IN_HAND
                      if x in fusion.fusion_deck(d, res.player) else _NOT_IN_FUSION_DECK)
    mats = next(m for g, m in pairs if g.idx == f.idx)
    d.send_to_grave([f.idx], res.cause)
    m = summon_picked(res, mats)
    if m is not None:
        d.at_end_phase(m, Then.TO_GRAVE, res.cause)


define(49469105, Effect(A, _revoke, asks=True, needs=lambda ctx: bool(_revoke_pairs(ctx)),
                        cost=Cost(discard=1, hand_filter=lambda ctx, c: is_named(c, POLYMERIZATION)),
                        text_en="discard Polymerization: send a fusion monster of your fusion deck to the graveyard "
                                "and special summon from your hand a material it names; it goes to the graveyard at "
                                "the end phase",
                        text_ja="「融合」を捨て、融合デッキの融合モンスター１体を墓地へ送り、それに記された"
                                "素材モンスターを手札から１体特殊召喚する。エンドフェイズにそれは墓地へ送られる"))

