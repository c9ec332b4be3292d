"""The effect monsters whose English name begins with a digit or another sign."""

from __future__ import annotations

from arbiter.ocg.cards.common import both
from arbiter.ocg.cards.shared.draw import draw_op, may_draw
from arbiter.ocg.cards.shared.zones import face_up_monsters
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card


# みつこぶラクーダ / 3-Hump Lacooda: with 3 face-up 「みつこぶラクーダ」 on your field, tribute 2 of them: draw 3.
def _lacooda(ctx: Ctx, c: Card) -> bool:
    return c.data.passcode == 86988864 and c.face_up


define(86988864, Effect(Kind.IGNITION, draw_op(3), cost=Cost(tribute=2, tribute_filter=_lacooda),
                        needs=both(may_draw("self"), lambda ctx: sum(
                            1 for c in face_up_monsters(ctx, ctx.player) if _lacooda(ctx, c)) >= 3),
                        text_en="tribute 2 of your three 3-Hump Lacooda: draw 3",
                        text_ja="「みつこぶラクーダ」２体を生け贄に捧げ、３枚ドローする"))
