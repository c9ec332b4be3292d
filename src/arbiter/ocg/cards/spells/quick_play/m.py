"""The quick-play spell cards whose English name begins with M."""

from __future__ import annotations

from arbiter.ocg.cards.common import REVIVABLE, SPELL_TRAP, answered_link, destroy_targets, opponent_attacks, token_data
from arbiter.ocg.cards.shared.chain import card_activated, chain_link_at_least, negate_and_destroy, reaches_field
from arbiter.ocg.cards.shared.destruction import destroy_continuous
from arbiter.ocg.cards.shared.discard import choose_cards
from arbiter.ocg.cards.shared.draw import may_draw, reload_op
from arbiter.ocg.cards.shared.passcodes import KURIBOH_TOKEN
from arbiter.ocg.cards.shared.special_summons import (
    can_special_summon_from_hand,
    summon_picked,
    summon_targets_one_by_one,
    summonable,
)
from arbiter.ocg.cards.shared.tokens import makes_token
from arbiter.ocg.cards.shared.tributes import tributable
from arbiter.ocg.cards.shared.zones import all_monsters, cards_in_hand
from arbiter.ocg.categories import Does
from arbiter.ocg.choice_purposes import DESTROY, TRIBUTE
from arbiter.ocg.effects import Answers, Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE

# 記憶抹消 / Mind Wipe: with 3 or fewer cards in the opponent's hand, they shuffle it into the deck and
# draw as many. It acts on the opponent alone, so it designates them (`targets_player`): moved by 「精霊の鏡」, its
# activator shuffles and draws.
define(52817046, Effect(A, reload_op("opp"), needs=may_draw("opp"), targets_player="opp",
                        condition=lambda ctx: 1 <= len(ctx.duel.players[ctx.opponent].hand) <= 3,
                        text_en="the opponent shuffles their hand into the deck and draws as many",
                        text_ja="相手は手札を全てデッキに戻してシャッフルし、その枚数分ドローする"))


# 神秘の中華なべ / Mystik Wok (quick-play): tribute a monster; gain its ATK or DEF (declared). The gain is its
# player's alone, whom it designates (`targets_player`): moved by 「精霊の鏡」, the other player gains.
def _wok(res: Resolution) -> None:
    d = res.duel
    for i in res.link.cost_cards:
        c = d.cards[i]
        n = (c.data.def_ if res.link.declared == "DEF" else c.data.atk) or 0
        if n:
            d.gain_lp(res.target_player, n, res.cause)


define(80161395, Effect(A, _wok, cost=Cost(tribute=1), declare=("ATK", "DEF"), targets_player="own",
                        text_en="tribute a monster; gain its ATK or DEF",
                        text_ja="モンスター１体を生け贄に捧げ、その攻撃力か守備力分回復する"))


# 邪気退散 / Malice Dispersion: discard 1 card (the cost): destroy every face-up continuous trap card on the field.
define(13626450, destroy_continuous("trap", "trap", "罠"))

KURIBOH = 40640057


# モンスター回収 / Monster Recovery: target a monster you control and own; shuffle it and your whole hand
# into the deck, then draw as many cards as you shuffled from the hand. Not while your hand holds a
# card the opponent owns.
def _no_foreign_hand(ctx: Ctx) -> bool:
    return all(ctx.duel.cards[i].owner == ctx.player for i in ctx.duel.players[ctx.player].hand)


