"""The normal trap cards whose English name begins with J."""

from __future__ import annotations

from arbiter.ocg.cards.shared.draw import simple_draw
from arbiter.ocg.effects import Effect, Kind, Resolution
from arbiter.ocg.registry import define

# 強欲な瓶 / Jar of Greed: draw 1.
simple_draw(83968380, 1, "self", "draw 1", "カードを１枚ドローする")

A = Kind.ACTIVATE


# 自業自得 / Just Desserts: 500 damage to the opponent for each monster they control.
def _desserts(res: Resolution) -> None:
    res.duel.damage(res.target_player, 500 * len(res.duel.monsters_of(res.target_player)), res.cause)


define(24068492, Effect(A, _desserts, targets_player="opp", needs=lambda ctx: bool(ctx.duel.monsters_of(ctx.opponent)),
                        text_en="500 damage to the opponent for each monster they control",
                        text_ja="相手フィールド上のモンスター１体につき５００ダメージを与える"))
