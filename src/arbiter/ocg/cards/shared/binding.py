"""Traps that bind a monster: it cannot attack or change its position while they stay."""

from __future__ import annotations

from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import LEAVE_KINDS, bind, bound, destroy_itself, held, left_the_field
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.state import Card


# Continuous traps that target one monster (the last rows of the table). Resolving, the card binds its
# target (that card object: a monster turned face-down stays the same object and stays bound, and the
# trap stays on the field). While the trap is face-up, the bound monster cannot attack or change its
# position. The trap's destruction when its monster leaves the field (or, for 六芒星の呪縛, is destroyed)
# is declared as mandatory triggers of the trap; the engine destroys equip cards by rule without a chain
# link, but it also does so when the monster is turned face-down, which is wrong for these traps.
def bind_targets(res: Resolution) -> None:
    me = res.card
    if me.oid != res.link.oid or not me.on_field:
        return
    for t in res.targets():
        bind(res.duel, "bound", me, t, replace=True)


def is_bound(ctx: Ctx, m: Card) -> bool:
    return m in bound(ctx.duel, "bound", ctx.card)


def bound_left(ctx: Ctx, ev: Event) -> bool:
    return ctx.card.active and left_the_field(ev) and ev.card in {i for i, _ in held(ctx.duel, "bound", ctx.card)}


LOCK = Effect(Kind.CONTINUOUS, forbids=("attack", "change_position"), affects=is_bound,
               text_en="the target cannot attack or change its position",
               text_ja="対象は攻撃できず、表示形式の変更もできない")


GONE_WITH_IT = tuple(Effect(Kind.TRIGGER, destroy_itself, trigger=k, when=bound_left, self_trigger=False,
                             text_en="destroyed when the target leaves the field",
                             text_ja="対象がフィールドを離れた時、このカードを破壊する") for k in LEAVE_KINDS)
