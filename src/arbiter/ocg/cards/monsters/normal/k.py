"""The normal monsters whose English name begins with K."""

from __future__ import annotations

from arbiter.ocg.cards.shared.passcodes import KURIBOH_TOKEN
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define

define(KURIBOH_TOKEN, Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx, forbids=("tribute_summon",),
                             text_en="it cannot be tributed for a tribute summon",
                             text_ja="生け贄召喚の生け贄には使えない"))
