"""Trap cards of the era's pool (issue 13): the era's tournament staples first, then simple ones.

Each card's block is self-contained: a comment naming the card and what it does, its helpers, its `define`.
"""

from __future__ import annotations

from arbiter.ocg.cards.common import (
    answered_link,
    banish_targets,
    ctx_of,
    negate_activation,
    opponent_attacks,
    the_attacker,
)
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define

A = Kind.ACTIVATE


# マジック・ジャマー / Magic Jammer: discard 1 card (the cost): negate the activation of a spell card and destroy it.
def _spell_activated(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    d = ctx.duel
    return link is not None and d.cards[link.card].data.is_spell and d.effect_of(link.card, link.effect).kind \
        is Kind.ACTIVATE


def _negate_answered(res: Resolution) -> None:
    link = answered_link(ctx_of(res))
    if link is not None:
        negate_activation(res, link)


define(77414722, Effect(A, _negate_answered, condition=_spell_activated, cost=Cost(discard=1),
                        text_en="discard 1 card: negate the activation of a spell card and destroy it",
                        text_ja="手札を１枚捨て、魔法カードの発動を無効にし破壊する"))


# 激流葬 / Torrential Tribute: when a monster is summoned (normal, flip or special summoned), destroy every monster on
# the field.
def _monster_summoned(ctx: Ctx) -> bool:
    return any(e.kind in ("summoned", "special_summoned") for e in ctx.events)


def _torrential(res: Resolution) -> None:
    d = res.duel
    d.destroy(d.monsters_of(d.tp) + d.monsters_of(1 - d.tp), res.cause)


define(53582587, Effect(A, _torrential, does=Does.MONSTERS, condition=_monster_summoned,
                        responds_to=("special_summoned",),
                        text_en="a monster was summoned: destroy all monsters on the field",
                        text_ja="モンスターが召喚・反転召喚・特殊召喚された時、フィールド上のモンスターを全て破壊する"))


# 次元幽閉 / Dimensional Prison: when an opponent's monster declares an attack, banish that attacking monster (targeting
# it).
define(70342110, Effect(A, banish_targets, condition=opponent_attacks,
                        target=TargetSpec(side="opp", where=the_attacker, text_en="the attacking monster",
                                          text_ja="攻撃モンスター"),
                        text_en="banish the attacking monster", text_ja="攻撃モンスターをゲームから除外する"))
