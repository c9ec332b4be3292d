"""The normal trap cards whose English name begins with J."""

from __future__ import annotations

from arbiter.ocg.cards.common import opponent_attacks
from arbiter.ocg.cards.shared.draw import simple_draw
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Pos

# 強欲な瓶 / Jar of Greed: draw 1.
simple_draw(83968380, 1, "self", "draw 1", "カードを１枚ドローする")

A = Kind.ACTIVATE


# 自業自得 / Just Desserts: 500 damage to the opponent for each monster they control.
def _desserts(res: Resolution) -> None:
    res.duel.damage(res.target_player, 500 * len(res.duel.monsters_of(res.target_player)), res.cause)


define(24068492, Effect(A, _desserts, targets_player="opp", needs=lambda ctx: bool(ctx.duel.monsters_of(ctx.opponent)),
                        text_en="500 damage to the opponent for each monster they control",
                        text_ja="相手フィールド上のモンスター１体につき５００ダメージを与える"))


# ジャスティブレイク / Justi-Break: when an opponent's monster declares an attack on a face-up normal monster you
# control: destroy every monster on the field except face-up attack-position normal monsters.
def _attacks_my_normal(ctx: Ctx) -> bool:
    d = ctx.duel
    if not opponent_attacks(ctx) or d.attack is None or d.attack[2] < 0:
        return False
    t = d.cards[d.attack[2]]
    return t.ctl == ctx.player and t.face_up and t.data.is_monster and "normal" in t.data.subtypes


def _justi_break(res: Resolution) -> None:
    d = res.duel
    d.destroy([c for p in (0, 1) for c in d.monsters_of(p)
               if not (c.face_up and c.pos is Pos.ATTACK and "normal" in c.data.subtypes)], res.cause)


define(62271284, Effect(A, _justi_break, condition=_attacks_my_normal, does=Does.MONSTERS,
                        text_en="destroy all monsters except face-up attack-position normal monsters",
                        text_ja="表側攻撃表示の通常モンスター以外のフィールドのモンスターを全て破壊する"))
