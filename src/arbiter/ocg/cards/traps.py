"""Trap cards."""

from __future__ import annotations

from arbiter.ocg.cards.common import (
    FACE_DOWN_MONSTER,
    FACE_UP_MONSTER,
    answered_link,
    ctx_of,
    destroy_targets,
    negate_activation,
    nothing,
    opponent_attacks,
    the_attacker,
)
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

A = Kind.ACTIVATE


# シフトチェンジ / Shift: one effect with two alternative conditions, declared as two. As the very next
# chain link after an opponent's spell or trap that targets exactly one of your monsters, move that target
# to another of your monsters the original effect could have targeted, judged from its activator's side; or,
# when an opponent's monster attacks one of your monsters, move the attack to another of your monsters
# (no replay).
def _redirectable(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    if link is None or link.player == ctx.player or len(link.targets) != 1:
        return False
    d = ctx.duel
    src = d.cards[link.card]
    eff = d.effect_of(link.card, link.effect)
    # a spell or trap card's activation, or the effect of one already face-up (「死霊の巣」, R000-052.31)
    if src.data.kind == "monster" or eff.target is None:
        return False
    if eff.target.zone is not Zone.MONSTERS:
        return False
    i, oid = link.targets[0]
    t = d.cards[i]
    return t.oid == oid and t.zone is Zone.MONSTERS and t.ctl == ctx.player


def _fits_redirect(ctx: Ctx, c: Card) -> bool:
    link = answered_link(ctx)
    if link is None or c.idx == link.targets[0][0]:
        return False
    d = ctx.duel
    eff = d.effect_of(link.card, link.effect)
    assert eff.target is not None
    original = Ctx(d, link.player, d.cards[link.card], eff, link.events, link)
    return eff.target.fits(original, c)


def _move_target(res: Resolution) -> None:
    link = answered_link(ctx_of(res))
    new = res.targets()
    if link is None or not new:
        return
    res.move_target(link, new[0])


def _attack_on_mine(ctx: Ctx) -> bool:
    att = ctx.duel.attack
    return (att is not None and ctx.duel.tp != ctx.player and att[2] >= 0
            and any(e.kind == "attack_declared" for e in ctx.events))


def _fits_new_attack_target(ctx: Ctx, c: Card) -> bool:
    att = ctx.duel.attack
    return att is not None and c.idx != att[2]


def _move_attack(res: Resolution) -> None:
    d = res.duel
    att = d.attack
    new = res.targets()
    if att is None or not new or d.cards[att[0]].oid != att[1]:
        return
    d.change_attack(target=new[0])


define(59560625,
       Effect(A, _move_target, condition=_redirectable,
              target=TargetSpec(side="own", where=_fits_redirect, text_en="another of your monsters",
                                text_ja="自分の他のモンスター"),
              text_en="move the target of the opponent's spell or trap", text_ja="対象を移し替える"),
       Effect(A, _move_attack, condition=_attack_on_mine,
              target=TargetSpec(side="own", where=_fits_new_attack_target, text_en="another of your monsters",
                                text_ja="自分の他のモンスター"),
              text_en="move the opponent's attack", text_ja="攻撃対象を移し替える"),
       numbering=(1, 1))  # one printed effect with two alternative conditions


# 王宮のお触れ / Royal Decree: continuous; while face-up and active, other traps on the field have no effect.


define(51452091, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.CONTINUOUS, negates="trap", affects=lambda ctx, c: c.on_field,
              text_en="negate the effects of all other traps on the field",
              text_ja="このカード以外の罠カードの効果を無効にする"))


# 盗賊の七つ道具 / Seven Tools of the Bandit: pay 1000 LP; negate the activation of a trap card
# (the chain link right below) and destroy it.
def _trap_activated(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    if link is None:
        return False
    d = ctx.duel
    return (d.cards[link.card].data.kind == "trap"
            and d.effect_of(link.card, link.effect).kind is Kind.ACTIVATE)


def _negate_trap(res: Resolution) -> None:
    link = answered_link(ctx_of(res))
    if link is not None:
        negate_activation(res, link)


define(3819470, Effect(A, _negate_trap, condition=_trap_activated, cost=Cost(lp=1000), damage_step=True,
                       text_en="negate a trap card's activation and destroy it",
                       text_ja="罠カードの発動を無効にし破壊する"))


# 破壊輪 / Ring of Destruction (the era's text): destroy a targeted face-up monster; both players
# take damage equal to its ATK.
def _ring(res: Resolution) -> None:
    d = res.duel
    for c in res.targets():
        atk = d.atk(c)
        if d.destroy([c], res.cause):
            d.damage(d.tp, atk, res.cause)
            d.damage(1 - d.tp, atk, res.cause)


define(83555666, Effect(A, _ring, does=Does.MONSTERS, target=FACE_UP_MONSTER,
                        text_en="destroy the target; both players take damage equal to its ATK",
                        text_ja="対象を破壊し、その攻撃力分のダメージをお互いに受ける"))


# 硫酸のたまった落とし穴 / Acid Trap Hole: turn a targeted face-down defense monster face-up; destroy
# it if its DEF is 2000 or less, else turn it face-down again.
def _acid(res: Resolution) -> None:
    d = res.duel
    for c in res.targets():
        d.set_position(c, Pos.DEFENSE, res.cause)
        if d.defense(c) <= 2000:
            d.destroy([c], res.cause)
        else:
            d.set_position(c, Pos.SET, res.cause)


define(41356845, Effect(A, _acid, target=FACE_DOWN_MONSTER,
                        text_en="flip the target; destroy it if its DEF is 2000 or less",
                        text_ja="対象を表にし、守備力２０００以下なら破壊する"))


# 落とし穴 / Trap Hole: when the opponent normal or flip summons a monster with 1000 or more ATK,
# destroy it (targeting it).
def _summoned_by_opponent(ctx: Ctx, c: Card) -> bool:
    return any(e.kind == "summoned" and e.card == c.idx and e.player != ctx.player for e in ctx.events) \
        and ctx.duel.atk(c) >= 1000 and c.face_up


define(4206964, Effect(A, destroy_targets,
                       target=TargetSpec(side="opp", where=_summoned_by_opponent,
                                         text_en="the monster just summoned", text_ja="召喚されたモンスター"),
                       text_en="destroy the summoned monster", text_ja="召喚されたモンスターを破壊する"))


# 聖なるバリア －ミラーフォース－ / Mirror Force: when an opponent's monster declares an attack,
# destroy all the opponent's attack position monsters.
def _mirror_force(res: Resolution) -> None:
    d = res.duel
    d.destroy([c for c in d.monsters_of(res.opponent) if c.pos is Pos.ATTACK], res.cause)


define(44095762, Effect(A, _mirror_force, does=Does.MONSTERS, condition=opponent_attacks,
                        text_en="destroy all the opponent's attack position monsters",
                        text_ja="相手の攻撃表示モンスターを全て破壊する"))


# 炸裂装甲 / Sakuretsu Armor: when an opponent's monster declares an attack, destroy it (targeting it).
define(56120475, Effect(A, destroy_targets, condition=opponent_attacks,
                        target=TargetSpec(side="opp", where=the_attacker, text_en="the attacking monster",
                                          text_ja="攻撃モンスター"),
                        text_en="destroy the attacking monster", text_ja="攻撃モンスターを破壊する"))

