"""The fusion monsters whose English name begins with U."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arbiter.ocg import fusion
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define
from arbiter.ocg.state import Card

if TYPE_CHECKING:
    from arbiter.ocg.duel import Duel

# ユーフォロイド・ファイター / UFOroid Fighter: 「ユーフォロイド」 + 1 Warrior, and only these. Its original ATK and
# DEF are the sum of the original ATK of the two materials of its fusion summon (R004-032: the value counts
# as its original ATK/DEF while it is on the field; "?" off the field, R004-016). Not fusion summoned: 0. The value
# is fixed by the summon: a material that leaves the graveyard afterwards still counts.
UFOROID = 7602840


def _uforoid_fighter(d: Duel, c: Card) -> int:
    return sum(m.base.atk or 0 for m in fusion.counted_materials(d, c))


fusion.materials(32752319, UFOROID, lambda cd: cd.race == "Warrior", only_these=True)
define(32752319, Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx,
                        atk=lambda ctx, c: _uforoid_fighter(ctx.duel, c),
                        defense=lambda ctx, c: _uforoid_fighter(ctx.duel, c), original_value=True,
                        text_en="original ATK/DEF: the sum of the original ATK of its fusion materials",
                        text_ja="元々の攻撃力・守備力は融合素材２体の元々の攻撃力の合計"),
       original_atk=_uforoid_fighter, original_def=_uforoid_fighter)
