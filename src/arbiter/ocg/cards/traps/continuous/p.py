"""The continuous trap cards whose English name begins with P."""

from __future__ import annotations

from arbiter.kernel.events import Event
from arbiter.ocg.cards.shared.attacks import attack_of, opponents_attack
from arbiter.ocg.cards.shared.coins import call_coin
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Pos, Zone

A = Kind.ACTIVATE


# 反撃準備 / Prepare to Strike Back (continuous trap): when an opponent's monster attacks a face-up defense
# position monster you control, call a coin: right turns that monster to face-up attack position; wrong, and
# this card's controller takes damage equal to the amount the attacker's ATK exceeds that monster's DEF.
def _attacks_my_defender(ctx: Ctx, ev: Event) -> bool:
    if not opponents_attack(ctx, ev) or ev.amount < 0:
        return False
    t = ctx.duel.cards[ev.amount]
    return t.ctl == ctx.player and t.zone is Zone.MONSTERS and t.pos is Pos.DEFENSE


def _strike_back(res: Resolution) -> None:
    d = res.duel
    right = call_coin(res)
    a, t = attack_of(res)
    if right:
        if t is not None and t.pos is Pos.DEFENSE:
            d.set_position(t, Pos.ATTACK, res.cause)
    elif a is not None and t is not None and d.atk(a) > d.defense(t):
        d.damage(res.player, d.atk(a) - d.defense(t), res.cause)


define(4483989,
       Effect(A, lambda res: None, text_en="activate", text_ja="発動"),
       Effect(Kind.TRIGGER, _strike_back, trigger="attack_declared", self_trigger=False, when=_attacks_my_defender,
              asks=True,
              text_en="call a coin: right turns the attacked monster to attack position; wrong, damage to you",
              text_ja="コインの裏表を当てる：当たりで攻撃対象を表側攻撃表示にし、外れで自分がダメージを受ける"))
