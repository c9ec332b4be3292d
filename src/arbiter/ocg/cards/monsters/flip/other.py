"""The flip monsters whose English name begins with a digit or another sign."""

from __future__ import annotations

from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Effect, Kind, Resolution
from arbiter.ocg.registry import define

F = Kind.FLIP


# 死の４つ星てんとう虫 / 4-Starred Ladybug of Doom: FLIP: destroy every face-up level 4 monster the
# opponent controls (no target).
def _ladybug(res: Resolution) -> None:
    d = res.duel
    d.destroy([c for c in d.monsters_of(res.opponent) if c.face_up and d.level(c) == 4], res.cause)


define(83994646, Effect(F, _ladybug, does=Does.MONSTERS, text_en="destroy all the opponent's face-up level 4 monsters",
                        text_ja="相手の表側表示のレベル４モンスターを全て破壊する"))
