"""The flip monsters whose English name begins with G."""

from __future__ import annotations

from arbiter.ocg.effects import Effect, Kind, Resolution
from arbiter.ocg.registry import define


# ガード・ドッグ / Guard Dog: FLIP: the opponent cannot special summon for the rest of this turn.
def _guard(res: Resolution) -> None:
    res.duel.forbid_player(res.opponent, "special_summon", res.cause)


define(57346400, Effect(Kind.FLIP, _guard, text_en="the opponent cannot special summon this turn",
                        text_ja="このターン相手は特殊召喚できない"))
