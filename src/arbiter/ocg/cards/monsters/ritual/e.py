"""The ritual monsters whose English name begins with E."""

from __future__ import annotations

from arbiter.ocg.names import also_attribute

for _four in (99414168,):
    also_attribute(_four, "WIND", "WATER", "FIRE", "EARTH")
