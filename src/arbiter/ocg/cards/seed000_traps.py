"""Trap cards named on seed page 000 (「シフトチェンジ」): the header's traps that answer the activation
of one kind of card (R000-001), and the traps of the page's table of traps that target one monster
(R000-052).

The header traps must be chained directly to the activation they answer (R004-156): their condition
looks only at the chain link right below them. What the engine cannot do yet is named at each card
(and in tests/pending/): effects that target a player and costs that banish a chosen number of cards.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from arbiter.kernel.events import Event, Reason
from arbiter.kernel.replacement import Replacement
from arbiter.ocg.carddata import CardData
from arbiter.ocg.cards.common import (
    FACE_UP_MONSTER,
    LEAVE_KINDS,
    answered,
    answered_link,
    banish_targets,
    bind,
    bound,
    burn_500,
    ctx_of,
    destroy_itself,
    destroy_targets,
    held,
    left_the_field,
    nothing,
    opponent_attacks,
    to_face_down,
    token_data,
)
from arbiter.ocg.cards.flip_monsters import mark, marked
from arbiter.ocg.cards.seed000_spells import (
    FieldCardSpec,
    activation_of,
    can_special_summon_from_hand,
    equip_fits,
    is_equip_card,
    link_targets,
    monsters_in,
    spells_and_traps,
)
from arbiter.ocg.categories import Does
from arbiter.ocg.chain import ChainLink
from arbiter.ocg.effects import CardFilter, Condition, Cost, Ctx, Effect, Kind, Operation, Resolution, TargetSpec
from arbiter.ocg.fusion import ask_position
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE

MONSTER_REBORN = 83764718
RAIGEKI = 12580477
HARPIES_FEATHER_DUSTER = 18144506
DARK_HOLE = 53129443


def _opponents_activation_of(*passcodes: int) -> Condition:
    def cond(ctx: Ctx) -> bool:
        link = answered_link(ctx)
        return (link is not None and link.player != ctx.player and activation_of(ctx, link)
                and ctx.duel.cards[link.card].data.passcode in passcodes)
    return cond


def _activation_with(subtype: str, kind: str) -> Condition:
    """A spell or trap card of this kind and subtype being activated (by either player)."""
    def cond(ctx: Ctx) -> bool:
        link = answered_link(ctx)
        if link is None or not activation_of(ctx, link):
            return False
        data = ctx.duel.cards[link.card].data
        return data.kind == kind and subtype in data.subtypes
    return cond


# ---- R000-001: the header's traps, each answering the activation of one kind of card ---------------------

# 墓場からの呼び声 / Call of the Grave: when the opponent activates 「死者蘇生」, negate its effect.
def _negate_answered(res: Resolution) -> None:
    link = answered(res)
    if link is not None:
        res.negate_effect(link)


define(16970158, Effect(A, _negate_answered, condition=_opponents_activation_of(MONSTER_REBORN),
                        text_en="negate the effect of the opponent's Monster Reborn",
                        text_ja="相手の「死者蘇生」の効果を無効にする"))

# 世界の平定 / World Suppression: when a field spell is activated, negate field spells until the end of
# the turn (a negation the resolution leaves in place for the turn, whatever becomes of this card).
# 魔法探査の石版 / Mystic Probe and 金属探知機 / Metal Detector do the same for continuous spells and
# continuous traps.
def _negate_this_turn(kind: str, subtype: str, en: str, ja: str) -> Operation:
    def op(res: Resolution) -> None:
        turn = res.duel.turn
        # (the turn is checked too: the duel's cache of continuous effects may outlive an ended lingering effect)
        negation = Effect(Kind.CONTINUOUS, negates=kind, text_en=en, text_ja=ja,
                          affects=lambda ctx, c: ctx.duel.turn == turn and c.on_field and c.data.kind == kind
                          and subtype in c.data.subtypes)
        res.duel.linger(res.card, res.player, negation, res.cause, turns=1)
    return op


_WS_EN, _WS_JA = "negate field spells until the end of the turn", "ターン終了時までフィールド魔法の効果を無効にする"
define(12253117, Effect(A, _negate_this_turn("spell", "field", _WS_EN, _WS_JA),
                        condition=_activation_with("field", "spell"), text_en=_WS_EN, text_ja=_WS_JA))

_MP_EN = "negate continuous spells until the end of the turn"
_MP_JA = "ターン終了時まで全ての永続魔法の効果を無効にする"
define(49251811, Effect(A, _negate_this_turn("spell", "continuous", _MP_EN, _MP_JA),
                        condition=_activation_with("continuous", "spell"), text_en=_MP_EN, text_ja=_MP_JA))

_MD_EN, _MD_JA = "negate continuous traps until the end of the turn", "ターン終了時まで全ての永続罠の効果を無効にする"
define(75646520, Effect(A, _negate_this_turn("trap", "continuous", _MD_EN, _MD_JA),
                        condition=_activation_with("continuous", "trap"), text_en=_MD_EN, text_ja=_MD_JA))


# 避雷針 / Anti Raigeki: when the opponent activates 「サンダー・ボルト」, negate it, and destroy all the
# opponent's monsters instead.
def _anti_raigeki(res: Resolution) -> None:
    link = answered(res)
    if link is not None:
        res.negate_effect(link)
        res.duel.destroy(res.duel.monsters_of(link.player), res.cause)


define(42364257, Effect(A, _anti_raigeki, condition=_opponents_activation_of(RAIGEKI),
                        text_en="negate Raigeki and destroy all the opponent's monsters",
                        text_ja="「サンダー・ボルト」を無効にし、相手のモンスターを全て破壊する"))


# グリフォンの翼 / Gryphon Wing: when the opponent activates 「ハーピィの羽根帚」, negate it, and destroy all
# the opponent's spell and trap cards.
def _gryphon_wing(res: Resolution) -> None:
    link = answered(res)
    if link is not None:
        res.negate_effect(link)
        res.duel.destroy(spells_and_traps(ctx_of(res), link.player), res.cause)


define(55608151, Effect(A, _gryphon_wing, condition=_opponents_activation_of(HARPIES_FEATHER_DUSTER),
                        text_en="negate Harpie's Feather Duster and destroy the opponent's spells and traps",
                        text_ja="「ハーピィの羽根帚」を無効にし、相手の魔法・罠カードを全て破壊する"))


# ホワイト・ホール / White Hole: when the opponent activates 「ブラック・ホール」, your monsters are not destroyed
# by that Dark Hole's effect. Resolving, it remembers the chain link it answered; effect 2 is the
# protection, a replacement effect that applies while this card is still face-up on the field, i.e. until
# the end of that chain (then it goes to the graveyard as a spent normal trap and the protection ends).
def _white_hole(res: Resolution) -> None:
    link = answered(res)
    me = res.card
    if link is not None and me.oid == res.link.oid and me.on_field:
        mark(res.duel, "white_hole", me, link.number)


def _spared_from_dark_hole(ctx: Ctx, ev: Event) -> bool:
    if ev.kind != "destroyed" or ev.player != ctx.player or ev.src != int(Zone.MONSTERS):
        return False
    if ev.cause.reason is not Reason.EFFECT or ev.cause.card < 0:
        return False
    return (ev.cause.chain_link in marked(ctx.duel, "white_hole", ctx.card)
            and ctx.duel.cards[ev.cause.card].data.passcode == DARK_HOLE)


define(43487744,
       Effect(A, _white_hole, condition=_opponents_activation_of(DARK_HOLE),
              text_en="your monsters are not destroyed by that Dark Hole",
              text_ja="自分のモンスターはその「ブラック・ホール」の効果では破壊されない"),
       Effect(Kind.REPLACEMENT, when=_spared_from_dark_hole, instead=lambda ctx, ev: None,
              text_en="(while that chain resolves) your monsters are not destroyed by that Dark Hole",
              text_ja="（そのチェーンの間）自分のモンスターはその「ブラック・ホール」では破壊されない"))

# 偽物のわな / Fake Trap: when the opponent activates an effect that would destroy trap cards you control,
# this card is destroyed instead and your other traps are not destroyed by it; the set cards that effect would
# have destroyed are turned over for both players to see. An effect that would destroy your traps: one that
# destroys (its categories) and targets your trap, or destroys spells and traps it does not target (declared
# `Does.SPELLS_TRAPS`: 「ハーピィの羽根帚」, 「巨竜の羽ばたき」).


def _my_traps(ctx: Ctx) -> list[Card]:
    return [c for c in spells_and_traps(ctx, ctx.player) if c.data.kind == "trap" and c.idx != ctx.card.idx]


def _destroys_my_traps(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    if link is None or link.player == ctx.player:
        return False
    eff = ctx.duel.effect_of(link.card, link.effect)
    mine = {c.idx for c in _my_traps(ctx)}
    if not eff.does_(Does.DESTROY) or not mine:
        return False
    return eff.does_(Does.SPELLS_TRAPS) or any(t.idx in mine for t in link_targets(ctx, link))


# The protection is a replacement effect created at resolution (this card is gone by then, so it cannot be
# one of its own declared effects): the event "destroyed" by the answered chain link does not happen to
# the protected traps. It is meant to last until the end of that chain. A created replacement cannot see
# the duel, so it cannot notice that chain ending; it is made inert instead (it answers only that chain
# link's number and card), and every protection whose chain link is over (its card has become another
# object, as a spent spell or trap does at the end of the chain) is dropped the next time one is made.
FAKE_TRAP = 3027001


def _protection_over(d: Duel, r: Replacement) -> bool:
    parts = r.key.split(":")
    if len(parts) != 4 or parts[0] != str(FAKE_TRAP):
        return False
    card, oid = int(parts[1]), int(parts[2])
    return d.cards[card].oid != oid


def _fake_trap(res: Resolution) -> None:
    d = res.duel
    link = answered(res)
    if link is None:
        return
    ctx = ctx_of(res)
    protected = frozenset(c.idx for c in _my_traps(ctx))
    d.destroy([res.card], res.cause)
    targeted = {t.idx for t in link_targets(ctx, link)}
    spared = [d.cards[i] for i in sorted(protected)
              if d.effect_of(link.card, link.effect).does_(Does.SPELLS_TRAPS) or i in targeted]
    for c in spared:
        if not c.face_up:  # a set card it would have destroyed is shown to both players
            d.reveal(c, link.player)
    source, number, effect = link.card, link.number, link.effect

    def applies(ev: Event) -> bool:
        return (ev.kind == "destroyed" and ev.card in protected and ev.cause.card == source
                and ev.cause.chain_link == number and ev.cause.effect == effect)

    d.add_replacement(Replacement(key=f"{FAKE_TRAP}:{source}:{link.oid}:{number}", source=res.card.idx,
                                  controller=res.player, applies=applies, instead=lambda ev: None), res.cause,
                      drop=lambda r: _protection_over(d, r))


define(3027001, Effect(A, _fake_trap, condition=_destroys_my_traps,
                       text_en="destroy this card instead; your other traps are not destroyed",
                       text_ja="このカードを代わりに破壊し、他の自分の罠カードは破壊されない"))

# 精霊の鏡 / Mystical Refpanel: as the next chain link after an opponent's spell that targets one player,
# that spell's effect applies to the other player instead (R000-001.09, R004-001.30, R004-156.32).
def _player_targeting_spell(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    d = ctx.duel
    return (link is not None and link.player != ctx.player and activation_of(ctx, link)
            and d.cards[link.card].data.kind == "spell" and link.player_target >= 0)


def _move_player_target(res: Resolution) -> None:
    link = answered(res)
    if link is not None and link.player_target >= 0:
        res.move_player_target(link)


define(35563539, Effect(A, _move_player_target, condition=_player_targeting_spell,
                        text_en="the opponent's spell that targets a player applies to the other player",
                        text_ja="プレイヤー１人を対象とする相手の魔法の対象をもう一方のプレイヤーに移し替える"))


# 天使の手鏡 / Fairy's Hand Mirror and 悪魔の手鏡 / Fiend's Hand Mirror: when the opponent activates a
# spell that targets exactly one monster (one spell/trap card), move that target to another card the
# spell could have targeted, judged from the spell's activator (R000-052.06, R000-058 to R000-060).
def _mirror_answers(zone: Zone) -> Condition:
    def cond(ctx: Ctx) -> bool:
        link = answered_link(ctx)
        if link is None or link.player == ctx.player or len(link.targets) != 1 or not activation_of(ctx, link):
            return False
        d = ctx.duel
        if d.cards[link.card].data.kind != "spell" or d.effect_of(link.card, link.effect).target is None:
            return False
        i, oid = link.targets[0]
        t = d.cards[i]
        here = Zone.MONSTERS if t.zone is Zone.MONSTERS else Zone.SPELLS if t.on_field else None
        return t.oid == oid and here is zone
    return cond


def _fits_the_moved_spell(ctx: Ctx, c: Card) -> bool:
    link = answered_link(ctx)
    if link is None or not link.targets or c.idx == link.targets[0][0]:
        return False
    d = ctx.duel
    eff = d.effect_of(link.card, link.effect)
    if eff.target is None:
        return False
    return eff.target.fits(Ctx(d, link.player, d.cards[link.card], eff, link.events, link), c)


def _move_spell_target(res: Resolution) -> None:
    link = answered(res)
    new = res.targets()
    if link is None or not new or not link.targets:
        return
    res.move_target(link, new[0])


define(17653779, Effect(A, _move_spell_target, condition=_mirror_answers(Zone.MONSTERS),
                        target=TargetSpec(where=_fits_the_moved_spell,
                                          text_en="another monster the spell could target",
                                          text_ja="その魔法の正しい対象となる別のモンスター"),
                        text_en="move the target of the opponent's spell", text_ja="相手の魔法の対象を移し替える"))

define(58607704, Effect(A, _move_spell_target, condition=_mirror_answers(Zone.SPELLS),
                        target=TargetSpec(zone=Zone.SPELLS, where=_fits_the_moved_spell,
                                          text_en="another spell or trap card the spell could target",
                                          text_ja="その魔法の正しい対象となる別の魔法・罠カード"),
                        text_en="move the target of the opponent's spell", text_ja="相手の魔法の対象を移し替える"))


# 救出劇 / Dramatic Rescue: when a card is activated that targets an 「アマゾネス」 monster on the field,
# return that monster to the hand, and if it is returned, special summon another monster from your hand.
def _amazoness_targets(ctx: Ctx, link: ChainLink) -> list[Card]:
    return [c for c in link_targets(ctx, link) if c.zone is Zone.MONSTERS and "アマゾネス" in c.data.name_ja]


def _rescue_condition(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    return link is not None and bool(_amazoness_targets(ctx, link))


def _rescue(res: Resolution) -> None:
    d = res.duel
    ctx = ctx_of(res)
    link = answered(res)
    if link is None:
        return
    for t in _amazoness_targets(ctx, link)[:1]:
        d.to_hand([t], res.cause)
        if t.zone is not Zone.HAND:
            return
        hand = [c for c in monsters_in(ctx, res.player, Zone.HAND)
                if c.idx != t.idx and can_special_summon_from_hand(c)]
        if hand and d.free_slots(res.player, Zone.MONSTERS):
            c = res.ask_cards(hand)
            d.special_summon(c, res.player, ask_position(res), res.cause)


define(80193355, Effect(A, _rescue, condition=_rescue_condition, asks=True,
                        text_en="return the targeted Amazoness to the hand; special summon another monster from yours",
                        text_ja="対象になったアマゾネスを手札に戻し、別のモンスターを手札から特殊召喚する"))


# 大火葬 / Big Burn: when the opponent activates a card that targets a monster in a graveyard, banish
# every monster in both graveyards.
def _targets_grave_monster(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    if link is None or link.player == ctx.player:
        return False
    eff = ctx.duel.effect_of(link.card, link.effect)
    return eff.target is not None and eff.target.zone is Zone.GRAVE and any(
        c.zone is Zone.GRAVE and c.data.kind == "monster" for c in link_targets(ctx, link))


def _big_burn(res: Resolution) -> None:
    d = res.duel
    d.banish([d.cards[i] for p in (0, 1) for i in list(d.players[p].grave) if d.cards[i].data.kind == "monster"],
             res.cause)


define(95472621, Effect(A, _big_burn, condition=_targets_grave_monster,
                        text_en="banish every monster in both graveyards",
                        text_ja="お互いの墓地のモンスターを全てゲームから除外する"))


# 「ドラゴンの宝珠」 / The Dragon's Bead (continuous trap): discard 1; negate the effect of a trap that targets
# one face-up dragon, and destroy that trap. Effect 1 does it as the card's activation; effect 2 does it
# again later while the card stays face-up.
def _trap_on_a_dragon(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    if link is None or not activation_of(ctx, link) or ctx.duel.cards[link.card].data.kind != "trap":
        return False
    ts = link_targets(ctx, link)
    return len(ts) == 1 and ts[0].zone is Zone.MONSTERS and ts[0].face_up and ts[0].data.race == "Dragon"


def _dragons_bead(res: Resolution) -> None:
    d = res.duel
    link = answered(res)
    if link is None:
        return
    res.negate_effect(link)
    c = d.cards[link.card]
    if c.oid == link.oid and c.on_field:
        d.destroy([c], res.cause)


define(92408984,
       Effect(A, _dragons_bead, condition=_trap_on_a_dragon, cost=Cost(discard=1),
              text_en="negate a trap that targets a face-up dragon and destroy it",
              text_ja="表側表示のドラゴン族モンスター１体を対象とする罠の効果を無効にし破壊する"),
       Effect(Kind.QUICK, _dragons_bead, condition=_trap_on_a_dragon, cost=Cost(discard=1),
              text_en="negate a trap that targets a face-up dragon and destroy it",
              text_ja="表側表示のドラゴン族モンスター１体を対象とする罠の効果を無効にし破壊する"))


# ---- R000-052: traps that target one monster on the field ---------------------------------------------

# サンダー・ブレイク / Raigeki Break: discard 1; destroy a targeted card on the field.
define(4178474, Effect(A, destroy_targets, cost=Cost(discard=1),
                       target=FieldCardSpec(text_en="a card on the field", text_ja="フィールドのカード"),
                       text_en="destroy the target", text_ja="対象を破壊する"))


# 力の集約 / Collected Power: equip every equip card on the field to a targeted face-up monster; those
# that cannot properly equip it are destroyed.
def _collected_power(res: Resolution) -> None:
    d = res.duel
    ctx = ctx_of(res)
    for m in res.targets():
        wrong = []
        for e in [c for c in d.cards if is_equip_card(c)]:
            if equip_fits(ctx, e, m):
                d.equip(e, m, res.cause)
            else:
                wrong.append(e)
        d.destroy(wrong, res.cause)


define(7565547, Effect(A, _collected_power, target=FACE_UP_MONSTER,
                       text_en="equip every equip card to the target; destroy those that do not fit",
                       text_ja="全ての装備カードを対象に装備し、正しくないものは破壊する"))


# 道連れ / Michizure: when a monster is sent from the field to your graveyard, destroy a targeted monster.
# The window right after a chain or a battle that sent such a monster carries the move (`responds_to`).
_MICHIZURE_EVENTS = ("destroyed", "sent", "tributed")


def _sent_to_my_grave(ctx: Ctx) -> bool:
    return any(e.src == int(Zone.MONSTERS) and e.dst == int(Zone.GRAVE) and ctx.duel.cards[e.card].owner == ctx.player
               for e in ctx.events if e.card >= 0)


define(37580756, Effect(A, destroy_targets, condition=_sent_to_my_grave, damage_step=True,
                        responds_to=_MICHIZURE_EVENTS,
                        target=TargetSpec(text_en="a monster on the field", text_ja="フィールドのモンスター"),
                        text_en="destroy the target", text_ja="対象を破壊する"))

# 物理分身 / Physical Double: in the opponent's turn, target a face-up monster they control; special summon
# a 「ミラージュトークン」 (Mirage Token) with its level, type, attribute, ATK and DEF, in face-up attack or
# defense position (chosen while it resolves). The token is destroyed in the end phase: declared as a
# mandatory trigger of the token at the start of the end phase (the engine has no action that happens
# at a phase without a chain link).
MIRAGE_TOKEN = 63442605


def _physical_double(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        if d.free_slots(res.player, Zone.MONSTERS) == 0:
            return
        data = dataclasses.replace(token_data(MIRAGE_TOKEN, "ミラージュトークン"), level=t.data.level,
                                   race=t.data.race, attribute=t.data.attribute, atk=d.atk(t),
                                   def_=d.defense(t))
        d.create_token(data, res.player, ask_position(res), res.cause)


define(MIRAGE_TOKEN, Effect(Kind.TRIGGER, destroy_itself, trigger="phase", self_trigger=False,
                            when=lambda ctx, ev: ev.detail == "end",
                            text_en="destroyed in the end phase", text_ja="エンドフェイズに破壊される"))

define(63442604, Effect(A, _physical_double, condition=lambda ctx: ctx.duel.tp != ctx.player, asks=True,
                        target=TargetSpec(side="opp", face="up", text_en="an opponent's face-up monster",
                                          text_ja="相手の表側表示モンスター"),
                        text_en="special summon a token copying the target",
                        text_ja="対象と同じステータスのトークンを特殊召喚する"))


def _boost(atk: int, defense: int) -> Operation:
    def op(res: Resolution) -> None:
        for c in res.targets():
            res.duel.boost(c, atk, defense, res.cause)
    return op


# 援軍 / Reinforcements: a targeted face-up monster gains 500 ATK until the end of the turn.
define(17814387, Effect(A, _boost(500, 0), target=FACE_UP_MONSTER,
                        text_en="the target gains 500 ATK until the end of the turn",
                        text_ja="ターン終了時まで対象の攻撃力を５００アップ"))

# 城壁 / Castle Walls: a targeted face-up monster gains 500 DEF until the end of the turn.
define(44209392, Effect(A, _boost(0, 500), target=FACE_UP_MONSTER,
                        text_en="the target gains 500 DEF until the end of the turn",
                        text_ja="エンドフェイズまで対象の守備力を５００アップ"))


# 守護霊のお守り / Deal of Phantom: a targeted face-up monster gains 100 ATK for each monster in your
# graveyard, until the end of the turn.
def _phantom(res: Resolution) -> None:
    d = res.duel
    n = sum(1 for i in d.players[res.player].grave if d.cards[i].data.kind == "monster")
    for c in res.targets():
        d.boost(c, 100 * n, 0, res.cause)


define(69122763, Effect(A, _phantom, target=FACE_UP_MONSTER,
                        text_en="the target gains 100 ATK for each monster in your graveyard this turn",
                        text_ja="ターン終了時まで自分の墓地のモンスター１体につき対象の攻撃力を１００アップ"))

# 毒蛇の牙 / Snake Fang: a targeted face-up monster loses 500 DEF until the end of the turn.
define(596051, Effect(A, _boost(0, -500), target=FACE_UP_MONSTER,
                      text_en="the target loses 500 DEF until the end of the turn",
                      text_ja="エンドフェイズまで対象の守備力を５００ダウン"))


# 冥王の咆哮 / Bark of Dark Ruler: in the damage step of a battle involving your fiend, pay LP in steps of
# 100 and target the opponent's battling monster: it loses that much ATK and DEF until the end of the turn.
def _battling(ctx: Ctx) -> list[Card]:
    att = ctx.duel.attack
    if att is None:
        return []
    d = ctx.duel
    out = [d.cards[att[0]]] if d.cards[att[0]].oid == att[1] else []
    if att[2] >= 0 and d.cards[att[2]].oid == att[3]:
        out.append(d.cards[att[2]])
    return [c for c in out if c.zone is Zone.MONSTERS]


def _my_fiend_battles(ctx: Ctx) -> bool:
    return ctx.duel.phase == "battle:damage" and any(
        c.ctl == ctx.player and c.face_up and c.data.race == "Fiend" for c in _battling(ctx))


def _bark(res: Resolution) -> None:
    for c in res.targets():
        res.duel.boost(c, -res.link.paid, -res.link.paid, res.cause)


define(41925941, Effect(A, _bark, condition=_my_fiend_battles, cost=Cost(lp_step=100),
                        target=TargetSpec(side="opp", face="up", where=lambda ctx, c: c in _battling(ctx),
                                          text_en="the opponent's battling monster",
                                          text_ja="戦闘を行う相手モンスター"),
                        text_en="the target loses ATK and DEF equal to the LP paid",
                        text_ja="対象の攻撃力・守備力は払った数値分ダウン"))


# Normal traps that become equip cards: they stay on the field (`remains`) equipped to their target.
def _equip_trap(res: Resolution) -> None:
    for t in res.targets():
        res.duel.equip(res.card, t, res.cause)


def _equipped(ctx: Ctx, m: Card) -> bool:
    return ctx.card.equipped_to == m.idx


# メタル化・魔法反射装甲 / Metalmorph: equip to a targeted face-up monster; +300 ATK and DEF; when the monster
# it equips attacks a monster, it gains half that monster's ATK during damage calculation only.
def _metalmorph_gain(ctx: Ctx, m: Card) -> int:
    d = ctx.duel
    if not d.calculating() or d.attack is None or d.attack[0] != m.idx or d.attack[2] < 0:
        return 0
    return d.atk(d.cards[d.attack[2]]) // 2


define(68540058,
       Effect(A, _equip_trap, target=FACE_UP_MONSTER, remains=True, text_en="equip this card to the target",
              text_ja="このカードを対象に装備する"),
       Effect(Kind.CONTINUOUS, affects=_equipped, atk=lambda ctx, m: 300, defense=lambda ctx, m: 300,
              text_en="the equipped monster gains 300 ATK and DEF",
              text_ja="装備モンスターの攻撃力・守備力は３００アップ"),
       Effect(Kind.CONTINUOUS, affects=_equipped, atk=_metalmorph_gain,
              text_en="attacking a monster, the equipped monster gains half its ATK during damage calculation",
              text_ja="モンスターに攻撃するダメージ計算時のみ、装備モンスターの攻撃力は攻撃対象の攻撃力の半分アップ"),
       numbering=(1, 1, 2), equip_trap=True)

# 鎖付き爆弾 / Blast with Chain: equip to a targeted face-up monster you control; +500 ATK. When it is
# destroyed by an effect while equipped, destroy a targeted card on the field (the equipped object is
# marked; the move event's `oid` says which object left).
def _blast_equip(res: Resolution) -> None:
    for t in res.targets():
        if res.duel.equip(res.card, t, res.cause):
            mark(res.duel, "blast_equipped", res.card)


def _blast_destroyed(ctx: Ctx, ev: Event) -> bool:
    was = ctx.card.copy()  # the object that left, as the mark knows it
    was.oid = ev.oid
    return (ev.cause.reason is Reason.EFFECT and ev.src == int(Zone.SPELLS)
            and bool(marked(ctx.duel, "blast_equipped", was)))


define(98239899,
       Effect(A, _blast_equip, remains=True, target=TargetSpec(side="own", face="up", text_en="your face-up monster",
                                                text_ja="自分の表側表示モンスター"),
              text_en="equip this card to the target", text_ja="このカードを対象に装備する"),
       Effect(Kind.CONTINUOUS, affects=_equipped, atk=lambda ctx, m: 500,
              text_en="the equipped monster gains 500 ATK", text_ja="装備モンスターの攻撃力は５００アップ"),
       Effect(Kind.TRIGGER, destroy_targets, trigger="destroyed", when=_blast_destroyed,
              target=FieldCardSpec(allow_self=True, text_en="a card on the field", text_ja="フィールド上のカード"),
              text_en="destroyed by an effect while equipped: destroy the target",
              text_ja="装備中に効果で破壊された時、対象を破壊する"),
       equip_trap=True)


# 迎撃準備 / Ready for Intercepting: turn a targeted face-up warrior or spellcaster face-down defense.
define(31785398, Effect(A, to_face_down,
                        target=TargetSpec(face="up", where=lambda ctx, c: c.data.race in ("Warrior", "Spellcaster"),
                                          text_en="a face-up warrior or spellcaster",
                                          text_ja="表側表示の戦士族か魔法使い族モンスター"),
                        text_en="turn the target face-down defense", text_ja="対象を裏側守備表示にする"))

# マジカルシルクハット / Magical Hats: in the opponent's battle phase, hide one of your monsters among two
# spells or traps from the deck set as monsters. The page's table has it designate one of your own
# monsters (it is turned face-down). The two cards are monsters with no Level, Attribute or Type and 0
# ATK/DEF (R004-124), set face-down in defense position, and are destroyed at the end of the battle phase.
# The three face-down cards' places are then shuffled (`Duel.shuffle_places`): the opponent cannot tell them
# apart.
def _hat(c: Card) -> CardData:
    return dataclasses.replace(c.base, kind="monster", subtypes=frozenset({"normal"}), attribute=None, race=None,
                               level=None, atk=0, def_=0)


def _deck_spells_traps(ctx: Ctx) -> list[Card]:
    return [ctx.duel.cards[i] for i in ctx.duel.players[ctx.player].deck if not ctx.duel.cards[i].data.is_monster]


def _hats(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        if t.face_up:
            d.set_position(t, Pos.SET, res.cause, flip_effect=False)
    pool = _deck_spells_traps(ctx_of(res))
    hats: list[Card] = []
    while len(hats) < 2 and len(pool) > len(hats) and d.free_slots(res.player, Zone.MONSTERS) > len(hats):
        hats.append(res.ask_cards([c for c in pool if c not in hats], "select"))
    placed = [(c.idx, c) for c in hats if d.summon_as_monster(c, _hat(c), res.player, Pos.SET, res.cause, "placed")]
    d.shuffle_deck(res.player)
    hidden = [t for t in res.targets() if t.pos is Pos.SET and t.ctl == res.player]
    d.shuffle_places([*hidden, *(c for _, c in placed)])
    marks = frozenset((i, c.oid) for i, c in placed)
    if marks:
        d.linger(res.card, res.player, Effect(
            Kind.TRIGGER, lambda r: _hats_end(r, marks), trigger="phase", self_trigger=False,
            when=lambda ctx, ev: ev.detail == "battle:end",
            text_en="destroy the hats at the end of the battle phase",
            text_ja="バトルフェイズ終了時にセットしたカードを破壊する"), res.cause)


def _hats_end(res: Resolution, marks: frozenset[tuple[int, int]]) -> None:
    d = res.duel
    d.destroy([d.cards[i] for i, oid in marks if d.cards[i].oid == oid and d.cards[i].on_field], res.cause)


# its categories are declared: the cards set as monsters are not special summoned
define(81210420, Effect(A, _hats, asks=True, does=Does.OTHER, condition=lambda ctx: ctx.duel.tp != ctx.player
                        and ctx.duel.phase.startswith("battle") and len(_deck_spells_traps(ctx)) >= 2
                        and ctx.duel.free_slots(ctx.player, Zone.MONSTERS) >= 2,
                        target=TargetSpec(side="own", text_en="your monster", text_ja="自分のモンスター"),
                        text_en="set the target among two spells or traps from the deck",
                        text_ja="デッキの魔法・罠２枚と対象をシャッフルしてセットする"))


# Traps that target the attacking monster (R000-056): when an opponent's monster declares an attack.
def _attacker(ctx: Ctx, c: Card) -> bool:
    att = ctx.duel.attack
    return att is not None and c.idx == att[0] and c.oid == att[1]


def _at_attacker(side: str) -> TargetSpec:
    return TargetSpec(side=side, face="up", where=_attacker, text_en="the attacking monster", text_ja="攻撃モンスター")


def _negate_attack(res: Resolution) -> bool:
    """The attack of the targeted attacker is negated (the attack ends)."""
    d = res.duel
    for c in res.targets():
        if d.attack is not None and d.attack[0] == c.idx:
            d.negate_attack(c)
            return True
    return False


# 攻撃の無力化 / Negate Attack (counter trap): negate the attack of the targeted attacker, then end the
# battle phase.
def _negate_attack_op(res: Resolution) -> None:
    if _negate_attack(res):
        res.duel.end_battle_phase(res.cause)


define(14315573, Effect(A, _negate_attack_op, condition=opponent_attacks, target=_at_attacker("opp"),
                        text_en="negate the attack (and end the battle phase)",
                        text_ja="攻撃を無効にし、バトルフェイズを終了する"))

# 弱体化の仮面 / Mask of Weakness: the targeted attacking monster loses 700 ATK until the end of the turn.
# Whether it may target your own attacking monster the page leaves open (？); the era's text does not
# limit it, so either player's attacker may be targeted.
define(57882509, Effect(A, _boost(-700, 0),
                        condition=lambda ctx: ctx.duel.attack is not None, target=_at_attacker("any"),
                        text_en="the attacking monster loses 700 ATK until the end of the turn",
                        text_ja="ターン終了時まで攻撃モンスターの攻撃力を７００ダウン"))


# 魔法の筒 / Magic Cylinder: negate the targeted attacker's attack and inflict damage equal to its ATK to
# its controller.
def _cylinder(res: Resolution) -> None:
    d = res.duel
    ts = res.targets()
    if ts and _negate_attack(res):
        d.damage(ts[0].ctl, d.atk(ts[0]), res.cause)


define(62279055, Effect(A, _cylinder, condition=opponent_attacks, target=_at_attacker("opp"),
                        text_en="negate the attack and inflict damage equal to the attacker's ATK",
                        text_ja="攻撃を無効にし、攻撃モンスターの攻撃力分のダメージを相手に与える"))


# ホーリージャベリン / Enchanted Javelin: gain LP equal to the targeted attacker's ATK.
def _javelin(res: Resolution) -> None:
    for c in res.targets():
        res.duel.gain_lp(res.player, res.duel.atk(c), res.cause)


define(96355986, Effect(A, _javelin, condition=opponent_attacks, target=_at_attacker("opp"),
                        text_en="gain LP equal to the attacking monster's ATK",
                        text_ja="攻撃モンスターの攻撃力分ライフポイントを回復する"))


# 鎖付きブーメラン / Kunai with Chain (★ on the page): effect 1: the targeted attacker becomes defense
# position; effect 2: equip to your face-up monster, +500 ATK (the card stays on the field after effect 2
# only: `remains` on that effect); effect 3: both at once, targeting the attacker and your monster.
def _attacker_to_defense(res: Resolution) -> None:
    for c in res.targets():
        res.duel.set_position(c, Pos.DEFENSE, res.cause)


def _kunai_both(res: Resolution) -> None:
    targets = res.targets()
    for c in targets:
        if c.ctl != res.player:
            res.duel.set_position(c, Pos.DEFENSE, res.cause)
    for c in targets:
        if c.ctl == res.player:
            res.duel.equip(res.card, c, res.cause)


define(37390589,
       Effect(A, _attacker_to_defense, condition=opponent_attacks, target=_at_attacker("opp"),
              text_en="change the attacking monster to defense position", text_ja="攻撃モンスターを守備表示にする"),
       Effect(A, _equip_trap, target=TargetSpec(side="own", face="up", text_en="your face-up monster",
                                                text_ja="自分の表側表示モンスター"), remains=True,
              text_en="equip this card to the target", text_ja="このカードを対象に装備する"),
       Effect(A, _kunai_both, condition=opponent_attacks, remains=True,
              target=TargetSpec(side="any", face="up", count=2, one_each=(
                  lambda ctx, c: c.ctl != ctx.player and _attacker(ctx, c), lambda ctx, c: c.ctl == ctx.player),
                  text_en="the attacking monster and your face-up monster",
                  text_ja="攻撃モンスターと自分の表側表示モンスター"),
              text_en="both: change the attacker to defense position and equip this card to your monster",
              text_ja="両方：攻撃モンスターを守備表示にし、このカードを自分のモンスターに装備する"),
       Effect(Kind.CONTINUOUS, affects=_equipped, atk=lambda ctx, m: 500,
              text_en="the equipped monster gains 500 ATK", text_ja="装備モンスターの攻撃力は５００アップ"),
       equip_trap=True)


# Traps that target the monster just summoned (R000-057), like 「落とし穴」.
def _summoned(by_opponent: bool, stat: str, cmp: str, value: int) -> CardFilter:
    def where(ctx: Ctx, c: Card) -> bool:
        if not c.face_up or not any(e.kind == "summoned" and e.card == c.idx
                                    and (e.player != ctx.player or not by_opponent) for e in ctx.events):
            return False
        if not stat:
            return True
        v = ctx.duel.atk(c) if stat == "atk" else ctx.duel.defense(c)
        return v <= value if cmp == "<=" else v >= value
    return where


def _summon_spec(side: str, where: CardFilter) -> TargetSpec:
    return TargetSpec(side=side, where=where, text_en="the monster just summoned",
                      text_ja="召喚されたモンスター")


# ねずみ取り / Eatgaboon: when the opponent summons a monster with 500 or less ATK, destroy it.
define(42578427, Effect(A, destroy_targets, target=_summon_spec("opp", _summoned(True, "atk", "<=", 500)),
                        text_en="destroy the summoned monster", text_ja="召喚されたモンスターを破壊する"))

# 粘着テープの家 / House of Adhesive Tape: when the opponent summons a monster with 500 or less DEF,
# destroy it.
define(15083728, Effect(A, destroy_targets, target=_summon_spec("opp", _summoned(True, "def", "<=", 500)),
                        text_en="destroy the summoned monster", text_ja="召喚されたモンスターを破壊する"))


# 連鎖破壊 / Chain Destruction: when a monster with 2000 or less ATK is summoned (by either player), target
# it: destroy every card of the same name in its controller's hand and deck. (Special summons: the
# engine opens no window with them yet.)
def _chain_destruction(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        pl = d.players[t.ctl]
        same = [i for i in (*pl.hand, *pl.deck) if d.cards[i].data.passcode == t.data.passcode]
        d.destroy([d.cards[i] for i in same], res.cause)


# declared: it destroys the cards (each sent to the graveyard as destroyed)
define(1248895, Effect(A, _chain_destruction, does=Does.DESTROY,
                       target=_summon_spec("any", _summoned(False, "atk", "<=", 2000)),
                       text_en="destroy the cards of the target's name in its controller's hand and deck",
                       text_ja="対象のコントローラーの手札・デッキから同名カードを全て破壊する"))


# 奈落の落とし穴 / Bottomless Trap Hole: when the opponent summons a monster with 1500 or more ATK, destroy
# it and banish it.
def _destroy_and_banish(res: Resolution) -> None:
    res.duel.destroy(res.targets(), res.cause, to=Zone.BANISHED)


define(29401950, Effect(A, _destroy_and_banish, does=Does.MONSTERS,
                        target=_summon_spec("opp", _summoned(True, "atk", ">=", 1500)),
                        text_en="destroy and banish the summoned monster",
                        text_ja="召喚されたモンスターを破壊しゲームから除外する"))


# 粘着落とし穴 / Adhesion Trap Hole: when the opponent summons a monster, its original ATK is halved while
# it stays face-up on the field.
def _adhesion(res: Resolution) -> None:
    for c in res.targets():
        orig = c.data.atk or 0
        res.duel.boost(c, -(orig - (orig + 1) // 2), 0, res.cause, until_end=False)


define(62325062, Effect(A, _adhesion, target=_summon_spec("opp", _summoned(True, "", "", 0)),
                        text_en="halve the summoned monster's original ATK",
                        text_ja="召喚されたモンスターの元々の攻撃力を半分にする"))


# Continuous traps that target one monster (the last rows of the table). Resolving, the card binds its
# target (that card object: a monster turned face-down stays the same object and stays bound, and the
# trap stays on the field). While the trap is face-up, the bound monster cannot attack or change its
# position. The trap's destruction when its monster leaves the field (or, for 六芒星の呪縛, is destroyed)
# is declared as mandatory triggers of the trap; the engine destroys equip cards by rule without a chain
# link, but it also does so when the monster is turned face-down, which is wrong for these traps.
def _bind(res: Resolution) -> None:
    me = res.card
    if me.oid != res.link.oid or not me.on_field:
        return
    for t in res.targets():
        bind(res.duel, "bound", me, t, replace=True)


def _is_bound(ctx: Ctx, m: Card) -> bool:
    return m in bound(ctx.duel, "bound", ctx.card)


def _bound_left(ctx: Ctx, ev: Event) -> bool:
    return ctx.card.active and left_the_field(ev) and ev.card in {i for i, _ in held(ctx.duel, "bound", ctx.card)}


_LOCK = Effect(Kind.CONTINUOUS, forbids=("attack", "change_position"), affects=_is_bound,
               text_en="the target cannot attack or change its position",
               text_ja="対象は攻撃できず、表示形式の変更もできない")
_GONE_WITH_IT = tuple(Effect(Kind.TRIGGER, destroy_itself, trigger=k, when=_bound_left, self_trigger=False,
                             text_en="destroyed when the target leaves the field",
                             text_ja="対象がフィールドを離れた時、このカードを破壊する") for k in LEAVE_KINDS)

# 六芒星の呪縛 / Spellbinding Circle: target a monster the opponent controls; it cannot attack or change
# position; this card is destroyed when the monster is destroyed.
define(18807108,
       Effect(A, _bind, target=TargetSpec(side="opp", text_en="an opponent's monster", text_ja="相手のモンスター"),
              text_en="the target cannot attack or change its position",
              text_ja="対象は攻撃できず、表示形式の変更もできない"),
       _LOCK,
       Effect(Kind.TRIGGER, destroy_itself, trigger="destroyed", when=_bound_left, self_trigger=False,
              text_en="destroyed when the target is destroyed", text_ja="対象が破壊された時、このカードを破壊する"))

# 闇の呪縛 / Shadow Spell: target a face-up monster the opponent controls; it loses 700 ATK and cannot
# attack or change position; this card is destroyed when it leaves the field.
define(29267084,
       Effect(A, _bind, target=TargetSpec(side="opp", face="up", text_en="an opponent's face-up monster",
                                          text_ja="相手の表側表示モンスター"),
              text_en="the target loses 700 ATK and cannot attack or change its position",
              text_ja="対象の攻撃力は７００ダウンし、攻撃できず、表示形式の変更もできない"),
       Effect(Kind.CONTINUOUS, affects=_is_bound, atk=lambda ctx, m: -700,
              text_en="the target loses 700 ATK", text_ja="対象の攻撃力は７００ダウン"),
       _LOCK, *_GONE_WITH_IT)


# 拷問車輪 / Nightmare Wheel: target a monster the opponent controls; it cannot attack or change position;
# this card is destroyed when it leaves the field; 500 damage to the opponent in each of your standby
# phases (a mandatory trigger at the start of the phase).
def _wheel_standby(ctx: Ctx, ev: Event) -> bool:
    return ev.detail == "standby" and ctx.duel.tp == ctx.player and ctx.card.active


define(54704216,
       Effect(A, _bind, target=TargetSpec(side="opp", text_en="an opponent's monster", text_ja="相手のモンスター"),
              text_en="the target cannot attack or change its position",
              text_ja="対象は攻撃できず、表示形式の変更もできない"),
       _LOCK,
       Effect(Kind.TRIGGER, burn_500, trigger="phase", when=_wheel_standby, self_trigger=False,
              text_en="500 damage to the opponent", text_ja="相手に５００ダメージ"),
       *_GONE_WITH_IT)

# 死霊の巣 / Skull Lair (continuous trap): once face-up, banish any number of monsters from your graveyard (the
# cost) to destroy a targeted face-up monster whose Level is that number. The number is declared first, so
# that the cost and the target agree; only numbers that can be paid and have a target are offered.
def _lair_dead(ctx: Ctx) -> int:
    return sum(1 for i in ctx.duel.players[ctx.player].grave if ctx.duel.cards[i].data.is_monster)


def _lair_level(ctx: Ctx, c: Card) -> bool:
    lv = ctx.duel.level(c)
    return lv >= 1 and (lv == int(ctx.declared) if ctx.declared else lv <= _lair_dead(ctx))


def _lair_ok(ctx: Ctx, n: str) -> bool:
    return int(n) <= _lair_dead(ctx) and any(
        m.face_up and ctx.duel.level(m) == int(n) for p in (0, 1) for m in ctx.duel.monsters_of(p))


define(6733059, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.QUICK, destroy_targets, declare=tuple(str(n) for n in range(1, 13)), declare_ok=_lair_ok,
              cost=Cost(banish_declared=True, banish_filter=lambda ctx, c: c.data.is_monster),
              target=TargetSpec(face="up", where=_lair_level, text_en="a face-up monster of the Level banished",
                                text_ja="除外した枚数と同じレベルの表側表示モンスター"),
              text_en="banish N monsters from your graveyard: destroy the target (Level N)",
              text_ja="墓地のモンスターをN枚除外し、レベルNの対象を破壊する"))

# ロスト / Disappear: banish a targeted card from the opponent's graveyard (R000-030).
define(24623598, Effect(A, banish_targets,
                        target=TargetSpec(zone=Zone.GRAVE, side="opp", text_en="a card in the opponent's graveyard",
                                          text_ja="相手の墓地のカード"),
                        text_en="banish the target", text_ja="対象をゲームから除外する"))


# リビングデッドの呼び声 / Call of the Haunted (continuous trap): special summon a targeted monster from your
# graveyard in attack position (R000-030). The two are tied (a lasting link, applied at once): the monster is
# destroyed when this card leaves the field, this card when the monster is destroyed. A card that left the
# field before its resolution ties nothing.
def _haunted(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        d.special_summon(t, res.player, Pos.ATTACK, res.cause)
        if t.zone is Zone.MONSTERS and res.card.oid == res.link.oid and res.card.on_field:
            d.tie(t, res.card, res.cause, on="leaves")
            d.tie(res.card, t, res.cause, on="destroyed")


define(97077563, Effect(A, _haunted, needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0,
                        target=TargetSpec(zone=Zone.GRAVE, side="own", where=lambda ctx, c: c.data.kind == "monster",
                                          text_en="a monster in your graveyard", text_ja="自分の墓地のモンスター"),
                        text_en="special summon the target in attack position", text_ja="対象を攻撃表示で特殊召喚する"))
