"""The spirit monsters whose English name begins with M."""

from __future__ import annotations

from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import SPIRIT_RETURN, normal_summoned_or_flipped
from arbiter.ocg.cards.shared.to_hand_and_deck import top_or_bottom
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.summon_conditions import never


# 磨破羅魏 / Maharaghi: a spirit (common.SPIRIT_RETURN). When it is normal summoned or flipped face-up (a mandatory
# trigger), its controller looks at the top card of their deck in their next draw phase, before the draw, and puts it
# back on the top or at the bottom: a lasting effect applied at once at that draw phase's start.
def _look_at_top(r: Resolution) -> None:
    deck = r.duel.players[r.player].deck
    if deck:
        r.duel.reveal([r.duel.cards[deck[-1]]], r.player)
        top_or_bottom(r, r.player)


def _maharaghi(res: Resolution) -> None:
    d = res.duel
    turn = d.next_turn_of(res.player)

    def next_draw_phase(ctx: Ctx, ev: Event) -> bool:
        return ev.detail == "draw" and ctx.duel.turn == turn

    d.linger(res.card, res.player, Effect(Kind.AT_ONCE, _look_at_top, trigger="phase", when=next_draw_phase,
                                          asks=True,
                                          text_en="your next draw phase, before the draw: look at the top card of "
                                                  "your deck and put it on the top or at the bottom",
                                          text_ja="次の自分のドローフェイズのドロー前にデッキの一番上のカードを確認し、"
                                                  "一番上か一番下に戻す"),
             res.cause, turns=turn - d.turn + 1)


define(40695128, *SPIRIT_RETURN,
       *(Effect(Kind.TRIGGER, _maharaghi, trigger=k, when=normal_summoned_or_flipped,
                text_en="normal summoned or flipped: look at your top card in your next draw phase, before the draw, "
                        "and put it on the top or at the bottom of the deck",
                text_ja="召喚・リバースした時、次の自分のドローフェイズのドロー前にデッキの一番上のカードを確認して"
                        "一番上か一番下に戻す") for k in ("summoned", "flipped")),
       special_by=never, numbering=(1, 1, 2, 2))
