"""The continuous trap cards whose English name begins with U."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.kernel.decision import Option
from arbiter.kernel.events import Cause, Reason
from arbiter.kernel.log import LogEntry
from arbiter.ocg.cards.common import ctx_of, nothing
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.legality import can_tribute, fewer_tributes, tribute_stand_ins, tribute_value, tributes_needed
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos
from arbiter.ocg.summon import next_tributes
from arbiter.ocg.summon_conditions import normal_summonable

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

A = Kind.ACTIVATE


# 血の代償 / Ultimate Offering (continuous trap): effect 2, while it is face-up: during your main phase or
# the opponent's battle phase, pay 500 LP: normal summon or set 1 monster from your hand when it
# resolves (R003-006; an extra normal summon, chosen with its position and its tributes while it resolves). A
# face-up summon made by chain link 1 can be negated once the chain has resolved (docs/uncertain-rulings.md).
def _offering_time(ctx: Ctx) -> bool:
    d = ctx.duel
    return (d.tp == ctx.player and d.phase in ("main1", "main2")) or (
        d.tp != ctx.player and d.phase.startswith("battle"))


def _ways(d: Duel, p: int, c: Card) -> list[int]:
    """The tribute counts `p` can normal summon `c` with now: the usual one, and a fewer-tributes way (-1: none)."""
    out = [tributes_needed(d, c)] if can_tribute(d, p, c, tributes_needed(d, c)) else []
    fewer = fewer_tributes(d, c)
    if fewer is not None and can_tribute(d, p, c, fewer, True):
        out.append(fewer)
    return out


def _offerable(ctx: Ctx) -> list[Card]:
    d = ctx.duel
    return [d.cards[i] for i in d.players[ctx.player].hand
            if normal_summonable(d.cards[i].data) and _ways(d, ctx.player, d.cards[i])]


def _ultimate_offering(res: Resolution) -> None:
    d = res.duel
    p = res.player
    cands = _offerable(ctx_of(res))
    if not cands:
        return
    c = res.ask_cards(cands)
    o = res.ask([Option("position:attack", "position", arg=int(Pos.ATTACK), label_en="summon", label_ja="召喚"),
                 Option("position:set", "position", arg=int(Pos.SET), label_en="set", label_ja="セット")],
                "position", prompt_en="summon or set", prompt_ja="召喚かセットか")
    pos = Pos(o.arg)
    ways = _ways(d, p, c)
    need = ways[0]
    if len(ways) > 1:  # its text's way with fewer tributes, or the usual one
        w = res.ask([Option("yes", "yes", arg=ways[1], label_en=f"with {ways[1]} tributes",
                            label_ja=f"生け贄{ways[1]}体で"),
                     Option("no", "no", label_en="with the usual tributes", label_ja="通常の生け贄で")],
                    "fewer_tributes", prompt_en="normal summon with fewer tributes?",
                    prompt_ja="少ない生け贄で召喚するか")
        need = ways[1] if w.kind == "yes" else need
    fewer = need < tributes_needed(d, c)
    stand_ins = [] if pos is Pos.SET or fewer else [s.idx for s in tribute_stand_ins(d, p, c, need)]
    tributes: list[int] = []
    while not (tributes and tributes[0] in stand_ins) and sum(
            tribute_value(d, d.cards[i], c, fewer) for i in tributes) < need:
        tributes.append(res.ask_cards([d.cards[i] for i in next_tributes(d, p, c, tributes, need, fewer, stand_ins)],
                                      "tribute").idx)
    d.pay_hand_tax(p, c)
    if tributes:
        d.send_to_grave(tributes, Cause(p, Reason.RULE, c.idx), "tributed")
        d.log.append(LogEntry("tribute", (p, tuple(d.ref(i) for i in tributes))))
    if fewer:
        d.note_summon(c, "fewer_tributes")
    d.summon_by_effect(c, p, pos, res.cause)


define(80604091,
       Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.QUICK, _ultimate_offering, condition=_offering_time, cost=Cost(lp=500), asks=True,
              needs=lambda ctx: bool(_offerable(ctx)),
              text_en="pay 500 LP: normal summon or set a monster",
              text_ja="５００ライフポイントを払い、モンスター１体を通常召喚する"))
