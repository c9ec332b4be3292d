"""The fusion monsters whose English name begins with U."""

from __future__ import annotations

from arbiter.ocg import fusion
from arbiter.ocg.cards.shared.stats import materials_atk
from arbiter.ocg.effects import Effect, Kind
from arbiter.ocg.registry import define

# ユーフォロイド・ファイター / UFOroid Fighter: 「ユーフォロイド」 + 1 Warrior, and only these. Its original ATK and
# DEF are the sum of the original ATK of the two materials of its fusion summon (R004-032: the value counts
# as its original ATK/DEF while it is on the field; "?" off the field, R004-016). Not fusion summoned: 0. The value
# is fixed by the summon: a material that leaves the graveyard afterwards still counts.
UFOROID = 7602840


fusion.materials(32752319, UFOROID, lambda cd: cd.race == "Warrior", only_these=True)
define(32752319, Effect(Kind.CONTINUOUS, affects=lambda ctx, c: c.idx == ctx.card.idx,
                        atk=lambda ctx, c: materials_atk(ctx.duel, c),
                        defense=lambda ctx, c: materials_atk(ctx.duel, c), original_value=True,
                        text_en="original ATK/DEF: the sum of the original ATK of its fusion materials",
                        text_ja="元々の攻撃力・守備力は融合素材２体の元々の攻撃力の合計"))
