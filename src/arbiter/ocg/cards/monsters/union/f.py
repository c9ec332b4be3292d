"""The union monsters whose English name begins with F."""

from __future__ import annotations

from arbiter.ocg.cards.shared.unions import BURNING_BEAST, FREEZING_BEAST, beast_smash, is_one_of, union
from arbiter.ocg.registry import define

define(FREEZING_BEAST, *union(is_one_of(BURNING_BEAST), 0, 0, "your Burning Beast", "自分の「灼岩魔獣」"),
       beast_smash(False))
