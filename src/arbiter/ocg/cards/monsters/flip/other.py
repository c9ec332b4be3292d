"""The flip monsters whose English name begins with a digit or another sign."""

from __future__ import annotations

from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card

F = Kind.FLIP


# 死の４つ星てんとう虫 / 4-Starred Ladybug of Doom: FLIP: destroy every face-up level 4 monster the
# opponent controls (no target).
def _level_4s(ctx: Ctx | Resolution) -> list[Card]:
    d = ctx.duel
    return [c for c in d.monsters_of(ctx.opponent) if c.face_up and d.level(c) == 4]


def _ladybug(res: Resolution) -> None:
    res.duel.destroy(_level_4s(res), res.cause)


# with none it has nothing to destroy and is not activated (R004-007)
define(83994646, Effect(F, _ladybug, does=Does.MONSTERS | Does.OPPONENTS, needs=lambda ctx: bool(_level_4s(ctx)),
                        text_en="destroy all the opponent's face-up Level 4 monsters",
                        text_ja="相手の表側表示のレベル４モンスターを全て破壊する"))
