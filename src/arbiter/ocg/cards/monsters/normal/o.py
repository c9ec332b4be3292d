"""The normal monsters whose English name begins with O."""

from __future__ import annotations

from arbiter.ocg.cards.shared.tokens import OJAMA_TOKEN
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define

define(OJAMA_TOKEN, Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, forbids=("tribute_summon",),
                           text_en="it cannot be tributed for a tribute summon",
                           text_ja="生け贄召喚の生け贄には使えない"))
