"""The field spell cards whose English name begins with L."""

from __future__ import annotations

from arbiter.ocg.cards.shared.field_spells import ACTIVATE, by_attribute
from arbiter.ocg.registry import define

# シャインスパーク / Luminous Spark: LIGHT monsters gain 500 ATK and lose 400 DEF.
define(81777047, ACTIVATE, by_attribute("LIGHT", 500, -400, "光"))
