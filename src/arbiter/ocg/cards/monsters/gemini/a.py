"""The gemini monsters whose English name begins with A."""

from __future__ import annotations

from arbiter.ocg.cards.common import bind, bound, room
from arbiter.ocg.cards.shared.attacks import ATTACK_LOCK
from arbiter.ocg.cards.shared.counters import A_COUNTER
from arbiter.ocg.cards.shared.discard import has_hand, opp_discards_random
from arbiter.ocg.cards.shared.events import phase_of, won_battle
from arbiter.ocg.categories import Does
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

T = Kind.TRIGGER


# 水面のアレサ / Aquarian Alessa: the same battle: the opponent discards 1 card of their hand at random (not
# activated while their hand is empty: it would discard nothing).
define(22377815, Effect(T, opp_discards_random(1), does=Does.OPP_HAND, trigger="destroyed", self_trigger=False,
                        when=won_battle, needs=has_hand("opp"),
                        text_en="destroyed a monster by battle: the opponent discards 1 card at random",
                        text_ja="戦闘破壊して墓地へ送れば、相手の手札１枚を無作為に選び捨てさせる"))


# エーリアン・ヒュプノ / Alien Hypno: gemini summoned, in its controller's main phase it takes control of a targeted
# monster of the opponent with an A-Counter while it stays on the field; in each of their end phases, 1 A-Counter is
# removed from each monster so controlled; one left with none (by that removal or any other card's) is destroyed.
def _hypnotize(res: Resolution) -> None:
    d, me = res.duel, res.card
    for t in res.targets():
        if me.zone is Zone.MONSTERS and d.take_control(t, res.player, res.cause, while_card=me):
            # turned face-down it is a new card that took nothing; the monster taken turned face-down is still
            # the one it took (its A-Counters gone, it is destroyed)
            bind(d, "hypno", me, t, holder_face_up=True)


def _hypno_upkeep(res: Resolution) -> None:
    d = res.duel
    for c in bound(d, "hypno", res.card):
        if c.zone is Zone.MONSTERS and c.ctl == res.player:
            d.remove_counter(c, A_COUNTER, 1, res.cause)


def _stripped(ctx: Ctx) -> list[Card]:
    """The monsters it took that have lost all their A-Counters, by its end-phase removal or any other card's."""
    return [c for c in bound(ctx.duel, "hypno", ctx.card)
            if c.zone is Zone.MONSTERS and c.ctl == ctx.player and not c.counters.get(A_COUNTER, 0)]


define(38468214,
       Effect(Kind.IGNITION, _hypnotize, needs=room,
              target=TargetSpec(side="opp", where=lambda ctx, c: c.counters.get(A_COUNTER, 0) > 0,
                                text_en="a monster of the opponent with an A-Counter",
                                text_ja="Ａカウンターが乗った相手モンスター"),
              text_en="take control of the target while this card is on the field",
              text_ja="対象のコントロールをこのカードがフィールド上に存在する限り得る"),
       Effect(T, _hypno_upkeep, does=Does.MONSTERS, trigger="phase", self_trigger=False, when=phase_of("end"),
              needs=lambda ctx: any(c.zone is Zone.MONSTERS and c.ctl == ctx.player
                                    for c in bound(ctx.duel, "hypno", ctx.card)),
              text_en="your end phase: remove an A-Counter from each monster taken",
              text_ja="自分のエンドフェイズのたび、奪ったモンスターそれぞれからＡカウンター１つを除く"),
       Effect(Kind.CONTINUOUS, destroys=_stripped,
              text_en="a monster taken that has lost all its A-Counters is destroyed",
              text_ja="奪ったモンスターのＡカウンターが０個になれば、それを破壊"),
       numbering=(1, 1, 1))


# 古代の機械騎士 / Ancient Gear Knight: gemini summoned, it gains the attack lock of the 「古代の機械」 monsters.
define(39303359, ATTACK_LOCK)
