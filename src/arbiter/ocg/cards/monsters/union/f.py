"""The union monsters whose English name begins with F."""

from __future__ import annotations

from arbiter.ocg.cards.shared.card_types import BURNING_BEAST, FREEZING_BEAST, _is, beast_smash, union
from arbiter.ocg.registry import define

define(FREEZING_BEAST, *union(_is(BURNING_BEAST), 0, 0, "your Burning Beast", "自分の「灼岩魔獣」"),
       beast_smash(False))
