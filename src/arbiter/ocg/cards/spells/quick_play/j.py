"""The quick-play spell cards whose English name begins with J."""

from __future__ import annotations

from arbiter.ocg.cards.common import answered_link, ctx_of
from arbiter.ocg.cards.shared.draw import POT_OF_GREED, may_draw
from arbiter.ocg.effects import Answers, Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define

A = Kind.ACTIVATE


# 壺盗み / Jar Robber (quick-play): when 「強欲な壺」 is activated, negate its effect and draw 1.
def _pot_activated(ctx: Ctx) -> bool:
    link = answered_link(ctx)
    return link is not None and is_named(ctx.duel.cards[link.card], POT_OF_GREED) and link.effect == 1


_POT_ACTIVATED = Answers(_pot_activated, "the activation of 「強欲な壺」", "「強欲な壺」の発動")


def _jar_robber(res: Resolution) -> None:
    link = answered_link(ctx_of(res))
    if link is not None:
        res.negate_effect(link)
    res.duel.draw(res.player, 1, res.cause)


define(33784505, Effect(A, _jar_robber, condition=_POT_ACTIVATED, needs=may_draw("self"), draws=1,
                        text_en="negate Pot of Greed's effect; draw 1",
                        text_ja="「強欲な壺」の効果を無効にし、１枚ドローする"))
