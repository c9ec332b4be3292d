"""The quick-play spell cards whose English name begins with C."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.ocg.cards.common import can_special_summon, room
from arbiter.ocg.cards.shared.card_kinds import name_has
from arbiter.ocg.cards.shared.chain import chain_link_at_least
from arbiter.ocg.cards.shared.revival import hand_monsters
from arbiter.ocg.cards.shared.special_summons import summon, summon_target
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.fusion import ask_position
from arbiter.ocg.lasting import Then
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE


# コンビネーション・アタック / Combination Attack: in the battle phase, target a monster equipped with a
# union monster that battled this turn (either player's, R000-036.18); the union becomes a monster again,
# face-up in the position its controller chooses, and the target may attack once more this turn.
def _unions_on(d: Duel, m: Card) -> list[Card]:
    return [c for c in d.cards if c.equipped_to == m.idx and c.on_field and "union" in c.data.subtypes]


def _union_equipped(ctx: Ctx, m: Card) -> bool:
    return m.t_battled == ctx.duel.turn and bool(_unions_on(ctx.duel, m))


def _combination(res: Resolution) -> None:
    d = res.duel
    for t in res.targets():
        for u in _unions_on(d, t):
            if d.free_slots(u.ctl, Zone.MONSTERS):
                d.special_summon(u, u.ctl, ask_position(res, u.ctl), res.cause)
        d.may_attack_again(t)


define(8964854, Effect(A, _combination, asks=True, condition=lambda ctx: ctx.duel.phase.startswith("battle"),
                       target=TargetSpec(face="up", where=_union_equipped,
                                         text_en="a monster equipped with a union monster that attacked this turn",
                                         text_ja="ユニオンモンスターを装備して戦闘を行ったモンスター"),
                       text_en="unequip the union; the target may attack again",
                       text_ja="ユニオンを解除し、対象はもう１度攻撃できる"))


# 連鎖爆撃 / Chain Strike (quick-play): only as chain link 2 or later, and not when cards of one name
# have been activated more than once on the chain: 400 damage to the opponent for each chain link
# stacked when it is activated (its own included).
def _chain_strike(res: Resolution) -> None:
    res.duel.damage(res.opponent, 400 * res.link.number, res.cause)


define(91623717, Effect(A, _chain_strike, condition=chain_link_at_least(2),
                        text_en="400 damage to the opponent per chain link",
                        text_ja="チェーンの数×４００ダメージを相手に与える"))


# 光神化 / Celestial Transformation (quick-play): special summon 1 Fairy monster from your hand; its ATK is halved, and
# it is destroyed at the start of the end phase.
def _fairies(ctx: Ctx | Resolution) -> list[Card]:
    return hand_monsters(ctx, lambda c: c.data.race == "Fairy")


def _celestial(res: Resolution) -> None:
    found = _fairies(res)
    if not found or not res.duel.free_slots(res.player, Zone.MONSTERS):
        return
    c = res.ask_cards(found)
    if summon(res, c):
        atk = res.duel.atk(c)
        res.duel.boost(c, -(atk - atk // 2), 0, res.cause, until_end=False)
        res.duel.at_end_phase(c, Then.DESTROY, res.cause)


define(28890974, Effect(A, _celestial, asks=True,
                        needs=lambda ctx: ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0 and bool(_fairies(ctx)),
                        text_en="special summon a Fairy from your hand with halved ATK; destroy it in the end phase",
                        text_ja="手札から天使族モンスター１体を特殊召喚する。攻撃力は半分になり、エンドフェイズに破壊される"))


# 六武衆の理 / Cunning of the Six Samurai: send a face-up 「六武衆」 monster you control to the graveyard as its cost;
# special summon a targeted 「六武衆」 monster from either player's graveyard to your field.
define(27178262, Effect(A, summon_target, needs=room, asks=True,
                        cost=Cost(tribute=1, tribute_sends=True,
                                  tribute_filter=lambda ctx, c: c.face_up and name_has(c, "六武衆")),
                        target=TargetSpec(zone=Zone.GRAVE, side="any",
                                          where=lambda ctx, c: c.data.is_monster and name_has(c, "六武衆")
                                          and can_special_summon(ctx, c),
                                          text_en="a Six Samurai monster in either graveyard",
                                          text_ja="お互いの墓地の「六武衆」モンスター"),
                        text_en="special summon the target to your field",
                        text_ja="対象を自分フィールドに特殊召喚する"))


# サモンチェーン / Chain Summoning (quick-play): only as chain link 3 or later, and not while cards of one name (its
# own included) have been activated more than once on the chain; this turn you may normal summon or set up to 3 times.
def _chain_summoning(res: Resolution) -> None:
    res.duel.allow_normal_summons(res.player, 3, res.cause)


define(9952083, Effect(A, _chain_summoning, condition=chain_link_at_least(3),
                       text_en="this turn you may normal summon or set up to 3 times",
                       text_ja="このターン自分は通常召喚を３回まで行う事ができる"))
