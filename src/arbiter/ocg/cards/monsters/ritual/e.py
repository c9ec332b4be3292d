"""The ritual monsters whose English name begins with E."""

from __future__ import annotations

from arbiter.ocg.names import also_attribute
from arbiter.ocg.registry import define
from arbiter.ocg.summon_conditions import by_ritual_summon

# 精霊術師 ドリアード / Elemental Mistress Doriado: ritual summoned with 「ドリアードの祈り」; its Attribute is also
# WIND, WATER, FIRE and EARTH.
define(99414168, special_by=by_ritual_summon)
also_attribute(99414168, "WIND", "WATER", "FIRE", "EARTH")
