"""The flip monsters whose English name begins with N."""

from __future__ import annotations

from arbiter.kernel.events import Event
from arbiter.ocg.cards.common import destroy_targets, to_hand_targets
from arbiter.ocg.cards.shared.targets import OPP_MONSTER
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.names import is_named
from arbiter.ocg.registry import define
from arbiter.ocg.state import Zone

F = Kind.FLIP


# 深淵の暗殺者 / Night Assailant: FLIP: destroy 1 targeted monster the opponent controls. When it is
# sent from the hand to the graveyard (discarded, or sent by an effect): return 1 targeted flip
# monster in your graveyard other than 「深淵の暗殺者」 to your hand. Effects 2 and 3 are that one
# trigger, for the two event kinds a card going from the hand to the graveyard can be.
def _from_hand(ctx: Ctx, ev: Event) -> bool:
    return ev.src == int(Zone.HAND) and ev.dst == int(Zone.GRAVE)


_OWN_GRAVE_FLIP = TargetSpec(zone=Zone.GRAVE, side="own",
                             where=lambda ctx, c: c.data.is_flip and not is_named(c, 16226786),
                             text_en="another flip monster in your graveyard",
                             text_ja="自分の墓地の「深淵の暗殺者」以外のリバース効果モンスター")

define(16226786,
       Effect(F, destroy_targets, target=OPP_MONSTER, text_en="destroy the target",
              text_ja="対象の相手モンスターを破壊する"),
       Effect(Kind.TRIGGER, to_hand_targets, trigger="discarded", when=_from_hand, target=_OWN_GRAVE_FLIP,
              text_en="return the target to the hand", text_ja="対象を手札に加える"),
       Effect(Kind.TRIGGER, to_hand_targets, trigger="sent", when=_from_hand, target=_OWN_GRAVE_FLIP,
              text_en="return the target to the hand", text_ja="対象を手札に加える"), numbering=(1, 2, 2))


# ニードル・ボール / Needle Ball: FLIP (optional): pay 2000 LP (the cost); 1000 damage to the opponent.
def _damage_1000(res: Resolution) -> None:
    res.duel.damage(res.opponent, 1000, res.cause)


define(94230224, Effect(F, _damage_1000, cost=Cost(lp=2000), mandatory=False,
                        needs=lambda ctx: ctx.duel.players[ctx.player].lp >= 2000,
                        text_en="1000 damage to the opponent", text_ja="相手に１０００ダメージを与える"))

# ニードルワーム / Needle Worm: FLIP: the top 5 cards of the opponent's deck are sent to the graveyard.
define(81843628, Effect(F, lambda res: res.duel.mill(res.opponent, 5, res.cause),
                        text_en="mill 5 from the opponent's deck",
                        text_ja="相手のデッキトップ５枚を墓地へ"))


# 使徒喰い虫 / Nobleman-Eater Bug: FLIP: destroy 2 targeted monsters on the field (it may be one of them).
define(65878864, Effect(Kind.FLIP, destroy_targets,
                        target=TargetSpec(count=2, allow_self=True, text_en="2 monsters on the field",
                                          text_ja="フィールド上のモンスター２体"),
                        text_en="destroy the 2 targets", text_ja="対象の２体を破壊する"))
