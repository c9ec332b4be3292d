"""The field spell cards whose English name begins with R."""

from __future__ import annotations

from arbiter.ocg.cards.shared.field_spells import ACTIVATE, by_attribute
from arbiter.ocg.registry import define

# デザートストーム / Rising Air Current: WIND monsters gain 500 ATK and lose 400 DEF.
define(45778932, ACTIVATE, by_attribute("WIND", 500, -400, "風"))
