"""The equip spell cards whose English name begins with N."""

from __future__ import annotations

from arbiter.kernel.events import Event, Reason
from arbiter.ocg.cards.shared.discard import discard_random
from arbiter.ocg.cards.shared.equips import equip_if_still_here
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone

A = Kind.ACTIVATE
T = Kind.TRIGGER


# 与奪の首飾り / Necklace of Command (equip spell): when the equipped monster you control is destroyed by
# battle and this card is sent to the graveyard, choose: draw 1, or the opponent discards 1 at random.
def _necklace_sent(ctx: Ctx, ev: Event) -> bool:
    """Sent from the field because its monster left it, in the damage step (destroyed by battle)."""
    src = ctx.duel.cards[ev.cause.card] if ev.cause.card >= 0 else None
    return (ev.src == int(Zone.SPELLS) and ev.dst == int(Zone.GRAVE) and ev.cause.reason is Reason.RULE
            and src is not None and src.zone is Zone.GRAVE and src.owner == ctx.card.owner
            and ctx.duel.phase == "battle:damage")


def _necklace(res: Resolution) -> None:
    if res.link.declared == "draw 1":
        res.duel.draw(res.player, 1, res.cause)
    else:
        discard_random(res, res.opponent, 1)


define(48576971,
       Effect(A, equip_if_still_here, target=TargetSpec(side="own", face="up", text_en="your face-up monster",
                                           text_ja="自分の表側表示モンスター"),
              text_en="equip to the target", text_ja="対象に装備する"),
       Effect(T, _necklace, trigger="destroyed", when=_necklace_sent, declare=("draw 1", "discard 1"),
              does=Does.OWN_HAND,
              damage_step=True, text_en="draw 1, or the opponent discards 1 at random",
              text_ja="１枚ドローするか、相手の手札をランダムに１枚捨てる"))
