"""The flip monsters whose English name begins with J."""

from __future__ import annotations

from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import room
from arbiter.ocg.cards.shared.attacks import attack_directly_this_turn
from arbiter.ocg.cards.shared.notes import mark, marked
from arbiter.ocg.cards.shared.resolving import still_face_up_here
from arbiter.ocg.cards.shared.stats import half_up
from arbiter.ocg.cards.shared.targets import OPP_MONSTER
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone

F = Kind.FLIP


# タイム・ボマー / Jigen Bakudan: FLIP: from then on, in your next standby phase this card is tributed
# and all your monsters are destroyed; the opponent takes half their total ATK (this card's excluded; rounded up,
# R004-041).
# The flip is remembered for this card object while it stays face-up: turned face-down, it is a new card, not armed
# once face-up again without its flip effect (「停戦協定」), nor armed by a flip effect that resolves while it is
# face-down. Effect 2 is that standby-phase effect (while it stays face-up), declared as a mandatory trigger at the
# start of the standby phase. The tribute is what sets the rest off: where this card may not be tributed
# (「生贄封じの仮面」) nothing is destroyed, and it stays disarmed: the flip sets up that one standby phase, not every
# later one (docs/uncertain-rulings.md).
def _time_bomber_flip(res: Resolution) -> None:
    if still_face_up_here(res):
        mark(res.duel, "armed", res.card, res.duel.turn, face_up=True)


def _bomber_standby(ctx: Ctx, ev: Event) -> bool:
    # turns alternate: its controller's first turn after the flip's is the next turn or the one after
    flips = marked(ctx.duel, "armed", ctx.card)
    return ev.detail == "standby" and ctx.duel.tp == ctx.player and bool(flips) \
        and flips[-1] < ctx.duel.turn <= flips[-1] + 2


def _time_bomber_blast(res: Resolution) -> None:
    d = res.duel
    me = res.card
    if me.oid != res.link.oid or me.zone is not Zone.MONSTERS:
        return
    if not d.tribute([me], res.player, res.cause, cost=False):
        return
    mine = d.monsters_of(res.player)
    atk = {c.idx: d.atk(c) for c in mine}
    gone = d.destroy(mine, res.cause)
    d.damage(res.opponent, half_up(sum(atk[c.idx] for c in gone)), res.cause)


define(90020065,
       Effect(F, _time_bomber_flip,
              text_en="in your next standby phase this card blows up your monsters",
              text_ja="次の自分のスタンバイフェイズにこのカードは自分のモンスターを破壊する"),
       Effect(Kind.TRIGGER, _time_bomber_blast, does=Does.MONSTERS, trigger="phase", when=_bomber_standby,
              self_trigger=False,
              text_en="tribute this card, destroy all your monsters, damage equal to half their ATK",
              text_ja="このカードを生け贄に捧げ、自分のモンスターを全て破壊し、その攻撃力の合計の半分のダメージを"
                      "相手に与える"))


# Ｘ・Ｅ・Ｎ・Ｏ / Jowls of Dark Demise: FLIP: take control of 1 targeted monster the opponent controls
# until the end phase; it may attack the opponent directly this turn (a lingering grant, whatever becomes
# of 「Ｘ・Ｅ・Ｎ・Ｏ」).
def _jowls(res: Resolution) -> None:
    for c in res.targets():
        if res.duel.take_control(c, res.player, res.cause, until_end=True):
            attack_directly_this_turn(res, c)


define(5257687, Effect(F, _jowls, target=OPP_MONSTER, needs=room,
                       text_en="take control of the target until the end phase",
                       text_ja="エンドフェイズまで対象のコントロールを得る"))
