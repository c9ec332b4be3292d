"""The continuous trap cards whose English name begins with E."""

from __future__ import annotations

from arbiter.ocg.cards.common import bare_activation
from arbiter.ocg.cards.shared.notes import mark, marked
from arbiter.ocg.cards.shared.revival import banished_revival
from arbiter.ocg.cards.shared.trap_monsters import IN_A_MAIN_PHASE, trap_monster
from arbiter.ocg.effects import Cost, Ctx, Effect, Kind, Resolution
from arbiter.ocg.lasting import Then
from arbiter.ocg.names import has_attribute
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

A = Kind.ACTIVATE

# アポピスの化神 / Embodiment of Apophis (continuous trap): in either player's main phase, it becomes a
# normal monster (Reptile, EARTH, level 4, 1600/1800) and is special summoned (still a trap card too).
define(28649820, trap_monster("Reptile", "EARTH", 4, 1600, 1800, False, None,
                              condition=IN_A_MAIN_PHASE,
                              text_en="this card is special summoned, becoming a normal monster "
                                      "(Reptile/EARTH/4/1600/1800)",
                              text_ja="このカードを通常モンスター（爬虫類族・地・星４・１６００／１８００）として特殊召喚する"))


# 衰弱の霧 / Enervating Mist: while it is face-up, the opponent's hand size limit is 5 (`Effect.hand_limit`).
define(26022485, bare_activation(),
       Effect(Kind.CONTINUOUS, hand_limit=lambda ctx, p: 5 if p != ctx.player else None,
              text_en="the opponent's hand size limit is 5", text_ja="相手の手札制限枚数は５枚になる"))


# 闇次元の解放 / Escape from the Dark Dimension: special summon a targeted banished DARK monster of yours; when this
# card leaves the field it is destroyed and banished, and this card is destroyed when it is destroyed.
define(31550470, banished_revival(lambda ctx, c: has_attribute(c, "DARK"), "a banished DARK monster of yours",
                                  "除外されている自分の闇属性モンスター", then=Then.DESTROY_BANISH))


# エレメンタル・アブソーバー / Elemental Absorber: banish a monster card from your hand (the cost); while this card is
# face-up, the opponent's monsters of that monster's Attribute cannot declare an attack.
_ABSORBED = "elemental_absorber"


def _absorb(res: Resolution) -> None:
    if res.link.cost_cards:
        mark(res.duel, _ABSORBED, res.card, res.link.cost_cards[0], read_by_effects=True)


def _absorbed(ctx: Ctx, c: Card) -> bool:
    banished = marked(ctx.duel, _ABSORBED, ctx.card)
    attribute = ctx.duel.cards[banished[0]].base.attribute if banished else None
    return attribute is not None and c.zone is Zone.MONSTERS and c.ctl != ctx.player and has_attribute(c, attribute)


define(94253609, Effect(A, _absorb, cost=Cost(hand_send=1, hand_filter=lambda ctx, c: c.data.is_monster,
                                              hand_to="banish"), keeps_declared=True,
                        text_en="banish a monster card from your hand", text_ja="手札のモンスターカード１枚を除外する"),
       Effect(Kind.CONTINUOUS, forbids=("attack",), affects=_absorbed,
              text_en="the opponent's monsters of the banished monster's Attribute cannot attack",
              text_ja="除外したモンスターと同じ属性の相手モンスターは攻撃宣言できない"))
