"""The union monsters whose English name begins with B."""

from __future__ import annotations

from arbiter.ocg.cards.shared.unions import BURNING_BEAST, FREEZING_BEAST, beast_smash, is_one_of, union
from arbiter.ocg.registry import define

# 灼岩魔獣 / Burning Beast and 氷岩魔獣 / Freezing Beast: besides the union's effects, when the equipped monster
# inflicts battle damage to the opponent, destroy 1 face-up (灼岩魔獣) / face-down (氷岩魔獣) spell or trap card
# on the field (chosen as it resolves: the text does not target).
define(BURNING_BEAST, *union(is_one_of(FREEZING_BEAST), 0, 0, "your Freezing Beast", "自分の「氷岩魔獣」"),
       beast_smash(True))
