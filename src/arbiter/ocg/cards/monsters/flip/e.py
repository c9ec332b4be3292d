"""The flip monsters whose English name begins with E."""

from __future__ import annotations

from arbiter.ocg.cards.common import room
from arbiter.ocg.cards.shared.control import attribute_charmer
from arbiter.ocg.cards.shared.destruction import WEAKEN_DESTROYER
from arbiter.ocg.cards.shared.targets import opp_face_up
from arbiter.ocg.effects import Effect, Kind, Resolution
from arbiter.ocg.registry import define

F = Kind.FLIP


# 電磁ミノ虫 / Electromagnetic Bagworm: FLIP: take control of 1 targeted face-up machine the opponent
# controls until your next end phase (this turn's if it is yours, else your next turn's). When it is
# destroyed by battle, the monster that destroyed it (the one it battled) loses 500 ATK and DEF.
def _control_until_your_end(res: Resolution) -> None:
    d = res.duel
    until = d.turn if d.tp == res.player else d.next_turn_of(res.player)
    with d.moving_together(res.cause):
        for c in res.targets():
            d.take_control(c, res.player, res.cause, until_turn=until)


define(7914843, Effect(F, _control_until_your_end, target=opp_face_up("Machine"), needs=room,
                       text_en="take control of the target until your next end phase",
                       text_ja="次の自分のエンドフェイズまで対象のコントロールを得る"),
       WEAKEN_DESTROYER)

# 地霊使いアウス, 水霊使いエリア, 火霊使いヒータ, 風霊使いウィン / the Charmers: FLIP: take control of a targeted
# opponent's monster of their attribute, for a time (★ on the page,
# R004-094.34 … .37: reading ○, the control lasts while the Charmer stays face-up).
attribute_charmer(74364659, "WATER", "水")
