"""The normal monsters whose English name begins with D."""

from __future__ import annotations

from arbiter.ocg.cards.shared.tokens import DOOMSDAY_TOKEN
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.names import has_attribute
from arbiter.ocg.registry import define

# 黒焔トークン / Doomsday Token (made by 「終焉の焔」): it may be tributed for the tribute summon of a DARK monster
# only.
define(DOOMSDAY_TOKEN, Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx,
                              summon_tributes_for=lambda ctx, m: has_attribute(m, "DARK"),
                              text_en="it cannot be tributed for the tribute summon of a non-DARK monster",
                              text_ja="生け贄召喚で生け贄にできるのは闇属性モンスターのためだけ"))
