"""Seed 004: cards chained to one kind of activation, chain building, and zone positions.

Sections ●特定のカード・効果の発動時にチェーンするカード (R004-156, R004-157), ●チェーンを積む事が
関係するカード (R004-158, R004-159) and ●カードの配置が関係するカード (R004-160).

R004-156: each card answers only the chain link right below it (`answered_link`), like the seed-000
traps of that list (declared in seed000_traps). Costs made of the card itself (tributing it, sending
it from the hand) are declared costs (`Cost(self_to=...)`), paid on activation.

Zones: a monster zone or spell & trap zone is a slot 1-5 counted from each player's own left; a card
in slot i faces the opponent's slot 6-i (the same column). The engine has no verb for moving a
monster to another monster zone, so `Duel.move_to_zone` changes the slot directly (no event).

Not declared (engine mechanisms missing, see tests/pending/):
精霊の鏡 (effects that target a player). 虹の古代都市－レインボー・ルイン is declared with the 「宝玉獣」 cards in
archive_card_types (its 3+ negation answers the link right below it). 死霊騎士デスカリバー・ナイト and
光と闇の竜 must activate their negation (■ on the page, R004-157): their quick effects are `forced`, and
join the chain by themselves whenever they can. 王宮の弾圧 is declared in part (see there).

Declared elsewhere and used as they are: ウィングド・ライノ, ストーム・シューター, マジック・キャプチャー and
トラップ・キャプチャー (archive_return); 壺盗み, チェーン・ヒーリング and 積み上げる幸福 (archive_draw_gain); the
seed-000 traps of R004-156 (seed000_traps) and シフトチェンジ (traps).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event, Reason
from arbiter.kernel.replacement import Replacement
from arbiter.ocg import fusion
from arbiter.ocg.cards.archive_discard import hand_of
from arbiter.ocg.cards.common import (
    SILENCES,
    SPELL_WARD,
    TRIBUTE_SELF,
    answered,
    answered_link,
    both,
    burn_500,
    ctx_of,
    destroy_targets,
    draw_one,
    face_up_here,
    monster_to_grave,
    negate_activation,
    nothing,
    own_standby,
)
from arbiter.ocg.cards.flip_monsters import mark, marked
from arbiter.ocg.cards.seed000_spells import FieldCardSpec, link_targets
from arbiter.ocg.categories import Does
from arbiter.ocg.chain import ChainLink
from arbiter.ocg.effects import Condition, Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.fusion import ask_position
from arbiter.ocg.names import also_attribute
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone
from arbiter.ocg.summon_conditions import by_effect_of, by_fusion_summon, never

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE
Q = Kind.QUICK
T = Kind.TRIGGER



# ==== shared conditions ===========================================================================

def _activation(ctx: Ctx, kind: str, by: str = "opp", subtype: str = "") -> ChainLink | None:
    """The link right below, if it is the activation of a card of this kind ("spell", "trap") by that
    player ("opp", "own", "any"); `subtype` narrows it ("normal", "quick-play" ...)."""
    link = answered_link(ctx)
    if link is None:
        return None
    if (by == "opp" and link.player == ctx.player) or (by == "own" and link.player != ctx.player):
        return None
    d = ctx.duel
    data = d.cards[link.card].data
    if data.kind != kind or d.effect_of(link.card, link.effect).kind is not A:
        return None
    if subtype and data.spell_type != subtype:
        return None
    return link


def activation_of(kind: str, by: str = "opp", subtype: str = "") -> Condition:
    return lambda ctx: _activation(ctx, kind, by, subtype) is not None


def _negate_and_destroy(res: Resolution) -> None:
    link = answered(res)
    if link is not None:
        negate_activation(res, link)


def _negate_effect(res: Resolution) -> None:
    link = answered(res)
    if link is not None:
        res.negate_effect(link)


def _targets_this(ctx: Ctx) -> ChainLink | None:
    """The link right below targets this card (on the field)."""
    link = answered_link(ctx)
    if link is None or link.player == ctx.player:
        return None
    return link if any(c.idx == ctx.card.idx for c in link_targets(ctx, link)) else None


# ==== R004-156: monsters ============================================================================

# 魔力吸収球体 / Maryokutai: in the opponent's turn only, when the opponent activates a spell card, tribute
# this face-up card: negate the activation and destroy the spell.
define(71466592, Effect(Q, _negate_and_destroy, cost=TRIBUTE_SELF,
                        condition=both(face_up_here, activation_of("spell"), lambda ctx: ctx.duel.tp != ctx.player),
                        text_en="tribute this card: negate the activation of the opponent's spell and destroy it",
                        text_ja="このカードを生け贄に、相手の魔法カードの発動を無効にし破壊する"))

# トラップ処理班 Ａチーム / A-Team: Trap Disposal Unit: when the opponent activates a trap card (in either
# turn), tribute this face-up card: negate the activation and destroy the trap.
define(13026402, Effect(Q, _negate_and_destroy, cost=TRIBUTE_SELF, condition=both(face_up_here, activation_of("trap")),
                        text_en="tribute this card: negate the activation of the opponent's trap and destroy it",
                        text_ja="このカードを生け贄に、相手の罠カードの発動を無効にし破壊する"))


# 緑光の宣告者 / Herald of Green Light and 紫光の宣告者 / Herald of Purple Light: when the opponent activates a
# spell (a trap) card, send this card and 1 Fairy monster from your hand to the graveyard: negate the
# activation and destroy it.
HERALD_COST = Cost(self_to="send", hand_send=1,
                   hand_filter=lambda ctx, c: c.data.is_monster and c.data.race == "Fairy")

define(21074344, Effect(Q, _negate_and_destroy, condition=activation_of("spell"), from_zone=Zone.HAND,
                        cost=HERALD_COST,
                        text_en="send this card and a Fairy from your hand: negate the opponent's spell and destroy it",
                        text_ja="このカードと手札の天使族を墓地へ送り、相手の魔法カードの発動を無効にし破壊する"))
define(94689635, Effect(Q, _negate_and_destroy, condition=activation_of("trap"), from_zone=Zone.HAND,
                        cost=HERALD_COST,
                        text_en="send this card and a Fairy from your hand: negate the opponent's trap and destroy it",
                        text_ja="このカードと手札の天使族を墓地へ送り、相手の罠カードの発動を無効にし破壊する"))

# ホルスの黒炎竜 ＬＶ８ / Horus the Black Flame Dragon LV8: while face-up, it can negate the activation of a
# spell card and destroy it.
define(48229808, Effect(Q, _negate_and_destroy, condition=both(face_up_here, activation_of("spell", "any")),
                        text_en="negate the activation of a spell card and destroy it",
                        text_ja="魔法カードの発動を無効にし破壊する"),
       special_by=by_effect_of(11224103))

# 黒の魔法神官 / Sorcerer of Dark Magic: while face-up, when a trap card is activated, negate the activation
# and destroy it.
define(88619463, Effect(Q, _negate_and_destroy, condition=both(face_up_here, activation_of("trap", "any")),
                        text_en="negate the activation of a trap card and destroy it",
                        text_ja="罠カードの発動を無効にし破壊する"),
       Effect(Kind.PROCEDURE, cost=Cost(tribute=2, tribute_filter=lambda ctx, m: m.data.race == "Spellcaster"
                                        and (m.data.level or 0) >= 6),
              text_en="special summon by tributing 2 level 6 or higher Spellcasters you control",
              text_ja="自分フィールドのレベル６以上の魔法使い族モンスター２体を生け贄に捧げて特殊召喚する"))


# 青眼の光龍 / Blue-Eyes Shining Dragon: gains 300 ATK for each Dragon in your graveyard; when a spell, trap
# or monster effect that targets this card is activated, you may negate that effect.
def _dragons_in_grave(ctx: Ctx, c: Card) -> int:
    d = ctx.duel
    return 300 * sum(1 for i in d.players[ctx.player].grave if d.cards[i].data.is_monster
                     and d.cards[i].data.race == "Dragon")


define(53347303,
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, atk=_dragons_in_grave,
              text_en="+300 ATK for each Dragon in your graveyard",
              text_ja="自分の墓地のドラゴン族×３００攻撃力アップ"),
       Effect(Q, _negate_effect, condition=both(face_up_here, lambda ctx: _targets_this(ctx) is not None),
              text_en="negate the effect that targets this card", text_ja="このカードを対象とする効果を無効にする"),
       Effect(Kind.PROCEDURE, cost=Cost(tribute=1, tribute_filter=lambda ctx, m: m.data.passcode == 23995346),
              text_en="special summon by tributing a Blue-Eyes Ultimate Dragon you control",
              text_ja="自分フィールドの「青眼の究極竜」１体を生け贄に捧げて特殊召喚する"))

# ドラゴン・ウォリアー / Ryu Senshi: while face-up, when a normal trap card is activated, pay 1000 LP: negate
# its effect; and a spell's effect that targets it is negated and that spell destroyed.
fusion.materials(49868263, 75953262, 67957315)  # ドラゴン・ウォリアー: 戦士ダイ・グレファー + スピリット・ドラゴン
define(49868263, Effect(Q, _negate_effect, cost=Cost(lp=1000),
                        condition=both(face_up_here, activation_of("trap", "any", "normal")),
                        text_en="pay 1000 LP: negate the effect of a normal trap", text_ja="通常罠の効果を無効にする"),
       SPELL_WARD)


# 魔人 ダーク・バルター / Dark Balter the Terrible: when a normal spell card is activated, pay 1000 LP:
# negate its effect; the effects of the effect monsters it destroys by battle are negated.
# 魔人 ダーク・バルター: 憑依するブラッド・ソウル + 辺境の大賢者
fusion.materials(80071763, 52860176, 38742075, only_these=True)
define(80071763, Effect(Q, _negate_effect, cost=Cost(lp=1000),
                        condition=both(face_up_here, activation_of("spell", "any", "normal")),
                        text_en="pay 1000 LP: negate the effect of a normal spell",
                        text_ja="通常魔法の効果を無効にする"),
       SILENCES)


# 超魔導剣士－ブラック・パラディン / Dark Paladin: +500 ATK for each Dragon on the field and in the graveyards;
# when a spell card is activated, discard 1 card: negate the activation and destroy it.
def _paladin_atk(ctx: Ctx, c: Card) -> int:
    d = ctx.duel
    n = sum(1 for p in (0, 1) for m in d.monsters_of(p) if m.face_up and m.data.race == "Dragon")
    n += sum(1 for p in (0, 1) for i in d.players[p].grave if d.cards[i].data.is_monster
             and d.cards[i].data.race == "Dragon")
    return 500 * n


fusion.materials(98502113, 46986414, 78193831)  # ブラック・マジシャン + バスター・ブレイダー
define(98502113,
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, atk=_paladin_atk,
              text_en="+500 ATK for each Dragon on the field and in the graveyards",
              text_ja="フィールドと墓地のドラゴン族×５００攻撃力アップ"),
       Effect(Q, _negate_and_destroy, cost=Cost(discard=1),
              condition=both(face_up_here, activation_of("spell", "any")),
              text_en="discard 1: negate the activation of a spell card and destroy it",
              text_ja="手札を１枚捨て、魔法カードの発動を無効にし破壊する"),
       special_by=by_fusion_summon)


# アルカナ ナイトジョーカー / Arcana Knight Joker: once a turn, when a monster effect, spell or trap that targets
# this card is activated, discard 1 card of the same kind: negate the effect.
def _same_kind(ctx: Ctx, c: Card) -> bool:
    link = _targets_this(ctx)
    return link is not None and c.data.kind == ctx.duel.cards[link.card].data.kind


define(6150044, Effect(Q, _negate_effect, condition=both(face_up_here, lambda ctx: _targets_this(ctx) is not None),
                       cost=Cost(discard=1, hand_filter=_same_kind), once_per_turn=True,
                       text_en="discard a card of the same kind: negate the effect that targets this card",
                       text_ja="同じ種類の手札を１枚捨て、このカードを対象とする効果を無効にする"))

def _monster_effect(ctx: Ctx) -> ChainLink | None:
    link = answered_link(ctx)
    if link is None:
        return None
    d = ctx.duel
    return link if d.cards[link.card].data.is_monster and d.effect_of(link.card, link.effect).kind in (
        Kind.IGNITION, Kind.TRIGGER, Kind.QUICK, Kind.FLIP) else None


# 死霊騎士デスカリバー・ナイト / Doomcaliber Knight: when a monster effect is activated, tribute this card:
# negate the activation and destroy that monster. It must do so (R004-157).
define(78700060, Effect(Q, _negate_and_destroy, cost=TRIBUTE_SELF, forced=True,
                        condition=both(face_up_here, lambda ctx: _monster_effect(ctx) is not None),
                        text_en="tribute this card: negate the activation of a monster effect and destroy it",
                        text_ja="このカードを生け贄に、モンスター効果の発動を無効にし破壊する"),
       special_by=never)


# 王宮の弾圧 / Royal Oppression (continuous trap): pay 800 LP: negate a special summon and destroy the monster
# (R004-156.44: spell speed 2), in the summon's negation window (a monster's own procedure); or pay 800 LP:
# negate the activation of an effect that special summons (its categories, `Does.SPECIAL_SUMMON`) and destroy that card,
# chained right to it. Either player may use these effects (`Effect.either_player`), paying the LP themselves.


def _special_summoning(ctx: Ctx) -> bool:
    return ctx.card.active and any(e.kind == "summoning" and e.detail == "special" for e in ctx.events)


def _summoning_effect(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    return ctx.card.active and link is not None and ctx.duel.effect_of(link.card, link.effect).does_(
        Does.SPECIAL_SUMMON)


def _oppress(res: Resolution) -> None:
    d = res.duel
    for e in res.link.events:
        c = d.cards[e.card]
        if e.kind == "summoning" and c.zone is Zone.MONSTERS:
            d.destroy([c], res.cause)


define(93016201, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Q, _oppress, condition=_special_summoning, cost=Cost(lp=800), negates_summon=True, either_player=True,
              text_en="pay 800 LP: negate a special summon and destroy the monster",
              text_ja="８００ライフポイントを払い、モンスターの特殊召喚を無効にし破壊する"),
       Effect(Q, _negate_and_destroy, condition=_summoning_effect, cost=Cost(lp=800), either_player=True,
              text_en="pay 800 LP: negate the activation of an effect that special summons and destroy the card",
              text_ja="８００ライフポイントを払い、モンスターの特殊召喚を含む効果の発動を無効にし破壊する"))


# 光と闇の竜 / Light and Darkness Dragon: while face-up, negate the activation of an effect monster's effect,
# a spell or a trap card; each time it does, it loses 500 ATK and DEF. It must do so (R004-157). When it is
# destroyed and sent to the graveyard: target a monster in your graveyard; destroy every card you control,
# then special summon the target (R004-054.25).
def _anything_activated(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    if link is None or link.card == ctx.card.idx:
        return False
    d = ctx.duel
    return _monster_effect(ctx) is not None or (d.cards[link.card].data.kind in ("spell", "trap")
                                                 and d.effect_of(link.card, link.effect).kind is A)


def _ladd(res: Resolution) -> None:
    d = res.duel
    link = answered(res)
    if link is None:
        return
    negate_activation(res, link, destroy=False)
    c = res.card
    if c.oid == res.link.oid and c.zone is Zone.MONSTERS and c.face_up:
        d.boost(c, -500, -500, res.cause, until_end=False)


def _ladd_revive(res: Resolution) -> None:
    d = res.duel
    d.destroy([c for c in d.cards if c.on_field and c.ctl == res.player], res.cause)
    for t in res.targets():
        if d.free_slots(res.player, Zone.MONSTERS):
            d.special_summon(t, res.player, ask_position(res), res.cause)


define(47297616, Effect(Q, _ladd, condition=both(face_up_here, _anything_activated), forced=True,
                        text_en="negate the activation; this card loses 500 ATK and DEF",
                        text_ja="その発動を無効にし、このカードの攻撃力・守備力を５００ダウン"),
       Effect(T, _ladd_revive, trigger="destroyed", when=monster_to_grave, asks=True,
              target=TargetSpec(zone=Zone.GRAVE, side="own", where=lambda ctx, c: c.data.kind == "monster",
                                text_en="a monster in your graveyard", text_ja="自分の墓地のモンスター"),
              text_en="destroyed and sent to the graveyard: destroy all cards you control, then special summon the "
                      "target",
              text_ja="破壊され墓地へ送られた時、自分フィールドのカードを全て破壊し、対象を特殊召喚する"),
       special_by=never)
also_attribute(47297616, "DARK")


# 竜の騎士 / Dragonic Knight: when an opponent's monster effect that destroys cards you control is
# activated, send your cards it targets to the graveyard (the cost, paid first in the operation here):
# special summon this card from your hand. An effect that destroys is one whose categories say so.
def _destroys_mine(ctx: Ctx) -> bool:
    link = _monster_effect(ctx)
    if link is None or link.player == ctx.player:
        return False
    destroys = ctx.duel.effect_of(link.card, link.effect).does_(Does.DESTROY)
    return destroys and any(c.on_field and c.ctl == ctx.player for c in link_targets(ctx, link))


def _dragonic_knight(res: Resolution) -> None:
    d = res.duel
    link = answered(res)
    if link is None or res.card.zone is not Zone.HAND:
        return
    mine = [c for c in link_targets(ctx_of(res), link) if c.on_field and c.ctl == res.player]
    d.send_to_grave([c.idx for c in mine], res.cause, "sent")
    if d.free_slots(res.player, Zone.MONSTERS):
        d.special_summon(res.card, res.player, ask_position(res), res.cause)


define(38109772, Effect(Q, _dragonic_knight, condition=_destroys_mine, from_zone=Zone.HAND, asks=True,
                        text_en="send your targeted cards to the graveyard: special summon this card from your hand",
                        text_ja="対象となった自分のカードを墓地へ送り、このカードを手札から特殊召喚する"))


# ==== R004-156: spells ===============================================================================

# 我が身を盾に / My Body as a Shield: pay 1500 LP: negate the activation of the opponent's card whose effect
# destroys monsters on the field, and destroy it (R004-001.27): an effect that destroys (its categories) the
# monsters it targets with the shared verb `destroy_targets`, or whose destruction is declared to reach monsters
# (`Does.MONSTERS`: 「ブラック・ホール」, 「破壊輪」).
def _destroys_monsters(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    if link is None or link.player == ctx.player:
        return False
    eff = ctx.duel.effect_of(link.card, link.effect)
    targets_monsters = eff.operation is destroy_targets and eff.target is not None and eff.target.zone is Zone.MONSTERS
    return eff.does_(Does.DESTROY) and (targets_monsters or eff.does_(Does.MONSTERS))


define(69279219, Effect(A, _negate_and_destroy, cost=Cost(lp=1500), condition=_destroys_monsters,
                        text_en="negate the activation of the opponent's card that destroys monsters and destroy it",
                        text_ja="相手のフィールド上のモンスターを破壊する効果を持つカードの発動を無効にし破壊する"))


# 痛魂の呪術 / Spell of Pain: when the opponent activates an effect that inflicts damage to you, the effect
# damage it would inflict to you is inflicted to the opponent instead. An effect that inflicts damage is one
# whose categories say so (`Does.DAMAGE`).
def _opponent_burn(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    return link is not None and link.player != ctx.player and ctx.duel.effect_of(link.card, link.effect).does_(
        Does.DAMAGE)


def _redirect_damage(res: Resolution, to_zero: bool = False) -> None:
    """Effect damage to this player from the answered link goes to the opponent (or becomes 0)."""
    d = res.duel
    link = answered(res)
    if link is None:
        return
    me, source, number = res.player, link.card, link.number

    def applies(ev: Event) -> bool:
        return (ev.kind == "damage" and ev.cause.reason is Reason.EFFECT and ev.cause.card == source
                and ev.cause.chain_link == number and (to_zero or ev.player == me))

    def instead(ev: Event) -> Event | None:
        return None if to_zero else dataclasses.replace(ev, player=1 - me)

    d.add_replacement(Replacement(key=f"{res.card.data.passcode}:{d.activation_count}", source=res.card.idx,
                                  controller=me, applies=applies, instead=instead), res.cause,
                      drop=lambda r: r.source == res.card.idx)


define(76714458, Effect(A, _redirect_damage, condition=_opponent_burn,
                        text_en="the effect damage to you is inflicted to the opponent instead",
                        text_ja="その効果で自分が受けるダメージは代わりに相手が受ける"))


# 防御輪 / Ring of Defense: when a trap card that inflicts damage is activated, the damage its effect
# inflicts becomes 0.
def _trap_burn(ctx: Ctx) -> bool:
    link = _activation(ctx, "trap", "any")
    return link is not None and ctx.duel.effect_of(link.card, link.effect).does_(Does.DAMAGE)


def _ring_of_defense(res: Resolution) -> None:
    _redirect_damage(res, to_zero=True)


define(58641905, Effect(A, _ring_of_defense, condition=_trap_burn,
                        text_en="the damage of the trap's effect becomes 0",
                        text_ja="罠カードの効果によるダメージを０にする"))


# 連続魔法 / Serial Spell: when you activate a normal spell card, discard your whole hand (the cost): this
# card's effect becomes the same as that spell's.
def _serial_spell(res: Resolution) -> None:
    from arbiter.ocg.effects import Resolution as Res

    d = res.duel
    link = answered(res)
    if link is None:
        return
    eff = d.effect_of(link.card, link.effect)
    if eff.operation is None:
        return
    copy = link.copy()
    copy.player = res.player
    copy.number = res.link.number
    copy.asked = res.link.asked
    eff.operation(Res(d, copy))


define(49398568, Effect(A, _serial_spell, condition=activation_of("spell", "own", "normal"), asks=True,
                        cost=Cost(discard_all=True),
                        text_en="discard your hand: this card's effect becomes the normal spell's",
                        text_ja="手札を全て捨て、このカードの効果はその通常魔法と同じになる"))


# ==== R004-156: traps ================================================================================

# 蛇神の勅命 (the page's 「邪神の勅命」): show a 「ヴェノム」 monster in your hand: negate the activation of the
# opponent's spell card and destroy it.
define(80678380, Effect(A, _negate_and_destroy,
                        condition=both(activation_of("spell"), lambda ctx: any(
                            c.data.is_monster and "ヴェノム" in c.data.name_ja for c in hand_of(ctx.duel, ctx.player))),
                        text_en="negate the activation of the opponent's spell and destroy it",
                        text_ja="相手の魔法カードの発動と効果を無効にし破壊する"))


# ==== R004-158, R004-159: monsters that answer chain building ======================================
# A link added to a chain is the event "chained" (its `amount` is the link's number); a chain that has
# resolved is the event "chain_resolved" (`amount`: its length; `Duel.last_chain`: its cards). Their
# effects are triggers and so start the chain after the one that set them off (R004-158).

def _spell_trap_chained(ctx: Ctx, ev: Event) -> bool:
    return ev.amount >= 2 and ctx.duel.cards[ev.card].data.kind in ("spell", "trap")


def _chain_of(n: int, distinct: bool = False) -> Callable[[Ctx, Event], bool]:
    """A chain of at least n links resolved (with `distinct`: no card name in it twice)."""
    def when(ctx: Ctx, ev: Event) -> bool:
        chain = ctx.duel.last_chain
        return ev.amount >= n and (not distinct or len({r.passcode for r in chain}) == len(chain))
    return when


def _ares(res: Resolution) -> None:
    c = res.card
    if c.zone is Zone.MONSTERS and c.face_up:
        res.duel.boost(c, 500, 0, res.cause, until_end=False)


# 連爆魔人 / Blast Asmodian: each time a spell or trap card is chained, 500 damage to the opponent.
define(11685347, Effect(T, burn_500, trigger="chained", self_trigger=False, when=_spell_trap_chained,
                        text_en="a spell or trap is chained: 500 damage to the opponent",
                        text_ja="魔法・罠カードがチェーンされた場合、相手に５００ダメージ"))
# 獣人アレス / Man Beast of Ares: each time a chain of 2 or more links resolves, it gains 500 ATK.
define(71395725, Effect(T, _ares, trigger="chain_resolved", self_trigger=False, when=_chain_of(2),
                        text_en="a chain of 2 or more links resolved: this card gains 500 ATK",
                        text_ja="２チェーン以上が組まれた場合、このカードの攻撃力は５００ポイントアップ"))
# 地母神アイリス / Iris, the Earth Mother: a chain of 3 or more links in which no card name appears twice has
# resolved: draw 1 card.
define(9628664, Effect(T, draw_one, trigger="chain_resolved", self_trigger=False, when=_chain_of(3, distinct=True),
                       text_en="a chain of 3 or more links resolved: draw 1 card",
                       text_ja="チェーン３以上が組まれた場合、デッキからカードを１枚ドローする"))
# ライトニングパニッシャー / Lightning Punisher: the same chain: destroy 1 targeted card the opponent controls.
define(45023678, Effect(T, destroy_targets, trigger="chain_resolved", self_trigger=False,
                        when=_chain_of(3, distinct=True),
                        target=FieldCardSpec(side="opp", text_en="a card the opponent controls",
                                             text_ja="相手フィールド上のカード"),
                        text_en="a chain of 3 or more links resolved: destroy the target",
                        text_ja="チェーン３以上が組まれた場合、相手フィールド上のカード１枚を破壊する"))


# コンボファイター / Combo Fighter and コンボマスター / Combo Master: when a chain of 2 or more links is built in
# their controller's main phase 1 while they are face-up, they may attack twice in a battle phase this turn.
# The chain's building is noted at once, with no chain link of its own (R004-158: the effect applies).
COMBO = "combo_turn"


def _combo_ready(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    c = ctx.card
    return (ev.amount >= 2 and d.phase == "main1" and d.tp == c.ctl and c.zone is Zone.MONSTERS
            and d.turn not in marked(d, COMBO, c))


def _combo_mark(res: Resolution) -> None:
    mark(res.duel, COMBO, res.card, res.duel.turn, read_by_effects=True)


for _combo in (8806072, 44800181):
    define(_combo,
           Effect(Kind.AT_ONCE, _combo_mark, trigger="chained", when=_combo_ready,
                  text_en="a chain of 2 or more links in your main phase 1: this card may attack twice this turn",
                  text_ja="自分のメインフェイズ１でチェーンが発生した場合、このターン２回攻撃できる"),
           Effect(Kind.CONTINUOUS, extra_attacks=1,
                  affects=lambda ctx, c: c.idx == ctx.card.idx and ctx.duel.turn in marked(ctx.duel, COMBO, c),
                  text_en="attacks twice in a battle phase this turn",
                  text_ja="このターン１度のバトルフェイズ中に２回攻撃できる"))


# ==== R004-159: chain length ==========================================================================

def _links_now(ctx: Ctx) -> int:
    """The number of links on the chain when this card is being activated (before it is added)."""
    return ctx.link.number - 1 if ctx.link is not None else len(ctx.duel.chain)


def chain_link_at_least(n: int, unique: bool = True) -> Condition:
    """Only as chain link n or later; with `unique`, not while cards of one name have been activated more
    than once on the chain (this card's own name included, so it cannot be activated twice either)."""
    def cond(ctx: Ctx) -> bool:
        d = ctx.duel
        if _links_now(ctx) + 1 < n:
            return False
        if not unique:
            return True
        names = [d.cards[link.card].data.passcode for link in d.chain[:_links_now(ctx)]]
        names.append(ctx.card.data.passcode)
        return len(set(names)) == len(names)
    return cond


# 虚無を呼ぶ呪文 / Vanity's Call (counter trap): only as chain link 4 or later; pay half your LP: negate the
# activation of every card on the chain when it was activated, and destroy them.
def _vanity(res: Resolution) -> None:
    d = res.duel
    for link in [x for x in d.chain if x.number < res.link.number]:
        negate_activation(res, link)


define(24838456, Effect(A, _vanity, cost=Cost(lp_half=True), condition=chain_link_at_least(4, unique=False),
                        text_en="negate every activation below this card on the chain and destroy those cards",
                        text_ja="このカードの発動時に積まれていたチェーン上のカードの発動を全て無効にし破壊する"))


# 奇跡の蘇生 / Miraculous Rebirth (quick-play): only as chain link 4 or later, and not when cards
# of one name have been activated more than once on the chain: special summon 1 targeted monster from
# either graveyard to your field.
def _rebirth(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        if d.free_slots(res.player, Zone.MONSTERS):
            d.special_summon(t, res.player, ask_position(res), res.cause)


define(37011715, Effect(A, _rebirth, condition=chain_link_at_least(4), asks=True,
                        needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0,
                        target=TargetSpec(zone=Zone.GRAVE, where=lambda ctx, c: c.data.is_monster,
                                          text_en="a monster in a graveyard", text_ja="墓地のモンスター"),
                        text_en="special summon the target to your field",
                        text_ja="対象を自分フィールドに特殊召喚する"))


# 一陣の風 / Mystical Wind Typhoon (quick-play): only as chain link 3 or later, and not when cards of one name
# have been activated more than once on the chain: destroy 1 targeted spell or trap card on the field.
define(63516460, Effect(A, destroy_targets, condition=chain_link_at_least(3),
                        target=TargetSpec(zone=Zone.SPELLS, text_en="a spell or trap card on the field",
                                          text_ja="フィールドの魔法・罠カード"),
                        text_en="destroy the target", text_ja="対象を破壊する"))


# 連鎖爆撃 / Chain Strike (quick-play): only as chain link 2 or later, and not when cards of one name
# have been activated more than once on the chain: 400 damage to the opponent for each chain link
# stacked when it is activated (its own included).
def _chain_strike(res: Resolution) -> None:
    res.duel.damage(res.opponent, 400 * res.link.number, res.cause)


define(91623717, Effect(A, _chain_strike, condition=chain_link_at_least(2),
                        text_en="400 damage to the opponent per chain link",
                        text_ja="チェーンの数×４００ダメージを相手に与える"))


# チェーン・ブラスト / Chain Detonation: 500 damage to the opponent; activated as chain link 2 or 3, it is
# shuffled into the deck afterwards; as chain link 4 or later, it returns to the hand. (チェーン・ヒーリング is
# the same with a gain of 500 LP.)
def _chain_blast(res: Resolution) -> None:
    d = res.duel
    d.damage(res.opponent, 500, res.cause)
    c = res.card
    if c.oid != res.link.oid or not c.on_field:
        return
    n = res.link.number
    if n >= 4:
        d.to_hand([c], res.cause)
    elif n >= 2:
        d.to_deck([c], res.cause)


define(51449743, Effect(A, _chain_blast, text_en="500 damage to the opponent; by chain link: back to the deck or hand",
                        text_ja="相手に５００ダメージ。チェーン２・３ならデッキに、チェーン４以降なら手札に戻る"))


# ==== R004-160: zone positions ========================================================================

def column_faces(c: Card) -> int:
    """The opponent's slot (0-4) in the same column as a card in slot `c.slot`."""
    return 4 - c.slot



def _free_next_to(ctx: Ctx, c: Card) -> list[int]:
    pile = ctx.duel.players[c.ctl].monsters
    return [s for s in (c.slot - 1, c.slot + 1) if 0 <= s < 5 and pile[s] < 0]


def _side(res: Resolution, c: Card) -> None:
    """Move `c` to the neighbouring zone declared ("left" / "right", seen from its controller)."""
    if c.zone is Zone.MONSTERS:
        res.duel.move_to_zone(c, c.slot + (-1 if res.link.declared == "left" else 1))


def _self_moves(res: Resolution) -> None:
    c = res.card
    if c.oid == res.link.oid:
        _side(res, c)


def _in_front(d: Duel, c: Card) -> list[Card]:
    """The opponent's monster and spell/trap card in this card's column."""
    pl = d.players[1 - c.ctl]
    s = column_faces(c)
    return [d.cards[i] for i in (pl.monsters[s], pl.spells[s]) if i >= 0]


def _can_step(ctx: Ctx) -> bool:
    return face_up_here(ctx) and bool(_free_next_to(ctx, ctx.card))


# 突撃ライノス / Rampaging Rhynos: once a turn, move this card to an unused neighbouring monster zone
# (declared left or right); when it attacks the opponent's monster in front of it, it gains 500 ATK during
# the damage step.
def _rhynos_in_front(ctx: Ctx, c: Card) -> int:
    d = ctx.duel
    att = d.attack
    if c.idx != ctx.card.idx or att is None or att[0] != c.idx or att[2] < 0 or d.phase != "battle:damage":
        return 0
    t = d.cards[att[2]]
    return 500 if t.zone is Zone.MONSTERS and t.slot == column_faces(c) else 0


define(3784434,
       Effect(Kind.IGNITION, _self_moves, condition=_can_step, once_per_turn=True, declare=("left", "right"),
              text_en="move this card to the neighbouring unused monster zone",
              text_ja="隣の空いているモンスターゾーンに移動する"),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, atk=_rhynos_in_front,
              text_en="+500 ATK in the damage step when attacking the monster in front",
              text_ja="正面の相手モンスターを攻撃する場合、ダメージステップの間攻撃力５００アップ"))


# エーリアン・ベーダー / Alien Infiltrator: once a turn, move this card to an unused neighbouring monster zone;
# while the opponent has no card in front of it, it may attack directly.
define(76573247,
       Effect(Kind.IGNITION, _self_moves, condition=_can_step, once_per_turn=True, declare=("left", "right"),
              text_en="move this card to the neighbouring unused monster zone",
              text_ja="隣の空いているモンスターゾーンに移動する"),
       Effect(Kind.CONTINUOUS, direct_attack=True,
              affects=lambda ctx, c: c.idx == ctx.card.idx and not _in_front(ctx.duel, c),
              text_en="may attack directly while no opponent's card is in front",
              text_ja="正面に相手のカードが無い場合、直接攻撃できる"))


# ポジションチェンジ / Senet Switch (continuous spell): once a turn, target 1 monster you control: move it to an
# unused neighbouring monster zone (declared left or right).
def _switch(res: Resolution) -> None:
    for t in res.targets():
        _side(res, t)


define(63394872, Effect(A, lambda res: None, text_en="activate", text_ja="発動"),
       Effect(Kind.IGNITION, _switch, once_per_turn=True, declare=("left", "right"),
              target=TargetSpec(side="own", where=lambda ctx, c: bool(_free_next_to(ctx, c)),
                                text_en="your monster next to an unused zone",
                                text_ja="隣が空いている自分のモンスター"),
              text_en="move the target to the neighbouring unused monster zone",
              text_ja="対象を隣の空いているモンスターゾーンに移動する"))


# ニードル・ウォール / Needle Wall (continuous trap): once in each of your standby phases, roll a die; the
# opponent's monster zones are numbered 1 to 5 from right to left as its controller sees them; destroy the
# monster in the zone of the result; on a 6, roll again.
def _needle_wall(res: Resolution) -> None:
    d = res.duel
    n = 6
    while n == 6:
        n = d.roll_die(res.player, res.cause)
    # from this card's controller's view, the opponent's zone on the right is the opponent's own slot 1
    i = d.players[res.opponent].monsters[n - 1]
    if i >= 0:
        d.destroy([d.cards[i]], res.cause)


define(38299233, Effect(A, lambda res: None, text_en="activate", text_ja="発動"),
       Effect(Kind.TRIGGER, _needle_wall, trigger="phase", when=own_standby, self_trigger=False,
              text_en="roll a die and destroy the opponent's monster in that zone",
              text_ja="サイコロを振り、出た目の相手モンスターゾーンのモンスターを破壊する"))


# 爆導索 / Blasting Fuse: while every zone of this set card's column holds a card (your monster zone, the
# opponent's monster zone and spell & trap zone in front), destroy every card in that column.
def _column(ctx: Ctx) -> list[Card]:
    d = ctx.duel
    c = ctx.card
    if c.zone is not Zone.SPELLS:
        return []
    me, opp = d.players[c.ctl], d.players[1 - c.ctl]
    s, f = c.slot, 4 - c.slot
    return [d.cards[i] if i >= 0 else c for i in (me.monsters[s], opp.monsters[f], opp.spells[f])]


def _full_column(ctx: Ctx) -> bool:
    col = _column(ctx)
    return len(col) == 3 and all(x is not ctx.card for x in col)


def _blasting_fuse(res: Resolution) -> None:
    d = res.duel
    cards = [x for x in _column(ctx_of(res)) if x is not res.card]
    if res.card.on_field and res.card.oid == res.link.oid:
        cards.append(res.card)
    d.destroy(cards, res.cause)


define(99788587, Effect(A, _blasting_fuse, condition=_full_column,
                        text_en="destroy every card in this card's column",
                        text_ja="このカードと同じ縦列のカードを全て破壊する"))

