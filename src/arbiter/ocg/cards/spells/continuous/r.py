"""The continuous spell cards whose English name begins with R."""

from __future__ import annotations

from arbiter.ocg.cards.common import bare_activation
from arbiter.ocg.effects import Cost, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone


# リサイクル / Recycle (continuous spell): in your standby phase, pay 300 LP: target a card other than a
# monster (a spell or trap card) in your graveyard; put it on the bottom of your deck (R004-122.18). The LP
# are the cost of an effect of a face-up card, not of a card's activation: 魔力倹約術 does not waive them
# (R004-049).
def _recycle(res: Resolution) -> None:
    res.duel.to_deck(res.targets(), res.cause, where="bottom")


define(96316857,
       bare_activation(),
       Effect(Kind.QUICK, _recycle, speed=1, phases=("standby",), cost=Cost(lp=300), once_per_turn=True,
              condition=lambda ctx: ctx.duel.phase == "standby" and ctx.duel.tp == ctx.player,
              target=TargetSpec(zone=Zone.GRAVE, side="own", where=lambda ctx, c: c.data.kind != "monster",
                                text_en="a spell or trap card in your graveyard", text_ja="自分の墓地の魔法・罠カード"),
              text_en="in your standby phase, pay 300 LP: put the target on the bottom of your deck",
              text_ja="自分のスタンバイフェイズに３００ライフポイントを払い、対象をデッキの一番下に戻す"))
