"""The gemini monsters whose English name begins with G."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.ocg.cards.common import PIERCING, ctx_of, itself
from arbiter.ocg.cards.shared.special_summons import summon_one_of, summonable
from arbiter.ocg.effects import Ctx, Effect, Kind, Resolution
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card, Zone

if TYPE_CHECKING:
    pass

# デュアル・ランサー / Gemini Lancer: gemini summoned, it deals piercing battle damage.
define(26254876, PIERCING)


# ギガプラント / Gigaplant: gemini summoned, once a turn, an Insect or a Plant from your hand or graveyard comes out by
# special summon (chosen at resolution).
def _insects_and_plants(ctx: Ctx) -> list[Card]:
    d, p = ctx.duel, ctx.player
    # none that 「王家の眠る谷－ネクロバレー」 keeps in the graveyard (`summonable`)
    return summonable(ctx, [d.cards[i] for i in (*d.players[p].hand, *d.players[p].grave)
                            if d.cards[i].data.is_monster and d.cards[i].data.race in ("Insect", "Plant")])


def _gigaplant(res: Resolution) -> None:
    summon_one_of(res, _insects_and_plants(ctx_of(res)))


define(53257892, Effect(Kind.IGNITION, _gigaplant, once_per_turn=True, asks=True,
                        needs=lambda ctx: bool(_insects_and_plants(ctx))
                        and ctx.duel.free_slots(ctx.player, Zone.MONSTERS) > 0,
                        text_en="special summon an Insect or Plant monster from your hand or graveyard",
                        text_ja="手札か墓地から昆虫族か植物族モンスター１体を特殊召喚する"))

# 巨人ゴーグル / Goggle Golem: gemini summoned, its original ATK becomes 2100 (the cards that read original ATK see it).
define(21155323, Effect(Kind.CONTINUOUS, affects=itself, atk=lambda ctx, c: 2100 - (c.data.atk or 0),
                        original_value=True,
                        text_en="original ATK: 2100", text_ja="元々の攻撃力：２１００"))

# ヴァリュアブル・アーマー / Grasschopper: gemini summoned, it may attack each monster the opponent controls once.
define(95166228, Effect(Kind.CONTINUOUS, affects=itself, attacks_each=True,
                        text_en="it may attack each monster the opponent controls once",
                        text_ja="相手モンスター全てに、１体１度ずつ攻撃が可能"))
