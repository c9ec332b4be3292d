"""The normal trap cards whose English name begins with F."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.events import Event, Reason
from arbiter.kernel.replacement import Replacement
from arbiter.ocg.cards.common import (
    answered,
    answered_link,
    can_special_summon,
    ctx_of,
    has_opponent_monster,
    opponent_room,
    spell_trap_cards_of,
)
from arbiter.ocg.cards.shared.chain import link_targets, spell_trap_activated
from arbiter.ocg.cards.shared.coins import call_coin
from arbiter.ocg.cards.shared.destruction import destroy_opponents_monsters, destroy_opponents_spells_traps
from arbiter.ocg.cards.shared.discard import discard_chosen, discard_random, has_hand, send_from_hand
from arbiter.ocg.cards.shared.draw import draw_op, may_draw
from arbiter.ocg.cards.shared.special_summons import summon_picked
from arbiter.ocg.cards.shared.targets import MovedTargetSpec
from arbiter.ocg.cards.shared.unions import mountable, targets_to_mounts
from arbiter.ocg.cards.shared.zones import arrange_top, cards_in_hand, face_up_monsters, spells_and_traps
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Answers, Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import attributes_of
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE


# デビル・コメディアン / Fiend Comedian: call a coin: right banishes every card in the opponent's
# graveyard; wrong mills your deck by the number of cards in the opponent's graveyard (from the top,
# to your graveyard).
def _opp_grave(ctx: Ctx) -> bool:
    return bool(ctx.duel.players[ctx.opponent].grave)


def _comedian(res: Resolution) -> None:
    d = res.duel
    grave = [d.cards[i] for i in d.players[res.opponent].grave]
    if call_coin(res):
        d.banish(grave, res.cause)
    else:
        d.mill(res.player, len(grave), res.cause)


define(81172176, Effect(A, _comedian, needs=_opp_grave, asks=True,
                        text_en="call a coin: right banishes the opponent's graveyard; wrong mills you as many",
                        text_ja="コインの裏表を当てる：当たりで相手の墓地を全て除外、ハズレでその枚数自分のデッキを墓地へ"))


# ファイアーダーツ / Fire Darts: only while you have no cards in hand; roll 3 dice; the opponent takes
# 100 x the total.
def _empty_hand(ctx: Ctx) -> bool:
    hand = ctx.duel.players[ctx.player].hand
    return not [i for i in hand if i != ctx.card.idx]


def _darts(res: Resolution) -> None:
    d = res.duel
    total = sum(d.roll_dice(res.player, 3, res.cause))
    d.damage(res.opponent, 100 * total, res.cause)


define(43061293, Effect(A, _darts, condition=_empty_hand,
                        text_en="roll 3 dice: 100 x the total damage to the opponent",
                        text_ja="サイコロ３回：合計×１００ダメージを相手に"))


# 風林火山 / Fuh-Rin-Ka-Zan: with face-up WIND, WATER, FIRE and EARTH monsters on the field, one of:
# destroy the opponent's monsters (1), their spells and traps (2), discard 2 random cards of their hand
# (3), draw 2 (4).
def _four_elements(ctx: Ctx) -> bool:
    attrs = {a for p in (0, 1) for c in face_up_monsters(ctx, p) for a in attributes_of(c)}
    return {"WIND", "WATER", "FIRE", "EARTH"} <= attrs


def _frkz_discard(res: Resolution) -> None:
    discard_random(res, res.opponent, 2)


define(1781310,
       # each mode needs something to act on, as 「サンダー・ボルト」 and 「ハーピィの羽根帚」 do
       Effect(A, destroy_opponents_monsters, does=Does.MONSTERS | Does.OPPONENTS, condition=_four_elements,
              needs=has_opponent_monster,
              text_en="destroy all the opponent's monsters",
              text_ja="相手のモンスターを全て破壊"),
       Effect(A, destroy_opponents_spells_traps, does=Does.SPELLS_TRAPS | Does.OPPONENTS, condition=_four_elements,
              needs=lambda ctx: bool(spell_trap_cards_of(ctx.duel, ctx.opponent)),
              text_en="destroy all the opponent's spells and traps",
              text_ja="相手の魔法・罠カードを全て破壊"),
       Effect(A, _frkz_discard, does=Does.OPP_HAND, condition=_four_elements, needs=has_hand("opp"),
              text_en="discard 2 random cards of the opponent's hand",
              text_ja="相手の手札をランダムに２枚捨てる"),
       # one effect of four modes: not "an effect that only draws" (R004-070.49, 無効 ×)
       Effect(A, draw_op(2), condition=_four_elements, needs=may_draw("self"), draws=2, does=Does.DRAW | Does.OTHER,
              text_en="draw 2",
              text_ja="２枚ドローする"))


# 全弾発射 / Full Salvo: send your whole hand to the graveyard; 200 damage to the opponent per card.
def _full_salvo(res: Resolution) -> None:
    sent = send_from_hand(res, [c for c in cards_in_hand(res.duel, res.player) if c.idx != res.card.idx])
    res.duel.damage(res.opponent, 200 * len(sent), res.cause)


define(70865988, Effect(A, _full_salvo, needs=has_hand("own"),
                        text_en="send your hand to the graveyard; 200 damage to the opponent per card",
                        text_ja="手札を全て墓地へ送り、その枚数×２００ダメージを相手に与える"))


# 偽物のわな / Fake Trap: when the opponent activates an effect that would destroy trap cards you control,
# this card is destroyed instead and your other traps are not destroyed by it; the set cards that effect would
# have destroyed are turned over for both players to see. An effect that would destroy your traps: one that
# destroys (its categories) and targets your trap, or destroys spells and traps it does not target (declared
# `Does.SPELLS_TRAPS`: 「ハーピィの羽根帚」, 「巨竜の羽ばたき」), unless those are spell cards only (`Does.SPELLS_ONLY`:
# 「ウェザー・レポート」 destroys 「光の護封剣」 alone).
def _untargeted_traps(eff: Effect) -> bool:
    """The effect destroys trap cards on the field it does not target."""
    return eff.does_(Does.SPELLS_TRAPS) and not eff.does_(Does.SPELLS_ONLY)


def _my_traps(ctx: Ctx) -> list[Card]:
    return [c for c in spells_and_traps(ctx, ctx.player) if c.data.kind == "trap" and c.idx != ctx.card.idx]


def _destroys_my_traps(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    if link is None or link.player == ctx.player:
        return False
    eff = ctx.duel.link_effect(link)
    mine = {c.idx for c in _my_traps(ctx)}
    if not eff.does_(Does.DESTROY) or not mine:
        return False
    return _untargeted_traps(eff) or any(t.idx in mine for t in link_targets(ctx, link))


_DESTROYS_MY_TRAPS = Answers(_destroys_my_traps, "the activation of the opponent's effect that destroys trap cards you "
                             "control", "自分フィールド上の罠カードを破壊する相手の効果の発動")


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
              if _untargeted_traps(d.link_effect(link)) or i in targeted]
    # a set card it would have destroyed is shown to both players
    d.reveal([c for c in spared if not c.face_up], link.player)
    source, number, effect = link.card, link.number, link.effect

    def applies(ev: Event) -> bool:
        return (ev.kind == "destroyed" and ev.card in protected and ev.cause.card == source
                and ev.cause.chain_link == number and ev.cause.effect == effect)

    d.add_replacement(Replacement(key=f"{FAKE_TRAP}:{source}:{link.oid}:{number}", source=res.card.idx,
                                  controller=res.player, applies=applies, instead=lambda ev: None), res.cause,
                      drop=lambda r: _protection_over(d, r))


define(3027001, Effect(A, _fake_trap, condition=_DESTROYS_MY_TRAPS,
                       text_en="destroy this card instead; your other traps are not destroyed",
                       text_ja="代わりにこのカードが破壊され、自分の他の罠カードは破壊されない"))


# 天使の手鏡 / Fairy's Hand Mirror and 悪魔の手鏡 / Fiend's Hand Mirror: when the opponent activates a
# spell that targets exactly one monster (one spell/trap card), move that target to another card the
# spell could have targeted, judged from the spell's activator (R000-052.06, R000-058 to R000-060).
def _mirror_answers(zone: Zone) -> Answers:
    def cond(ctx: Ctx) -> bool:
        link = answered_link(ctx)
        if link is None or link.player == ctx.player or len(link.targets) != 1 or not spell_trap_activated(ctx, link):
            return False
        d = ctx.duel
        if d.cards[link.card].data.kind != "spell" or d.link_effect(link).target is None:
            return False
        i, oid = link.targets[0]
        t = d.cards[i]
        here = Zone.MONSTERS if t.zone is Zone.MONSTERS else Zone.SPELLS if t.on_field else None
        return t.oid == oid and here is zone
    what_en, what_ja = (("monster", "モンスター１体") if zone is Zone.MONSTERS
                        else ("spell or trap card", "魔法・罠カード１枚"))
    return Answers(cond, f"the activation of the opponent's spell card that targets only 1 {what_en} on the field",
                   f"フィールド上の{what_ja}のみを対象とする相手の魔法カードの発動")


def _move_spell_target(res: Resolution) -> None:
    link = answered(res)
    new = res.targets()
    if link is None or not new or not link.targets:
        return
    res.move_target(link, new[0])


define(17653779, Effect(A, _move_spell_target, condition=_mirror_answers(Zone.MONSTERS),
                        target=MovedTargetSpec(text_en="another monster the spell could target",
                                               text_ja="その魔法の正しい対象となる別のモンスター"),
                        text_en="move the target of the opponent's spell", text_ja="相手の魔法の対象を移し替える"))

define(58607704, Effect(A, _move_spell_target, condition=_mirror_answers(Zone.SPELLS),
                        target=MovedTargetSpec(zone=Zone.SPELLS,
                                               text_en="another spell or trap card the spell could target",
                                               text_ja="その魔法の正しい対象となる別の魔法・罠カード"),
                        text_en="move the target of the opponent's spell", text_ja="相手の魔法の対象を移し替える"))


# 罰則金 / Fine: discard 2 cards of your choice (the effect, not a cost: it needs 2 other cards in your hand).
def _fine(res: Resolution) -> None:
    discard_chosen(res, res.player, 2)


define(92595643, Effect(A, _fine, asks=True, does=Does.DISCARD | Does.OWN_HAND,
                        needs=lambda ctx: len([i for i in ctx.duel.players[ctx.player].hand if i != ctx.card.idx]) >= 2,
                        text_en="discard 2 cards", text_ja="手札を２枚選んで捨てる"))


# 強引な安全協定 / Forced Ceasefire: discard 1 card: until the end of this turn neither player can activate
# trap cards (`Duel.forbid_player`).
def _ceasefire(res: Resolution) -> None:
    for p in (res.player, res.opponent):
        res.duel.forbid_player(p, "activate_trap", res.cause)


define(97806240, Effect(A, _ceasefire, cost=Cost(discard=1),
                        text_en="discard 1: no trap cards can be activated this turn",
                        text_ja="手札を１枚捨てる：このターン罠カードは発動できない"))


# 魂の氷結 / Frozen Soul: while your LP are 2000 or more below the opponent's, they skip their next battle phase
# (this turn's, when activated in their turn before it).
def _frozen_soul(res: Resolution) -> None:
    d = res.duel
    turn = d.turn if d.tp == res.opponent and d.phase in ("draw", "standby", "main1") else d.next_turn_of(res.opponent)
    d.skip_phase(res.opponent, "battle:start", turn, res.cause)


def _lp_behind(ctx: Ctx) -> bool:
    pl = ctx.duel.players
    return pl[ctx.opponent].lp - pl[ctx.player].lp >= 2000


define(57069605, Effect(A, _frozen_soul, condition=_lp_behind,
                        text_en="LP 2000+ below the opponent's: they skip their next battle phase",
                        text_ja="ライフが相手より２０００以上少ない時：相手の次のバトルフェイズをスキップする"))


# ミス・リバイブ / Foolish Revival: special summon a targeted monster of the opponent's graveyard to their field
# in face-up defense position (its player summons it: bans on the opponent's special summons do not stop it).
def _foolish_revival(res: Resolution) -> None:
    for c in res.targets():
        res.duel.special_summon(c, res.opponent, Pos.DEFENSE, res.cause, by=res.player)


define(83778600, Effect(A, _foolish_revival, needs=opponent_room,
                        target=TargetSpec(zone=Zone.GRAVE, side="opp",
                                          where=lambda ctx, c: c.data.kind == "monster"
                                          and can_special_summon(ctx, c, to=ctx.opponent),
                                          text_en="a monster in the opponent's graveyard that can be special "
                                          "summoned to the opponent's field",
                                          text_ja="相手フィールドに特殊召喚できる相手の墓地のモンスター"),
                        text_en="special summon the target to the opponent's field in defense position",
                        text_ja="対象を相手フィールドに表側守備表示で特殊召喚する"))


# フォーメーション・ユニオン / Formation Union: one of two modes. (1) Target a face-up union monster you control; equip
# it to another face-up monster you control that it could equip itself to (chosen as it resolves). (2) Unequip a union
# monster you control that is an equip card (chosen as it resolves) and special summon it in face-up attack position.
def _equipped_unions(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].spells if i >= 0 and "union" in d.cards[i].base.subtypes
            and d.cards[i].equipped_to >= 0 and d.cards[i].face_up]


def _formation_unequip(res: Resolution) -> None:
    summon_picked(res, _equipped_unions(res), pos=Pos.ATTACK)


define(26931058,
       Effect(A, targets_to_mounts, asks=True, needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.SPELLS) > 0,
              target=TargetSpec(side="own", face="up",
                                where=mountable, text_en="a face-up union monster you control",
                                text_ja="自分の表側表示のユニオンモンスター"),
              text_en="equip the target to a monster you control it can equip",
              text_ja="対象を自分フィールドの装備可能なモンスターに装備する"),
       Effect(A, _formation_unequip, asks=True,
              needs=lambda ctx: any(can_special_summon(ctx, u) for u in _equipped_unions(ctx))
              and ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0,
              text_en="unequip a union monster you control and special summon it in face-up attack position",
              text_ja="装備カードになっているユニオンモンスター１体の装備を外し、表側攻撃表示で特殊召喚"))


# コザッキーの研究成果 / Fruits of Kozaky's Studies: see your deck's top 3 cards and return them to the top in an
# order you choose.
define(49998907, Effect(A, lambda res: arrange_top(res, 3), asks=True,
                        needs=lambda ctx: bool(ctx.duel.players[ctx.player].deck),
                        text_en="look at your top 3 cards and put them back in any order",
                        text_ja="自分のデッキの上から３枚を確認し、好きな順番でデッキの上に戻す"))


# 閃光弾 / Flashbang: when you take battle damage from a direct attack of an opponent's monster: the battle phase ends
# and the turn goes on to its end phase (main phase 2 is skipped).
def _direct_hit(ctx: Ctx) -> bool:
    d = ctx.duel
    return d.tp != ctx.player and d.attack is not None and d.attack[2] < 0 and any(
        e.kind == "damage" and e.player == ctx.player and e.cause.reason is Reason.BATTLE for e in ctx.events)


def _flashbang(res: Resolution) -> None:
    d = res.duel
    d.end_battle_phase(res.cause)
    d.skip_phase(d.tp, "main2", d.turn, res.cause)


define(9267769, Effect(A, _flashbang, condition=_direct_hit, responds_to=("damage",),
                       text_en="after a direct attack's battle damage to you: it is the end phase of this turn",
                       text_ja="相手モンスターの直接攻撃で戦闘ダメージを受けた時、このターンのエンドフェイズになる"))
