"""The field spell cards whose English name begins with G."""

from __future__ import annotations

from arbiter.ocg.cards.shared.field_spells import ACTIVATE, by_attribute
from arbiter.ocg.registry import define

# ガイアパワー / Gaia Power: EARTH monsters gain 500 ATK and lose 400 DEF.
define(56594520, ACTIVATE, by_attribute("EARTH", 500, -400, "地"))