def _recovery(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        hand = [d.cards[i] for i in d.players[res.player].hand]
        d.to_deck([t, *hand], res.cause)
        d.draw(res.player, len(hand), res.cause)


define(93108433, Effect(A, _recovery, condition=_no_foreign_hand, needs=may_draw("self"),
                        target=TargetSpec(side="own", where=lambda ctx, c: c.owner == ctx.player,
                                          text_en="a monster you control and own",
                                          text_ja="持ち主が自分の自分のモンスター"),
                        text_en="shuffle the target and your hand into the deck, then draw that many",
                        text_ja="対象と手札をデッキに加えてシャッフルし、手札の枚数分ドローする"))


# 増殖 / Multiply: tribute a face-up 「クリボー」 (a cost); special summon as many 「クリボートークン」 (Kuriboh
# Token) as you can in defense position, at once; the tokens cannot be tributed for a tribute summon (declared at
# the token, which the engine looks up by its passcode like any card). A lock on special summons chained to it
# (「リビングデッドの呼び声」 bringing back 「フォッシル・ダイナ パキケファロ」) leaves the zones free and summons none.
def _multiply(res: Resolution) -> None:
    d = res.duel
    data = token_data(KURIBOH_TOKEN, "クリボートークン")
    d.create_tokens(data, [Pos.DEFENSE] * d.free_slots(res.player, Zone.MONSTERS), res.player, res.cause)


define(40703222, Effect(A, _multiply, needs=makes_token(KURIBOH_TOKEN, "クリボートークン"),
                        cost=Cost(tribute=1, tribute_filter=lambda ctx, m: m.face_up and is_named(m, KURIBOH)),
                        text_en="special summon Kuriboh tokens in defense position",
                        text_ja="クリボートークンを可能な限り守備表示で特殊召喚する"))


# 我が身を盾に / My Body as a Shield: pay 1500 LP: negate the activation of the opponent's card whose effect
# destroys monsters on the field, and destroy it (R004-001.27): an effect that destroys (its categories) and
# targets a monster on the field (「死者への供物」), or declares that its destruction reaches monsters on the field
# (`Does.MONSTERS`: 「ブラック・ホール」, 「同族感染ウィルス」), or spell and trap cards while a trap monster is on the
# field (「大嵐」): `reaches_field`. A card being activated (`card_activated`), not the later effect of a face-up
# spell or trap (「ブレイズ・キャノン」's, 「竜殺しの剣」's trigger).
def _destroys_monsters(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    if link is None or link.player == ctx.player or not card_activated(ctx, link):
        return False
    return reaches_field(ctx, link, Does.DESTROY, Does.MONSTERS)


_DESTROYS_MONSTERS = Answers(_destroys_monsters, "the activation of the opponent's card whose effect destroys monsters "
                             "on the field", "フィールド上のモンスターを破壊する効果を持つ相手のカードの発動")


define(69279219, Effect(A, negate_and_destroy, cost=Cost(lp=1500), condition=_DESTROYS_MONSTERS,
                        text_en="negate the activation of the opponent's card that destroys monsters and destroy it",
                        text_ja="相手のフィールド上のモンスターを破壊する効果を持つカードの発動を無効にし破壊する"))


# 奇跡の蘇生 / Miraculous Rebirth (quick-play): only as chain link 4 or later, and not when cards
# of one name have been activated more than once on the chain: special summon 1 targeted monster from
# either graveyard to your field (one that can be special summoned: `REVIVABLE`).
define(37011715, Effect(A, summon_targets_one_by_one, condition=chain_link_at_least(4), asks=True,
                        needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0,
                        target=REVIVABLE, text_en="special summon the target to your field",
                        text_ja="対象を自分フィールドに特殊召喚する"))


# 一陣の風 / Mystical Wind Typhoon (quick-play): only as chain link 3 or later, and not when cards of one name
# have been activated more than once on the chain: destroy 1 targeted spell or trap card on the field.
define(63516460, Effect(A, destroy_targets, condition=chain_link_at_least(3),
                        target=TargetSpec(zone=Zone.SPELLS, text_en="a spell or trap card on the field",
                                          text_ja="フィールドの魔法・罠カード"),
                        text_en="destroy the target", text_ja="対象を破壊する"))

# サイクロン / Mystical Space Typhoon: destroy 1 targeted spell or trap card.
define(5318639, Effect(A, destroy_targets, target=SPELL_TRAP, text_en="destroy the target",
                       text_ja="対象を破壊する"))


# ディメンション・マジック / Magical Dimension (the era's text): only while you control a face-up Spellcaster: tribute
# a monster you control (chosen as it resolves; one that may be tributed, so none under 「生贄封じの仮面」, and
# one this spell reaches, so not 「ホルスの黒炎竜 ＬＶ６」) and special summon a Spellcaster from your hand; then you
# may destroy a monster on the field.
def _hand_casters(ctx: Ctx | Resolution) -> list[Card]:
    return cards_in_hand(ctx.duel, ctx.player, lambda c: c.data.race == "Spellcaster"
                         and can_special_summon_from_hand(c))


def _tributable(ctx: Ctx | Resolution) -> list[Card]:
    return tributable(ctx.duel, ctx.duel.monsters_of(ctx.player), by=ctx)


def _magical_dimension(res: Resolution) -> None:
    d, me = res.duel, res.player
    mine = _tributable(res)
    casters = summonable(res, _hand_casters(res))
    if not mine or not casters:
        return
    if not d.tribute([res.ask_cards(mine, "tribute", purpose=TRIBUTE.monster)], me, res.cause) \
            or not d.free_slots(me, Zone.MONSTERS):
        return
    if summon_picked(res, _hand_casters(res)) is None:
        return
    picked = choose_cards(res, all_monsters(res), 1, upto=True, purpose=DESTROY.monster)
    if picked:  # "then" (その後): a destruction made is a step of its own; with none, the summon was the last thing
        d.next_thing()
        d.destroy(picked, res.cause)


define(28553439, Effect(A, _magical_dimension, does=Does.MONSTERS, asks=True,
                        condition=lambda ctx: any(c.face_up and ctx.duel.race(c) == "Spellcaster"
                                                  for c in ctx.duel.monsters_of(ctx.player)),
                        needs=lambda ctx: bool(_tributable(ctx)) and bool(summonable(ctx, _hand_casters(ctx))),
                        text_en="tribute a monster you control, special summon a Spellcaster from your hand, then "
                                "you may destroy a monster",
                        text_ja="自分のモンスター１体を生け贄に捧げ、手札から魔法使い族を特殊召喚する。その後モンスター１体を破壊できる"))


# 蜃気楼の筒 / Mirage Tube: when a face-up monster you control is chosen as the target of an attack, the
# opponent takes 1000 damage. It cannot be activated from the hand. The damage is one player's, whom it designates
# (`targets_player`): moved by 「精霊の鏡」, its activator takes it.
def _mirage_tube_hit(ctx: Ctx) -> bool:
    d = ctx.duel
    if not opponent_attacks(ctx) or d.attack is None or d.attack[2] < 0:
        return False
    t = d.cards[d.attack[2]]
    return t.face_up and t.ctl == ctx.player and ctx.card.zone is not Zone.HAND


def _mirage_tube(res: Resolution) -> None:
    res.duel.damage(res.target_player, 1000, res.cause)


define(48017809, Effect(A, _mirage_tube, condition=_mirage_tube_hit, targets_player="opp",
                        text_en="a face-up monster of yours is attacked: the opponent takes 1000 damage",
                        text_ja="自分の表側表示モンスターが攻撃の対象になった時、相手は１０００ダメージを受ける"))
