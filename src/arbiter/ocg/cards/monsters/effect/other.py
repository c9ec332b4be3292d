"""The effect monsters whose English name begins with a digit or another sign."""

from __future__ import annotations

from arbiter.ocg.cards.common import both, itself
from arbiter.ocg.cards.shared.draw import draw_op, may_draw
from arbiter.ocg.cards.shared.face_down import FACE_DOWN_SELF
from arbiter.ocg.cards.shared.notes import notes_face_down_battles, was_face_down_in_battle
from arbiter.ocg.cards.shared.zones import face_up_monsters
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card


# みつこぶラクーダ / 3-Hump Lacooda: with 3 face-up 「みつこぶラクーダ」 on your field, tribute 2 of them (itself may be
# one: the text says no "other"): draw 3.
def _lacooda(ctx: Ctx, c: Card) -> bool:
    return is_named(c, 86988864) and c.face_up


define(86988864, Effect(Kind.IGNITION, draw_op(3), draws=3,
                        cost=Cost(tribute=2, tribute_filter=_lacooda, tribute_self=True),
                        needs=both(may_draw("self"), lambda ctx: sum(
                            1 for c in face_up_monsters(ctx, ctx.player) if _lacooda(ctx, c)) >= 3),
                        text_en="tribute 2 of your three 3-Hump Lacooda: draw 3",
                        text_ja="「みつこぶラクーダ」２体を生け贄に捧げ、３枚ドローする"))


# 八つ手サソリ / 8-Claws Scorpion: once a turn, turn itself face-down; when it attacks a monster that was face-down in
# defense position, its ATK is 2400 during damage calculation (a value set: `arbiter.ocg.stat_set`).
def _claws(ctx: Ctx, c: Card) -> int | None:
    d = ctx.duel
    att = d.attack
    if not d.calculating() or att is None or att[0] != c.idx or att[2] < 0:
        return None
    return 2400 if was_face_down_in_battle(d, c, att[2]) else None


define(14261867, FACE_DOWN_SELF,
       Effect(Kind.CONTINUOUS, affects=itself, atk_becomes=_claws,
              sets_in_damage_step=True,
              text_en="attacking a face-down defense monster: its ATK is 2400 during damage calculation",
              text_ja="裏側守備表示の相手モンスターへの攻撃では、ダメージ計算の間だけ攻撃力が２４００になる"),
       notes_face_down_battles(), numbering=(1, 2, 0))
