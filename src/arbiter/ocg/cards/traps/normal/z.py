"""The normal trap cards whose English name begins with Z."""

from __future__ import annotations

from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card

A = Kind.ACTIVATE


# 重力解除 / Zero Gravity: every face-up monster on the field changes its battle position.
def _face_up(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [c for p in (0, 1) for c in d.monsters_of(p) if c.face_up]


def _zero_gravity(res: Resolution) -> None:
    res.duel.switch_positions(_face_up(res), res.cause)


define(83133491, Effect(A, _zero_gravity, needs=lambda ctx: bool(_face_up(ctx)),
                        text_en="change the battle positions of all face-up monsters",
                        text_ja="フィールドの表側モンスター全ての表示形式を変える"))
