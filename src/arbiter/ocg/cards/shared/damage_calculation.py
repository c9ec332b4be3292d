"""Effects activated "during damage calculation": used in the damage step's windows before damage is calculated
(`Duel.before_calculation`), as 「クリボー」's damage-step effect is."""

from __future__ import annotations

from arbiter.ocg.cards.shared.notes import mark, marked
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.state import Card

_ZEROED = "attacker_zeroed"


def attacking_now(ctx: Ctx, c: Card) -> bool:
    """The monster whose attack is in its damage step."""
    return ctx.duel.attack is not None and ctx.duel.attack[0] == c.idx


def attacker_to_zero_once() -> Effect:
    """Once while this card is face-up on the field (「風魔神－ヒューガ」, 「雷魔神－サンガ」, 「水魔神－スーガ」):
    attacked in the opponent's turn, at damage calculation, the targeted attacking monster's ATK becomes 0 (for
    as long as it stays face-up: the era's text gives no end)."""
    def condition(ctx: Ctx) -> bool:
        d = ctx.duel
        return (d.before_calculation() and d.attack is not None and d.attack[2] == ctx.card.idx
                and d.tp != ctx.player and not marked(d, _ZEROED, ctx.card))

    def op(res: Resolution) -> None:
        d = res.duel
        mark(d, _ZEROED, res.card)
        for t in res.targets():
            d.set_stat(t, True, 0, res.cause, until_end=False)

    return Effect(Kind.QUICK, op, condition=condition, damage_step=True,
                  target=TargetSpec(side="opp", where=attacking_now, text_en="the attacking monster",
                                    text_ja="攻撃モンスター"),
                  text_en="once while face-up, attacked: at damage calculation the attacker's ATK becomes 0",
                  text_ja="表側表示で存在する限り１度だけ、攻撃されたダメージ計算時に攻撃モンスターの攻撃力を０にする")


def battling_now(ctx: Ctx) -> bool:
    """This card attacks, or is attacked, in a damage step whose damage is not calculated yet."""
    d = ctx.duel
    return d.before_calculation() and d.attack is not None and ctx.card.idx in (d.attack[0], d.attack[2])


def battle_key(ctx: Ctx | Resolution) -> int:
    """One number for the attack in progress: the turn, the attacker and its count of attacks this battle phase."""
    d = ctx.duel
    att = d.attack[0] if d.attack is not None else -1
    return (d.turn * 1000 + att) * 10 + (d.cards[att].bp_attacks if att >= 0 else 0)


def raised_at_calculation(res: Resolution, amount: int) -> None:
    """This card object gains `amount` ATK for the damage calculation of the attack in progress only."""
    d, me = res.duel, res.card
    oid, att = me.oid, d.attack

    def affects(ctx: Ctx, c: Card) -> bool:
        return c.idx == me.idx and c.oid == oid and ctx.duel.calculating() and ctx.duel.attack == att

    d.linger(me, res.player, Effect(Kind.CONTINUOUS, affects=affects, atk=lambda ctx, c: amount,
                                    text_en=f"+{amount} ATK during this damage calculation",
                                    text_ja=f"このダメージ計算時のみ攻撃力{amount}アップ"), res.cause)
