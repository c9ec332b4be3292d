"""The spirit monsters whose English name begins with H."""

from __future__ import annotations

from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import SPIRIT_RETURN
from arbiter.ocg.cards.shared.discard import discard
from arbiter.ocg.cards.shared.events import battle_damage_by_me
from arbiter.ocg.cards.shared.zones import cards_in_hand
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.summon_conditions import never

T = Kind.TRIGGER


# 火之迦具土 / Hino-Kagu-Tsuchi: a spirit (common.SPIRIT_RETURN). When it inflicts battle damage to the opponent
# (a mandatory trigger), they discard their whole hand in their next turn's draw phase before the draw
# (R004-139.13): a lasting effect applied at once at that draw phase's start, which comes before its draw. It
# cannot be special summoned (`special_by=never`).
def _hino_arms(res: Resolution) -> None:
    d = res.duel
    # the opponent's next turn: the one after this, or the one after that where the damage fell in their own turn
    # (a set copy flipped by their attack, its DEF reflecting the damage)
    their_turn = d.next_turn_of(res.opponent)

    def next_draw_phase(ctx: Ctx, ev: Event) -> bool:
        return ev.detail == "draw" and ctx.duel.turn == their_turn

    def discard_hand(r: Resolution) -> None:
        discard(r, cards_in_hand(r.duel, r.opponent))

    res.duel.linger(res.card, res.player, Effect(Kind.AT_ONCE, discard_hand, trigger="phase", when=next_draw_phase,
                                                 text_en="their next draw phase, before the draw: the opponent "
                                                         "discards their whole hand",
                                                 text_ja="相手は次の自分のドローフェイズ、ドローする前に手札を全部捨てる"),
                    res.cause, turns=their_turn - d.turn + 1)


define(75745607, *SPIRIT_RETURN,
       Effect(T, _hino_arms, does=Does.OPP_HAND, trigger="damage", when=battle_damage_by_me(), self_trigger=False,
              text_en="battle damage to the opponent: they discard their whole hand in their next draw phase, "
                      "before the draw",
              text_ja="相手に戦闘ダメージ：相手は次の自分のドローフェイズ、ドローする前に手札を全部捨てる"),
       special_by=never, numbering=(1, 1, 2))
