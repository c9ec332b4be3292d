"""The continuous spell cards whose English name begins with H."""

from __future__ import annotations

from arbiter.ocg.cards.common import bare_activation
from arbiter.ocg.cards.shared.draw import draw_op, may_draw
from arbiter.ocg.effects import Ctx, Effect, Kind
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

T = Kind.TRIGGER

# 凡骨の意地 / Heart of the Underdog (continuous spell): in your draw phase, when you draw a normal
# monster you may show it and draw 1 more. The showing is how the extra draw is used: done as it is activated.
def _drawn_normal(ctx: Ctx) -> Card | None:
    d = ctx.duel
    return next((c for c in (d.cards[e.card] for e in ctx.events if e.kind == "drawn" and e.player == ctx.player)
                 if c.zone is Zone.HAND and d.is_normal_monster(c)), None)


define(35762283, bare_activation(),
       Effect(T, draw_op(1), trigger="drawn", self_trigger=False, mandatory=False, needs=may_draw("self"), draws=1,
              when=lambda ctx, ev: ctx.card.active and ev.player == ctx.player and ctx.duel.phase == "draw"
              and ctx.duel.tp == ctx.player and ctx.duel.is_normal_monster(ctx.duel.cards[ev.card]),
              shows_on_activation=_drawn_normal,
              text_en="you drew a normal monster in your draw phase: draw 1 more",
              text_ja="ドローフェイズに通常モンスターをドローした場合、さらに１枚ドローする"))
