"""The normal monsters whose English name begins with C."""

from __future__ import annotations

from arbiter.ocg.cards.shared.cloudians import is_cloudian
from arbiter.ocg.cards.shared.tokens import CLOUDIAN_TOKEN
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define

# 雲魔物トークン / Cloudian Token (made by 「雲魔物－羊雲」): it may be tributed for the tribute summon of a 「雲魔物」
# monster only (costs may still tribute it).
define(CLOUDIAN_TOKEN, Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx,
                              summon_tributes_for=lambda ctx, m: is_cloudian(m),
                              text_en="it can be tributed for the tribute summon of a Cloudian monster only",
                              text_ja="生け贄召喚の生け贄にできるのは「雲魔物」の生け贄召喚だけ"))
