"""The continuous spell cards whose English name begins with I."""

from __future__ import annotations

from arbiter.ocg.cards.common import nothing
from arbiter.ocg.cards.shared.field_spells import ACTIVATE
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone

C = Kind.CONTINUOUS

# 虫除けバリアー / Insect Barrier: the opponent's Insect monsters cannot declare an attack.
define(23615409, ACTIVATE,
       Effect(C, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.ctl != ctx.player
              and ctx.duel.race(c) == "Insect",
              forbids=("attack",), text_en="the opponent's Insects cannot attack",
              text_ja="相手フィールド上の昆虫族モンスターは攻撃宣言できない"))

A = Kind.ACTIVATE


# 検閲 / Inspection (continuous spell): in each of the opponent's standby phases, its controller may pay
# 500 LP to look at a random card of the opponent's hand. The LP are the cost of an effect of a face-up
# card, not of an activation: 「魔力倹約術」 does not waive them (R004-049). Looking at a card changes
# nothing the engine keeps (a card seen is not revealed to anyone else).
def _opponents_standby(ctx: Ctx) -> bool:
    d = ctx.duel
    return d.phase == "standby" and d.tp == ctx.opponent and bool(d.players[ctx.opponent].hand)


def _inspect(res: Resolution) -> None:
    d = res.duel
    hand = d.players[res.opponent].hand
    if hand:
        d.rng.below(len(hand))  # the card looked at is picked at random


define(16227556, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.QUICK, _inspect, speed=1, phases=("standby",), cost=Cost(lp=500), once_per_turn=True,
              condition=_opponents_standby,
              text_en="pay 500 LP: look at a random card of the opponent's hand",
              text_ja="５００ライフポイントを払い、相手の手札をランダムに１枚見る"))
