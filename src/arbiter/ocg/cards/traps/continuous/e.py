"""The continuous trap cards whose English name begins with E."""

from __future__ import annotations

from arbiter.ocg.cards.common import nothing, room
from arbiter.ocg.cards.shared.revival import banished_revival
from arbiter.ocg.cards.shared.trap_monsters import MAIN_PHASES, trap_monster
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.lasting import Then
from arbiter.ocg.names import has_attribute
from arbiter.ocg.registry import define

A = Kind.ACTIVATE

# アポピスの化神 / Embodiment of Apophis (continuous trap): in either player's main phase, it becomes a
# normal monster (Reptile, EARTH, level 4, 1600/1800) and is special summoned (still a trap card too).
define(28649820, Effect(A, trap_monster("Reptile", "EARTH", 4, 1600, 1800, False, None), asks=True,
                        condition=lambda ctx: ctx.duel.phase in MAIN_PHASES, needs=room,
                        text_en="special summon this card as a normal monster (Reptile/EARTH/4/1600/1800)",
                        text_ja="このカードを通常モンスター（爬虫類族・地・星４・１６００／１８００）として特殊召喚する"))


# 衰弱の霧 / Enervating Mist: while it is face-up, the opponent's hand size limit is 5 (`Effect.hand_limit`).
define(26022485, Effect(A, nothing, text_en="activate", text_ja="発動"),
       Effect(Kind.CONTINUOUS, hand_limit=lambda ctx, p: 5 if p != ctx.player else None,
              text_en="the opponent's hand size limit is 5", text_ja="相手の手札制限枚数は５枚になる"))


# 闇次元の解放 / Escape from the Dark Dimension: special summon a targeted banished DARK monster of yours; when this
# card leaves the field it is destroyed and banished, and this card is destroyed when it is destroyed.
define(31550470, banished_revival(lambda ctx, c: has_attribute(c, "DARK"), "a banished DARK monster of yours",
                                  "除外されている自分の闇属性モンスター", then=Then.BANISH))
