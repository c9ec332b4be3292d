"""The continuous trap cards whose English name begins with U."""

from __future__ import annotations

from arbiter.ocg.cards.common import bare_activation
from arbiter.ocg.cards.shared.effect_summons import summon_choices, summon_one_from_hand
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define


# 血の代償 / Ultimate Offering (continuous trap): effect 2, while it is face-up: during your main phase or
# the opponent's battle phase, pay 500 LP: normal summon or set 1 monster from your hand when it
# resolves (R003-006; an extra normal summon, chosen with its position and its tributes while it resolves). A
# face-up summon made by chain link 1 can be negated once the chain has resolved (docs/uncertain-rulings.md). Its
# normal summon names no zone, so it may instead summon a second time a face-up gemini monster you control (a gemini
# monster's second summon is a normal summon; `effect_summons.summonable_again`).
def _offering(res: Resolution) -> None:
    summon_one_from_hand(res, again=True)


def _offering_time(ctx: Ctx) -> bool:
    d = ctx.duel
    return (d.tp == ctx.player and d.phase in ("main1", "main2")) or (
        d.tp != ctx.player and d.phase.startswith("battle"))


define(80604091,
       bare_activation(),
       Effect(Kind.QUICK, _offering, condition=_offering_time, cost=Cost(lp=500), asks=True,
              needs=lambda ctx: bool(summon_choices(ctx, again=True)),
              text_en="pay 500 LP: normal summon or set a monster",
              text_ja="５００ライフポイントを払い、モンスター１体を通常召喚する"))
