"""The continuous trap cards whose English name begins with W."""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.lasting import Note
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

A = Kind.ACTIVATE


# 光の護封壁 / Wall of Revealing Light (continuous trap): activated by paying LP in a multiple of 1000
# of the player's choice; while it is face-up and active, the opponent's monsters whose ATK is at most the
# amount paid cannot attack. The amount is a note about this card object.
@dataclass(frozen=True, slots=True)
class WallPaid(Note):
    """The LP paid for the activation of one 「光の護封壁」 object."""

    card: int
    oid: int
    lp: int


def _wall(res: Resolution) -> None:
    res.duel.remember(WallPaid(res.card.idx, res.card.oid, res.link.paid))


def _walled(ctx: Ctx, c: Card) -> bool:
    if c.zone is not Zone.MONSTERS or c.ctl == ctx.player:
        return False
    paid = next((w.lp for w in ctx.duel.notes(WallPaid) if w.card == ctx.card.idx and w.oid == ctx.card.oid), None)
    return paid is not None and ctx.duel.atk(c) <= paid  # none noted: not activated (a scenario's face-up card)


define(17078030, Effect(A, _wall, cost=Cost(lp_step=1000), keeps_declared=True,
                        text_en="pay LP in a multiple of 1000", text_ja="１０００の倍数のライフポイントを払う"),
       Effect(Kind.CONTINUOUS, forbids=("attack",), affects=_walled,
              text_en="the opponent's monsters with ATK up to the amount paid cannot attack",
              text_ja="攻撃力が払ったライフ以下の相手モンスターは攻撃できない"))
