"""The ritual monsters whose English name begins with E."""

from __future__ import annotations

from arbiter.ocg.names import also_attribute

also_attribute(99414168, "WIND", "WATER", "FIRE", "EARTH")
