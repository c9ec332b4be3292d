"""The continuous spell cards whose English name begins with V."""

from __future__ import annotations

from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import bare_activation, ctx_of
from arbiter.ocg.cards.shared.draw import may_draw
from arbiter.ocg.cards.shared.resolving import ask_yes_no
from arbiter.ocg.cards.shared.turn_log import summoned_this_turn
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.names import has_attribute
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone


# 漆黒のトバリ / Veil of Darkness (continuous spell): when you draw a DARK monster in your draw phase, you may show it
# to the opponent to send it to the graveyard; then you may draw 1 card.
def _dark_drawn(ctx: Ctx, ev: Event) -> bool:
    d = ctx.duel
    c = d.cards[ev.card]
    return (ctx.card.active and d.phase == "draw" and d.tp == ctx.player and ev.player == ctx.player
            and c.zone is Zone.HAND and c.data.is_monster and has_attribute(c, "DARK"))


def _veil(res: Resolution) -> None:
    d, me = res.duel, res.player
    c = d.cards[res.link.events[0].card]
    if c.zone is not Zone.HAND:
        return
    d.reveal([c], 1 - me)
    d.send_to_grave([c.idx], res.cause)
    if may_draw("self")(ctx_of(res)) and ask_yes_no(res, me, "draw 1 card?", "１枚ドローする？"):
        d.next_thing()  # "then" (その後): a draw taken is a step of its own; declined, the sending was the last thing
        d.draw(me, 1, res.cause)


define(90434926, bare_activation(),
       Effect(Kind.TRIGGER, _veil, trigger="drawn", self_trigger=False, when=_dark_drawn, mandatory=False, asks=True,
              text_en="you draw a DARK monster in your draw phase: show it and send it to the graveyard, then you may "
                      "draw 1",
              text_ja="自分のドローフェイズにドローした闇属性モンスターを見せて墓地へ送り、その後１枚ドローできる"))


# 怨霊の湿地帯 / Vengeful Bog Spirit (continuous spell): while it is face-up, no monster (of either player) can attack
# in the turn it was normal, flip or special summoned.
define(95220856, bare_activation(),
       Effect(Kind.CONTINUOUS, forbids=("attack",), affects=lambda ctx, c: summoned_this_turn(ctx.duel, c),
              text_en="monsters cannot attack the turn they are summoned",
              text_ja="召喚・反転召喚・特殊召喚されたターンのモンスターは攻撃不可"))
