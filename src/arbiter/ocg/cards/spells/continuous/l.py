"""The continuous spell cards whose English name begins with L."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.ocg.cards.common import bare_activation, both
from arbiter.ocg.cards.shared.draw import may_draw
from arbiter.ocg.cards.shared.zones import hand_of
from arbiter.ocg.choice_purposes import RETURN_TO_DECK
from arbiter.ocg.effects import Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel


# 軽量化 / Lighten the Load (continuous spell): once a turn, shuffle a level 7 or higher monster from your
# hand into the deck and draw 1.
def _heavy(d: Duel, c: Card) -> bool:
    return c.data.is_monster and d.level(c) >= 7


def _lighten(res: Resolution) -> None:
    d = res.duel
    heavy = [c for c in hand_of(res, res.player) if _heavy(d, c)]
    if heavy:
        d.to_deck([res.ask_cards(heavy, purpose=RETURN_TO_DECK)], res.cause)
        d.draw(res.player, 1, res.cause)


define(37231841, bare_activation(),
       Effect(Kind.IGNITION, _lighten, asks=True, once_per_turn=True, needs=both(
           may_draw("self"), lambda ctx: any(_heavy(ctx.duel, c) for c in hand_of(ctx, ctx.player))),
           text_en="shuffle a Level 7+ monster from hand into the deck; draw 1",
           text_ja="手札のレベル７以上のモンスターをデッキに戻し、１枚ドローする"))


# レベル制限Ｂ地区 / Level Limit - Area B (continuous spell): face-up Level 4 or higher monsters on the field are in
# defense position (turned at once, and kept there).
define(3136426, bare_activation(),
       Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.face_up and ctx.duel.level(c) >= 4,
              position=Pos.DEFENSE, forbids=("change_position",),
              text_en="face-up Level 4 or higher monsters are in defense position",
              text_ja="レベル４以上のモンスターは全て守備表示に変わる"))
