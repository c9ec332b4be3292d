"""The continuous spell cards whose English name begins with I."""

from __future__ import annotations

from arbiter.ocg.cards.common import bare_activation
from arbiter.ocg.cards.shared.binding import GONE_WITH_IT, bind_targets, is_bound
from arbiter.ocg.cards.shared.field_spells import ACTIVATE
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution, TargetSpec
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Pos, Zone
from arbiter.ocg.turn import NO_HAND_LIMIT

C = Kind.CONTINUOUS

# 虫除けバリアー / Insect Barrier: the opponent's Insect monsters cannot declare an attack.
define(23615409, ACTIVATE,
       Effect(C, affects=lambda ctx, c: c.zone is Zone.MONSTERS and c.ctl != ctx.player
              and ctx.duel.race(c) == "Insect",
              forbids=("attack",), text_en="the opponent's Insects cannot attack",
              text_ja="相手フィールド上の昆虫族モンスターは攻撃宣言できない"))

A = Kind.ACTIVATE


# 検閲 / Inspection (continuous spell): in each of the opponent's standby phases, its controller may pay
# 500 LP to look at a random card of the opponent's hand. The LP are the cost of an effect of a face-up
# card, not of an activation: 「魔力倹約術」 does not waive them (R004-049). The card picked is shown to
# its controller alone.
def _opponents_standby(ctx: Ctx) -> bool:
    d = ctx.duel
    return d.phase == "standby" and d.tp == ctx.opponent and bool(d.players[ctx.opponent].hand)


def _inspect(res: Resolution) -> None:
    d = res.duel
    hand = d.players[res.opponent].hand
    if hand:
        d.reveal([d.cards[hand[d.rng.below(len(hand))]]], res.player)


define(16227556, bare_activation(),
       Effect(Kind.QUICK, _inspect, speed=1, phases=("standby",), cost=Cost(lp=500), once_per_turn=True,
              condition=_opponents_standby,
              text_en="pay 500 LP: look at a random card of the opponent's hand",
              text_ja="５００ライフポイントを払い、相手の手札をランダムに１枚見る"))


# 鉄壁の布陣 / Impenetrable Formation (continuous spell): target a monster you control; while you control 2 or more
# monsters and all of them are in defense position, it gains 700 DEF; when it leaves the field, this card is
# destroyed.
def _formation(ctx: Ctx, c: Card) -> bool:
    mine = ctx.duel.monsters_of(ctx.player)
    return (ctx.card.active and is_bound(ctx, c) and len(mine) >= 2
            and all(m.pos in (Pos.DEFENSE, Pos.SET) for m in mine))


define(96631852, Effect(A, bind_targets, target=TargetSpec(side="own", text_en="a monster you control",
                                                          text_ja="自分のモンスター"),
                        text_en="target a monster you control", text_ja="自分のモンスター１体を対象とする"),
       Effect(Kind.CONTINUOUS, affects=_formation, defense=lambda ctx, c: 700,
              text_en="with 2 or more monsters, all in defense position: the target gains 700 DEF",
              text_ja="自分のモンスターが２体以上で全て守備表示の場合、対象の守備力は７００アップする"),
       *GONE_WITH_IT, numbering=(1, 2, *(3,) * len(GONE_WITH_IT)))


# 無限の手札 / Infinite Cards: while it is face-up, neither player has a hand size limit.
define(94163677, bare_activation(),
       Effect(Kind.CONTINUOUS, hand_limit=lambda ctx, p: NO_HAND_LIMIT,
              text_en="no hand size limit for either player", text_ja="お互いに手札枚数制限が無くなる"))
