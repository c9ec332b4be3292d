"""The continuous trap cards whose English name begins with U."""

from __future__ import annotations

from arbiter.kernel.decision import Option
from arbiter.ocg.cards.common import ctx_of, nothing
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.summon_conditions import normal_summonable

A = Kind.ACTIVATE


# 血の代償 / Ultimate Offering (continuous trap): effect 2, while it is face-up: during your main phase or
# the opponent's battle phase, pay 500 LP: normal summon or set 1 monster from your hand when it
# resolves (R003-006; an extra normal summon, chosen with its position while it resolves). Only monsters
# that need no tribute are offered. Missing: the window for negating a summon made this way (a face-up
# summon succeeds at once; a set is followed by no window of its own, it happens inside the chain).
def _offering_time(ctx: Ctx) -> bool:
    d = ctx.duel
    return (d.tp == ctx.player and d.phase in ("main1", "main2")) or (
        d.tp != ctx.player and d.phase.startswith("battle"))


def _offerable(ctx: Ctx) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].hand
            if (d.cards[i].data.level or 0) <= 4 and normal_summonable(d.cards[i].data)]


def _ultimate_offering(res: Resolution) -> None:
    d = res.duel
    cands = _offerable(ctx_of(res))
    if not cands or d.free_slots(res.player, Zone.MONSTERS) == 0:
        return
    c = res.ask_cards(cands)
    o = res.ask([Option("position:attack", "position", arg=int(Pos.ATTACK), label_en="summon", label_ja="召喚"),
                 Option("position:set", "position", arg=int(Pos.SET), label_en="set", label_ja="セット")],
                "position", prompt_en="summon or set", prompt_ja="召喚かセットか")
    d.summon_by_effect(c, res.player, Pos(o.arg), res.cause)


define(80604091,
       Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.QUICK, _ultimate_offering, condition=_offering_time, cost=Cost(lp=500), asks=True,
              needs=lambda ctx: bool(_offerable(ctx)) and ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0,
              text_en="pay 500 LP: normal summon or set a monster",
              text_ja="５００ライフポイントを払い、モンスター１体を通常召喚する"),
       missing=("the summon-negation window after a monster it summons face-up",
                "a normal summon that needs tributes (only monsters of Level 4 or lower are offered)"))
