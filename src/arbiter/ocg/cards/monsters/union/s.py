"""The union monsters whose English name begins with S."""

from __future__ import annotations

from arbiter.ocg.cards.shared.unions import GIANT_ORC, TURN_EQUIPPED, is_one_of, union
from arbiter.ocg.registry import define

# 守護霊アイリン / Protective Soul Ailin and セコンド・ゴブリン / Second Goblin: besides the union's effects, once a
# turn, while it equips a monster, change that monster's battle position (face-up attack and defense).
define(19086954, *union(is_one_of(GIANT_ORC), 0, 0, "your Giant Orc", "自分の「ジャイアント・オーク」"), TURN_EQUIPPED)
